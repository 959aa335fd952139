//! Path facts every reader shares: resolving links without requiring the path to exist, and
//! whether a path stays inside a connection's root once its links are followed.

use std::path::{Component, Path, PathBuf};

/// Like Python's non-strict `Path.resolve()`: the longest existing ancestor canonicalized, the
/// rest appended with `.` dropped and `..` applied lexically.
pub fn resolve_lenient(path: &Path) -> PathBuf {
    let absolute = if path.is_absolute() {
        path.to_path_buf()
    } else {
        std::env::current_dir()
            .map(|cwd| cwd.join(path))
            .unwrap_or_else(|_| path.to_path_buf())
    };
    let mut existing = absolute.clone();
    let mut rest: Vec<std::ffi::OsString> = Vec::new();
    loop {
        if let Ok(real) = existing.canonicalize() {
            let mut out = real;
            for part in rest.iter().rev() {
                push_lexical(&mut out, Path::new(part));
            }
            return out;
        }
        match (
            existing.file_name().map(|n| n.to_os_string()),
            existing.parent(),
        ) {
            (Some(name), Some(parent)) => {
                rest.push(name);
                existing = parent.to_path_buf();
            }
            _ => return lexical(&absolute),
        }
    }
}

fn push_lexical(out: &mut PathBuf, part: &Path) {
    for component in part.components() {
        match component {
            Component::ParentDir => {
                out.pop();
            }
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
}

fn lexical(path: &Path) -> PathBuf {
    let mut out = PathBuf::new();
    push_lexical(&mut out, path);
    out
}

/// True when `path`, links followed, lies inside `root` (links followed too).
pub fn contained(root: &Path, path: &Path) -> bool {
    resolve_lenient(path).starts_with(resolve_lenient(root))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dot_dot_leaves_the_root() {
        let root = std::env::temp_dir();
        assert!(contained(&root, &root.join("a/b.yaml")));
        assert!(!contained(&root, &root.join("../outside.yaml")));
    }

    #[test]
    fn a_link_out_of_the_root_is_not_contained() {
        let base = std::env::temp_dir().join(format!("dbprint-paths-{}", std::process::id()));
        let root = base.join("root");
        std::fs::create_dir_all(&root).unwrap();
        let outside = base.join("outside");
        std::fs::create_dir_all(&outside).unwrap();
        let link = root.join("escape");
        let _ = std::fs::remove_file(&link);
        std::os::unix::fs::symlink(&outside, &link).unwrap();
        assert!(!contained(&root, &link.join("x.yaml")));
        std::fs::remove_dir_all(&base).unwrap();
    }
}

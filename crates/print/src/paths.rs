//! Path facts every reader shares: resolving links without requiring the path to exist, and
//! whether a path stays inside a connection's root once its links are followed, one path at a
//! time (`contained`) or for many paths under one root with resolved directories remembered
//! (`Containment`).
#![allow(clippy::disallowed_methods)] // the one resolver of links (clippy.toml)

use std::collections::HashMap;
use std::ffi::OsString;
use std::path::{Component, Path, PathBuf};

/// Whether a regular file is at `path`, links followed (the project's own files, never a print
/// file: those are asked of a `Reading`).
pub fn is_file(path: &Path) -> bool {
    path.is_file()
}

/// Like Python's non-strict `Path.resolve()`: the longest existing ancestor canonicalized, the
/// rest appended with `.` dropped and `..` applied lexically. An ancestor as long as
/// `PATH_MAX` or longer cannot be resolved, so none is tried, and each step up shortens the
/// path in place: a path of a hundred thousand components costs one pass over it.
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
    let longest = usize::try_from(libc::PATH_MAX).unwrap_or(4096);
    loop {
        if existing.as_os_str().len() < longest
            && let Ok(real) = existing.canonicalize()
        {
            let mut out = real;
            for part in rest.iter().rev() {
                push_lexical(&mut out, Path::new(part));
            }
            return out;
        }
        match existing.file_name().map(|n| n.to_os_string()) {
            Some(name) if existing.pop() => rest.push(name),
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

/// True when `path`, links followed, lies inside `root` (links followed too): the oracle
/// `Containment` is tested against.
#[cfg(test)]
pub fn contained(root: &Path, path: &Path) -> bool {
    resolve_lenient(path).starts_with(resolve_lenient(root))
}

/// `contained` for many paths under one root: each directory is resolved once, so a manifest
/// of many tables costs about one `lstat` per path instead of a walk per path.
pub struct Containment {
    root: PathBuf,
    root_real: PathBuf,
    /// The root still leads where it was pinned: when it does not, nothing is contained.
    pinned: bool,
    /// A path under the root (normalized, so its text is its identity) -> where it resolves,
    /// and whether it exists.
    resolved: HashMap<OsString, (PathBuf, bool)>,
    /// The real directory last looked into, held open so its entries are looked up by name
    /// alone rather than by walking the whole path again.
    open_dir: Option<(PathBuf, std::fs::File)>,
}

impl Containment {
    /// Containment under `root`, judged against `root_real`, where the root was pinned
    /// (`Connection::real_root`) rather than where it leads now.
    pub fn new(root: &Path, root_real: &Path) -> Self {
        let root = normalized(root).unwrap_or_else(|| root.to_path_buf());
        let root_real = root_real.to_path_buf();
        let pinned = resolve_lenient(&root).starts_with(&root_real);
        let exists = root_real.exists();
        let mut resolved = HashMap::new();
        resolved.insert(root.clone().into_os_string(), (root_real.clone(), exists));
        Containment {
            root,
            root_real,
            pinned,
            resolved,
            open_dir: None,
        }
    }

    /// The same answer `contained(root, path)` gives.
    pub fn contains(&mut self, path: &Path) -> bool {
        if !self.pinned {
            return false;
        }
        match normalized(path).filter(|p| p.starts_with(&self.root)) {
            Some(path) => self.resolve(&path).0.starts_with(&self.root_real),
            None => resolve_lenient(path).starts_with(&self.root_real),
        }
    }

    /// Whether `name` in the real directory `dir` is a symbolic link (`Some(true)`), another
    /// entry (`Some(false)`), or absent: one `fstatat` in the directory held open.
    fn entry(&mut self, dir: &Path, name: &std::ffi::OsStr) -> Option<bool> {
        use std::os::unix::ffi::OsStrExt;
        use std::os::unix::fs::OpenOptionsExt;
        use std::os::unix::io::AsRawFd;
        let held = matches!(&self.open_dir, Some((open, _)) if open == dir);
        if !held {
            self.open_dir = std::fs::OpenOptions::new()
                .read(true)
                .custom_flags(libc::O_PATH | libc::O_DIRECTORY)
                .open(dir)
                .ok()
                .map(|file| (dir.to_path_buf(), file));
        }
        let lstat = || {
            std::fs::symlink_metadata(dir.join(name))
                .ok()
                .map(|meta| meta.file_type().is_symlink())
        };
        let Some((_, file)) = &self.open_dir else {
            return lstat();
        };
        let Ok(name) = std::ffi::CString::new(name.as_bytes()) else {
            return lstat();
        };
        let stat = dbprint_base::sys::stat_at(file.as_raw_fd(), &name, libc::AT_SYMLINK_NOFOLLOW)?;
        let mode = stat.st_mode;
        Some(mode & libc::S_IFMT == libc::S_IFLNK)
    }

    /// Like `resolve_lenient` for a normalized path at or under the root: walked down from the
    /// root one component at a time, each real directory's answer kept. Below the first name
    /// that is not there nothing is looked up or kept, so a path of a hundred thousand
    /// components costs one pass over it, never a recursion or a prefix per component.
    fn resolve(&mut self, path: &Path) -> (PathBuf, bool) {
        if let Some(known) = self.resolved.get(path.as_os_str()) {
            return known.clone();
        }
        let Ok(rest) = path.strip_prefix(&self.root) else {
            return (resolve_lenient(path), path.exists());
        };
        let root = self.resolved.get(self.root.as_os_str()).cloned();
        let (mut real, mut exists) = root.unwrap_or_else(|| (self.root_real.clone(), false));
        let mut at = self.root.clone();
        for component in rest.components() {
            let name = component.as_os_str();
            if !exists {
                real.push(name);
                continue;
            }
            at.push(name);
            if let Some(known) = self.resolved.get(at.as_os_str()) {
                (real, exists) = known.clone();
                continue;
            }
            let joined = real.join(name);
            (real, exists) = match self.entry(&real, name) {
                Some(true) => match joined.canonicalize() {
                    Ok(target) => (target, true),
                    Err(_) => (joined, false),
                },
                Some(false) => (joined, true),
                None => (joined, false),
            };
            let answer = (real.clone(), exists);
            self.resolved.insert(at.clone().into_os_string(), answer);
        }
        (real, exists)
    }
}

/// `path` absolute with `.` segments dropped; `None` when it has a `..` segment, whose meaning
/// depends on links and is left to `resolve_lenient`.
fn normalized(path: &Path) -> Option<PathBuf> {
    if !path.is_absolute() {
        return None;
    }
    let mut out = PathBuf::new();
    for component in path.components() {
        match component {
            Component::ParentDir => return None,
            Component::CurDir => {}
            other => out.push(other.as_os_str()),
        }
    }
    Some(out)
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

    #[test]
    fn containment_answers_as_contained_does_for_links_in_and_out() {
        let base = std::env::temp_dir().join(format!("dbprint-containment-{}", std::process::id()));
        let root = base.join("root");
        let outside = base.join("outside");
        std::fs::create_dir_all(root.join("db/s/t")).unwrap();
        std::fs::create_dir_all(&outside).unwrap();
        std::fs::write(outside.join("x.yaml"), "").unwrap();
        std::os::unix::fs::symlink(&outside, root.join("db/escape")).unwrap();
        std::os::unix::fs::symlink(root.join("db/s"), root.join("db/inner")).unwrap();
        std::os::unix::fs::symlink(outside.join("x.yaml"), root.join("db/s/t/stats.yaml")).unwrap();
        std::os::unix::fs::symlink(base.join("nowhere"), root.join("db/dangling")).unwrap();
        let mut check = Containment::new(&root, &resolve_lenient(&root));
        for rel in [
            "db/s/t/ddl.sql",
            "db/s/t/stats.yaml",
            "db/escape/x.yaml",
            "db/escape",
            "db/inner/t/ddl.sql",
            "db/dangling/x",
            "db/./s/t",
            "db/s/../../../outside/x.yaml",
            "missing/deeper/file",
        ] {
            let path = root.join(rel);
            assert_eq!(check.contains(&path), contained(&root, &path), "{rel}");
        }
        assert!(!check.contains(&root.join("db/escape/x.yaml")));
        assert!(check.contains(&root.join("db/inner/t/ddl.sql")));
        let mut plain = Containment::new(&root, &resolve_lenient(&root));
        assert!(plain.contains(&root.join("db/s/t/ddl.sql")));
        assert!(
            plain.contains(&root.join("db/s/t/absent.yaml")),
            "absent, still inside"
        );
        std::fs::remove_dir_all(&base).unwrap();
    }

    #[test]
    fn a_path_of_a_hundred_thousand_components_is_judged_in_one_pass() {
        let root = std::env::temp_dir();
        let deep = root.join(vec!["a"; 100_000].join("/"));
        let mut check = Containment::new(&root, &resolve_lenient(&root));
        assert!(check.contains(&deep), "absent, still inside");
        let climbing = root.join(format!("{}/x", vec!["a/.."; 50_000].join("/")));
        assert!(check.contains(&climbing));
        assert_eq!(resolve_lenient(&climbing), resolve_lenient(&root).join("x"));
        let out = root.join(format!(
            "{}../../x",
            "a/".repeat(50_000 - 1) + &"../".repeat(50_000 - 1)
        ));
        assert_eq!(check.contains(&out), contained(&root, &out));
    }

    #[test]
    fn a_root_that_no_longer_leads_where_it_was_pinned_contains_nothing() {
        let base = std::env::temp_dir().join(format!("dbprint-pinned-{}", std::process::id()));
        let _ = std::fs::remove_dir_all(&base);
        let root = base.join("root");
        std::fs::create_dir_all(root.join("t")).unwrap();
        std::fs::create_dir_all(base.join("elsewhere/t")).unwrap();
        let pinned = resolve_lenient(&root);
        assert!(Containment::new(&root, &pinned).contains(&root.join("t/x.yaml")));
        std::fs::rename(&root, base.join("old")).unwrap();
        std::os::unix::fs::symlink(base.join("elsewhere"), &root).unwrap();
        assert!(!Containment::new(&root, &pinned).contains(&root.join("t/x.yaml")));
        std::fs::remove_dir_all(&base).unwrap();
    }
}

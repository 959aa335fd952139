//! Where compiled indexes are kept between processes: outside every project, in the first
//! of `--cache-dir`, `$DBPRINT_CACHE_DIR`, `$XDG_CACHE_HOME/dbprint` and
//! `~/.cache/dbprint` that can be created and written; in memory (this process only) when
//! none can. A directory named explicitly that cannot be used is said on stderr.

use std::path::{Path, PathBuf};

/// The environment variable naming the cache directory (after the flag).
pub const ENV: &str = "DBPRINT_CACHE_DIR";

/// Where archives go.
#[derive(Debug, Clone, PartialEq)]
pub enum CacheDir {
    Disk(PathBuf),
    Memory,
}

impl CacheDir {
    /// The cache directory for `flag` (`--cache-dir`) and this process's environment.
    pub fn locate(flag: Option<&Path>) -> Self {
        let var = |name: &str| std::env::var_os(name).filter(|v| !v.is_empty());
        let explicit = flag
            .map(Path::to_path_buf)
            .or_else(|| var(ENV).map(PathBuf::from));
        if let Some(dir) = explicit {
            match usable(&dir) {
                Ok(()) => return CacheDir::Disk(dir),
                Err(why) => tracing::warn!(
                    "cache directory {} is not usable ({why}); trying the default",
                    dir.display()
                ),
            }
        }
        let xdg = var("XDG_CACHE_HOME")
            .map(PathBuf::from)
            .filter(|p| p.is_absolute())
            .map(|p| p.join("dbprint"));
        let home = var("HOME").map(|h| PathBuf::from(h).join(".cache").join("dbprint"));
        for dir in xdg.into_iter().chain(home) {
            if usable(&dir).is_ok() {
                return CacheDir::Disk(dir);
            }
        }
        tracing::info!("no writable cache directory: compiled indexes are kept in memory");
        CacheDir::Memory
    }

    pub fn path(&self) -> Option<&Path> {
        match self {
            CacheDir::Disk(dir) => Some(dir),
            CacheDir::Memory => None,
        }
    }
}

/// Whether `dir` exists or can be made, and a file can be created in it.
fn usable(dir: &Path) -> Result<(), String> {
    std::fs::create_dir_all(dir).map_err(|e| e.to_string())?;
    let probe = dir.join(super::container::temporary_name("probe"));
    std::fs::write(&probe, b"").map_err(|e| e.to_string())?;
    std::fs::remove_file(&probe).map_err(|e| e.to_string())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_named_directory_is_created_and_used() {
        let dir = std::env::temp_dir().join(format!("dbprint-cache-{}/a/b", std::process::id()));
        let _ = std::fs::remove_dir_all(&dir);
        assert_eq!(CacheDir::locate(Some(&dir)), CacheDir::Disk(dir.clone()));
        assert!(dir.is_dir());
    }

    #[test]
    fn a_directory_that_cannot_be_made_is_not_usable() {
        let file = std::env::temp_dir().join(format!("dbprint-cache-file-{}", std::process::id()));
        std::fs::write(&file, b"x").unwrap();
        assert!(usable(&file.join("sub")).is_err());
    }
}

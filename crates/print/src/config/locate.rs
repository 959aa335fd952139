//! Finding `.dbprint.yaml`: an exact `--project` locator (the file, or the directory that
//! directly holds it), else a walk up from the working directory.

use std::path::{Path, PathBuf};

use super::ConfigError;

const CONFIG_FILE: &str = ".dbprint.yaml";

/// The config file `locator` names, or the nearest one above `cwd` when there is none.
pub fn locate(locator: Option<&Path>, cwd: &Path) -> Result<PathBuf, ConfigError> {
    match locator {
        Some(given) => {
            let absolute = if given.is_absolute() {
                given.to_path_buf()
            } else {
                crate::paths::resolve_lenient(&cwd.join(given))
            };
            let file = if absolute.file_name().is_some_and(|n| n == CONFIG_FILE) {
                absolute
            } else {
                absolute.join(CONFIG_FILE)
            };
            if crate::paths::is_file(&file) {
                Ok(file)
            } else {
                Err(ConfigError(format!(
                    "no .dbprint.yaml at {}. --project names an exact location: the config file itself, or the directory that directly contains it.",
                    file.display()
                )))
            }
        }
        None => cwd
            .ancestors()
            .map(|dir| dir.join(CONFIG_FILE))
            .find(|candidate| crate::paths::is_file(candidate))
            .ok_or_else(|| {
                ConfigError(format!(
                    "no .dbprint.yaml found in {} or any parent directory. Pass --project, or run from inside a dbprint project.",
                    cwd.display()
                ))
            }),
    }
}

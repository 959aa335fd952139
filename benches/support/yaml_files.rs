//! The YAML files under a directory, for the parse measurements (`benches/yaml_parse.rs`,
//! `examples/parse_print.rs`): every `*.yaml`, or only those named `name`.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::path::{Path, PathBuf};

pub fn yaml_files(dir: &Path, name: Option<&str>) -> std::io::Result<Vec<PathBuf>> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        for entry in std::fs::read_dir(&dir)? {
            let path = entry?.path();
            if path.is_dir() {
                pending.push(path);
            } else if match name {
                Some(name) => path.file_name().is_some_and(|n| n == name),
                None => path.extension().is_some_and(|e| e == "yaml"),
            } {
                found.push(path);
            }
        }
    }
    found.sort();
    Ok(found)
}

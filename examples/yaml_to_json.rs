//! Reads each YAML file named on the command line as the server does and prints one JSON line
//! per file: `{"ok": <value>}` or `{"error": "<message>"}`. The reader's half of
//! scripts/yaml_vs_pyyaml.py, which compares these lines with PyYAML's `safe_load`.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::io::Write;

use dbprint_yaml::json::{quote, to_json_compact};

#[allow(clippy::disallowed_methods)] // a tool of ours whose output is stdout, not the server
fn main() {
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for path in std::env::args().skip(1) {
        let line = match std::fs::read(&path) {
            Ok(bytes) => match dbprint_yaml::parse_bytes(&bytes) {
                Ok(value) => format!("{{\"ok\": {}}}", to_json_compact(&value)),
                Err(error) => format!("{{\"error\": {}}}", quote(&error.to_string())),
            },
            Err(error) => format!("{{\"error\": {}}}", quote(&error.to_string())),
        };
        if writeln!(out, "{line}").is_err() {
            return;
        }
    }
}

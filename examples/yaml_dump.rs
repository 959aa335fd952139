//! Reads one JSON string per stdin line, each holding a YAML document, reads it as the server
//! reads YAML and prints one JSON line per document: `{"ok": "<to_yaml_default text>"}` or
//! `{"error": "<message>"}`. The writer's half of scripts/yaml_dump_vs_pyyaml.py, which compares
//! these texts with PyYAML's `safe_dump`. Documents travel as YAML so keys may be any scalar.

use std::io::{BufRead, Write};

use dbprint_yaml::json::quote;

#[allow(clippy::disallowed_methods)] // a tool of ours whose output is stdout, not the server
fn main() {
    let stdin = std::io::stdin();
    let stdout = std::io::stdout();
    let mut out = stdout.lock();
    for line in stdin.lock().lines() {
        let Ok(line) = line else {
            return;
        };
        let reply = match serde_json::from_str::<String>(&line) {
            Ok(source) => match dbprint_yaml::parse(&source) {
                Ok(value) => format!(
                    "{{\"ok\": {}}}",
                    quote(&dbprint_yaml::to_yaml_default(&value))
                ),
                Err(error) => format!("{{\"error\": {}}}", quote(&error.to_string())),
            },
            Err(error) => format!("{{\"error\": {}}}", quote(&error.to_string())),
        };
        if writeln!(out, "{reply}").and_then(|()| out.flush()).is_err() {
            return;
        }
    }
}

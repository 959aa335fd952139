//! The settling call made before every change, and the probe: after a round passed, whether
//! the long-running server still sees the next plain change: in each connection one column
//! of a random table renamed to a new token by rename-over (after a settling call, so a
//! change the round's calls did not ask that connection about is taken in first), then
//! `search_columns` for that token must find exactly that column. A
//! change whose own answers were right can still leave the server blind to later ones (a
//! watcher left on a directory that was swapped out); the probe charges that to the change
//! that did it, not to whichever change comes next.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use serde_json::{Value, json};

use super::edits::{self, Role};
use super::project::{CONNECTIONS, Project};
use super::rng::Rng;
use super::run::Differing;
use crate::common::Server;

/// Two searches per connection, their answers unused: the server takes in every notice so
/// far (opening a file is a notice too, so the harness's own reads of print files are
/// among them), and the second takes in the notices of the server's own reads during the
/// first (a share it rebuilt); so what the next call sees is the change alone, as after a
/// quiet spell.
pub fn settle(server: &mut Server, conns: &[&str]) {
    for _ in 0..2 {
        for conn in conns {
            let arguments = json!({"connection": conn, "pattern": "*"});
            server.request(
                "tools/call",
                json!({"name": "search_columns", "arguments": arguments}),
            );
        }
    }
}

/// Whether `reply` (a `search_columns` response frame) lists `fqn`'s `column`.
fn finds(reply: &Value, fqn: &str, column: &str) -> bool {
    let text = reply
        .pointer("/result/content/0/text")
        .and_then(Value::as_str);
    let parsed: Value = text
        .and_then(|t| serde_json::from_str(t).ok())
        .unwrap_or_default();
    parsed["matches"].as_array().is_some_and(|m| {
        m.iter()
            .any(|hit| hit["table"] == fqn && hit["column"] == column)
    })
}

/// One probe per connection; what the server missed.
pub fn probe(project: &Project, rng: &mut Rng, server: &mut Server) -> Vec<Differing> {
    let mut missed = Vec::new();
    for conn in CONNECTIONS {
        let tables: Vec<_> = project
            .tables(conn)
            .into_iter()
            .filter(|t| !t.linked)
            .filter_map(|t| {
                let (_, file) = t.files.iter().find(|(r, _)| *r == Role::Statistics)?;
                Some((t.fqn.clone(), file.clone()))
            })
            .collect();
        let (fqn, file) = rng.pick(&tables).clone();
        let file = std::fs::canonicalize(file).unwrap();
        let text = std::fs::read_to_string(&file).unwrap();
        let Some(renamed) = edits::rename_column(&text, rng) else {
            continue;
        };
        let column = renamed.column.clone().unwrap();
        let temporary = file.with_file_name(".probe.tmp");
        std::fs::write(&temporary, &renamed.text).unwrap();
        settle(server, &[conn]);
        std::fs::rename(&temporary, &file).unwrap();
        let arguments = json!({"connection": conn, "text": column});
        let ask = |server: &mut Server| {
            let params = json!({"name": "search_columns", "arguments": arguments});
            finds(&server.request("tools/call", params), &fqn, &column)
        };
        if ask(server) {
            continue;
        }
        std::thread::sleep(std::time::Duration::from_millis(500));
        missed.push(Differing {
            label: format!("probe (a later rename-over) search_columns {arguments}"),
            difference: format!(
                "{}: {} (by rename-over); the long-running server's search does not list {fqn}.{column}",
                file.display(),
                renamed.what
            ),
            persists: !ask(server),
        });
    }
    missed
}

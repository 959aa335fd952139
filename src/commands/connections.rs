//! `dbprint connections`: the project's connections, each with how many tables its print
//! holds and how fresh they are (from `list_tables`, the same verdicts), and which one is the
//! default, so a person learns what to name in `--connection` without reading it from an
//! error.

use std::collections::BTreeMap;

use serde_json::{Map, Value as Json, json};

use dbprint_print::config::{Project, resolve_served};
use dbprint_service::state::State;
use dbprint_service::tools::{Whole, answered};
use dbprint_yaml::json::to_serde;

use super::render::Format;

/// One connection as listed: its name, whether it is the default, its tables, and how many
/// of them each freshness verdict covers.
struct Listed {
    name: String,
    default: bool,
    tables: usize,
    freshness: BTreeMap<String, usize>,
}

/// Each connection of `project` (`only` that one, when named), in the order its
/// .dbprint.yaml declares them.
fn listed(project: &Project, only: Option<&str>) -> Result<Vec<Listed>, String> {
    let default = resolve_served(project, None).ok().and_then(|s| s.default);
    let mut out = Vec::new();
    let names = project.names();
    if let Some(only) = only.filter(|o| !names.iter().any(|n| n == o)) {
        return Err(format!(
            "the project declares no connection '{only}': {}",
            names.join(", ")
        ));
    }
    for name in names.into_iter().filter(|n| only.is_none_or(|o| o == n)) {
        let served = resolve_served(project, Some(&name))?;
        let state = State::with_cache(served, dbprint_index::CacheDir::locate(None));
        let mut args = Map::new();
        args.insert("detail".to_string(), json!(true));
        let whole = answered(&state, "list_tables", &args, |answer| answer.whole())
            .map_err(|fault| format!("connection '{name}': {}", fault.detail))?;
        let Whole::Value(value) = whole else {
            return Err(format!("connection '{name}': list_tables answered no list"));
        };
        let answer = to_serde(&value);
        let Some(tables) = answer["tables"].as_array() else {
            return Err(format!(
                "connection '{name}': list_tables answered no tables list"
            ));
        };
        let mut freshness = BTreeMap::new();
        for table in tables {
            let verdict = table["freshness"].as_str().unwrap_or("unknown");
            *freshness.entry(verdict.to_string()).or_insert(0) += 1;
        }
        out.push(Listed {
            default: default.as_deref() == Some(name.as_str()),
            tables: tables.len(),
            freshness,
            name,
        });
    }
    Ok(out)
}

/// The listing for a person: a line a connection.
fn for_people(listed: &[Listed]) -> String {
    let mut out = String::new();
    for c in listed {
        let verdicts: Vec<String> = (c.freshness.iter())
            .map(|(verdict, n)| format!("{n} {verdict}"))
            .collect();
        let default = if c.default { "  (the default)" } else { "" };
        out.push_str(&format!(
            "{}  {} tables: {}{default}\n",
            c.name,
            c.tables,
            verdicts.join(", ")
        ));
    }
    out
}

/// The listing as data.
fn as_data(listed: &[Listed]) -> Json {
    let connections: Vec<Json> = (listed.iter())
        .map(|c| {
            json!({
                "connection": c.name,
                "default": c.default,
                "tables": c.tables,
                "freshness": c.freshness,
            })
        })
        .collect();
    json!({ "connections": connections })
}

/// The listing of `project`'s connections (`only` that one, when named) in `format`.
pub fn listing(project: &Project, only: Option<&str>, format: Format) -> Result<String, String> {
    let listed = listed(project, only)?;
    Ok(match format {
        Format::Md => for_people(&listed),
        Format::Json => format!("{:#}\n", as_data(&listed)),
        Format::Yaml => {
            let value = dbprint_yaml::json::from_serde(&as_data(&listed));
            dbprint_yaml::to_yaml_default(&value)
        }
    })
}

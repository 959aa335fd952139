//! `.dbprint.yaml`: where it is, the connections it declares, where each one's print lives,
//! and the profile rules that settle a table's freshness threshold. Reads no print.

mod locate;
mod served;
mod thresholds;

pub use locate::locate;
pub use served::{Served, resolve_served};
pub use thresholds::{Threshold, ThresholdRule, size_gate_warning};

use std::path::{Path, PathBuf};

use dbprint_yaml::{Mapping, Value};

/// Built-in freshness threshold when no layer sets one (CONFIG.md).
const MAX_AGE_DAYS_DEFAULT: f64 = 7.0;
/// Built-in output directory, relative to the project root.
const OUTPUT_DEFAULT: &str = "prints";

/// Why `.dbprint.yaml` cannot be used; the text names the file and the fault.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct ConfigError(pub String);

impl std::fmt::Display for ConfigError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

/// The whole project: its root and every declared connection, in declaration order.
#[derive(Debug, Clone)]
pub struct Project {
    pub root: PathBuf,
    pub connections: Vec<Connection>,
}

/// One declared connection.
#[derive(Debug, Clone)]
pub struct Connection {
    pub name: String,
    pub auto: bool,
    /// `adapter` as the config names it (duckdb, postgres, snowflake...), when it does.
    pub adapter: Option<String>,
    /// `<output>/<name>`: the directory holding this connection's manifest.
    pub print_root: PathBuf,
    /// Where `print_root` led, links followed, when the project was loaded: the root is
    /// pinned there. A print file is read only while it resolves under this path, so a root,
    /// `prints/` or project directory swapped for a link elsewhere after start is refused, as a
    /// table directory linked out is; one replaced by a real directory at the same path (a
    /// deploy by rename) is followed.
    pub real_root: PathBuf,
    /// The threshold the connection's own profile resolves to, before any rule.
    pub max_age_days: f64,
    /// `defaults.rules` then the connection's `rules`, in order.
    pub rules: Vec<ThresholdRule>,
}

/// The empty mapping an absent or null mapping-valued field reads as.
static EMPTY: std::sync::LazyLock<Mapping> = std::sync::LazyLock::new(Mapping::new);

/// A mapping-valued field: absent or null reads as empty; anything else is refused, naming
/// the field as `label` and what was found.
fn mapping_or_empty<'a>(value: Option<&'a Value>, label: &str) -> Result<&'a Mapping, String> {
    match value {
        None | Some(Value::Null) => Ok(&EMPTY),
        Some(Value::Map(m)) => Ok(m),
        Some(other) => Err(format!(
            "{label} must be a mapping, found {}",
            other.type_name()
        )),
    }
}

impl Project {
    /// Reads and checks `.dbprint.yaml` at `config_path`.
    pub fn load(config_path: &Path) -> Result<Project, ConfigError> {
        let shown = config_path.display();
        let text = crate::store::project_text(config_path)
            .map_err(|e| ConfigError(format!("{shown}: cannot read: {e}")))?;
        let raw = dbprint_yaml::parse(&text)
            .map_err(|e| ConfigError(format!("{shown}: invalid YAML - {e}")))?;
        let root = config_path
            .parent()
            .map(Path::to_path_buf)
            .unwrap_or_else(|| PathBuf::from("."));
        Self::from_value(&raw, &root).map_err(|why| ConfigError(format!("{shown}: {why}")))
    }

    fn from_value(raw: &Value, root: &Path) -> Result<Project, String> {
        let top = raw
            .as_map()
            .ok_or_else(|| format!("expected a mapping, found {}", raw.type_name()))?;
        let defaults = mapping_or_empty(top.get("defaults"), "`defaults`")?;
        let declared = match top.get("connections") {
            Some(Value::Map(m)) if !m.is_empty() => m,
            _ => {
                return Err(
                    "defines no connections. Add at least one under `connections:`.".to_string(),
                );
            }
        };
        let mut connections = Vec::with_capacity(declared.len());
        for (name, body) in declared.iter() {
            let name = name
                .as_str()
                .ok_or_else(|| "every connection name must be a string".to_string())?;
            let body = mapping_or_empty(Some(body), &format!("connections.{name}"))?;
            connections.push(Connection::build(name, body, defaults, root)?);
        }
        Ok(Project {
            root: root.to_path_buf(),
            connections,
        })
    }

    pub fn names(&self) -> Vec<String> {
        self.connections.iter().map(|c| c.name.clone()).collect()
    }
}

impl Connection {
    fn build(
        name: &str,
        body: &Mapping,
        defaults: &Mapping,
        root: &Path,
    ) -> Result<Connection, String> {
        let auto = matches!(body.get("auto"), Some(Value::Bool(true)));
        let output = [body.get("output"), defaults.get("output")]
            .into_iter()
            .flatten()
            .find_map(|v| v.as_str().filter(|s| !s.is_empty()))
            .unwrap_or(OUTPUT_DEFAULT);
        let mut max_age_days = MAX_AGE_DAYS_DEFAULT;
        for layer in [defaults.get("profile"), body.get("profile")]
            .into_iter()
            .flatten()
        {
            if let Some(days) = thresholds::profile_max_age(layer) {
                max_age_days = days;
            }
        }
        let mut rules = Vec::new();
        for (scope, block) in [
            ("defaults", defaults),
            (&format!("connections.{name}")[..], body),
        ] {
            match block.get("rules") {
                None | Some(Value::Null) => {}
                Some(Value::Seq(items)) => {
                    for (index, item) in items.iter().enumerate() {
                        rules.push(
                            ThresholdRule::from_value(item)
                                .map_err(|why| format!("{scope}.rules[{index}]: {why}"))?,
                        );
                    }
                }
                Some(other) => {
                    return Err(format!(
                        "{scope}.rules must be a list, found {}",
                        other.type_name()
                    ));
                }
            }
        }
        let print_root = resolve_project_path(output, root).join(name);
        Ok(Connection {
            name: name.to_string(),
            auto,
            adapter: body
                .get("adapter")
                .and_then(Value::as_str)
                .map(str::to_string),
            real_root: crate::paths::resolve_lenient(&print_root),
            print_root,
            max_age_days,
            rules,
        })
    }

    pub fn manifest_path(&self) -> PathBuf {
        self.print_root.join("manifest.yaml")
    }

    /// Whether `path`, links followed, lies under the root as it was pinned at start.
    pub(crate) fn contains(&self, path: &Path) -> bool {
        crate::paths::resolve_lenient(path).starts_with(&self.real_root)
    }
}

/// `~` expanded, and a relative path anchored at the project root with links resolved.
fn resolve_project_path(value: &str, root: &Path) -> PathBuf {
    let expanded = match value.strip_prefix('~') {
        Some(rest) if rest.is_empty() || rest.starts_with('/') => std::env::var_os("HOME")
            .map(|home| PathBuf::from(home).join(rest.trim_start_matches('/')))
            .unwrap_or_else(|| PathBuf::from(value)),
        _ => PathBuf::from(value),
    };
    if expanded.is_absolute() {
        expanded
    } else {
        crate::paths::resolve_lenient(&root.join(expanded))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn project(text: &str) -> Result<Project, String> {
        let raw = dbprint_yaml::parse(text).map_err(|e| e.to_string())?;
        Project::from_value(&raw, Path::new("/p"))
    }

    #[test]
    fn output_defaults_to_prints_under_the_root() {
        let p = project("connections:\n  a: {adapter: duckdb}\n").unwrap();
        assert_eq!(p.connections[0].print_root, PathBuf::from("/p/prints/a"));
        assert_eq!(p.connections[0].max_age_days, 7.0);
    }

    #[test]
    fn connection_profile_overrides_defaults() {
        let p = project(
            "defaults:\n  output: out\n  profile: {freshness: {max_age_days: 3}}\nconnections:\n  a: {adapter: duckdb, profile: {freshness: {max_age_days: 1}}}\n  b: {adapter: duckdb}\n",
        )
        .unwrap();
        assert_eq!(p.connections[0].max_age_days, 1.0);
        assert_eq!(p.connections[1].max_age_days, 3.0);
        assert_eq!(p.connections[1].print_root, PathBuf::from("/p/out/b"));
    }

    #[test]
    fn no_connections_is_refused() {
        assert!(
            project("defaults: {}\n")
                .unwrap_err()
                .contains("no connections")
        );
        assert!(project("- a\n").unwrap_err().contains("expected a mapping"));
    }
}

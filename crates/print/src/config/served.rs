//! Which connections one server instance serves and which is the default (MCP spec §5.1),
//! and how a request's `connection` argument resolves against them (§5.2).

use super::{Connection, Project};
use crate::fault::{self, Fault};

/// The served set, its default, and every configured name.
#[derive(Debug, Clone)]
pub struct Served {
    pub connections: Vec<Connection>,
    pub default: Option<String>,
    pub configured: Vec<String>,
}

/// Resolves §5.1's table; the error is the hint `serve` exits 1 with.
pub fn resolve_served(project: &Project, named: Option<&str>) -> Result<Served, String> {
    let configured = project.names();
    let mut known = configured.clone();
    known.sort();
    let known = fault::py_list(&known);
    let pick = |names: &[&str]| -> Vec<Connection> {
        project
            .connections
            .iter()
            .filter(|c| names.contains(&c.name.as_str()))
            .cloned()
            .collect()
    };
    if let Some(name) = named {
        if !configured.iter().any(|c| c == name) {
            return Err(format!(
                "connection {} is not declared in .dbprint.yaml. Declared connections: {known}.",
                fault::py_repr(name)
            ));
        }
        return Ok(Served {
            connections: pick(&[name]),
            default: Some(name.to_string()),
            configured,
        });
    }
    let auto: Vec<&str> = project
        .connections
        .iter()
        .filter(|c| c.auto)
        .map(|c| c.name.as_str())
        .collect();
    if !auto.is_empty() {
        let default = (auto.len() == 1).then(|| auto[0].to_string());
        return Ok(Served {
            connections: pick(&auto),
            default,
            configured,
        });
    }
    if project.connections.len() == 1 {
        let only = project.connections[0].clone();
        return Ok(Served {
            default: Some(only.name.clone()),
            connections: vec![only],
            configured,
        });
    }
    Err(format!(
        "several connections are declared and none is chosen: {known}. Name one (dbprint serve <CONNECTION>), or mark the ones to serve with `auto: true`."
    ))
}

impl Served {
    pub fn names(&self) -> Vec<&str> {
        self.connections.iter().map(|c| c.name.as_str()).collect()
    }

    pub fn get(&self, name: &str) -> Option<&Connection> {
        self.connections.iter().find(|c| c.name == name)
    }

    /// The connection a request means (§5.2): the named one when served, else the default.
    pub fn resolve(&self, named: Option<&str>) -> Result<&Connection, Fault> {
        match named {
            Some(name) => self.get(name).ok_or_else(|| self.not_served(name)),
            None => self
                .default
                .as_deref()
                .and_then(|d| self.get(d))
                .ok_or_else(|| fault::no_default_connection(&self.names())),
        }
    }

    /// Why `name` is not served: configured for another instance, or never configured.
    pub fn not_served(&self, name: &str) -> Fault {
        if self.configured.iter().any(|c| c == name) {
            fault::unserved_connection(name, &self.names())
        } else {
            fault::unknown_connection(name, &self.configured)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::path::Path;

    fn project(text: &str) -> Project {
        let raw = dbprint_yaml::parse(text).unwrap();
        Project::from_value(&raw, Path::new("/p")).unwrap()
    }

    #[test]
    fn single_connection_is_served_and_default_spec_5_1() {
        let s = resolve_served(&project("connections: {a: {}}"), None).unwrap();
        assert_eq!(s.names(), ["a"]);
        assert_eq!(s.default.as_deref(), Some("a"));
    }

    #[test]
    fn one_auto_of_several_is_served_and_default_spec_5_1() {
        let s = resolve_served(&project("connections: {a: {}, b: {auto: true}}"), None).unwrap();
        assert_eq!(s.names(), ["b"]);
        assert_eq!(s.default.as_deref(), Some("b"));
    }

    #[test]
    fn several_auto_are_served_without_default_spec_5_1() {
        let s = resolve_served(
            &project("connections: {a: {auto: true}, b: {auto: true}, c: {}}"),
            None,
        )
        .unwrap();
        assert_eq!(s.names(), ["a", "b"]);
        assert_eq!(s.default, None);
        assert_eq!(
            s.resolve(None).unwrap_err().detail,
            "no default connection; pass connection explicitly. Configured: ['a', 'b']"
        );
        assert!(
            s.resolve(Some("c"))
                .unwrap_err()
                .detail
                .contains("configured but not served")
        );
        assert!(
            s.resolve(Some("z"))
                .unwrap_err()
                .detail
                .contains("not in .dbprint.yaml")
        );
    }

    #[test]
    fn named_connection_is_served_and_default_spec_5_1() {
        let s =
            resolve_served(&project("connections: {a: {auto: true}, b: {}}"), Some("b")).unwrap();
        assert_eq!(s.names(), ["b"]);
        assert_eq!(s.default.as_deref(), Some("b"));
        assert!(resolve_served(&project("connections: {a: {}}"), Some("zz")).is_err());
    }

    #[test]
    fn several_without_auto_are_rejected_with_names_spec_5_1() {
        let e = resolve_served(&project("connections: {b: {}, a: {}}"), None).unwrap_err();
        assert!(e.contains("['a', 'b']"), "{e}");
    }
}

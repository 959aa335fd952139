//! `get_manifest` (§4.4): the manifest document, its `tables` map paged in FQN order and
//! narrowed (with `failed_tables`) by a glob; every other key rides the first page whole.

use std::sync::Arc;

use super::paged::{ListShape, Listed};
use super::{Answer, Request};
use dbprint_base::fnmatch::Glob;
use dbprint_print::fault::Fault;
use dbprint_print::views::manifest::{Entry, Manifest};
use dbprint_yaml::Value;

/// `get_manifest`'s answer: the manifest as read, the tables the glob matched (in FQN
/// order) and the failed tables it matched.
pub struct ManifestListing {
    pub manifest: Arc<Manifest>,
    /// The matched tables, by their place in the manifest's sorted tables.
    matched: Vec<usize>,
    pub failed: Vec<String>,
}

impl ManifestListing {
    /// The matched tables' entries, in FQN order.
    pub fn tables(&self) -> impl Iterator<Item = &Entry> {
        self.matched
            .iter()
            .filter_map(|&i| self.manifest.tables.get(i))
    }
}

impl Listed for ManifestListing {
    fn list(&self) -> (&str, ListShape) {
        ("tables", ListShape::Map)
    }

    /// Every key of the document but its tables, then the failed tables matched.
    fn head(&self) -> Vec<(String, Value)> {
        let doc = self
            .manifest
            .doc
            .as_map()
            .into_iter()
            .flat_map(|m| m.iter());
        let mut head: Vec<(String, Value)> = doc
            .filter_map(|(k, v)| {
                let key = k.as_str()?;
                (key != "tables" && key != "failed_tables").then(|| (key.to_string(), v.clone()))
            })
            .collect();
        if !self.failed.is_empty() {
            let failed = self.failed.iter().map(|f| Value::str(f.as_str()));
            head.push(("failed_tables".to_string(), Value::Seq(failed.collect())));
        }
        head
    }

    fn count(&self) -> usize {
        self.matched.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let entry = self
            .matched
            .get(i)
            .and_then(|&t| self.manifest.tables.get(t));
        Ok(entry.map_or((String::new(), Value::Null), |e| {
            (e.fqn.clone(), Value::Map(e.fields.clone()))
        }))
    }
}

/// What `get_manifest` is asked beside its connection and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    pattern: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let manifest = req.reading.required_manifest(conn)?;
    let Arguments { pattern } = req.arguments()?;
    let pattern = pattern.as_deref().map(Glob::new);
    let matches = |fqn: &str| pattern.as_ref().is_none_or(|g| g.matches(fqn));
    let matched = (manifest.tables.iter().enumerate())
        .filter(|(_, e)| matches(&e.fqn))
        .map(|(i, _)| i)
        .collect();
    let failed = manifest
        .failed
        .iter()
        .filter(|f| matches(f))
        .cloned()
        .collect();
    Ok(Answer::Manifest(ManifestListing {
        manifest,
        matched,
        failed,
    }))
}

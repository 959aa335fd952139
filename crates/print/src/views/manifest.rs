//! `manifest.yaml` as every reader walks it: the document, the table entries a reader can
//! follow (format spec §2.5), `failed_tables`, and why a manifest is unusable when it is.
//! Built from a parsed document; reading the file is the print-access layer's.
//! An entry that is not a mapping, whose `path` is not a string, or whose directory or a
//! declared file leads outside the connection root is dropped on its own (§3.3).

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::artifacts::file_name;
use crate::paths::Containment;
use dbprint_base::budget::Footprint;
use dbprint_yaml::{Mapping, Value};

/// One followable table entry.
#[derive(Debug, Clone)]
pub struct Entry {
    pub fqn: String,
    pub fields: Mapping,
    /// The table's directory: its `path`, else one segment per FQN part.
    pub dir: PathBuf,
}

/// A usable manifest: the whole document and its followable tables, sorted by FQN.
#[derive(Debug)]
pub struct Manifest {
    pub path: PathBuf,
    pub doc: Arc<Value>,
    pub tables: Vec<Entry>,
    pub failed: Vec<String>,
    /// For each entry refused only because a path leaves the root once links are followed:
    /// its directory and declared files (a link changed later may let it in).
    pub escaped: Vec<Vec<PathBuf>>,
}

/// What reading one connection's manifest came to.
#[derive(Debug, Clone)]
pub enum ManifestRead {
    Absent(PathBuf),
    Unparseable(PathBuf, String),
    Malformed(PathBuf, String),
    Ok(Arc<Manifest>),
}

impl Entry {
    /// The artifact kinds a reader can open, each with its canonical file name.
    pub fn declared(&self) -> Vec<(&str, &'static str)> {
        declared(&self.fields)
    }

    pub fn declares(&self, kind: &str) -> Option<&'static str> {
        self.declared()
            .into_iter()
            .find(|(k, _)| *k == kind)
            .map(|(_, f)| f)
    }

    /// The path of a declared artifact's file.
    pub fn file(&self, kind: &str) -> Option<PathBuf> {
        self.declares(kind).map(|name| self.dir.join(name))
    }
}

fn declared(fields: &Mapping) -> Vec<(&str, &'static str)> {
    let Some(artifacts) = fields.get("artifacts").and_then(Value::as_map) else {
        return Vec::new();
    };
    artifacts
        .iter()
        .filter_map(|(kind, name)| {
            let kind = kind.as_str()?;
            let canonical = file_name(kind)?;
            (name.as_str() == Some(canonical)).then_some((kind, canonical))
        })
        .collect()
}

impl Manifest {
    pub fn entry(&self, fqn: &str) -> Option<&Entry> {
        self.tables
            .binary_search_by(|e| e.fqn.as_str().cmp(fqn))
            .ok()
            .map(|i| &self.tables[i])
    }
}

/// The fields of table `fqn` in a manifest document, as its entry holds them.
pub fn entry_fields<'d>(doc: &'d Value, fqn: &str) -> Option<&'d Mapping> {
    doc.get("tables")?.get(fqn)?.as_map()
}

/// A relative `path` a consumer must not follow: absolute, a drive letter, or a `..` segment.
fn leaves_root(path: &str) -> bool {
    let b = path.as_bytes();
    if matches!(b.first(), Some(b'/' | b'\\'))
        || (b.len() >= 2 && b[0].is_ascii_alphabetic() && b[1] == b':')
    {
        return true;
    }
    path.split(['/', '\\']).any(|segment| segment == "..")
}

fn table_path(fqn: &str, fields: &Mapping) -> String {
    match fields.get("path") {
        Some(Value::Str(p)) if !p.is_empty() => p.clone(),
        _ => fqn.replace('.', "/"),
    }
}

/// The entry `fqn` names, when a reader may follow it; else, when only containment stops
/// it, the paths it was refused for (its directory and declared files), else nothing.
fn followable(
    root: &Path,
    check: &mut Containment,
    fqn: &str,
    fields: &Mapping,
) -> Result<Entry, Option<Vec<PathBuf>>> {
    if !matches!(fields.get("path"), None | Some(Value::Str(_))) {
        return Err(None);
    }
    let rel = table_path(fqn, fields);
    if leaves_root(&rel) {
        return Err(None);
    }
    let dir = root.join(&rel);
    let mut paths = vec![dir.clone()];
    paths.extend(declared(fields).iter().map(|(_, name)| dir.join(name)));
    if !paths.iter().all(|p| check.contains(p)) {
        return Err(Some(paths));
    }
    Ok(Entry {
        fqn: fqn.to_string(),
        fields: fields.clone(),
        dir,
    })
}

/// Why a parsed manifest cannot be walked, or `None` when it can.
pub fn shape_error(doc: &Value) -> Option<String> {
    let map = match doc {
        Value::Null => return Some("the file is empty".to_string()),
        Value::Map(m) => m,
        other => return Some(format!("expected a mapping, found {}", other.type_name())),
    };
    match map.get("tables") {
        None | Some(Value::Map(_)) => None,
        Some(Value::Null) => {
            Some("`tables` must be a mapping of table name to entry, found nothing".to_string())
        }
        Some(other) => Some(format!(
            "`tables` must be a mapping of table name to entry, found {}",
            other.type_name()
        )),
    }
}

/// The view of a parsed manifest every reader walks, each entry's directory and declared
/// files checked for containment under `root`. The entries are checked in chunks over the
/// cores (`parallel`), each with its own `Containment`; their order is the FQN order either way.
pub fn build(root: &Path, real_root: &Path, path: PathBuf, doc: Arc<Value>) -> Manifest {
    let candidates: Vec<(&str, &Mapping)> = doc
        .get("tables")
        .and_then(Value::as_map)
        .map(|t| {
            t.iter()
                .filter_map(|(k, v)| Some((k.as_str()?, v.as_map()?)))
                .collect()
        })
        .unwrap_or_default();
    let checked: Vec<Checked> =
        dbprint_base::parallel::chunked(&candidates, PARALLEL_FROM, |part| {
            let mut check = Containment::new(root, real_root);
            let mut done = Checked::default();
            for (fqn, fields) in part {
                match followable(root, &mut check, fqn, fields) {
                    Ok(entry) => done.entries.push(entry),
                    Err(Some(paths)) => done.escaped.push(paths),
                    Err(None) => {}
                }
            }
            done
        });
    let mut escaped = Vec::new();
    let mut tables = Vec::new();
    for part in checked {
        tables.extend(part.entries);
        escaped.extend(part.escaped);
    }
    tables.sort_by(|a, b| a.fqn.cmp(&b.fqn));
    let failed = doc
        .get("failed_tables")
        .and_then(Value::as_seq)
        .map(|items| {
            items
                .iter()
                .filter_map(|v| v.as_str().map(str::to_string))
                .collect()
        })
        .unwrap_or_default();
    Manifest {
        path,
        doc,
        tables,
        failed,
        escaped,
    }
}

/// What one worker's share of a manifest's entries came to.
#[derive(Default)]
struct Checked {
    entries: Vec<Entry>,
    escaped: Vec<Vec<PathBuf>>,
}

/// Below this many tables a manifest is checked on one thread.
const PARALLEL_FROM: usize = 512;

impl Footprint for Manifest {
    /// The view's own entries; the document it borrows is the store's, charged there.
    fn footprint(&self) -> usize {
        let entries: usize = self
            .tables
            .iter()
            .map(|e| e.fqn.footprint() + e.fields.footprint() + e.dir.footprint())
            .sum();
        let escaped: usize = self.escaped.iter().map(|paths| paths.footprint()).sum();
        std::mem::size_of::<Self>() + entries + self.failed.footprint() + escaped
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn paths_leaving_the_root_are_refused_spec_2_5() {
        assert!(leaves_root("/etc"));
        assert!(leaves_root("C:stuff"));
        assert!(leaves_root("a/../../b"));
        assert!(leaves_root(".."));
        assert!(!leaves_root("a/b..c/d"));
        assert!(!leaves_root("a/b"));
    }

    #[test]
    fn manifest_shape_errors_name_what_was_found_spec_8_1() {
        assert_eq!(
            shape_error(&Value::Null).as_deref(),
            Some("the file is empty")
        );
        assert_eq!(
            shape_error(&Value::Seq(vec![])).as_deref(),
            Some("expected a mapping, found list")
        );
        let doc = dbprint_yaml::parse("tables: [a]\n").unwrap();
        assert_eq!(
            shape_error(&doc).as_deref(),
            Some("`tables` must be a mapping of table name to entry, found list")
        );
    }

    #[test]
    fn unfollowable_entries_drop_alone_spec_3_3() {
        let root = std::env::temp_dir();
        let doc = dbprint_yaml::parse(
            "tables:\n  a.b: {path: a/b, artifacts: {ddl: ddl.sql, statistics: wrong.yaml}}\n  a.c: [1]\n  a.d: {path: 7}\n  a.e: {path: ../x}\n  a.f: {}\n",
        )
        .unwrap();
        let m = build(&root, &root, root.join("manifest.yaml"), Arc::new(doc));
        let names: Vec<&str> = m.tables.iter().map(|e| e.fqn.as_str()).collect();
        assert_eq!(names, ["a.b", "a.f"]);
        assert_eq!(m.tables[0].declared(), [("ddl", "ddl.sql")]);
        assert_eq!(m.tables[1].dir, root.join("a/f"));
    }
}

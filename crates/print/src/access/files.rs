//! Locating a request's files and mapping every way they fail to the spec's text (§8): a
//! connection's own files (inside its root or not), a table by name, a declared artifact's
//! file, and a file's text or parsed value.

use std::path::{Path, PathBuf};
use std::sync::Arc;

use super::Reading;
use crate::config::Connection;
use crate::fault::{self, Fault};
use crate::store::{ReadError, Want};
use crate::views::artifacts::{OPTIONAL_KINDS, file_name};
use crate::views::manifest::{Entry, Manifest};
use dbprint_yaml::Value;

/// Where a connection-level file is, and whether a reader may follow it.
pub enum RootFile {
    /// A regular file inside the connection root.
    Inside(PathBuf),
    /// A regular file whose links lead outside the root.
    Outside(PathBuf),
    /// No regular file.
    Absent(PathBuf),
}

impl RootFile {
    pub fn path(&self) -> &Path {
        match self {
            RootFile::Inside(p) | RootFile::Outside(p) | RootFile::Absent(p) => p,
        }
    }
}

/// A table the manifest lists and a reader can follow.
pub struct Table {
    pub manifest: Arc<Manifest>,
    index: usize,
}

impl Table {
    pub fn entry(&self) -> &Entry {
        &self.manifest.tables[self.index]
    }
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// The fault a failed read of `path` ends a request in; `missing` when no file is there. A
/// YAML file's failure is a YAML parse error (§8.1); a text file's says why it does not read.
/// A file rewritten during every try at reading it is refused as the version it no longer
/// is (§3.4), the reference's answer too: read again, the caller gets the finished file.
fn read_fault(path: &Path, error: ReadError, yaml: bool, missing: impl FnOnce() -> Fault) -> Fault {
    match error {
        ReadError::Missing => missing(),
        ReadError::Changing => fault::stale_page_version(&shown(path)),
        ReadError::Parse(why) | ReadError::Unreadable(why) if yaml => {
            fault::yaml_parse_error(&shown(path), &why)
        }
        ReadError::Parse(why) | ReadError::Unreadable(why) => {
            fault::unreadable_file(&shown(path), &why)
        }
    }
}

/// The §8 fault for a declared file absent at `path`.
pub fn absent_declared(path: &Path) -> Fault {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    fault::missing_file(&name, &shown(path))
}

impl Reading<'_> {
    /// The connection-level file `name` (`diff.yaml`, `reading.md`, ...).
    pub fn root_file(&self, conn: &Connection, name: &str) -> RootFile {
        let path = conn.print_root.join(name);
        if !self.exists(&path) {
            RootFile::Absent(path)
        } else if conn.contains(&path) {
            RootFile::Inside(path)
        } else {
            RootFile::Outside(path)
        }
    }

    /// The table `fqn` of the connection, or the fault for an unknown or unprofiled one.
    pub fn table(&self, conn: &Connection, fqn: &str) -> Result<Table, Fault> {
        let manifest = self.required_manifest(conn)?;
        match manifest
            .tables
            .binary_search_by(|e| e.fqn.as_str().cmp(fqn))
        {
            Ok(index) => Ok(Table { manifest, index }),
            Err(_) if manifest.failed.iter().any(|f| f == fqn) => Err(fault::unprofiled_table(fqn)),
            Err(_) => Err(fault::unknown_table(fqn, &conn.name)),
        }
    }

    /// The file of a table's artifact `kind`, or the fault for a kind never declared.
    pub fn artifact_path(&self, table: &Table, kind: &str) -> Result<PathBuf, Fault> {
        let entry = table.entry();
        match entry.declares(kind) {
            Some(file) => Ok(entry.dir.join(file)),
            None if OPTIONAL_KINDS.contains(&kind) => Err(fault::missing_optional_artifact(
                file_name(kind).unwrap_or(kind),
                &entry.fqn,
            )),
            None => Err(fault::undeclared_artifact_kind(kind, &entry.fqn)),
        }
    }

    /// The parsed value of `path`; `missing` is the fault when no file is there.
    pub fn parsed(
        &self,
        path: &Path,
        missing: impl FnOnce() -> Fault,
    ) -> Result<Arc<Value>, Fault> {
        let snapshot = self.read(path, Want::Yaml);
        snapshot
            .yaml()
            .cloned()
            .map_err(|e| read_fault(path, e, true, missing))
    }

    /// The parsed value of `path` when a file is there; `Err` holds why it does not parse
    /// (a reply that degrades rather than fails names it).
    pub fn optional_yaml(&self, path: &Path) -> Result<Option<Arc<Value>>, String> {
        match self.read(path, Want::Yaml).yaml() {
            Ok(value) => Ok(Some(Arc::clone(value))),
            Err(error) => error.why().map_or(Ok(None), |why| Err(why.to_string())),
        }
    }

    /// The text of `path` when a file is there; `None` when nothing is (a gap the reply
    /// states), and the fault when a file is there but does not read as text.
    pub fn text_if_there(&self, path: &Path) -> Result<Option<Arc<str>>, Fault> {
        match self.read(path, Want::Text).text() {
            Ok(text) => Ok(Some(Arc::clone(text))),
            Err(error) => error.why().map_or(Ok(None), |why| {
                Err(fault::unreadable_file(&shown(path), why))
            }),
        }
    }

    /// The text of `path`, and for a YAML file the proof that it parses (§3.4: a file that
    /// does not parse is a fault even where its text is served); one open either way.
    pub fn text(
        &self,
        path: &Path,
        yaml: bool,
        missing: impl FnOnce() -> Fault,
    ) -> Result<Arc<str>, Fault> {
        let want = if yaml { Want::TextAndYaml } else { Want::Text };
        let snapshot = self.read(path, want);
        let text = match snapshot.text() {
            Ok(text) => Arc::clone(text),
            Err(e) => return Err(read_fault(path, e, yaml, missing)),
        };
        if yaml && let Err(e) = snapshot.yaml() {
            return Err(read_fault(path, e, yaml, missing));
        }
        Ok(text)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn never_missing() -> Fault {
        unreachable!("a file is there")
    }

    #[test]
    fn a_file_rewritten_through_every_try_is_a_version_moved_past_spec_3_4() {
        let path = Path::new("/p/shop/t/statistics.yaml");
        for yaml in [true, false] {
            let fault = read_fault(path, ReadError::Changing, yaml, never_missing);
            assert_eq!(
                fault,
                fault::stale_page_version("/p/shop/t/statistics.yaml")
            );
            assert_eq!(fault.code, -32602);
        }
    }

    #[test]
    fn a_file_that_does_not_parse_is_an_internal_error_naming_it_spec_3_4() {
        let path = Path::new("/p/shop/t/statistics.yaml");
        let fault = read_fault(path, ReadError::Parse("bad".into()), true, never_missing);
        assert_eq!(fault.code, -32603);
        assert!(
            fault.detail.contains("/p/shop/t/statistics.yaml"),
            "{fault}"
        );
    }
}

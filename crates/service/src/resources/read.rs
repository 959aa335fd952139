//! `resources/read` (§3.4): the file as on disk (relationships and diff less what a human
//! rejected), cut into pages at line boundaries by its JSON-string width, each page carrying
//! `_meta {page, pages, version}`; a page past the first needs the version page 1 reported.
//! A resource's served text and its page boundaries are derived once per set of file
//! identities it was built from, and its version is the digest of exactly those identities,
//! so a page read costs that page and can never pair an old version with new text.

use std::path::Path;
use std::sync::Arc;

use crate::state::State;
use dbprint_pager::{PAGE_CHARS, TextPages};
use dbprint_print::access::{Reading, RootFile, Table, absent_declared};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::store::{Built, short_hash};
use dbprint_print::views::artifacts::{
    DIFF_FILE, MANIFEST_ANNOTATIONS_FILE, MANIFEST_FILE, READING_FILE, mime_type,
};
use dbprint_yaml::Value;

use super::uri::{self, Target};

/// One page of a resource.
#[derive(Debug, Clone)]
pub struct Page {
    pub text: String,
    pub mime_type: &'static str,
    pub page: usize,
    pub pages: usize,
    pub version: String,
}

/// A resource's served text in pages, or the fault reading it ends in, kept per file set.
pub type Served = Result<TextPages, Fault>;

/// A whole resource as served: its pages, mimeType and version.
struct Whole {
    pages: Arc<Built<Served>>,
    mime_type: &'static str,
    version: String,
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

fn cut(text: Arc<str>) -> TextPages {
    TextPages::cut(text, PAGE_CHARS, dbprint_yaml::json::escaped_width)
}

/// The resource `key` names, its text built by `text` from the files it reads.
fn whole(
    state: &State,
    reading: &Reading,
    key: &str,
    mime_type: &'static str,
    text: impl FnOnce(&Reading) -> Result<Arc<str>, Fault>,
) -> Whole {
    let pages = reading.derived(&state.resource_pages, key, &[], |r| text(r).map(cut));
    Whole {
        version: pages.digest.clone(),
        pages,
        mime_type,
    }
}

/// A file served as it is on disk.
fn as_on_disk(state: &State, reading: &Reading, key: &str, path: &Path, kind: &str) -> Whole {
    let mime = mime_type(kind);
    whole(state, reading, key, mime, |r| {
        r.text(path, mime == "application/yaml", || absent_declared(path))
    })
}

fn served_diff(
    state: &State,
    reading: &Reading,
    conn: &Connection,
    key: &str,
    path: &Path,
) -> Whole {
    whole(state, reading, key, mime_type("diff"), |r| {
        let no_diff = || fault::no_diff(&shown(path));
        let text = r.text(path, true, no_diff)?;
        let doc = r.parsed(path, no_diff)?;
        let Some(doc) = doc.as_map() else {
            return Ok(text);
        };
        let manifest = r.usable_manifest(conn);
        let served = dbprint_print::views::diff::without_rejected(r, manifest.as_deref(), doc);
        if served.withheld == 0 {
            return Ok(text);
        }
        Ok(Arc::from(dbprint_yaml::to_yaml(&served.document())))
    })
}

fn served_relationships(
    state: &State,
    reading: &Reading,
    conn: &Connection,
    table: &Table,
    key: &str,
    path: &Path,
) -> Whole {
    whole(state, reading, key, mime_type("relationships"), |r| {
        let text = r.text(path, true, || absent_declared(path))?;
        let doc = r.parsed(path, || absent_declared(path))?;
        let Ok(manifest) = r.required_manifest(conn) else {
            return Ok(text);
        };
        let Some(entry) = manifest.entry(&table.entry().fqn) else {
            return Ok(text);
        };
        match dbprint_print::views::edges::without_rejected(r, &manifest, entry, &doc) {
            None => Ok(text),
            Some(shown) => Ok(Arc::from(dbprint_yaml::to_yaml(&shown))),
        }
    })
}

fn connection_resource(
    state: &State,
    reading: &Reading,
    conn: &Connection,
    kind: &str,
) -> Result<Whole, Fault> {
    let key = format!("{}/{kind}", conn.name);
    match kind {
        "manifest" => match reading.root_file(conn, MANIFEST_FILE) {
            RootFile::Outside(path) => Err(fault::malformed(
                &shown(&path),
                dbprint_print::store::OUTSIDE_THE_ROOT,
            )),
            RootFile::Absent(path) => Err(absent_declared(&path)),
            RootFile::Inside(path) => Ok(as_on_disk(state, reading, &key, &path, kind)),
        },
        "diff" => match reading.root_file(conn, DIFF_FILE) {
            RootFile::Inside(path) => Ok(served_diff(state, reading, conn, &key, &path)),
            other => Err(fault::no_diff(&shown(other.path()))),
        },
        "reading" => match reading.root_file(conn, READING_FILE) {
            RootFile::Inside(path) => Ok(as_on_disk(state, reading, &key, &path, kind)),
            other => Err(fault::no_reading_guide(&shown(other.path()))),
        },
        _ => {
            let file = reading.root_file(conn, MANIFEST_ANNOTATIONS_FILE);
            if let RootFile::Inside(path) = &file {
                return Ok(as_on_disk(state, reading, &key, path, kind));
            }
            let declared = reading
                .manifest_or_fault(conn)?
                .is_some_and(|m| matches!(m.doc.get("manifest_annotations"), Some(Value::Str(_))));
            if declared {
                Err(absent_declared(file.path()))
            } else {
                Err(fault::missing_optional_connection_artifact(
                    MANIFEST_ANNOTATIONS_FILE,
                    &conn.name,
                ))
            }
        }
    }
}

fn table_resource(
    state: &State,
    reading: &Reading,
    conn: &Connection,
    table: &str,
    kind: &str,
) -> Result<Whole, Fault> {
    let table = reading.table(conn, table)?;
    let path = reading.artifact_path(&table, kind)?;
    if !reading.exists(&path) {
        return Err(absent_declared(&path));
    }
    let key = format!(
        "{}/{}/{kind}\n{}",
        conn.name,
        table.entry().fqn,
        shown(&path)
    );
    if kind == "relationships" {
        return Ok(served_relationships(
            state, reading, conn, &table, &key, &path,
        ));
    }
    Ok(as_on_disk(state, reading, &key, &path, kind))
}

fn served<'a>(
    state: &'a State,
    reading: &Reading,
    connection: &str,
) -> Result<&'a Connection, Fault> {
    let served = &state.prints.served;
    let conn = served
        .get(connection)
        .ok_or_else(|| served.not_served(connection))?;
    state.seed(conn, reading);
    Ok(conn)
}

fn resource(state: &State, reading: &Reading, target: &Target) -> Result<Whole, Fault> {
    match target {
        Target::Reference(doc) => {
            let text = crate::reference::document(doc).map_or("", |d| d.text);
            let key = format!("reference/{doc}");
            let mut served = whole(state, reading, &key, "text/markdown", |_| {
                Ok(Arc::from(text))
            });
            served.version = short_hash(text);
            Ok(served)
        }
        Target::Connection { connection, kind } => {
            connection_resource(state, reading, served(state, reading, connection)?, kind)
        }
        Target::Table {
            connection,
            table,
            kind,
        } => table_resource(
            state,
            reading,
            served(state, reading, connection)?,
            table,
            kind,
        ),
    }
}

/// The page of the resource `uri` names; the bare URI is page 1.
pub fn read(state: &State, uri_text: &str) -> Result<Page, Fault> {
    let address = uri::parse(uri_text)?;
    let reading = Reading::new(&state.prints);
    let whole = resource(state, &reading, &address.target)?;
    let pages = whole.pages.value.as_ref().map_err(Clone::clone)?;
    let number = address
        .page
        .parse::<usize>()
        .ok()
        .filter(|n| {
            address.page.bytes().all(|b| b.is_ascii_digit()) && (1..=pages.count()).contains(n)
        })
        .ok_or_else(|| fault::page_out_of_range(uri_text, pages.count()))?;
    match &address.version {
        None if number > 1 => return Err(fault::missing_page_version(uri_text)),
        Some(v) if *v != whole.version => return Err(fault::stale_page_version(uri_text)),
        _ => {}
    }
    Ok(Page {
        text: pages.page(number).unwrap_or_default().to_string(),
        mime_type: whole.mime_type,
        page: number,
        pages: pages.count(),
        version: whole.version,
    })
}

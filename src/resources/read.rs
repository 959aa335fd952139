//! `resources/read` (§3.4): the file as on disk (relationships and diff less what a human
//! rejected), cut into pages at line boundaries by its JSON-string width, each page carrying
//! `_meta {page, pages, version}`; a page past the first needs the version page 1 reported.

use std::path::Path;

use crate::config::Connection;
use crate::fault::{self, Fault};
use crate::paths::contained;
use crate::print::artifacts::{
    DIFF_FILE, MANIFEST_ANNOTATIONS_FILE, MANIFEST_FILE, OPTIONAL_KINDS, READING_FILE, file_name,
    mime_type,
};
use crate::print::manifest::ManifestRead;
use crate::reply::{PAGE_CHARS, line_pages};
use crate::state::State;
use crate::store::{ReadError, files_digest, read_text, short_hash};
use crate::yaml::Value;

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

/// A whole resource as served: its text, mimeType and version.
struct Whole {
    text: String,
    mime_type: &'static str,
    version: String,
}

fn shown(path: &Path) -> String {
    path.display().to_string()
}

/// The file's text with a version naming exactly that text (a rewrite during the read retries).
fn read_versioned(path: &Path, mime_type: &'static str, state: &State) -> Result<Whole, Fault> {
    let missing = || {
        let name = path
            .file_name()
            .map(|n| n.to_string_lossy().into_owned())
            .unwrap_or_default();
        fault::missing_file(&name, &shown(path))
    };
    for _ in 0..2 {
        let before = files_digest(&[path]);
        let text = match read_text(path) {
            Ok(t) => t.text,
            Err(ReadError::Missing) => return Err(missing()),
            Err(ReadError::Unreadable(why) | ReadError::Parse(why)) => {
                return Err(fault::yaml_parse_error(&shown(path), &why));
            }
        };
        if files_digest(&[path]) != before {
            continue;
        }
        if mime_type == "application/yaml" {
            match state.store.yaml(path) {
                Ok(_) => {}
                Err(ReadError::Missing) => return Err(missing()),
                Err(ReadError::Parse(why) | ReadError::Unreadable(why)) => {
                    return Err(fault::yaml_parse_error(&shown(path), &why));
                }
            }
        }
        return Ok(Whole {
            text,
            mime_type,
            version: before,
        });
    }
    Err(fault::stale_page_version(&shown(path)))
}

fn connection_resource(state: &State, conn: &Connection, kind: &str) -> Result<Whole, Fault> {
    let root = &conn.print_root;
    match kind {
        "manifest" => {
            let path = root.join(MANIFEST_FILE);
            if path.is_file() && !contained(root, &path) {
                return Err(fault::malformed(
                    &shown(&path),
                    "it resolves outside the connection root",
                ));
            }
            read_versioned(&path, mime_type(kind), state)
        }
        "diff" => {
            let path = root.join(DIFF_FILE);
            if !path.is_file() || !contained(root, &path) {
                return Err(fault::no_diff(&shown(&path)));
            }
            let whole = read_versioned(&path, mime_type(kind), state)?;
            diff_as_served(state, conn, &path, whole)
        }
        "reading" => {
            let path = root.join(READING_FILE);
            if !path.is_file() || !contained(root, &path) {
                return Err(fault::no_reading_guide(&shown(&path)));
            }
            read_versioned(&path, mime_type(kind), state)
        }
        _ => {
            let path = root.join(MANIFEST_ANNOTATIONS_FILE);
            if path.is_file() && contained(root, &path) {
                return read_versioned(&path, mime_type(kind), state);
            }
            let declared = state
                .manifest_or_fault(conn)?
                .is_some_and(|m| matches!(m.doc.get("manifest_annotations"), Some(Value::Str(_))));
            if declared {
                Err(fault::missing_file(
                    MANIFEST_ANNOTATIONS_FILE,
                    &shown(&path),
                ))
            } else {
                Err(fault::missing_optional_connection_artifact(
                    MANIFEST_ANNOTATIONS_FILE,
                    &conn.name,
                ))
            }
        }
    }
}

fn diff_as_served(
    state: &State,
    conn: &Connection,
    path: &Path,
    whole: Whole,
) -> Result<Whole, Fault> {
    let Ok(doc) = state.store.yaml(path) else {
        return Ok(whole);
    };
    let Some(doc) = doc.as_map() else {
        return Ok(whole);
    };
    let manifest = match state.manifest(conn) {
        ManifestRead::Ok(m) => Some(m),
        _ => None,
    };
    let served = crate::print::diff::without_rejected(&state.store, manifest.as_deref(), doc);
    if served.withheld == 0 {
        return Ok(whole);
    }
    let mut files = vec![path.to_path_buf()];
    files.extend(served.consulted);
    Ok(Whole {
        text: crate::yaml::to_yaml(&Value::Map(served.doc)),
        mime_type: whole.mime_type,
        version: files_digest(&files),
    })
}

fn table_resource(
    state: &State,
    conn: &Connection,
    table: &str,
    kind: &str,
) -> Result<Whole, Fault> {
    let Some(manifest) = state.manifest_or_fault(conn)? else {
        return Err(fault::missing_file(
            MANIFEST_FILE,
            &shown(&conn.manifest_path()),
        ));
    };
    let Some(entry) = manifest.entry(table) else {
        return Err(if manifest.failed.iter().any(|f| f == table) {
            fault::unprofiled_table(table)
        } else {
            fault::unknown_table(table, &conn.name)
        });
    };
    let Some(file) = entry.declares(kind) else {
        return Err(if OPTIONAL_KINDS.contains(&kind) {
            fault::missing_optional_artifact(file_name(kind).unwrap_or(kind), table)
        } else {
            fault::undeclared_artifact_kind(kind, table)
        });
    };
    let path = entry.dir.join(file);
    if !path.is_file() {
        return Err(fault::missing_file(file, &shown(&path)));
    }
    let whole = read_versioned(&path, mime_type(kind), state)?;
    if kind != "relationships" {
        return Ok(whole);
    }
    let Ok(doc) = state.store.yaml(&path) else {
        return Ok(whole);
    };
    match crate::print::edges::without_rejected(&state.store, &manifest, entry, &doc) {
        None => Ok(whole),
        Some(withheld) => {
            let mut files = vec![path];
            files.extend(withheld.decided_by);
            Ok(Whole {
                text: crate::yaml::to_yaml(&withheld.shown),
                mime_type: whole.mime_type,
                version: files_digest(&files),
            })
        }
    }
}

fn served<'a>(state: &'a State, connection: &str) -> Result<&'a Connection, Fault> {
    state
        .served
        .get(connection)
        .ok_or_else(|| state.served.not_served(connection))
}

fn whole(state: &State, target: &Target) -> Result<Whole, Fault> {
    match target {
        Target::Reference(doc) => {
            let text = crate::reference::document(doc).map_or("", |d| d.text);
            Ok(Whole {
                text: text.to_string(),
                mime_type: "text/markdown",
                version: short_hash(text),
            })
        }
        Target::Connection { connection, kind } => {
            connection_resource(state, served(state, connection)?, kind)
        }
        Target::Table {
            connection,
            table,
            kind,
        } => table_resource(state, served(state, connection)?, table, kind),
    }
}

/// The page of the resource `uri` names; the bare URI is page 1.
pub fn read(state: &State, uri_text: &str) -> Result<Page, Fault> {
    let address = uri::parse(uri_text)?;
    let whole = whole(state, &address.target)?;
    let pages = line_pages(&whole.text, PAGE_CHARS, crate::json::escaped_width);
    let number = address
        .page
        .parse::<usize>()
        .ok()
        .filter(|n| {
            address.page.bytes().all(|b| b.is_ascii_digit()) && (1..=pages.len()).contains(n)
        })
        .ok_or_else(|| fault::page_out_of_range(uri_text, pages.len()))?;
    match &address.version {
        None if number > 1 => return Err(fault::missing_page_version(uri_text)),
        Some(v) if *v != whole.version => return Err(fault::stale_page_version(uri_text)),
        _ => {}
    }
    let count = pages.len();
    let text = pages
        .get(number - 1)
        .copied()
        .unwrap_or_default()
        .to_string();
    Ok(Page {
        text,
        mime_type: whole.mime_type,
        page: number,
        pages: count,
        version: whole.version,
    })
}

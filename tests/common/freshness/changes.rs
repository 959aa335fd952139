//! The changes a round makes to the served files, one kind per round, and the planning they
//! share: which file of which table, and the edit that makes its answers differ. A change
//! is prepared (files read, copies and temporary files written) and then made by its `Act`
//! alone. The file-level kinds live here; the directory-level ones in `trees`.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::io::Write as _;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::edits::{self, Edit, Role};
use super::project::{CONNECTIONS, Project};
use super::rng::Rng;
use super::trees::{self, Level};

/// A way of changing the served files.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Kind {
    InPlaceKeepingSizeAndMtime,
    RenameOver,
    DeleteAndRecreate,
    Swap(Level),
    TableDirectoryRenamed,
    SymlinkRetargeted,
    HardLinkOutside,
    SharedMapping,
    NewTable,
    GitCheckout,
}

/// Every kind, in the order the first rounds cycle through them.
pub const KINDS: [Kind; 15] = [
    Kind::InPlaceKeepingSizeAndMtime,
    Kind::RenameOver,
    Kind::DeleteAndRecreate,
    Kind::Swap(Level::Project),
    Kind::Swap(Level::Prints),
    Kind::Swap(Level::Connection),
    Kind::Swap(Level::Database),
    Kind::Swap(Level::Schema),
    Kind::Swap(Level::Table),
    Kind::TableDirectoryRenamed,
    Kind::SymlinkRetargeted,
    Kind::HardLinkOutside,
    Kind::SharedMapping,
    Kind::NewTable,
    Kind::GitCheckout,
];

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::InPlaceKeepingSizeAndMtime => "in-place write, size and mtime kept",
            Kind::RenameOver => "rename-over",
            Kind::DeleteAndRecreate => "delete and recreate",
            Kind::Swap(Level::Project) => "project directory swapped",
            Kind::Swap(Level::Prints) => "prints/ swapped",
            Kind::Swap(Level::Connection) => "connection directory swapped",
            Kind::Swap(Level::Database) => "database directory swapped",
            Kind::Swap(Level::Schema) => "schema directory swapped",
            Kind::Swap(Level::Table) => "table directory swapped",
            Kind::TableDirectoryRenamed => "table directory renamed (manifest path too)",
            Kind::SymlinkRetargeted => "symlink retargeted",
            Kind::HardLinkOutside => "write through a hard link outside",
            Kind::SharedMapping => "write through a shared mapping",
            Kind::NewTable => "new table",
            Kind::GitCheckout => "git checkout",
        }
    }
}

/// What a round's calls ask about: the changed table, the column the change is about, and
/// words of three or more characters the change made appear or disappear.
#[derive(Clone, Debug)]
pub struct Focus {
    pub conn: &'static str,
    pub fqn: String,
    pub column: Option<String>,
    pub needles: Vec<String>,
}

/// One change, prepared: what exactly it does, how (for a swap: by two renames or an
/// exchange, the old copy kept or removed), what the calls ask about, and the changed
/// table's statistics as they will read once it is made (so nothing under the print is
/// opened between the change and the calls: an open is itself a change notice).
pub struct Change {
    pub what: String,
    pub variant: Option<&'static str>,
    pub focus: Focus,
    pub statistics: String,
}

/// What makes the change visible: renames, writes, a checkout; nothing else is left to do.
pub type Act = Box<dyn FnOnce(&mut Project)>;

/// An edit chosen but not yet written: the file (its real path, links resolved), its new
/// text and what it is about.
pub struct Planned {
    pub file: PathBuf,
    pub edit: Edit,
    pub focus: Focus,
}

/// An edit of one random file of one random table (or of its connection's manifest,
/// annotations or diff) that `search_columns` answers from (`searched`) or that it does
/// not, among the files whose real path lies under `under` when given; `None` when there
/// is no such file.
pub fn plan(
    project: &Project,
    rng: &mut Rng,
    same_length: bool,
    under: Option<&Path>,
    searched: bool,
) -> Option<Planned> {
    let under = under.map(|u| std::fs::canonicalize(u).unwrap());
    let mut candidates = Vec::new();
    for conn in CONNECTIONS {
        let tables = project.tables(conn);
        let shared = project.connection_files(conn);
        for table in &tables {
            let files = table.files.iter();
            candidates
                .extend(files.map(|(role, file)| (conn, table.fqn.clone(), *role, file.clone())));
        }
        // A connection's own files, each about one random table (the manifest: its entry).
        for (role, file) in shared {
            if !tables.is_empty() {
                let fqn = rng.pick(&tables).fqn.clone();
                candidates.push((conn, fqn, role, file));
            }
        }
    }
    candidates.retain(|(_, _, role, file)| {
        let real = std::fs::canonicalize(file).unwrap();
        role.searched() == searched && under.as_ref().is_none_or(|u| real.starts_with(u))
    });
    // Most changes land in shop, the connection with annotations, relationships and a diff
    // to edit; warehouse holds the links.
    let weight = |conn: &str| if conn == "shop" { 3 } else { 1 };
    while !candidates.is_empty() {
        let total: usize = candidates.iter().map(|c| weight(c.0)).sum();
        let mut at = rng.below(total);
        let i = candidates
            .iter()
            .position(|c| {
                let w = weight(c.0);
                let hit = at < w;
                at = at.saturating_sub(w);
                hit
            })
            .unwrap_or(0);
        let (conn, fqn, role, file) = candidates.swap_remove(i);
        let real = std::fs::canonicalize(&file).unwrap();
        let text = std::fs::read_to_string(&real).unwrap();
        if let Some(edit) = edits::edit(role, &text, &fqn, rng, same_length) {
            let focus = Focus {
                conn,
                fqn,
                column: edit.column.clone(),
                needles: edit.needles.clone(),
            };
            return Some(Planned {
                file: real,
                edit,
                focus,
            });
        }
    }
    None
}

/// An edit of a file `search_columns` answers from, anywhere in the print.
fn plan_searched(project: &Project, rng: &mut Rng, same_length: bool) -> Planned {
    plan(project, rng, same_length, None, true).expect("a print has statistics")
}

/// The file's path inside the project, for a description.
pub fn shown(project: &Project, file: &Path) -> String {
    let dir = std::fs::canonicalize(&project.dir).unwrap();
    let inside = file
        .strip_prefix(&dir)
        .or_else(|_| file.strip_prefix(&project.root))
        .unwrap_or(file);
    if inside.as_os_str().is_empty() {
        return "the project directory".to_string();
    }
    inside.display().to_string()
}

/// The statistics text of `focus`'s table once `edits` are made (the file as it reads now
/// unless one of them rewrites it); empty when the table has none.
pub fn statistics_after(project: &Project, focus: &Focus, edits: &[&Planned]) -> String {
    let Some(file) = project
        .tables(focus.conn)
        .into_iter()
        .find(|t| t.fqn == focus.fqn)
        .and_then(|t| {
            t.files
                .into_iter()
                .find(|(role, _)| *role == Role::Statistics)
        })
        .map(|(_, file)| std::fs::canonicalize(file).unwrap())
    else {
        return String::new();
    };
    match edits.iter().find(|p| p.file == file) {
        Some(p) => p.edit.text.clone(),
        None => std::fs::read_to_string(file).unwrap_or_default(),
    }
}

/// Prepares one change of `kind`: everything but what makes it visible, which is `Act`.
pub fn prepare(kind: Kind, project: &mut Project, rng: &mut Rng) -> (Change, Act) {
    // A mapping kept from the last round goes first (its unmap is a close-write notice).
    project.mapped = None;
    let (what, p, act): (String, Planned, Act) = match kind {
        Kind::InPlaceKeepingSizeAndMtime => in_place(project, rng),
        Kind::RenameOver => {
            let p = plan_searched(project, rng, false);
            let name = p.file.file_name().unwrap().to_string_lossy().to_string();
            let temporary = p.file.with_file_name(format!(".{name}.tmp"));
            std::fs::write(&temporary, &p.edit.text).unwrap();
            let what = format!(
                "{}: {}, a temp file written beside it renamed over it",
                shown(project, &p.file),
                p.edit.what
            );
            let file = p.file.clone();
            let act: Act = Box::new(move |_| std::fs::rename(&temporary, &file).unwrap());
            (what, p, act)
        }
        Kind::DeleteAndRecreate => {
            let p = plan_searched(project, rng, false);
            let what = format!(
                "{}: deleted, recreated with {}",
                shown(project, &p.file),
                p.edit.what
            );
            let (file, text) = (p.file.clone(), p.edit.text.clone());
            let act: Act = Box::new(move |_| {
                std::fs::remove_file(&file).unwrap();
                std::fs::write(&file, text).unwrap();
            });
            (what, p, act)
        }
        Kind::HardLinkOutside => {
            let p = plan_searched(project, rng, false);
            let (link, made_now) = project.hard_link(&p.file);
            let when = if made_now {
                "made in this round, before the settling call"
            } else {
                "made at set-up"
            };
            let what = format!(
                "{}: {}, written through {} (link {when})",
                shown(project, &p.file),
                p.edit.what,
                shown_outside(project, &link)
            );
            let (file, text) = (p.file.clone(), p.edit.text.clone());
            let act: Act = Box::new(move |_| {
                let inode = std::fs::metadata(&file).unwrap().ino();
                std::fs::write(&link, text).unwrap();
                assert_eq!(std::fs::metadata(&file).unwrap().ino(), inode);
            });
            (what, p, act)
        }
        Kind::SharedMapping => through_mapping(project, rng),
        Kind::Swap(level) => return trees::swap(project, rng, level),
        Kind::TableDirectoryRenamed => return trees::rename_table_directory(project, rng),
        Kind::SymlinkRetargeted => return trees::retarget(project, rng),
        Kind::NewTable => return trees::new_table(project, rng),
        Kind::GitCheckout => return trees::checkout(project, rng),
    };
    let statistics = statistics_after(project, &p.focus, &[&p]);
    let change = Change {
        what,
        variant: None,
        focus: p.focus,
        statistics,
    };
    (change, act)
}

fn shown_outside(project: &Project, link: &Path) -> String {
    link.strip_prefix(&project.root)
        .unwrap_or(link)
        .display()
        .to_string()
}

/// The same number of bytes written over the file in place (no truncation), then its
/// modification time set back: size, mtime and inode as before, only the ctime moved.
fn in_place(project: &Project, rng: &mut Rng) -> (String, Planned, Act) {
    let p = plan_searched(project, rng, true);
    let what = format!("{}: {}, in place", shown(project, &p.file), p.edit.what);
    let (file, text) = (p.file.clone(), p.edit.text.clone());
    let act: Act = Box::new(move |_| {
        let before = std::fs::metadata(&file).unwrap();
        let mtime = before.modified().unwrap();
        let mut open = std::fs::File::options().write(true).open(&file).unwrap();
        open.write_all(text.as_bytes()).unwrap();
        open.set_modified(mtime).unwrap();
        drop(open);
        let after = std::fs::metadata(&file).unwrap();
        assert_eq!(
            (after.len(), after.modified().unwrap(), after.ino()),
            (before.len(), mtime, before.ino())
        );
    });
    (what, p, act)
}

/// The changed bytes written through a `MAP_SHARED` mapping of the file, then `msync`. The
/// file is opened and mapped, and its descriptor closed, before the settling call, as by a
/// writer that keeps a file mapped; the mapping is let go at the next round.
fn through_mapping(project: &Project, rng: &mut Rng) -> (String, Planned, Act) {
    let p = plan_searched(project, rng, true);
    let file = std::fs::File::options()
        .read(true)
        .write(true)
        .open(&p.file)
        .unwrap();
    // SAFETY: only the harness writes this file while it is mapped, through this mapping.
    let map = unsafe { memmap2::MmapMut::map_mut(&file) }.unwrap();
    drop(file);
    let new = p.edit.text.as_bytes().to_vec();
    assert_eq!(map.len(), new.len());
    let first = map.iter().zip(&new).position(|(a, b)| a != b).unwrap();
    let last = map.len()
        - map
            .iter()
            .rev()
            .zip(new.iter().rev())
            .position(|(a, b)| a != b)
            .unwrap();
    let what = format!(
        "{}: {}, bytes {first}..{last} written through a shared mapping (descriptor closed first), msync",
        shown(project, &p.file),
        p.edit.what
    );
    let act: Act = Box::new(move |project| {
        let mut map = map;
        map[first..last].copy_from_slice(&new[first..last]);
        map.flush().unwrap();
        project.mapped = Some(map);
    });
    (what, p, act)
}

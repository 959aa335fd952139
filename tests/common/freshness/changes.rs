//! The changes a round makes to the served files, one kind per round, and the planning they
//! share: which file of which table, and the edit that makes its answers differ. The
//! file-level kinds live here; the directory-level ones in `trees`.

use std::io::Write as _;
use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};

use super::edits::{self, Edit};
use super::project::{CONNECTIONS, Project};
use super::rng::Rng;
use super::trees::{self, Level};

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

/// One change made: what exactly was done, how (for a swap: by two renames or an
/// exchange, the old copy kept or removed), and what the calls ask about.
pub struct Change {
    pub what: String,
    pub variant: Option<&'static str>,
    pub focus: Focus,
}

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
    // Most changes land in shop, whose watcher the server trusts (warehouse holds links).
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
    file.strip_prefix(&dir)
        .or_else(|_| file.strip_prefix(&project.root))
        .unwrap_or(file)
        .display()
        .to_string()
}

/// Makes one change of `kind`.
pub fn apply(kind: Kind, project: &mut Project, rng: &mut Rng) -> Change {
    let (what, focus) = match kind {
        Kind::InPlaceKeepingSizeAndMtime => in_place(project, rng),
        Kind::RenameOver => {
            let p = plan_searched(project, rng, false);
            let name = p.file.file_name().unwrap().to_string_lossy().to_string();
            let temporary = p.file.with_file_name(format!(".{name}.tmp"));
            std::fs::write(&temporary, &p.edit.text).unwrap();
            std::fs::rename(&temporary, &p.file).unwrap();
            let shown = shown(project, &p.file);
            (
                format!("{shown}: {}, temp file renamed over it", p.edit.what),
                p.focus,
            )
        }
        Kind::DeleteAndRecreate => {
            let p = plan_searched(project, rng, false);
            std::fs::remove_file(&p.file).unwrap();
            std::fs::write(&p.file, &p.edit.text).unwrap();
            let shown = shown(project, &p.file);
            (
                format!("{shown}: deleted, recreated with {}", p.edit.what),
                p.focus,
            )
        }
        Kind::HardLinkOutside => {
            let p = plan_searched(project, rng, false);
            let (link, made_now) = project.hard_link(&p.file);
            let inode = std::fs::metadata(&p.file).unwrap().ino();
            std::fs::write(&link, &p.edit.text).unwrap();
            assert_eq!(std::fs::metadata(&p.file).unwrap().ino(), inode);
            let when = if made_now {
                "made just now"
            } else {
                "made at set-up"
            };
            let shown = shown(project, &p.file);
            let what = format!(
                "{shown}: {}, written through {} (link {when})",
                p.edit.what,
                shown_outside(project, &link)
            );
            (what, p.focus)
        }
        Kind::SharedMapping => through_mapping(project, rng),
        Kind::Swap(level) => return trees::swap(project, rng, level),
        Kind::TableDirectoryRenamed => trees::rename_table_directory(project, rng),
        Kind::SymlinkRetargeted => trees::retarget(project, rng),
        Kind::NewTable => trees::new_table(project, rng),
        Kind::GitCheckout => trees::checkout(project, rng),
    };
    Change {
        what,
        variant: None,
        focus,
    }
}

fn shown_outside(project: &Project, link: &Path) -> String {
    link.strip_prefix(&project.root)
        .unwrap_or(link)
        .display()
        .to_string()
}

/// The same number of bytes written over the file in place (no truncation), then its
/// modification time set back: size, mtime and inode as before, only the ctime moved.
fn in_place(project: &Project, rng: &mut Rng) -> (String, Focus) {
    let p = plan_searched(project, rng, true);
    let before = std::fs::metadata(&p.file).unwrap();
    let mtime = before.modified().unwrap();
    let mut file = std::fs::File::options().write(true).open(&p.file).unwrap();
    file.write_all(p.edit.text.as_bytes()).unwrap();
    file.set_modified(mtime).unwrap();
    drop(file);
    let after = std::fs::metadata(&p.file).unwrap();
    assert_eq!(
        (after.len(), after.modified().unwrap(), after.ino()),
        (before.len(), mtime, before.ino())
    );
    let shown = shown(project, &p.file);
    (format!("{shown}: {}, in place", p.edit.what), p.focus)
}

/// The changed bytes written through a `MAP_SHARED` mapping of the file, then `msync`.
fn through_mapping(project: &Project, rng: &mut Rng) -> (String, Focus) {
    let p = plan_searched(project, rng, true);
    let file = std::fs::File::options()
        .read(true)
        .write(true)
        .open(&p.file)
        .unwrap();
    // SAFETY: the harness alone writes this file while it is mapped, and the mapping is
    // dropped before anything else reads through it.
    let mut map = unsafe { memmap2::MmapMut::map_mut(&file) }.unwrap();
    let new = p.edit.text.as_bytes();
    assert_eq!(map.len(), new.len());
    let first = map.iter().zip(new).position(|(a, b)| a != b).unwrap();
    let last = map.len()
        - map
            .iter()
            .rev()
            .zip(new.iter().rev())
            .position(|(a, b)| a != b)
            .unwrap();
    map[first..last].copy_from_slice(&new[first..last]);
    map.flush().unwrap();
    drop(map);
    let shown = shown(project, &p.file);
    let what = format!(
        "{shown}: {}, bytes {first}..{last} written through a shared mapping, msync",
        p.edit.what
    );
    (what, p.focus)
}

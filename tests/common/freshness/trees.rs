//! The directory-level changes: a deploy that swaps a fresh copy in at any level (the
//! project itself, `prints/`, a connection, a database, a schema, a table), a table
//! directory renamed with its manifest entry, a link retargeted, a new table, a checkout.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::ffi::CString;
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::changes::{self, Act, Change, Focus, Planned};
use super::edits::{self, Role};
use super::manifest;
use super::project::{Project, Table, copy_tree, git};
use super::rng::Rng;

/// Where a swapped directory sits, from the project down to one table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Level {
    Project,
    Prints,
    Connection,
    Database,
    Schema,
    Table,
}

fn some_connection(rng: &mut Rng) -> &'static str {
    if rng.one_in(4) { "warehouse" } else { "shop" }
}

/// The directory at `level` above (or at) `table`'s.
fn level_dir(project: &Project, table: &Table, level: Level) -> PathBuf {
    let root = project.conn_root(table.conn);
    let inside: Vec<_> = table
        .dir
        .strip_prefix(&root)
        .unwrap()
        .components()
        .collect();
    match level {
        Level::Project => project.dir.clone(),
        Level::Prints => project.dir.join("prints"),
        Level::Connection => root,
        Level::Database => root.join(inside[0]),
        Level::Schema => root.join(inside[0]).join(inside[1]),
        Level::Table => table.dir.clone(),
    }
}

fn remove_tree(dir: &Path) {
    if dir.exists() {
        std::fs::remove_dir_all(dir).unwrap();
    }
}

/// `renameat2(RENAME_EXCHANGE)`: the two paths trade places atomically.
fn exchange(a: &Path, b: &Path) {
    let (a, b) = (
        CString::new(a.as_os_str().as_bytes()).unwrap(),
        CString::new(b.as_os_str().as_bytes()).unwrap(),
    );
    // SAFETY: both are NUL-terminated paths that outlive the call.
    let done = unsafe {
        libc::renameat2(
            libc::AT_FDCWD,
            a.as_ptr(),
            libc::AT_FDCWD,
            b.as_ptr(),
            libc::RENAME_EXCHANGE,
        )
    };
    assert_eq!(done, 0, "{}", std::io::Error::last_os_error());
}

/// A tables of `conn` whose directory is a real one (not a link).
fn real_tables(project: &Project, conn: &'static str) -> Vec<Table> {
    let tables = project.tables(conn).into_iter();
    tables.filter(|t| !t.linked && t.dir.is_dir()).collect()
}

/// The edits' texts written into the copy `new` of `x` (real path `real`), described.
fn write_into(new: &Path, real: &Path, edits: &[Planned]) -> Vec<String> {
    edits
        .iter()
        .map(|p| {
            let inside = p.file.strip_prefix(real).unwrap();
            std::fs::write(new.join(inside), &p.edit.text).unwrap();
            format!("{}: {}", inside.display(), p.edit.what)
        })
        .collect()
}

/// `cp -a X X.new` and an edit in `X.new` (a file `search_columns` reads, and sometimes one
/// it does not), then, as the change, `X.new` put in `X`'s place: by two renames (`mv X
/// X.old; mv X.new X`) or by one exchange, and `X.old` kept or removed.
pub fn swap(project: &mut Project, rng: &mut Rng, level: Level) -> (Change, Act) {
    let conn = some_connection(rng);
    let tables = real_tables(project, conn);
    let x = level_dir(project, rng.pick(&tables), level);
    let searched = changes::plan(project, rng, false, Some(&x), true);
    let searched = searched.expect("every table directory holds its statistics");
    let focus = searched.focus.clone();
    let mut edits = vec![searched];
    if rng.one_in(2) {
        edits.extend(changes::plan(project, rng, false, Some(&x), false));
    }
    let statistics = changes::statistics_after(project, &focus, &edits.iter().collect::<Vec<_>>());
    let name = x.file_name().unwrap().to_string_lossy().to_string();
    let new = x.with_file_name(format!("{name}.new"));
    let old = x.with_file_name(format!("{name}.old"));
    remove_tree(&new);
    remove_tree(&old);
    copy_tree(&x, &new);
    let done = write_into(&new, &std::fs::canonicalize(&x).unwrap(), &edits);
    let by_exchange = rng.one_in(2);
    let keep = rng.one_in(2);
    let variant = match (by_exchange, keep) {
        (false, true) => "mv X X.old; mv X.new X; X.old kept",
        (false, false) => "mv X X.old; mv X.new X; X.old removed",
        (true, true) => "renameat2(RENAME_EXCHANGE); X.old kept",
        (true, false) => "renameat2(RENAME_EXCHANGE); X.old removed",
    };
    let what = format!(
        "{} copied to {name}.new, there {}; swapped in: {variant}",
        changes::shown(project, &x),
        done.join(" and "),
    );
    let act: Act = Box::new(move |_| {
        if by_exchange {
            exchange(&new, &x);
            std::fs::rename(&new, &old).unwrap();
        } else {
            std::fs::rename(&x, &old).unwrap();
            std::fs::rename(&new, &x).unwrap();
        }
        if !keep {
            remove_tree(&old);
        }
    });
    let change = Change {
        what,
        variant: Some(variant),
        focus,
        statistics,
    };
    (change, act)
}

/// A temporary file beside `path` holding `text`, to be renamed over it.
fn temporary_beside(path: &Path, text: &str) -> PathBuf {
    let name = path.file_name().unwrap().to_string_lossy().to_string();
    let temporary = path.with_file_name(format!(".{name}.tmp"));
    std::fs::write(&temporary, text).unwrap();
    temporary
}

/// A change that is not a swap, so made one way.
fn change(what: String, focus: Focus, statistics: String) -> Change {
    Change {
        what,
        variant: None,
        focus,
        statistics,
    }
}

/// A table's directory renamed and its manifest entry's `path` set to the new name (either
/// first, each file renamed over from a temporary one), then one of its files replaced there.
pub fn rename_table_directory(project: &mut Project, rng: &mut Rng) -> (Change, Act) {
    let conn = some_connection(rng);
    let tables: Vec<Table> = real_tables(project, conn)
        .into_iter()
        .filter(|t| t.files.iter().any(|(role, _)| role.searched()))
        .collect();
    let table = rng.pick(&tables);
    let root = project.conn_root(conn);
    let base = table.dir.file_name().unwrap().to_string_lossy().to_string();
    let base = base.split("__").next().unwrap().to_string();
    let renamed = table
        .dir
        .with_file_name(format!("{base}__{}", rng.token(5)));
    let path = renamed
        .strip_prefix(&root)
        .unwrap()
        .to_string_lossy()
        .to_string();
    let manifest_path = root.join("manifest.yaml");
    let text = std::fs::read_to_string(&manifest_path).unwrap();
    let edited = manifest::with_path(&text, &table.fqn, &path).unwrap();
    let manifest_temporary = temporary_beside(&manifest_path, &edited);
    let p = changes::plan(project, rng, false, Some(&table.dir), true).unwrap();
    let inside = p
        .file
        .strip_prefix(std::fs::canonicalize(&table.dir).unwrap())
        .unwrap()
        .to_path_buf();
    let file_temporary = temporary_beside(&p.file, &p.edit.text);
    let manifest_first = rng.one_in(2);
    let what = format!(
        "{} renamed {path} ({} first), and there {}: {}",
        changes::shown(project, &table.dir),
        if manifest_first {
            "manifest"
        } else {
            "directory"
        },
        inside.display(),
        p.edit.what
    );
    let statistics = changes::statistics_after(project, &p.focus, &[&p]);
    let dir = table.dir.clone();
    let act: Act = Box::new(move |_| {
        if manifest_first {
            std::fs::rename(&manifest_temporary, &manifest_path).unwrap();
        }
        std::fs::rename(&dir, &renamed).unwrap();
        if !manifest_first {
            std::fs::rename(&manifest_temporary, &manifest_path).unwrap();
        }
        let moved = renamed.join(file_temporary.strip_prefix(&dir).unwrap());
        std::fs::rename(moved, renamed.join(inside)).unwrap();
    });
    (change(what, p.focus, statistics), act)
}

/// The statistics file a link target holds (the target itself for a file link).
fn target_statistics(link: &Path, target: &str) -> PathBuf {
    let at = link.with_file_name(target);
    if at.is_dir() {
        at.join("statistics.yaml")
    } else {
        at
    }
}

fn column_names(text: &str) -> Vec<String> {
    edits::column_blocks(text)
        .into_iter()
        .map(|(n, _)| n)
        .collect()
}

/// A link pointed at its other target: a new link made beside it, renamed over it.
pub fn retarget(project: &mut Project, rng: &mut Rng) -> (Change, Act) {
    let link = rng.pick(&project.links);
    let current = std::fs::read_link(&link.at).unwrap();
    let (from, to) = if current == Path::new(link.targets[0]) {
        (link.targets[0], link.targets[1])
    } else {
        (link.targets[1], link.targets[0])
    };
    let name = link.at.file_name().unwrap().to_string_lossy().to_string();
    let temporary = link.at.with_file_name(format!(".{name}.link-tmp"));
    let _ = std::fs::remove_file(&temporary);
    std::os::unix::fs::symlink(to, &temporary).unwrap();
    let read = |target| std::fs::read_to_string(target_statistics(&link.at, target)).unwrap();
    let (before, statistics) = (read(from), read(to));
    let (before, after) = (column_names(&before), column_names(&statistics));
    let appeared: Vec<String> = after
        .iter()
        .filter(|c| !before.contains(c))
        .cloned()
        .collect();
    let gone = before.iter().filter(|c| !after.contains(c)).cloned();
    let focus = Focus {
        conn: "warehouse",
        fqn: link.fqn.to_string(),
        column: appeared.first().cloned(),
        needles: appeared.iter().cloned().chain(gone).collect(),
    };
    let what = format!(
        "{} -> {from} retargeted to {to} (a new link renamed over it)",
        changes::shown(project, &link.at)
    );
    let at = link.at.clone();
    let act: Act = Box::new(move |_| std::fs::rename(&temporary, &at).unwrap());
    (change(what, focus, statistics), act)
}

/// A table directory copied from another table, its statistics renamed to the new table
/// with one column renamed; then, as the change, its manifest entry added (the manifest
/// renamed over). Past three added tables, the oldest goes too (entry, then directory).
pub fn new_table(project: &mut Project, rng: &mut Rng) -> (Change, Act) {
    let conn = some_connection(rng);
    let root = project.conn_root(conn);
    let manifest_path = root.join("manifest.yaml");
    let mut text = std::fs::read_to_string(&manifest_path).unwrap();
    let templates: Vec<Table> = real_tables(project, conn)
        .into_iter()
        .filter(|t| t.files.iter().any(|(role, _)| *role == Role::Statistics))
        .collect();
    let token = rng.token(5);
    let (template, statistics, renamed) = loop {
        let template = rng.pick(&templates);
        let (_, statistics) = template
            .files
            .iter()
            .find(|(role, _)| *role == Role::Statistics)
            .unwrap();
        let own = std::fs::read_to_string(statistics).unwrap();
        if let Some(renamed) = edits::rename_column(&own, rng) {
            break (template, statistics.clone(), renamed);
        }
    };
    let database = template.fqn.split('.').next().unwrap();
    let fqn = format!("{database}.extra.t_{token}");
    let path = format!("{database}/extra/t_{token}");
    let dir = root.join(&path);
    std::fs::create_dir_all(dir.parent().unwrap()).unwrap();
    copy_tree(&template.dir, &dir);
    let own_table = format!("\ntable: {}\n", template.fqn);
    let body = renamed
        .text
        .replacen(&own_table, &format!("\ntable: {fqn}\n"), 1);
    std::fs::write(dir.join(statistics.file_name().unwrap()), &body).unwrap();
    let old_path = template
        .dir
        .strip_prefix(&root)
        .unwrap()
        .to_string_lossy()
        .to_string();
    let entry = manifest::entry_text(&text, &template.fqn)
        .unwrap()
        .replacen(&format!("  {}:\n", template.fqn), &format!("  {fqn}:\n"), 1)
        .replacen(
            &format!("    path: {old_path}\n"),
            &format!("    path: {path}\n"),
            1,
        );
    let extras: Vec<manifest::Entry> = manifest::entries(&text)
        .into_iter()
        .filter(|e| e.fqn.contains(".extra.t_"))
        .collect();
    text = manifest::with_entry(&text, &entry);
    let mut dropped = None;
    let mut said = String::new();
    if let Some(oldest) = extras.last().filter(|_| extras.len() >= 3) {
        text = manifest::without_entry(&text, &oldest.fqn).unwrap();
        said = format!("; {} dropped (entry, then directory)", oldest.fqn);
        dropped = Some(root.join(&oldest.path));
    }
    let temporary = temporary_beside(&manifest_path, &text);
    let what = format!(
        "{fqn} added at {path} (a copy of {}, {}){said}",
        template.fqn, renamed.what
    );
    let focus = Focus {
        conn,
        fqn,
        column: renamed.column,
        needles: renamed.needles,
    };
    let act: Act = Box::new(move |_| {
        std::fs::rename(&temporary, &manifest_path).unwrap();
        if let Some(dir) = dropped {
            remove_tree(&dir);
        }
    });
    (change(what, focus, body), act)
}

/// A file of commit `sha` from git's object store (no file under the print is opened).
fn git_show(dir: &Path, sha: &str, path: &str) -> Option<String> {
    let out = Command::new("git")
        .args(["show", &format!("{sha}:{path}")])
        .current_dir(dir)
        .output()
        .ok()?;
    out.status
        .success()
        .then(|| String::from_utf8_lossy(&out.stdout).into_owned())
}

/// `focus`'s statistics as commit `sha` holds them (through a file link it holds).
fn committed_statistics(dir: &Path, sha: &str, focus: &Focus) -> String {
    let root = format!("prints/{}", focus.conn);
    let manifest = git_show(dir, sha, &format!("{root}/manifest.yaml")).unwrap_or_default();
    let Some(entry) = manifest::entries(&manifest)
        .into_iter()
        .find(|e| e.fqn == focus.fqn)
    else {
        return String::new();
    };
    let Some((_, name)) = entry
        .artifacts
        .iter()
        .find(|(kind, _)| kind == "statistics")
    else {
        return String::new();
    };
    let file = format!("{root}/{}/{name}", entry.path);
    let text = git_show(dir, sha, &file).unwrap_or_default();
    if text.contains("\ncolumns:") {
        return text;
    }
    // A link: git shows its target, beside it.
    let beside = format!("{root}/{}/{}", entry.path, text.trim());
    git_show(dir, sha, &beside).unwrap_or_default()
}

/// `git checkout -f` of another of the project's commits.
pub fn checkout(project: &mut Project, rng: &mut Rng) -> (Change, Act) {
    let mut target = rng.below(project.commits.len() - 1);
    if target >= project.checked_out {
        target += 1;
    }
    let sha = project.commits[target].0.clone();
    let touched: Vec<&Focus> = project.commits.iter().flat_map(|(_, t)| t).collect();
    let focus = (*rng.pick(&touched)).clone();
    let statistics = committed_statistics(&project.dir, &sha, &focus);
    let what = format!(
        "git checkout -f of state {target} (from state {}; {})",
        project.checked_out,
        &sha[..10]
    );
    let act: Act = Box::new(move |project| {
        git(&project.dir, &["checkout", "-f", "-q", &sha]);
        project.checked_out = target;
    });
    (change(what, focus, statistics), act)
}

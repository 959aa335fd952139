//! The project the harness serves and changes: a copy of `fixtures/project` serving both
//! connections, with two links in warehouse (a table directory and a statistics file, each
//! one of two targets inside the root), a git history of three commits whose prints differ,
//! and a hard link to every print file in a directory outside the project.
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

use std::os::unix::fs::MetadataExt;
use std::path::{Path, PathBuf};
use std::process::Command;

use super::changes;
use super::edits::Role;
use super::manifest;
use super::rng::Rng;
use crate::common::{Scratch, edit, fixture_project, scratch};

pub const CONNECTIONS: [&str; 2] = ["shop", "warehouse"];

/// A link the symlink change retargets: where it is, its two targets (relative), its table.
pub struct Link {
    pub at: PathBuf,
    pub targets: [&'static str; 2],
    pub fqn: &'static str,
}

pub struct Project {
    /// The scratch directory holding everything: the servers' working directory.
    pub root: PathBuf,
    /// The served project (`--project`), a git work tree.
    pub dir: PathBuf,
    /// Where the hard links live, outside the project.
    pub outside: PathBuf,
    pub links: Vec<Link>,
    /// Each commit and the tables its edits touched.
    pub commits: Vec<(String, Vec<changes::Focus>)>,
    pub checked_out: usize,
    /// A shared mapping the last round wrote through, held until the next round.
    pub mapped: Option<memmap2::MmapMut>,
    _scratch: Scratch,
}

/// One manifest entry as the harness edits it.
pub struct Table {
    pub conn: &'static str,
    pub fqn: String,
    pub dir: PathBuf,
    /// The table's editable files, by what they are to the print.
    pub files: Vec<(Role, PathBuf)>,
    /// The table's directory is a link.
    pub linked: bool,
}

/// Runs a command in `dir`; panics (with its stderr) unless it succeeds.
pub fn run(dir: &Path, program: &str, args: &[&str]) {
    let out = Command::new(program)
        .args(args)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{program} {args:?}: {}",
        String::from_utf8_lossy(&out.stderr)
    );
}

/// `git` in the project, as a fixed author.
pub fn git(dir: &Path, args: &[&str]) {
    let mut all = vec![
        "-c",
        "user.name=harness",
        "-c",
        "user.email=harness@localhost",
    ];
    all.extend_from_slice(args);
    run(dir, "git", &all);
}

/// `cp -a from to`: links copied as links, times kept, as a deploy copies a tree.
pub fn copy_tree(from: &Path, to: &Path) {
    let (from, to) = (from.to_str().unwrap(), to.to_str().unwrap());
    run(Path::new("/"), "cp", &["-a", from, to]);
}

impl Project {
    pub fn set_up(rng: &mut Rng) -> Project {
        let scratch = scratch();
        let root = scratch.0.clone();
        let dir = root.join("project");
        copy_tree(&fixture_project(), &dir);
        edit(
            &dir.join(".dbprint.yaml"),
            "  warehouse:\n    adapter: duckdb\n",
            "  warehouse:\n    adapter: duckdb\n    auto: true\n",
        );
        let outside = root.join("outside");
        std::fs::create_dir_all(&outside).unwrap();
        let mut project = Project {
            root,
            dir,
            outside,
            links: Vec::new(),
            commits: Vec::new(),
            checked_out: 0,
            mapped: None,
            _scratch: scratch,
        };
        project.make_links(rng);
        project.make_history(rng);
        project.link_every_file(&project.dir.join("prints"));
        project
    }

    pub fn conn_root(&self, conn: &str) -> PathBuf {
        self.dir.join("prints").join(conn)
    }

    /// The connection's tables as its manifest lists them now.
    pub fn tables(&self, conn: &'static str) -> Vec<Table> {
        let root = self.conn_root(conn);
        let text = std::fs::read_to_string(root.join("manifest.yaml")).unwrap_or_default();
        manifest::entries(&text)
            .into_iter()
            .map(|entry| {
                let dir = root.join(&entry.path);
                let files = entry
                    .artifacts
                    .iter()
                    .filter_map(|(kind, file)| {
                        let role = match kind.as_str() {
                            "statistics" => Role::Statistics,
                            "statistics_annotations" => Role::ColumnNotes,
                            "relationships_annotations" => Role::OtherNotes,
                            "description" => Role::Description,
                            _ => return None,
                        };
                        Some((role, dir.join(file)))
                    })
                    .filter(|(_, path)| path.exists())
                    .collect();
                let linked = std::fs::symlink_metadata(&dir).is_ok_and(|m| m.is_symlink());
                Table {
                    conn,
                    fqn: entry.fqn,
                    dir,
                    files,
                    linked,
                }
            })
            .collect()
    }

    /// The connection-level files a change may edit, by role.
    pub fn connection_files(&self, conn: &str) -> Vec<(Role, PathBuf)> {
        let root = self.conn_root(conn);
        [
            (Role::Manifest, "manifest.yaml"),
            (Role::OtherNotes, "manifest.annotations.yaml"),
            (Role::Diff, "diff.yaml"),
        ]
        .into_iter()
        .map(|(role, name)| (role, root.join(name)))
        .filter(|(_, path)| path.exists())
        .collect()
    }

    /// warehouse's `dw.store` directory and `dw.dim_date` statistics become links to the
    /// first of two targets beside them; the second differs by one edit.
    fn make_links(&mut self, rng: &mut Rng) {
        let dw = self.conn_root("warehouse").join("warehouse/dw");
        for (at, targets, fqn) in [
            (
                dw.join("store"),
                [".store.a", ".store.b"],
                "warehouse.dw.store",
            ),
            (
                dw.join("dim_date/statistics.yaml"),
                ["statistics.a.yaml", "statistics.b.yaml"],
                "warehouse.dw.dim_date",
            ),
        ] {
            let beside = at.parent().unwrap();
            std::fs::rename(&at, beside.join(targets[0])).unwrap();
            copy_tree(&beside.join(targets[0]), &beside.join(targets[1]));
            let second = beside.join(targets[1]);
            let statistics = if second.is_dir() {
                second.join("statistics.yaml")
            } else {
                second
            };
            let text = std::fs::read_to_string(&statistics).unwrap();
            let changed = super::edits::edit(Role::Statistics, &text, fqn, rng, false).unwrap();
            std::fs::write(&statistics, changed.text).unwrap();
            std::os::unix::fs::symlink(targets[0], &at).unwrap();
            self.links.push(Link { at, targets, fqn });
        }
    }

    /// Three commits: the set-up state, then two more of three edits each (a file
    /// `search_columns` reads, sometimes with one it does not).
    fn make_history(&mut self, rng: &mut Rng) {
        git(&self.dir, &["init", "-q"]);
        for n in 0..3 {
            let mut touched = Vec::new();
            if n > 0 {
                for _ in 0..3 {
                    let searched = changes::plan(self, rng, false, None, true).unwrap();
                    std::fs::write(&searched.file, &searched.edit.text).unwrap();
                    touched.push(searched.focus);
                    if rng.one_in(2)
                        && let Some(other) = changes::plan(self, rng, false, None, false)
                    {
                        std::fs::write(&other.file, &other.edit.text).unwrap();
                    }
                }
            }
            git(&self.dir, &["add", "-A"]);
            git(&self.dir, &["commit", "-q", "-m", &format!("state {n}")]);
            let head = Command::new("git")
                .args(["rev-parse", "HEAD"])
                .current_dir(&self.dir)
                .output()
                .unwrap();
            let sha = String::from_utf8(head.stdout).unwrap().trim().to_string();
            self.commits.push((sha, touched));
        }
        self.checked_out = 2;
    }

    /// The hard link outside the project to `file` (a regular file of the print): made now
    /// unless it already is one (true when made now).
    pub fn hard_link(&self, file: &Path) -> (PathBuf, bool) {
        let real = std::fs::canonicalize(file).unwrap();
        let dir = std::fs::canonicalize(&self.dir).unwrap();
        let name = real
            .strip_prefix(&dir)
            .unwrap_or(&real)
            .to_string_lossy()
            .replace('/', "%");
        let link = self.outside.join(name);
        let same = |a: &Path, b: &Path| match (std::fs::metadata(a), std::fs::metadata(b)) {
            (Ok(a), Ok(b)) => a.ino() == b.ino() && a.dev() == b.dev(),
            _ => false,
        };
        if same(&link, &real) {
            return (link, false);
        }
        let _ = std::fs::remove_file(&link);
        std::fs::hard_link(&real, &link).unwrap();
        (link, true)
    }

    fn link_every_file(&self, dir: &Path) {
        for entry in std::fs::read_dir(dir).unwrap() {
            let entry = entry.unwrap();
            let kind = entry.file_type().unwrap();
            if kind.is_dir() {
                self.link_every_file(&entry.path());
            } else if kind.is_file() {
                self.hard_link(&entry.path());
            }
        }
    }
}

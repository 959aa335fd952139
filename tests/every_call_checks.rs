//! Every call checks the identity of every file its answer rests on, whatever the file
//! watcher saw (MCP spec §7.1): changes inotify never reports — a directory above the root
//! swapped by rename, a write through a hard link elsewhere or a shared mapping, a table
//! directory the watch limit left unwatched — are seen by the very next `search_columns`;
//! the watcher never follows a link out of the print, and a root swapped for a link is
//! refused by every tool alike (the root is pinned at start).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Duration;

use common::{Scratch, Server, edit, project_copy, scratch, serve_with_env, spawn_through};
use serde_json::json;

const NOTE: &str = "within one hour";
const NEW_NOTE: &str = "within one minute";

fn notes_file(project: &Path) -> PathBuf {
    project.join("prints/shop/shop/support/ticket/statistics.annotations.yaml")
}

/// How many columns a search for `text` finds.
fn found(s: &mut Server, text: &str) -> u64 {
    s.tool_json("search_columns", json!({"text": text}))["total"]
        .as_u64()
        .unwrap()
}

/// A server over `project`'s shop with its own cache, asked enough that its index is built,
/// its watch armed and the archive answering alone: the state a stale answer hides in.
fn warm(project: &Path, cache: &Path) -> Server {
    let cache = cache.to_str().unwrap();
    let mut s = serve_with_env(project, &["shop"], &[("DBPRINT_CACHE_DIR", cache)]);
    settle(&mut s);
    s
}

fn settle(s: &mut Server) {
    for _ in 0..3 {
        assert_eq!(found(s, NOTE), 1);
        std::thread::sleep(Duration::from_millis(300));
    }
}

/// The new note is found and the old one is gone, at the very next call.
fn sees_the_edit(s: &mut Server) {
    assert_eq!(found(s, NEW_NOTE), 1, "the edit is not seen");
    assert_eq!(found(s, NOTE), 0, "the old note is still answered");
}

fn copy_tree(from: &Path, to: &Path) {
    let status = Command::new("cp").arg("-a").arg(from).arg(to).status();
    assert!(status.unwrap().success());
}

#[test]
fn a_prints_directory_swapped_in_by_rename_is_seen_by_the_next_call_spec_7_1() {
    let project = project_copy();
    let prints = project.0.join("prints");
    let fresh = project.0.join("prints.new");
    copy_tree(&prints, &fresh);
    edit(
        &fresh.join("shop/shop/support/ticket/statistics.annotations.yaml"),
        NOTE,
        NEW_NOTE,
    );
    let cache = scratch();
    let mut s = warm(&project.0, &cache.0);
    std::fs::rename(&prints, project.0.join("prints.old")).unwrap();
    std::fs::rename(&fresh, &prints).unwrap();
    sees_the_edit(&mut s);
    s.close();
}

#[test]
fn a_project_directory_swapped_in_by_rename_is_seen_by_the_next_call_spec_7_1() {
    let base = scratch();
    let project = base.0.join("repo");
    copy_tree(&project_copy().0, &project);
    let fresh = base.0.join("repo.new");
    copy_tree(&project, &fresh);
    edit(&notes_file(&fresh), NOTE, NEW_NOTE);
    let cache = scratch();
    let mut s = warm(&project, &cache.0);
    std::fs::rename(&project, base.0.join("repo.old")).unwrap();
    std::fs::rename(&fresh, &project).unwrap();
    sees_the_edit(&mut s);
    s.close();
}

#[test]
fn an_edit_through_a_hard_link_outside_the_print_is_seen_by_the_next_call_spec_7_1() {
    let project = project_copy();
    let outside = scratch();
    let link = outside.0.join("notes.yaml");
    std::fs::hard_link(notes_file(&project.0), &link).unwrap();
    let cache = scratch();
    let mut s = warm(&project.0, &cache.0);
    let text = std::fs::read_to_string(&link).unwrap();
    std::fs::write(&link, text.replace(NOTE, NEW_NOTE)).unwrap();
    sees_the_edit(&mut s);
    s.close();
}

#[test]
fn a_write_through_a_shared_mapping_is_seen_by_the_next_call_spec_7_1() {
    let project = project_copy();
    let file = std::fs::OpenOptions::new()
        .read(true)
        .write(true)
        .open(notes_file(&project.0))
        .unwrap();
    // SAFETY: the test owns the file; nothing else maps or truncates it meanwhile.
    let mut map = unsafe { memmap2::MmapMut::map_mut(&file) }.unwrap();
    drop(file);
    let cache = scratch();
    let mut s = warm(&project.0, &cache.0);
    let at = map
        .windows(NOTE.len())
        .position(|w| w == NOTE.as_bytes())
        .unwrap();
    map[at..at + NOTE.len()].copy_from_slice(b"within one week");
    map.flush().unwrap();
    assert_eq!(
        found(&mut s, "within one week"),
        1,
        "the mapped write is not seen"
    );
    assert_eq!(found(&mut s, NOTE), 0, "the old note is still answered");
    s.close();
}

/// Whether user namespaces can be made here (`unshare -U -r`), to set a watch limit of the
/// test's own; when they cannot, the test says it is skipped.
fn namespaces() -> bool {
    let made = Command::new("unshare")
        .args(["-U", "-r", "true"])
        .status()
        .is_ok_and(|s| s.success());
    if !made {
        eprintln!("skipped: user namespaces cannot be made here (unshare -U -r)");
    }
    made
}

/// The shop server run in a user namespace of its own whose inotify watch limit is `limit`.
fn serve_with_watch_limit(project: &Path, cache: &Path, limit: usize) -> Server {
    let script = format!("echo {limit} > /proc/sys/user/max_inotify_watches && exec \"$0\" \"$@\"");
    let p = project.to_str().unwrap();
    let mut s = spawn_through(
        &["unshare", "-U", "-r", "sh", "-c", &script, common::BIN],
        &["serve", "--project", p, "shop"],
        project,
        &[
            ("DBPRINT_CACHE_DIR", cache.to_str().unwrap()),
            ("RUST_LOG", "dbprint=info"),
        ],
    );
    s.handshake("2025-06-18");
    s
}

fn directories_under(root: &Path) -> usize {
    1 + std::fs::read_dir(root)
        .unwrap()
        .filter_map(|e| e.ok())
        .filter(|e| e.file_type().is_ok_and(|t| t.is_dir()))
        .map(|e| directories_under(&e.path()))
        .sum::<usize>()
}

/// The inotify watches the process `pid` holds (its descriptors' `fdinfo`).
fn watches_held(pid: u32) -> usize {
    let Ok(fds) = std::fs::read_dir(format!("/proc/{pid}/fdinfo")) else {
        return 0;
    };
    fds.filter_map(|e| e.ok())
        .filter_map(|e| std::fs::read_to_string(e.path()).ok())
        .map(|info| {
            info.lines()
                .filter(|l| l.starts_with("inotify wd:"))
                .count()
        })
        .sum()
}

#[test]
fn a_table_directory_made_after_the_watch_limit_was_reached_is_checked_on_every_call_spec_7_1() {
    if !namespaces() {
        return;
    }
    let project = project_copy();
    let root = project.0.join("prints/shop");
    let cache = scratch();
    let limit = directories_under(&root) + 1;
    let mut s = serve_with_watch_limit(&project.0, &cache.0, limit);
    settle(&mut s);
    let moved = root.join("shop/support/ticket2");
    std::fs::create_dir_all(root.join("shop/support/a/b/c")).unwrap();
    copy_tree(&root.join("shop/support/ticket"), &moved);
    std::thread::sleep(Duration::from_millis(300));
    edit(
        &root.join("manifest.yaml"),
        "    path: shop/support/ticket\n",
        "    path: shop/support/ticket2\n",
    );
    assert_eq!(found(&mut s, NOTE), 1);
    for round in 0..3 {
        let next = format!("marker{round:02}");
        let before = if round == 0 {
            NOTE.to_string()
        } else {
            format!("marker{:02}", round - 1)
        };
        edit(&moved.join("statistics.annotations.yaml"), &before, &next);
        assert_eq!(
            found(&mut s, &next),
            1,
            "round {round}: the edit is not seen"
        );
        assert_eq!(found(&mut s, &before), 0, "round {round}: stale");
    }
    s.close();
}

#[test]
fn a_watch_that_failed_holds_no_watches_and_is_not_walked_again_on_every_call() {
    if !namespaces() {
        return;
    }
    let project = project_copy();
    let cache = scratch();
    let mut s = serve_with_watch_limit(&project.0, &cache.0, 4);
    settle(&mut s);
    for _ in 0..5 {
        assert_eq!(found(&mut s, NOTE), 1);
    }
    let said = s.stderr_text();
    assert_eq!(
        said.matches("cannot watch").count(),
        1,
        "tried once: {said}"
    );
    assert_eq!(
        watches_held(s.pid()),
        0,
        "the partial watches were released"
    );
    edit(&notes_file(&project.0), NOTE, NEW_NOTE);
    sees_the_edit(&mut s);
    s.close();
}

#[test]
fn a_link_to_a_large_tree_inside_the_print_costs_no_watches() {
    if !namespaces() {
        return;
    }
    let project = project_copy();
    let root = project.0.join("prints/shop");
    let big: Scratch = scratch();
    for i in 0..200 {
        std::fs::create_dir_all(big.0.join(format!("d{i}/e"))).unwrap();
    }
    std::os::unix::fs::symlink(&big.0, root.join("shop/usr")).unwrap();
    let cache = scratch();
    let limit = directories_under(&root) + 1;
    let mut s = serve_with_watch_limit(&project.0, &cache.0, limit);
    settle(&mut s);
    let said = s.stderr_text();
    assert!(!said.contains("cannot watch"), "{said}");
    assert!(watches_held(s.pid()) <= limit, "{}", watches_held(s.pid()));
    s.close();
}

#[test]
fn two_servers_that_are_both_pid_1_share_a_cache_directory_unharmed() {
    if !namespaces() {
        return;
    }
    let project = project_copy();
    let cache = scratch();
    let p = project.0.to_str().unwrap();
    let env = [
        ("DBPRINT_CACHE_DIR", cache.0.to_str().unwrap()),
        ("RUST_LOG", "dbprint=info"),
    ];
    let as_pid_1 = [
        "unshare",
        "-U",
        "-r",
        "-p",
        "-f",
        "-m",
        "--mount-proc",
        common::BIN,
    ];
    let args = ["serve", "--project", p, "shop"];
    let mut servers: Vec<Server> = (0..2)
        .map(|_| {
            let mut s = spawn_through(&as_pid_1, &args, &project.0, &env);
            s.handshake("2025-06-18");
            s
        })
        .collect();
    for s in &mut servers {
        settle(s);
    }
    edit(&notes_file(&project.0), NOTE, NEW_NOTE);
    for s in &mut servers {
        sees_the_edit(s);
    }
    for s in servers {
        let said = s.stderr_text();
        assert!(!said.contains("WARN"), "{said}");
        s.close();
    }
}

#[test]
fn a_root_swapped_for_a_link_is_refused_by_every_tool_alike() {
    let project = project_copy();
    let cache = scratch();
    let mut s = warm(&project.0, &cache.0);
    let prints = project.0.join("prints");
    let elsewhere = scratch();
    let copy = elsewhere.0.join("prints");
    copy_tree(&prints, &copy);
    edit(
        &copy.join("shop/shop/support/ticket/statistics.annotations.yaml"),
        NOTE,
        NEW_NOTE,
    );
    std::fs::rename(&prints, project.0.join("prints.old")).unwrap();
    std::os::unix::fs::symlink(&copy, &prints).unwrap();
    let search = s.tool("search_columns", json!({"text": NEW_NOTE}));
    let context = s.tool("get_table_context", json!({"table": "shop.support.ticket"}));
    for answer in [&search, &context] {
        let refused = answer.as_ref().expect_err("answered through the link");
        assert!(refused.contains("outside the connection root"), "{refused}");
    }
    assert_eq!(
        s.tool("search_columns", json!({"text": NOTE})).unwrap_err(),
        search.unwrap_err(),
        "nor from the archive"
    );
    s.close();
}

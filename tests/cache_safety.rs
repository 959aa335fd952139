//! The cache directory is the server's alone, and a crafted cache cannot hurt: the server
//! works in a marked directory of its own inside the one it is given, removes only what is
//! provably its own (never a name read from an archive that is not one of ours, never the
//! user's files), never opens a cache path blocking, and sweeps the temporaries of a killed
//! build at the next start (deleting the cache changes speed, never an answer: §7.1).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::path::{Path, PathBuf};
use std::time::{Duration, SystemTime};

use common::{Server, project_copy, scratch, serve_with_env};
use dbprint_index::container::{Archive, Directory, Writer};
use dbprint_index::postings::Postings;
use serde_json::json;

const HOME: &str = "dbprint-index";

fn server(project: &Path, cache: &Path) -> Server {
    serve_with_env(
        project,
        &["shop"],
        &[
            ("DBPRINT_CACHE_DIR", cache.to_str().unwrap()),
            ("RUST_LOG", "dbprint=info"),
        ],
    )
}

/// The text search every test asks: one column's value note.
fn answers(s: &mut Server) {
    let found = s.tool_json("search_columns", json!({"text": "within one hour"}));
    assert_eq!(found["total"], 1, "{found}");
}

/// Every file under `dir` whose name ends with `suffix`.
fn find(dir: &Path, suffix: &str) -> Vec<PathBuf> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap().flatten() {
        let path = entry.path();
        if path.to_string_lossy().ends_with(suffix) {
            out.push(path.clone());
        }
        if entry.file_type().unwrap().is_dir() {
            out.extend(find(&path, suffix));
        }
    }
    out
}

/// The archive a first server left for the fixture's shop in `cache`.
fn built_archive(project: &Path, cache: &Path) -> PathBuf {
    let mut s = server(project, cache);
    answers(&mut s);
    s.close();
    let archives = find(cache, ".dbpi");
    assert_eq!(archives.len(), 1, "{archives:?}");
    archives[0].clone()
}

/// Rewrites the archive at `path` whole, its checksum recomputed, with its text index named
/// `text`: what a crafted cache file looks like.
fn rename_text_index(path: &Path, text: &str) {
    let archive = Archive::open(path).unwrap();
    let mut directory: Directory =
        rkyv::deserialize::<Directory, rkyv::rancor::Error>(archive.directory()).unwrap();
    let mut writer = Writer::default();
    for (i, share) in directory.shares.iter_mut().enumerate() {
        share.blob = writer.blob(archive.share_bytes(i).unwrap());
    }
    if let Some(doc) = archive.manifest_doc() {
        directory.manifest_doc = Some(writer.document(&doc).unwrap());
    }
    if let Some(postings) = archive.postings() {
        let owned = rkyv::deserialize::<Postings, rkyv::rancor::Error>(postings).unwrap();
        directory.postings = Some(writer.postings(&owned).unwrap());
    }
    directory.joins = Some(writer.joins(&directory.shares).unwrap());
    if let (Some(meanings), Some((rows, _))) = (directory.meanings.as_mut(), archive.meanings()) {
        let rows: Vec<u8> = rows.iter().map(|&r| r as u8).collect();
        meanings.rows = writer.blob(&rows);
    }
    directory.text = Some(text.to_string());
    let bytes = writer.finish(directory).unwrap();
    drop(archive);
    std::fs::write(path, &bytes[..]).unwrap();
}

fn mkfifo(path: &Path) {
    let _ = std::fs::remove_file(path);
    let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes()).unwrap();
    // SAFETY: a NUL-terminated path.
    assert_eq!(unsafe { libc::mkfifo(name.as_ptr(), 0o600) }, 0);
}

fn age(path: &Path, by: Duration) {
    let file = std::fs::File::options().write(true).open(path).unwrap();
    file.set_modified(SystemTime::now() - by).unwrap();
}

#[test]
fn a_crafted_archive_naming_a_directory_outside_the_cache_removes_nothing() {
    let project = project_copy();
    let cache = scratch();
    let archive = built_archive(&project.0, &cache.0);
    let beside = archive.parent().unwrap().parent().unwrap().join("victim");
    let absolute = scratch();
    for (victim, named) in [
        (beside.clone(), "../victim".to_string()),
        (absolute.0.clone(), absolute.0.display().to_string()),
    ] {
        std::fs::create_dir_all(&victim).unwrap();
        std::fs::write(victim.join("precious.txt"), "keep me").unwrap();
        rename_text_index(&archive, &named);
        let mut s = server(&project.0, &cache.0);
        answers(&mut s);
        let said = s.stderr_text();
        s.close();
        assert_eq!(
            std::fs::read_to_string(victim.join("precious.txt")).unwrap(),
            "keep me",
            "{named}: {said}"
        );
        assert!(said.contains("not one of ours"), "{said}");
    }
}

#[test]
fn the_start_up_sweep_leaves_the_user_s_own_files_in_a_named_cache_directory() {
    let project = project_copy();
    let cache = scratch();
    let year = Duration::from_secs(365 * 24 * 3600);
    std::fs::create_dir_all(cache.0.join("notes.text")).unwrap();
    std::fs::write(cache.0.join("notes.text/chapter1.md"), "mine").unwrap();
    for file in ["thesis.tmp-draft", "old.dbpi", ".thesis.tmp-1-2-3"] {
        std::fs::write(cache.0.join(file), "mine").unwrap();
        age(&cache.0.join(file), year);
    }
    let mut s = server(&project.0, &cache.0);
    answers(&mut s);
    std::thread::sleep(Duration::from_millis(500));
    answers(&mut s);
    s.close();
    for kept in [
        "notes.text/chapter1.md",
        "thesis.tmp-draft",
        "old.dbpi",
        ".thesis.tmp-1-2-3",
    ] {
        assert!(cache.0.join(kept).exists(), "{kept} was removed");
    }
    assert!(
        cache.0.join(HOME).join("CACHEDIR.TAG").exists(),
        "ours, marked, beside them"
    );
}

#[test]
fn a_directory_of_the_server_s_name_that_is_not_marked_is_left_alone() {
    let project = project_copy();
    let cache = scratch();
    let foreign = cache.0.join(HOME);
    std::fs::create_dir_all(&foreign).unwrap();
    std::fs::write(foreign.join("old.dbpi"), "mine").unwrap();
    age(
        &foreign.join("old.dbpi"),
        Duration::from_secs(400 * 24 * 3600),
    );
    let mut s = server(&project.0, &cache.0);
    answers(&mut s);
    let said = s.stderr_text();
    s.close();
    assert!(said.contains("is not a dbprint cache"), "{said}");
    let left: Vec<_> = std::fs::read_dir(&foreign).unwrap().flatten().collect();
    assert_eq!(left.len(), 1, "nothing written or removed there: {left:?}");
}

#[test]
fn a_fifo_at_the_archive_path_never_hangs_a_call() {
    let project = project_copy();
    let cache = scratch();
    let archive = built_archive(&project.0, &cache.0);
    std::fs::remove_file(&archive).unwrap();
    mkfifo(&archive);
    let mut s = server(&project.0, &cache.0);
    answers(&mut s);
    answers(&mut s);
    let said = s.stderr_text();
    assert_eq!(
        said.matches("not a file of ours").count(),
        1,
        "said once: {said}"
    );
    assert_eq!(s.close(), Some(0), "stdin's end still stops the server");
    let meta = std::fs::symlink_metadata(&archive).unwrap();
    assert!(!meta.is_file(), "nothing was written over what is not ours");
}

#[test]
fn a_fifo_inside_the_text_index_never_hangs_a_call() {
    let project = project_copy();
    let cache = scratch();
    built_archive(&project.0, &cache.0);
    let texts = find(&cache.0, ".text");
    assert_eq!(texts.len(), 1, "{texts:?}");
    mkfifo(&texts[0].join("meta.json"));
    let mut s = server(&project.0, &cache.0);
    answers(&mut s);
    assert_eq!(s.close(), Some(0));
}

#[test]
fn temporaries_a_killed_build_left_are_removed_by_the_next_start_and_only_those() {
    let project = project_copy();
    let cache = scratch();
    let archive = built_archive(&project.0, &cache.0);
    let home = archive.parent().unwrap();
    let dead = home.join(".shop-1.dbpi.tmp-00000000000000aa-1");
    let dead_dir = home.join(".shop-1-0123456789abcdef.text.tmp-00000000000000aa-2");
    std::fs::write(&dead, "half an archive").unwrap();
    std::fs::create_dir_all(&dead_dir).unwrap();
    std::fs::write(dead_dir.join("segment"), "half an index").unwrap();
    let live_lock = home.join(".owner-00000000000000bb.lock");
    std::fs::write(&live_lock, "").unwrap();
    let held = std::fs::File::open(&live_lock).unwrap();
    use std::os::fd::AsRawFd;
    // SAFETY: a valid descriptor; the lock stands for a live writer until `held` is closed.
    assert_eq!(unsafe { libc::flock(held.as_raw_fd(), libc::LOCK_EX) }, 0);
    let live = home.join(".shop-1.dbpi.tmp-00000000000000bb-1");
    std::fs::write(&live, "being written").unwrap();
    for path in [&dead, &live, &live_lock] {
        age(path, Duration::from_secs(120));
    }
    let status = std::process::Command::new("touch")
        .args(["-d", "2 minutes ago"])
        .arg(&dead_dir)
        .status()
        .unwrap();
    assert!(status.success());
    let mut s = server(&project.0, &cache.0);
    answers(&mut s);
    std::thread::sleep(Duration::from_millis(500));
    s.close();
    assert!(!dead.exists(), "a dead writer's temporary file");
    assert!(!dead_dir.exists(), "a dead writer's temporary directory");
    assert!(
        live.exists() && live_lock.exists(),
        "a live writer's are kept"
    );
    drop(held);
}

#[test]
fn deleting_the_cache_changes_no_answer() {
    let project = project_copy();
    let cache = scratch();
    let mut first = server(&project.0, &cache.0);
    let built = first.tool_json("search_columns", json!({"pattern": "*id"}));
    first.close();
    std::fs::remove_dir_all(cache.0.join(HOME)).unwrap();
    let mut again = server(&project.0, &cache.0);
    assert_eq!(
        again.tool_json("search_columns", json!({"pattern": "*id"})),
        built
    );
    again.close();
}

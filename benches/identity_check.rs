//! The per-call identity check (§7.1) of a whole connection, and the ways it could be made,
//! on a generated print (`support/generate.rs`) of `DBPRINT_BENCH_TABLES` tables (default
//! 10,000), over the files the compiled index records for each table (its statistics and
//! statistics annotations, present or not):
//! - `path stat`: `stat` of each absolute path, one thread (what the check was);
//! - `fstatat, root held open`: one `fstatat` per file relative to the root's descriptor,
//!   one thread, and the same on the worker pool (what the server does: `store::RootDir`);
//! - `fstatat, table directories held open`: one descriptor per table directory (a
//!   descriptor per table of the user's limit), one thread and on the pool;
//! - `statx, root held open`: `statx` asking only the identity's fields;
//! - `io_uring statx`: the lookups batched through one io_uring (the kernel runs them on its
//!   own workers), when this kernel allows io_uring;
//! - `Registry::current, unchanged`: the whole check a warm `search_columns` makes before it
//!   answers (the manifest read, the root confirmed, every share's sources).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

#[path = "support/generated.rs"]
mod generated;

use std::ffi::CString;
use std::hint::black_box;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd};
use std::os::unix::ffi::OsStrExt;
use std::path::{Path, PathBuf};
use std::time::Duration;

use criterion::{BenchmarkId, Criterion, criterion_group, criterion_main};
use dbprint_index::CacheDir;
use dbprint_print::access::Reading;
use dbprint_print::config::{Project, resolve_served};
use dbprint_print::store::{RootDir, Seen};
use dbprint_service::state::State;

/// Every table directory of the connection's root.
fn table_dirs(root: &Path) -> Vec<PathBuf> {
    let mut dirs = Vec::new();
    let mut pending = vec![root.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            if entry.file_type().is_ok_and(|t| t.is_dir()) {
                pending.push(entry.path());
            } else if entry.file_name() == "statistics.yaml" {
                dirs.push(dir.clone());
            }
        }
    }
    dirs.sort();
    dirs
}

const FILES: [&str; 2] = ["statistics.yaml", "statistics.annotations.yaml"];

fn open_dir(path: &Path) -> OwnedFd {
    let name = CString::new(path.as_os_str().as_bytes()).expect("no NUL in the path");
    // SAFETY: a NUL-terminated path; the descriptor is owned from here on.
    let raw = unsafe { libc::open(name.as_ptr(), libc::O_PATH | libc::O_DIRECTORY) };
    assert!(raw >= 0, "{} opens", path.display());
    // SAFETY: just opened, owned by nothing else.
    unsafe { OwnedFd::from_raw_fd(raw) }
}

fn fstatat(dir: libc::c_int, name: &CString) -> bool {
    let mut stat = std::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: NUL-terminated name; `stat` is written by the call and not read here.
    unsafe { libc::fstatat(dir, name.as_ptr(), stat.as_mut_ptr(), 0) == 0 }
}

fn statx(dir: libc::c_int, name: &CString) -> bool {
    let mut out = std::mem::MaybeUninit::<libc::statx>::uninit();
    let mask = libc::STATX_TYPE
        | libc::STATX_INO
        | libc::STATX_SIZE
        | libc::STATX_MTIME
        | libc::STATX_CTIME;
    // SAFETY: NUL-terminated name; `out` is written by the call and not read here.
    unsafe { libc::statx(dir, name.as_ptr(), 0, mask, out.as_mut_ptr()) == 0 }
}

/// Every lookup of `names` (relative to `dir`) through one io_uring, in batches: how many
/// were found.
fn io_uring_statx(ring: &mut io_uring::IoUring, dir: libc::c_int, names: &[CString]) -> usize {
    use io_uring::{opcode, types};
    const BATCH: usize = 256;
    let mut out: Vec<libc::statx> = (0..BATCH)
        // SAFETY: statx is plain data; an all-zero value is valid.
        .map(|_| unsafe { std::mem::zeroed() })
        .collect();
    let mut found = 0;
    for batch in names.chunks(BATCH) {
        for (i, name) in batch.iter().enumerate() {
            let entry = opcode::Statx::new(
                types::Fd(dir),
                name.as_ptr(),
                (&mut out[i] as *mut libc::statx).cast(),
            )
            .mask(libc::STATX_INO | libc::STATX_SIZE | libc::STATX_MTIME | libc::STATX_CTIME)
            .build();
            // SAFETY: the name and the buffer outlive the batch, which is waited for below.
            unsafe { ring.submission().push(&entry) }.expect("the ring has room for a batch");
        }
        ring.submit_and_wait(batch.len())
            .expect("the batch completes");
        found += ring.completion().filter(|c| c.result() == 0).count();
    }
    found
}

fn benches(c: &mut Criterion) {
    let tables = generated::tables(10_000);
    let project = generated::print(tables);
    let root = project.join("prints/c0");
    let dirs = table_dirs(&root);
    let absolute: Vec<PathBuf> = dirs
        .iter()
        .flat_map(|d| FILES.iter().map(move |f| d.join(f)))
        .collect();
    let as_bytes: Vec<Vec<u8>> = absolute
        .iter()
        .map(|p| p.as_os_str().as_bytes().to_vec())
        .collect();
    let relative: Vec<CString> = absolute
        .iter()
        .map(|p| {
            let rel = p.strip_prefix(&root).expect("under the root");
            CString::new(rel.as_os_str().as_bytes()).expect("no NUL")
        })
        .collect();
    let names: Vec<CString> = FILES
        .iter()
        .map(|f| CString::new(*f).expect("no NUL"))
        .collect();
    let held = RootDir::open(&root).expect("the root opens");
    let root_fd = open_dir(&root);
    let dir_fds: Vec<OwnedFd> = dirs.iter().map(|d| open_dir(d)).collect();
    let files = absolute.len();

    let mut group = c.benchmark_group(format!("identity check, {tables} tables ({files} files)"));
    group
        .sample_size(20)
        .measurement_time(Duration::from_secs(5));
    group.bench_function("path stat, one thread", |b| {
        b.iter(|| {
            absolute
                .iter()
                .filter(|p| std::fs::metadata(p).is_ok())
                .count()
        })
    });
    group.bench_function("fstatat, root held open, one thread", |b| {
        b.iter(|| {
            as_bytes
                .iter()
                .filter(|p| held.seen(p) != Seen::Absent)
                .count()
        })
    });
    group.bench_function("fstatat, root held open, worker pool", |b| {
        b.iter(|| {
            dbprint_base::parallel::chunked(&as_bytes, 512, |part| {
                part.iter().filter(|p| held.seen(p) != Seen::Absent).count()
            })
            .into_iter()
            .sum::<usize>()
        })
    });
    group.bench_function("fstatat, table directories held open, one thread", |b| {
        b.iter(|| {
            dir_fds
                .iter()
                .flat_map(|fd| names.iter().map(move |n| fstatat(fd.as_raw_fd(), n)))
                .filter(|found| *found)
                .count()
        })
    });
    group.bench_function("fstatat, table directories held open, worker pool", |b| {
        b.iter(|| {
            dbprint_base::parallel::chunked(&dir_fds, 512, |part| {
                part.iter()
                    .flat_map(|fd| names.iter().map(move |n| fstatat(fd.as_raw_fd(), n)))
                    .filter(|found| *found)
                    .count()
            })
            .into_iter()
            .sum::<usize>()
        })
    });
    group.bench_function("statx, root held open, one thread", |b| {
        b.iter(|| {
            relative
                .iter()
                .filter(|n| statx(root_fd.as_raw_fd(), n))
                .count()
        })
    });
    match io_uring::IoUring::new(512) {
        Ok(mut ring) => {
            group.bench_function("io_uring statx, root held open", |b| {
                b.iter(|| io_uring_statx(&mut ring, root_fd.as_raw_fd(), &relative))
            });
        }
        Err(e) => eprintln!("io_uring statx: skipped, this kernel refuses io_uring ({e})"),
    }
    let config = Project::load(&project.join(".dbprint.yaml")).expect("the config loads");
    let cache = tempdir(&project);
    let state = State::with_cache(
        resolve_served(&config, None).expect("one connection"),
        CacheDir::locate(Some(&cache)),
    );
    let conn = &state.prints.served.connections[0];
    let current = |state: &State| {
        let reading = Reading::new(&state.prints);
        let compiled = state.index.current(&reading, conn);
        compiled.ok().flatten().map(|c| c.len())
    };
    assert_eq!(current(&state), Some(dirs.len()), "the index is built");
    group.bench_with_input(
        BenchmarkId::new("Registry::current, unchanged", tables),
        &state,
        |b, state| b.iter(|| black_box(current(state))),
    );
    group.finish();
}

/// A cache directory of this bench's own beside the print.
fn tempdir(project: &Path) -> PathBuf {
    let dir = project.with_extension("identity-cache");
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

criterion_group!(identity, benches);
criterion_main!(identity);

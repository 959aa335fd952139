//! The operating system calls std does not offer, each behind a safe function: file locks,
//! the monotonic clock, the kernel's random bytes, a thread's priority, the open-files limit,
//! the process's resident anonymous memory, a fifo (for tests of what refuses one) and a
//! read-only map of a file written once. This is
//! the one home of `libc`'s unsafe calls; the rest of the workspace's `unsafe` is the YAML
//! engine (`dbprint-yaml`'s `engine`), the worker pool's lifetime-erased job
//! (`parallel`) and the archive's checked-once access (`dbprint-index`'s `container`).
//! `stat_at` and `open_raw` reach print files, so clippy.toml allows them to the store and
//! `paths` alone, as it does the libc calls they wrap.

#![allow(clippy::disallowed_methods)] // wraps libc's open and stat for the store and paths

use std::ffi::CStr;
use std::fs::File;
use std::io;
use std::os::fd::{AsRawFd, FromRawFd, OwnedFd, RawFd};
use std::path::Path;

use memmap2::Mmap;

/// Takes `file`'s exclusive lock if no other holder has it; released by `unlock` or when the
/// file is closed.
pub fn try_lock(file: &File) -> bool {
    // SAFETY: flock takes a descriptor `file` keeps open for the call; no memory is passed.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX | libc::LOCK_NB) == 0 }
}

/// The process's resident memory that no file backs (its heap and stacks, not the pages of
/// mapped archives), in bytes: `/proc/self/statm`'s resident less its shared pages. `None`
/// where the kernel does not tell.
pub fn resident_anonymous() -> Option<usize> {
    let statm = std::fs::read_to_string("/proc/self/statm").ok()?;
    let mut fields = statm.split_whitespace().skip(1);
    let resident: usize = fields.next()?.parse().ok()?;
    let shared: usize = fields.next()?.parse().ok()?;
    // SAFETY: sysconf reads a constant of the system; no memory is passed.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) };
    let page = usize::try_from(page).ok().filter(|&p| p > 0)?;
    Some(resident.saturating_sub(shared).saturating_mul(page))
}

/// Waits for `file`'s exclusive lock.
pub fn lock(file: &File) -> bool {
    // SAFETY: as in `try_lock`.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_EX) == 0 }
}

/// Lets go of `file`'s lock.
pub fn unlock(file: &File) {
    // SAFETY: as in `try_lock`.
    unsafe { libc::flock(file.as_raw_fd(), libc::LOCK_UN) };
}

/// The monotonic clock in nanoseconds (CLOCK_MONOTONIC: since boot, in this time namespace).
pub fn monotonic_nanos() -> u64 {
    let mut at = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `at` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_MONOTONIC, &mut at) };
    (at.tv_sec as u64)
        .saturating_mul(1_000_000_000)
        .saturating_add(at.tv_nsec as u64)
}

/// Eight bytes from the kernel's random source, or none when it gives fewer.
pub fn random_u64() -> Option<u64> {
    let mut bytes = [0u8; 8];
    // SAFETY: `bytes` is a writable buffer of the length passed.
    let got = unsafe { libc::getrandom(bytes.as_mut_ptr().cast(), bytes.len(), 0) };
    (got == 8).then(|| u64::from_le_bytes(bytes))
}

/// Makes the calling thread the last the scheduler picks (nice 19).
pub fn lowest_priority() {
    // SAFETY: gettid and setpriority take no pointers; raising one's own nice value needs no
    // privilege.
    unsafe {
        let thread = libc::gettid();
        libc::setpriority(libc::PRIO_PROCESS, thread as libc::id_t, 19);
    }
}

/// The soft limit on open files (RLIMIT_NOFILE), none when unlimited or unknown.
pub fn soft_open_files_limit() -> Option<u64> {
    let mut limit = libc::rlimit {
        rlim_cur: 0,
        rlim_max: 0,
    };
    // SAFETY: getrlimit writes into the struct it is given and reads nothing else.
    let read = unsafe { libc::getrlimit(libc::RLIMIT_NOFILE, &mut limit) };
    (read == 0 && limit.rlim_cur != libc::RLIM_INFINITY).then_some(limit.rlim_cur)
}

/// The `stat` of `name` relative to the open directory `dir` (`fstatat` with `flags`), none
/// when the call fails.
pub fn stat_at(dir: RawFd, name: &CStr, flags: libc::c_int) -> Option<libc::stat> {
    let mut stat = std::mem::MaybeUninit::<libc::stat>::uninit();
    // SAFETY: `name` is NUL-terminated and `stat` is only read when the call filled it.
    let found = unsafe { libc::fstatat(dir, name.as_ptr(), stat.as_mut_ptr(), flags) };
    // SAFETY: fstatat returned 0, so it wrote `stat`.
    (found == 0).then(|| unsafe { stat.assume_init() })
}

/// `name` opened with `flags`, the descriptor owned; none when the call fails.
pub fn open_raw(name: &CStr, flags: libc::c_int) -> Option<OwnedFd> {
    // SAFETY: `name` is NUL-terminated; a descriptor returned is owned from here on.
    let raw = unsafe { libc::open(name.as_ptr(), flags) };
    // SAFETY: `raw` is a descriptor just opened and owned by nothing else.
    (raw >= 0).then(|| unsafe { OwnedFd::from_raw_fd(raw) })
}

/// Makes a fifo at `path` (mode 0600).
pub fn make_fifo(path: &Path) -> io::Result<()> {
    let name = std::ffi::CString::new(path.as_os_str().as_encoded_bytes())
        .map_err(|e| io::Error::new(io::ErrorKind::InvalidInput, e))?;
    // SAFETY: `name` is a NUL-terminated path that outlives the call.
    match unsafe { libc::mkfifo(name.as_ptr(), 0o600) } {
        0 => Ok(()),
        _ => Err(io::Error::last_os_error()),
    }
}

/// `file` mapped read-only. Only for files written whole before they are mapped and never
/// written in place afterwards (replaced only by rename), as the index's archives are: a
/// mapped inode that changed underneath would change bytes already checked.
pub fn map_written_once(file: &File) -> io::Result<Mmap> {
    // SAFETY: the caller's file is never written in place once mapped (the contract above).
    unsafe { Mmap::map(file) }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn resident_memory_grows_with_memory_touched() {
        let before = resident_anonymous().expect("Linux tells");
        // black_box: an optimised build may otherwise never make the allocation.
        let held = std::hint::black_box(vec![7u8; 64 << 20]);
        let after = resident_anonymous().expect("Linux tells");
        assert!(after >= before + (48 << 20), "{before} -> {after}");
        drop(held);
    }

    #[test]
    fn a_lock_taken_is_refused_to_a_second_descriptor_until_let_go() {
        let dir = std::env::temp_dir().join(format!("dbprint-sys-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("lock");
        let first = File::create(&path).unwrap();
        let second = File::open(&path).unwrap();
        assert!(try_lock(&first));
        assert!(!try_lock(&second));
        unlock(&first);
        assert!(try_lock(&second));
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn the_monotonic_clock_never_goes_back() {
        let a = monotonic_nanos();
        let b = monotonic_nanos();
        assert!(a > 0 && b >= a);
    }

    #[test]
    fn a_fifo_is_made_where_asked_and_a_path_with_nul_is_refused() {
        let dir = std::env::temp_dir().join(format!("dbprint-fifo-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("pipe");
        make_fifo(&path).unwrap();
        use std::os::unix::fs::FileTypeExt;
        assert!(
            std::fs::symlink_metadata(&path)
                .unwrap()
                .file_type()
                .is_fifo()
        );
        assert!(make_fifo(Path::new("a\0b")).is_err());
        std::fs::remove_dir_all(&dir).unwrap();
    }
}

//! Work split over the cores, fairly: the process's one persistent pool of helper threads
//! (one per core, started on first use: no call spawns a thread). A call's slice is cut into
//! pieces; the calling thread works through them itself while the helpers take one piece at
//! a time from each open call in turn. So a long call (a connection's cold build) and a short
//! one (a manifest's containment check, another connection's scan) share the cores piece by
//! piece: no call ever waits for another's pieces, only for a piece of its own a helper has
//! begun. Results come back in piece order. Below a size, on one core, or when the pool
//! cannot start, the calling thread does it all. A piece whose work panicked is done again on
//! the calling thread, so a caller always gets every piece's result. Work done `in_background`
//! (the warm-up's index builds) is cut finer and taken by a helper only when no other call
//! has a piece left, so it costs a call at most the one small piece each helper has in hand;
//! and while a call does work it needs (`foreground`), the background's own thread pauses
//! between pieces.

use std::cell::Cell;
use std::collections::VecDeque;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, OnceLock};

use parking_lot::{Condvar, Mutex};

/// Pieces per core a slice is cut into: small enough that calls interleave, few enough that
/// a piece's fixed cost is nothing.
const PIECES_PER_CORE: usize = 8;

/// Pieces per core a slice done `in_background` is cut into: finer, since a call that arrives
/// while a helper is in a background piece waits for that piece (a tenth of a 10,000-table
/// build in 8 pieces a core; a hundredth in 64).
const BACKGROUND_PIECES_PER_CORE: usize = 64;

/// One call's work as the helpers see it.
struct Group {
    next: AtomicUsize,
    len: usize,
    /// Whether helpers may still take a piece, and how many are running one.
    state: Mutex<(bool, usize)>,
    idle: Condvar,
    /// Runs piece `i`. Borrowed from the caller's stack: dereferenced only by a helper that
    /// took a piece while the group was open, and the caller closes the group and waits for
    /// every such helper before its stack frame ends.
    run: *const (dyn Fn(usize) + Sync),
    /// Taken only when no other group has a piece left.
    background: bool,
}

thread_local! {
    static BACKGROUND: Cell<bool> = const { Cell::new(false) };
}

/// How many calls are doing work they need (`foreground`), and the wake-up for the
/// background when none is left.
static FOREGROUND: Mutex<usize> = Mutex::new(0);
static FOREGROUND_DONE: Condvar = Condvar::new();

/// A call doing work it waits for (a build its answer needs), counted while held: the
/// background's own thread takes no further piece meanwhile (`run`), so the warm-up never
/// makes a call's build slower than it is alone.
pub struct Foreground(());

impl Drop for Foreground {
    fn drop(&mut self) {
        let mut busy = FOREGROUND.lock();
        *busy = busy.saturating_sub(1);
        if *busy == 0 {
            FOREGROUND_DONE.notify_all();
        }
    }
}

/// Counts this thread's work as a call's until the guard is dropped; `None` on a thread
/// working `in_background` (the warm-up's own build is not a call's).
pub fn foreground() -> Option<Foreground> {
    if BACKGROUND.with(Cell::get) {
        return None;
    }
    *FOREGROUND.lock() += 1;
    Some(Foreground(()))
}

/// Waits while any call is doing work it needs.
fn after_foreground() {
    let mut busy = FOREGROUND.lock();
    while *busy > 0 {
        FOREGROUND_DONE.wait(&mut busy);
    }
}

/// Runs `work` with every slice it splits taken by the helpers only when nothing else waits.
pub fn in_background<T>(work: impl FnOnce() -> T) -> T {
    let was = BACKGROUND.with(|b| b.replace(true));
    let out = work();
    BACKGROUND.with(|b| b.set(was));
    out
}

// SAFETY: `run` points to a `Sync` closure, called only while its caller waits (see `run`).
unsafe impl Send for Group {}
// SAFETY: as above; every other field is itself `Sync`.
unsafe impl Sync for Group {}

impl Group {
    /// A piece for a helper, counted as running, while the group is open.
    fn take(&self) -> Option<usize> {
        let mut state = self.state.lock();
        if !state.0 {
            return None;
        }
        let i = self.next.fetch_add(1, Ordering::Relaxed);
        if i >= self.len {
            return None;
        }
        state.1 += 1;
        Some(i)
    }

    fn finished_one(&self) {
        let mut state = self.state.lock();
        state.1 -= 1;
        if state.1 == 0 {
            self.idle.notify_all();
        }
    }

    /// Lets no helper take another piece, and waits for those running one.
    fn close(&self) {
        let mut state = self.state.lock();
        state.0 = false;
        while state.1 > 0 {
            self.idle.wait(&mut state);
        }
    }
}

/// The open calls, taken in turn by the helpers.
#[derive(Default)]
struct Pool {
    open: Mutex<VecDeque<Arc<Group>>>,
    work: Condvar,
}

impl Pool {
    /// The next open call with a piece to take, rotated to the back, a call in the background
    /// only when no other has one; one with none left is dropped from the queue.
    fn next(&self) -> (Arc<Group>, usize) {
        let mut open = self.open.lock();
        loop {
            for background in [false, true] {
                let mut at = 0;
                while at < open.len() {
                    if open[at].background != background {
                        at += 1;
                        continue;
                    }
                    let Some(group) = open.remove(at) else {
                        break;
                    };
                    if let Some(i) = group.take() {
                        open.push_back(Arc::clone(&group));
                        return (group, i);
                    }
                }
            }
            self.work.wait(&mut open);
        }
    }

    fn helper(&self) {
        loop {
            let (group, i) = self.next();
            // SAFETY: `take` counted this piece as running while the group was open, so its
            // caller is still inside `run`, waiting in `close`, and `group.run` is alive.
            let run = unsafe { &*group.run };
            let _ = catch_unwind(AssertUnwindSafe(|| run(i)));
            group.finished_one();
        }
    }

    fn withdraw(&self, group: &Arc<Group>) {
        self.open.lock().retain(|g| !Arc::ptr_eq(g, group));
    }
}

/// The pool, or `None` when its threads could not be started.
fn pool() -> Option<&'static Pool> {
    static POOL: OnceLock<Option<Pool>> = OnceLock::new();
    POOL.get_or_init(|| {
        let started = (0..workers()).all(|i| {
            crate::threads::named(format!("dbprint-pool-{i}"))
                .spawn(|| {
                    if let Some(pool) = pool() {
                        pool.helper();
                    }
                })
                .map_err(|e| {
                    tracing::warn!("cannot start the worker pool ({e}); working on one thread")
                })
                .is_ok()
        });
        started.then(Pool::default)
    })
    .as_ref()
}

fn workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `work` applied to `items` in pieces, by the calling thread and the pool's helpers; the
/// results in piece order.
pub fn chunked<T: Sync, R: Send>(
    items: &[T],
    serial_below: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let workers = workers();
    let pool = match pool() {
        Some(pool) if items.len() >= serial_below && workers > 1 => pool,
        _ => return vec![work(items)],
    };
    let per_core = if BACKGROUND.with(Cell::get) {
        BACKGROUND_PIECES_PER_CORE
    } else {
        PIECES_PER_CORE
    };
    let parts: Vec<&[T]> = items
        .chunks(items.len().div_ceil(workers * per_core).max(1))
        .collect();
    let done: Vec<Mutex<Option<R>>> = parts.iter().map(|_| Mutex::new(None)).collect();
    let piece = |i: usize| {
        if let (Some(part), Some(slot)) = (parts.get(i), done.get(i)) {
            *slot.lock() = catch_unwind(AssertUnwindSafe(|| work(part))).ok();
        }
    };
    run(pool, parts.len(), &piece);
    done.into_iter()
        .zip(parts)
        .map(|(slot, part)| slot.into_inner().unwrap_or_else(|| work(part)))
        .collect()
}

/// Runs `piece(0..len)` on this thread and the helpers; returns once every piece is done.
fn run(pool: &Pool, len: usize, piece: &(dyn Fn(usize) + Sync)) {
    // SAFETY: only the lifetime is erased. The pointer is dereferenced by helpers only for a
    // piece taken while the group is open (`Group::take`); `close` below shuts the group and
    // waits for every such piece before this frame, which owns the borrow, returns.
    let erased: *const (dyn Fn(usize) + Sync + 'static) =
        unsafe { std::mem::transmute(piece as *const (dyn Fn(usize) + Sync + '_)) };
    let group = Arc::new(Group {
        next: AtomicUsize::new(0),
        len,
        state: Mutex::new((true, 0)),
        idle: Condvar::new(),
        run: erased,
        background: BACKGROUND.with(Cell::get),
    });
    pool.open.lock().push_back(Arc::clone(&group));
    pool.work.notify_all();
    loop {
        if group.background {
            after_foreground();
        }
        let i = group.next.fetch_add(1, Ordering::Relaxed);
        if i >= len {
            break;
        }
        piece(i);
    }
    group.close();
    pool.withdraw(&group);
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicBool;
    use std::time::Duration;

    #[test]
    fn the_backgrounds_own_thread_takes_no_piece_while_a_call_does_work_it_needs() {
        let busy = foreground().expect("a test's thread is a call's");
        let own = Arc::new(AtomicUsize::new(0));
        let counted = Arc::clone(&own);
        let background = crate::threads::named("test-background")
            .spawn(move || {
                let me = std::thread::current().id();
                let items: Vec<usize> = (0..10_000).collect();
                in_background(|| {
                    chunked(&items, 1, |part: &[usize]| {
                        if std::thread::current().id() == me {
                            counted.fetch_add(1, Ordering::Relaxed);
                        }
                        std::thread::sleep(Duration::from_millis(5));
                        part.len()
                    })
                    .into_iter()
                    .sum::<usize>()
                })
            })
            .unwrap();
        std::thread::sleep(Duration::from_millis(200));
        assert_eq!(own.load(Ordering::Relaxed), 0, "it paused");
        drop(busy);
        assert_eq!(
            background.join().unwrap(),
            10_000,
            "and finished once let go"
        );
    }

    #[test]
    fn pieces_come_back_in_order_and_cover_every_item() {
        let items: Vec<usize> = (0..10_000).collect();
        let parts: Vec<Vec<usize>> = chunked(&items, 100, |part| part.to_vec());
        let all: Vec<usize> = parts.into_iter().flatten().collect();
        assert_eq!(all, items);
        assert_eq!(chunked(&items[..10], 100, |part| part.len()), [10]);
    }

    #[test]
    fn the_work_runs_on_the_caller_and_the_persistent_pool_only() {
        let items: Vec<usize> = (0..1_000).collect();
        let caller = std::thread::current().id();
        let on = |_: &[usize]| {
            let me = std::thread::current();
            me.id() == caller || me.name().is_some_and(|n| n.starts_with("dbprint-pool-"))
        };
        assert!(chunked(&items, 10, on).into_iter().all(|ok| ok));
    }

    #[test]
    fn a_piece_that_panicked_is_done_again_on_the_caller() {
        let items: Vec<usize> = (0..1_000).collect();
        let failed = AtomicBool::new(false);
        let lens = chunked(&items, 10, |part: &[usize]| {
            assert!(
                part[0] != 0 || failed.swap(true, Ordering::SeqCst),
                "first try fails"
            );
            part.len()
        });
        assert_eq!(lens.iter().sum::<usize>(), 1_000);
        assert!(failed.load(Ordering::SeqCst));
    }

    #[test]
    fn a_short_call_finishes_while_a_long_one_holds_every_helper() {
        if workers() < 2 {
            return;
        }
        let release = Arc::new(AtomicBool::new(false));
        let started = Arc::new(AtomicUsize::new(0));
        let long = {
            let (release, started) = (Arc::clone(&release), Arc::clone(&started));
            std::thread::spawn(move || {
                let items: Vec<usize> = (0..1_000).collect();
                chunked(&items, 10, |part: &[usize]| {
                    started.fetch_add(1, Ordering::SeqCst);
                    while !release.load(Ordering::SeqCst) {
                        std::thread::sleep(Duration::from_millis(1));
                    }
                    part.len()
                })
            })
        };
        while started.load(Ordering::SeqCst) < workers() + 1 {
            std::thread::sleep(Duration::from_millis(1));
        }
        let (tx, rx) = std::sync::mpsc::channel();
        std::thread::spawn(move || {
            let items: Vec<usize> = (0..1_000).collect();
            let _ = tx.send(chunked(&items, 10, |part: &[usize]| part.len()));
        });
        let short = rx.recv_timeout(Duration::from_secs(30));
        release.store(true, Ordering::SeqCst);
        assert_eq!(short.map(|l| l.iter().sum::<usize>()), Ok(1_000));
        assert_eq!(
            long.join().map(|l| l.iter().sum::<usize>()).ok(),
            Some(1_000)
        );
    }

    #[test]
    fn a_helper_takes_background_work_only_when_no_other_call_has_a_piece_left() {
        if workers() < 2 {
            return;
        }
        type Log = Mutex<Vec<(char, std::time::Instant, bool)>>;
        let log: Arc<Log> = Arc::default();
        let piece = |kind: char, log: &Log, pause: u64| {
            let helper = std::thread::current()
                .name()
                .is_some_and(|n| n.starts_with("dbprint-pool-"));
            log.lock().push((kind, std::time::Instant::now(), helper));
            std::thread::sleep(Duration::from_millis(pause));
        };
        let background = {
            let log = Arc::clone(&log);
            std::thread::spawn(move || {
                in_background(|| {
                    let items: Vec<usize> = (0..64).collect();
                    chunked(&items, 1, |_: &[usize]| piece('b', &log, 20))
                })
            })
        };
        std::thread::sleep(Duration::from_millis(50));
        let items: Vec<usize> = (0..64).collect();
        chunked(&items, 1, |_: &[usize]| piece('f', &log, 5));
        background.join().unwrap();
        let log = log.lock();
        let starts = |kind: char| log.iter().filter(move |e| e.0 == kind).map(|e| e.1);
        let (first, last) = (starts('f').min().unwrap(), starts('f').max().unwrap());
        let slack = Duration::from_millis(2);
        let crowded_out = log.iter().filter(|(kind, at, helper)| {
            *kind == 'b' && *helper && *at > first + slack && *at + slack < last
        });
        assert_eq!(
            crowded_out.count(),
            0,
            "no helper began background work while a call had pieces left"
        );
        assert!(
            log.iter().any(|(kind, _, helper)| *kind == 'f' && *helper),
            "the helpers took the call's pieces"
        );
    }
}

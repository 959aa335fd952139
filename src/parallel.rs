//! Work split over the cores: a slice cut into one chunk per core, each chunk handled on the
//! process's one persistent pool of worker threads (rayon, one thread per core, started on
//! first use: no call spawns a thread), the results in chunk order. Below a size, on one core,
//! or when the pool cannot start, one chunk on the calling thread. A chunk whose work panicked
//! is done again on the calling thread, so a caller always gets every chunk's result.

use std::panic::{AssertUnwindSafe, catch_unwind};
use std::sync::OnceLock;

/// The pool, or `None` when its threads could not be started.
fn pool() -> Option<&'static rayon::ThreadPool> {
    static POOL: OnceLock<Option<rayon::ThreadPool>> = OnceLock::new();
    POOL.get_or_init(|| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(workers())
            .thread_name(|i| format!("dbprint-pool-{i}"))
            .build()
            .map_err(|e| {
                tracing::warn!("cannot start the worker pool ({e}); working on one thread")
            })
            .ok()
    })
    .as_ref()
}

fn workers() -> usize {
    std::thread::available_parallelism().map_or(1, |n| n.get())
}

/// `work` applied to `items` in chunks, one per core; the results in order.
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
    let parts: Vec<&[T]> = items.chunks(items.len().div_ceil(workers)).collect();
    let mut done: Vec<Option<R>> = parts.iter().map(|_| None).collect();
    let work = &work;
    pool.scope(|scope| {
        for (slot, part) in done.iter_mut().zip(&parts) {
            scope.spawn(move |_| *slot = catch_unwind(AssertUnwindSafe(|| work(part))).ok());
        }
    });
    done.into_iter()
        .zip(parts)
        .map(|(result, part)| result.unwrap_or_else(|| work(part)))
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn chunks_come_back_in_order_and_cover_every_item() {
        let items: Vec<usize> = (0..10_000).collect();
        let sums: Vec<Vec<usize>> = chunked(&items, 100, |part| part.to_vec());
        let all: Vec<usize> = sums.into_iter().flatten().collect();
        assert_eq!(all, items);
        assert_eq!(chunked(&items[..10], 100, |part| part.len()), [10]);
    }

    #[test]
    fn the_work_runs_on_the_persistent_pool_not_on_threads_of_its_own() {
        let items: Vec<usize> = (0..1_000).collect();
        let names = |_: &[usize]| std::thread::current().name().map(str::to_string);
        let first: Vec<Option<String>> = chunked(&items, 10, names);
        if workers() > 1 {
            assert!(
                first
                    .iter()
                    .all(|n| n.as_deref().is_some_and(|n| n.starts_with("dbprint-pool-"))),
                "{first:?}"
            );
        }
    }

    #[test]
    fn a_chunk_that_panicked_is_done_again_on_the_caller() {
        let items: Vec<usize> = (0..1_000).collect();
        let on_pool = |part: &[usize]| {
            let pooled = std::thread::current()
                .name()
                .is_some_and(|n| n.starts_with("dbprint-pool-"));
            assert!(!pooled || part[0] != 0, "the first chunk fails on the pool");
            part.len()
        };
        let lens = chunked(&items, 10, on_pool);
        assert_eq!(lens.iter().sum::<usize>(), 1_000);
    }
}

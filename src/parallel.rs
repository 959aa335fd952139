//! Work split over the cores: a slice cut into one chunk per core, each chunk handled on a
//! scoped thread, the results in chunk order. Below a size, or on one core, one chunk on the
//! calling thread. A chunk whose thread panicked is done again on the calling thread, so a
//! caller always gets every chunk's result.

/// `work` applied to `items` in chunks, one per core; the results in order.
pub fn chunked<T: Sync, R: Send>(
    items: &[T],
    serial_below: usize,
    work: impl Fn(&[T]) -> R + Sync,
) -> Vec<R> {
    let workers = std::thread::available_parallelism().map_or(1, |n| n.get());
    if items.len() < serial_below || workers == 1 {
        return vec![work(items)];
    }
    let work = &work;
    std::thread::scope(|scope| {
        let parts: Vec<_> = items
            .chunks(items.len().div_ceil(workers))
            .map(|part| (part, scope.spawn(move || work(part))))
            .collect();
        parts
            .into_iter()
            .map(|(part, handle)| handle.join().unwrap_or_else(|_| work(part)))
            .collect()
    })
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
}

//! The tree search's memory is bounded by the exact search's work cap, the region and the
//! trees it finds, never by 2^(k-1) cells per region table nor by a region-wide array per
//! Dijkstra run. Over a chain of 100,000 tables (one component), seven tables a few hundred
//! hops apart get their tree proven by Dreyfus–Wagner over the few thousand tables near
//! them, and ten tables far apart get the heuristic's; every byte either call allocates is
//! counted on its thread, and the most it holds at once stays within the exact search's
//! cells at its work cap, `REGION_BYTES` per region table and `TREE_BYTES` per step of the
//! tree, while all it allocates, run after run, stays within a few times that.

use std::alloc::{GlobalAlloc, Layout, System};
use std::cell::Cell;

use super::exact::{Back, EXACT_WORK};
use crate::graph::Cost;
use crate::graph::tests::{access, edge, graph_of, share};
use crate::records::Detection;
use crate::{JoinGraph, Link, Tree};

/// How many tables the chain holds.
const TABLES: usize = 100_000;
/// What the region may hold per table: its graph table, its arcs (two on a chain), its local
/// number, what passing costs, and the Dijkstra's cost and how it was reached.
const REGION_BYTES: usize = 160;
/// What a tree may hold per step, in every copy a call keeps at once: the heuristic's trees
/// from two starts, the best, its steps both ways, the answer.
const TREE_BYTES: usize = 256;
/// How many times the most a call holds it may allocate in all.
const ALLOCATED_TIMES: usize = 3;

thread_local! {
    /// The bytes this thread holds; the most it held at once, and all it allocated, since
    /// `measured` began.
    static LIVE: Cell<usize> = const { Cell::new(0) };
    static PEAK: Cell<usize> = const { Cell::new(0) };
    static ALLOCATED: Cell<usize> = const { Cell::new(0) };
}

/// The system allocator, counting what each thread holds and allocates.
struct Counting;

#[global_allocator]
static COUNTING: Counting = Counting;

/// This thread now holds `size` bytes more.
fn grew(size: usize) {
    let live = LIVE.with(|live| {
        live.set(live.get().saturating_add(size));
        live.get()
    });
    PEAK.with(|peak| peak.set(peak.get().max(live)));
    ALLOCATED.with(|all| all.set(all.get().saturating_add(size)));
}

/// This thread now holds `size` bytes fewer (ones another thread allocated count as none).
fn shrank(size: usize) {
    LIVE.with(|live| live.set(live.get().saturating_sub(size)));
}

// SAFETY: every call goes to the system allocator as it came; the counts are a side note.
unsafe impl GlobalAlloc for Counting {
    unsafe fn alloc(&self, layout: Layout) -> *mut u8 {
        // SAFETY: the layout is the caller's, as `GlobalAlloc::alloc` requires.
        let at = unsafe { System.alloc(layout) };
        if !at.is_null() {
            grew(layout.size());
        }
        at
    }

    unsafe fn alloc_zeroed(&self, layout: Layout) -> *mut u8 {
        // SAFETY: as `alloc`.
        let at = unsafe { System.alloc_zeroed(layout) };
        if !at.is_null() {
            grew(layout.size());
        }
        at
    }

    unsafe fn dealloc(&self, at: *mut u8, layout: Layout) {
        // SAFETY: `at` was allocated by `System` with `layout`, as every allocation here is.
        unsafe { System.dealloc(at, layout) };
        shrank(layout.size());
    }

    unsafe fn realloc(&self, at: *mut u8, layout: Layout, size: usize) -> *mut u8 {
        // SAFETY: as `dealloc`, and `size` is the caller's.
        let moved = unsafe { System.realloc(at, layout, size) };
        if !moved.is_null() {
            shrank(layout.size());
            grew(size);
        }
        moved
    }
}

/// What a call held at most at once, and allocated in all, beyond what its thread held before.
struct Measure {
    peak: usize,
    allocated: usize,
}

/// The trees over `asked` (the cheapest and two alternatives), and what the call took.
fn measured(graph: &JoinGraph, edge: &super::EdgeOf, asked: &[usize]) -> (Vec<Tree>, Measure) {
    let before = LIVE.with(Cell::get);
    PEAK.with(|peak| peak.set(before));
    ALLOCATED.with(|all| all.set(0));
    let trees = graph.trees(asked, 3, edge);
    let measure = Measure {
        peak: PEAK.with(Cell::get) - before,
        allocated: ALLOCATED.with(Cell::get),
    };
    (trees, measure)
}

/// The most a call over `asked` tables whose tree has `steps` steps may hold: the exact
/// search's cells at its work cap (none above `EXACT_UP_TO` tables), the region's share and
/// the tree's.
fn bound(asked: usize, steps: usize) -> usize {
    let others = asked as u32 - 1;
    let cells = if asked <= super::EXACT_UP_TO {
        EXACT_WORK / 3usize.pow(others) * 2usize.pow(others)
    } else {
        0
    };
    cells * (size_of::<Cost>() + size_of::<Back>()) + REGION_BYTES * TABLES + TREE_BYTES * steps
}

/// Asserts that `measure`, for a call over `asked` tables with a tree of `steps` steps, is
/// within the bounds.
fn within_bounds(measure: &Measure, asked: usize, steps: usize) {
    let most = bound(asked, steps);
    assert!(
        measure.peak <= most,
        "{asked} tables: held {} bytes at once, over {most}",
        measure.peak
    );
    assert!(
        measure.allocated <= ALLOCATED_TIMES * most,
        "{asked} tables: allocated {} bytes in all, over {}",
        measure.allocated,
        ALLOCATED_TIMES * most
    );
}

#[test]
fn the_tree_search_holds_its_work_cap_the_region_and_the_tree_never_a_table_per_subset() {
    let bytes: Vec<Vec<u8>> = (0..TABLES)
        .map(|i| {
            let next = (i + 1 < TABLES)
                .then(|| edge(&format!("t{}", i + 1), Detection::Declared, 1.0, false));
            share(&format!("t{i}"), next.into_iter().collect())
        })
        .collect();
    let shares = access(&bytes);
    let graph = graph_of(&shares);
    assert_eq!(graph.component(0).1 as usize, TABLES, "one component");
    let edge = |link: &Link| shares[link.share as usize].edges.get(link.edge as usize);

    let seven: Vec<usize> = (0..7).map(|i| 50_000 + 400 * i).collect();
    let (trees, measure) = measured(&graph, &edge, &seven);
    assert!(
        trees[0].exact,
        "proven by the exact search, which this measures"
    );
    assert_eq!((trees[0].cost, trees[0].steps.len()), (2_400.0, 2_400));
    let tables_per_subset = 2usize.pow(6) * TABLES * size_of::<Cost>();
    assert!(
        bound(7, 2_400) < tables_per_subset,
        "the bound is below the costs alone of 2^6 cells per region table"
    );
    within_bounds(&measure, 7, 2_400);

    let ten: Vec<usize> = (0..10).map(|i| 5_000 + 10_000 * i).collect();
    let (trees, measure) = measured(&graph, &edge, &ten);
    assert!(!trees[0].exact);
    assert_eq!((trees[0].cost, trees[0].steps.len()), (90_000.0, 90_000));
    within_bounds(&measure, 10, 90_000);
}

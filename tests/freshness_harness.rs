//! §7.1, randomized: every change to a print file, however it is made, is visible to the
//! very next call of a long-running server — its answers equal a fresh process's over an
//! empty cache. Two runs of `DBPRINT_HARNESS_ROUNDS` rounds (default 30) each, side by side,
//! the second on the next seed; `DBPRINT_HARNESS_SEED` replays a run; the long form is
//! `cargo bench --bench freshness`.

mod common;
#[path = "common/freshness/mod.rs"]
mod freshness;

/// One run of the harness, on the seed given (or drawn) plus `offset`.
fn run_from_seed_plus(offset: u64) {
    let mut options = freshness::Options::from_env(30);
    options.seed = options.seed.wrapping_add(offset);
    eprintln!(
        "freshness harness: seed {} ({} rounds)",
        options.seed, options.rounds
    );
    let outcome = freshness::run(&options);
    assert_eq!(outcome.differing_answers(), 0, "{}", outcome.report(20));
}

#[test]
fn every_change_is_seen_by_the_next_call_of_a_running_server_spec_7_1() {
    run_from_seed_plus(0);
}

#[test]
fn every_change_is_seen_by_the_next_call_of_a_running_server_on_the_next_seed_spec_7_1() {
    run_from_seed_plus(1);
}

//! §7.1, randomized: every change to a print file, however it is made, is visible to the
//! very next call of a long-running server — its answers equal a fresh process's over an
//! empty cache. `DBPRINT_HARNESS_ROUNDS` (default 60) sets the rounds, `DBPRINT_HARNESS_SEED`
//! replays a run; the long form is `cargo bench --bench freshness`.

mod common;
#[path = "common/freshness/mod.rs"]
mod freshness;

#[test]
fn every_change_is_seen_by_the_next_call_of_a_running_server_spec_7_1() {
    let options = freshness::Options::from_env(60);
    eprintln!(
        "freshness harness: seed {} ({} rounds)",
        options.seed, options.rounds
    );
    let outcome = freshness::run(&options);
    assert_eq!(outcome.differing_answers(), 0, "{}", outcome.report(20));
}

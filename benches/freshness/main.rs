//! The long form of the randomized freshness harness (MCP spec §7.1; the harness itself is
//! `tests/common/freshness`, whose short form is `tests/freshness_harness.rs`): one
//! long-running server over a copy of the fixture project, 2,000 rounds of one random change
//! each, every answer after a change compared with a fresh process's over an empty cache.
//!
//! ```text
//! cargo bench --bench freshness -- [--rounds N] [--seed N]
//! ```
//!
//! `DBPRINT_HARNESS_ROUNDS` and `DBPRINT_HARNESS_SEED` say the same; the flags win. Under
//! `cargo bench -- --test` (CI) it runs 5 rounds. It prints the rounds and differing answers
//! per kind of change and the first failing rounds in full; exit 1 on any differing answer.

#[path = "../../tests/common/mod.rs"]
mod common;
#[path = "../../tests/common/freshness/mod.rs"]
mod freshness;

fn usage(why: &str) -> ! {
    eprintln!("freshness: {why}\nusage: cargo bench --bench freshness -- [--rounds N] [--seed N]");
    std::process::exit(2)
}

fn main() {
    let mut options = freshness::Options::from_env(2_000);
    let mut args = std::env::args().skip(1);
    while let Some(arg) = args.next() {
        let mut number = || -> u64 {
            args.next()
                .and_then(|v| v.parse().ok())
                .unwrap_or_else(|| usage(&format!("{arg} takes a number")))
        };
        match arg.as_str() {
            "--bench" => {}
            "--test" => options.rounds = 5,
            "--rounds" => options.rounds = number() as usize,
            "--seed" => options.seed = number(),
            other => usage(&format!("unknown argument {other:?}")),
        }
    }
    options.progress = true;
    eprintln!(
        "freshness: {} rounds, seed {}, against {}",
        options.rounds,
        options.seed,
        common::BIN
    );
    let outcome = freshness::run(&options);
    print!("{}", outcome.report(30));
    if outcome.differing_answers() > 0 {
        std::process::exit(1);
    }
}

//! The outcome as text: per kind of change, how many rounds and differing answers (and on
//! which tools), then the first failing rounds in full, each with what replays it.

use std::fmt::Write as _;

use super::changes::KINDS;
use super::run::Outcome;

impl Outcome {
    /// Differing answers over all rounds, the baseline's included.
    pub fn differing_answers(&self) -> usize {
        self.baseline.len()
            + self
                .tallies
                .values()
                .map(|t| t.differing_answers)
                .sum::<usize>()
    }

    /// The per-kind table, then up to `shown` failing rounds in full.
    pub fn report(&self, shown: usize) -> String {
        let mut out = String::new();
        let _ = writeln!(
            out,
            "freshness harness: seed {} (DBPRINT_HARNESS_SEED={} replays it), {} rounds in {:.1} s, {} differing answers",
            self.seed,
            self.seed,
            self.rounds,
            self.elapsed.as_secs_f64(),
            self.differing_answers()
        );
        let _ = writeln!(
            out,
            "  {:<46} {:>6} {:>10} {:>9}  differing answers by tool",
            "kind of change", "rounds", "differing", "answers"
        );
        for kind in KINDS {
            let Some(t) = self.tallies.get(&kind) else {
                let _ = writeln!(out, "  {:<46} {:>6}", kind.name(), 0);
                continue;
            };
            let tools: Vec<String> = t.by_tool.iter().map(|(k, n)| format!("{k} {n}")).collect();
            let _ = writeln!(
                out,
                "  {:<46} {:>6} {:>10} {:>9}  {}",
                kind.name(),
                t.rounds,
                t.differing_rounds,
                t.differing_answers,
                tools.join(", ")
            );
            for (variant, (rounds, differing)) in &t.by_variant {
                let _ = writeln!(out, "    {variant:<44} {rounds:>6} {differing:>10}");
            }
        }
        for (first, last, line) in self.warnings.iter().take(shown) {
            let _ = writeln!(
                out,
                "the long-running server of rounds {first}..={last} warned: {line}"
            );
        }
        if self.warnings.len() > shown {
            let _ = writeln!(out, "({} more warnings)", self.warnings.len() - shown);
        }
        if !self.baseline.is_empty() {
            let _ = writeln!(out, "with no change at all (a harness fault):");
            for d in &self.baseline {
                let _ = writeln!(out, "    {}\n      {}", d.label, d.difference);
            }
        }
        for f in self.failures.iter().take(shown) {
            let history: Vec<&str> = f.since_start.iter().map(|k| k.name()).collect();
            let _ = writeln!(
                out,
                "round {} [{}] (seed {}): {}\n  changes since the server started: {}",
                f.round,
                f.kind.name(),
                self.seed,
                f.what,
                history.join(" | ")
            );
            for d in &f.calls {
                let persists = if d.persists { "still" } else { "no longer" };
                let _ = writeln!(
                    out,
                    "    {} ({persists} differing 0.5 s later)\n      {}",
                    d.label, d.difference
                );
            }
        }
        if self.failures.len() > shown {
            let _ = writeln!(out, "({} more failing rounds)", self.failures.len() - shown);
        }
        if !self.failures.is_empty() {
            let _ = writeln!(
                out,
                "(a call's \"0.5 s later\" follows the fresh process's reads of the same files, and opening a file is itself a change notice to the server; the probe's follows no other read)"
            );
        }
        out
    }
}

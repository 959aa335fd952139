//! The one line `serve` says at start, whatever `RUST_LOG` asks: which connections it serves,
//! how many tables each print lists, and whether each archive is compiled already or is to
//! be compiled (now, by the warm-up, or at the first call that needs it); a manifest that
//! does not read is said with its fault, never as no print.

use crate::state::State;
use dbprint_index::Glance;
use dbprint_print::access::Reading;

/// When the archives not yet compiled will be.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compiling {
    /// The warm-up compiles them now, in the background.
    Now,
    /// The first call that needs one compiles it (`--no-warm`).
    AtFirstCall,
}

/// `head`, then each served connection as a first look finds it.
pub fn line(state: &State, head: &str, compiling: Compiling) -> String {
    let reading = Reading::new(&state.prints);
    let each: Vec<String> = state
        .prints
        .served
        .connections
        .iter()
        .map(|conn| {
            let glance = state.index.glance(conn, &reading);
            format!("{} ({})", conn.name, described(glance, compiling))
        })
        .collect();
    format!("{head}: {}", each.join(", "))
}

fn described(glance: Glance, compiling: Compiling) -> String {
    match (glance, compiling) {
        (Glance::Compiled(n), _) => format!("{}, archive compiled", tables(n)),
        (Glance::ToCompile(n), Compiling::Now) => format!("{}, compiling its archive", tables(n)),
        (Glance::ToCompile(n), Compiling::AtFirstCall) => {
            format!("{}, its archive compiled at the first call", tables(n))
        }
        (Glance::NoPrint, _) => "no print yet".to_string(),
        (Glance::Unreadable(why), _) => format!("its manifest does not read: {why}"),
    }
}

fn tables(n: usize) -> String {
    if n == 1 {
        "1 table".to_string()
    } else {
        format!("{n} tables")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_connection_says_its_tables_and_whether_its_archive_is_compiled() {
        assert_eq!(
            described(Glance::Compiled(14), Compiling::Now),
            "14 tables, archive compiled"
        );
        assert_eq!(
            described(Glance::ToCompile(1), Compiling::Now),
            "1 table, compiling its archive"
        );
        assert_eq!(
            described(Glance::ToCompile(3), Compiling::AtFirstCall),
            "3 tables, its archive compiled at the first call"
        );
        assert_eq!(described(Glance::NoPrint, Compiling::Now), "no print yet");
        let unreadable = Glance::Unreadable("not YAML".to_string());
        assert_eq!(
            described(unreadable, Compiling::Now),
            "its manifest does not read: not YAML"
        );
    }
}

//! A table named as SQL writes it, resolved against the manifest as `check_query` reads a
//! table name: the exact FQN; else the tables whose trailing segments the name spells
//! (`taxon`, `seedbank.taxon`) or that a longer name ends with whole (`TableNames`, derived
//! once per manifest identity), compared case-insensitively as a dialect folds an unquoted
//! name, the exact spelling preferred where it tells them apart. One table is the answer;
//! several make the name ambiguous, refused listing them; none leaves the manifest's own
//! fault (`unknown_table`, or `unprofiled_table`) to the caller, with its nearest names.

use std::sync::Arc;

use crate::access::Reading;
use crate::config::Connection;
use crate::fault::{self, Fault};
use crate::store::Built;
use crate::views::manifest::Manifest;
use crate::views::table_names::TableNames;

/// What a table name means.
#[derive(Debug, Clone, PartialEq)]
pub enum Named {
    Table(String),
    Ambiguous(Vec<String>),
    Missing,
}

/// The manifest's name map, derived once per manifest identity.
pub fn names(reading: &Reading, manifest: &Arc<Manifest>) -> Arc<Built<TableNames>> {
    let key = manifest.path.display().to_string();
    let cache = &reading.prints.table_names;
    reading.derived(cache, &key, &[&manifest.path], |_| {
        TableNames::of(Arc::clone(manifest))
    })
}

/// Whether `fqn` is spelled `asked` exactly: whole, by its trailing segments, or as the end
/// of a longer name.
fn spelled(fqn: &str, asked: &str) -> bool {
    let ends = |long: &str, short: &str| {
        long.strip_suffix(short)
            .is_some_and(|head| head.is_empty() || head.ends_with('.'))
    };
    ends(fqn, asked) || ends(asked, fqn)
}

/// What `asked` names among `manifest`'s tables.
pub fn named(reading: &Reading, manifest: &Arc<Manifest>, asked: &str) -> Named {
    let exact = manifest
        .tables
        .binary_search_by(|e| e.fqn.as_str().cmp(asked))
        .is_ok();
    if exact {
        return Named::Table(asked.to_string());
    }
    let parts: Vec<String> = asked.split('.').map(str::to_string).collect();
    let names = names(reading, manifest);
    chosen(&names.value.named(&parts), asked)
}

/// Which of `folded` (the tables `asked` names, case-insensitively) it means: the one, else
/// the one it spells exactly, else it is ambiguous among those it spells exactly or, when
/// none, among them all.
fn chosen(folded: &[&str], asked: &str) -> Named {
    let spelt: Vec<&str> = folded
        .iter()
        .copied()
        .filter(|fqn| spelled(fqn, asked))
        .collect();
    let owned = |fqns: &[&str]| fqns.iter().map(|f| f.to_string()).collect();
    match (folded, spelt.as_slice()) {
        ([], _) => Named::Missing,
        ([one], _) | (_, [one]) => Named::Table(one.to_string()),
        (_, [_, _, ..]) => Named::Ambiguous(owned(&spelt)),
        (all, []) => Named::Ambiguous(owned(all)),
    }
}

/// What `asked` names in connection `conn`; the fault of a manifest that does not read.
pub fn resolve(reading: &Reading, conn: &Connection, asked: &str) -> Result<Named, Fault> {
    Ok(match reading.manifest_or_fault(conn)? {
        Some(manifest) => named(reading, &manifest, asked),
        None => Named::Missing,
    })
}

/// The FQN `asked` names in connection `conn`: an ambiguous name is refused listing its
/// tables; an unknown one is the manifest's own fault for it, quoting a long name by its first
/// characters.
pub fn fqn(reading: &Reading, conn: &Connection, asked: &str) -> Result<String, Fault> {
    match resolve(reading, conn, asked)? {
        Named::Table(fqn) => Ok(fqn),
        Named::Ambiguous(fqns) => Err(fault::ambiguous_table(asked, &conn.name, &fqns)),
        Named::Missing => (reading.table(conn, asked))
            .map(|_| asked.to_string())
            .map_err(|f| fault::quoting_at_most(f, asked)),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_spells_an_fqn_whole_by_its_trailing_segments_or_as_the_end_of_a_longer_name() {
        assert!(spelled("lab.seedbank.taxon", "taxon"));
        assert!(spelled("lab.seedbank.taxon", "seedbank.taxon"));
        assert!(spelled("lab.seedbank.taxon", "lab.seedbank.taxon"));
        assert!(spelled("lab.seedbank.taxon", "db.lab.seedbank.taxon"));
        assert!(!spelled("lab.seedbank.taxon", "axon"));
        assert!(!spelled("lab.seedbank.taxon", "Seedbank.taxon"));
    }

    #[test]
    fn one_table_is_the_answer_the_exact_spelling_tells_folded_ones_apart_else_ambiguous() {
        let table = |fqn: &str| Named::Table(fqn.to_string());
        let ambiguous =
            |fqns: &[&str]| Named::Ambiguous(fqns.iter().map(|f| f.to_string()).collect());
        assert_eq!(chosen(&[], "taxon"), Named::Missing);
        assert_eq!(
            chosen(&["lab.seedbank.taxon"], "TAXON"),
            table("lab.seedbank.taxon")
        );
        assert_eq!(
            chosen(&["lab.a.Taxon", "lab.b.taxon"], "taxon"),
            table("lab.b.taxon"),
            "the case written picks one"
        );
        assert_eq!(
            chosen(&["lab.a.Taxon", "lab.b.taxon"], "TAXON"),
            ambiguous(&["lab.a.Taxon", "lab.b.taxon"])
        );
        assert_eq!(
            chosen(&["lab.a.taxon", "lab.b.taxon", "lab.c.Taxon"], "taxon"),
            ambiguous(&["lab.a.taxon", "lab.b.taxon"]),
            "only those spelled as written"
        );
    }
}

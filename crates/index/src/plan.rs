//! The registry's decisions about a connection's next archive, apart from its I/O: what
//! becomes of each manifest entry against the archive held (`plans`), whether that archive
//! answers as it is (`answers`), whether a rebuild keeps its text index (`keeps_text`), which
//! entries are built from their files (`built`), and where each share's records start in the
//! text index (`text_firsts`). Every function here is one of plain values `registry` reads
//! from the manifest, the archive and the file system; nothing here reads a file, checks an
//! identity or holds an archive.

use std::collections::{HashMap, HashSet};

use dbprint_print::views::manifest::Entry;

/// What becomes of one manifest entry in the next archive: the share at that position of the
/// archive held, its bytes copied as they are, or a share built from the entry's files.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Plan {
    Reuse(usize),
    Build,
}

/// A checksum of what a share takes from its manifest entry: its FQN, its directory and its
/// fields (its `row_count` and declared files are part of the share).
pub fn entry_sum(entry: &Entry) -> u64 {
    let text = format!("{}\0{:?}\0{:?}", entry.fqn, entry.dir, entry.fields);
    xxhash_rust::xxh3::xxh3_64(text.as_bytes())
}

/// The archive held, as planning reads it.
pub struct Previous<'a> {
    /// Each share's position, by FQN.
    pub by_fqn: &'a HashMap<String, usize>,
    /// The checksum (`entry_sum`) of the entry each share was built under, in share order.
    pub entry_sums: &'a [u64],
    /// The shares some source of which no longer has the identity it was built from.
    pub changed: &'a HashSet<usize>,
}

/// What becomes of each entry when no archive is held: every one is built.
pub fn from_nothing(entries: usize) -> Vec<Plan> {
    vec![Plan::Build; entries]
}

/// What becomes of each of `entries` (the manifest's, in its order) against `previous`: the
/// share of the same FQN reused while none of its sources changed and it was built under the
/// same entry, which holds without comparing checksums when the manifest is the one the
/// archive was built from (`same_manifest`); otherwise the entry is built.
pub fn plans(entries: &[Entry], same_manifest: bool, previous: &Previous<'_>) -> Vec<Plan> {
    entries
        .iter()
        .map(|entry| {
            let Some(&i) = previous.by_fqn.get(&entry.fqn) else {
                return Plan::Build;
            };
            if !same_manifest && previous.entry_sums.get(i) != Some(&entry_sum(entry)) {
                return Plan::Build;
            }
            if previous.changed.contains(&i) {
                Plan::Build
            } else {
                Plan::Reuse(i)
            }
        })
        .collect()
}

/// Whether the archive held, of `shares` shares, answers as it is for a manifest whose entries
/// come to `plans`: built from that same manifest (`same_manifest`), every share reused in
/// place and none dropped, and its text index at hand (`has_text`).
pub fn answers(same_manifest: bool, shares: usize, plans: &[Plan], has_text: bool) -> bool {
    same_manifest
        && plans.len() == shares
        && plans
            .iter()
            .enumerate()
            .all(|(i, p)| matches!(p, Plan::Reuse(j) if *j == i))
        && has_text
}

/// Whether a rebuild to `plans` keeps the text index held (`held_text`) rather than building
/// one anew: while at most a quarter of the entries are built, whose records are scanned
/// until the index is rebuilt whole.
pub fn keeps_text(plans: &[Plan], held_text: bool) -> bool {
    let to_build = plans.iter().filter(|p| **p == Plan::Build).count();
    held_text && to_build * 4 <= plans.len()
}

/// The entries of `entries` (one per plan, in order) whose plan is to build them.
pub fn built<'e, E>(entries: &'e [E], plans: &[Plan]) -> Vec<&'e E> {
    entries
        .iter()
        .zip(plans)
        .filter(|(_, plan)| **plan == Plan::Build)
        .map(|(entry, _)| entry)
        .collect()
}

/// Where each share of the next archive starts in its text index, given for each share, in
/// order, where it started in the index held (`None` for a share built now) and how many
/// records it holds: while the index is kept (`keep_text`) the held starts stand and a share
/// built now is left out of it (scanned instead); otherwise every record is numbered anew,
/// share after share, from 0.
pub fn text_firsts(
    keep_text: bool,
    shares: impl IntoIterator<Item = (Option<u64>, u64)>,
) -> Vec<Option<u64>> {
    let mut next = 0u64;
    shares
        .into_iter()
        .map(|(held, records)| {
            if keep_text {
                return held;
            }
            let first = next;
            next += records;
            Some(first)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use std::path::PathBuf;

    use super::Plan::{Build, Reuse};
    use super::*;
    use dbprint_yaml::{Mapping, Value};

    fn entry(fqn: &str, row_count: i64) -> Entry {
        let mut fields = Mapping::new();
        fields.insert(Value::str("row_count"), Value::Int(row_count));
        Entry {
            fqn: fqn.to_string(),
            fields,
            dir: PathBuf::from("/p").join(fqn.replace('.', "/")),
        }
    }

    /// The archive held: `shares` by FQN in that order, each built under `entry(fqn, 1)`.
    struct Held {
        by_fqn: HashMap<String, usize>,
        entry_sums: Vec<u64>,
        changed: HashSet<usize>,
    }

    impl Held {
        fn of(shares: &[&str], changed: &[usize]) -> Self {
            Held {
                by_fqn: shares
                    .iter()
                    .enumerate()
                    .map(|(i, fqn)| (fqn.to_string(), i))
                    .collect(),
                entry_sums: shares.iter().map(|fqn| entry_sum(&entry(fqn, 1))).collect(),
                changed: changed.iter().copied().collect(),
            }
        }

        fn previous(&self) -> Previous<'_> {
            Previous {
                by_fqn: &self.by_fqn,
                entry_sums: &self.entry_sums,
                changed: &self.changed,
            }
        }
    }

    #[test]
    fn with_no_archive_held_every_entry_is_built() {
        assert_eq!(from_nothing(3), vec![Build, Build, Build]);
        assert_eq!(from_nothing(0), Vec::<Plan>::new());
    }

    #[test]
    fn an_unchanged_entry_reuses_the_share_of_its_fqn_wherever_it_sits() {
        let held = Held::of(&["a.b", "a.c", "a.d"], &[]);
        let entries = [entry("a.d", 1), entry("a.b", 1)];
        assert_eq!(
            plans(&entries, true, &held.previous()),
            vec![Reuse(2), Reuse(0)]
        );
        assert_eq!(
            plans(&entries, false, &held.previous()),
            vec![Reuse(2), Reuse(0)]
        );
    }

    #[test]
    fn an_entry_whose_sources_changed_is_rebuilt() {
        let held = Held::of(&["a.b", "a.c", "a.d"], &[1]);
        let entries = [entry("a.b", 1), entry("a.c", 1), entry("a.d", 1)];
        assert_eq!(
            plans(&entries, true, &held.previous()),
            vec![Reuse(0), Build, Reuse(2)]
        );
    }

    #[test]
    fn an_entry_new_to_the_archive_is_built() {
        let held = Held::of(&["a.b"], &[]);
        let entries = [entry("a.a", 1), entry("a.b", 1)];
        assert_eq!(
            plans(&entries, true, &held.previous()),
            vec![Build, Reuse(0)]
        );
    }

    #[test]
    fn a_renamed_entry_under_a_changed_manifest_is_rebuilt() {
        let held = Held::of(&["a.b", "a.c"], &[]);
        let entries = [entry("a.b", 1), entry("a.renamed", 1)];
        assert_eq!(
            plans(&entries, false, &held.previous()),
            vec![Reuse(0), Build]
        );
    }

    #[test]
    fn an_entry_edited_under_a_changed_manifest_is_rebuilt() {
        let held = Held::of(&["a.b", "a.c"], &[]);
        let entries = [entry("a.b", 1), entry("a.c", 2)];
        assert_eq!(
            plans(&entries, false, &held.previous()),
            vec![Reuse(0), Build]
        );
    }

    #[test]
    fn same_manifest_skips_the_entry_checksum() {
        let held = Held::of(&["a.b", "a.c"], &[]);
        let entries = [entry("a.b", 1), entry("a.c", 2)];
        assert_eq!(
            plans(&entries, true, &held.previous()),
            vec![Reuse(0), Reuse(1)]
        );
    }

    #[test]
    fn an_unchanged_entry_under_a_changed_manifest_is_still_rebuilt_when_its_sources_changed() {
        let held = Held::of(&["a.b", "a.c"], &[0]);
        let entries = [entry("a.b", 1), entry("a.c", 1)];
        assert_eq!(
            plans(&entries, false, &held.previous()),
            vec![Build, Reuse(1)]
        );
    }

    #[test]
    fn the_entry_sum_covers_the_fqn_the_directory_and_the_fields() {
        let base = entry("a.b", 1);
        assert_eq!(entry_sum(&base), entry_sum(&entry("a.b", 1)));
        assert_ne!(entry_sum(&base), entry_sum(&entry("a.b", 2)));
        let renamed = Entry {
            fqn: "a.c".to_string(),
            ..entry("a.b", 1)
        };
        assert_ne!(entry_sum(&base), entry_sum(&renamed));
        let moved = Entry {
            dir: PathBuf::from("/p/elsewhere"),
            ..entry("a.b", 1)
        };
        assert_ne!(entry_sum(&base), entry_sum(&moved));
    }

    #[test]
    fn an_archive_answers_only_when_every_share_is_reused_in_place() {
        assert!(answers(true, 2, &[Reuse(0), Reuse(1)], true));
        assert!(!answers(true, 2, &[Reuse(1), Reuse(0)], true));
        assert!(!answers(true, 2, &[Reuse(0), Build], true));
        assert!(answers(true, 0, &[], true));
    }

    #[test]
    fn an_archive_with_a_share_dropped_or_added_does_not_answer() {
        assert!(!answers(true, 2, &[Reuse(0)], true));
        assert!(!answers(true, 1, &[Reuse(0), Reuse(1)], true));
    }

    #[test]
    fn an_archive_does_not_answer_another_manifest() {
        assert!(!answers(false, 2, &[Reuse(0), Reuse(1)], true));
    }

    #[test]
    fn an_archive_without_its_text_index_does_not_answer() {
        assert!(!answers(true, 2, &[Reuse(0), Reuse(1)], false));
    }

    #[test]
    fn text_index_kept_while_at_most_a_quarter_is_new() {
        let mut plans = vec![Reuse(0); 8];
        plans[0] = Build;
        plans[5] = Build;
        assert!(keeps_text(&plans, true));
        plans[7] = Build;
        assert!(!keeps_text(&plans, true));
        assert!(keeps_text(&[], true));
        assert!(!keeps_text(&[Build], true));
    }

    #[test]
    fn no_text_index_is_kept_when_none_is_held() {
        assert!(!keeps_text(&[Reuse(0), Reuse(1)], false));
        assert!(!keeps_text(&[], false));
    }

    #[test]
    fn only_the_entries_planned_to_build_are_built() {
        let entries = ["a.b", "a.c", "a.d", "a.e"];
        assert_eq!(
            built(&entries, &[Reuse(0), Build, Reuse(3), Build]),
            vec![&"a.c", &"a.e"]
        );
        assert_eq!(built(&entries, &from_nothing(4)).len(), 4);
    }

    #[test]
    fn a_rebuilt_text_index_numbers_every_record_share_after_share() {
        let shares = [(Some(5), 3), (None, 2), (Some(0), 4), (None, 0), (None, 1)];
        assert_eq!(
            text_firsts(false, shares),
            vec![Some(0), Some(3), Some(5), Some(9), Some(9)]
        );
    }

    #[test]
    fn a_kept_text_index_keeps_reused_starts_and_leaves_new_shares_out() {
        let shares = [(Some(5), 3), (None, 2), (Some(0), 4)];
        assert_eq!(text_firsts(true, shares), vec![Some(5), None, Some(0)]);
    }
}

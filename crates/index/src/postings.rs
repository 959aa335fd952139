//! Posting lists of one connection's column records, archived beside its shares: for each
//! glob-filtered field every distinct value with the records carrying it, the records whose
//! `candidate_key` is measured true and false, and every distinct label, sorted, with its
//! records (the name table `pattern` reads; a glob's literal prefix is a range of it). A record
//! is named by its number across the whole archive, shares in order, so every list is sorted
//! and the lists of a field are disjoint. `select` turns a call's predicates into the records
//! that can match: a superset the call then verifies record by record.

use std::collections::HashMap;

use rkyv::{Archive, Deserialize, Serialize};

use super::records::{ArchivedTableShare, Field};
use dbprint_base::fnmatch::Glob;

/// One distinct value, and the records that carry it, ascending.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct Posting {
    pub value: String,
    pub records: Vec<u32>,
}

/// Every posting list of one archive.
#[derive(Debug, Clone, PartialEq, Archive, Serialize, Deserialize)]
pub struct Postings {
    /// One list per glob-filtered field, in `Field::ALL` order: its distinct values sorted.
    pub fields: Vec<Vec<Posting>>,
    /// The records whose `candidate_key` is measured true.
    pub keyed: Vec<u32>,
    /// The records whose `candidate_key` is measured false.
    pub not_keyed: Vec<u32>,
    /// Every distinct label, sorted, with its records.
    pub labels: Vec<Posting>,
}

/// Postings gathered share by share, in archive order.
#[derive(Default)]
pub struct Gatherer {
    fields: [HashMap<String, Vec<u32>>; 5],
    keyed: Vec<u32>,
    not_keyed: Vec<u32>,
    labels: HashMap<String, Vec<u32>>,
    next: u32,
}

fn sorted(map: HashMap<String, Vec<u32>>) -> Vec<Posting> {
    let mut list: Vec<Posting> = map
        .into_iter()
        .map(|(value, records)| Posting { value, records })
        .collect();
    list.sort_unstable_by(|a, b| a.value.cmp(&b.value));
    list
}

impl Gatherer {
    /// Adds the records of the next share.
    pub fn share(&mut self, share: &ArchivedTableShare) {
        for record in share.records.iter() {
            let n = self.next;
            self.next = self.next.saturating_add(1);
            for (slot, (field, _)) in Field::ALL.iter().enumerate() {
                if let Some(value) = record.field(*field) {
                    self.fields[slot]
                        .entry(value.to_string())
                        .or_default()
                        .push(n);
                }
            }
            match record.candidate_key.as_ref().copied() {
                Some(true) => self.keyed.push(n),
                Some(false) => self.not_keyed.push(n),
                None => {}
            }
            self.labels
                .entry(record.label.to_string())
                .or_default()
                .push(n);
        }
    }

    pub fn finish(self) -> Postings {
        Postings {
            fields: self.fields.into_iter().map(sorted).collect(),
            keyed: self.keyed,
            not_keyed: self.not_keyed,
            labels: sorted(self.labels),
        }
    }
}

/// The records of every posting whose value `glob` matches, ascending.
fn union(postings: &[ArchivedPosting], glob: &Glob) -> Vec<u32> {
    let mut records: Vec<u32> = postings
        .iter()
        .filter(|p| glob.matches(p.value.as_str()))
        .flat_map(|p| p.records.iter().map(|n| n.to_native()))
        .collect();
    records.sort_unstable();
    records
}

/// The labels a glob can match: those beginning with its literal prefix (a range of the sorted
/// name table).
fn label_range<'a>(labels: &'a [ArchivedPosting], glob: &Glob) -> &'a [ArchivedPosting] {
    let prefix = glob.literal_prefix();
    let start = labels.partition_point(|p| p.value.as_str() < prefix.as_str());
    let len = labels[start..].partition_point(|p| p.value.as_str().starts_with(prefix.as_str()));
    &labels[start..start + len]
}

/// The records in both ascending lists.
pub fn intersect(a: &[u32], b: &[u32]) -> Vec<u32> {
    let (mut i, mut j, mut out) = (0, 0, Vec::with_capacity(a.len().min(b.len())));
    while i < a.len() && j < b.len() {
        match a[i].cmp(&b[j]) {
            std::cmp::Ordering::Less => i += 1,
            std::cmp::Ordering::Greater => j += 1,
            std::cmp::Ordering::Equal => {
                out.push(a[i]);
                i += 1;
                j += 1;
            }
        }
    }
    out
}

/// A call's predicates as the postings read them.
pub struct Wanted<'a> {
    pub pattern: Option<&'a Glob>,
    pub globs: &'a [(Field, Glob)],
    pub candidate_key: Option<bool>,
}

impl ArchivedPostings {
    /// The records that can match `wanted`, ascending; `None` when nothing narrows (every
    /// record can).
    pub fn select(&self, wanted: &Wanted) -> Option<Vec<u32>> {
        let mut lists: Vec<Vec<u32>> = Vec::new();
        if let Some(pattern) = wanted.pattern.filter(|p| !p.matches_everything()) {
            lists.push(union(label_range(&self.labels, pattern), pattern));
        }
        for (field, glob) in wanted.globs {
            let slot = Field::ALL.iter().position(|(f, _)| f == field)?;
            lists.push(union(&self.fields.get(slot)?[..], glob));
        }
        if let Some(key) = wanted.candidate_key {
            let records = if key { &self.keyed } else { &self.not_keyed };
            lists.push(records.iter().map(|n| n.to_native()).collect());
        }
        lists.sort_by_key(Vec::len);
        let mut lists = lists.into_iter();
        let first = lists.next()?;
        Some(lists.fold(first, |acc, next| intersect(&acc, &next)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::records::{ColumnRecord, TableShare};
    use dbprint_yaml::Value;

    fn record(label: &str, classification: Option<&str>, key: Option<bool>) -> ColumnRecord {
        ColumnRecord {
            label: label.to_string(),
            folded_label: label.to_lowercase(),
            folded_note: None,
            value_notes: Vec::new(),
            classification: classification.map(str::to_string),
            sql_type: Some("INTEGER".to_string()),
            sensitivity: None,
            looks_like: None,
            redacted: None,
            candidate_key: key,
            reply: Value::Null,
        }
    }

    fn postings(shares: &[Vec<ColumnRecord>]) -> Vec<u8> {
        let mut gatherer = Gatherer::default();
        for records in shares {
            let share = TableShare {
                fqn: "s.t".to_string(),
                unreadable: false,
                looks_like_off: false,
                records: records.clone(),
                edges: Vec::new(),
                edges_unreadable: false,
                description: None,
                stored: Vec::new(),
                keys: Vec::new(),
                meaning: Vec::new(),
            };
            let bytes = rkyv::to_bytes::<rkyv::rancor::Error>(&share).unwrap();
            let archived = rkyv::access::<ArchivedTableShare, rkyv::rancor::Error>(&bytes).unwrap();
            gatherer.share(archived);
        }
        rkyv::to_bytes::<rkyv::rancor::Error>(&gatherer.finish())
            .unwrap()
            .to_vec()
    }

    fn select(
        bytes: &[u8],
        pattern: Option<&str>,
        globs: &[(Field, &str)],
        key: Option<bool>,
    ) -> Option<Vec<u32>> {
        let archived = rkyv::access::<ArchivedPostings, rkyv::rancor::Error>(bytes).unwrap();
        let pattern = pattern.map(Glob::new);
        let globs: Vec<(Field, Glob)> = globs.iter().map(|(f, g)| (*f, Glob::new(g))).collect();
        archived.select(&Wanted {
            pattern: pattern.as_ref(),
            globs: &globs,
            candidate_key: key,
        })
    }

    fn example() -> Vec<u8> {
        postings(&[
            vec![
                record("id", Some("identifier"), Some(true)),
                record("order_date", Some("timestamp"), Some(false)),
                record("order_id", Some("identifier"), None),
            ],
            vec![
                record("id", Some("identifier"), Some(true)),
                record("note", None, None),
            ],
        ])
    }

    #[test]
    fn records_are_numbered_across_shares_and_each_list_is_ascending() {
        let bytes = example();
        assert_eq!(
            select(&bytes, None, &[(Field::Classification, "identifier")], None),
            Some(vec![0, 2, 3])
        );
        assert_eq!(select(&bytes, Some("id"), &[], None), Some(vec![0, 3]));
        assert_eq!(select(&bytes, None, &[], Some(true)), Some(vec![0, 3]));
        assert_eq!(select(&bytes, None, &[], Some(false)), Some(vec![1]));
    }

    #[test]
    fn a_glob_is_expanded_over_the_distinct_values_and_filters_are_anded() {
        let bytes = example();
        assert_eq!(select(&bytes, Some("order_*"), &[], None), Some(vec![1, 2]));
        assert_eq!(select(&bytes, Some("*_id"), &[], None), Some(vec![2]));
        assert_eq!(select(&bytes, Some("?d"), &[], None), Some(vec![0, 3]));
        assert_eq!(
            select(
                &bytes,
                Some("order_*"),
                &[(Field::Classification, "ident*")],
                None
            ),
            Some(vec![2])
        );
        assert_eq!(
            select(&bytes, None, &[(Field::Classification, "*")], None),
            Some(vec![0, 1, 2, 3]),
            "a glob needs its field present: the note has no classification"
        );
        assert_eq!(
            select(&bytes, None, &[(Field::Sensitivity, "*")], None),
            Some(vec![])
        );
    }

    #[test]
    fn nothing_narrows_without_a_predicate_or_with_pattern_star_alone() {
        let bytes = example();
        assert_eq!(select(&bytes, None, &[], None), None);
        assert_eq!(select(&bytes, Some("*"), &[], None), None);
    }

    #[test]
    fn intersecting_ascending_lists() {
        assert_eq!(intersect(&[1, 3, 5, 7], &[2, 3, 7, 9]), vec![3, 7]);
        assert_eq!(intersect(&[], &[1]), Vec::<u32>::new());
    }
}

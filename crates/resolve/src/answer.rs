//! The answer to one text (MCP spec §4.7): the first match that applies (`unavailable`,
//! `stored`, `definition`, `nearest`, `none`) with what every reply carries (`coverage`,
//! `exhaustive`, `listed`, a scoped file's `scope` and `row_count`), the `sample_caveat`
//! sentence where the list is a top-N cut or only the scanned rows' domain, and `domain` for a
//! complete list of at most fifty entries. The lists are kept apart from the other keys,
//! in the order a reply walks them: the match's own list, then `domain`.

use super::list::ValueList;
use super::matching::{by_definition, nearest, payload, stored};
use super::notes::ValueNotes;
use dbprint_print::views::scope::{Scope, reply_scope};
use dbprint_yaml::Value;

/// The longest complete list that rides along whole as `domain`.
const DOMAIN_LIMIT: usize = 50;
/// How a list is every value over the rows a scoped read scanned.
const SCANNED_DOMAIN: &str = "the list is the whole domain over the rows scanned";
const ABSENCE_IS_NO_EVIDENCE: &str =
    "a spelling absent here is not evidence that it is absent from the column";

/// One answer: its keys other than the lists in reply order, then its lists in walk order.
#[derive(Debug)]
pub struct Resolution {
    pub fields: Vec<(String, Value)>,
    pub lists: Vec<(String, Vec<Value>)>,
}

fn field(name: &str, value: Value) -> (String, Value) {
    (name.to_string(), value)
}

/// The caveat on a list that is not the column's whole domain over the table.
fn sample_caveat(list: &ValueList, scope: Option<&Scope>) -> Option<String> {
    if !list.complete {
        Some(format!(
            "the print lists {} of the column's values; {ABSENCE_IS_NO_EVIDENCE}",
            list.entries.len()
        ))
    } else if scope.is_some() {
        Some(format!(
            "{SCANNED_DOMAIN}, not over the table; {ABSENCE_IS_NO_EVIDENCE}"
        ))
    } else {
        None
    }
}

/// `text` resolved against `list`, whose values carry `notes`, in a file scoped by `scope`.
pub fn resolve(
    text: &str,
    list: &ValueList,
    notes: &ValueNotes,
    scope: Option<&Scope>,
) -> Resolution {
    let mut common = vec![
        field("coverage", list.coverage.clone()),
        field("exhaustive", Value::Bool(list.complete && scope.is_none())),
        field("listed", Value::Int(list.entries.len() as i64)),
    ];
    common.extend(reply_scope(scope));
    let caveat = sample_caveat(list, scope);
    if let Some(reason) = &list.unavailable {
        let mut fields = vec![
            field("match", Value::str("unavailable")),
            field("reason", Value::str(reason.clone())),
        ];
        fields.extend(common);
        if let Some(caveat) = caveat.filter(|_| scope.is_some()) {
            fields.push(field("sample_caveat", Value::str(caveat)));
        }
        return Resolution {
            fields,
            lists: Vec::new(),
        };
    }
    let mut fields = common;
    if let Some(caveat) = caveat {
        fields.push(field("sample_caveat", Value::str(caveat)));
    }
    let entries = &list.entries;
    let mut lists = Vec::new();
    let found = Some(stored(text, entries, notes))
        .filter(|found| !found.is_empty())
        .map(|found| ("stored", "spellings", found))
        .or_else(|| {
            Some(by_definition(text, entries, notes))
                .filter(|found| !found.is_empty())
                .map(|found| ("definition", "candidates", found))
        })
        .or_else(|| {
            Some(nearest(text, entries, notes))
                .filter(|found| !found.is_empty())
                .map(|found| ("nearest", "candidates", found))
        });
    match found {
        Some((kind, key, found)) => {
            fields.push(field("match", Value::str(kind)));
            lists.push((key.to_string(), found));
        }
        None => fields.push(field("match", Value::str("none"))),
    }
    if list.complete && entries.len() <= DOMAIN_LIMIT {
        let domain = entries
            .iter()
            .map(|entry| Value::Map(payload(entry, notes)))
            .collect();
        lists.push(("domain".to_string(), domain));
    }
    Resolution { fields, lists }
}

/// The answer on a table that declares no statistics artifact.
pub fn undeclared_statistics(table: &str) -> Resolution {
    let list = ValueList {
        entries: Vec::new(),
        coverage: Value::Null,
        complete: false,
        unavailable: Some(format!(
            "table {} declares no statistics artifact",
            dbprint_print::fault::py_repr(table)
        )),
    };
    resolve("", &list, &ValueNotes::default(), None)
}

#[cfg(test)]
mod tests {
    use super::*;
    use dbprint_context::testing::map;
    use dbprint_print::views::scope::scope_of;

    fn keys(r: &Resolution) -> Vec<&str> {
        r.fields.iter().map(|(k, _)| k.as_str()).collect()
    }

    #[test]
    fn a_sampled_list_carries_the_caveat_and_no_domain_spec_4_7() {
        let block = map("values: [{value: a, count: 2}]\nvalues_coverage: 0.5\n");
        let list = ValueList::read("c", &block, None);
        let r = resolve("a", &list, &ValueNotes::default(), None);
        assert_eq!(
            keys(&r),
            ["coverage", "exhaustive", "listed", "sample_caveat", "match"]
        );
        assert_eq!(
            r.fields[3].1,
            Value::str(
                "the print lists 1 of the column's values; a spelling absent here is not evidence that it is absent from the column"
            )
        );
        assert_eq!(r.lists.len(), 1);
    }

    #[test]
    fn a_scoped_unavailable_answer_keeps_scope_and_caveat_spec_4_7() {
        let stats = map("scope: {rows_scanned: 0}\nrow_count: 5\n");
        let scope = scope_of(Some(&stats));
        let block = map("values: []\nvalues_coverage: 1.0\n");
        let list = ValueList::read("c", &block, scope.as_ref());
        let r = resolve("a", &list, &ValueNotes::default(), scope.as_ref());
        assert_eq!(
            keys(&r),
            [
                "match",
                "reason",
                "coverage",
                "exhaustive",
                "listed",
                "scope",
                "row_count",
                "sample_caveat"
            ]
        );
        assert!(r.lists.is_empty());
    }

    #[test]
    fn an_empty_exhaustive_list_answers_none_with_an_empty_domain_spec_4_7() {
        let block = map("values: []\nvalues_coverage: 1.0\n");
        let list = ValueList::read("c", &block, None);
        let r = resolve("x", &list, &ValueNotes::default(), None);
        assert_eq!(r.fields.last(), Some(&field("match", Value::str("none"))));
        assert_eq!(r.lists, vec![("domain".to_string(), Vec::new())]);
    }
}

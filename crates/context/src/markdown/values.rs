//! The query purpose's `## Column values` section (§4.1): per column, the value list an
//! exact-match predicate can be written from (a complete list in full, a sampled one as its
//! five most frequent values, a numeric or temporal column's clearly frequent values), its
//! coverage, and each DDL-nullable column's null share, stated exactly once.

use dbprint_print::views::parts::member_step;
use dbprint_print::views::statistics::{ColumnStats, Stat, Stats, TableStats, published_null_rate};
use dbprint_yaml::python::strict_int;
use std::borrow::Cow;
use std::collections::{HashMap, HashSet};

use super::scope::{SCANNED, Scope, qualify, rows_scanned};
use super::spelling::{cell, key_text, literal, percent, value_key};
use super::{maps, num_of, ordered_columns, plain, str_of, termed, value_notes};
use crate::Line;
use crate::artifacts::TableArtifacts;
use dbprint_yaml::{Mapping, Value};

/// Values a complete list spells on one thread; a longer list is spelled on every core.
const PARALLEL_FROM: usize = 4_096;

/// `items` spelled into `out` one after another by `spell`, `", "` between them.
pub fn comma_list<T>(
    out: &mut String,
    items: impl IntoIterator<Item = T>,
    spell: impl Fn(&mut String, T),
) {
    for (at, item) in items.into_iter().enumerate() {
        if at > 0 {
            out.push_str(", ");
        }
        spell(out, item);
    }
}

/// [`comma_list`] of `items` into a new text, a long list spelled in parts on every core.
pub fn comma_list_on_every_core<T: Sync>(
    items: &[T],
    spell: impl Fn(&mut String, &T) + Sync,
) -> String {
    let parts = dbprint_base::parallel::chunked(items, PARALLEL_FROM, |part| {
        let mut listed = String::new();
        comma_list(&mut listed, part, &spell);
        listed
    });
    let mut listed = String::with_capacity(parts.iter().map(|p| p.len() + 2).sum());
    comma_list(
        &mut listed,
        parts.iter().filter(|p| !p.is_empty()),
        |out, p| out.push_str(p),
    );
    listed
}

/// The least share of non-null rows a numeric or temporal value needs to be shown.
const FREQUENT_SHARE: f64 = 0.01;

pub use crate::shown::count_of;
use crate::shown::{SAMPLE_LIMIT, shown_values};

/// The value entries grouped by spelling, in list order: each canonical entry with the other
/// spellings of it; an entry naming a canonical the list lacks stands alone.
pub fn spelling_groups<'a>(entries: &[&'a Mapping]) -> Vec<(&'a Mapping, Vec<&'a Mapping>)> {
    groups_by(entries, key_text)
}

/// An entry's key: its own value's (`Ok`), or the canonical's it spells (`Err`).
type Keyed<'a> = Result<Cow<'a, str>, Cow<'a, str>>;

/// [`spelling_groups`] with values keyed by `key`: a list naming no canonical is its entries
/// alone, keyed by none; else one pass keys every entry, one gathers each canonical key's
/// spellings in list order, one finds which canonicals are listed, and one picks the groups.
fn groups_by<'a>(
    entries: &[&'a Mapping],
    key: impl Fn(&'a Value) -> Cow<'a, str>,
) -> Vec<(&'a Mapping, Vec<&'a Mapping>)> {
    let canonical = |e: &'a Mapping| e.stat(Stat::SpellingOf).filter(|v| !v.is_null());
    if !entries.iter().any(|&e| canonical(e).is_some()) {
        return entries.iter().map(|&e| (e, Vec::new())).collect();
    }
    let keyed: Vec<(&Mapping, Keyed)> = entries
        .iter()
        .map(|&e| {
            let keyed = match canonical(e) {
                Some(canonical) => Err(key(canonical)),
                None => Ok(key(e.get("value").unwrap_or(&Value::Null))),
            };
            (e, keyed)
        })
        .collect();
    let mut spellings: HashMap<&str, Vec<&Mapping>> = HashMap::new();
    for (e, keyed) in &keyed {
        if let Err(canonical) = keyed {
            spellings.entry(canonical).or_default().push(e);
        }
    }
    let listed: HashSet<&str> = (keyed.iter())
        .filter_map(|(_, keyed)| keyed.as_deref().ok())
        .filter(|own| spellings.contains_key(own))
        .collect();
    keyed
        .iter()
        .filter_map(|(e, keyed)| match keyed {
            Ok(own) => Some((*e, spellings.get(own.as_ref()).cloned().unwrap_or_default())),
            Err(canonical) if !listed.contains(canonical.as_ref()) => Some((*e, Vec::new())),
            Err(_) => None,
        })
        .collect()
}

/// The column's null share as the Markdown states it: a percentage, `none` (qualified on a
/// scoped read) for a nullable column without nulls, `None` for a NOT NULL one without.
pub fn null_share(column: &Mapping, scope: Option<&Scope>) -> Option<String> {
    let count = num_of(column.stat(Stat::NullCount))?;
    let rate = num_of(column.stat(Stat::NullRate))?;
    if count == 0.0 {
        return (ColumnStats::new(column).nullable() == Some(&Value::Bool(true)))
            .then(|| qualify("none", scope));
    }
    Some(percent(rate))
}

/// Each nullable column's null share and raw rate, in table order.
pub fn null_shares(a: &TableArtifacts) -> Vec<(String, String)> {
    let scope = Scope::of(a.statistics.as_deref());
    ordered_columns(a)
        .into_iter()
        .filter_map(|(name, column)| Some((name.to_string(), null_share(column, scope.as_ref())?)))
        .collect()
}

/// Non-null rows of a column or part: its occurrences, else the rows scanned, else the
/// table's row count, less the nulls.
pub fn non_null_rows(
    column: &Mapping,
    row_count: Option<i64>,
    scope: Option<&Scope>,
) -> Option<i64> {
    let population = strict_int(column.stat(Stat::Occurrences))
        .or_else(|| rows_scanned(column, scope))
        .or(row_count)?;
    Some(population - strict_int(column.stat(Stat::NullCount)).unwrap_or(0))
}

/// A list with a coverage: its entries and the coverage.
fn covered(column: &Mapping) -> Option<(Vec<&Mapping>, f64)> {
    let entries = ColumnStats::new(column)
        .values()?
        .as_seq()
        .filter(|s| !s.is_empty())?;
    let coverage = num_of(column.stat(Stat::ValuesCoverage))?;
    Some((entries.iter().filter_map(Value::as_map).collect(), coverage))
}

/// A numeric or temporal column's clearly frequent values and their joint share.
fn frequent<'a>(
    column: &'a Mapping,
    scope: Option<&Scope>,
    row_count: Option<i64>,
) -> Option<(Vec<&'a Mapping>, f64)> {
    let class = str_of(column.stat(Stat::Classification))?;
    if class != "numeric" && class != "temporal" {
        return None;
    }
    ColumnStats::new(column).values()?.as_seq()?;
    let cardinality = num_of(column.stat(Stat::Cardinality))?;
    let population = non_null_rows(column, row_count, scope).filter(|p| *p != 0)? as f64;
    let floor = if cardinality != 0.0 {
        FREQUENT_SHARE.max(2.0 / cardinality)
    } else {
        FREQUENT_SHARE
    };
    let shown: Vec<&Mapping> = maps(ColumnStats::new(column).values())
        .into_iter()
        .filter(|e| count_of(e) as f64 / population >= floor)
        .take(SAMPLE_LIMIT)
        .collect();
    if shown.is_empty() {
        return None;
    }
    let share = shown.iter().map(|e| count_of(e)).sum::<i64>() as f64 / population;
    Some((shown, share))
}

/// Whether a complete coded list has no meaning anywhere: §4.1's `meanings` cue.
fn codes_undocumented(a: &TableArtifacts, name: &str, column: &Mapping, coverage: f64) -> bool {
    coverage == 1.0
        && matches!(
            str_of(column.stat(Stat::Classification)),
            Some("categorical" | "text")
        )
        && column
            .stat(Stat::Redacted)
            .is_none_or(|r| matches!(r, Value::Null | Value::Bool(false)))
        && !super::has_meaning(a.annotation(name))
        && a.inherited_by(name).is_empty()
}

/// The values cell: `<value> (<count>)` entries, spellings of one value in braces, a value's
/// note after `=`; a redacted column's counts with no literal.
pub fn values_cell(column: &Mapping, entries: &[&Mapping], annotation: Option<&Mapping>) -> Line {
    if let Some(primitive) = str_of(column.stat(Stat::Redacted)).filter(|r| !r.is_empty()) {
        let counts: Vec<String> = entries
            .iter()
            .map(|e| {
                format!(
                    "withheld ({})",
                    e.stat(Stat::Count)
                        .map(value_key)
                        .unwrap_or_else(|| "None".into())
                )
            })
            .collect();
        let mut terms = vec!["redacted", "values", "withheld"];
        terms.extend(super::terms::member("redaction", primitive));
        return termed(
            format!("redacted: {primitive}; values: {}", counts.join(", ")),
            terms,
        );
    }
    let mut notes: HashMap<String, String> = HashMap::new();
    for (key, note) in value_notes(annotation) {
        notes.entry(key).or_insert(note);
    }
    let groups = spelling_groups(entries);
    let entry = |out: &mut String, e: &Mapping| {
        out.push_str(&cell(&literal(e.get("value").unwrap_or(&Value::Null))));
        out.push_str(" (");
        match e.stat(Stat::Count) {
            Some(count) => out.push_str(&value_key(count)),
            None => out.push_str("None"),
        }
        out.push(')');
    };
    let group = |out: &mut String, (canonical, members): &(&Mapping, Vec<&Mapping>)| {
        let value = canonical.get("value").unwrap_or(&Value::Null);
        let total: i64 = count_of(canonical) + members.iter().map(|m| count_of(m)).sum::<i64>();
        out.push_str(&cell(&literal(value)));
        out.push_str(&format!(" ({total})"));
        if !members.is_empty() {
            out.push_str(" {");
            comma_list(out, std::iter::once(canonical).chain(members), |out, e| {
                entry(out, e)
            });
            out.push('}');
        }
        if let Some(note) = notes.get(key_text(value).as_ref()) {
            out.push_str(" = ");
            out.push_str(&cell(&literal(&Value::str(note.as_str()))));
        }
    };
    plain(comma_list_on_every_core(&groups, group))
}

/// The `## Column values` section's lines; none when it has no row and no null share to state.
/// `joined` names the columns whose Joins line states their null share.
pub fn section(a: &TableArtifacts, joined: &[String]) -> Vec<Line> {
    if a.columns().is_none() {
        return Vec::new();
    }
    let scope = Scope::of(a.statistics.as_deref());
    let row_count = strict_int(
        a.statistics
            .as_deref()
            .and_then(|s| TableStats::new(s).row_count()),
    );
    let shares = null_shares(a);
    let share_of: HashMap<&str, usize> = shares
        .iter()
        .enumerate()
        .rev()
        .map(|(at, (name, _))| (name.as_str(), at))
        .collect();
    let mut stated = vec![false; shares.len()];
    let mut rows = Vec::new();
    for (name, column) in ordered_columns(a) {
        let (entries, share, statement, cue, is_frequent) =
            if let Some((entries, coverage)) = covered(column) {
                let (entries, share) = shown_values(&entries, coverage);
                let statement = match (coverage == 1.0, &scope) {
                    (true, None) => "every distinct value: the whole domain".to_string(),
                    (true, Some(_)) => format!("every distinct value: the whole domain {SCANNED}"),
                    (false, _) => format!("the {SAMPLE_LIMIT} most frequent values: a sample"),
                };
                (
                    entries,
                    share,
                    statement,
                    codes_undocumented(a, name, column, coverage),
                    false,
                )
            } else if let Some((entries, share)) = frequent(column, scope.as_ref(), row_count) {
                (
                    entries,
                    share,
                    "frequent values, not a domain".to_string(),
                    false,
                    true,
                )
            } else {
                continue;
            };
        let values = values_cell(column, &entries, a.annotation(name));
        let nulls = match share_of.get(name) {
            Some(&at) if !stated[at] => {
                stated[at] = true;
                shares[at].1.clone()
            }
            _ => String::new(),
        };
        let cue_text = if cue {
            "; meanings: not documented here"
        } else {
            ""
        };
        let mut terms = values.terms.clone();
        if statement.contains(SCANNED) || nulls.contains(SCANNED) {
            terms.push("over_the_rows_scanned");
        }
        if cue {
            terms.push("meanings");
        }
        if is_frequent {
            terms.push("frequent_values");
        }
        rows.push(termed(
            format!(
                "| {} | {} | {} - {statement}{cue_text} | {nulls} |",
                cell(name),
                values.text,
                percent(share)
            ),
            terms,
        ));
    }
    let joined: HashSet<&str> = joined.iter().map(String::as_str).collect();
    let rest: Vec<String> = shares
        .iter()
        .zip(&stated)
        .filter(|((name, _), stated)| !**stated && !joined.contains(name.as_str()))
        .map(|((name, share), _)| format!("{name} ({share})"))
        .collect();
    if rows.is_empty() && rest.is_empty() {
        return Vec::new();
    }
    let mut lines = vec![plain("## Column values")];
    if !rows.is_empty() {
        lines.push(plain(""));
        lines.push(termed(
            "| Column | Values (count) | Coverage | Nulls |",
            vec!["nulls_column"],
        ));
        lines.push(plain("|---|---|---|---|"));
        lines.extend(rows);
    }
    if !rest.is_empty() {
        let text = format!("Nulls: {}", rest.join(", "));
        let mut terms = vec!["nulls_column"];
        if text.contains(SCANNED) {
            terms.push("over_the_rows_scanned");
        }
        lines.push(plain(""));
        lines.push(termed(text, terms));
    }
    lines
}

/// The null share of a path-valued referencing endpoint: rows whose key reads NULL (column
/// null, key absent, key a JSON null), from the key's part; `None` without that part.
pub fn path_null_share(a: &TableArtifacts, column: &str, keys: &[String]) -> Option<String> {
    let statistics = a.statistics.as_deref()?;
    let col = a.columns()?.get(column)?.as_map()?;
    let path: String = keys.iter().map(|k| member_step(k)).collect();
    let part = ColumnStats::new(col).parts()?.get(&path)?.as_map()?;
    let scope = Scope::of(Some(statistics));
    let population = rows_scanned(col, scope.as_ref())
        .or_else(|| strict_int(TableStats::new(statistics).row_count()))?;
    let occurrences = strict_int(part.stat(Stat::Occurrences))?;
    if population == 0 {
        return None;
    }
    let key_nulls = strict_int(part.stat(Stat::NullCount)).unwrap_or(0);
    let null_rows = i128::from(population) - i128::from(occurrences) + i128::from(key_nulls);
    if null_rows == 0 {
        return Some(qualify("none", scope.as_ref()));
    }
    Some(percent(published_null_rate(
        null_rows,
        i128::from(population),
    )))
}

#[cfg(test)]
mod tests {
    use std::cell::Cell;

    use super::*;
    use dbprint_yaml::parse;

    fn list(text: &str) -> Vec<Mapping> {
        parse(text)
            .ok()
            .and_then(|v| v.as_seq().map(|s| s.to_vec()))
            .unwrap_or_default()
            .iter()
            .filter_map(Value::as_map)
            .cloned()
            .collect()
    }

    fn shape(groups: &[(&Mapping, Vec<&Mapping>)]) -> Vec<(String, Vec<String>)> {
        let text = |e: &Mapping| value_key(e.get("value").unwrap_or(&Value::Null));
        groups
            .iter()
            .map(|(head, members)| (text(head), members.iter().map(|m| text(m)).collect()))
            .collect()
    }

    #[test]
    fn spellings_join_their_canonical_wherever_listed_spec_4_1() {
        let entries = list(
            "[{value: A, spelling_of: a}, {value: a}, {value: b}, {value: x, spelling_of: z}, {value: B, spelling_of: b}, {value: a}]",
        );
        let refs: Vec<&Mapping> = entries.iter().collect();
        let expected: Vec<(String, Vec<String>)> = vec![
            ("a".into(), vec!["A".into()]),
            ("b".into(), vec!["B".into()]),
            ("x".into(), vec![]),
            ("a".into(), vec!["A".into()]),
        ];
        assert_eq!(shape(&spelling_groups(&refs)), expected);
    }

    /// A value list is grouped in one pass (§4.1 `## Column values`): each entry's value or
    /// canonical keyed once, never once per other entry (which would key 2,000 entries four
    /// million times).
    #[test]
    fn spelling_groups_key_each_entry_once_spec_4_1() {
        let n = 2_000;
        let entries: Vec<Mapping> = (0..n)
            .map(|i| {
                let mut entry = Mapping::new();
                if i % 10 == 9 {
                    entry.insert(Value::str("value"), Value::Str(format!("V{}", i - 1)));
                    entry.insert(Value::str("spelling_of"), Value::Str(format!("v{}", i - 1)));
                } else {
                    entry.insert(Value::str("value"), Value::Str(format!("v{i}")));
                }
                entry
            })
            .collect();
        let refs: Vec<&Mapping> = entries.iter().collect();
        let calls = Cell::new(0usize);
        let groups = groups_by(&refs, |v| {
            calls.set(calls.get() + 1);
            Cow::Owned(value_key(v))
        });
        assert_eq!(calls.get(), n);
        assert_eq!(groups.len(), n - n / 10);
        let last = groups.last().map(|(head, members)| (head, members.len()));
        assert_eq!(
            last.map(|(head, spellings)| (value_key(head.get("value").unwrap()), spellings)),
            Some((format!("v{}", n - 2), 1))
        );
    }
}

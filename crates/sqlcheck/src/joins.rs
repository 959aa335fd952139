//! The checks on joins, against the edges the compiled index keeps: an equality between two
//! tables' columns (or columns a CTE or derived table passes on unchanged) that no edge of the print backs (emitted less rejected, plus those people
//! added), that only an edge a person rejected backs, or that is part of a composite edge
//! whose other column pairs the join leaves out; and where the print measured a
//! fan-out above one, the rows it multiplies — two many-sides joined through one row (each
//! multiplies the other), or an aggregate over the one-side's columns (counting each of its
//! rows once per matching row). Where the print measured no fan-out (a table described from
//! the catalog alone), the many-side's keys decide: joined on columns that hold none of them
//! (named by its statistics, else declared in its `ddl.sql`), it may repeat rows, and the
//! finding says where the keys came from.

use std::collections::BTreeMap;

use super::finding::{Explain, Finding, Place, Severity};
use super::observed::{ColumnRef, Observed, SelectFacts};
use dbprint_index::{ArchivedEdgeRecord, Compiled};

/// An edge a join walks: the referencing (many) side, the referenced (one) side, its fan-out.
struct Walked {
    child: String,
    child_table: String,
    parent: String,
    fanout_avg: Option<f64>,
    fanout_max: Option<f64>,
    /// Why the join may repeat the one-side's rows though the print measured no fan-out (a
    /// table described from the catalog alone): the many-side's columns hold none of its keys.
    unmeasured: Option<String>,
    place: Place,
}

/// The edges of table `from` to table `to` whose every column pair `pairs` holds.
fn edges_between<'a>(
    index: &'a Compiled,
    from: &str,
    to: &str,
    pairs: &[(String, String)],
) -> Vec<&'a ArchivedEdgeRecord> {
    let Some(share) = index.share_of(from) else {
        return Vec::new();
    };
    index
        .share(share)
        .edges
        .iter()
        .filter(|e| e.target_table.as_str() == to)
        .filter(|e| {
            e.columns.iter().zip(e.target_columns.iter()).all(|(c, t)| {
                pairs
                    .iter()
                    .any(|(a, b)| a.as_str() == c.as_str() && b.as_str() == t.as_str())
            })
        })
        .collect()
}

/// An equality's columns as (referencing, referenced), the left one referencing when
/// `left_refers`.
fn column_pair<'r>(
    (x, y): (&'r ColumnRef, &'r ColumnRef),
    left_refers: bool,
) -> (&'r str, &'r str) {
    let (c, t) = if left_refers { (x, y) } else { (y, x) };
    (c.column.as_str(), t.column.as_str())
}

/// An edge no person rejected between the tables of `left` and `right` of which the
/// equalities `refs` (left column, right column) are some column pairs but not all, and the
/// pairs they leave out, each as `child.column = parent.column` by source name.
fn partial_edge<'r>(
    index: &Compiled,
    (left, right): (&str, &str),
    refs: &[(&'r ColumnRef, &'r ColumnRef)],
) -> Option<Vec<String>> {
    let sides = [(left, right, true), (right, left, false)];
    sides.into_iter().find_map(|(from, to, left_refers)| {
        let share = index.share(index.share_of(from)?);
        share.edges.iter().find_map(|edge| {
            let pairs: Vec<(&str, &str)> = edge
                .columns
                .iter()
                .zip(edge.target_columns.iter())
                .map(|(c, t)| (c.as_str(), t.as_str()))
                .collect();
            let as_pair = |r: &(&'r ColumnRef, &'r ColumnRef)| column_pair(*r, left_refers);
            let usable = edge.target_table.as_str() == to && !edge.rejected;
            if !usable
                || pairs.len() <= refs.len()
                || !refs.iter().all(|r| pairs.contains(&as_pair(r)))
            {
                return None;
            }
            let (child, parent) = refs.first().map(|(x, y)| {
                if left_refers {
                    (&x.source, &y.source)
                } else {
                    (&y.source, &x.source)
                }
            })?;
            let written: Vec<(&str, &str)> = refs.iter().map(as_pair).collect();
            Some(
                pairs
                    .iter()
                    .filter(|p| !written.contains(p))
                    .map(|(c, t)| format!("{child}.{c} = {parent}.{t}"))
                    .collect(),
            )
        })
    })
}

fn columns_of(refs: &[(&ColumnRef, &ColumnRef)], left: bool) -> String {
    let names: Vec<&str> = refs
        .iter()
        .map(|(a, b)| {
            if left {
                a.column.as_str()
            } else {
                b.column.as_str()
            }
        })
        .collect();
    names.join(", ")
}

fn fmt_fanout(avg: f64) -> String {
    format!("{avg}")
}

/// An equality between two sources' columns, at its place.
type Equality<'a> = (&'a ColumnRef, &'a ColumnRef, Place);

/// The edges found between the tables of a group's two sides, each with whether its first
/// side refers (is the edge's source).
type Found<'e> = Vec<(bool, &'e ArchivedEdgeRecord)>;

/// The edges of the print between the tables of `group`'s two sides whose every column pair
/// the group's equalities hold, either way round.
fn edges_of<'e>(index: &'e Compiled, group: &[Equality]) -> Found<'e> {
    let (a, b, _) = group[0];
    let (left, right) = (&a.table.fqn, &b.table.fqn);
    let forward: Vec<(String, String)> = group
        .iter()
        .map(|(x, y, _)| (x.column.clone(), y.column.clone()))
        .collect();
    let backward: Vec<(String, String)> = forward
        .iter()
        .map(|(x, y)| (y.clone(), x.clone()))
        .collect();
    let mut found: Found = edges_between(index, left, right, &forward)
        .into_iter()
        .map(|e| (true, e))
        .collect();
    found.extend(
        edges_between(index, right, left, &backward)
            .into_iter()
            .map(|e| (false, e)),
    );
    found
}

/// The walk of the edge `(a_refers, edge)` that backs `group`: its many-side, its one-side
/// and the fan-out between them (measured, else judged from the many-side's keys).
fn walk(group: &[Equality], (a_refers, edge): (bool, &ArchivedEdgeRecord)) -> Walked {
    let (a, b, place) = group[0];
    let (child, child_table, parent) = if a_refers {
        (&a.source, &a.table.fqn, &b.source)
    } else {
        (&b.source, &b.table.fqn, &a.source)
    };
    let fanout_avg = edge.fanout_avg.as_ref().map(|f| f.to_native());
    let child_side: Vec<&ColumnRef> = group
        .iter()
        .map(|(x, y, _)| if a_refers { *x } else { *y })
        .collect();
    Walked {
        child: child.clone(),
        child_table: child_table.clone(),
        parent: parent.clone(),
        fanout_avg,
        fanout_max: edge.fanout_max.as_ref().map(|f| f.to_native()),
        unmeasured: fanout_avg.is_none().then(|| keyless(&child_side)).flatten(),
        place,
    }
}

/// Whether one of the edges `by` connects `x` and `y`'s columns.
fn covered(x: &ColumnRef, y: &ColumnRef, by: &[(bool, &ArchivedEdgeRecord)]) -> bool {
    by.iter().any(|(a_refers, e)| {
        let (c, t) = if *a_refers { (x, y) } else { (y, x) };
        e.columns
            .iter()
            .zip(e.target_columns.iter())
            .any(|(ec, et)| ec.as_str() == c.column && et.as_str() == t.column)
    })
}

/// The joins of one SELECT, grouped by the two sources they join.
fn judge_select(index: &Compiled, select: &SelectFacts, findings: &mut Vec<Finding>) {
    let mut pairs: BTreeMap<(String, String), Vec<Equality>> = BTreeMap::new();
    for (a, b, place) in &select.equalities {
        let (a, b) = if a.source <= b.source { (a, b) } else { (b, a) };
        pairs
            .entry((a.source.clone(), b.source.clone()))
            .or_default()
            .push((a, b, *place));
    }
    let mut walked: Vec<Walked> = Vec::new();
    for group in pairs.values() {
        let (a, b, _) = group[0];
        if a.table.fqn == b.table.fqn && group.iter().all(|(x, y, _)| x.column == y.column) {
            continue;
        }
        let found = edges_of(index, group);
        let backing: Found = found.iter().filter(|(_, e)| !e.rejected).copied().collect();
        let rejected: Found = found.iter().filter(|(_, e)| e.rejected).copied().collect();
        // A column a derived relation passes on holds its table's values but not its rows:
        // the edge behind the equality is judged, the rows it multiplies are not.
        let rows_known = group.iter().all(|(x, y, _)| !x.derived && !y.derived);
        if let Some(&backed) = backing.first().filter(|_| rows_known) {
            walked.push(walk(group, backed));
        }
        // The equalities no backed edge covers: all of them when none backs the join, else
        // each one left over (a second condition on columns no edge connects).
        let loose: Vec<Equality> = group
            .iter()
            .filter(|(x, y, _)| !covered(x, y, &backing))
            .copied()
            .collect();
        let chunks: Vec<Vec<Equality>> = if !backing.is_empty() {
            loose.into_iter().map(|e| vec![e]).collect()
        } else if loose.is_empty() {
            Vec::new()
        } else {
            vec![loose]
        };
        for chunk in chunks {
            unbacked(index, &chunk, &rejected, findings);
        }
    }
    fan_traps(&walked, findings);
    aggregates(select, &walked, findings);
}

/// The finding for equalities (`chunk`, between one pair of sources) no edge backs: a note
/// when an edges file of either table does not read, else a rejected edge, part of a
/// composite edge, or no edge at all.
fn unbacked(index: &Compiled, chunk: &[Equality], rejected: &Found, findings: &mut Vec<Finding>) {
    let (a, b, place) = chunk[0];
    let (left, right) = (&a.table.fqn, &b.table.fqn);
    let refs: Vec<(&ColumnRef, &ColumnRef)> = chunk.iter().map(|(x, y, _)| (*x, *y)).collect();
    let rejecting = rejected
        .first()
        .filter(|_| chunk.iter().all(|(x, y, _)| covered(x, y, rejected)));
    let unread: Vec<&str> = [left, right]
        .into_iter()
        .filter(|t| {
            index
                .share_of(t)
                .is_some_and(|i| index.share(i).edges_unreadable)
        })
        .map(String::as_str)
        .collect();
    if rejecting.is_none() && !unread.is_empty() {
        let message = format!(
            "the edges of {} do not read (a relationships file does not parse or match its schema): this join is not checked",
            unread.join(" and ")
        );
        let explain = Explain::new("get_table_context", vec![("table", unread[0])]);
        findings.push(
            Finding::new(Severity::Note, "join_unchecked", place, message).explained(explain),
        );
        return;
    }
    let partial = rejecting
        .is_none()
        .then(|| partial_edge(index, (left, right), &refs))
        .flatten();
    let (kind, message) = match (rejecting, partial) {
        (Some((_, edge)), _) => (
            "join_rejected_edge",
            format!(
                "a person rejected the edge joining {left} ({}) to {right} ({}){}",
                columns_of(&refs, true),
                columns_of(&refs, false),
                edge.note
                    .as_ref()
                    .map(|n| format!(": {}", n.as_str()))
                    .unwrap_or_default()
            ),
        ),
        (None, Some(missing)) => (
            "join_partial_edge",
            format!(
                "this joins {left} ({}) to {right} ({}) on part of the print's edge between them: without {} each row may match several",
                columns_of(&refs, true),
                columns_of(&refs, false),
                missing.join(" AND ")
            ),
        ),
        (None, None) => (
            "join_without_edge",
            format!(
                "no edge in the print joins {left} ({}) to {right} ({})",
                columns_of(&refs, true),
                columns_of(&refs, false)
            ),
        ),
    };
    let explain = Explain::new("find_join_path", vec![("from", left), ("to", right)]);
    findings.push(Finding::new(Severity::Warning, kind, place, message).explained(explain));
}

/// Why the many-side of a join whose fan-out the print did not measure may hold several rows
/// per one-side row: its join columns hold none of the keys it has (from its statistics, else
/// its `ddl.sql`). `None` when they hold one, or when it names no key to tell.
fn keyless(child_side: &[&ColumnRef]) -> Option<String> {
    let table = &child_side.first()?.table;
    let joined: Vec<String> = child_side.iter().map(|c| c.column.to_lowercase()).collect();
    let first = table.keys.first()?;
    if table
        .keys
        .iter()
        .any(|k| k.columns.iter().all(|c| joined.contains(c)))
    {
        return None;
    }
    let keys: Vec<String> = table
        .keys
        .iter()
        .map(|k| format!("({})", k.columns.join(", ")))
        .collect();
    Some(format!(
        "the print measured no fan-out here, and {} joins on {}, which is not a key of it: its keys are {}, {}",
        table.fqn,
        joined.join(", "),
        keys.join(", "),
        first.source
    ))
}

/// Whether a walked edge repeats its one-side's rows: measured so, or unmeasured and keyless.
fn multiplies(w: &Walked) -> bool {
    w.fanout_avg.is_some_and(|f| f > 1.0) || w.unmeasured.is_some()
}

/// How many rows per one-side row a walked edge holds, in words.
fn rows_per(w: &Walked) -> String {
    match w.fanout_avg {
        Some(avg) => format!("about {}", fmt_fanout(avg)),
        None => "possibly several".to_string(),
    }
}

fn fan_traps(walked: &[Walked], findings: &mut Vec<Finding>) {
    let mut by_parent: BTreeMap<&str, Vec<&Walked>> = BTreeMap::new();
    for w in walked.iter().filter(|w| multiplies(w)) {
        let children = by_parent.entry(w.parent.as_str()).or_default();
        if !children.iter().any(|c| c.child == w.child) {
            children.push(w);
        }
    }
    for (parent, children) in by_parent {
        let [first, second, ..] = children.as_slice() else {
            continue;
        };
        let product = match (first.fanout_avg, second.fanout_avg) {
            (Some(a), Some(b)) => format!("about {}", fmt_fanout((a * b * 100.0).round() / 100.0)),
            _ => "possibly several".to_string(),
        };
        let unmeasured = [first, second]
            .iter()
            .find_map(|w| w.unmeasured.as_ref())
            .map(|why| format!(" ({why})"))
            .unwrap_or_default();
        let message = format!(
            "{} and {} both join to {parent} with a fan-out ({} and {} rows per {parent} row): their rows multiply each other, {product} per {parent} row{unmeasured}",
            first.child,
            second.child,
            rows_per(first),
            rows_per(second),
        );
        findings.push(
            Finding::new(Severity::Warning, "join_fanout", second.place, message).explained(
                Explain::new(
                    "get_table_context",
                    vec![("table", &second.child_table), ("purpose", "query")],
                ),
            ),
        );
    }
}

fn aggregates(select: &SelectFacts, walked: &[Walked], findings: &mut Vec<Finding>) {
    for (function, column) in &select.aggregates {
        let Some(w) = walked
            .iter()
            .find(|w| w.parent == column.source && multiplies(w))
        else {
            continue;
        };
        let most = w
            .fanout_max
            .map(|m| format!(", up to {m}"))
            .unwrap_or_default();
        let why = w
            .unmeasured
            .as_ref()
            .map(|why| format!(" ({why})"))
            .unwrap_or_default();
        let times = match w.fanout_avg {
            Some(avg) => format!("about {} times", fmt_fanout(avg)),
            None => "possibly several times".to_string(),
        };
        let message = format!(
            "{}({}.{}) counts each {} row {times}: it is joined to {}, which holds {} rows per {} row{most}{why}",
            function.to_uppercase(),
            column.source,
            column.column,
            column.source,
            w.child,
            rows_per(w),
            column.source
        );
        findings.push(
            Finding::new(Severity::Warning, "join_fanout", column.place, message).explained(
                Explain::new(
                    "get_table_context",
                    vec![("table", &w.child_table), ("purpose", "query")],
                ),
            ),
        );
    }
}

pub fn judge(index: &Compiled, observed: &Observed, findings: &mut Vec<Finding>) {
    for select in &observed.selects {
        judge_select(index, select, findings);
    }
}

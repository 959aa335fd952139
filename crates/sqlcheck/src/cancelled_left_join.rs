//! LEFT JOINs a later clause silently turns into inner joins: the rows a `LEFT JOIN b` keeps
//! with no match carry NULL in every column of `b`, and a comparison on one of those columns
//! (`b.status = 'x'`, `b.id IN (…)`, `LIKE`, `BETWEEN`) is never true of NULL, so a `WHERE`
//! that requires it, or a later inner `JOIN` whose `ON` requires it, drops exactly the rows the
//! LEFT JOIN was written to keep. Judged within one SELECT, conservatively: only a condition
//! the clause requires (one of its top-level `AND`s), only a bare column qualified by the
//! optional side's name or alias; never `IS NULL` or `IS NOT NULL`, an `OR` (`b.x = 1 OR b.x IS
//! NULL`), a function of the column (`COALESCE(b.x, 0) = 0`), a condition in the LEFT JOIN's
//! own `ON`, nor a FROM chain holding a RIGHT or FULL join.

use std::collections::{BTreeMap, BTreeSet};

use sqlparser::ast::{
    BinaryOperator, Expr, JoinConstraint, JoinOperator, Select, Spanned, TableFactor,
    TableWithJoins,
};
use sqlparser::tokenizer::Span;

use super::finding::{Finding, Offsets, Place, Severity};

/// The most characters of the SQL a finding quotes for a relation or a condition.
const QUOTED: usize = 80;

/// The name a FROM clause's relation is referred to by: its alias, else its last part.
fn qualifier(relation: &TableFactor) -> Option<String> {
    match relation {
        TableFactor::Table { name, alias, .. } => alias
            .as_ref()
            .map(|a| a.name.value.clone())
            .or_else(|| name.0.last()?.as_ident().map(|i| i.value.clone())),
        TableFactor::Derived { alias, .. } => alias.as_ref().map(|a| a.name.value.clone()),
        _ => None,
    }
    .map(|name| name.to_lowercase())
}

/// The conditions `e` requires: its top-level `AND`s, parentheses opened.
fn required(e: &Expr) -> Vec<&Expr> {
    let mut out = Vec::new();
    let mut pending = vec![e];
    while let Some(e) = pending.pop() {
        match e {
            Expr::BinaryOp {
                left,
                op: BinaryOperator::And,
                right,
            } => {
                pending.push(right);
                pending.push(left);
            }
            Expr::Nested(inner) => pending.push(inner),
            other => out.push(other),
        }
    }
    out
}

/// A bare qualified column (`b.status`), parentheses opened: its qualifier and its place.
fn column(e: &Expr) -> Option<(String, Span)> {
    let mut e = e;
    while let Expr::Nested(inner) = e {
        e = inner;
    }
    match e {
        Expr::CompoundIdentifier(idents) if idents.len() >= 2 => {
            let qualifier = idents.get(idents.len() - 2)?.value.to_lowercase();
            let span = idents.iter().map(|i| i.span).reduce(|a, b| a.union(&b))?;
            Some((qualifier, span))
        }
        _ => None,
    }
}

/// A literal or a name: an operand whose place is found without walking a tree.
fn leaf(e: &Expr) -> Option<Span> {
    match e {
        Expr::Value(value) => Some(value.span),
        Expr::Identifier(ident) => Some(ident.span),
        Expr::CompoundIdentifier(idents) => {
            idents.iter().map(|i| i.span).reduce(|a, b| a.union(&b))
        }
        _ => None,
    }
}

/// A column a condition compares, a NULL in which makes the condition not true: its
/// qualifier and the place of the comparison (the column and, when a literal or a name, what
/// it is compared with; the column alone otherwise).
struct Compared {
    name: String,
    span: Span,
    /// Whether the place holds the whole comparison.
    whole: bool,
}

/// The columns `condition` compares.
fn compared(condition: &Expr) -> Vec<Compared> {
    let pairs: Vec<(&Expr, Option<&Expr>)> = match condition {
        Expr::BinaryOp {
            left,
            op:
                BinaryOperator::Eq
                | BinaryOperator::NotEq
                | BinaryOperator::Lt
                | BinaryOperator::LtEq
                | BinaryOperator::Gt
                | BinaryOperator::GtEq,
            right,
        } => vec![(left, Some(right)), (right, Some(left))],
        Expr::Like { expr, .. }
        | Expr::ILike { expr, .. }
        | Expr::In { expr, .. }
        | Expr::Between { expr, .. } => vec![(expr, None)],
        _ => Vec::new(),
    };
    pairs
        .into_iter()
        .filter_map(|(operand, other)| {
            let (name, span) = column(operand)?;
            let other = other.and_then(leaf);
            let whole = other.is_some();
            let span = other.map_or(span, |other| span.union(&other));
            Some(Compared { name, span, whole })
        })
        .collect()
}

/// The SQL at `place` as a message quotes it: on one line, cut after `QUOTED` characters
/// (never read further); `fallback` where the place cannot be cut out.
fn quoted(offsets: &Offsets, place: Place, fallback: &str) -> String {
    let Some(text) = offsets.text(place).filter(|t| !t.trim().is_empty()) else {
        return fallback.to_string();
    };
    let (head, more) = match text.char_indices().nth(QUOTED) {
        Some((at, _)) => (&text[..at], "…"),
        None => (text, ""),
    };
    let words: Vec<&str> = head.split_whitespace().collect();
    format!("{}{more}", words.join(" "))
}

/// A LEFT JOIN's optional side: its name, the relation as written, where the join stands.
struct Optional {
    name: String,
    relation: String,
    place: Place,
}

/// Where a relation stands, found without walking a subquery: a table's name and alias, a
/// derived table's alias.
fn relation_place(relation: &TableFactor) -> Place {
    match relation {
        TableFactor::Table { .. } => Place::from(relation.span()),
        TableFactor::Derived {
            alias: Some(alias), ..
        } => Place::from(alias.name.span),
        _ => Place::default(),
    }
}

/// The LEFT JOINs among `optional` (by name) whose columns `clause` requires, each with the
/// first comparison that requires one, taken out of `optional`.
fn cancelled_by(
    optional: &mut BTreeMap<String, Optional>,
    clause: &Expr,
) -> Vec<(Optional, Compared)> {
    let mut found = Vec::new();
    for condition in required(clause) {
        for compared in compared(condition) {
            if let Some(side) = optional.remove(&compared.name) {
                found.push((side, compared));
            }
        }
    }
    found
}

/// The warning for the LEFT JOIN `side` that the comparison `compared`, in the clause
/// `clause`, cancels.
fn cancelled(
    offsets: &Offsets,
    side: &Optional,
    compared: &Compared,
    clause: &str,
    fix: &str,
) -> Finding {
    let place = Some(Place::from(compared.span))
        .filter(|p| p.line > 0)
        .unwrap_or(side.place);
    let text = quoted(offsets, place, &side.name);
    let condition = match compared.whole {
        true => text,
        false => format!("a comparison on {text}"),
    };
    let message = format!(
        "LEFT JOIN {} (line {}) keeps rows with no match in {}, their columns NULL, but {clause} requires {}, which NULL never meets: the LEFT JOIN is an inner join; {fix}, or write JOIN if the inner join is meant",
        side.relation, side.place.line, side.name, condition
    );
    Finding::new(Severity::Warning, "left_join_cancelled", place, message)
}

/// The LEFT JOINs of one FROM chain a later inner join's `ON` cancels, those left standing
/// added to `optional`; only a side whose name `unique` holds is judged.
fn chain(
    offsets: &Offsets,
    from: &TableWithJoins,
    unique: &BTreeSet<String>,
    optional: &mut BTreeMap<String, Optional>,
    findings: &mut Vec<Finding>,
) {
    let mut own: BTreeMap<String, Optional> = BTreeMap::new();
    for join in &from.joins {
        match &join.join_operator {
            JoinOperator::Left(_) | JoinOperator::LeftOuter(_) => {
                if let Some(name) = qualifier(&join.relation).filter(|n| unique.contains(n)) {
                    let place = relation_place(&join.relation);
                    let relation = match &join.relation {
                        TableFactor::Derived { .. } => format!("(…) {name}"),
                        _ => quoted(offsets, place, &name),
                    };
                    let side = Optional {
                        relation,
                        name: name.clone(),
                        place,
                    };
                    own.insert(name, side);
                }
            }
            JoinOperator::Join(JoinConstraint::On(on))
            | JoinOperator::Inner(JoinConstraint::On(on)) => {
                for (side, compared) in cancelled_by(&mut own, on) {
                    let joined = relation_place(&join.relation);
                    let clause = format!("the JOIN of {}", quoted(offsets, joined, "a table"));
                    let fix = "make that join a LEFT JOIN too";
                    findings.push(cancelled(offsets, &side, &compared, &clause, fix));
                }
            }
            _ => {}
        }
    }
    optional.extend(own);
}

/// The warnings for the LEFT JOINs of `select` (in the SQL `offsets` cuts) its later joins or
/// its WHERE cancel.
pub fn judge(select: &Select, offsets: &Offsets) -> Vec<Finding> {
    let mut names: Vec<String> = Vec::new();
    for from in &select.from {
        names.extend(qualifier(&from.relation));
        names.extend(from.joins.iter().filter_map(|j| qualifier(&j.relation)));
    }
    // A name two relations share cannot say which one a column belongs to.
    names.sort();
    let unique: BTreeSet<String> = names
        .chunk_by(|a, b| a == b)
        .filter(|run| run.len() == 1)
        .flat_map(|run| run.first().cloned())
        .collect();
    let mut findings = Vec::new();
    let mut optional: BTreeMap<String, Optional> = BTreeMap::new();
    for from in &select.from {
        let outer_both_ways = from.joins.iter().any(|j| {
            matches!(
                j.join_operator,
                JoinOperator::Right(_) | JoinOperator::RightOuter(_) | JoinOperator::FullOuter(_)
            )
        });
        if !outer_both_ways {
            chain(offsets, from, &unique, &mut optional, &mut findings);
        }
    }
    if let Some(selection) = &select.selection {
        for (side, compared) in cancelled_by(&mut optional, selection) {
            let fix = "move the condition into the LEFT JOIN's ON clause to keep them";
            let clause = "the WHERE clause";
            findings.push(cancelled(offsets, &side, &compared, clause, fix));
        }
    }
    findings
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::ast::{SetExpr, Statement};
    use sqlparser::dialect::GenericDialect;
    use sqlparser::parser::Parser;

    fn judged(sql: &str) -> Vec<String> {
        let statements = Parser::parse_sql(&GenericDialect {}, sql).unwrap();
        let Statement::Query(query) = &statements[0] else {
            panic!("{sql}");
        };
        let SetExpr::Select(select) = query.body.as_ref() else {
            panic!("{sql}");
        };
        judge(select, &Offsets::new(sql))
            .into_iter()
            .map(|f| f.message)
            .collect()
    }

    #[test]
    fn a_where_on_the_optional_side_cancels_its_left_join() {
        let found = judged(
            "SELECT * FROM orders o LEFT JOIN customers c ON c.id = o.customer_id \
             WHERE c.tier = 'gold' AND o.total > 0",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("LEFT JOIN customers c"), "{}", found[0]);
        assert!(found[0].contains("the WHERE clause requires c.tier = 'gold'"));
        assert!(found[0].contains("into the LEFT JOIN's ON clause"));
        let listed = judged(
            "SELECT * FROM orders o LEFT JOIN (SELECT id, tier FROM customers) c \
             ON c.id = o.customer_id WHERE c.tier IN ('gold', 'silver')",
        );
        assert_eq!(listed.len(), 1, "{listed:?}");
        assert!(
            listed[0].starts_with("LEFT JOIN (…) c (line 1)"),
            "{}",
            listed[0]
        );
        assert!(listed[0].contains("requires a comparison on c.tier,"));
    }

    #[test]
    fn a_later_inner_join_on_the_optional_side_cancels_its_left_join() {
        let found = judged(
            "SELECT * FROM orders o LEFT JOIN customers c ON c.id = o.customer_id \
             JOIN regions r ON r.id = c.region_id",
        );
        assert_eq!(found.len(), 1, "{found:?}");
        assert!(found[0].contains("the JOIN of regions r requires r.id = c.region_id"));
        assert!(found[0].contains("make that join a LEFT JOIN too"));
    }

    #[test]
    fn null_tests_or_guards_functions_and_on_conditions_cancel_nothing() {
        for sql in [
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid WHERE c.id IS NULL",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid AND c.tier = 'gold'",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid WHERE c.tier = 'gold' OR c.id IS NULL",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid WHERE COALESCE(c.tier, 'x') = 'x'",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid LEFT JOIN r ON r.id = c.rid",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid JOIN r ON r.id = o.rid",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid FULL JOIN r ON r.id = c.rid WHERE c.x = 1",
            "SELECT * FROM o LEFT JOIN c ON c.id = o.cid WHERE o.status = 'x'",
        ] {
            assert_eq!(judged(sql), Vec::<String>::new(), "{sql}");
        }
    }
}

//! How a FROM clause brings sources into a scope: tables of the print, CTEs, derived
//! tables, nested joins and relations whose columns are unknown; and the column pairs each
//! `ON`, `USING` or `NATURAL` join equates.

use std::rc::Rc;

use sqlparser::ast::{
    Ident, JoinConstraint, JoinOperator, ObjectName, Spanned, TableFactor, TableWithJoins,
};

use super::builtins::is_system_relation;
use super::{Walker, lower, parts, strings};
use crate::catalog::{ColumnSet, Named};
use crate::finding::{Explain, Finding, Place, Severity};
use crate::observed::ColumnRef;
use crate::scope::{Frame, Source};
use dbprint_yaml::Value;

impl Walker<'_> {
    pub(super) fn from(&mut self, from: &TableWithJoins, frame: &mut Frame) {
        self.relation(&from.relation, frame, false);
        for join in &from.joins {
            let before = frame.sources.len();
            // SQL Server's APPLY sees the sources on its left, as LATERAL does.
            let applied = matches!(
                join.join_operator,
                JoinOperator::CrossApply | JoinOperator::OuterApply
            );
            self.relation(&join.relation, frame, applied);
            let (left_open, right_open) = match &join.join_operator {
                JoinOperator::Left(_) | JoinOperator::LeftOuter(_) | JoinOperator::OuterApply => {
                    (false, true)
                }
                JoinOperator::Right(_) | JoinOperator::RightOuter(_) => (true, false),
                JoinOperator::FullOuter(_) => (true, true),
                _ => (false, false),
            };
            let (left, right) = frame.sources.split_at(before);
            let open = left
                .iter()
                .filter(|_| left_open)
                .chain(right.iter().filter(|_| right_open))
                .map(|s| s.name.clone())
                .collect::<Vec<_>>();
            frame.outer.extend(open);
            let constraint = match &join.join_operator {
                JoinOperator::Join(c)
                | JoinOperator::Inner(c)
                | JoinOperator::Left(c)
                | JoinOperator::LeftOuter(c)
                | JoinOperator::Right(c)
                | JoinOperator::RightOuter(c)
                | JoinOperator::FullOuter(c)
                | JoinOperator::CrossJoin(c)
                | JoinOperator::Semi(c)
                | JoinOperator::LeftSemi(c)
                | JoinOperator::RightSemi(c)
                | JoinOperator::Anti(c)
                | JoinOperator::LeftAnti(c)
                | JoinOperator::RightAnti(c) => Some(c),
                JoinOperator::AsOf { constraint, .. } => Some(constraint),
                _ => None,
            };
            match constraint {
                Some(JoinConstraint::On(e)) => self.expr(e, frame),
                Some(JoinConstraint::Using(names) | JoinConstraint::UsingAlias(names, _)) => {
                    let columns: Vec<Ident> = names.iter().filter_map(|n| parts(n).pop()).collect();
                    self.using(&columns, frame, before);
                }
                Some(JoinConstraint::Natural) => {
                    self.natural(frame, before, Place::from(join.relation.span()))
                }
                _ => {}
            }
        }
    }

    /// `USING (columns)`: each must be held by a source on the left and by the one joined.
    pub(super) fn using(&mut self, columns: &[Ident], frame: &mut Frame, right_from: usize) {
        for ident in columns {
            let place = Place::from(ident.span);
            let (left, right) = frame.sources.split_at(right_from);
            let on_left = left.iter().find(|s| s.column(&ident.value).is_some());
            let on_right = right.iter().find(|s| s.column(&ident.value).is_some());
            for (side, found) in [(left, on_left), (right, on_right)] {
                if found.is_none() && side.iter().all(|s| s.columns.is_some()) {
                    let names: Vec<String> = side
                        .iter()
                        .flat_map(|s| s.names().unwrap_or_default().iter().cloned())
                        .collect();
                    let tables: Vec<&str> = side.iter().map(|s| s.name.as_str()).collect();
                    self.unknown_column(ident, place, &names, &tables.join(", "));
                }
            }
            if let (Some(l), Some(r)) = (on_left, on_right) {
                self.equality(l, r, &ident.value, place);
            }
            frame.shared.push(ident.value.clone());
        }
    }

    /// `NATURAL`: the columns both sides hold join them.
    pub(super) fn natural(&mut self, frame: &mut Frame, right_from: usize, place: Place) {
        let (left, right) = frame.sources.split_at(right_from);
        let mut shared = Vec::new();
        for r in right {
            for column in r.names().unwrap_or_default() {
                if let Some(l) = left.iter().find(|l| l.column(column).is_some()) {
                    shared.push((l.clone(), r.clone(), column.clone()));
                }
            }
        }
        for (l, r, column) in shared {
            self.equality(&l, &r, &column, place);
            frame.shared.push(column);
        }
    }

    /// An equality between the same-named column of two sources, as a join records it.
    pub(super) fn equality(&mut self, left: &Source, right: &Source, column: &str, place: Place) {
        let as_ref = |s: &Source| {
            Some(ColumnRef {
                table: Rc::clone(s.table.as_ref()?),
                source: s.name.clone(),
                column: s.column(column)?.to_string(),
                place,
                derived: false,
            })
        };
        if let (Some(l), Some(r), Some(facts)) =
            (as_ref(left), as_ref(right), self.selects.last_mut())
        {
            facts.equalities.push((l, r, place));
        }
    }

    /// One relation of a FROM clause into `frame`; a derived table that is `LATERAL` or
    /// `applied` (the right of an APPLY) sees the sources before it.
    pub(super) fn relation(&mut self, relation: &TableFactor, frame: &mut Frame, applied: bool) {
        match relation {
            TableFactor::Table {
                name, alias, args, ..
            } => {
                let idents = parts(name);
                let alias_name = alias.as_ref().map(|a| lower(&a.name));
                let last = idents.last().map(lower).unwrap_or_default();
                let name_of = alias_name.clone().unwrap_or(last.clone());
                if args.is_some() {
                    frame.sources.push(Source::unknown(name_of));
                    return;
                }
                if idents.len() == 1
                    && let Some(cte) = frame.cte(&idents[0].value).cloned()
                {
                    frame.sources.push(Source {
                        name: name_of,
                        table: None,
                        columns: cte.columns,
                    });
                    return;
                }
                if idents.is_empty() {
                    // A name computed by a function (`IDENTIFIER('…')`): unknowable here.
                    frame.sources.push(Source::unknown(name_of));
                    return;
                }
                let source = self.named_table(name, &idents, name_of);
                frame.sources.push(source);
            }
            TableFactor::Derived {
                subquery,
                alias,
                lateral,
                ..
            } => {
                let columns = if *lateral || applied {
                    let seen = frame.clone();
                    self.query(subquery, &seen)
                } else {
                    let parent = Frame {
                        sources: Vec::new(),
                        ..frame.clone()
                    };
                    self.query(subquery, &parent)
                };
                let named: Vec<String> = alias
                    .iter()
                    .flat_map(|a| a.columns.iter().map(|c| c.name.value.clone()))
                    .collect();
                frame.sources.push(Source {
                    name: alias.as_ref().map(|a| lower(&a.name)).unwrap_or_default(),
                    table: None,
                    columns: super::renamed(&named, columns).map(ColumnSet::traced),
                });
            }
            TableFactor::NestedJoin {
                table_with_joins, ..
            } => self.from(table_with_joins, frame),
            other => {
                let name = match other {
                    TableFactor::TableFunction { alias, .. }
                    | TableFactor::Function { alias, .. }
                    | TableFactor::UNNEST { alias, .. } => alias.as_ref().map(|a| lower(&a.name)),
                    _ => None,
                };
                frame
                    .sources
                    .push(Source::unknown(name.unwrap_or_default()));
            }
        }
    }

    /// The source a table name in a FROM clause brings in (`name_of`, its alias or last
    /// segment): a table of the print, or one whose columns cannot be known (ambiguous, the
    /// database's own, made by the batch, or unknown, with its finding).
    fn named_table(&mut self, name: &ObjectName, idents: &[Ident], name_of: String) -> Source {
        let last = idents.last().map(lower).unwrap_or_default();
        match self.catalog.table(&strings(idents)) {
            Named::Table(fqn) => {
                let facts = self.catalog.facts(&fqn);
                if !self.observed.tables.iter().any(|(t, _)| t.fqn == fqn) {
                    let place = Place::from(name.span());
                    self.observed.tables.push((Rc::clone(&facts), place));
                }
                Source {
                    name: name_of,
                    columns: facts.columns.clone(),
                    table: Some(facts),
                }
            }
            Named::Ambiguous(fqns) => {
                let shown: Vec<Value> = fqns.iter().map(|f| Value::str(f.as_str())).collect();
                let message = format!(
                    "table name {} matches {} tables of the print; qualify it",
                    name,
                    fqns.len()
                );
                let finding = Finding::new(
                    Severity::Error,
                    "ambiguous_table",
                    Place::from(name.span()),
                    message,
                )
                .with("candidates", Value::Seq(shown))
                .explained(Explain::new(
                    "list_tables",
                    vec![("pattern", &format!("*{last}"))],
                ));
                self.findings.push(finding);
                Source::unknown(name_of)
            }
            Named::Missing
                if is_system_relation(&strings(idents))
                    || self.made.iter().any(|m| m.eq_ignore_ascii_case(&last)) =>
            {
                Source::unknown(name_of)
            }
            Named::Missing => {
                // Its columns are checked as the fixed name's, so the corrected SQL
                // is whole.
                let fixed = self.unknown_table(name, idents);
                let facts = fixed.map(|fqn| {
                    let facts = self.catalog.facts(&fqn);
                    self.observed.assumed.push(fqn);
                    facts
                });
                Source {
                    name: name_of,
                    columns: facts.as_ref().and_then(|f| f.columns.clone()),
                    table: facts,
                }
            }
        }
    }
}

//! The walk over a parsed query: every table and column reference resolved against the print
//! through the scopes the query builds (CTEs, derived tables, subqueries, joins with `ON`,
//! `USING` or `NATURAL`, `SELECT *` expanded), findings made for the names that resolve to
//! nothing (with the nearest names and, when one is clear, the fix) and for comparisons with
//! NULL, and what the other checks judge observed (`observed`). A CTE's or derived table's
//! column that passes a print column on unchanged (`col`, `col AS name`, `*`; not through a
//! union) reads that column's values, so a literal compared with it outside is judged; its
//! rows are the relation's own, so an equality on it is judged by the edge behind it but no
//! fan-out, aggregate or NULL test is. A lambda's
//! body is passed over (its parameters are not columns), never guessed at. The walk of a
//! statement is here; how a FROM clause brings sources in is `relations`, how a name is found
//! (or a finding made for it) `names`, a STRUCT field `fields`, and expressions
//! `expressions`.

mod builtins;
mod expressions;
mod fields;
mod names;
mod relations;

use sqlparser::ast::{
    Expr, GroupByExpr, Ident, ObjectName, ObjectNamePart, OrderByKind, Query, Select, SelectItem,
    SelectItemQualifiedWildcardKind, SetExpr,
};

use super::cancelled_left_join;
use super::catalog::{Catalog, ColumnSet, Named, Origin, Traced};
use super::finding::{Finding, Offsets, Place};
use super::observed::{Observed, SelectFacts};
use super::scope::{Cte, Frame};
use dbprint_yaml::Value;
use expressions::Operand;

pub struct Walker<'c> {
    catalog: &'c Catalog<'c>,
    /// The SQL's places, found by offset.
    offsets: Offsets<'c>,
    /// The dialect the SQL is written in (one of `check::DIALECTS`).
    dialect: &'c str,
    /// The tables the batch makes itself (lowercase last segments): read, they are no
    /// unknown table.
    pub made: Vec<String>,
    pub findings: Vec<Finding>,
    pub observed: Observed,
    selects: Vec<SelectFacts>,
}

fn lower(ident: &Ident) -> String {
    if ident.quote_style.is_some() {
        ident.value.clone()
    } else {
        ident.value.to_lowercase()
    }
}

fn parts(name: &ObjectName) -> Vec<Ident> {
    name.0
        .iter()
        .filter_map(|part| match part {
            ObjectNamePart::Identifier(ident) => Some(ident.clone()),
            ObjectNamePart::Function(_) => None,
        })
        .collect()
}

fn strings(idents: &[Ident]) -> Vec<String> {
    idents.iter().map(|i| i.value.clone()).collect()
}

fn suggested(ranked: &[(f64, &str)]) -> Value {
    Value::Seq(ranked.iter().map(|(_, name)| Value::str(*name)).collect())
}

impl<'c> Walker<'c> {
    pub fn new(catalog: &'c Catalog<'c>, sql: &'c str, dialect: &'c str) -> Self {
        Walker {
            catalog,
            offsets: Offsets::new(sql),
            dialect,
            made: Vec::new(),
            findings: Vec::new(),
            observed: Observed::default(),
            selects: Vec::new(),
        }
    }

    /// The SQL text at `place`, when it can be cut out.
    fn text(&self, place: Place) -> Option<String> {
        self.offsets.text(place).map(str::to_string)
    }

    /// A query's output columns; `None` when they cannot be known.
    pub fn query(&mut self, query: &Query, outer: &Frame) -> Option<Vec<Traced>> {
        let mut frame = Frame::within(outer);
        if let Some(with) = &query.with {
            for cte in &with.cte_tables {
                let columns = self.cte(cte, &mut frame, with.recursive);
                frame.ctes.push(Cte {
                    name: cte.alias.name.value.clone(),
                    columns: columns.map(ColumnSet::traced),
                });
            }
        }
        let order = query.order_by.as_ref().and_then(|o| match &o.kind {
            OrderByKind::Expressions(items) => Some(items.iter().map(|i| &i.expr).collect()),
            OrderByKind::All(_) => None,
        });
        self.set_expr(&query.body, &frame, order.unwrap_or_default())
    }

    /// A CTE's output columns (the names its alias lists, else its query's). A union may name
    /// the CTE itself after its first branch (a recursive CTE: under `WITH RECURSIVE`, or when
    /// no table of the print has its name, since some dialects write none): that first branch
    /// gives the columns the rest read.
    fn cte(
        &mut self,
        cte: &sqlparser::ast::Cte,
        frame: &mut Frame,
        recursive: bool,
    ) -> Option<Vec<Traced>> {
        let name = cte.alias.name.value.clone();
        let named: Vec<String> = cte
            .alias
            .columns
            .iter()
            .map(|c| c.name.value.clone())
            .collect();
        let named = |found: Option<Vec<Traced>>| renamed(&named, found);
        let self_named = |walker: &Self| {
            recursive
                || matches!(
                    walker.catalog.table(std::slice::from_ref(&name)),
                    Named::Missing
                )
        };
        match &*cte.query.body {
            SetExpr::SetOperation { left, right, .. }
                if cte.query.with.is_none() && self_named(self) =>
            {
                let inner = Frame::within(frame);
                let anchor = self.set_expr(left, &inner, Vec::new());
                let anchor = named(anchor.map(untraced));
                let mut inner = Frame::within(frame);
                inner.ctes.push(Cte {
                    name,
                    columns: anchor.clone().map(ColumnSet::traced),
                });
                self.set_expr(right, &inner, Vec::new());
                anchor
            }
            _ => named(self.query(&cte.query, frame)),
        }
    }

    fn set_expr(
        &mut self,
        body: &SetExpr,
        frame: &Frame,
        order: Vec<&Expr>,
    ) -> Option<Vec<Traced>> {
        match body {
            SetExpr::Select(select) => self.select(select, frame, &order),
            SetExpr::Query(query) => self.query(query, frame),
            SetExpr::SetOperation { left, right, .. } => {
                // A union's rows come from every branch: its columns pass none on unchanged.
                let columns = self.set_expr(left, frame, Vec::new());
                self.set_expr(right, frame, Vec::new());
                columns.map(untraced)
            }
            SetExpr::Values(values) => {
                for row in &values.rows {
                    for e in &row.content {
                        self.expr(e, frame);
                    }
                }
                None
            }
            _ => None,
        }
    }

    fn select(&mut self, select: &Select, outer: &Frame, order: &[&Expr]) -> Option<Vec<Traced>> {
        self.selects.push(SelectFacts::default());
        let mut frame = Frame::within(outer);
        for from in &select.from {
            self.from(from, &mut frame);
        }
        self.findings
            .extend(cancelled_left_join::judge(select, &self.offsets));
        let aliases: Vec<String> = select
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { alias, .. } => Some(alias.value.clone()),
                _ => None,
            })
            .collect();
        if reuses_aliases(self.dialect) {
            frame.aliases = aliases.clone();
        }
        let mut output = Some(Vec::new());
        for item in &select.projection {
            let names = self.projected(item, &frame);
            match (&mut output, names) {
                (Some(out), Some(names)) => out.extend(names),
                _ => output = None,
            }
        }
        frame.aliases = aliases;
        if let Some(selection) = &select.selection {
            self.expr(selection, &frame);
        }
        let grouping = select_list_first(&frame, select, self.dialect, Clause::Grouping);
        if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
            for e in exprs {
                self.expr(e, &grouping);
            }
        }
        for e in select.having.iter().chain(select.qualify.iter()) {
            self.expr(e, &grouping);
        }
        let ordering = select_list_first(&frame, select, self.dialect, Clause::Ordering);
        for e in order {
            self.expr(e, &ordering);
        }
        if let Some(facts) = self.selects.pop() {
            self.observed.selects.push(facts);
        }
        output
    }

    /// The columns a projection item adds to the output, `None` when unknowable.
    fn projected(&mut self, item: &SelectItem, frame: &Frame) -> Option<Vec<Traced>> {
        match item {
            SelectItem::UnnamedExpr(e) => Some(match e {
                Expr::Identifier(ident) => vec![(ident.value.clone(), self.passed_on(e, frame))],
                Expr::CompoundIdentifier(idents) => {
                    let origin = self.passed_on(e, frame);
                    idents
                        .last()
                        .map(|i| vec![(i.value.clone(), origin)])
                        .unwrap_or_default()
                }
                _ => {
                    self.expr(e, frame);
                    Vec::new()
                }
            }),
            SelectItem::ExprWithAlias { expr, alias } => {
                let origin = match expr {
                    Expr::Identifier(_) | Expr::CompoundIdentifier(_) => {
                        self.passed_on(expr, frame)
                    }
                    _ => {
                        self.expr(expr, frame);
                        None
                    }
                };
                Some(vec![(alias.value.clone(), origin)])
            }
            SelectItem::Wildcard(_) => {
                let mut all = Vec::new();
                for source in &frame.sources {
                    all.extend(source.traced()?);
                }
                Some(all)
            }
            SelectItem::QualifiedWildcard(SelectItemQualifiedWildcardKind::ObjectName(name), _) => {
                let idents = parts(name);
                match frame.qualified(&strings(&idents)) {
                    Some(source) => source.traced(),
                    None => {
                        self.unknown_qualifier(&idents, frame);
                        None
                    }
                }
            }
            _ => None,
        }
    }

    /// The print column a projected column reference passes on (resolving it).
    fn passed_on(&mut self, e: &Expr, frame: &Frame) -> Option<Origin> {
        match self.operand(e, frame) {
            Operand::Column(c) => Some(Origin {
                table: c.table,
                column: c.column,
            }),
            _ => None,
        }
    }
}

/// Whether the dialect lets a SELECT list name an alias it gives (`price * qty AS total,
/// total * 0.1 AS tax`): Snowflake ("lateral column alias"), DuckDB, Redshift, Databricks and
/// Spark, ClickHouse.
fn reuses_aliases(dialect: &str) -> bool {
    matches!(
        dialect,
        "snowflake" | "duckdb" | "redshift" | "databricks" | "spark" | "clickhouse"
    )
}

/// The clauses after WHERE, as name resolution tells them apart.
#[derive(Clone, Copy)]
enum Clause {
    /// GROUP BY, HAVING and QUALIFY.
    Grouping,
    /// ORDER BY.
    Ordering,
}

/// `frame` as `clause` sees it. A bare name in ORDER BY names an output column before an
/// input one in every dialect (SQL-92; PostgreSQL 7.5 "Sorting Rows"; MySQL 8.4 15.2.13
/// "SELECT Statement"); in GROUP BY and HAVING, MySQL too finds a name the FROM clause holds
/// in several tables in the select list (15.2.13, and 12.20.3 "MySQL Handling of GROUP
/// BY"), while PostgreSQL (7.2.3), SQL Server, Oracle, SQLite and the rest read the tables
/// first and call such a name ambiguous.
fn select_list_first<'f>(
    frame: &Frame<'f>,
    select: &Select,
    dialect: &str,
    clause: Clause,
) -> Frame<'f> {
    let mut seen = frame.clone();
    if matches!(clause, Clause::Ordering) || dialect == "mysql" {
        seen.outputs = select
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { alias, .. } => Some(alias.value.clone()),
                SelectItem::UnnamedExpr(Expr::Identifier(ident)) => Some(ident.value.clone()),
                SelectItem::UnnamedExpr(Expr::CompoundIdentifier(idents)) => {
                    idents.last().map(|i| i.value.clone())
                }
                _ => None,
            })
            .collect();
    }
    seen
}

/// Columns whose rows come from more than one branch (a union): none passes a print column on
/// unchanged.
fn untraced(columns: Vec<Traced>) -> Vec<Traced> {
    columns.into_iter().map(|(name, _)| (name, None)).collect()
}

/// A derived relation's columns under the names its alias lists (each keeping the print column
/// it passes on, by position), else as found.
fn renamed(names: &[String], found: Option<Vec<Traced>>) -> Option<Vec<Traced>> {
    if names.is_empty() {
        return found;
    }
    let origins: Vec<Option<Origin>> = match found {
        Some(found) if found.len() == names.len() => found.into_iter().map(|(_, o)| o).collect(),
        _ => vec![None; names.len()],
    };
    Some(names.iter().cloned().zip(origins).collect())
}

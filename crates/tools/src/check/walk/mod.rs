//! The walk over a parsed query: every table and column reference resolved against the print
//! through the scopes the query builds (CTEs, derived tables, subqueries, joins with `ON`,
//! `USING` or `NATURAL`, `SELECT *` expanded), findings made for the names that resolve to
//! nothing (with the nearest names and, when one is clear, the fix) and for comparisons with
//! NULL, and what the other checks judge observed (`observed`). A lambda's body is passed
//! over (its parameters are not columns), never guessed at. The walk of a statement is here; how a FROM
//! clause brings sources in is `relations`, how a name is found (or a finding made for it)
//! `names`, and expressions `expressions`.

mod expressions;
mod fields;
mod names;
mod relations;

use sqlparser::ast::{
    Expr, GroupByExpr, Ident, ObjectName, ObjectNamePart, OrderByKind, Query, Select, SelectItem,
    SelectItemQualifiedWildcardKind, SetExpr,
};

use super::catalog::{Catalog, ColumnSet, Named};
use super::finding::{Finding, Place};
use super::observed::{Observed, SelectFacts};
use super::scope::{Cte, Frame};
use dbprint_yaml::Value;

pub struct Walker<'c> {
    catalog: &'c Catalog<'c>,
    sql: &'c str,
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
    pub fn new(catalog: &'c Catalog<'c>, sql: &'c str) -> Self {
        Walker {
            catalog,
            sql,
            findings: Vec::new(),
            observed: Observed::default(),
            selects: Vec::new(),
        }
    }

    /// The SQL text at `place`, when it can be cut out.
    fn text(&self, place: Place) -> Option<String> {
        let (start, end) = super::finding::span_bytes(self.sql, place)?;
        self.sql.get(start..end).map(str::to_string)
    }

    /// A query's output columns; `None` when they cannot be known.
    pub fn query(&mut self, query: &Query, outer: &Frame) -> Option<Vec<String>> {
        let mut frame = Frame::within(outer);
        if let Some(with) = &query.with {
            for cte in &with.cte_tables {
                let columns = self.cte(cte, &mut frame, with.recursive);
                frame.ctes.push(Cte {
                    name: cte.alias.name.value.clone(),
                    columns: columns.map(ColumnSet::new),
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
    ) -> Option<Vec<String>> {
        let name = cte.alias.name.value.clone();
        let named: Vec<String> = cte
            .alias
            .columns
            .iter()
            .map(|c| c.name.value.clone())
            .collect();
        let named = |found: Option<Vec<String>>| {
            if named.is_empty() {
                found
            } else {
                Some(named.clone())
            }
        };
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
                let anchor = named(self.set_expr(left, &inner, Vec::new()));
                let mut inner = Frame::within(frame);
                inner.ctes.push(Cte {
                    name,
                    columns: anchor.clone().map(ColumnSet::new),
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
    ) -> Option<Vec<String>> {
        match body {
            SetExpr::Select(select) => self.select(select, frame, &order),
            SetExpr::Query(query) => self.query(query, frame),
            SetExpr::SetOperation { left, right, .. } => {
                let columns = self.set_expr(left, frame, Vec::new());
                self.set_expr(right, frame, Vec::new());
                columns
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

    fn select(&mut self, select: &Select, outer: &Frame, order: &[&Expr]) -> Option<Vec<String>> {
        self.selects.push(SelectFacts::default());
        let mut frame = Frame::within(outer);
        for from in &select.from {
            self.from(from, &mut frame);
        }
        let mut output = Some(Vec::new());
        for item in &select.projection {
            let names = self.projected(item, &frame);
            match (&mut output, names) {
                (Some(out), Some(names)) => out.extend(names),
                _ => output = None,
            }
        }
        frame.aliases = select
            .projection
            .iter()
            .filter_map(|item| match item {
                SelectItem::ExprWithAlias { alias, .. } => Some(alias.value.clone()),
                _ => None,
            })
            .collect();
        if let Some(selection) = &select.selection {
            self.expr(selection, &frame);
        }
        if let GroupByExpr::Expressions(exprs, _) = &select.group_by {
            for e in exprs {
                self.expr(e, &frame);
            }
        }
        for e in select.having.iter().chain(select.qualify.iter()) {
            self.expr(e, &frame);
        }
        for e in order {
            self.expr(e, &frame);
        }
        if let Some(facts) = self.selects.pop() {
            self.observed.selects.push(facts);
        }
        output
    }

    /// The names a projection item adds to the output, `None` when unknowable.
    fn projected(&mut self, item: &SelectItem, frame: &Frame) -> Option<Vec<String>> {
        match item {
            SelectItem::UnnamedExpr(e) => {
                self.expr(e, frame);
                Some(match e {
                    Expr::Identifier(ident) => vec![ident.value.clone()],
                    Expr::CompoundIdentifier(idents) => idents
                        .last()
                        .map(|i| vec![i.value.clone()])
                        .unwrap_or_default(),
                    _ => Vec::new(),
                })
            }
            SelectItem::ExprWithAlias { expr, alias } => {
                self.expr(expr, frame);
                Some(vec![alias.value.clone()])
            }
            SelectItem::Wildcard(_) => {
                let mut all = Vec::new();
                for source in &frame.sources {
                    all.extend(source.names()?.iter().cloned());
                }
                Some(all)
            }
            SelectItem::QualifiedWildcard(SelectItemQualifiedWildcardKind::ObjectName(name), _) => {
                let idents = parts(name);
                match frame.qualified(&strings(&idents)) {
                    Some(source) => source.names().map(<[String]>::to_vec),
                    None => {
                        self.unknown_qualifier(&idents, frame);
                        None
                    }
                }
            }
            _ => None,
        }
    }
}

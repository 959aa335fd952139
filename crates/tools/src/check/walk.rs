//! The walk over a parsed query: every table and column reference resolved against the print
//! through the scopes the query builds (CTEs, derived tables, subqueries, joins with `ON`,
//! `USING` or `NATURAL`, `SELECT *` expanded), findings made for the names that resolve to
//! nothing (with the nearest names and, when one is clear, the fix) and for comparisons with
//! NULL, and what the other checks judge observed (`observed`). Expressions of kinds it does
//! not know are passed over, never guessed at.

use std::rc::Rc;

use sqlparser::ast::{
    BinaryOperator, DuplicateTreatment, Expr, FunctionArg, FunctionArgExpr, FunctionArguments,
    GroupByExpr, Ident, InTarget, JoinConstraint, JoinOperator, ObjectName, ObjectNamePart,
    OrderByKind, Query, Select, SelectItem, SelectItemQualifiedWildcardKind, SetExpr, Spanned,
    TableFactor, TableWithJoins, UnaryOperator, Value as SqlValue, WindowType,
};

use super::catalog::{Catalog, ColumnSet, Named};
use super::finding::{Explain, Finding, Fix, Place, Severity};
use super::observed::{
    ColumnRef, Compared, Comparison, Literal, LiteralKind, Observed, SelectFacts,
};
use super::scope::{Bare, Cte, Frame, Source};
use super::suggest::{clear, nearest};
use dbprint_yaml::Value;

/// Names that read like columns but are the SQL's own.
const BUILTIN_NAMES: [&str; 10] = [
    "current_date",
    "current_time",
    "current_timestamp",
    "localtime",
    "localtimestamp",
    "current_user",
    "session_user",
    "user",
    "sysdate",
    "current_schema",
];

/// Date and time parts, which DATEADD, DATEDIFF, DATE_TRUNC, TIMESTAMPDIFF and the like
/// take as bare words: never a missing column.
const DATE_PARTS: [&str; 30] = [
    "year",
    "years",
    "quarter",
    "month",
    "months",
    "week",
    "weeks",
    "day",
    "days",
    "hour",
    "hours",
    "minute",
    "minutes",
    "second",
    "seconds",
    "millisecond",
    "microsecond",
    "nanosecond",
    "epoch",
    "dow",
    "doy",
    "isodow",
    "isoyear",
    "dayofweek",
    "dayofyear",
    "weekday",
    "yy",
    "mm",
    "dd",
    "hh",
];

/// What an expression is, as far as a comparison cares.
enum Operand {
    Column(ColumnRef),
    Literal(Literal),
    Null,
    Other,
}

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
                let columns = self.query(&cte.query, &frame);
                let named: Vec<String> = cte
                    .alias
                    .columns
                    .iter()
                    .map(|c| c.name.value.clone())
                    .collect();
                frame.ctes.push(Cte {
                    name: cte.alias.name.value.clone(),
                    columns: if named.is_empty() {
                        columns
                    } else {
                        Some(named)
                    }
                    .map(ColumnSet::new),
                });
            }
        }
        let order = query.order_by.as_ref().and_then(|o| match &o.kind {
            OrderByKind::Expressions(items) => Some(items.iter().map(|i| &i.expr).collect()),
            OrderByKind::All(_) => None,
        });
        self.set_expr(&query.body, &frame, order.unwrap_or_default())
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

    fn from(&mut self, from: &TableWithJoins, frame: &mut Frame) {
        self.relation(&from.relation, frame);
        for join in &from.joins {
            let before = frame.sources.len();
            self.relation(&join.relation, frame);
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
    fn using(&mut self, columns: &[Ident], frame: &mut Frame, right_from: usize) {
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
    fn natural(&mut self, frame: &mut Frame, right_from: usize, place: Place) {
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
    fn equality(&mut self, left: &Source, right: &Source, column: &str, place: Place) {
        let as_ref = |s: &Source| {
            Some(ColumnRef {
                table: Rc::clone(s.table.as_ref()?),
                source: s.name.clone(),
                column: s.column(column)?.to_string(),
                place,
            })
        };
        if let (Some(l), Some(r), Some(facts)) =
            (as_ref(left), as_ref(right), self.selects.last_mut())
        {
            facts.equalities.push((l, r, place));
        }
    }

    fn relation(&mut self, relation: &TableFactor, frame: &mut Frame) {
        match relation {
            TableFactor::Table {
                name, alias, args, ..
            } => {
                let idents = parts(name);
                let alias_name = alias.as_ref().map(|a| lower(&a.name));
                let last = idents.last().map(lower).unwrap_or_default();
                let name_of = alias_name.clone().unwrap_or(last.clone());
                if args.is_some() {
                    frame.sources.push(Source {
                        name: name_of,
                        table: None,
                        columns: None,
                    });
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
                    frame.sources.push(Source {
                        name: name_of,
                        table: None,
                        columns: None,
                    });
                    return;
                }
                let source = match self.catalog.table(&strings(&idents)) {
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
                        let shown: Vec<Value> =
                            fqns.iter().map(|f| Value::str(f.as_str())).collect();
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
                        Source {
                            name: name_of,
                            table: None,
                            columns: None,
                        }
                    }
                    Named::Missing => {
                        self.unknown_table(name, &idents);
                        Source {
                            name: name_of,
                            table: None,
                            columns: None,
                        }
                    }
                };
                frame.sources.push(source);
            }
            TableFactor::Derived {
                subquery,
                alias,
                lateral,
                ..
            } => {
                let columns = if *lateral {
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
                    columns: if named.is_empty() {
                        columns
                    } else {
                        Some(named)
                    }
                    .map(ColumnSet::new),
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
                frame.sources.push(Source {
                    name: name.unwrap_or_default(),
                    table: None,
                    columns: None,
                });
            }
        }
    }

    fn unknown_table(&mut self, name: &ObjectName, idents: &[Ident]) {
        let k = idents.len();
        let shorts: Vec<String> = self
            .catalog
            .fqns()
            .map(|fqn| {
                let segments: Vec<&str> = fqn.split('.').collect();
                segments[segments.len().saturating_sub(k)..].join(".")
            })
            .collect();
        let ranked = nearest(
            &strings(idents).join("."),
            shorts.iter().map(String::as_str),
        );
        let place = Place::from(name.span());
        let mut finding = Finding::new(
            Severity::Error,
            "unknown_table",
            place,
            format!("no table {name} in the print"),
        )
        .with("suggestions", suggested(&ranked))
        .explained(Explain::new("list_tables", vec![]));
        finding.wants_fix = true;
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }

    fn unknown_column(&mut self, ident: &Ident, place: Place, names: &[String], within: &str) {
        let ranked = nearest(&ident.value, names.iter().map(String::as_str));
        let message = if within.is_empty() {
            format!("no column {} in the tables in scope", ident.value)
        } else {
            format!("no column {} in {within}", ident.value)
        };
        let mut finding = Finding::new(Severity::Error, "unknown_column", place, message)
            .with("suggestions", suggested(&ranked));
        if let Some(best) = ranked.first() {
            finding = finding.explained(Explain::new("search_columns", vec![("pattern", best.1)]));
        } else {
            finding = finding.explained(Explain::new(
                "search_columns",
                vec![("pattern", &format!("*{}*", ident.value.to_lowercase()))],
            ));
        }
        finding.wants_fix = true;
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }

    fn unknown_qualifier(&mut self, idents: &[Ident], frame: &Frame) {
        let Some(last) = idents.last() else { return };
        let place = Place {
            line: idents[0].span.start.line,
            column: idents[0].span.start.column,
            end_line: last.span.end.line,
            end_column: last.span.end.column,
        };
        let names = frame.sources_in_reach();
        let written = strings(idents).join(".");
        let ranked = nearest(&written, names.iter().map(String::as_str));
        let mut finding = Finding::new(
            Severity::Error,
            "unknown_table",
            place,
            format!("no table or alias {written} in scope"),
        )
        .with("suggestions", suggested(&ranked));
        finding.wants_fix = true;
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }

    /// A column reference: found, or a finding made.
    fn column(&mut self, idents: &[Ident], frame: &Frame) -> Option<ColumnRef> {
        let (last, qualifier) = idents.split_last()?;
        let place = Place::from(last.span);
        if qualifier.is_empty() {
            if BUILTIN_NAMES.contains(&last.value.to_lowercase().as_str())
                && last.quote_style.is_none()
            {
                return None;
            }
            return match frame.bare(&last.value) {
                Bare::Found { source, column } => Some(ColumnRef {
                    table: source.table?,
                    source: source.name,
                    column,
                    place,
                }),
                Bare::Ambiguous(sources) => {
                    let message = format!(
                        "column {} is in several tables ({}); qualify it",
                        last.value,
                        sources.join(", ")
                    );
                    let explain = Explain::new("search_columns", vec![("pattern", &last.value)]);
                    let finding = Finding::new(Severity::Error, "ambiguous_column", place, message)
                        .explained(explain);
                    self.findings.push(finding);
                    None
                }
                Bare::Unknowable => None,
                Bare::Missing
                    if last.quote_style.is_none()
                        && DATE_PARTS.contains(&last.value.to_lowercase().as_str()) =>
                {
                    None
                }
                Bare::Missing => {
                    self.unknown_column(last, place, &frame.names_in_reach(), "");
                    None
                }
            };
        }
        let written = strings(qualifier);
        if let Some(source) = frame.qualified(&written).cloned() {
            return match source.column(&last.value).map(str::to_string) {
                Some(column) => Some(ColumnRef {
                    table: source.table?,
                    source: source.name,
                    column,
                    place,
                }),
                None if source.columns.is_some() => {
                    let names = source.names().unwrap_or_default().to_vec();
                    let within = source
                        .table
                        .as_ref()
                        .map_or(source.name.clone(), |t| t.fqn.clone());
                    self.unknown_column(last, place, &names, &within);
                    None
                }
                None => None,
            };
        }
        // `column.field` and `alias.column.field`: a qualifier that is a column of a source
        // reads a nested field.
        if let Bare::Found { .. } | Bare::Unknowable = frame.bare(&qualifier[0].value) {
            return None;
        }
        if let [alias, column, ..] = qualifier
            && frame
                .qualified(std::slice::from_ref(&alias.value))
                .is_some_and(|s| s.columns.is_none() || s.column(&column.value).is_some())
        {
            return None;
        }
        self.unknown_qualifier(qualifier, frame);
        None
    }

    fn literal(value: &SqlValue, place: Place) -> Option<Operand> {
        let (kind, text) = match value {
            SqlValue::Null => return Some(Operand::Null),
            SqlValue::Boolean(b) => (LiteralKind::Boolean, b.to_string()),
            SqlValue::Number(n, _) => (LiteralKind::Number, n.to_string()),
            SqlValue::SingleQuotedString(s)
            | SqlValue::DoubleQuotedString(s)
            | SqlValue::EscapedStringLiteral(s)
            | SqlValue::NationalStringLiteral(s)
            | SqlValue::UnicodeStringLiteral(s) => (LiteralKind::Text, s.clone()),
            _ => return None,
        };
        Some(Operand::Literal(Literal { kind, text, place }))
    }

    fn operand(&mut self, e: &Expr, frame: &Frame) -> Operand {
        match e {
            Expr::Identifier(ident) => self
                .column(std::slice::from_ref(ident), frame)
                .map_or(Operand::Other, Operand::Column),
            Expr::CompoundIdentifier(idents) => self
                .column(idents, frame)
                .map_or(Operand::Other, Operand::Column),
            Expr::Value(v) => {
                Self::literal(&v.value, Place::from(v.span)).unwrap_or(Operand::Other)
            }
            Expr::Nested(inner) => self.operand(inner, frame),
            Expr::UnaryOp {
                op: UnaryOperator::Minus,
                expr,
            } => match &**expr {
                Expr::Value(v) => match &v.value {
                    SqlValue::Number(n, _) => Operand::Literal(Literal {
                        kind: LiteralKind::Number,
                        text: format!("-{n}"),
                        place: Place::from(e.span()),
                    }),
                    _ => Operand::Other,
                },
                _ => {
                    self.expr(expr, frame);
                    Operand::Other
                }
            },
            Expr::TypedString(typed) => {
                let text = match &typed.value.value {
                    SqlValue::SingleQuotedString(s) => s.clone(),
                    other => other.to_string(),
                };
                Operand::Literal(Literal {
                    kind: LiteralKind::Typed,
                    text,
                    place: Place::from(e.span()),
                })
            }
            other => {
                self.expr(other, frame);
                Operand::Other
            }
        }
    }

    fn compare(&mut self, column: ColumnRef, literal: Literal, how: Compared) {
        self.observed.comparisons.push(Comparison {
            column,
            literal,
            how,
        });
    }

    fn binary(
        &mut self,
        whole: &Expr,
        left: &Expr,
        op: &BinaryOperator,
        right: &Expr,
        frame: &Frame,
    ) {
        let l = self.operand(left, frame);
        let r = self.operand(right, frame);
        let how = match op {
            BinaryOperator::Eq | BinaryOperator::NotEq => Some(Compared::Equality),
            BinaryOperator::Lt
            | BinaryOperator::LtEq
            | BinaryOperator::Gt
            | BinaryOperator::GtEq => Some(Compared::Order),
            _ => None,
        };
        let Some(how) = how else { return };
        match (l, r) {
            (Operand::Column(c), Operand::Literal(lit))
            | (Operand::Literal(lit), Operand::Column(c)) => {
                self.compare(c, lit, how);
            }
            (Operand::Null, Operand::Column(c)) | (Operand::Column(c), Operand::Null)
                if how == Compared::Equality =>
            {
                self.null_comparison(whole, left, op, right, Some(&c));
            }
            (Operand::Null, _) | (_, Operand::Null) if how == Compared::Equality => {
                self.null_comparison(whole, left, op, right, None);
            }
            (Operand::Column(a), Operand::Column(b))
                if *op == BinaryOperator::Eq && a.source != b.source =>
            {
                let place = Place::from(whole.span());
                if let Some(facts) = self.selects.last_mut() {
                    facts.equalities.push((a, b, place));
                }
            }
            _ => {}
        }
    }

    /// `x = NULL` / `x <> NULL`: never true; `IS [NOT] NULL` is meant.
    fn null_comparison(
        &mut self,
        whole: &Expr,
        left: &Expr,
        op: &BinaryOperator,
        right: &Expr,
        column: Option<&ColumnRef>,
    ) {
        let place = Place::from(whole.span());
        let other = if matches!(left, Expr::Value(v) if v.value == SqlValue::Null) {
            right
        } else {
            left
        };
        let test = if *op == BinaryOperator::Eq {
            "IS NULL"
        } else {
            "IS NOT NULL"
        };
        let message = format!("comparing with NULL by {op} is never true; write {test}");
        let mut finding = Finding::new(Severity::Error, "null_comparison", place, message);
        if let Some(column) = column {
            let table = column.table.fqn.as_str();
            let explain = Explain::new(
                "get_table_context",
                vec![("table", table), ("purpose", "query")],
            );
            finding = finding.explained(explain);
        }
        finding.wants_fix = true;
        finding.fix = self.text(Place::from(other.span())).map(|operand| Fix {
            place,
            replacement: format!("{operand} {test}"),
        });
        self.findings.push(finding);
    }

    fn function_args(&mut self, name: &str, args: &FunctionArguments, frame: &Frame) {
        match args {
            FunctionArguments::List(list) => {
                for arg in &list.args {
                    let e = match arg {
                        FunctionArg::Unnamed(FunctionArgExpr::Expr(e))
                        | FunctionArg::Named {
                            arg: FunctionArgExpr::Expr(e),
                            ..
                        }
                        | FunctionArg::ExprNamed {
                            arg: FunctionArgExpr::Expr(e),
                            ..
                        } => e,
                        _ => continue,
                    };
                    match self.operand(e, frame) {
                        Operand::Column(c) if ["sum", "avg", "count"].contains(&name) => {
                            if let Some(facts) = self.selects.last_mut() {
                                facts.aggregates.push((name.to_string(), c));
                            }
                        }
                        _ => {}
                    }
                }
            }
            FunctionArguments::Subquery(query) => {
                self.query(query, frame);
            }
            FunctionArguments::None => {}
        }
    }

    /// Resolves every reference in `e` and records what the checks judge.
    pub fn expr(&mut self, e: &Expr, frame: &Frame) {
        match e {
            Expr::Identifier(_)
            | Expr::CompoundIdentifier(_)
            | Expr::Value(_)
            | Expr::TypedString(_) => {
                self.operand(e, frame);
            }
            Expr::BinaryOp { left, op, right } => self.binary(e, left, op, right, frame),
            Expr::IsNull(inner) => {
                if let Operand::Column(c) = self.operand(inner, frame) {
                    self.observed.null_tests.push(ColumnRef {
                        place: Place::from(e.span()),
                        ..c
                    });
                }
            }
            Expr::IsNotNull(inner)
            | Expr::IsTrue(inner)
            | Expr::IsFalse(inner)
            | Expr::IsNotTrue(inner)
            | Expr::IsNotFalse(inner)
            | Expr::IsUnknown(inner)
            | Expr::IsNotUnknown(inner)
            | Expr::Nested(inner) => self.expr(inner, frame),
            Expr::IsDistinctFrom(a, b) | Expr::IsNotDistinctFrom(a, b) => {
                self.expr(a, frame);
                self.expr(b, frame);
            }
            Expr::UnaryOp { expr, .. }
            | Expr::Cast { expr, .. }
            | Expr::Collate { expr, .. }
            | Expr::Extract { expr, .. }
            | Expr::Ceil { expr, .. }
            | Expr::Floor { expr, .. } => self.expr(expr, frame),
            Expr::AtTimeZone {
                timestamp,
                time_zone,
            } => {
                self.expr(timestamp, frame);
                self.expr(time_zone, frame);
            }
            Expr::In { expr, target, .. } => {
                let subject = self.operand(expr, frame);
                match target {
                    InTarget::List(items) => {
                        for item in items {
                            if let (Operand::Column(c), Operand::Literal(lit)) =
                                (&subject, self.operand(item, frame))
                            {
                                self.compare(c.clone(), lit, Compared::Equality);
                            }
                        }
                    }
                    InTarget::Subquery(query) => {
                        self.query(query, frame);
                    }
                    InTarget::Unnest(inner) => self.expr(inner, frame),
                    _ => {}
                }
            }
            Expr::Between {
                expr, low, high, ..
            } => {
                let subject = self.operand(expr, frame);
                for bound in [low, high] {
                    if let (Operand::Column(c), Operand::Literal(lit)) =
                        (&subject, self.operand(bound, frame))
                    {
                        self.compare(c.clone(), lit, Compared::Order);
                    }
                }
            }
            Expr::Like { expr, pattern, .. }
            | Expr::ILike { expr, pattern, .. }
            | Expr::SimilarTo { expr, pattern, .. }
            | Expr::RLike { expr, pattern, .. } => {
                self.expr(expr, frame);
                self.expr(pattern, frame);
            }
            Expr::AnyOp { left, right, .. } | Expr::AllOp { left, right, .. } => {
                self.expr(left, frame);
                self.expr(right, frame);
            }
            Expr::Substring {
                expr,
                substring_from,
                substring_for,
                ..
            } => {
                self.expr(expr, frame);
                for part in substring_from.iter().chain(substring_for.iter()) {
                    self.expr(part, frame);
                }
            }
            Expr::Trim {
                expr, trim_what, ..
            } => {
                self.expr(expr, frame);
                if let Some(what) = trim_what {
                    self.expr(what, frame);
                }
            }
            Expr::Position { expr, r#in } => {
                self.expr(expr, frame);
                self.expr(r#in, frame);
            }
            Expr::Function(function) => {
                let mut name = function.name.to_string().to_lowercase();
                if let FunctionArguments::List(list) = &function.args
                    && list.duplicate_treatment == Some(DuplicateTreatment::Distinct)
                {
                    name.push_str(" distinct");
                }
                self.function_args(&name, &function.args, frame);
                if let Some(WindowType::WindowSpec(window)) = &function.over {
                    for part in &window.partition_by {
                        self.expr(part, frame);
                    }
                    for order in &window.order_by {
                        self.expr(&order.expr, frame);
                    }
                }
                if let Some(filter) = &function.filter {
                    self.expr(filter, frame);
                }
            }
            Expr::Case {
                operand,
                conditions,
                else_result,
                ..
            } => {
                for part in operand.iter().chain(else_result.iter()) {
                    self.expr(part, frame);
                }
                for when in conditions {
                    self.expr(&when.condition, frame);
                    self.expr(&when.result, frame);
                }
            }
            Expr::Exists { subquery, .. } | Expr::Subquery(subquery) => {
                self.query(subquery, frame);
            }
            Expr::Tuple(items) => {
                for item in items {
                    self.expr(item, frame);
                }
            }
            Expr::CompoundFieldAccess { root, .. } => self.expr(root, frame),
            Expr::JsonAccess { value, .. } => self.expr(value, frame),
            _ => {}
        }
    }
}

//! Expressions: every reference in them resolved, and what the checks judge recorded —
//! literals compared with columns, `IS NULL` tests, equalities between two sources' columns,
//! aggregates over a column; `= NULL` found here.

use sqlparser::ast::{
    Array, BinaryOperator, DuplicateTreatment, Expr, Function, FunctionArg, FunctionArgExpr,
    FunctionArgumentClause, FunctionArguments, InTarget, Spanned, UnaryOperator, Value as SqlValue,
    WindowType,
};

use super::Walker;
use super::builtins::names_first_argument;
use crate::finding::{Explain, Finding, Fix, Place, Severity};
use crate::observed::{ColumnRef, Compared, Comparison, Literal, LiteralKind};
use crate::scope::Frame;

/// What an expression is, as far as a comparison cares.
pub(super) enum Operand {
    Column(ColumnRef),
    Literal(Literal),
    Null,
    Other,
}

impl Walker<'_> {
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

    pub(super) fn operand(&mut self, e: &Expr, frame: &Frame) -> Operand {
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

    pub(super) fn compare(&mut self, column: ColumnRef, literal: Literal, how: Compared) {
        self.observed.comparisons.push(Comparison {
            column,
            literal,
            how,
        });
    }

    pub(super) fn binary(
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
    pub(super) fn null_comparison(
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
        finding.fix = self.text(Place::from(other.span())).map(|operand| Fix {
            place,
            replacement: format!("{operand} {test}"),
        });
        self.findings.push(finding);
    }

    pub(super) fn function_args(&mut self, name: &str, args: &FunctionArguments, frame: &Frame) {
        match args {
            FunctionArguments::List(list) => {
                for (at, arg) in list.args.iter().enumerate() {
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
                    if at == 0 && names_first_argument(name) && matches!(e, Expr::Identifier(_)) {
                        continue;
                    }
                    match self.operand(e, frame) {
                        Operand::Column(c)
                            if !c.derived && ["sum", "avg", "count"].contains(&name) =>
                        {
                            if let Some(facts) = self.selects.last_mut() {
                                facts.aggregates.push((name.to_string(), c));
                            }
                        }
                        _ => {}
                    }
                }
                for clause in &list.clauses {
                    match clause {
                        FunctionArgumentClause::OrderBy(order) => {
                            for item in order {
                                self.expr(&item.expr, frame);
                            }
                        }
                        FunctionArgumentClause::Having(bound) => self.expr(&bound.1, frame),
                        FunctionArgumentClause::Limit(e) => self.expr(e, frame),
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

    /// `x = ANY (ARRAY[…])` and `x <> ALL (ARRAY[…])`: each literal of the array compared with
    /// the column as an `IN` list would be; any other form is walked.
    fn any_or_all(&mut self, left: &Expr, op: &BinaryOperator, right: &Expr, frame: &Frame) {
        let subject = self.operand(left, frame);
        let mut list = right;
        while let Expr::Nested(inner) = list {
            list = inner;
        }
        let equality = matches!(op, BinaryOperator::Eq | BinaryOperator::NotEq);
        match (subject, list) {
            (Operand::Column(c), Expr::Array(Array { elem, .. })) if equality => {
                for item in elem {
                    if let Operand::Literal(lit) = self.operand(item, frame) {
                        self.compare(c.clone(), lit, Compared::Equality);
                    }
                }
            }
            _ => self.expr(right, frame),
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
            Expr::AnyOp {
                left,
                compare_op,
                right,
                ..
            }
            | Expr::AllOp {
                left,
                compare_op,
                right,
            } => self.any_or_all(left, compare_op, right, frame),
            Expr::Exists { subquery, .. } | Expr::Subquery(subquery) => {
                self.query(subquery, frame);
            }
            Expr::CompoundFieldAccess { root, .. } => self.expr(root, frame),
            Expr::JsonAccess { value, .. } => self.expr(value, frame),
            Expr::IsJson { expr, .. }
            | Expr::IsNormalized { expr, .. }
            | Expr::Prefixed { value: expr, .. }
            | Expr::Named { expr, .. }
            | Expr::OuterJoin(expr)
            | Expr::Prior(expr) => self.expr(expr, frame),
            Expr::Interval(interval) => self.expr(&interval.value, frame),
            // A lambda's body names its own parameters beside columns; wildcards name none.
            Expr::Lambda(_) | Expr::Wildcard(_) | Expr::QualifiedWildcard(..) => {}

            Expr::IsNull(_)
            | Expr::In { .. }
            | Expr::Between { .. }
            | Expr::Like { .. }
            | Expr::ILike { .. }
            | Expr::SimilarTo { .. }
            | Expr::RLike { .. } => self.predicate(e, frame),
            Expr::Function(function) => self.function(function, frame),
            Expr::Substring { .. }
            | Expr::Trim { .. }
            | Expr::Position { .. }
            | Expr::Convert { .. }
            | Expr::Overlay { .. }
            | Expr::Struct { .. }
            | Expr::Array(_)
            | Expr::GroupingSets(_)
            | Expr::Cube(_)
            | Expr::Rollup(_)
            | Expr::Dictionary(_)
            | Expr::Map(_)
            | Expr::MemberOf(_)
            | Expr::MatchAgainst { .. }
            | Expr::Case { .. }
            | Expr::Tuple(_) => self.parts(e, frame),
        }
    }

    /// A test on one operand (`IS NULL`, `IN`, `BETWEEN`, `LIKE` and its kin): what it
    /// compares with a literal is judged, and `IS NULL` on a print column recorded.
    fn predicate(&mut self, e: &Expr, frame: &Frame) {
        match e {
            Expr::IsNull(inner) => {
                // A derived relation may hold NULLs its table does not (an outer join inside).
                if let Operand::Column(c) = self.operand(inner, frame)
                    && !c.derived
                    && !frame.outer_joined(&c.source)
                {
                    self.observed.null_tests.push(ColumnRef {
                        place: Place::from(e.span()),
                        ..c
                    });
                }
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
            Expr::Like {
                expr,
                pattern,
                escape_char: None,
                any: false,
                ..
            } => {
                // A pattern without a wildcard matches its own text alone: an equality.
                let subject = self.operand(expr, frame);
                match (subject, self.operand(pattern, frame)) {
                    (Operand::Column(c), Operand::Literal(lit))
                        if lit.kind == LiteralKind::Text
                            && !lit.text.contains(['%', '_', '\\']) =>
                    {
                        self.compare(c, lit, Compared::Equality);
                    }
                    _ => {}
                }
            }
            Expr::Like { expr, pattern, .. }
            | Expr::ILike { expr, pattern, .. }
            | Expr::SimilarTo { expr, pattern, .. }
            | Expr::RLike { expr, pattern, .. } => {
                self.expr(expr, frame);
                self.expr(pattern, frame);
            }
            _ => {}
        }
    }

    /// A function call: its arguments (an aggregate's column recorded), its `WITHIN GROUP`,
    /// window and `FILTER`.
    fn function(&mut self, function: &Function, frame: &Frame) {
        let mut name = function.name.to_string().to_lowercase();
        if let FunctionArguments::List(list) = &function.args
            && list.duplicate_treatment == Some(DuplicateTreatment::Distinct)
        {
            name.push_str(" distinct");
        }
        self.function_args(&name, &function.args, frame);
        for order in &function.within_group {
            self.expr(&order.expr, frame);
        }
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

    /// An expression made of parts (a CASE, a tuple, SUBSTRING, an array...): each part walked.
    fn parts(&mut self, e: &Expr, frame: &Frame) {
        match e {
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
            Expr::Tuple(items) => {
                for item in items {
                    self.expr(item, frame);
                }
            }
            Expr::Convert { expr, styles, .. } => {
                self.expr(expr, frame);
                for style in styles {
                    self.expr(style, frame);
                }
            }
            Expr::Overlay {
                expr,
                overlay_what,
                overlay_from,
                overlay_for,
            } => {
                for part in [expr, overlay_what, overlay_from]
                    .into_iter()
                    .chain(overlay_for.iter())
                {
                    self.expr(part, frame);
                }
            }
            Expr::Struct { values, .. } | Expr::Array(Array { elem: values, .. }) => {
                for value in values {
                    self.expr(value, frame);
                }
            }
            Expr::GroupingSets(sets) | Expr::Cube(sets) | Expr::Rollup(sets) => {
                for e in sets.iter().flatten() {
                    self.expr(e, frame);
                }
            }
            Expr::Dictionary(fields) => {
                for field in fields {
                    self.expr(&field.value, frame);
                }
            }
            Expr::Map(map) => {
                for entry in &map.entries {
                    self.expr(&entry.key, frame);
                    self.expr(&entry.value, frame);
                }
            }
            Expr::MemberOf(member) => {
                self.expr(&member.value, frame);
                self.expr(&member.array, frame);
            }
            Expr::MatchAgainst { columns, .. } => {
                for column in columns {
                    self.column(&super::parts(column), frame);
                }
            }
            _ => {}
        }
    }
}

//! What walking a query observed, for the checks to judge: each column compared with a
//! literal, each `IS NULL` test, and per SELECT the equalities between columns of two of its
//! sources (its joins) and the columns its aggregates read.

use std::rc::Rc;

use super::catalog::TableFacts;
use super::finding::Place;

/// A column of a print table, as a reference in the SQL resolved to it.
#[derive(Clone)]
pub struct ColumnRef {
    pub table: Rc<TableFacts>,
    /// The FROM entry it came through (alias or name): two entries may read one table.
    pub source: String,
    pub column: String,
    pub place: Place,
    /// Read through a derived relation (a CTE or subquery that passes it on): its values are
    /// the column's, but its rows are the relation's, so no join, aggregate or NULL test is
    /// judged on it.
    pub derived: bool,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LiteralKind {
    Text,
    Number,
    Boolean,
    /// `DATE '…'` and the like: typed by the SQL itself.
    Typed,
}

#[derive(Debug, Clone)]
pub struct Literal {
    pub kind: LiteralKind,
    pub text: String,
    pub place: Place,
}

/// How a literal meets a column.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Compared {
    /// `=`, `<>`, `IN`, `NOT IN`: a value the column is expected to hold.
    Equality,
    /// `<`, `>`, `BETWEEN`...: only its type is judged.
    Order,
}

pub struct Comparison {
    pub column: ColumnRef,
    pub literal: Literal,
    pub how: Compared,
}

/// One SELECT's joins and aggregates.
#[derive(Default)]
pub struct SelectFacts {
    /// Equalities between columns of two different sources, and the place of each.
    pub equalities: Vec<(ColumnRef, ColumnRef, Place)>,
    /// (function, column) for each SUM/AVG/COUNT over a column.
    pub aggregates: Vec<(String, ColumnRef)>,
}

#[derive(Default)]
pub struct Observed {
    pub comparisons: Vec<Comparison>,
    pub null_tests: Vec<ColumnRef>,
    pub selects: Vec<SelectFacts>,
    /// Every print table the query reads, in order of first mention, with that mention's place.
    pub tables: Vec<(Rc<TableFacts>, Place)>,
    /// The tables an unknown name was read as, by its one fix: checked as the query's own.
    pub assumed: Vec<String>,
}

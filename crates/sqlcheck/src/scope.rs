//! Name scopes of one SELECT: the sources its FROM brings in (a table of the print, a CTE, a
//! derived table, or something whose columns are unknown), the columns `USING` shares, the
//! SELECT's output aliases, the sources an outer join may leave unmatched, and the enclosing
//! scopes a correlated subquery sees. A lookup answers which source a column name belongs to,
//! or why none does; a derived source also tells which print column each of its columns
//! passes on.

use std::rc::Rc;

use super::catalog::{ColumnSet, Origin, TableFacts, Traced};

/// One relation in a FROM clause.
#[derive(Clone)]
pub struct Source {
    /// The name a qualifier reaches it by (its alias, else its last name segment), lowercase.
    pub name: String,
    /// The print's table behind it, when it is one.
    pub table: Option<Rc<TableFacts>>,
    /// Its columns; `None` when they cannot be known (an unknown table, a table function).
    pub columns: Option<Rc<ColumnSet>>,
}

impl Source {
    /// A relation whose columns cannot be known here (a table function, a name computed by a
    /// function, a name the print holds several or none of): no column of it is judged.
    pub fn unknown(name: String) -> Self {
        Source {
            name,
            table: None,
            columns: None,
        }
    }

    /// The column `name` as the source spells it (exact, else case-insensitively).
    pub fn column(&self, name: &str) -> Option<&str> {
        self.columns.as_ref()?.get(name)
    }

    /// Its column names, when known.
    pub fn names(&self) -> Option<&[String]> {
        self.columns.as_ref().map(|c| c.names.as_slice())
    }

    /// Its columns with the print column each passes on (a table's own columns pass on
    /// themselves), when known.
    pub fn traced(&self) -> Option<Vec<Traced>> {
        let columns = self.columns.as_ref()?;
        Some(match &self.table {
            Some(table) => columns
                .names
                .iter()
                .map(|name| {
                    let origin = Origin {
                        table: Rc::clone(table),
                        column: name.clone(),
                    };
                    (name.clone(), Some(origin))
                })
                .collect(),
            None => columns.columns(),
        })
    }

    /// The print column `column` (as the source spells it) reads, and whether it reads it
    /// through a derived relation.
    pub fn reads(&self, column: &str) -> Option<(Rc<TableFacts>, String, bool)> {
        match &self.table {
            Some(table) => Some((Rc::clone(table), column.to_string(), false)),
            None => {
                let origin = self.columns.as_ref()?.origin(column)?;
                Some((Rc::clone(&origin.table), origin.column.clone(), true))
            }
        }
    }

    /// Whether a qualifier of `parts` (outermost first) names this source: its alias, or the
    /// tail of its table's FQN.
    pub fn named_by(&self, parts: &[String]) -> bool {
        match parts {
            [one] => self.name.eq_ignore_ascii_case(one),
            _ => self.table.as_ref().is_some_and(|t| {
                let segments: Vec<&str> = t.fqn.split('.').collect();
                parts.len() <= segments.len()
                    && segments[segments.len() - parts.len()..]
                        .iter()
                        .zip(parts)
                        .all(|(s, p)| s.eq_ignore_ascii_case(p))
            }),
        }
    }
}

/// A named query a `WITH` clause defines: its name and output columns.
#[derive(Clone)]
pub struct Cte {
    pub name: String,
    pub columns: Option<Rc<ColumnSet>>,
}

/// One scope: its sources, and the scope it sits in.
#[derive(Clone, Default)]
pub struct Frame<'p> {
    pub sources: Vec<Source>,
    pub ctes: Vec<Cte>,
    /// Columns a `USING` or `NATURAL` join shares: named bare, they are not ambiguous.
    pub shared: Vec<String>,
    pub aliases: Vec<String>,
    /// The SELECT's output column names (aliases, and the last name of each column it lists
    /// as such) that a bare name several sources hold resolves to instead, in the clauses
    /// where the dialect looks at the select list first (`names_first`).
    pub outputs: Vec<String>,
    /// The sources on the side of an outer join that may have no match: their columns are
    /// NULL there whatever the print counted.
    pub outer: Vec<String>,
    pub parent: Option<&'p Frame<'p>>,
}

/// What a bare column name resolves to.
pub enum Bare {
    /// The source (by place in its frame, and how many frames out) and the column's spelling.
    Found {
        source: Source,
        column: String,
    },
    /// Several sources hold it.
    Ambiguous(Vec<String>),
    /// A source whose columns are unknown may hold it, or it is an output alias.
    Unknowable,
    Missing,
}

impl<'p> Frame<'p> {
    pub fn within(parent: &'p Frame<'p>) -> Self {
        Frame {
            parent: Some(parent),
            ..Frame::default()
        }
    }

    /// The CTE `name` visible here, innermost first.
    pub fn cte(&self, name: &str) -> Option<&Cte> {
        self.ctes
            .iter()
            .rev()
            .find(|c| c.name.eq_ignore_ascii_case(name))
            .or_else(|| self.parent.and_then(|p| p.cte(name)))
    }

    /// The source a qualifier names, innermost scope first.
    pub fn qualified(&self, parts: &[String]) -> Option<&Source> {
        self.sources
            .iter()
            .find(|s| s.named_by(parts))
            .or_else(|| self.parent.and_then(|p| p.qualified(parts)))
    }

    /// The source a bare column name belongs to, innermost scope first.
    pub fn bare(&self, name: &str) -> Bare {
        let holding: Vec<&Source> = self
            .sources
            .iter()
            .filter(|s| s.column(name).is_some())
            .collect();
        let unknown = self.sources.iter().any(|s| s.columns.is_none());
        match holding.as_slice() {
            [one] => {
                return Bare::Found {
                    source: (*one).clone(),
                    column: one.column(name).unwrap_or(name).to_string(),
                };
            }
            [first, ..] if self.shared.iter().any(|c| c.eq_ignore_ascii_case(name)) => {
                return Bare::Found {
                    source: (*first).clone(),
                    column: first.column(name).unwrap_or(name).to_string(),
                };
            }
            [_, _, ..] if self.outputs.iter().any(|c| c.eq_ignore_ascii_case(name)) => {
                return Bare::Unknowable;
            }
            [_, _, ..] => {
                return Bare::Ambiguous(holding.iter().map(|s| s.name.clone()).collect());
            }
            [] => {}
        }
        if unknown || self.aliases.iter().any(|a| a.eq_ignore_ascii_case(name)) {
            return Bare::Unknowable;
        }
        match self.parent {
            Some(parent) => parent.bare(name),
            None => Bare::Missing,
        }
    }

    /// Whether the source `name` sits on the side of an outer join that may have no match.
    pub fn outer_joined(&self, name: &str) -> bool {
        if self.sources.iter().any(|s| s.name == name) {
            return self.outer.iter().any(|o| o == name);
        }
        self.parent.is_some_and(|p| p.outer_joined(name))
    }

    /// Every column name and source name in reach, for suggestions.
    pub fn names_in_reach(&self) -> Vec<String> {
        let mut names: Vec<String> = self
            .sources
            .iter()
            .flat_map(|s| s.names().unwrap_or_default().iter().cloned())
            .collect();
        names.extend(self.aliases.iter().cloned());
        if let Some(parent) = self.parent {
            names.extend(parent.names_in_reach());
        }
        names
    }

    /// Every source name in reach, for suggestions.
    pub fn sources_in_reach(&self) -> Vec<String> {
        let mut names: Vec<String> = self.sources.iter().map(|s| s.name.clone()).collect();
        if let Some(parent) = self.parent {
            names.extend(parent.sources_in_reach());
        }
        names
    }
}

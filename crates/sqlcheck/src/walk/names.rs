//! How a name in the SQL is found: a column bare or qualified (a field read from it is
//! `fields`'), and the findings for a table, column or qualifier that resolves to nothing,
//! with the nearest names and, when one is clear, the fix.

use sqlparser::ast::{Ident, ObjectName, Spanned};

use super::builtins::{
    is_dialect_value, is_niladic, is_row_pseudo_column, is_sequence_value, is_variable,
};
use super::{Walker, strings, suggested};
use crate::finding::{Explain, Finding, Fix, Place, Severity};
use crate::observed::ColumnRef;
use crate::scope::{Bare, Frame, Source};
use crate::suggest::{clear, nearest};

/// The reference to `column` of `source` at `place`: the print column it reads, directly or
/// through a derived relation that passes it on.
fn reference(source: &Source, column: &str, place: Place) -> Option<ColumnRef> {
    let (table, column, derived) = source.reads(column)?;
    Some(ColumnRef {
        table,
        source: source.name.clone(),
        column,
        place,
        derived,
    })
}

impl Walker<'_> {
    /// The finding for a table name the print lacks; answers the FQN its one fix names, when
    /// the nearest name is clear and names one table alone.
    pub(super) fn unknown_table(&mut self, name: &ObjectName, idents: &[Ident]) -> Option<String> {
        let k = idents.len();
        let short = |fqn: &str| {
            let segments: Vec<&str> = fqn.split('.').collect();
            segments[segments.len().saturating_sub(k)..].join(".")
        };
        let shorts: Vec<(String, &str)> =
            self.catalog.fqns().map(|fqn| (short(fqn), fqn)).collect();
        let ranked = nearest(
            &strings(idents).join("."),
            shorts.iter().map(|(s, _)| s.as_str()),
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
        let fixed = clear(&ranked).and_then(|best| {
            let mut named = shorts.iter().filter(|(s, _)| s == best);
            match (named.next(), named.next()) {
                (Some((_, fqn)), None) => Some((best.to_string(), fqn.to_string())),
                _ => None,
            }
        });
        finding.fix = fixed.as_ref().map(|(best, _)| Fix {
            place,
            replacement: best.clone(),
        });
        self.findings.push(finding);
        fixed.map(|(_, fqn)| fqn)
    }

    pub(super) fn unknown_column(
        &mut self,
        ident: &Ident,
        place: Place,
        names: &[String],
        within: &str,
    ) {
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
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }

    pub(super) fn unknown_qualifier(&mut self, idents: &[Ident], frame: &Frame) {
        let Some(last) = idents.last() else { return };
        let place = Place {
            line: idents[0].span.start.line,
            column: idents[0].span.start.column,
            end_line: last.span.end.line,
            end_column: last.span.end.column,
        };
        let names = frame.sources_in_reach();
        let written = strings(idents).join(".");
        // Sources are reached by their alias or last name segment: rank by the last written.
        let ranked = nearest(&last.value, names.iter().map(String::as_str));
        let mut finding = Finding::new(
            Severity::Error,
            "unknown_table",
            place,
            format!("no table or alias {written} in scope"),
        )
        .with("suggestions", suggested(&ranked));
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }

    /// A column reference: found, or a finding made.
    pub(super) fn column(&mut self, idents: &[Ident], frame: &Frame) -> Option<ColumnRef> {
        let (last, qualifier) = idents.split_last()?;
        let place = Place::from(last.span);
        if qualifier.is_empty() {
            if is_variable(last) || is_niladic(last) {
                return None;
            }
            return match frame.bare(&last.value) {
                Bare::Found { source, column } => reference(&source, &column, place),
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
                Bare::Missing if is_dialect_value(last, self.dialect) => None,
                Bare::Missing => {
                    self.unknown_column(last, place, &frame.names_in_reach(), "");
                    None
                }
            };
        }
        let written = strings(qualifier);
        if let Some(source) = frame.qualified(&written).cloned() {
            return match source.column(&last.value).map(str::to_string) {
                Some(column) => reference(&source, &column, place),
                None => {
                    self.not_in_source(&source, last);
                    None
                }
            };
        }
        // `column.field` and `alias.column.field`: a qualifier that is a column of a source
        // reads a nested field; an alias followed by a name its source lacks is that name
        // unknown there.
        match frame.bare(&qualifier[0].value) {
            Bare::Found { source, column } => {
                self.field(&source, &column, &idents[1..]);
                return None;
            }
            Bare::Unknowable => return None,
            Bare::Ambiguous(_) | Bare::Missing => {}
        }
        if let [alias, column, ..] = qualifier
            && let Some(source) = frame.qualified(std::slice::from_ref(&alias.value)).cloned()
        {
            match source.column(&column.value).map(str::to_string) {
                Some(found) => self.field(&source, &found, &idents[2..]),
                None => self.not_in_source(&source, column),
            }
            return None;
        }
        if is_sequence_value(last) {
            return None;
        }
        self.unknown_qualifier(qualifier, frame);
        None
    }

    /// The finding for `ident`, a column `source` does not hold, when its columns are known.
    fn not_in_source(&mut self, source: &Source, ident: &Ident) {
        if source.columns.is_none() || is_row_pseudo_column(ident, self.dialect) {
            return;
        }
        let names = source.names().unwrap_or_default().to_vec();
        let within = source
            .table
            .as_ref()
            .map_or(source.name.clone(), |t| t.fqn.clone());
        self.unknown_column(ident, Place::from(ident.span), &names, &within);
    }
}

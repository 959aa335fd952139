//! A field read from a STRUCT column (`column.field`, `alias.column.field`), checked against the
//! fields the print lists for that column (its `parts` whose path is one field deep). Only a
//! column whose `sql_type` is a STRUCT is judged: its fields are fixed by its type, where a
//! JSON or MAP column's keys vary from row to row.

use sqlparser::ast::Ident;

use super::{Walker, suggested};
use crate::finding::{Explain, Finding, Fix, Place, Severity};
use crate::scope::Source;
use crate::suggest::{clear, nearest};
use dbprint_print::views::statistics::ColumnStats;

/// A part's path as a field name, when it is one field deep: `.name` or `["name"]`.
fn field_of(path: &str) -> Option<&str> {
    let name = match path.strip_prefix('.') {
        Some(name) => name,
        None => path.strip_prefix("[\"")?.strip_suffix("\"]")?,
    };
    (!name.is_empty() && !name.contains(['.', '[', '"'])).then_some(name)
}

impl Walker<'_> {
    /// `fields`, read from `column` of `source`: a finding when the first names no field of a
    /// STRUCT column the print lists the fields of.
    pub(super) fn field(&mut self, source: &Source, column: &str, fields: &[Ident]) {
        let (Some(first), Some(table)) = (fields.first(), source.table.as_ref()) else {
            return;
        };
        let Some(block) = table.block(column) else {
            return;
        };
        let block = ColumnStats::new(block);
        let sql_type = block.sql_type_text().unwrap_or_default();
        if !sql_type.trim_start().to_uppercase().starts_with("STRUCT") {
            return;
        }
        let Some(parts) = block.parts() else {
            return;
        };
        let names: Vec<&str> = parts
            .iter()
            .filter_map(|(path, _)| field_of(path.as_str()?))
            .collect();
        if names.is_empty() || names.iter().any(|n| n.eq_ignore_ascii_case(&first.value)) {
            return;
        }
        let place = Place::from(first.span);
        let ranked = nearest(&first.value, names.iter().copied());
        let message = format!(
            "no field {} in {}.{column}, a STRUCT of {}",
            first.value,
            table.fqn,
            names.join(", ")
        );
        let mut finding = Finding::new(Severity::Error, "unknown_field", place, message)
            .with("suggestions", suggested(&ranked))
            .explained(Explain::new(
                "get_table_context",
                vec![("table", &table.fqn), ("purpose", "query")],
            ));
        finding.fix = clear(&ranked).map(|best| Fix {
            place,
            replacement: best.to_string(),
        });
        self.findings.push(finding);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_field_is_a_part_one_field_deep() {
        assert_eq!(field_of(".source"), Some("source"));
        assert_eq!(field_of("[\"user-agent\"]"), Some("user-agent"));
        assert_eq!(field_of(".customer.id"), None);
        assert_eq!(field_of("[keys]"), None);
        assert_eq!(field_of(".customer[keys]"), None);
    }
}

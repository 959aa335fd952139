//! What a table's definition declares. Its domains: an `ENUM('a', 'b')` column type (as its
//! `sql_type` or its `ddl.sql` writes it) and a `CHECK (x IN ('a', 'b'))` constraint, on the
//! column or the table; either is the column's whole domain whatever rows it held when
//! profiled, so a literal in it is a value the column may hold, and one outside it never is.
//! Its keys: `PRIMARY KEY` and `UNIQUE`, on a column or over several, which a table described
//! from the catalog alone declares there though its statistics name none. `ddl.sql` is read
//! with sqlparser in the generic dialect, within `bounded`'s `DEFINITION` bounds; a definition it
//! cannot read declares nothing.

use std::collections::HashMap;

use dbprint_base::budget::Footprint;
use dbprint_print::store::Derived;

use sqlparser::ast::{
    ColumnOption, CreateTable, DataType, EnumMember, Expr, InTarget, IndexColumn, Statement,
    TableConstraint, Value as SqlValue,
};
use sqlparser::dialect::GenericDialect;

use super::bounded::{DEFINITION, Tokens};

/// The values each column's declared domain allows, by lowercase column name.
pub type Domains = HashMap<String, Vec<String>>;

/// The members of an `ENUM('a', 'b')` type as a `sql_type` writes it, if it is one.
pub fn enum_members(sql_type: &str) -> Option<Vec<String>> {
    let trimmed = sql_type.trim();
    let head = trimmed.get(..5)?;
    if !head.eq_ignore_ascii_case("enum(") || !trimmed.ends_with(')') {
        return None;
    }
    Some(quoted_strings(&trimmed[5..trimmed.len() - 1]))
}

/// The single-quoted strings of a comma-separated list, `''` read as one quote.
fn quoted_strings(list: &str) -> Vec<String> {
    let mut members = Vec::new();
    let mut chars = list.chars().peekable();
    while let Some(c) = chars.next() {
        if c != '\'' {
            continue;
        }
        let mut member = String::new();
        while let Some(c) = chars.next() {
            if c == '\'' {
                if chars.peek() == Some(&'\'') {
                    member.push('\'');
                    chars.next();
                } else {
                    break;
                }
            } else {
                member.push(c);
            }
        }
        members.push(member);
    }
    members
}

fn text_of(expr: &Expr) -> Option<String> {
    match expr {
        Expr::Value(v) => match &v.value {
            SqlValue::SingleQuotedString(s) => Some(s.clone()),
            _ => None,
        },
        Expr::Nested(inner) => text_of(inner),
        _ => None,
    }
}

/// The column and values of `x IN ('a', 'b')`, under any parentheses.
fn in_list(expr: &Expr) -> Option<(String, Vec<String>)> {
    match expr {
        Expr::Nested(inner) => in_list(inner),
        Expr::In {
            expr,
            target: InTarget::List(list),
            negated: false,
            ..
        } => {
            let column = match expr.as_ref() {
                Expr::Identifier(ident) => ident.value.to_lowercase(),
                Expr::CompoundIdentifier(idents) => idents.last()?.value.to_lowercase(),
                _ => return None,
            };
            let values: Option<Vec<String>> = list.iter().map(text_of).collect();
            Some((column, values?))
        }
        _ => None,
    }
}

/// The domains and keys of one definition.
#[derive(Default, Clone)]
pub struct Declared {
    pub domains: Domains,
    /// Each key's columns, lowercase.
    pub keys: Vec<Vec<String>>,
}

impl Footprint for Declared {
    fn footprint(&self) -> usize {
        let strings = |items: &[String]| items.iter().map(|s| s.footprint()).sum::<usize>();
        let domains: usize = self
            .domains
            .iter()
            .map(|(column, values)| column.footprint() + strings(values))
            .sum();
        let keys: usize = self.keys.iter().map(|k| strings(k)).sum();
        std::mem::size_of::<Self>() + domains + keys
    }
}

/// Each table's definition as read once per identity of its `ddl.sql` (kept in the tools'
/// state, under the budget), or why it did not read.
pub type Definitions = Derived<Result<Declared, String>>;

fn index_columns(columns: &[IndexColumn]) -> Option<Vec<String>> {
    columns
        .iter()
        .map(|c| match &c.column.expr {
            Expr::Identifier(ident) => Some(ident.value.to_lowercase()),
            _ => None,
        })
        .collect()
}

fn from_table(create: &CreateTable, found: &mut Declared) {
    for column in &create.columns {
        let name = column.name.value.to_lowercase();
        if let DataType::Enum(members, _) = &column.data_type {
            let values = members
                .iter()
                .map(|m| match m {
                    EnumMember::Name(n) | EnumMember::NamedValue(n, _) => n.clone(),
                })
                .collect();
            found.domains.insert(name.clone(), values);
        }
        for option in &column.options {
            match &option.option {
                ColumnOption::Check(check) => {
                    if let Some((_, values)) = in_list(&check.expr) {
                        found.domains.insert(name.clone(), values);
                    }
                }
                ColumnOption::PrimaryKey(_) | ColumnOption::Unique(_) => {
                    found.keys.push(vec![name.clone()]);
                }
                _ => {}
            }
        }
    }
    for constraint in &create.constraints {
        match constraint {
            TableConstraint::Check(check) => {
                if let Some((column, values)) = in_list(&check.expr) {
                    found.domains.insert(column, values);
                }
            }
            TableConstraint::PrimaryKey(key) => found.keys.extend(index_columns(&key.columns)),
            TableConstraint::Unique(key) => found.keys.extend(index_columns(&key.columns)),
            _ => {}
        }
    }
}

/// The domains and keys `ddl` (a table's `ddl.sql`) declares; one past the `DEFINITION`
/// bounds declares nothing, as one that does not parse.
pub fn declared(ddl: &str) -> Declared {
    let mut found = Declared::default();
    let Ok(tokens) = Tokens::read(&GenericDialect {}, ddl, DEFINITION) else {
        return found;
    };
    tokens.parsed(&GenericDialect {}, |parsed| {
        for statement in parsed.iter().flatten() {
            if let Statement::CreateTable(create) = statement {
                from_table(create, &mut found);
            }
        }
    });
    found
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_enum_type_declares_its_members() {
        assert_eq!(
            enum_members("ENUM('sad', 'ok', 'it''s')"),
            Some(vec!["sad".into(), "ok".into(), "it's".into()])
        );
        assert_eq!(enum_members("VARCHAR(20)"), None);
    }

    #[test]
    fn check_in_lists_on_a_column_or_the_table_declare_domains() {
        let ddl = "CREATE TABLE flags(id INTEGER PRIMARY KEY, grade VARCHAR CHECK (grade IN ('A', 'B')), kind VARCHAR, mood ENUM('sad', 'ok'), CHECK((kind IN ('x', 'y'))));";
        let found = declared(ddl).domains;
        assert_eq!(found["grade"], ["A", "B"]);
        assert_eq!(found["kind"], ["x", "y"]);
        assert_eq!(found["mood"], ["sad", "ok"]);
        assert!(!found.contains_key("id"));
        assert!(declared("CREATE TABLE broken(").domains.is_empty());
    }

    #[test]
    fn primary_and_unique_keys_on_a_column_or_over_several_are_declared() {
        let ddl = "CREATE TABLE line(order_id INTEGER, line_no INTEGER, sku VARCHAR UNIQUE, note VARCHAR, PRIMARY KEY (order_id, line_no));";
        let keys = declared(ddl).keys;
        assert!(keys.contains(&vec!["sku".to_string()]));
        assert!(keys.contains(&vec!["order_id".to_string(), "line_no".to_string()]));
        assert_eq!(keys.len(), 2);
        let single = declared("CREATE TABLE cat_only(id INTEGER PRIMARY KEY, name VARCHAR);");
        assert_eq!(single.keys, vec![vec!["id".to_string()]]);
    }
}

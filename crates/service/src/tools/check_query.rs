//! `check_query` (beyond the reference): an agent's SQL checked against the print by
//! `dbprint_sqlcheck` (the compiled index checked as far as the tables the query reads),
//! answered as its findings (a list, §4.8) after the dialect it was read in, the
//! print tables it reads and, when every error has its fix, the corrected SQL.

use super::paged::{ListShape, Listed};
use super::{Answer, Request};
use dbprint_print::fault::Fault;
use dbprint_sqlcheck::{Checked, dialect_of};
use dbprint_yaml::Value;

/// What `check_query` is asked (its schema checked first).
#[derive(serde::Deserialize)]
struct Arguments {
    sql: String,
    dialect: Option<String>,
}

/// The check of the call's query.
fn check(req: &Request) -> Result<Checked, Fault> {
    let conn = req.connection()?;
    let Arguments { sql, dialect } = req.arguments()?;
    let dialect = dialect.unwrap_or_else(|| dialect_of(conn.adapter.as_deref()).to_string());
    let manifest = req.reading.manifest_or_fault(conn)?;
    let index_for = |tables: &[&str]| req.index_for_tables(conn, tables);
    let definitions = &req.state.table_definitions;
    dbprint_sqlcheck::check(
        &req.reading,
        conn,
        manifest,
        definitions,
        &index_for,
        &sql,
        &dialect,
    )
}

impl Listed for Checked {
    fn list(&self) -> (&str, ListShape) {
        ("findings", ListShape::Seq)
    }

    /// The dialect, the print tables read and, when every error has its fix, the corrected
    /// SQL.
    fn head(&self) -> Vec<(String, Value)> {
        let tables = self.tables.iter().map(|t| Value::str(t.as_str()));
        let mut head = vec![
            ("dialect".to_string(), Value::str(self.dialect.as_str())),
            ("tables".to_string(), Value::Seq(tables.collect())),
        ];
        if let Some(sql) = &self.corrected_sql {
            head.push(("corrected_sql".to_string(), Value::str(sql.as_str())));
        }
        head
    }

    fn count(&self) -> usize {
        self.findings.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let finding = self.findings.get(i).map_or(Value::Null, |f| f.shown());
        Ok((i.to_string(), finding))
    }
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    check(req).map(Answer::Checked)
}

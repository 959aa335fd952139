//! `check_query` (beyond the reference): an agent's SQL checked against the print by
//! `dbprint_sqlcheck` (the compiled index checked as far as the tables the query reads),
//! answered as its findings (paged, §4.8) after the dialect it was read in, the
//! print tables it reads and, when every error has its fix, the corrected SQL.

use super::Request;
use super::paged::{ListReply, ListShape, no_extras};
use dbprint_print::fault::Fault;
use dbprint_sqlcheck::{Checked, check, dialect_of};
use dbprint_yaml::Value;

/// What `check_query` is asked (its schema checked first).
#[derive(serde::Deserialize)]
struct Arguments {
    sql: String,
    dialect: Option<String>,
}

/// The whole check of the call's query (the CLI prints it unpaged).
pub fn answer(req: &Request) -> Result<Checked, Fault> {
    let conn = req.connection()?;
    let Arguments { sql, dialect } = req.arguments()?;
    let dialect = dialect.unwrap_or_else(|| dialect_of(conn.adapter.as_deref()).to_string());
    let manifest = req.reading.manifest_or_fault(conn)?;
    let index_for = |tables: &[&str]| req.index_for_tables(conn, tables);
    let definitions = &req.state.table_definitions;
    check(
        &req.reading,
        conn,
        manifest,
        definitions,
        &index_for,
        &sql,
        &dialect,
    )
}

/// The keys a reply carries before its findings.
pub fn head(checked: &Checked) -> Vec<(String, Value)> {
    let tables = checked
        .tables
        .iter()
        .map(|t| Value::str(t.as_str()))
        .collect();
    let mut head = vec![
        ("dialect".to_string(), Value::str(checked.dialect.as_str())),
        ("tables".to_string(), Value::Seq(tables)),
    ];
    if let Some(sql) = &checked.corrected_sql {
        head.push(("corrected_sql".to_string(), Value::str(sql.as_str())));
    }
    head
}

/// What `then` makes of the reply listing `checked`: its head, then its findings.
fn listed<R>(checked: &Checked, then: impl FnOnce(ListReply) -> R) -> R {
    let findings: Vec<Value> = checked.findings.iter().map(|f| f.shown()).collect();
    let item = |i: usize| -> Result<(String, Value), Fault> {
        Ok((
            i.to_string(),
            findings.get(i).cloned().unwrap_or(Value::Null),
        ))
    };
    then(ListReply {
        list_key: "findings",
        shape: ListShape::Seq,
        head: head(checked),
        total: findings.len(),
        count: findings.len(),
        item: &item,
        extras: &no_extras,
    })
}

/// The reply to `checked`, whole: what its pages carry, in one mapping.
pub fn whole(checked: &Checked) -> Result<Value, Fault> {
    listed(checked, |reply| reply.whole())
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let checked = answer(req)?;
    listed(&checked, |reply| reply.answer(req))
}

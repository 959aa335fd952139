//! `find_tables` asked without `connection` where several connections are served and none is
//! the default (beyond the reference; the v1 tools keep the spec's rule and refuse): the
//! question ranked within each connection as `find_tables` ranks it (`find_tables::found`),
//! and answered in one page with the best connections first: for each connection how many
//! tables matched, its best table with why, and its best tables in the list, each naming its
//! connection; a connection whose print cannot answer says why, in its place. Connections
//! are ordered by their best table's score, then by name; the words no connection knows are
//! the answer's unmatched words. A table's joins are its own connection's answer's (asked
//! with `connection`), so a listed table carries none.

use super::Request;
use super::compact::{self, evidence_line};
use super::discovery;
use super::find_tables::{self, FoundTables};
use super::found::{FoundTable, rounded};
use super::paged::{ListShape, Listed, map, strings};
use dbprint_base::echo::echo;
use dbprint_print::fault::Fault;
use dbprint_yaml::{Mapping, Value};

/// Whether the call asks every served connection: no `connection`, several served, no default.
pub fn asked_of_every_connection(req: &Request) -> bool {
    let served = &req.reading.prints.served;
    req.named_connection().is_none() && served.default.is_none() && served.connections.len() > 1
}

/// One connection's part of the answer.
pub struct Searched {
    pub connection: String,
    /// How many of its tables matched, or why its print could not answer.
    pub matched: Result<usize, String>,
    /// Its best table, its score and why it ranked.
    pub best: Option<(String, f32, String)>,
}

/// The answer across connections.
pub struct FoundAcross {
    pub question: String,
    /// Every served connection, best first.
    pub connections: Vec<Searched>,
    /// The question's words no connection's print says.
    pub unmatched: Vec<String>,
    /// The tables listed: each connection's best, in the connections' order, at most `limit`.
    pub tables: Vec<(String, FoundTable)>,
}

#[derive(serde::Deserialize)]
struct Arguments {
    question: String,
}

/// The question asked of every served connection.
pub fn run(req: &Request) -> Result<FoundAcross, Fault> {
    let Arguments { question } = req.arguments()?;
    let (schema, limit) = discovery::scope(req)?;
    let connections = &req.reading.prints.served.connections;
    let mut answered: Vec<(String, Result<FoundTables, Fault>)> = (connections.iter())
        .map(|conn| {
            req.state.seed(conn, &req.reading);
            let found = find_tables::found(req, conn, &question, false, schema.as_ref(), limit);
            (conn.name.clone(), found)
        })
        .collect();
    let best = |found: &Result<FoundTables, Fault>| {
        found
            .as_ref()
            .ok()
            .and_then(|f| f.tables.first())
            .map(|t| t.score)
    };
    answered.sort_by(|(a_name, a), (b_name, b)| {
        let (a, b) = (
            best(a).unwrap_or(f32::NEG_INFINITY),
            best(b).unwrap_or(f32::NEG_INFINITY),
        );
        b.total_cmp(&a).then_with(|| a_name.cmp(b_name))
    });
    let with_tables = (answered.iter())
        .filter(|(_, f)| f.as_ref().is_ok_and(|f| !f.tables.is_empty()))
        .count();
    let each = limit.div_ceil(with_tables.max(1)).max(1);
    let unmatched = unmatched_by_all(&answered);
    let mut tables = Vec::new();
    let mut searched = Vec::new();
    for (connection, found) in answered {
        match found {
            Ok(found) => {
                let first = found.tables.first();
                searched.push(Searched {
                    connection: connection.clone(),
                    matched: Ok(found.matched),
                    best: first.map(|t| (t.table.clone(), t.score, evidence_line(&t.evidence))),
                });
                let room = limit.saturating_sub(tables.len()).min(each);
                let listed = found.tables.into_iter().filter(|t| t.bridge.is_empty());
                tables.extend(listed.take(room).map(|t| (connection.clone(), t)));
            }
            Err(fault) => searched.push(Searched {
                connection,
                matched: Err(fault.detail),
                best: None,
            }),
        }
    }
    Ok(FoundAcross {
        question: echo(&question).into_owned(),
        connections: searched,
        unmatched,
        tables,
    })
}

/// The words every connection that answered left unmatched, in the first one's order.
fn unmatched_by_all(answered: &[(String, Result<FoundTables, Fault>)]) -> Vec<String> {
    let mut found = answered.iter().filter_map(|(_, f)| f.as_ref().ok());
    let Some(first) = found.next() else {
        return Vec::new();
    };
    let rest: Vec<&FoundTables> = found.collect();
    (first.unmatched.iter())
        .filter(|w| rest.iter().all(|f| f.unmatched.contains(w)))
        .cloned()
        .collect()
}

impl Searched {
    fn shown(&self) -> Value {
        let mut fields = vec![("connection", Value::str(self.connection.as_str()))];
        match &self.matched {
            Ok(matched) => fields.push(("matched_tables", Value::Int(*matched as i64))),
            Err(why) => fields.push(("error", Value::str(why.as_str()))),
        }
        if let Some((table, score, why)) = &self.best {
            fields.extend([
                ("best", Value::str(table.as_str())),
                ("score", rounded(*score)),
                ("why", Value::str(why.as_str())),
            ]);
        }
        map(fields)
    }
}

impl Listed for FoundAcross {
    fn list(&self) -> (&str, ListShape) {
        ("tables", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let matched: usize = (self.connections.iter())
            .filter_map(|c| c.matched.as_ref().ok())
            .sum();
        let connections = self.connections.iter().map(Searched::shown).collect();
        let mut head = vec![
            ("question".to_string(), Value::str(self.question.as_str())),
            ("matched_tables".to_string(), Value::Int(matched as i64)),
            ("unmatched_words".to_string(), strings(&self.unmatched)),
            ("connections".to_string(), Value::Seq(connections)),
        ];
        if let Some(first) = self.connections.first().filter(|c| c.best.is_some()) {
            head.push((
                "more".to_string(),
                Value::str(format!(
                    "asked of every connection; call find_tables with connection {:?} for its joins, the values the question names and the rest of its tables",
                    first.connection
                )),
            ));
        }
        head
    }

    fn count(&self) -> usize {
        self.tables.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let Some((connection, table)) = self.tables.get(i) else {
            return Ok((i.to_string(), Value::Null));
        };
        let mut item = Mapping::new();
        item.insert(Value::str("connection"), Value::str(connection.as_str()));
        if let Value::Map(fields) = compact::table(table, i + 1) {
            // Ranks of other tables are ranks within the table's own connection's answer.
            let joins_with = Value::str("joins_with");
            for (key, value) in fields.iter().filter(|(key, _)| **key != joins_with) {
                item.insert(key.clone(), value.clone());
            }
        }
        Ok((i.to_string(), Value::Map(item)))
    }
}

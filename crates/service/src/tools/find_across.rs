//! The entry of `find_tables` and `find_value` (`tables`, `values_found`): asked of one
//! connection, their own modules answer; asked without `connection` where several
//! connections are served and none is the default (beyond the reference; the v1 tools keep
//! the spec's rule and refuse), every connection is asked here. `find_tables`: the
//! question ranked within each connection as `find_tables` ranks it (`find_tables::found`),
//! and answered in one page with the best connections first: for each connection how many
//! tables matched, its best table with why, and its best tables in the list, each naming its
//! connection; a connection whose print cannot answer says why, in its place. Connections
//! are ordered by their best table's score, then by name; the words no connection knows are
//! the answer's unmatched words. A table's joins are its own connection's answer's (asked
//! with `connection`), so a listed table carries none. `find_value`: the value looked up in
//! each connection as `find_value` looks it up (`find_value::found`), the connections holding
//! it as written first, then those holding more columns; each connection's count and summary,
//! and its first columns in the list, each naming its connection.

use super::compact::{self, evidence_line};
use super::discovery;
use super::find_tables::{self, FoundTables};
use super::find_value::{self, Asked, FoundColumn, FoundValues};
use super::found::{FoundTable, rounded};
use super::paged::{ListShape, Listed, map, strings};
use super::{Answer, Request};
use dbprint_base::echo::echo;
use dbprint_print::fault::Fault;
use dbprint_yaml::{Mapping, Value};

/// `find_tables`: of every served connection when the call asks them all, else of one.
pub fn tables<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    if asked_of_every_connection(req) {
        return run(req).map(Answer::FoundAcross);
    }
    find_tables::run(req)
}

/// `find_value`: in every served connection when the call asks them all, else in one.
pub fn values_found<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    if asked_of_every_connection(req) {
        return values(req).map(Answer::ValuesAcross);
    }
    find_value::run(req)
}

/// Whether the call asks every served connection: no `connection`, several served, no default.
fn asked_of_every_connection(req: &Request) -> bool {
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
        // Ranks of other tables are ranks within the table's own connection's answer.
        let shown = compact::table(table, i + 1);
        Ok((
            i.to_string(),
            with_connection(connection, shown, &["joins_with"]),
        ))
    }
}

/// One connection's part of a `find_value` answer.
pub struct Looked {
    pub connection: String,
    /// How many columns store the value and the connection's summary, or why its print
    /// could not answer.
    pub found: Result<(usize, String), String>,
}

/// `find_value`'s answer across connections.
pub struct ValuesAcross {
    pub value: String,
    pub searched_lists: usize,
    pub complete_lists: usize,
    /// Every served connection, those holding the value as written first.
    pub connections: Vec<Looked>,
    /// The columns listed: each connection's first, in the connections' order, at most `limit`;
    /// a place its index no longer holds is none, as `find_value` lists it.
    pub columns: Vec<(String, Option<FoundColumn>)>,
}

/// The value looked up in every served connection.
pub fn values(req: &Request) -> Result<ValuesAcross, Fault> {
    Asked::read(req, |asked| {
        let connections = &req.reading.prints.served.connections;
        let mut answered: Vec<(String, Result<FoundValues, Fault>)> = (connections.iter())
            .map(|conn| {
                req.state.seed(conn, &req.reading);
                (conn.name.clone(), find_value::found(req, conn, asked))
            })
            .collect();
        let standing = |found: &Result<FoundValues, Fault>| match found {
            Ok(found) => {
                let first = found.columns.first().and_then(Option::as_ref);
                let as_written = first.is_some_and(|c| !c.matched.only_near());
                (!as_written, usize::MAX - found.found)
            }
            Err(_) => (true, usize::MAX),
        };
        answered.sort_by(|(a_name, a), (b_name, b)| {
            standing(a)
                .cmp(&standing(b))
                .then_with(|| a_name.cmp(b_name))
        });
        let holding = (answered.iter())
            .filter(|(_, f)| f.as_ref().is_ok_and(|f| f.found > 0))
            .count();
        let each = asked.limit.div_ceil(holding.max(1)).max(1);
        let mut out = ValuesAcross {
            value: echo(asked.value).into_owned(),
            searched_lists: 0,
            complete_lists: 0,
            connections: Vec::new(),
            columns: Vec::new(),
        };
        for (connection, found) in answered {
            match found {
                Ok(found) => {
                    out.searched_lists += found.searched_lists;
                    out.complete_lists += found.complete_lists;
                    let room = asked.limit.saturating_sub(out.columns.len()).min(each);
                    let listed = found.columns.into_iter().take(room);
                    out.columns.extend(listed.map(|c| (connection.clone(), c)));
                    out.connections.push(Looked {
                        connection,
                        found: Ok((found.found, found.summary)),
                    });
                }
                Err(fault) => out.connections.push(Looked {
                    connection,
                    found: Err(fault.detail),
                }),
            }
        }
        out
    })
}

impl Looked {
    fn shown(&self) -> Value {
        let mut fields = vec![("connection", Value::str(self.connection.as_str()))];
        match &self.found {
            Ok((found, summary)) => fields.extend([
                ("found", Value::Int(*found as i64)),
                ("summary", Value::str(summary.as_str())),
            ]),
            Err(why) => fields.push(("error", Value::str(why.as_str()))),
        }
        map(fields)
    }
}

impl Listed for ValuesAcross {
    fn list(&self) -> (&str, ListShape) {
        ("columns", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let int = |n: usize| Value::Int(n as i64);
        let found: usize = (self.connections.iter())
            .filter_map(|c| c.found.as_ref().ok().map(|(n, _)| n))
            .sum();
        let holding: Vec<&str> = (self.connections.iter())
            .filter(|c| c.found.as_ref().is_ok_and(|(n, _)| *n > 0))
            .map(|c| c.connection.as_str())
            .collect();
        let summary = match holding.as_slice() {
            [] => "asked of every connection: none stores this value or a spelling near it"
                .to_string(),
            _ => format!(
                "asked of every connection: {found} column(s) in {} ({}); call find_value with connection for one connection's whole list",
                holding.len(),
                holding.join(", ")
            ),
        };
        vec![
            ("value".to_string(), Value::str(self.value.as_str())),
            ("searched_lists".to_string(), int(self.searched_lists)),
            ("complete_lists".to_string(), int(self.complete_lists)),
            ("found".to_string(), int(found)),
            ("summary".to_string(), Value::str(summary)),
            (
                "connections".to_string(),
                Value::Seq(self.connections.iter().map(Looked::shown).collect()),
            ),
        ]
    }

    fn count(&self) -> usize {
        self.columns.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let Some((connection, column)) = self.columns.get(i) else {
            return Ok((i.to_string(), Value::Null));
        };
        let shown = |c: &FoundColumn| with_connection(connection, c.shown(), &[]);
        Ok((i.to_string(), column.as_ref().map_or(Value::Null, shown)))
    }
}

/// `item` (a map) with `connection` first, less the keys `leave_out` names.
fn with_connection(connection: &str, item: Value, leave_out: &[&str]) -> Value {
    let mut out = Mapping::new();
    out.insert(Value::str("connection"), Value::str(connection));
    if let Value::Map(fields) = item {
        let kept = |key: &Value| !key.as_str().is_some_and(|k| leave_out.contains(&k));
        for (key, value) in fields.iter().filter(|(key, _)| kept(key)) {
            out.insert(key.clone(), value.clone());
        }
    }
    Value::Map(out)
}

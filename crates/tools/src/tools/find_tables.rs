//! `find_tables` (beyond the reference): the tables a question needs, ranked with the
//! evidence (`dbprint-discover`): each with its score and rank, row count and freshness
//! verdict, which of the question's words matched where, its best columns for the question,
//! the tables it is joined to that lifted it, and how to read its context. The answer names
//! the question's words found nowhere in the print, the stored values it names (and where),
//! how many tables matched at all, and the edges joining the tables it returns, so the agent
//! sees how they join without another call.

use std::collections::HashSet;

use super::Request;
use super::discovery;
use super::list_tables::verdict;
use super::paged::{ListReply, ListShape, no_extras};
use dbprint_base::clock;
use dbprint_discover::{Evidence, Place, Ranked, Ranking, explain, rank};
use dbprint_index::Compiled;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::views::manifest::Manifest;
use dbprint_yaml::{Mapping, Value};

/// How many places one value the question names lists at most.
const VALUE_PLACES: usize = 5;

fn map(pairs: Vec<(&str, Value)>) -> Value {
    Value::Map(
        pairs
            .into_iter()
            .map(|(k, v)| (Value::str(k), v))
            .collect::<Mapping>(),
    )
}

fn text(value: Option<&str>) -> Value {
    value.map_or(Value::Null, Value::str)
}

fn rounded(x: f32) -> Value {
    Value::Float((f64::from(x) * 1000.0).round() / 1000.0)
}

fn clue(clue: &dbprint_discover::Clue) -> Value {
    let mut fields = vec![("word", Value::str(clue.word.as_str()))];
    match &clue.place {
        Place::Name => fields.push(("where", Value::str("name"))),
        Place::Schema => fields.push(("where", Value::str("schema"))),
        Place::Column { column, sql_type } => fields.extend([
            ("where", Value::str("column")),
            ("column", Value::str(column.as_str())),
            ("sql_type", text(sql_type.as_deref())),
        ]),
        Place::Description { sentence } => fields.extend([
            ("where", Value::str("description")),
            ("sentence", Value::str(sentence.as_str())),
        ]),
        Place::Note { column } => fields.extend([
            ("where", Value::str("note")),
            ("column", Value::str(column.as_str())),
        ]),
        Place::Value {
            column,
            value,
            matched,
        } => {
            fields.extend([
                ("where", Value::str("value")),
                ("column", Value::str(column.as_str())),
                ("value", Value::str(value.as_str())),
            ]);
            if let Some(matched) = matched {
                fields.push(("match", Value::str(matched.word())));
            }
        }
    }
    map(fields)
}

fn columns(evidence: &Evidence) -> Value {
    Value::Seq(
        evidence
            .columns
            .iter()
            .map(|c| {
                map(vec![
                    ("column", Value::str(c.column.as_str())),
                    ("sql_type", text(c.sql_type.as_deref())),
                    (
                        "words",
                        Value::Seq(c.words.iter().map(|w| Value::str(w.as_str())).collect()),
                    ),
                ])
            })
            .collect(),
    )
}

/// What one call reads to show a table.
struct Shown<'a> {
    conn: &'a Connection,
    index: &'a Compiled,
    manifest: Option<&'a Manifest>,
    now: f64,
}

impl Shown<'_> {
    fn table(
        &self,
        search: &dbprint_discover::TableSearch,
        ranking: &Ranking,
        question: &str,
        at: usize,
        hit: &Ranked,
    ) -> Value {
        let fqn = self.index.share(hit.share).fqn.as_str();
        let evidence = explain(&search.analyzer, self.index, ranking, question, hit.share);
        let entry = self.manifest.and_then(|m| m.entry(fqn));
        let mut fields = vec![
            ("rank", Value::Int(at as i64 + 1)),
            ("table", Value::str(fqn)),
            ("score", rounded(hit.score)),
            (
                "row_count",
                entry
                    .and_then(|e| e.fields.get("row_count").cloned())
                    .unwrap_or(Value::Null),
            ),
        ];
        if let Some(entry) = entry {
            fields.extend(verdict(self.conn, entry, self.now));
        }
        fields.push((
            "evidence",
            Value::Seq(evidence.clues.iter().map(clue).collect()),
        ));
        fields.push(("columns", columns(&evidence)));
        if !hit.joined.is_empty() {
            let joined = hit
                .joined
                .iter()
                .map(|&s| Value::str(self.index.share(s).fqn.as_str()));
            fields.push(("joined_to", Value::Seq(joined.collect())));
        }
        fields.push((
            "context",
            map(vec![
                ("tool", Value::str("get_table_context")),
                ("arguments", map(vec![("table", Value::str(fqn))])),
                (
                    "resource",
                    Value::str(format!("dbprint://{}/{fqn}/statistics", self.conn.name)),
                ),
            ]),
        ));
        map(fields)
    }
}

/// The edges joining two of `tables` (rejected ones left out), each once.
fn joins(index: &Compiled, tables: &[usize]) -> Value {
    let wanted: HashSet<usize> = tables.iter().copied().collect();
    let mut out = Vec::new();
    for &from in tables {
        for link in index.joins().links(from).iter().filter(|l| l.toward_target) {
            if !wanted.contains(&(link.to as usize)) {
                continue;
            }
            let Some(edge) = index.edge(link) else {
                continue;
            };
            let names = |cols: &rkyv::vec::ArchivedVec<rkyv::string::ArchivedString>| {
                Value::Seq(cols.iter().map(|c| Value::str(c.as_str())).collect())
            };
            out.push(map(vec![
                ("from", Value::str(index.share(from).fqn.as_str())),
                ("from_columns", names(&edge.columns)),
                ("to", Value::str(edge.target_table.as_str())),
                ("to_columns", names(&edge.target_columns)),
                ("detection", Value::str(edge.detection.native().word())),
            ]));
        }
    }
    Value::Seq(out)
}

/// The values the question names, each with the first places storing it.
fn named(index: &Compiled, ranking: &Ranking) -> Value {
    let mut phrases: Vec<(&str, Vec<Value>)> = Vec::new();
    for hit in &ranking.named {
        let place = {
            let share = index.share(hit.at.share as usize);
            let column = share.stored.get(hit.at.column as usize);
            let value = column.and_then(|c| c.values.get(hit.at.value as usize));
            match (column, value) {
                (Some(c), Some(v)) => format!(
                    "{}.{} = {}",
                    share.fqn.as_str(),
                    c.column.as_str(),
                    v.literal.as_str()
                ),
                _ => continue,
            }
        };
        match phrases.iter_mut().find(|(p, _)| *p == hit.phrase) {
            Some((_, places)) => places.push(Value::str(place)),
            None => phrases.push((hit.phrase.as_str(), vec![Value::str(place)])),
        }
    }
    Value::Seq(
        phrases
            .into_iter()
            .map(|(phrase, places)| {
                let total = places.len();
                let mut fields = vec![
                    ("phrase", Value::str(phrase)),
                    (
                        "stored_in",
                        Value::Seq(places.into_iter().take(VALUE_PLACES).collect()),
                    ),
                ];
                if total > VALUE_PLACES {
                    fields.push(("stored_in_total", Value::Int(total as i64)));
                }
                map(fields)
            })
            .collect(),
    )
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let question = req.str_arg("question").unwrap_or_default();
    let limit = discovery::limit(req);
    let schema = discovery::schema(req);
    let index = discovery::index(req, conn)?;
    let manifest = req.reading.manifest_or_fault(conn)?;
    let (search, ranking) = match &index {
        Some(index) => {
            let search = discovery::search(req, conn, index)?;
            let postings = discovery::postings(req, index);
            let ranking = rank(&search, &postings, index, question, schema.as_ref())
                .map_err(|why| fault::index_unbuilt("table search index", &conn.name, &why))?;
            (Some(search), ranking)
        }
        None => (None, Ranking::default()),
    };
    let listed: Vec<&Ranked> = ranking.tables.iter().take(limit).collect();
    let mut head = vec![
        ("question".to_string(), Value::str(question)),
        (
            "matched_tables".to_string(),
            Value::Int(ranking.tables.len() as i64),
        ),
        (
            "unmatched_words".to_string(),
            Value::Seq(
                ranking
                    .unmatched
                    .iter()
                    .map(|w| Value::str(w.as_str()))
                    .collect(),
            ),
        ),
    ];
    if let Some(index) = &index {
        head.push(("named_values".to_string(), named(index, &ranking)));
        let shares: Vec<usize> = listed.iter().map(|r| r.share).collect();
        head.push(("joins".to_string(), joins(index, &shares)));
    }
    if ranking.tables.len() > listed.len() {
        head.push((
            "more".to_string(),
            Value::str(format!(
                "{} more table(s) matched below these: raise limit (up to 50) or narrow with schema",
                ranking.tables.len() - listed.len()
            )),
        ));
    }
    let shown = index.as_deref().map(|index| Shown {
        conn,
        index,
        manifest: manifest.as_deref(),
        now: clock::now(),
    });
    let item = |i: usize| -> (String, Value) {
        let value = match (&shown, &search, listed.get(i)) {
            (Some(shown), Some(search), Some(hit)) => {
                shown.table(search, &ranking, question, i, hit)
            }
            _ => Value::Null,
        };
        (i.to_string(), value)
    };
    let call = req.call();
    ListReply {
        list_key: "tables",
        shape: ListShape::Seq,
        head,
        total: listed.len(),
        count: listed.len(),
        item: &item,
        extras: &no_extras,
    }
    .page(&call, req.cursor())
}

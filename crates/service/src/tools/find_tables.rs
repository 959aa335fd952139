//! `find_tables` (beyond the reference): the tables a question needs, ranked with the
//! evidence (`dbprint-discover`): each with its score and rank, row count and freshness
//! verdict, which of the question's words matched where, its best columns for the question,
//! the tables it is joined to that lifted it, the tables alike (same name and columns in other
//! schemas) folded into it, and how to read its context. The answer names
//! the question's words found nowhere in the print, the stored values it names (and where),
//! how many tables matched at all, and the edges joining the tables it returns, so the agent
//! sees how they join without another call.

use std::collections::HashSet;

use super::Request;
use super::discovery;
use super::list_tables::verdict;
use super::paged::{ListReply, ListShape, map, no_extras};
use dbprint_base::clock;
use dbprint_base::fnmatch::Glob;
use dbprint_discover::{Evidence, Place, Ranked, Ranking, TableSearch, explain, rank};
use dbprint_index::Compiled;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::views::manifest::Manifest;
use dbprint_values::{Occurrence, ValuePostings};
use dbprint_yaml::Value;

/// How many tables alike one entry names at most.
const ALIKE_SHOWN: usize = 10;
/// How many places one value the question names lists at most.
const VALUE_PLACES: usize = 5;

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
    search: &'a TableSearch,
    postings: &'a ValuePostings,
    manifest: Option<&'a Manifest>,
    now: f64,
}

impl Shown<'_> {
    fn table(&self, ranking: &Ranking, question: &str, at: usize, hit: &Ranked) -> Value {
        let fqn = self.index.share(hit.share).fqn.as_str();
        let evidence = explain(
            &self.search.analyzer,
            self.index,
            self.postings,
            ranking,
            question,
            hit.share,
        );
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
        if !hit.alike.is_empty() {
            let names = hit.alike.iter().take(ALIKE_SHOWN);
            let names = names.map(|&s| Value::str(self.index.share(s).fqn.as_str()));
            fields.push((
                "alike",
                map(vec![
                    ("count", Value::Int(hit.alike.len() as i64)),
                    ("tables", Value::Seq(names.collect())),
                    (
                        "why",
                        Value::str(
                            "same table name and columns in another schema; ranked below this one",
                        ),
                    ),
                ]),
            ));
        }
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

/// The values the question names, each with the first places storing it and how many do
/// (within the call's tables).
fn named(
    index: &Compiled,
    postings: &ValuePostings,
    ranking: &Ranking,
    schema: Option<&Glob>,
) -> Value {
    let admitted = |at: &&Occurrence| {
        schema.is_none_or(|g| g.matches(index.share(at.share as usize).fqn.as_str()))
    };
    let mut out = Vec::new();
    for asked in &ranking.asked {
        let places: Vec<&Occurrence> = postings.places(asked.id).iter().filter(admitted).collect();
        if places.is_empty() {
            continue;
        }
        let shown: Vec<Value> = places
            .iter()
            .take(VALUE_PLACES)
            .filter_map(|at| {
                let share = index.share(at.share as usize);
                let column = share.stored.get(at.column as usize)?;
                let value = column.values.get(at.value as usize)?;
                Some(Value::str(format!(
                    "{}.{} = {}",
                    share.fqn.as_str(),
                    column.column.as_str(),
                    value.literal.as_str()
                )))
            })
            .collect();
        out.push(map(vec![
            ("phrase", Value::str(asked.run.as_str())),
            ("stored_in", Value::Seq(shown)),
            ("columns_storing_it", Value::Int(places.len() as i64)),
        ]));
    }
    Value::Seq(out)
}

/// What `find_tables` is asked beside its connection, schema, limit and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    question: String,
}

pub fn run(req: &Request) -> Result<String, Fault> {
    let conn = req.connection()?;
    let Arguments { question } = req.arguments()?;
    let question = question.as_str();
    let limit = discovery::limit(req);
    let schema = discovery::schema(req);
    let index = discovery::index(req, conn)?;
    let manifest = req.reading.manifest_or_fault(conn)?;
    let built = match &index {
        Some(index) => {
            let search = discovery::search(req, conn, index)?;
            let postings = discovery::postings(req, index);
            let ranking = rank(&search, &postings, index, question, schema.as_ref())
                .map_err(|why| fault::index_unbuilt("table search index", &conn.name, &why))?;
            Some((search, postings, ranking))
        }
        None => None,
    };
    let empty = Ranking::default();
    let ranking = built.as_ref().map_or(&empty, |(_, _, r)| r);
    let listed: Vec<&Ranked> = ranking.tables.iter().take(limit).collect();
    let unmatched = ranking.unmatched.iter().map(|w| Value::str(w.as_str()));
    let mut head = vec![
        ("question".to_string(), Value::str(question)),
        (
            "matched_tables".to_string(),
            Value::Int(ranking.matched as i64),
        ),
        (
            "unmatched_words".to_string(),
            Value::Seq(unmatched.collect()),
        ),
    ];
    if let (Some(index), Some((_, postings, _))) = (&index, &built) {
        head.push((
            "named_values".to_string(),
            named(index, postings, ranking, schema.as_ref()),
        ));
        let shares: Vec<usize> = listed.iter().map(|r| r.share).collect();
        head.push(("joins".to_string(), joins(index, &shares)));
    }
    if ranking.matched > listed.len() {
        head.push((
            "more".to_string(),
            Value::str(format!(
                "{} more table(s) matched below these: raise limit (up to 50) or narrow with schema",
                ranking.matched - listed.len()
            )),
        ));
    }
    let shown = match (index.as_deref(), &built) {
        (Some(index), Some((search, postings, _))) => Some(Shown {
            conn,
            index,
            search,
            postings,
            manifest: manifest.as_deref(),
            now: clock::now(),
        }),
        _ => None,
    };
    let item = |i: usize| -> Result<(String, Value), Fault> {
        let value = match (&shown, listed.get(i)) {
            (Some(shown), Some(hit)) => shown.table(ranking, question, i, hit),
            _ => Value::Null,
        };
        Ok((i.to_string(), value))
    };
    ListReply {
        list_key: "tables",
        shape: ListShape::Seq,
        head,
        total: listed.len(),
        count: listed.len(),
        item: &item,
        extras: &no_extras,
    }
    .answer(req)
}

//! `find_tables` (beyond the reference): the tables a question needs, ranked with the
//! evidence (`dbprint-discover`): each with its score and rank, row count and freshness
//! verdict, which of the question's words matched where, its best columns for the question,
//! the tables it is joined to that lifted it, the tables alike (same name and columns in other
//! schemas) folded into it, and how to read its context. The answer names
//! the question's words found nowhere in the print, the stored values it names (and where),
//! how many tables matched at all, and the edges joining the tables it returns, so the agent
//! sees how they join without another call.

use std::collections::HashSet;

use super::compact;
use super::discovery::{self, NotRead};
use super::found::{Across, FoundTable, NamedValue, TableJoin, rounded};
use super::join_steps::hop;
use super::list_tables::Verdict;
use super::paged::{ListShape, Listed, map, strings};
use super::{Answer, Request};
use crate::state::companions;
use dbprint_base::clock;
use dbprint_base::echo::echo;
use dbprint_base::fnmatch::Glob;
use dbprint_discover::{Evidence, Pick, Place, Ranking, TableSearch, connect, explain, rank};
use dbprint_index::{Compiled, Link};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_print::views::manifest::entry_fields;
use dbprint_values::{Occurrence, ValuePostings};
use dbprint_yaml::{Mapping, Value};

/// How many tables alike one entry names at most.
const ALIKE_SHOWN: usize = 10;
/// How many places one value the question names lists at most.
const VALUE_PLACES: usize = 5;

fn text(value: Option<&str>) -> Value {
    value.map_or(Value::Null, Value::str)
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

/// `find_tables`' answer: the tables ranked for the question, and what the question found
/// (or did not) across the print.
pub struct FoundTables {
    /// Whether it is shown with its full evidence (`detail: true`), else compactly.
    pub detail: bool,
    /// The question as the answer repeats it (`echo`: cut past 200 characters).
    pub question: String,
    /// What the question held past the words read.
    pub not_read: Option<NotRead>,
    /// How many tables matched at all (more than are listed when `limit` cut them).
    pub matched: usize,
    /// The question's words found nowhere in the print.
    pub unmatched: Vec<String>,
    /// The values the question names and the edges joining the tables listed; none when the
    /// print has no index.
    pub across: Option<Across>,
    /// What to do about the tables matched below those listed.
    pub more: Option<String>,
    pub tables: Vec<FoundTable>,
}

impl FoundTable {
    fn bridge_field(&self) -> Option<(&'static str, Value)> {
        (!self.bridge.is_empty()).then(|| ("bridge", map(vec![("between", strings(&self.bridge))])))
    }

    /// The table with its full evidence (`detail: true`).
    fn full(&self, rank: usize) -> Value {
        let mut fields = vec![
            ("rank", Value::Int(rank as i64)),
            ("table", Value::str(self.table.as_str())),
            ("score", rounded(self.score)),
            ("row_count", self.row_count.clone()),
        ];
        if let Some(verdict) = &self.verdict {
            fields.extend(verdict.fields());
        }
        let clues = self.evidence.clues.iter().map(clue);
        fields.push(("evidence", Value::Seq(clues.collect())));
        fields.push(("columns", columns(&self.evidence)));
        if !self.evidence.close_in_meaning.is_empty() {
            let near = strings(&self.evidence.close_in_meaning);
            fields.push(("close_in_meaning", near));
        }
        let (alike, named) = &self.alike;
        if *alike > 0 {
            fields.push((
                "alike",
                map(vec![
                    ("count", Value::Int(*alike as i64)),
                    ("tables", strings(named)),
                    (
                        "why",
                        Value::str(
                            "same table name and columns in another schema; ranked below this one",
                        ),
                    ),
                ]),
            ));
        }
        if !self.joined_to.is_empty() {
            fields.push(("joined_to", strings(&self.joined_to)));
        }
        fields.extend(self.bridge_field());
        fields.push((
            "context",
            map(vec![
                ("tool", Value::str("get_table_context")),
                (
                    "arguments",
                    map(vec![("table", Value::str(self.table.as_str()))]),
                ),
                ("resource", Value::str(self.resource.as_str())),
            ]),
        ));
        map(fields)
    }
}

impl Listed for FoundTables {
    fn list(&self) -> (&str, ListShape) {
        ("tables", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let mut head = vec![
            ("question".to_string(), Value::str(self.question.as_str())),
            (
                "matched_tables".to_string(),
                Value::Int(self.matched as i64),
            ),
            ("unmatched_words".to_string(), strings(&self.unmatched)),
        ];
        if let Some(not_read) = &self.not_read {
            head.push(("words_not_read".to_string(), not_read.shown()));
        }
        if let Some(across) = &self.across {
            if self.detail {
                head.extend(full_across(across));
            } else {
                head.extend(compact::across(across));
            }
        }
        if let Some(more) = &self.more {
            head.push(("more".to_string(), Value::str(more.as_str())));
        }
        head
    }

    fn count(&self) -> usize {
        self.tables.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let shown = |t: &FoundTable| match self.detail {
            true => t.full(i + 1),
            false => compact::table(t, i + 1),
        };
        let table = self.tables.get(i).map_or(Value::Null, shown);
        Ok((i.to_string(), table))
    }
}

/// The values named and the joins, each in full.
fn full_across(across: &Across) -> [(String, Value); 2] {
    let named = across.named_values.iter().map(|n| {
        map(vec![
            ("phrase", Value::str(n.phrase.as_str())),
            ("stored_in", strings(&n.stored_in)),
            (
                "columns_storing_it",
                Value::Int(n.columns_storing_it as i64),
            ),
        ])
    });
    let joins = across.joins.iter().map(|j| {
        map(vec![
            ("from", Value::str(j.from.as_str())),
            ("from_columns", strings(&j.from_columns)),
            ("to", Value::str(j.to.as_str())),
            ("to_columns", strings(&j.to_columns)),
            ("detection", Value::str(j.detection)),
        ])
    });
    [
        ("named_values".to_string(), Value::Seq(named.collect())),
        ("joins".to_string(), Value::Seq(joins.collect())),
    ]
}

/// What one call reads to show a table.
struct Shown<'a> {
    conn: &'a Connection,
    index: &'a Compiled,
    search: &'a TableSearch,
    postings: &'a ValuePostings,
    manifest: Option<&'a Value>,
    now: f64,
}

impl Shown<'_> {
    /// Table `fqn`'s manifest entry: the archive's copy when it holds one, else as read.
    fn fields(&self, fqn: &str) -> Option<Mapping> {
        match self.index.manifest() {
            Some(doc) => match doc.get("tables")?.get(fqn)?.to_value()? {
                Value::Map(fields) => Some(fields),
                _ => None,
            },
            None => entry_fields(self.manifest?, fqn).cloned(),
        }
    }

    /// The table `pick` lists, with its ranking's place when it has one.
    fn table(&self, ranking: &Ranking, question: &str, pick: &Pick) -> FoundTable {
        let hit = pick.ranked.and_then(|at| ranking.tables.get(at));
        let fqn = self.index.share(pick.share).fqn.as_str();
        let evidence = explain(
            &self.search.analyzer,
            self.index,
            self.postings,
            ranking,
            question,
            pick.share,
        );
        let fields = self.fields(fqn);
        let fields = fields.as_ref();
        let name = |&s: &usize| self.index.share(s).fqn.as_str().to_string();
        let (alike, joined): (&[usize], &[usize]) =
            hit.map_or((&[], &[]), |h| (&h.alike, &h.joined));
        FoundTable {
            table: fqn.to_string(),
            score: hit.map_or(0.0, |h| h.score),
            row_count: (fields.and_then(|f| f.get("row_count").cloned())).unwrap_or(Value::Null),
            verdict: fields.map(|f| Verdict::of(self.conn, fqn, f, self.now)),
            evidence,
            alike: (
                alike.len(),
                alike.iter().take(ALIKE_SHOWN).map(name).collect(),
            ),
            joined_to: joined.iter().map(name).collect(),
            resource: format!("dbprint://{}/{fqn}/statistics", self.conn.name),
            bridge: pick.between.iter().map(name).collect(),
            joins_with: Vec::new(),
        }
    }
}

/// The edges of the join trees (`tree`, each step walked from a table the tree holds), in
/// the order walked; the fault of a step whose edge record the index does not hold.
fn tree_joins(
    index: &Compiled,
    connection: &str,
    tree: &[(usize, Link)],
) -> Result<Vec<TableJoin>, Fault> {
    (tree.iter())
        .map(|(from, link)| walked(index, connection, *from, link))
        .collect()
}

/// The join walking `link` from table `from` makes, as the answer lists it (a route's hop,
/// `join_steps::hop`, cut to what find_tables shows).
fn walked(
    index: &Compiled,
    connection: &str,
    from: usize,
    link: &Link,
) -> Result<TableJoin, Fault> {
    let hop = hop(index, connection, from, link)?;
    Ok(TableJoin {
        from: hop.from,
        from_columns: hop.from_columns,
        to: hop.to,
        to_columns: hop.to_columns,
        detection: hop.detection,
    })
}

/// For each of `tables`, the ranks (from 1) of the others it joins directly.
fn joined_ranks(index: &Compiled, tables: &[usize]) -> Vec<Vec<usize>> {
    tables
        .iter()
        .map(|&table| {
            let mut ranks: Vec<usize> = (index.joins().links(table).iter())
                .filter_map(|l| tables.iter().position(|&t| t == l.to as usize))
                .map(|at| at + 1)
                .collect();
            ranks.sort_unstable();
            ranks.dedup();
            ranks
        })
        .collect()
}

/// The edges joining two of `tables` (rejected ones left out), each once; the fault of one
/// whose edge record the index does not hold.
fn joins(index: &Compiled, connection: &str, tables: &[usize]) -> Result<Vec<TableJoin>, Fault> {
    let wanted: HashSet<usize> = tables.iter().copied().collect();
    let mut out = Vec::new();
    for &from in tables {
        for link in index.joins().links(from).iter().filter(|l| l.toward_target) {
            if wanted.contains(&(link.to as usize)) {
                out.push(walked(index, connection, from, link)?);
            }
        }
    }
    Ok(out)
}

/// The values the question names, each with the first places storing it and how many do
/// (within the call's tables).
fn named(
    index: &Compiled,
    postings: &ValuePostings,
    ranking: &Ranking,
    schema: Option<&Glob>,
) -> Vec<NamedValue> {
    let admitted = |at: &&Occurrence| {
        schema.is_none_or(|g| g.matches(index.share(at.share as usize).fqn.as_str()))
    };
    let mut out = Vec::new();
    for asked in &ranking.asked {
        let places: Vec<&Occurrence> = postings.places(asked.id).iter().filter(admitted).collect();
        if places.is_empty() {
            continue;
        }
        let stored_in = places
            .iter()
            .take(VALUE_PLACES)
            .filter_map(|at| {
                let share = index.share(at.share as usize);
                let column = share.stored.get(at.column as usize)?;
                let value = column.values.get(at.value as usize)?;
                Some(format!(
                    "{}.{} = {}",
                    share.fqn.as_str(),
                    column.column.as_str(),
                    value.literal.as_str()
                ))
            })
            .collect();
        out.push(NamedValue {
            phrase: asked.run.clone(),
            stored_in,
            columns_storing_it: places.len(),
        });
    }
    out
}

/// What `find_tables` is asked beside its connection, schema, limit and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    question: String,
    detail: Option<bool>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    let Arguments {
        question: asked,
        detail,
    } = req.arguments()?;
    let (schema, limit) = discovery::scope(req)?;
    found(
        req,
        conn,
        &asked,
        detail.unwrap_or(false),
        schema.as_ref(),
        limit,
    )
    .map(Answer::FoundTables)
}

/// The question `asked`, as `find_tables` answers it of connection `conn`.
pub fn found(
    req: &Request,
    conn: &Connection,
    asked: &str,
    detail: bool,
    schema: Option<&Glob>,
    limit: usize,
) -> Result<FoundTables, Fault> {
    let read = dbprint_discover::question::read(asked);
    let (question, not_read) = (read.read, NotRead::of(&read));
    let index = discovery::index(req, conn)?;
    let Some(index) = index else {
        return Ok(FoundTables {
            detail,
            question: echo(asked).into_owned(),
            not_read,
            matched: 0,
            unmatched: Vec::new(),
            across: None,
            more: None,
            tables: Vec::new(),
        });
    };
    let search = companions::search(req.state, conn, &index)?;
    let postings = companions::postings(req.state, conn, &index);
    let ranking = rank(&search, &postings, &index, question, schema)
        .map_err(|why| fault::index_unbuilt("table search index", &conn.name, &why))?;
    let connected = connect(&index, &ranking, limit);
    let shares: Vec<usize> = connected.listed.iter().map(|p| p.share).collect();
    let joins = if connected.tree.is_empty() {
        joins(&index, &conn.name, &shares)?
    } else {
        tree_joins(&index, &conn.name, &connected.tree)?
    };
    let across = Across {
        named_values: named(&index, &postings, &ranking, schema),
        joins,
    };
    let listed_hits = connected
        .listed
        .iter()
        .filter(|p| p.between.is_empty())
        .count();
    let more = (ranking.matched > listed_hits).then(|| {
        format!(
            "{} more table(s) matched below these: raise limit (up to 50) or narrow with schema",
            ranking.matched - listed_hits
        )
    });
    // The listed tables' manifest fields: from the archive's copy of the manifest, which is
    // the manifest as it is now while the index is current, else read.
    let read = match index.manifest() {
        Some(_) => None,
        None => req.reading.manifest_document(conn)?,
    };
    let shown = Shown {
        conn,
        index: &index,
        search: &search,
        postings: &postings,
        manifest: read.as_deref(),
        now: clock::now(),
    };
    let mut tables: Vec<FoundTable> = (connected.listed.iter())
        .map(|pick| shown.table(&ranking, question, pick))
        .collect();
    for (table, ranks) in tables.iter_mut().zip(joined_ranks(&index, &shares)) {
        table.joins_with = ranks;
    }
    Ok(FoundTables {
        detail,
        matched: ranking.matched,
        unmatched: ranking.unmatched.clone(),
        question: echo(asked).into_owned(),
        not_read,
        across: Some(across),
        more,
        tables,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tools::join_steps::tests::{atlas, missing, step, unrecorded};

    const INVOICE: &str = "atlas.billing.invoice";
    const CONTACT: &str = "atlas.crm.contact";
    const ACCOUNT: &str = "atlas.crm.account";

    #[test]
    fn a_tree_step_without_its_edge_record_is_a_fault_not_a_join_left_out() {
        let index = atlas();
        let tree = [
            step(&index, INVOICE, CONTACT),
            unrecorded(step(&index, CONTACT, ACCOUNT)),
        ];
        let Err(fault) = tree_joins(&index, "atlas", &tree) else {
            panic!("a tree with a step without its edge record listed its joins");
        };
        assert_eq!(fault, missing(CONTACT, ACCOUNT, CONTACT));
        let whole = tree_joins(&index, "atlas", &tree[..1]).map(|joins| joins.len());
        assert_eq!(whole, Ok(1));
    }
}

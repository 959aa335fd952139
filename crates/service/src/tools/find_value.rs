//! `find_value` (beyond the reference): which columns store a value, from the posting lists
//! over every stored value of the connection (`dbprint-values`), ranked: exact spellings,
//! then spellings equal once folded, then the nearest; complete lists before partial; the
//! column defining the value (each value one row) before those repeating it; the more
//! frequent first. Given the question the value comes from, the columns of the tables it
//! needs (`find_tables`' ranking of it, and the lookup tables joined to them) come first within
//! each kind of match. Each column found gives its stored spelling, the rows holding it and
//! their share, whether its list is complete, and the predicate to write. The answer says
//! over how many lists it looked and how many were complete, so "not found" says where the
//! value is certainly absent and where it may still be stored.

use std::collections::HashMap;

use super::discovery::{self, NotRead};
use super::paged::{ListShape, Listed, count, map};
use super::{Answer, Request};
use crate::sql_names::Quoting;
use crate::state::companions;
use dbprint_base::echo::echo;
use dbprint_base::fnmatch::Glob;
use dbprint_discover::phrases::beside;
use dbprint_discover::rank::{Ranking, rank};
use dbprint_index::Compiled;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_values::{Ask, Found, Lookup, Match, lookup};
use dbprint_yaml::Value;

/// How many words either side of the value count as next to it, and what they weigh.
const NEAR: usize = 3;
const NEAR_WEIGHT: f32 = 1.0;
/// The share of a joined table's preference a table storing the value takes (`with_neighbours`).
const JOINED_SHARE: f32 = 0.6;

fn rounded(x: f64, places: i32) -> f64 {
    let scale = 10f64.powi(places);
    (x * scale).round() / scale
}

/// One column storing the value (or a spelling near it): the stored spelling, how it
/// matched, the rows holding it and their share, and the predicate to write.
pub struct FoundColumn {
    pub table: String,
    pub column: String,
    pub sql_type: Option<String>,
    pub matched: Match,
    pub stored: String,
    /// The rows holding the value, as the print counts them.
    pub count: Option<f64>,
    /// Those rows' share of the table's, to four places.
    pub share: Option<f64>,
    /// Whether the column's value list is complete (every distinct value listed).
    pub complete_list: bool,
    pub predicate: String,
}

impl FoundColumn {
    /// The column `found` names in `index`, its predicate quoted as `quoting` quotes; none
    /// when its place is not there.
    fn of(index: &Compiled, found: &Found, quoting: Quoting) -> Option<Self> {
        let share = index.share(found.at.share as usize);
        let (column, value) = (found.column(index)?, found.value(index)?);
        let rows = value.count.as_ref().map(|c| c.to_native());
        let of = column.rows.as_ref().map(|r| r.to_native());
        let share_of_rows = match (rows, of) {
            (Some(n), Some(all)) if all > 0.0 => Some(rounded(n / all, 4)),
            _ => None,
        };
        Some(FoundColumn {
            table: share.fqn.as_str().to_string(),
            column: column.column.as_str().to_string(),
            sql_type: column.sql_type.as_ref().map(|t| t.as_str().to_string()),
            matched: found.matched,
            stored: value.text.as_str().to_string(),
            count: rows,
            share: share_of_rows,
            complete_list: column.complete,
            predicate: format!(
                "WHERE {} = {}",
                quoting.identifier(column.column.as_str()),
                value.literal.as_str()
            ),
        })
    }

    pub fn shown(&self) -> Value {
        let mut fields = vec![
            ("table", Value::str(self.table.as_str())),
            ("column", Value::str(self.column.as_str())),
            (
                "sql_type",
                self.sql_type.as_deref().map_or(Value::Null, Value::str),
            ),
            ("match", Value::str(self.matched.word())),
        ];
        match self.matched {
            Match::Nearest(score) => fields.push(("similarity", Value::Float(rounded(score, 4)))),
            Match::Meaning(score) => fields.push(("closeness", Value::Float(rounded(score, 4)))),
            Match::Exact | Match::Folded => {}
        }
        fields.extend([
            ("stored", Value::str(self.stored.as_str())),
            ("count", count(self.count)),
            ("share", self.share.map_or(Value::Null, Value::Float)),
            ("complete_list", Value::Bool(self.complete_list)),
            ("predicate", Value::str(self.predicate.as_str())),
        ]);
        map(fields)
    }
}

/// `find_value`'s answer: the columns found (as many as `limit` keeps), and over how many
/// value lists it looked.
pub struct FoundValues {
    /// The value as the answer repeats it (`echo`: cut past 200 characters).
    pub value: String,
    /// What the question held past the words read.
    pub not_read: Option<NotRead>,
    pub searched_lists: usize,
    pub complete_lists: usize,
    /// How many columns store it (more than are listed when `limit` cut them).
    pub found: usize,
    pub summary: String,
    /// The columns listed; a place the index no longer holds is none.
    pub columns: Vec<Option<FoundColumn>>,
}

impl Listed for FoundValues {
    fn list(&self) -> (&str, ListShape) {
        ("columns", ListShape::Seq)
    }

    fn head(&self) -> Vec<(String, Value)> {
        let int = |n: usize| Value::Int(n as i64);
        let mut head = vec![
            ("value".to_string(), Value::str(self.value.as_str())),
            ("searched_lists".to_string(), int(self.searched_lists)),
            ("complete_lists".to_string(), int(self.complete_lists)),
            ("found".to_string(), int(self.found)),
            ("summary".to_string(), Value::str(self.summary.as_str())),
        ];
        if let Some(not_read) = &self.not_read {
            head.push(("question_words_not_read".to_string(), not_read.shown()));
        }
        head
    }

    fn count(&self) -> usize {
        self.columns.len()
    }

    fn item(&self, i: usize) -> Result<(String, Value), Fault> {
        let column = self.columns.get(i).and_then(Option::as_ref);
        Ok((
            i.to_string(),
            column.map_or(Value::Null, FoundColumn::shown),
        ))
    }
}

/// How much a question prefers each table: the score `ranking` gave it for the question's own
/// words (before the join lift, which a table gains from its neighbours); none for a table it
/// did not rank.
fn preferences(ranking: &Ranking) -> HashMap<usize, f32> {
    let mut scores: HashMap<usize, f32> = HashMap::new();
    for hit in &ranking.tables {
        let own = hit.score - hit.lift;
        for share in std::iter::once(hit.share).chain(hit.alike.iter().copied()) {
            scores.entry(share).or_insert(own);
        }
    }
    scores
}

/// `scores` with each table raised to `JOINED_SHARE` of the best score among the tables joined
/// to it directly, where that is more than its own: the value a question filters on is often
/// stored in a lookup table beside the one the question is about (a country's name in `nation`,
/// joined to the `customer` asked of). One pass over the links of the tables scored.
fn with_neighbours(index: &Compiled, scores: HashMap<usize, f32>) -> HashMap<usize, f32> {
    let mut raised = scores.clone();
    for (&share, &score) in &scores {
        let lent = JOINED_SHARE * score;
        for link in index.joins().links(share) {
            let to = link.to as usize;
            if to != share {
                let entry = raised.entry(to).or_insert(lent);
                *entry = entry.max(lent);
            }
        }
    }
    raised
}

/// What the answer says of where it looked and what it left out.
fn summary(lookup: &Lookup, listed: usize) -> String {
    let partial = lookup.searched - lookup.complete;
    if lookup.found.is_empty() {
        return format!(
            "no stored value is this value or near it: it is absent from the {} complete value lists; {} partial lists (the most frequent values only) may still hold it",
            lookup.complete, partial
        );
    }
    let exact = lookup.found.iter().any(|f| !f.matched.only_near());
    let by_meaning = (lookup.found.iter()).any(|f| matches!(f.matched, Match::Meaning(_)));
    let kind = match (exact, by_meaning) {
        (true, _) => "store it",
        (false, false) => "store a spelling near it (nothing stores it as given)",
        (false, true) => {
            "store a spelling near it or a value close in meaning (nothing stores it as given)"
        }
    };
    let mut text = format!("{} column(s) {kind}", lookup.matched);
    if lookup.matched > listed {
        text.push_str(&format!(
            "; the first {listed} are listed: raise limit (up to 50) or narrow with schema"
        ));
    }
    text
}

/// What `find_value` is asked beside its connection, schema, limit and cursor.
#[derive(serde::Deserialize)]
struct Arguments {
    value: String,
    question: Option<String>,
}

pub fn run<'r>(req: &'r Request) -> Result<Answer<'r>, Fault> {
    let conn = req.connection()?;
    Asked::read(req, |asked| found(req, conn, asked))?.map(Answer::FoundValues)
}

/// What one `find_value` call asks of a connection.
pub struct Asked<'a> {
    pub value: &'a str,
    pub question: Option<&'a str>,
    pub schema: Option<&'a Glob>,
    pub limit: usize,
}

impl Asked<'_> {
    /// Read from the call's arguments, and answered by `with`.
    pub fn read<T>(req: &Request, with: impl FnOnce(&Asked) -> T) -> Result<T, Fault> {
        let Arguments { value, question } = req.arguments()?;
        let (schema, limit) = discovery::scope(req)?;
        Ok(with(&Asked {
            value: &value,
            question: question.as_deref(),
            schema: schema.as_ref(),
            limit,
        }))
    }
}

/// The columns of connection `conn` storing `asked`'s value.
pub fn found(req: &Request, conn: &Connection, asked: &Asked) -> Result<FoundValues, Fault> {
    let Asked {
        value,
        question,
        schema,
        limit,
    } = *asked;
    let question = question.map(dbprint_discover::question::read);
    let not_read = question.as_ref().and_then(NotRead::of);
    let index = discovery::index(req, conn)?;
    let found = match &index {
        Some(index) => {
            let postings = companions::postings(req.state, conn, index);
            let scores = match question.as_ref().map(|q| q.read) {
                Some(question) => Some({
                    let search = companions::search(req.state, conn, index)?;
                    let (rest, close) = beside(question, value, NEAR);
                    let ranked = |text: &str| {
                        rank(&search, &postings, index, text, schema).map_err(|why| {
                            fault::index_unbuilt("table search index", &conn.name, &why)
                        })
                    };
                    let mut scores = preferences(&ranked(&rest)?);
                    for (share, near) in preferences(&ranked(&close)?) {
                        *scores.entry(share).or_default() += NEAR_WEIGHT * near;
                    }
                    with_neighbours(index, scores)
                }),
                None => None,
            };
            let prefer = |share: usize| {
                let score = scores.as_ref().and_then(|s| s.get(&share));
                score.copied().unwrap_or(f32::MIN)
            };
            let ask = Ask {
                tables: schema,
                prefer: scores.as_ref().map(|_| &prefer as &dyn Fn(usize) -> f32),
                keep: limit,
            };
            lookup::find(&postings, index, value, &ask)
        }
        None => Lookup::default(),
    };
    let listed = found.found.len().min(limit);
    let quoting = Quoting::of(conn.adapter.as_deref());
    let columns = match &index {
        Some(index) => (found.found.iter().take(listed))
            .map(|f| FoundColumn::of(index, f, quoting))
            .collect(),
        None => Vec::new(),
    };
    Ok(FoundValues {
        summary: summary(&found, listed),
        value: echo(value).into_owned(),
        not_read,
        searched_lists: found.searched,
        complete_lists: found.complete,
        found: found.matched,
        columns,
    })
}

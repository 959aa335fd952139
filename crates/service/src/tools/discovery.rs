//! What the discovery tools (`find_tables`, `find_value`) share: the connection's compiled
//! index, checked whole for this call (§7.1: every table's files, as the answer may rest on
//! any of them), with the structures made from it once per archive version and kept under
//! the budget (the value postings; the table search index, kept beside the archive too, so
//! a fresh process opens it), the `schema` glob and `limit`.

use std::sync::Arc;

use super::Request;
use super::paged::{map, strings};
use crate::state::State;
use dbprint_base::fnmatch::Glob;
use dbprint_discover::TableSearch;
use dbprint_discover::question::{MAX_CONCEPTS, MAX_WORDS, Question};
use dbprint_index::Compiled;
use dbprint_index::cache::names::{FIND, VALUES};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_values::ValuePostings;
use dbprint_yaml::Value;

/// `limit` when the call gives none.
pub const DEFAULT_LIMIT: usize = 10;

/// What both discovery tools are asked beside their own arguments: the tables admitted (a
/// glob over FQNs) and how many results to list (its schema bounds it).
#[derive(serde::Deserialize)]
struct Scope {
    schema: Option<String>,
    limit: Option<usize>,
}

/// The call's `schema` glob (when it gives one) and `limit`.
pub fn scope(req: &Request) -> Result<(Option<Glob>, usize), Fault> {
    let Scope { schema, limit } = req.arguments()?;
    Ok((
        schema.as_deref().map(Glob::new),
        limit.unwrap_or(DEFAULT_LIMIT),
    ))
}

/// The connection's compiled index as of this call; `None` when the print has no manifest.
pub fn index(req: &Request, conn: &Connection) -> Result<Option<Arc<Compiled>>, Fault> {
    req.index(conn)
}

/// The value postings of `index`: held, else read back from beside its archive, else made
/// and kept there (once per archive version, whichever process comes first).
pub fn postings(state: &State, conn: &Connection, index: &Compiled) -> Arc<ValuePostings> {
    let held = &state.value_postings;
    if let Some(postings) = held.get(index.digest()) {
        return postings;
    }
    let made = (state.index).companion_file(
        conn,
        index,
        VALUES,
        |bytes| ValuePostings::read(index, bytes),
        || {
            let postings = ValuePostings::build(index);
            let bytes = postings.to_bytes()?;
            Ok((postings, bytes))
        },
    );
    let postings = Arc::new(made.unwrap_or_else(|why| {
        tracing::warn!("{why}; holding the value postings in memory only");
        ValuePostings::build(index)
    }));
    held.insert(
        index.digest().to_string(),
        Arc::clone(&postings),
        postings.bytes(),
    );
    postings
}

/// The table search index of `index`: held, else opened from beside its archive, else made
/// and kept there (once per archive version, whichever process comes first).
pub fn search(
    state: &State,
    conn: &Connection,
    index: &Compiled,
) -> Result<Arc<TableSearch>, Fault> {
    let held = &state.table_search;
    if let Some(search) = held.get(index.digest()) {
        return Ok(search);
    }
    let search = (state.index)
        .companion(conn, index, FIND, TableSearch::open, |dir| {
            TableSearch::build(index, dir)
        })
        .map_err(|why| {
            tracing::error!("{why}");
            fault::index_unbuilt("table search index", &conn.name, &why)
        })?;
    let search = Arc::new(search);
    held.insert(
        index.digest().to_string(),
        Arc::clone(&search),
        search.bytes(),
    );
    Ok(search)
}

/// Makes and keeps beside `index` what the discovery tools read of it (the table search
/// index, the value postings) unless it is kept there already, holding none of it in this
/// process: the warm-up's work, so that a call opens them. Nothing to do without a cache
/// directory (what is made in memory is made by the call that needs it).
pub fn keep(state: &State, conn: &Connection, index: &Compiled) {
    if !state.index.keeps_on_disk() {
        return;
    }
    let search = (state.index).companion(
        conn,
        index,
        FIND,
        |_| Ok(()),
        |dir| TableSearch::build(index, dir).map(drop),
    );
    let postings = (state.index).companion_file(
        conn,
        index,
        VALUES,
        |_| Ok(()),
        || Ok(((), ValuePostings::build(index).to_bytes()?)),
    );
    for kept in [search, postings] {
        if let Err(why) = kept {
            tracing::warn!("{why}; the first call that needs it makes it");
        }
    }
}

/// The words of a question left unread past its bounds (`dbprint_discover::question`): how
/// many, and the first few that would have made a concept.
pub struct NotRead {
    pub words: usize,
    pub first: Vec<String>,
}

impl NotRead {
    /// What `question` left unread; none when it was read whole.
    pub fn of(question: &Question) -> Option<NotRead> {
        (question.unread > 0).then(|| NotRead {
            words: question.unread,
            first: question.unread_named.clone(),
        })
    }

    pub fn shown(&self) -> Value {
        let why = format!(
            "a question is read up to its {MAX_CONCEPTS}th distinct word (stop words and numbers aside) and {MAX_WORDS} words in all; ask the rest in another call"
        );
        map(vec![
            ("words", Value::Int(self.words as i64)),
            ("first", strings(&self.first)),
            ("why", Value::str(why)),
        ])
    }
}

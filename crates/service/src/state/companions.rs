//! What the discovery tools read of a compiled index beside the index itself, made once per
//! archive version: the table search index (`find_tables`) and the value postings
//! (`find_value`, and the values a question names). Each is held under the budget by the
//! archive's digest, and kept beside the archive in the cache directory
//! (`Registry::companion`), so a fresh process opens what an earlier one made; the warm-up
//! makes them ahead of the first call (`keep`).

use std::sync::Arc;

use crate::state::State;
use dbprint_discover::TableSearch;
use dbprint_index::Compiled;
use dbprint_index::cache::names::{FIND, VALUES};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};
use dbprint_values::ValuePostings;

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
    if index.damaged().is_some() {
        return postings;
    }
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

//! What the discovery tools (`find_tables`, `find_value`) share: the connection's compiled
//! index, checked whole for this call (§7.1: every table's files, as the answer may rest on
//! any of them), with the structures made from it once per archive version
//! (`state::companions`), the `schema` glob and `limit`.

use std::sync::Arc;

use super::Request;
use super::paged::{map, strings};
use dbprint_base::fnmatch::Glob;
use dbprint_discover::question::{MAX_CONCEPTS, MAX_WORDS, Question};
use dbprint_index::Compiled;
use dbprint_print::config::Connection;
use dbprint_print::fault::Fault;
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

//! The tools (§4): one module per tool, each a function of one request's `Reading` of the
//! print and its checked arguments, returning its typed answer (`Answer`), which the pager
//! cuts into the page a cursor names, or the command line takes whole; this module routes a
//! call and checks its arguments first. Tools never write wire text or a cursor themselves.

mod answer;
mod arguments;
pub mod check_query;
pub mod compact;
pub mod definitions;
mod discovery;
pub mod find_across;
pub mod find_join_path;
pub mod find_tables;
pub mod find_value;
pub mod found;
pub mod get_diff;
pub mod get_manifest;
mod get_reference;
pub mod get_table_context;
pub mod join_steps;
pub mod join_tree;
pub mod list_tables;
pub mod output;
mod paged;
mod resolve_value;
pub mod search_columns;

pub use answer::{Answer, Whole};

use std::cell::RefCell;
use std::sync::Arc;

use serde_json::{Map, Value as Json};

use crate::state::State;
use dbprint_index::Compiled;
use dbprint_pager::Call;
use dbprint_print::access::{Observer, Reading};
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};

/// One tool call in progress: its checked arguments and its reading of the print.
pub struct Request<'a> {
    pub state: &'a State,
    pub reading: Reading<'a>,
    pub args: Map<String, Json>,
    tool: &'static str,
    /// The compiled indexes the call read, by connection name (`noted`).
    used: RefCell<Vec<(String, Arc<Compiled>)>>,
}

impl Request<'_> {
    /// The call's arguments as the tool's own type `T`, read after the schema check (a
    /// required key is there, every value of its declared type); a disagreement between the
    /// schema and `T` is the call's fault, never a default.
    /// Read in place: only the strings `T` keeps are copied, never the whole arguments.
    pub fn arguments<T: serde::de::DeserializeOwned>(&self) -> Result<T, Fault> {
        T::deserialize(&self.args).map_err(|e| fault::arguments_unread(self.tool, &e.to_string()))
    }

    /// A string argument every tool may take (`connection`, `cursor`), already checked
    /// against its schema; a tool's own arguments are read typed (`arguments`).
    fn str_arg(&self, key: &str) -> Option<&str> {
        self.args.get(key).and_then(Json::as_str)
    }

    /// The connection the call names, when it names one.
    pub fn named_connection(&self) -> Option<&str> {
        self.str_arg("connection")
    }

    /// The connection the call names, or the default (§5.2).
    pub fn connection(&self) -> Result<&Connection, Fault> {
        let conn = self
            .reading
            .prints
            .served
            .resolve(self.str_arg("connection"))?;
        self.state.seed(conn, &self.reading);
        Ok(conn)
    }

    /// The connection's compiled index, current as of this call (§7.1), its version noted
    /// as one this reply rests on; `None` when the print has no manifest to index.
    pub fn index(&self, conn: &Connection) -> Result<Option<Arc<Compiled>>, Fault> {
        self.noted(conn, self.state.index.current(&self.reading, conn)?)
    }

    /// `index`, checked only as far as the connection's join graph goes (the tables' edge
    /// files): what a reply resting on the graph alone needs (`Registry::current_joins`).
    pub fn index_for_joins(&self, conn: &Connection) -> Result<Option<Arc<Compiled>>, Fault> {
        self.noted(conn, self.state.index.current_joins(&self.reading, conn)?)
    }

    /// `index`, checked only as far as the shares of `tables` go: what a reply resting on
    /// those tables' records and edges alone needs (`Registry::current_for`).
    pub fn index_for_tables(
        &self,
        conn: &Connection,
        tables: &[&str],
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let index = self.state.index.current_for(&self.reading, conn, tables);
        self.noted(conn, index?)
    }

    /// `index` of `conn`, its version noted as one this reply rests on, and kept to be asked
    /// whether it was sound throughout the call (`damaged`).
    fn noted(
        &self,
        conn: &Connection,
        index: Option<Arc<Compiled>>,
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        if let Some(index) = &index {
            self.reading.used_version(index.digest());
            (self.used.borrow_mut()).push((conn.name.clone(), Arc::clone(index)));
        }
        Ok(index)
    }

    /// The fault of the first compiled index this call read that was found damaged while it
    /// was read (`Compiled::damaged`): whatever the call made of it is no answer.
    fn damaged(&self) -> Option<Fault> {
        let used = self.used.borrow();
        let (name, why) = (used.iter()).find_map(|(name, index)| Some((name, index.damaged()?)))?;
        Some(fault::damaged_index(name, why))
    }

    pub fn cursor(&self) -> Option<&str> {
        self.str_arg("cursor")
    }

    /// The paging identity of this call: the tool, its other arguments, every file its reply
    /// has read. Ask for it once the reply's files are read.
    pub fn call(&self) -> Call {
        Call::new(
            self.tool,
            &arguments::canonical(&self.args),
            self.reading.digest(),
        )
    }
}

/// A tool: a function of one call, returning its answer.
pub type Tool = for<'r> fn(&'r Request<'_>) -> Result<Answer<'r>, Fault>;

/// A call of tool `name` with `arguments` in progress: unknown names and schema faults fail
/// before any tool.
fn request<'a>(
    state: &'a State,
    name: &str,
    arguments: &Map<String, Json>,
    observer: Option<Observer>,
) -> Result<(Request<'a>, Tool), Fault> {
    let set = state.tool_set;
    let Some(def) = definitions::find(set, name) else {
        let names: Vec<&str> = definitions::served(set).iter().map(|d| d.name).collect();
        return Err(fault::unknown_tool(name, &names));
    };
    let args = arguments::validated(name, &def.input_schema, arguments)?;
    let req = Request {
        state,
        reading: Reading::observed(&state.prints, observer),
        args,
        tool: def.name,
        used: RefCell::new(Vec::new()),
    };
    Ok((req, def.run))
}

/// Runs tool `name` with `arguments`: unknown names and schema faults fail before any tool.
/// The text is the page the client receives.
pub fn dispatch(state: &State, name: &str, arguments: &Map<String, Json>) -> Result<String, Fault> {
    dispatch_observed(state, name, arguments, None)
}

/// `dispatch`, with `observer` told how far an index build the call waits for has got.
pub fn dispatch_observed(
    state: &State,
    name: &str,
    arguments: &Map<String, Json>,
    observer: Option<Observer>,
) -> Result<String, Fault> {
    // The paging identity names every file the answer read.
    made_soundly(state, name, arguments, observer, |req, answer| {
        answer.page(&req.call(), req.cursor())
    })
}

/// What `make` makes of tool `name`'s answer to `arguments`; made again, once, from the
/// index rebuilt (`Registry::current`) when an index the call read was found damaged while
/// the answer was made (an answer reads its index until it is made: a page, a rendering).
fn made_soundly<R>(
    state: &State,
    name: &str,
    arguments: &Map<String, Json>,
    observer: Option<Observer>,
    make: impl Fn(&Request, &Answer) -> Result<R, Fault>,
) -> Result<R, Fault> {
    let attempt = || {
        let (req, run) = request(state, name, arguments, observer.clone())?;
        let made = run(&req).and_then(|answer| make(&req, &answer));
        Ok::<_, Fault>((made, req.damaged()))
    };
    let (made, damaged) = attempt()?;
    if damaged.is_none() {
        return made;
    }
    let (made, damaged) = attempt()?;
    damaged.map_or(made, Err)
}

/// What `then` makes of tool `name`'s answer to `arguments` (the command line's: it prints
/// the answer whole, or reads its typed fields for a person).
pub fn answered<R>(
    state: &State,
    name: &str,
    arguments: &Map<String, Json>,
    then: impl Fn(&Answer) -> Result<R, Fault>,
) -> Result<R, Fault> {
    made_soundly(state, name, arguments, None, |_, answer| then(answer))
}

//! The tools (§4): one module per tool, each a function of one request's `Reading` of the
//! print and its checked arguments, returning the page's text through the pager; this
//! module routes a call and checks its arguments first. Tools never write wire text or a
//! cursor themselves.

mod arguments;
pub mod check_query;
pub mod definitions;
mod discovery;
pub mod find_join_path;
pub mod find_tables;
pub mod find_value;
mod get_diff;
mod get_manifest;
mod get_reference;
mod get_table_context;
mod list_tables;
mod paged;
mod resolve_value;
mod search_columns;

use std::sync::Arc;

use serde_json::{Map, Value as Json};

use crate::reply::Call;
use crate::state::{Ask, State};
use dbprint_index::Compiled;
use dbprint_print::access::Observer;
use dbprint_print::config::Connection;
use dbprint_print::fault::{self, Fault};

/// One tool call in progress: its checked arguments and its reading of the print.
pub struct Request<'a> {
    pub reading: Ask<'a>,
    pub args: Map<String, Json>,
    tool: &'static str,
}

impl Request<'_> {
    /// A string argument (already checked against its schema).
    pub fn str_arg(&self, key: &str) -> Option<&str> {
        self.args.get(key).and_then(Json::as_str)
    }

    /// A boolean argument, `false` when absent.
    pub fn flag(&self, key: &str) -> bool {
        matches!(self.args.get(key), Some(Json::Bool(true)))
    }

    /// The connection the call names, or the default (§5.2).
    pub fn connection(&self) -> Result<&Connection, Fault> {
        self.reading
            .prints
            .served
            .resolve(self.str_arg("connection"))
    }

    /// The connection's compiled index, current as of this call (§7.1), its version noted
    /// as one this reply rests on; `None` when the print has no manifest to index.
    pub fn index(&self, conn: &Connection) -> Result<Option<Arc<Compiled>>, Fault> {
        let reading = &self.reading;
        let index = reading
            .state
            .index
            .current(reading, conn, || reading.manifest_or_fault(conn));
        self.noted(index?)
    }

    /// `index`, checked only as far as the connection's join graph goes (the tables' edge
    /// files): what a reply resting on the graph alone needs (`Registry::current_joins`).
    pub fn index_for_joins(&self, conn: &Connection) -> Result<Option<Arc<Compiled>>, Fault> {
        let reading = &self.reading;
        let index = reading
            .state
            .index
            .current_joins(reading, conn, || reading.manifest_or_fault(conn));
        self.noted(index?)
    }

    /// `index`, checked only as far as the shares of `tables` go: what a reply resting on
    /// those tables' records and edges alone needs (`Registry::current_for`).
    pub fn index_for_tables(
        &self,
        conn: &Connection,
        tables: &[&str],
    ) -> Result<Option<Arc<Compiled>>, Fault> {
        let reading = &self.reading;
        let index = reading.state.index.current_for(
            reading,
            conn,
            || reading.manifest_or_fault(conn),
            tables,
        );
        self.noted(index?)
    }

    /// `index`, its version noted as one this reply rests on.
    fn noted(&self, index: Option<Arc<Compiled>>) -> Result<Option<Arc<Compiled>>, Fault> {
        if let Some(index) = &index {
            self.reading.used_version(index.digest());
        }
        Ok(index)
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
    let set = state.tool_set;
    let Some(def) = definitions::find(set, name) else {
        let names: Vec<&str> = definitions::served(set).iter().map(|d| d.name).collect();
        return Err(fault::unknown_tool(name, &names));
    };
    let args = arguments::validated(name, &def.input_schema, arguments)?;
    let req = Request {
        reading: Ask::observed(state, observer),
        args,
        tool: def.name,
    };
    (def.run)(&req)
}

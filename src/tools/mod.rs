//! The tools (§4): one module per tool, each a function of the served state and its checked
//! arguments returning a reply model; this module routes a call and checks its arguments
//! first. Tools never frame or page text themselves beyond handing a reply to the pager.

mod arguments;
pub mod definitions;
mod get_diff;
mod get_manifest;
mod get_reference;
mod list_tables;
mod paged;

use std::path::PathBuf;

use serde_json::{Map, Value as Json};

use crate::config::Connection;
use crate::fault::{self, Fault};
use crate::reply::Call;
use crate::state::State;
use crate::yaml::Value;

/// One tool call in progress: the state it reads.
pub struct Request<'a> {
    pub state: &'a State,
}

/// A string argument already checked against its schema.
pub fn str_arg<'a>(args: &'a Map<String, Json>, key: &str) -> Option<&'a str> {
    args.get(key).and_then(Json::as_str)
}

impl Request<'_> {
    /// The connection the call names, or the default (§5.2).
    pub fn connection(&self, args: &Map<String, Json>) -> Result<&Connection, Fault> {
        self.state.served.resolve(str_arg(args, "connection"))
    }

    pub fn cursor<'a>(&self, args: &'a Map<String, Json>) -> Option<&'a str> {
        str_arg(args, "cursor")
    }

    /// The paging identity of this call: the tool, its other arguments, the files it read.
    pub fn call(&self, tool: &str, args: &Map<String, Json>, files: &[PathBuf]) -> Call {
        Call::new(tool, &arguments::canonical(args), files)
    }
}

/// What a successful call returns: a structured reply, or Markdown as it stands.
pub enum Reply {
    Data(Value),
    Markdown(String),
}

impl Reply {
    /// The text a client receives: a structured reply as two-space-indented JSON.
    pub fn into_text(self) -> String {
        match self {
            Reply::Data(v) => crate::json::to_json_pretty(&v),
            Reply::Markdown(text) => text,
        }
    }
}

/// Runs tool `name` with `arguments`: unknown names and schema faults fail before any tool.
pub fn dispatch(state: &State, name: &str, arguments: &Map<String, Json>) -> Result<Reply, Fault> {
    let defs = definitions::all();
    let Some(def) = defs.iter().find(|d| d.name == name) else {
        let names: Vec<&str> = defs.iter().map(|d| d.name).collect();
        return Err(fault::unknown_tool(name, &names));
    };
    let args = arguments::validated(name, &def.input_schema, arguments)?;
    let req = Request { state };
    match name {
        "list_tables" => list_tables::run(&req, &args).map(Reply::Data),
        "get_manifest" => get_manifest::run(&req, &args).map(Reply::Data),
        "get_diff" => get_diff::run(&req, &args).map(Reply::Data),
        "get_reference" => get_reference::run(&req, &args).map(Reply::Markdown),
        other => {
            req.connection(&args)?;
            Err(fault::not_implemented(other))
        }
    }
}

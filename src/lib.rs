//! `dbprint serve`: a read-only MCP server over committed database prints.

pub mod access;
pub mod casefold;
pub mod cli;
pub mod clock;
pub mod config;
pub mod context;
pub mod fault;
pub mod fnmatch;
pub mod index;
pub mod json;
pub mod lookup;
pub mod parallel;
pub mod paths;
pub mod print;
pub mod pyrepr;
pub mod reference;
pub mod reply;
pub mod resolve;
pub mod resources;
pub mod seat;
#[cfg(feature = "mcp")]
pub mod server;
pub mod state;
pub mod store;
pub mod tools;
pub mod yaml;

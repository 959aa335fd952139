//! `dbprint serve`: a read-only MCP server over committed database prints.

pub mod yaml;

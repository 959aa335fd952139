//! The MCP front (rmcp over stdio): handshake, tools/list, resources/*, tools/call and the
//! two error channels (§8): a resource fault is a JSON-RPC error, a tool fault an `isError`
//! result. Knows nothing of print files; every answer comes from `tools` and `resources`.

mod handler;
mod held_eof;
mod instructions;
mod lifecycle;
mod unmatched;

pub use handler::Handler;
pub use lifecycle::serve_stdio;

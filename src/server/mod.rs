//! The MCP front (rmcp over stdio, or loopback HTTP: `http`, guarded by `origin`): handshake, tools/list, resources/*, tools/call and the
//! two error channels (§8): a resource fault is a JSON-RPC error, a tool fault an `isError`
//! result. Knows nothing of print files; every answer comes from `tools` and `resources`.

mod accept;
mod activity;
mod allowed;
mod flight;
mod handler;
mod held_eof;
mod http;
mod instructions;
mod lifecycle;
mod limits;
mod origin;
mod sse;
mod sse_session;
mod stdio;
mod unmatched;
mod watched;
mod workers;

pub use handler::Handler;
pub use http::{Front, serve_http};
pub use lifecycle::serve_stdio;

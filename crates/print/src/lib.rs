//! A print as files on disk and the one way a request reads it: files by identity (`store`),
//! link-aware containment (`paths`), the project's `.dbprint.yaml` (`config`), the artifacts
//! as typed views over parsed files (`views`), every fault's code and exact text (`fault`),
//! and the `Reading` each request reads through, recording every file its answer rests on
//! (`access`). Nothing here knows the compiled index, a tool or the wire.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod access;
pub mod config;
pub mod fault;
mod paths;
pub mod store;
pub mod views;

//! What a transport serves: what a process holds between requests (`state`), the tools over
//! it (`tools`: the seven of v1 and those beyond, their definitions and dispatch), the
//! resources (`resources`), the packaged reference documents (`reference`), how generated
//! SQL spells the print's names (`sql_names`) and a `search_columns` call's match list, kept
//! in the state between its pages (`matches`). The engines the tools call are crates of their
//! own below (`dbprint-context`, `dbprint-resolve`, `dbprint-sqlcheck`, `dbprint-discover`,
//! `dbprint-values`), as is the pager (`dbprint-pager`). Knows no transport.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

mod matches;
mod reference;
pub mod resources;
mod sql_names;
pub mod state;
pub mod tools;

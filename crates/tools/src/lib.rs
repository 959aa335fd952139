//! The answers: what a process holds between requests (`state`), `get_table_context`'s engine
//! (`context`), `resolve_value`'s (`resolve`), `check_query`'s (`check`), the tools
//! (`tools`: the seven of v1 and those beyond), the pager (`reply`), the resources
//! (`resources`), the packaged reference documents (`reference`) and a table named as SQL
//! writes it (`table_name`). Knows no transport.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod annotations;
pub mod check;
pub mod context;
pub mod reference;
pub mod reply;
pub mod resolve;
pub mod resources;
pub mod sql_names;
pub mod state;
pub mod table_name;
pub mod tools;

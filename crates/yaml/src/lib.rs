//! Reading YAML exactly as PyYAML's `safe_load` reads it (YAML 1.1 implicit typing), with
//! bounded nesting and alias expansion, and writing it back; knows nothing of artifacts.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod differential;
pub mod json;
pub mod pyrepr;
pub mod python;

mod bigint;
mod compose;
mod construct;
mod direct;
mod dump;
mod emit;
mod engine;
mod error;
mod events;
mod fast;
mod footprint;
mod parse;
mod resolve;
mod set_repr;
mod stamp;
mod value;

pub use dump::to_yaml_default;
pub use emit::to_yaml;
pub use error::ParseError;
pub use parse::{parse, parse_bytes};
pub use value::{ArchivedValue, Mapping, Value};

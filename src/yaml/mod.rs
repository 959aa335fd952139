//! Reading YAML exactly as PyYAML's `safe_load` reads it (YAML 1.1 implicit typing), with
//! bounded nesting and alias expansion, and writing it back; knows nothing of artifacts.

mod value;

pub use value::{Mapping, Value};

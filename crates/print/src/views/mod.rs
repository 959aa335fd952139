//! The print's artifacts: typed views over parsed files and their shape rules. Rules that
//! need another file read it through `Documents`, so the print-access layer records it.

pub mod annotation_schema;
pub mod artifacts;
pub mod diff;
pub mod edges;
pub mod human_edges;
pub mod manifest;
pub mod parts;
pub mod scope;
pub mod slots;
pub mod sql_type;
pub mod statistics;
pub mod table_names;
pub mod value_list;

use std::path::Path;
use std::sync::Arc;

use dbprint_yaml::Value;

/// How a rule reads another print file: its parsed value, or `None` when it is absent or
/// does not parse (such a file decides nothing).
pub trait Documents {
    fn yaml(&self, path: &Path) -> Option<Arc<Value>>;
}

//! The print's artifacts: typed views over parsed files and their shape rules.

pub mod annotation_schema;
pub mod artifacts;
pub mod diff;
pub mod edges;
pub mod manifest;

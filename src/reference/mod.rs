//! The documents packaged into the binary that the two server-global resources serve whole
//! (§3.2): the format specification and the assertion DSL, by their resource names.

const SPEC: &str = include_str!("../../docs/spec.md");
const ASSERTIONS: &str = include_str!("../../docs/assertions.md");

/// The whole text of a packaged document, by its `dbprint:///reference/<name>` name.
pub fn document(name: &str) -> Option<&'static str> {
    match name {
        "spec" => Some(SPEC),
        "assertions" => Some(ASSERTIONS),
        _ => None,
    }
}

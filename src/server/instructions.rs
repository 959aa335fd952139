//! The `instructions` text sent at every handshake (§2): routing first — which tool answers
//! which task, and that the tools, not the files, are the route — then how to read an answer.
//! It stays under the 2,048 characters a client keeps by default.

pub const INSTRUCTIONS: &str = "\
This server answers questions about databases from their prints: the DDL, statistics, value lists, joins and notes a profiler committed to the repository. It never connects to a database. Go through the tools, not the print's files: a file read directly lacks the scope, redaction and not-measured handling the tools apply.

Which tool for which task:
- Writing SQL: get_table_context with purpose: query for each table the query touches (DDL, joins, data dictionary, value lists).
- The stored spelling of a filter value: resolve_value; use every spelling it returns.
- Which table or column holds a fact (by name, type, value shape, or words in its notes): search_columns.
- Which tables exist, their row counts, whether their statistics are stale: list_tables with detail: true.
- What changed since the previous print: get_diff.
- What a field or a finding's spec_ref means: get_reference; how to read a json/yaml field: get_reference with document: guide.
- The raw index of tables and files: get_manifest.

Reading an answer:
- Scope: a table with a scope block was read in part (a sample or a filter); its numbers describe the rows scanned, not the whole table.
- Inference: fields under inferred, and joins detected as inferred or measured, are guesses, not constraints. No sensitivity on a column means nothing was detected, not that it is safe.
- Absence: a missing field is not zero, and a field listed as unmeasured or disabled is unknown, not empty.
- Meanings: a print states what values the data holds, not what its codes, units or defaults mean; read those from the code or docs unless a note says.";

#[cfg(test)]
mod tests {
    use super::INSTRUCTIONS;

    #[test]
    fn instructions_fit_and_name_every_tool_spec_2() {
        assert!(
            INSTRUCTIONS.chars().count() < 2048,
            "{}",
            INSTRUCTIONS.len()
        );
        for tool in dbprint_tools::tools::definitions::all() {
            assert!(INSTRUCTIONS.contains(tool.name), "{}", tool.name);
        }
    }
}

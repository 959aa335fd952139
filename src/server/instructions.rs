//! The `instructions` text sent at every handshake (§2): routing first — which tool answers
//! which task, and that the tools, not the files, are the route — then how to read an answer.
//! It stays under the 2,048 characters a client keeps by default. A server that declares the
//! tools beyond v1 names them too.

use dbprint_service::tools::definitions::ToolSet;

/// The lines naming the tools beyond v1, first in the routing list: finding the tables and
/// values a question needs comes before reading them.
const BEYOND_V1: &str = "\
- Which tables a question needs (you do not know the names): find_tables, in plain words; it returns the evidence and the joins between them.
- Which columns store a value (\"History\", \"PG-13\"): find_value (pass the question too, to rank its tables first).
- How two tables join: find_join_path. Before running SQL you wrote: check_query.
";

/// Where `BEYOND_V1` goes: after this line.
const AFTER: &str = "Which tool for which task:\n";

/// The instructions for a server declaring `set`.
pub fn instructions(set: ToolSet) -> String {
    match (set, INSTRUCTIONS.find(AFTER)) {
        (ToolSet::All, Some(at)) => {
            let cut = at + AFTER.len();
            format!(
                "{}{BEYOND_V1}{}",
                &INSTRUCTIONS[..cut],
                &INSTRUCTIONS[cut..]
            )
        }
        _ => INSTRUCTIONS.to_string(),
    }
}

const INSTRUCTIONS: &str = "\
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
    use super::*;
    use dbprint_service::tools::definitions::served;

    #[test]
    fn instructions_fit_and_name_every_tool_served_spec_2() {
        for set in [ToolSet::V1, ToolSet::All] {
            let text = instructions(set);
            assert!(text.chars().count() < 2048, "{}", text.len());
            for tool in served(set) {
                assert!(text.contains(tool.name), "{}", tool.name);
            }
        }
        assert_eq!(instructions(ToolSet::V1), INSTRUCTIONS);
        assert!(!instructions(ToolSet::V1).contains("find_join_path"));
    }
}

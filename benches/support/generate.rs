//! A synthetic print for scale runs and benches: N tables of M columns in each of K
//! connections, shaped as the producer writes them (manifest, DDL, statistics with value
//! lists, looks_like and sensitivity verdicts, relationships with an inferred edge per table,
//! and on every fourth table an annotation file with column and value notes), in seconds.
//! Shared by `examples/generate_print.rs` and the benches.

use std::fmt::Write as _;
use std::path::Path;

const STAMP: &str = "2026-03-09T14:27:36Z";

/// One column's statistics entry; the kind cycles so every filter finds something.
fn column(out: &mut String, index: usize, rows: usize) {
    let name = format!("col_{index:03}");
    let _ = match index % 4 {
        0 => write!(
            out,
            "  {name}:\n    sql_type: VARCHAR\n    nullable: true\n    null_count: 0\n    null_rate: 0.0\n    classification: categorical\n    cardinality: 3\n    values:\n    - {{value: alpha, count: {a}}}\n    - {{value: beta, count: {b}}}\n    - {{value: gamma, count: 1}}\n    values_coverage: 1.0\n",
            a = rows / 2,
            b = rows - rows / 2 - 1
        ),
        1 => write!(
            out,
            "  {name}:\n    sql_type: INTEGER\n    nullable: false\n    null_count: 0\n    null_rate: 0.0\n    classification: numeric\n    cardinality: {rows}\n    range: {{min: 1, max: {rows}}}\n"
        ),
        2 => write!(
            out,
            "  {name}:\n    sql_type: VARCHAR\n    nullable: true\n    null_count: 1\n    null_rate: 0.01\n    classification: text\n    cardinality: {rows}\n    inferred:\n      looks_like: email\n      sampled: {rows}\n      matched: {rows}\n      sensitivity: contact\n"
        ),
        _ => write!(
            out,
            "  {name}:\n    sql_type: TIMESTAMP\n    nullable: true\n    null_count: 0\n    null_rate: 0.0\n    classification: temporal\n    cardinality: {rows}\n"
        ),
    };
}

fn table(
    root: &Path,
    connection: &str,
    index: usize,
    tables: usize,
    columns: usize,
) -> Result<String, String> {
    let schema = format!("s{:03}", index % 100);
    let name = format!("t{index:06}");
    let fqn = format!("{connection}.{schema}.{name}");
    let dir = root.join(connection).join(&schema).join(&name);
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let rows = 100 + index % 900;
    let ddl: Vec<String> = (0..columns)
        .map(|c| format!("col_{c:03} VARCHAR"))
        .collect();
    let mut statistics = format!(
        "format_version: 1\ntable: {fqn}\ntype: table\nprofiled_at: '{STAMP}'\nrow_count: {rows}\nrow_count_method: exact\ncolumns:\n"
    );
    for c in 0..columns {
        column(&mut statistics, c, rows);
    }
    let target = (index + 1) % tables;
    let relationships = format!(
        "format_version: 1\ntable: {fqn}\nprofiled_at: '{STAMP}'\neligible_target: true\nrefers_to:\n- column: [col_001]\n  target_table: {connection}.s{:03}.t{target:06}\n  target_column: [col_001]\n  detection: inferred\nreferenced_by: []\n",
        target % 100
    );
    let annotated = index.is_multiple_of(4);
    if annotated {
        let notes = format!(
            "format_version: 1\ncolumns:\n  col_000:\n    note: Grade of table {index} as the buyer sees it.\n    values:\n    - value: alpha\n      note: First grade, shipped within a day.\n  col_001:\n    note: Counter kept by the ledger service.\n"
        );
        std::fs::write(dir.join("statistics.annotations.yaml"), notes)
            .map_err(|e| format!("annotations: {e}"))?;
    }
    let annotation = if annotated {
        "      statistics_annotations: statistics.annotations.yaml\n"
    } else {
        ""
    };
    let files = [
        (
            "ddl.sql",
            format!("CREATE TABLE {schema}.{name}({});\n", ddl.join(", ")),
        ),
        ("statistics.yaml", statistics),
        ("relationships.yaml", relationships),
    ];
    for (file, text) in files {
        std::fs::write(dir.join(file), text).map_err(|e| format!("{file}: {e}"))?;
    }
    Ok(format!(
        "  {fqn}:\n    type: table\n    path: {schema}/{name}\n    artifacts:\n      ddl: ddl.sql\n      statistics: statistics.yaml\n{annotation}      relationships: relationships.yaml\n    columns: {columns}\n    profiled_at: '{STAMP}'\n    row_count: {rows}\n"
    ))
}

/// Writes the print into `out` (`.dbprint.yaml` and `prints/<connection>/`), saying how far
/// it has got on stderr when `progress` is set.
pub fn write_print(
    out: &Path,
    tables: usize,
    columns: usize,
    connections: usize,
    progress: bool,
) -> Result<(), String> {
    let root = out.join("prints");
    let mut config = String::from("connections:\n");
    for k in 0..connections {
        let connection = format!("c{k}");
        let _ = writeln!(
            config,
            "  {connection}:\n    adapter: duckdb\n    auto: true"
        );
        let mut manifest = format!(
            "format_version: 1\ngenerated_at: '{STAMP}'\nconnection: {connection}\nadapter: duckdb\ntables:\n"
        );
        for t in 0..tables {
            manifest.push_str(&table(&root, &connection, t, tables, columns)?);
            if progress && t > 0 && t % 5_000 == 0 {
                eprintln!("{connection}: {t} of {tables} tables written");
            }
        }
        let path = root.join(&connection).join("manifest.yaml");
        std::fs::write(&path, manifest).map_err(|e| format!("{}: {e}", path.display()))?;
    }
    std::fs::write(out.join(".dbprint.yaml"), config).map_err(|e| format!(".dbprint.yaml: {e}"))
}

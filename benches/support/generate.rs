//! A synthetic print for scale runs and benches: N tables of M columns in each of K
//! connections, shaped as the producer writes them (manifest, DDL, statistics with value
//! lists, looks_like and sensitivity verdicts, relationships with an inferred edge per table
//! to the next and a declared one to a table far along,
//! and on every fourth table an annotation file with column and value notes), in seconds;
//! and the two one-table prints the linearity benches and tests read: a wide table
//! (`write_wide_print`) and a column with a long value list (`write_long_print`).
//! Shared by `examples/generate_print.rs`, the benches and the tests (each uses a part).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)
#![allow(dead_code)]

use std::fmt::Write as _;
use std::path::Path;

const STAMP: &str = "2026-03-09T14:27:36Z";

/// One column's statistics entry; the kind cycles so every filter finds something.
fn column(out: &mut String, index: usize, rows: usize) {
    column_named(out, &format!("col_{index:03}"), index, rows);
}

/// The statistics entry of the column `name`, of the kind `index` picks.
fn column_named(out: &mut String, name: &str, index: usize, rows: usize) {
    let _ = match index % 4 {
        0 => write!(
            out,
            "  {name}:\n    sql_type: VARCHAR\n    nullable: true\n    null_count: 0\n    null_rate: 0.0\n    classification: categorical\n    cardinality: 3\n    values:\n    - value: alpha\n      count: {a}\n    - value: beta\n      count: {b}\n    - value: gamma\n      count: 1\n    values_coverage: 1.0\n",
            a = rows / 2,
            b = rows - rows / 2 - 1
        ),
        1 => write!(
            out,
            "  {name}:\n    sql_type: INTEGER\n    nullable: false\n    null_count: 0\n    null_rate: 0.0\n    classification: numeric\n    cardinality: {rows}\n    range:\n      min: 1\n      max: {rows}\n"
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
    let mut relationships = format!(
        "format_version: 1\ntable: {fqn}\nprofiled_at: '{STAMP}'\neligible_target: true\nrefers_to:\n- column:\n  - col_001\n  target_table: {connection}.s{:03}.t{target:06}\n  target_column:\n  - col_001\n  detection: inferred\n",
        target % 100
    );
    // A second edge, declared, to a table far along: the join graph has many routes.
    if columns > 5 {
        let far = (index * 37 + 11) % tables;
        let _ = write!(
            relationships,
            "- column:\n  - col_005\n  target_table: {connection}.s{:03}.t{far:06}\n  target_column:\n  - col_001\n  detection: declared\n  observed:\n    scope_compatible: true\n    fanout_avg: {}.5\n",
            far % 100,
            1 + index % 3
        );
    }
    relationships.push_str("referenced_by: []\n");
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

/// Writes `.dbprint.yaml` and a one-table manifest for the connection `connection`, whose
/// table `<connection>.main.t` has `columns` columns and the artifacts named.
fn one_table_print(
    out: &Path,
    connection: &str,
    columns: usize,
    rows: usize,
    files: &[(&str, &str, String)],
) -> Result<(), String> {
    let root = out.join("prints").join(connection);
    let dir = root.join("main").join("t");
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    let mut artifacts = String::new();
    for (kind, file, text) in files {
        std::fs::write(dir.join(file), text).map_err(|e| format!("{file}: {e}"))?;
        if !kind.is_empty() {
            let _ = writeln!(artifacts, "      {kind}: {file}");
        }
    }
    let manifest = format!(
        "format_version: 1\ngenerated_at: '{STAMP}'\nconnection: {connection}\nadapter: duckdb\ntables:\n  {connection}.main.t:\n    type: table\n    path: main/t\n    artifacts:\n{artifacts}    columns: {columns}\n    profiled_at: '{STAMP}'\n    row_count: {rows}\n"
    );
    std::fs::write(root.join("manifest.yaml"), manifest).map_err(|e| format!("manifest: {e}"))?;
    std::fs::write(
        out.join(".dbprint.yaml"),
        format!("connections:\n  {connection}:\n    adapter: duckdb\n    auto: true\n"),
    )
    .map_err(|e| format!(".dbprint.yaml: {e}"))
}

/// The name of column `index` of the wide table.
pub fn wide_column(index: usize) -> String {
    format!("col_{index:06}")
}

/// A print of one table, `wide.main.t`, of `columns` columns (named by [`wide_column`]): each
/// column annotated (every fortieth with a value note too), every fourth one in a null
/// pattern, every tenth one an inferred edge to `col_000001` (and that edge's incoming side),
/// and a diff with a drifted statistic per column.
pub fn write_wide_print(out: &Path, columns: usize) -> Result<(), String> {
    let rows = 1_000;
    let fqn = "wide.main.t";
    let names: Vec<String> = (0..columns).map(wide_column).collect();
    let together: Vec<&str> = names
        .iter()
        .skip(2)
        .step_by(4)
        .map(String::as_str)
        .collect();
    let mut statistics = format!(
        "format_version: 1\ntable: {fqn}\ntype: table\nprofiled_at: '{STAMP}'\nrow_count: {rows}\nrow_count_method: exact\nnull_patterns:\n  coverage: 1.0\n  coverage_method: measured\n  patterns:\n  - columns:{}    count: 1\n  - columns: []\n    count: {}\ngrain:\n  keys:\n  - columns:\n    - col_000001\n    detection: inferred\ncolumns:\n",
        if together.is_empty() {
            " []\n".to_string()
        } else {
            let items: String = together.iter().map(|n| format!("    - {n}\n")).collect();
            format!("\n{items}")
        },
        rows - 1
    );
    let mut notes = String::from("format_version: 1\ncolumns:\n");
    let mut edges = String::new();
    let mut incoming = String::new();
    let mut changes = String::new();
    for (index, name) in names.iter().enumerate() {
        column_named(&mut statistics, name, index, rows);
        let _ = writeln!(
            notes,
            "  {name}:\n    note: Column {index} of the wide table."
        );
        if index % 40 == 0 {
            notes.push_str("    values:\n    - value: alpha\n      note: The first grade.\n");
        }
        if index % 10 == 1 && index > 1 {
            let _ = write!(
                edges,
                "- column:\n  - {name}\n  target_table: {fqn}\n  target_column:\n  - col_000001\n  detection: inferred\n"
            );
            let _ = write!(
                incoming,
                "- column:\n  - col_000001\n  referencer_table: {fqn}\n  referencer_column:\n  - {name}\n  detection: inferred\n  observed:\n    fanout_avg: 1.0\n    answerable_count: {rows}\n"
            );
        }
        let _ = write!(
            changes,
            "- kind: statistic_changed\n  table: {fqn}\n  column: {name}\n  stat: null_rate\n  before: 0.0\n  after: 0.01\n"
        );
    }
    let ddl: Vec<String> = names.iter().map(|n| format!("{n} VARCHAR")).collect();
    let list = |items: String| {
        if items.is_empty() {
            " []\n".to_string()
        } else {
            format!("\n{items}")
        }
    };
    let relationships = format!(
        "format_version: 1\ntable: {fqn}\nprofiled_at: '{STAMP}'\neligible_target: true\nrefers_to:{}referenced_by:{}",
        list(edges),
        list(incoming)
    );
    let diff = format!(
        "format_version: 1\ngenerated_at: '{STAMP}'\nconnection: wide\nadapter: duckdb\nsummary:\n  tables_modified: 1\n  statistics_drifted: {columns}\nchanges:\n{changes}"
    );
    std::fs::create_dir_all(out.join("prints/wide")).map_err(|e| format!("prints: {e}"))?;
    std::fs::write(out.join("prints/wide/diff.yaml"), diff).map_err(|e| format!("diff: {e}"))?;
    one_table_print(
        out,
        "wide",
        columns,
        rows,
        &[
            (
                "ddl",
                "ddl.sql",
                format!("CREATE TABLE main.t({});\n", ddl.join(", ")),
            ),
            ("statistics", "statistics.yaml", statistics),
            (
                "statistics_annotations",
                "statistics.annotations.yaml",
                notes,
            ),
            ("relationships", "relationships.yaml", relationships),
        ],
    )
}

/// The value at `index` of the long list: every tenth entry is an upper-case spelling of
/// the one before it.
pub fn long_value(index: usize) -> String {
    if index % 10 == 9 {
        format!("V{:07}", index - 1)
    } else {
        format!("v{index:07}")
    }
}

/// A value list of `values` entries in the producer's block style, most frequent first.
fn value_list(out: &mut String, values: usize) {
    for index in 0..values {
        let count = values - index;
        let _ = write!(
            out,
            "    - value: {}\n      count: {count}\n",
            long_value(index)
        );
        if index % 10 == 9 {
            let _ = writeln!(out, "      spelling_of: {}", long_value(index - 1));
        }
    }
}

/// A print of one table, `long.main.t`, whose column `code` lists `values` values (the whole
/// domain, every tenth entry a spelling of the one before, every hundredth value annotated
/// with a note), beside `sampled`, a sample of a hundredth as many, and `amount`, a numeric
/// column with as many listed values, five of them frequent; its diff has one event.
pub fn write_long_print(out: &Path, values: usize) -> Result<(), String> {
    let fqn = "long.main.t";
    let few = (values / 100).max(1);
    let rows = values * (values + 1) / 2;
    let mut statistics = format!(
        "format_version: 1\ntable: {fqn}\ntype: table\nprofiled_at: '{STAMP}'\nrow_count: {rows}\nrow_count_method: exact\ncolumns:\n  code:\n    sql_type: VARCHAR\n    nullable: true\n    null_count: 0\n    null_rate: 0.0\n    classification: categorical\n    cardinality: {values}\n    values:\n"
    );
    value_list(&mut statistics, values);
    let _ = write!(
        statistics,
        "    values_coverage: 1.0\n  sampled:\n    sql_type: VARCHAR\n    nullable: false\n    null_count: 0\n    null_rate: 0.0\n    classification: categorical\n    cardinality: {}\n    values:\n",
        few * 4
    );
    value_list(&mut statistics, few);
    let _ = write!(
        statistics,
        "    values_coverage: 0.5\n  amount:\n    sql_type: INTEGER\n    nullable: false\n    null_count: 0\n    null_rate: 0.0\n    classification: numeric\n    cardinality: {few}\n    range:\n      min: 0\n      max: {few}\n    values:\n"
    );
    for index in 0..few {
        let count = if index < 5 { rows / 10 } else { 1 };
        let _ = write!(statistics, "    - value: {index}\n      count: {count}\n");
    }
    let mut notes = String::from(
        "format_version: 1\ncolumns:\n  code:\n    note: The code every row carries.\n    values:\n",
    );
    for index in (0..values).step_by(100) {
        let _ = write!(
            notes,
            "    - value: {}\n      note: Code number {index}.\n",
            long_value(index)
        );
    }
    let relationships = format!(
        "format_version: 1\ntable: {fqn}\nprofiled_at: '{STAMP}'\neligible_target: true\nrefers_to: []\nreferenced_by: []\n"
    );
    let diff = format!(
        "format_version: 1\ngenerated_at: '{STAMP}'\nconnection: long\nadapter: duckdb\nsummary:\n  tables_modified: 1\n  statistics_drifted: 1\nchanges:\n- kind: statistic_changed\n  table: {fqn}\n  column: code\n  stat: cardinality\n  before: {}\n  after: {values}\n",
        values.saturating_sub(1)
    );
    std::fs::create_dir_all(out.join("prints/long")).map_err(|e| format!("prints: {e}"))?;
    std::fs::write(out.join("prints/long/diff.yaml"), diff).map_err(|e| format!("diff: {e}"))?;
    one_table_print(
        out,
        "long",
        3,
        rows,
        &[
            (
                "ddl",
                "ddl.sql",
                "CREATE TABLE main.t(code VARCHAR, sampled VARCHAR NOT NULL, amount INTEGER NOT NULL);\n".to_string(),
            ),
            ("statistics", "statistics.yaml", statistics),
            ("statistics_annotations", "statistics.annotations.yaml", notes),
            ("relationships", "relationships.yaml", relationships),
        ],
    )
}

//! statistics.yaml's field names are spelled once, in `dbprint_print::views::statistics`: its
//! own vocabulary (`Stat`) and the fields it shares with other files that its typed views read
//! (`SHARED`). No other code looks one up as a string key (`.get("null_rate")`,
//! `.get("sql_type")`, or a segment of a dotted path, `field(column, "range.min")`). Test modules are left out (a test may spell what a reply carries), and
//! so are the lookups of the same word in another document, each named with what it reads,
//! and the files that read no print file at all.

#![allow(clippy::disallowed_methods)] // reads the project's own sources, not a print (clippy.toml)

use std::path::{Path, PathBuf};

use dbprint_print::views::statistics::{SHARED, Stat};

/// Lookups of a statistics word that read another document.
const NOT_STATISTICS: &[(&str, &str)] = &[
    ("src/server/stdio.rs", "method"), // a JSON-RPC message's method
    ("crates/print/src/config/thresholds.rs", "freshness"), // .dbprint.yaml's profile block
    ("crates/print/src/config/thresholds.rs", "row_count"), // a manifest entry's
    (
        "crates/service/src/tools/search_columns.rs",
        "candidate_key",
    ), // the tool's argument
    ("crates/service/src/tools/find_tables.rs", "row_count"), // a manifest entry's
    ("crates/index/src/build.rs", "row_count"), // a manifest entry's
    ("crates/index/src/build.rs", "values"), // an annotation's value notes
    ("crates/resolve/src/notes.rs", "values"), // an annotation's value notes
    ("crates/print/src/views/annotation_schema/mod.rs", "columns"), // an annotation file's
    ("crates/print/src/access/annotations.rs", "columns"), // an annotation file's
    ("crates/context/src/markdown/profile.rs", "values"), // an annotation's value notes
    ("crates/context/src/markdown/mod.rs", "values"), // an annotation's value notes
    ("crates/context/src/markdown/header.rs", "columns"), // a manifest entry's count
    ("crates/context/src/markdown/header.rs", "row_count"), // a manifest entry's
    ("crates/context/src/load.rs", "derived_from"), // an annotation's lineage
    ("crates/context/src/load.rs", "grain"), // an annotation file's grain
    ("crates/context/src/load.rs", "values"), // an annotation's value notes
    ("crates/context/src/structured/values.rs", "values"), // an annotation's value notes
    ("crates/context/src/structured/identity.rs", "columns"), // a manifest entry's count
    ("crates/context/src/structured/identity.rs", "row_count"), // a manifest entry's
];

/// Files that read no print file at all, only other documents that share its words.
const READ_NO_PRINT: &[&str] = &[
    "src/commands/people.rs", // the tools' JSON replies, printed at a terminal
];

const THE_VIEW: &str = "crates/print/src/views/statistics.rs";

fn rust_files(dir: &Path, into: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            rust_files(&path, into);
        } else if path.extension().is_some_and(|e| e == "rs") {
            into.push(path);
        }
    }
}

/// The statistics words `code` (a file without its test module) looks up as string keys:
/// the file's own vocabulary, and the fields it shares with other files that its views read.
fn spelled(code: &str) -> Vec<&'static str> {
    let code = code.split("#[cfg(test)]\nmod tests").next().unwrap_or(code);
    let dotted = dotted_segments(code);
    Stat::ALL
        .iter()
        .map(|s| s.name())
        .chain(SHARED.iter().copied())
        .filter(|name| code.contains(&format!(".get(\"{name}\")")) || dotted.contains(name))
        .collect()
}

/// The segments of every dotted path `code` hands a `field(mapping, "a.b")` lookup.
fn dotted_segments(code: &str) -> Vec<&str> {
    code.match_indices("field(")
        .filter(|(at, _)| {
            let before = code[..*at].chars().next_back();
            !before.is_some_and(|c| c.is_alphanumeric() || c == '_')
        })
        .filter_map(|(at, call)| {
            let arguments = &code[at + call.len()..];
            let arguments = &arguments[..arguments.find(')')?];
            let (_, path) = arguments.split_once(", \"")?;
            path.strip_suffix('"')
        })
        .flat_map(|path| path.split('.'))
        .collect()
}

#[test]
fn no_code_outside_the_view_spells_a_statistics_field_as_a_key() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut files = Vec::new();
    rust_files(&root.join("src"), &mut files);
    rust_files(&root.join("crates"), &mut files);
    assert!(files.len() > 100, "the sources were found");
    let mut breaches = Vec::new();
    for path in files {
        let shown = path
            .strip_prefix(root)
            .unwrap()
            .to_string_lossy()
            .into_owned();
        if shown == THE_VIEW || READ_NO_PRINT.contains(&shown.as_str()) {
            continue;
        }
        let code = std::fs::read_to_string(&path).unwrap();
        for name in spelled(&code) {
            if !NOT_STATISTICS.contains(&(shown.as_str(), name)) {
                breaches.push(format!("{shown}: .get(\"{name}\")"));
            }
        }
    }
    assert!(
        breaches.is_empty(),
        "read these through Stats::stat or the views (TableStats, ColumnStats): {breaches:#?}"
    );
}

#[test]
fn the_check_catches_a_planted_lookup_and_passes_one_in_a_test_module() {
    assert_eq!(spelled("let r = column.get(\"null_rate\");"), ["null_rate"]);
    assert_eq!(spelled("let c = m.get(\"sql_type\");"), ["sql_type"]);
    assert_eq!(
        spelled("field(column, \"inferred.sampled\")"),
        ["inferred", "sampled"]
    );
    assert!(spelled("field(p, \"looks_like.sample_size\")").is_empty());
    assert!(spelled("truthy_field(x(c)) { set(r, \"sampled\", v) }").is_empty());
    assert!(spelled("let c = m.get(\"note\");").is_empty());
    let in_tests =
        "fn f() {}\n#[cfg(test)]\nmod tests {\n    fn g() { m.get(\"null_rate\"); }\n}\n";
    assert!(spelled(in_tests).is_empty());
}

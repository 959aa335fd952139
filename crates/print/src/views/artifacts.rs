//! The files a print holds and the names the format gives them (format spec §2.5).

/// A table directory's files by manifest `artifacts` kind, in the order resources list them.
pub const TABLE_ARTIFACTS: [(&str, &str); 6] = [
    ("ddl", "ddl.sql"),
    ("statistics", "statistics.yaml"),
    ("relationships", "relationships.yaml"),
    ("description", "description.md"),
    ("statistics_annotations", "statistics.annotations.yaml"),
    (
        "relationships_annotations",
        "relationships.annotations.yaml",
    ),
];

pub const MANIFEST_FILE: &str = "manifest.yaml";
pub const DIFF_FILE: &str = "diff.yaml";
pub const READING_FILE: &str = "reading.md";
pub const MANIFEST_ANNOTATIONS_FILE: &str = "manifest.annotations.yaml";

/// Kinds only a human writes: never declaring one is normal, not a broken print.
pub const OPTIONAL_KINDS: [&str; 3] = [
    "description",
    "statistics_annotations",
    "relationships_annotations",
];

/// The canonical file name of a per-table artifact kind.
pub fn file_name(kind: &str) -> Option<&'static str> {
    TABLE_ARTIFACTS
        .iter()
        .find(|(k, _)| *k == kind)
        .map(|(_, f)| *f)
}

/// The mimeType a resource of `kind` is served with (§3.2).
pub fn mime_type(kind: &str) -> &'static str {
    match kind {
        "ddl" => "application/sql",
        "reading" | "description" => "text/markdown",
        _ => "application/yaml",
    }
}

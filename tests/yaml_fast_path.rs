//! The YAML fast path against libyaml (issue: a verified fast path for the YAML the producer
//! writes): on every YAML file in the repository, and on copies of them damaged the way hand
//! edits damage files, the fast path either declines or makes exactly libyaml's events, and
//! the value built straight from them is the composed one (or the same refusal); and it takes
//! every file the producer wrote.
#![allow(clippy::disallowed_methods)] // reads the repository's own fixtures

use std::path::{Path, PathBuf};

use dbprint_yaml::differential::{Agreement, direct_against_composed, fast_path_against_libyaml};

/// Both checks on `text`: the fast path's events against libyaml's, and the value built
/// straight from them against the composed one; the first difference, if any.
fn compared(text: &str) -> Agreement {
    match fast_path_against_libyaml(text) {
        Agreement::Agreed => match direct_against_composed(text) {
            Agreement::Differs(how) => Agreement::Differs(how),
            _ => Agreement::Agreed,
        },
        other => other,
    }
}

/// Every `.yaml` file under `dir`, sorted.
fn yaml_files(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let mut pending = vec![dir.to_path_buf()];
    while let Some(dir) = pending.pop() {
        let Ok(entries) = std::fs::read_dir(&dir) else {
            continue;
        };
        for entry in entries.flatten() {
            let path = entry.path();
            if path.is_dir() {
                pending.push(path);
            } else if path.extension().is_some_and(|e| e == "yaml") {
                found.push(path);
            }
        }
    }
    found.sort();
    found
}

fn repository_yaml() -> Vec<(PathBuf, String)> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    ["fixtures", "benches"]
        .iter()
        .flat_map(|d| yaml_files(&root.join(d)))
        .filter_map(|p| Some((p.clone(), std::fs::read_to_string(&p).ok()?)))
        .collect()
}

/// Whether the producer wrote the file (not a person, not a config).
fn written_by_the_producer(path: &Path) -> bool {
    let name = path.file_name().and_then(|n| n.to_str()).unwrap_or("");
    path.components().any(|c| c.as_os_str() == "prints")
        && matches!(
            name,
            "statistics.yaml" | "relationships.yaml" | "manifest.yaml"
        )
}

#[test]
fn every_repository_yaml_file_is_read_as_libyaml_reads_it_or_left_to_libyaml() {
    let files = repository_yaml();
    assert!(files.len() > 500, "the repository's prints are found");
    let (mut print_bytes, mut taken_bytes) = (0, 0);
    for (path, text) in &files {
        let in_a_print = path.components().any(|c| c.as_os_str() == "prints");
        if in_a_print {
            print_bytes += text.len();
        }
        match compared(text) {
            Agreement::Differs(how) => panic!("{}: {how}", path.display()),
            Agreement::Agreed if in_a_print => taken_bytes += text.len(),
            Agreement::Agreed | Agreement::Declined => {}
        }
    }
    // A print's files are the producer's but for the annotations people write.
    assert!(
        taken_bytes * 100 >= print_bytes * 95,
        "the fast path took {taken_bytes} of the prints' {print_bytes} bytes"
    );
}

#[test]
fn the_fast_path_takes_every_file_the_producer_wrote() {
    let declined: Vec<String> = repository_yaml()
        .into_iter()
        .filter(|(path, _)| written_by_the_producer(path))
        .filter(|(_, text)| fast_path_against_libyaml(text) == Agreement::Declined)
        .map(|(path, _)| path.display().to_string())
        .collect();
    assert!(declined.is_empty(), "declined: {declined:?}");
}

/// A small deterministic generator (xorshift), so the damage is the same on every run.
struct Damage(u64);

impl Damage {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// What hand edits put into a file: YAML's indicators, quotes, escapes, breaks, indentation.
const TOKENS: &[&str] = &[
    ":", ": ", " ", "  ", "\n", "\n\n", "- ", "-", "#", " #", "'", "''", "\"", "\\", "\\n", "\\x4",
    "\\u00e9", "[]", "{}", "[", "{", "&a ", "*a", "!!str ", "? ", "|", ">", "---", "...", "\t",
    "é", "\u{2028}", "%", "@", "`", ",", "~", "null", "1e-05", "yes",
];

#[test]
fn damaged_copies_of_the_fixture_files_are_read_as_libyaml_reads_them_or_left_to_libyaml() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("fixtures");
    let texts: Vec<String> = yaml_files(&root)
        .iter()
        .filter_map(|p| std::fs::read_to_string(p).ok())
        .filter(|t| t.len() < 20_000)
        .collect();
    let mut damage = Damage(0x9e37_79b9_7f4a_7c15);
    let mut agreed = 0;
    for round in 0..40 {
        for text in &texts {
            let mut copy = text.clone();
            for _ in 0..1 + round % 3 {
                let mut at = damage.below(copy.len());
                while !copy.is_char_boundary(at) {
                    at -= 1;
                }
                let token = TOKENS[damage.below(TOKENS.len())];
                if damage.below(3) == 0 {
                    let mut end = (at + 1 + damage.below(3)).min(copy.len());
                    while !copy.is_char_boundary(end) {
                        end += 1;
                    }
                    copy.replace_range(at..end, token);
                } else {
                    copy.insert_str(at, token);
                }
            }
            match compared(&copy) {
                Agreement::Differs(how) => panic!("{how}\n--- the damaged text:\n{copy}"),
                Agreement::Agreed => agreed += 1,
                Agreement::Declined => {}
            }
        }
    }
    assert!(agreed > 0, "some damaged copies stay inside the subset");
}

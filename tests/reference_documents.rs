//! The packaged documents (MCP spec §3.2, §4.6): every section number the published format
//! specification and assertion DSL carry is present at the same depth, so every citation a
//! print or a finding carries resolves; and get_reference addresses them as §4.6 says.

mod common;

use common::{Server, fixture_project, serve};
use serde_json::json;

/// `(heading depth, number)` of every numbered heading of the published format
/// specification (dbprint 0.15.0 SPEC.md), in order: a fact taken from its table of contents.
const SPEC_SECTIONS: &[(usize, &str)] = &[
    (2, "0"),
    (3, "0.1"),
    (3, "0.2"),
    (3, "0.3"),
    (3, "0.4"),
    (2, "1"),
    (3, "1.1"),
    (3, "1.2"),
    (4, "1.2.1"),
    (3, "1.3"),
    (3, "1.4"),
    (3, "1.5"),
    (4, "1.5.1"),
    (4, "1.5.2"),
    (4, "1.5.3"),
    (4, "1.5.4"),
    (4, "1.5.5"),
    (2, "2"),
    (3, "2.1"),
    (4, "2.1.1"),
    (4, "2.1.2"),
    (4, "2.1.3"),
    (4, "2.1.4"),
    (4, "2.1.5"),
    (4, "2.1.6"),
    (4, "2.1.7"),
    (3, "2.2"),
    (4, "2.2.1"),
    (4, "2.2.2"),
    (4, "2.2.3"),
    (4, "2.2.4"),
    (4, "2.2.5"),
    (4, "2.2.6"),
    (4, "2.2.7"),
    (4, "2.2.8"),
    (4, "2.2.9"),
    (4, "2.2.10"),
    (4, "2.2.11"),
    (4, "2.2.12"),
    (4, "2.2.13"),
    (4, "2.2.14"),
    (4, "2.2.15"),
    (4, "2.2.16"),
    (4, "2.2.17"),
    (4, "2.2.18"),
    (4, "2.2.19"),
    (4, "2.2.20"),
    (4, "2.2.21"),
    (3, "2.3"),
    (4, "2.3.1"),
    (4, "2.3.2"),
    (4, "2.3.3"),
    (4, "2.3.4"),
    (4, "2.3.5"),
    (4, "2.3.6"),
    (4, "2.3.7"),
    (4, "2.3.8"),
    (4, "2.3.9"),
    (4, "2.3.10"),
    (4, "2.3.11"),
    (3, "2.4"),
    (3, "2.5"),
    (3, "2.6"),
    (4, "2.6.1"),
    (4, "2.6.2"),
    (4, "2.6.3"),
    (4, "2.6.4"),
    (4, "2.6.5"),
    (4, "2.6.6"),
    (4, "2.6.7"),
    (4, "2.6.8"),
    (4, "2.6.9"),
    (4, "2.6.10"),
    (3, "2.7"),
    (4, "2.7.1"),
    (4, "2.7.2"),
    (4, "2.7.3"),
    (2, "3"),
    (3, "3.1"),
    (3, "3.2"),
    (3, "3.3"),
    (3, "3.4"),
    (2, "4"),
    (3, "4.1"),
    (4, "4.1.1"),
    (4, "4.1.2"),
    (4, "4.1.3"),
    (4, "4.1.4"),
    (4, "4.1.5"),
    (4, "4.1.6"),
    (3, "4.2"),
    (3, "4.3"),
    (3, "4.4"),
    (4, "4.4.1"),
    (4, "4.4.2"),
    (4, "4.4.3"),
    (4, "4.4.4"),
    (4, "4.4.5"),
    (3, "4.5"),
    (4, "4.5.1"),
    (4, "4.5.2"),
    (4, "4.5.3"),
    (4, "4.5.4"),
    (2, "5"),
    (3, "5.1"),
    (3, "5.2"),
    (3, "5.3"),
    (3, "5.4"),
    (2, "6"),
    (3, "6.1"),
    (3, "6.2"),
    (3, "6.3"),
    (3, "6.4"),
    (3, "6.5"),
    (3, "6.6"),
    (3, "6.7"),
    (3, "6.8"),
    (3, "6.9"),
    (2, "7"),
    (3, "7.1"),
    (3, "7.2"),
    (3, "7.3"),
    (3, "7.4"),
];

/// The same for the published assertion DSL (ASSERTIONS.md).
const ASSERTION_SECTIONS: &[(usize, &str)] = &[
    (2, "0"),
    (3, "0.1"),
    (3, "0.2"),
    (3, "0.3"),
    (3, "0.4"),
    (2, "1"),
    (3, "1.1"),
    (3, "1.2"),
    (3, "1.3"),
    (3, "1.4"),
    (3, "1.5"),
    (2, "2"),
    (3, "2.1"),
    (3, "2.2"),
    (3, "2.3"),
    (3, "2.4"),
    (3, "2.5"),
    (3, "2.6"),
    (2, "3"),
    (3, "3.1"),
    (3, "3.2"),
    (3, "3.3"),
    (3, "3.4"),
    (3, "3.5"),
    (2, "4"),
    (3, "4.1"),
    (3, "4.2"),
    (3, "4.3"),
    (2, "5"),
    (3, "5.1"),
    (3, "5.2"),
    (3, "5.3"),
    (3, "5.4"),
    (2, "6"),
    (3, "6.1"),
    (3, "6.2"),
    (3, "6.3"),
    (2, "7"),
];

/// `(depth, number)` of every numbered heading of a Markdown text, outside fences.
/// get_reference's reply for one section: `Ok(text)`, or `Err(detail)` for a tool fault.
fn section(s: &mut Server, document: &str, section: &str) -> Result<String, String> {
    s.tool(
        "get_reference",
        json!({"document": document, "section": section}),
    )
}

fn numbered(text: &str) -> Vec<(usize, String)> {
    let mut out = Vec::new();
    let mut fence = false;
    for line in text.lines() {
        if line.starts_with("```") {
            fence = !fence;
            continue;
        }
        let depth = line.bytes().take_while(|b| *b == b'#').count();
        if fence || depth == 0 || !line[depth..].starts_with(' ') {
            continue;
        }
        let title = line[depth..].trim();
        let number: String = title
            .chars()
            .take_while(|c| c.is_ascii_digit() || *c == '.')
            .collect();
        let number = number.trim_end_matches('.');
        if !number.is_empty() {
            out.push((depth, number.to_string()));
        }
    }
    out
}

fn check(document: &str, text: &str, expected: &[(usize, &str)]) {
    let have = numbered(text);
    for (depth, number) in expected {
        assert!(
            have.iter().any(|(d, n)| d == depth && n == number),
            "{document} lacks section {number} at heading depth {depth}"
        );
    }
    let wanted: Vec<(usize, String)> = expected.iter().map(|(d, n)| (*d, n.to_string())).collect();
    assert_eq!(
        have, wanted,
        "{document}: numbered headings differ in order or extra ones"
    );
}

#[test]
fn the_format_spec_keeps_every_reference_section_number() {
    check(
        "docs/spec.md",
        include_str!("../docs/spec.md"),
        SPEC_SECTIONS,
    );
}

#[test]
fn the_assertion_dsl_keeps_every_reference_section_number() {
    check(
        "docs/assertions.md",
        include_str!("../docs/assertions.md"),
        ASSERTION_SECTIONS,
    );
}

/// The direct subsections of `number` in a section list.
fn children<'a>(sections: &[(usize, &'a str)], number: &str) -> Vec<&'a str> {
    let depth = number.split('.').count() + 1;
    sections
        .iter()
        .map(|(_, n)| *n)
        .filter(|n| n.split('.').count() == depth && n.starts_with(&format!("{number}.")))
        .collect()
}

/// The line §4.6 lists a numbered section's direct children under.
const LISTED_UNDER: &str = "\nSubsections, each read by its own number:\n\n";

/// The numbers listed under the reply's `Subsections` line.
fn listed_subsections(reply: &str) -> Vec<String> {
    let Some((_, list)) = reply.split_once(LISTED_UNDER) else {
        return Vec::new();
    };
    list.lines()
        .filter_map(|l| l.strip_prefix("- "))
        .map(|l| {
            l.split_whitespace()
                .next()
                .unwrap_or_default()
                .trim_end_matches('.')
                .to_string()
        })
        .collect()
}

#[test]
fn subsections_follow_one_rule_at_every_depth_spec_4_6() {
    let mut s = serve(&fixture_project(), &[]);
    let deep = SPEC_SECTIONS
        .iter()
        .find(|(d, n)| *d == 3 && !children(SPEC_SECTIONS, n).is_empty())
        .unwrap()
        .1;
    for number in ["2", deep] {
        let reply = section(&mut s, "spec", number).unwrap();
        let expected = children(SPEC_SECTIONS, number);
        assert_eq!(listed_subsections(&reply), expected, "section {number}");
        let first_child = format!("{} ", expected[0]);
        assert!(
            !reply
                .lines()
                .any(|l| l.starts_with('#') && l.contains(&first_child)),
            "{number} inlines a subsection"
        );
    }
    let leaf = SPEC_SECTIONS.iter().find(|(d, _)| *d == 4).unwrap().1;
    let reply = section(&mut s, "spec", leaf).unwrap();
    assert!(!reply.contains("Subsections"));
    assert!(reply.starts_with(&format!("#### {leaf} ")));
    assert!(reply.lines().count() > 2, "a leaf carries its own body");
    s.close();
}

#[test]
fn bare_numbers_and_citations_address_the_same_section_spec_4_6() {
    let mut s = serve(&fixture_project(), &[]);
    let bare = section(&mut s, "spec", "2.2.4").unwrap();
    for cited in ["§2.2.4", "SPEC.md §2.2.4", "SPEC §2.2.4", "(SPEC 2.2.4)"] {
        assert_eq!(section(&mut s, "spec", cited).unwrap(), bare, "{cited}");
    }
    let a = section(&mut s, "assertions", "1.4").unwrap();
    let cited = section(&mut s, "assertions", "ASSERTIONS.md §1.4").unwrap();
    assert_eq!(a, cited);
    assert!(a.starts_with("### 1.4 "));
    s.close();
}

#[test]
fn unknown_sections_name_what_the_document_has_spec_8_2() {
    let mut s = serve(&fixture_project(), &[]);
    for (document, asked, opening) in [
        (
            "spec",
            "9.9",
            "section '9.9' not found in spec. Available: ['0', '0.1', '0.2', ",
        ),
        (
            "assertions",
            "99",
            "section '99' not found in assertions. Available: ['0', ",
        ),
        (
            "guide",
            "No such heading",
            "section 'No such heading' not found in guide. Available: [",
        ),
    ] {
        let err = section(&mut s, document, asked).unwrap_err();
        assert!(err.starts_with(opening), "{err}");
    }
    let err = section(&mut s, "guide", "No such heading").unwrap_err();
    assert!(
        err.contains("'Fields that are easy to misread'") && err.contains("'Vocabulary'"),
        "{err}"
    );
    s.close();
}

#[test]
fn the_guide_is_addressed_by_heading_text_spec_4_6() {
    let mut s = serve(&fixture_project(), &[]);
    let exact = section(&mut s, "guide", "Vocabulary").unwrap();
    assert!(exact.starts_with("## Vocabulary"));
    let folded = section(&mut s, "guide", "  vocabulary ").unwrap();
    assert_eq!(exact, folded);
    let misread = section(&mut s, "guide", "fields that  are EASY to misread").unwrap();
    assert!(misread.starts_with("## Fields that are easy to misread"));
    s.close();
}

#[test]
fn without_a_section_the_reply_is_the_heading_tree_spec_4_6() {
    let mut s = serve(&fixture_project(), &[]);
    let toc = s
        .tool("get_reference", json!({"document": "spec"}))
        .unwrap();
    assert!(!toc.lines().any(|l| l.starts_with('#')));
    for (_, number) in SPEC_SECTIONS {
        assert!(
            toc.lines()
                .any(|l| l.trim_start().starts_with(&format!("- {number} "))
                    || l.trim_start().starts_with(&format!("- {number}. "))),
            "{number}"
        );
    }
    let guide = s
        .tool("get_reference", json!({"document": "guide"}))
        .unwrap();
    assert!(guide.contains("- Vocabulary") && guide.contains("- Fields that are easy to misread"));
    s.close();
}

#[test]
fn the_whole_documents_are_served_in_pages_that_join_back_spec_3_4() {
    let mut s = serve(&fixture_project(), &[]);
    for (doc, text) in [
        ("spec", include_str!("../docs/spec.md")),
        ("assertions", include_str!("../docs/assertions.md")),
    ] {
        let uri = format!("dbprint:///reference/{doc}");
        let first = s.read(&uri).unwrap();
        let meta = first["contents"][0]["_meta"].clone();
        let pages = meta["pages"].as_u64().unwrap();
        assert!(
            pages > 1 || text.len() < 20_000,
            "{doc} is served in one page"
        );
        let version = meta["version"].as_str().unwrap();
        let mut joined = first["contents"][0]["text"].as_str().unwrap().to_string();
        for n in 2..=pages {
            let page = s
                .read(&format!("{uri}?page={n}&version={version}"))
                .unwrap();
            joined.push_str(page["contents"][0]["text"].as_str().unwrap());
        }
        assert_eq!(joined, text, "{doc}");
    }
    s.close();
}

/// Lines a reader of a reply takes for structure: a line opening with `#` outside a heading
/// (fenced code included, for clients that do not track fences) and the word the server lists
/// a section's children under.
#[test]
fn the_documents_shadow_no_heading_and_no_child_listing_spec_4_6() {
    for (document, text) in [
        ("docs/spec.md", include_str!("../docs/spec.md")),
        ("docs/assertions.md", include_str!("../docs/assertions.md")),
        ("docs/guide.md", include_str!("../docs/guide.md")),
    ] {
        let mut fence = false;
        for (n, line) in text.lines().enumerate() {
            if line.starts_with("```") {
                fence = !fence;
            }
            assert!(
                !(fence && line.starts_with('#')),
                "{document}:{}: a fenced line opens with #",
                n + 1
            );
            assert!(
                !line.contains("Subsections"),
                "{document}:{}: the child-listing label in body text",
                n + 1
            );
        }
        assert!(!fence, "{document}: a code fence is never closed");
    }
}

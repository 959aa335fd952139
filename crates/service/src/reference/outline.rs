//! A Markdown document's outline: its headings outside fenced blocks, each with the lines
//! its subtree spans, and the slice of one heading — its own body up to its first
//! addressable subsection, then those subsections listed (§4.6: one rule for every depth).

/// One heading: its depth, its section number (when its title starts with one), its title,
/// and the lines from the heading to the end of its subtree.
#[derive(Debug, Clone, PartialEq)]
pub struct Heading {
    pub level: usize,
    pub number: Option<String>,
    pub title: String,
    start: usize,
    end: usize,
}

fn heading_of(line: &str) -> Option<(usize, String)> {
    let level = line.bytes().take_while(|b| *b == b'#').count();
    if !(1..=6).contains(&level) {
        return None;
    }
    let rest = &line[level..];
    if !rest.starts_with([' ', '\t']) {
        return None;
    }
    let title = rest.trim();
    (!title.is_empty()).then(|| (level, title.to_string()))
}

/// The leading section number of a title: `2.2.4` of `2.2.4 Title`, `2` of `2. Title`; the
/// number must be followed by the end, a space, or one dot and then either.
fn number_of(title: &str) -> Option<String> {
    let bytes = title.as_bytes();
    let mut end = 0;
    loop {
        let digits = bytes[end..]
            .iter()
            .take_while(|b| b.is_ascii_digit())
            .count();
        if digits == 0 {
            break;
        }
        end += digits;
        let continues =
            bytes.get(end) == Some(&b'.') && bytes.get(end + 1).is_some_and(u8::is_ascii_digit);
        if !continues {
            break;
        }
        end += 1;
    }
    if end == 0 {
        return None;
    }
    let rest = title[end..].strip_prefix('.').unwrap_or(&title[end..]);
    (rest.is_empty() || rest.starts_with(char::is_whitespace)).then(|| title[..end].to_string())
}

/// Every heading of `text` outside fenced code blocks.
pub fn headings(text: &str) -> Vec<Heading> {
    let lines: Vec<&str> = text.lines().collect();
    let mut raw = Vec::new();
    let mut in_fence = false;
    for (i, line) in lines.iter().enumerate() {
        if line.starts_with("```") {
            in_fence = !in_fence;
            continue;
        }
        if !in_fence && let Some((level, title)) = heading_of(line) {
            raw.push((level, i, title));
        }
    }
    raw.iter()
        .enumerate()
        .map(|(at, (level, start, title))| {
            let end = raw[at + 1..]
                .iter()
                .find(|(next, _, _)| next <= level)
                .map_or(lines.len(), |(_, next_start, _)| *next_start);
            Heading {
                level: *level,
                number: number_of(title),
                title: title.clone(),
                start: *start,
                end,
            }
        })
        .collect()
}

/// Every heading as an indented list line, the shallowest at the margin.
pub fn tree(headings: &[Heading]) -> String {
    let base = headings.iter().map(|h| h.level).min().unwrap_or(1);
    let mut out = String::new();
    for h in headings {
        out.push_str(&"  ".repeat(h.level - base));
        out.push_str("- ");
        out.push_str(&h.title);
        out.push('\n');
    }
    out
}

/// How a slice's subsections are addressed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Addressing {
    /// By section number: an unnumbered subheading stays part of its parent's text.
    Number,
    /// By heading text: every subheading is addressable.
    Heading,
}

/// The line a section's direct children are listed under (MCP spec §4.6, word for word).
fn children_label(by: Addressing) -> &'static str {
    match by {
        Addressing::Number => "Subsections, each read by its own number:",
        Addressing::Heading => "Subsections, each read by its own heading:",
    }
}

/// Heading `index`'s own text up to its first addressable subsection, then those listed.
pub fn slice(text: &str, headings: &[Heading], index: usize, by: Addressing) -> String {
    let lines: Vec<&str> = text.lines().collect();
    let h = &headings[index];
    let inside: Vec<&Heading> = headings[index + 1..]
        .iter()
        .filter(|c| c.start < h.end)
        .collect();
    let direct: Vec<&Heading> = inside
        .iter()
        .copied()
        .filter(|c| !inside.iter().any(|o| o.start < c.start && c.start < o.end))
        .collect();
    let children: Vec<&Heading> = match by {
        Addressing::Number => direct.into_iter().filter(|c| c.number.is_some()).collect(),
        Addressing::Heading => direct,
    };
    let end = children.first().map_or(h.end, |c| c.start);
    let mut out = lines[h.start..end].join("\n").trim_end().to_string();
    out.push('\n');
    if children.is_empty() {
        return out;
    }
    out.push('\n');
    out.push_str(children_label(by));
    out.push_str("\n\n");
    for c in children {
        out.push_str("- ");
        out.push_str(&c.title);
        out.push('\n');
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const DOC: &str = "# Title\n\nIntro.\n\n## 1. One\n\nBody one.\n\n### 1.1 Deep\n\nDeep body.\n\n#### 1.1.1 Deeper\n\nLeaf.\n\n### Unnumbered\n\nLoose text.\n\n### 1.2 Next\n\n```\n# not a heading\n```\n\n## 2. Two\n\nBody two.\n";

    fn section(number: &str) -> String {
        let hs = headings(DOC);
        let i = hs
            .iter()
            .position(|h| h.number.as_deref() == Some(number))
            .unwrap();
        slice(DOC, &hs, i, Addressing::Number)
    }

    #[test]
    fn headings_addressed_by_text_list_every_child_under_their_own_label_spec_4_6() {
        let hs = headings(DOC);
        let i = hs.iter().position(|h| h.title == "1. One").unwrap();
        assert_eq!(
            slice(DOC, &hs, i, Addressing::Heading),
            "## 1. One\n\nBody one.\n\nSubsections, each read by its own heading:\n\n- 1.1 Deep\n- Unnumbered\n- 1.2 Next\n"
        );
    }

    #[test]
    fn numbers_are_read_from_titles() {
        let numbers: Vec<Option<String>> = headings(DOC).into_iter().map(|h| h.number).collect();
        assert_eq!(
            numbers,
            [
                None,
                Some("1".into()),
                Some("1.1".into()),
                Some("1.1.1".into()),
                None,
                Some("1.2".into()),
                Some("2".into())
            ]
        );
        assert_eq!(number_of("2024 was a year"), Some("2024".into()));
        assert_eq!(number_of("1.2.x odd"), None);
        assert_eq!(number_of("Vocabulary"), None);
    }

    #[test]
    fn fenced_lines_are_not_headings() {
        assert!(
            !headings(DOC)
                .iter()
                .any(|h| h.title.contains("not a heading"))
        );
    }

    #[test]
    fn subsections_are_listed_at_every_depth_spec_4_6() {
        assert_eq!(
            section("1"),
            "## 1. One\n\nBody one.\n\nSubsections, each read by its own number:\n\n- 1.1 Deep\n- 1.2 Next\n"
        );
        let mid = section("1.1");
        assert!(mid.contains("Deep body.") && mid.contains("- 1.1.1 Deeper"));
        assert!(!mid.contains("Leaf."));
        let leaf = section("1.1.1");
        assert!(
            leaf.contains("Leaf.")
                && !leaf.contains("Loose text.")
                && !leaf.contains("Subsections")
        );
    }

    #[test]
    fn a_leaf_runs_to_the_next_heading_at_its_depth_or_shallower_spec_4_6() {
        assert_eq!(section("2"), "## 2. Two\n\nBody two.\n");
        assert!(section("1.2").contains("# not a heading"));
    }

    #[test]
    fn tree_indents_by_depth() {
        let t = tree(&headings(DOC));
        assert!(t.starts_with("- Title\n  - 1. One\n    - 1.1 Deep\n      - 1.1.1 Deeper\n"));
    }
}

//! The documents packaged into the binary — the format specification, the assertion DSL and
//! the reading guide — and how a section of one is addressed (§4.6): by number, or by a
//! citation as findings spell it, or (the guide) by heading text.

mod outline;

use std::sync::OnceLock;

use outline::{Addressing, Heading, headings, slice, tree};

use dbprint_print::fault::{self, Fault};

const SPEC: &str = include_str!("../../../../docs/spec.md");
const ASSERTIONS: &str = include_str!("../../../../docs/assertions.md");
const GUIDE: &str = include_str!("../../../../docs/guide.md");

/// One packaged document and its outline, parsed once.
pub struct Document {
    pub name: &'static str,
    pub text: &'static str,
    outline: OnceLock<Vec<Heading>>,
}

static DOCUMENTS: [Document; 3] = [
    Document {
        name: "spec",
        text: SPEC,
        outline: OnceLock::new(),
    },
    Document {
        name: "assertions",
        text: ASSERTIONS,
        outline: OnceLock::new(),
    },
    Document {
        name: "guide",
        text: GUIDE,
        outline: OnceLock::new(),
    },
];

/// A packaged document by its name (`spec`, `assertions`, `guide`).
pub fn document(name: &str) -> Option<&'static Document> {
    DOCUMENTS.iter().find(|d| d.name == name)
}

/// What a `section` argument names once a citation's prefix is taken off: `§2.2.4`,
/// `SPEC §2.2.4`, `ASSERTIONS.md §1.4`, `2.2.4.` and the `(SPEC 2.7)` our own fault texts carry
/// all name their number.
fn cited_number(section: &str) -> &str {
    let bare = section.trim().trim_start_matches('(').trim_end_matches(')');
    let number = match bare.rsplit_once('§') {
        Some((_, rest)) => rest,
        None => without_document_name(bare),
    };
    number.trim().trim_end_matches('.')
}

/// `SPEC 2.7` or `format/v1/SPEC.md 2.2.4` without the document's name; anything else as given.
fn without_document_name(text: &str) -> &str {
    let Some((name, number)) = text.rsplit_once(char::is_whitespace) else {
        return text;
    };
    let file = name
        .split_whitespace()
        .last()
        .and_then(|word| word.rsplit('/').next())
        .unwrap_or_default()
        .to_ascii_lowercase();
    match file.trim_end_matches(".md") {
        "spec" | "assertions" => number,
        _ => text,
    }
}

/// Whitespace collapsed and case folded, as guide headings are matched.
fn folded(text: &str) -> String {
    text.split_whitespace()
        .collect::<Vec<_>>()
        .join(" ")
        .to_lowercase()
}

impl Document {
    fn outline(&self) -> &[Heading] {
        self.outline.get_or_init(|| headings(self.text))
    }

    /// The table of contents: every heading, indented by depth.
    pub fn tree(&self) -> String {
        tree(self.outline())
    }

    /// The section `section` names: a number or citation, or for the guide a heading's text.
    pub fn section(&self, section: &str) -> Result<String, Fault> {
        let outline = self.outline();
        if self.name == "guide" {
            let wanted = folded(section);
            return match outline.iter().position(|h| folded(&h.title) == wanted) {
                Some(i) => Ok(slice(self.text, outline, i, Addressing::Heading)),
                None => {
                    let titles: Vec<&str> = outline.iter().map(|h| h.title.as_str()).collect();
                    Err(fault::unknown_section(self.name, section, &titles))
                }
            };
        }
        let number = cited_number(section);
        match outline
            .iter()
            .position(|h| h.number.as_deref() == Some(number))
        {
            Some(i) => Ok(slice(self.text, outline, i, Addressing::Number)),
            None => {
                let numbers: Vec<&str> =
                    outline.iter().filter_map(|h| h.number.as_deref()).collect();
                Err(fault::unknown_section(self.name, section, &numbers))
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn citations_as_findings_spell_them_name_the_number_spec_4_6() {
        for given in [
            "2.2.4",
            "§2.2.4",
            "§ 2.2.4",
            "SPEC §2.2.4",
            "SPEC.md §2.2.4",
            "format spec §2.2.4",
            "2.2.4.",
            "SPEC 2.2.4",
            "(SPEC 2.2.4)",
            "format/v1/SPEC.md 2.2.4",
        ] {
            assert_eq!(cited_number(given), "2.2.4", "{given}");
        }
        assert_eq!(cited_number("ASSERTIONS.md §1.4"), "1.4");
        assert_eq!(cited_number("ASSERTIONS.md 1.4"), "1.4");
    }

    #[test]
    fn only_a_document_name_is_taken_off_a_number_spec_4_6() {
        assert_eq!(cited_number("section 2.2.4"), "section 2.2.4");
        assert_eq!(cited_number("2.2.4 sketch"), "2.2.4 sketch");
    }

    #[test]
    fn guide_headings_fold_case_and_whitespace_spec_4_6() {
        assert_eq!(
            folded("  Fields  that are\teasy to MISREAD "),
            "fields that are easy to misread"
        );
    }
}

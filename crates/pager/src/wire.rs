//! How a reply reaches the client, and so how a page is written and where its cursor goes
//! (§4.8, §4.1): a structured reply as JSON with two-space indent carrying `next_cursor` as
//! its last key, or as a YAML document spelled as PyYAML's `safe_dump` writes it by default
//! (ASCII only, folded at 80 columns) closed by a `# next_cursor:` comment line; a Markdown
//! reply closed by an HTML comment line. Tools hand over values and text, never wire text.

use dbprint_yaml::{Mapping, Value};

/// How a structured reply is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Wire {
    Json,
    Yaml,
}

impl Wire {
    /// The text of one page: `reply` with the next page's cursor where this wire puts it.
    pub fn text(self, mut reply: Mapping, next: Option<&str>) -> String {
        match self {
            Wire::Json => {
                if let Some(cursor) = next {
                    reply.insert(Value::str("next_cursor"), Value::str(cursor));
                }
                dbprint_yaml::json::to_json_pretty(&Value::Map(reply))
            }
            Wire::Yaml => {
                let mut text = dbprint_yaml::to_yaml_default(&Value::Map(reply));
                if let Some(cursor) = next {
                    text.push_str(&format!("# next_cursor: {cursor}\n"));
                }
                text
            }
        }
    }
}

/// The line that closes every Markdown page but the last.
pub fn markdown_marker(cursor: &str) -> String {
    format!("{MARKER_OPENS}{cursor}{MARKER_CLOSES}")
}

const MARKER_OPENS: &str = "\n<!-- next_cursor: ";
const MARKER_CLOSES: &str = " -->";

/// A Markdown page split at its trailing `markdown_marker`: the page's text and the cursor
/// the marker carries, or `None` on a last page.
pub fn split_markdown_marker(page: &str) -> Option<(&str, &str)> {
    let at = page.rfind(MARKER_OPENS)?;
    let cursor = page[at + MARKER_OPENS.len()..].strip_suffix(MARKER_CLOSES)?;
    Some((&page[..at], cursor))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply() -> Mapping {
        let mut m = Mapping::new();
        m.insert(Value::str("total"), Value::Int(2));
        m
    }

    #[test]
    fn json_pages_carry_the_cursor_as_the_last_key_spec_4_8() {
        let text = Wire::Json.text(reply(), Some("abc"));
        assert_eq!(text, "{\n  \"total\": 2,\n  \"next_cursor\": \"abc\"\n}");
        assert_eq!(Wire::Json.text(reply(), None), "{\n  \"total\": 2\n}");
    }

    #[test]
    fn yaml_pages_close_with_the_cursor_comment_line_spec_4_1() {
        assert_eq!(
            Wire::Yaml.text(reply(), Some("abc")),
            "total: 2\n# next_cursor: abc\n"
        );
        assert_eq!(Wire::Yaml.text(reply(), None), "total: 2\n");
    }

    #[test]
    fn yaml_pages_are_spelled_as_pyyaml_defaults_write_them() {
        let mut m = reply();
        m.insert(Value::str("name"), Value::str("caf\u{e9}"));
        m.insert(Value::str("note"), Value::str(["word"; 20].join(" ")));
        let text = Wire::Yaml.text(m, Some("abc"));
        assert_eq!(
            text,
            "total: 2\nname: \"caf\\xE9\"\nnote: word word word word word word word word word word \
             word word word word word word\n  word word word word\n# next_cursor: abc\n"
        );
    }

    #[test]
    fn markdown_pages_close_with_the_cursor_comment_spec_4_1() {
        assert_eq!(markdown_marker("abc"), "\n<!-- next_cursor: abc -->");
        let page = format!("# T\n\ntext{}", markdown_marker("abc"));
        assert_eq!(split_markdown_marker(&page), Some(("# T\n\ntext", "abc")));
        assert_eq!(split_markdown_marker("# T\n\nlast page"), None);
    }
}

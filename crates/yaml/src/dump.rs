//! The spelling of PyYAML's `safe_dump(v, sort_keys=False, default_flow_style=False)` with
//! its other settings left at their defaults (`allow_unicode=False`, `width=80`), byte for
//! byte: the text the reference server writes a YAML reply as. It owns the choice of scalar
//! style, ASCII-only escaping and line folding; the block layout is [`emit`](super::emit)'s.
//!
//! A string is plain when it reads back as that string and has no indicator, edge space,
//! line break or character outside printable ASCII; else single-quoted when it is printable
//! ASCII and line breaks, with no space next to a break; else double-quoted, every other
//! character escaped. Outside a simple key, text goes on to a new line at a lone space once
//! the line has passed column 80 (a double-quoted scalar also after an escape, ending the
//! line with `\`), so the folded text reads back unchanged.

use super::emit::{Place, Spelling, document, escape, float_text, is_block, stamp_reads_back};
use super::resolve::{STR, resolve_plain};
use super::value::Value;

/// The column past which a scalar is folded at its next chance.
const WIDTH: usize = 80;

/// A simple key's tag shorthand and text together must be shorter than this.
const SIMPLE_KEY_LIMIT: usize = 128;

/// The characters that end a line inside a scalar.
fn line_break(ch: char) -> bool {
    matches!(ch, '\n' | '\u{85}' | '\u{2028}' | '\u{2029}')
}

fn ascii_printable(ch: char) -> bool {
    matches!(ch, ' '..='~')
}

/// Whether `text` is a plain scalar that reads back as the same string.
fn plain(text: &str) -> bool {
    let chars: Vec<char> = text.chars().collect();
    let (Some(&first), Some(&last)) = (chars.first(), chars.last()) else {
        return false;
    };
    let spaced_after = |at: usize| chars.get(at + 1).is_none_or(|&next| next == ' ');
    let indicator_first =
        "#,[]{}&*!|>'\"%@`".contains(first) || ("?:-".contains(first) && spaced_after(0));
    let indicator_inside =
        chars.iter().enumerate().skip(1).any(|(at, &ch)| {
            (ch == ':' && spaced_after(at)) || (ch == '#' && chars[at - 1] == ' ')
        });
    chars.iter().all(|&ch| ascii_printable(ch))
        && first != ' '
        && last != ' '
        && !indicator_first
        && !indicator_inside
        && !text.starts_with("---")
        && !text.starts_with("...")
        && resolve_plain(text) == STR
}

/// Whether `text` can be single-quoted: printable ASCII and `\n`, no space beside a break.
fn single_quotable(text: &str) -> bool {
    text.chars().all(|ch| ch == '\n' || ascii_printable(ch))
        && !text.contains(" \n")
        && !text.contains("\n ")
}

/// A scalar's text as it is written, keeping the column it has reached.
struct Folder {
    out: String,
    column: usize,
    indent: usize,
}

impl Folder {
    fn new(place: Place) -> Self {
        Self {
            out: String::new(),
            column: place.column,
            indent: place.indent,
        }
    }

    fn push(&mut self, text: &str) {
        self.out.push_str(text);
        self.column += text.len();
    }

    /// Ends the line with `breaks` line breaks and starts the next at the indent.
    fn new_line(&mut self, breaks: usize) {
        self.out.extend(std::iter::repeat_n('\n', breaks));
        self.out.extend(std::iter::repeat_n(' ', self.indent));
        self.column = self.indent;
    }

    fn past_width(&self) -> bool {
        self.column > WIDTH
    }
}

/// Whether the space at `at` stands alone between two other characters.
fn lone_space(chars: &[char], at: usize) -> bool {
    at > 0
        && chars[at] == ' '
        && chars[at - 1] != ' '
        && chars.get(at + 1).is_some_and(|&next| next != ' ')
}

fn write_plain(text: &str, place: Place) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut folder = Folder::new(place);
    for (at, &ch) in chars.iter().enumerate() {
        if place.fold && lone_space(&chars, at) && folder.past_width() {
            folder.new_line(1);
        } else {
            folder.push(ch.encode_utf8(&mut [0; 4]));
        }
    }
    folder.out
}

fn write_single_quoted(text: &str, place: Place) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut folder = Folder::new(place);
    folder.push("'");
    let mut at = 0;
    while let Some(&ch) = chars.get(at) {
        if ch == '\n' {
            let run = chars[at..].iter().take_while(|&&c| c == '\n').count();
            folder.new_line(run + 1);
            at += run;
            continue;
        }
        if place.fold && lone_space(&chars, at) && folder.past_width() {
            folder.new_line(1);
        } else if ch == '\'' {
            folder.push("''");
        } else {
            folder.push(ch.encode_utf8(&mut [0; 4]));
        }
        at += 1;
    }
    folder.push("'");
    folder.out
}

fn write_double_quoted(text: &str, place: Place) -> String {
    let chars: Vec<char> = text.chars().collect();
    let mut folder = Folder::new(place);
    folder.push("\"");
    // Breaks may fall anywhere but before the first or after the last character; a space
    // that starts a continuation line is kept by a `\` before it.
    let foldable = |at: usize| place.fold && at > 0 && at + 1 < chars.len();
    let fold = |folder: &mut Folder, next: Option<&char>| {
        folder.push("\\");
        folder.new_line(1);
        if next == Some(&' ') {
            folder.push("\\");
        }
    };
    let mut after_escape = false;
    for (at, &ch) in chars.iter().enumerate() {
        if ascii_printable(ch) && ch != '"' && ch != '\\' {
            if foldable(at) && (ch == ' ' || after_escape) && folder.past_width() {
                fold(&mut folder, Some(&ch));
            }
            folder.push(ch.encode_utf8(&mut [0; 4]));
            after_escape = false;
        } else {
            folder.push(&escape(ch));
            if foldable(at) && folder.column > WIDTH + 1 {
                fold(&mut folder, chars.get(at + 1));
            }
            after_escape = true;
        }
    }
    folder.push("\"");
    folder.out
}

/// The text a key is analysed as and the length of the tag shorthand PyYAML counts with it.
fn key_text(key: &Value) -> Option<(String, usize)> {
    Some(match key {
        Value::Null => ("null".to_string(), "!!null".len()),
        Value::Bool(b) => (b.to_string(), "!!bool".len()),
        Value::Int(i) => (i.to_string(), "!!int".len()),
        Value::BigInt(digits) => (digits.clone(), "!!int".len()),
        Value::Float(f) => (float_text(*f), "!!float".len()),
        Value::Str(s) => (s.clone(), "!!str".len()),
        Value::Stamp(s) if stamp_reads_back(s) => (s.clone(), "!!timestamp".len()),
        Value::Stamp(s) => (s.clone(), "!!str".len()),
        Value::Seq(_) | Value::Map(_) => return None,
    })
}

/// PyYAML's default spelling: ASCII only, scalars folded past column 80.
struct Defaults;

impl Spelling for Defaults {
    fn string(&self, text: &str, place: Place) -> String {
        if plain(text) {
            write_plain(text, place)
        } else if single_quotable(text) {
            write_single_quoted(text, place)
        } else {
            write_double_quoted(text, place)
        }
    }

    /// Empty and multi-line scalars, and long ones, cannot be simple keys.
    fn explicit_key(&self, key: &Value, _spelled: &str) -> bool {
        match key_text(key) {
            Some((text, tag)) => {
                text.is_empty()
                    || text.chars().any(line_break)
                    || tag + text.chars().count() >= SIMPLE_KEY_LIMIT
            }
            None => is_block(key),
        }
    }

    fn compact_after_explicit_key(&self) -> bool {
        true
    }
}

/// The value as `yaml.safe_dump(value, sort_keys=False, default_flow_style=False)` writes it.
pub fn to_yaml_default(value: &Value) -> String {
    document(&Defaults, value)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{Mapping, parse};

    fn seq(items: &[&str]) -> Value {
        Value::Seq(items.iter().copied().map(Value::str).collect())
    }

    #[test]
    fn plain_scalars_fold_at_a_lone_space_past_column_80() {
        let value = Value::str_map(vec![
            ("k", Value::str(["word"; 20].join(" "))),
            ("two", Value::str(format!("{}  x y", "w".repeat(76)))),
            ("s", seq(&[&format!("{}b", "a ".repeat(45))])),
        ]);
        assert_eq!(
            to_yaml_default(&value),
            "k: word word word word word word word word word word word word word word word word\n  \
             word word word word\ntwo: wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww  x\n  \
             y\ns:\n- a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a a\n  \
             a a a a a b\n"
        );
    }

    #[test]
    fn single_quoted_scalars_fold_and_double_their_line_breaks() {
        let long = format!("yes {}'q'", "w ".repeat(40));
        let value = seq(&[&long, "a\nb", "a\n\n\nb\n", "\nx"]);
        assert_eq!(
            to_yaml_default(&value),
            "- yes w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w\n  \
             w w 'q'\n- 'a\n\n  b'\n- 'a\n\n\n\n  b\n\n  '\n- '\n\n  x'\n"
        );
        assert_eq!(
            to_yaml_default(&Value::str("w ".repeat(50))),
            "'w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w w\n  \
             w w w w w w w w w '\n"
        );
    }

    #[test]
    fn non_ascii_and_control_characters_are_escaped() {
        let value = seq(&["caf\u{e9} \u{6771} \u{1D518} \u{a0} \u{feff} \u{85} \t\0\u{7f}\"\\"]);
        assert_eq!(
            to_yaml_default(&value),
            "- \"caf\\xE9 \\u6771 \\U0001D518 \\_ \\uFEFF \\N \\t\\0\\x7F\\\"\\\\\"\n"
        );
    }

    #[test]
    fn double_quoted_scalars_fold_with_backslash_continuations() {
        let escapes = format!("{} {}", "\u{e9}".repeat(30), "\u{e9}".repeat(10));
        let spaced = format!("{}\u{e9} end", format!("{} ", "x".repeat(10)).repeat(8));
        let after_escape = format!("{}\t bcd", "a".repeat(77));
        let value = seq(&[&escapes, &spaced, &after_escape]);
        assert_eq!(
            to_yaml_default(&value),
            format!(
                "- \"{}\\\n  {} {}\"\n- \"{}\\\n  \\ \\xE9 end\"\n- \"{}\\t\\\n  \\ bcd\"\n",
                "\\xE9".repeat(20),
                "\\xE9".repeat(10),
                "\\xE9".repeat(10),
                vec!["x".repeat(10); 8].join(" "),
                "a".repeat(77),
            )
        );
    }

    #[test]
    fn strings_that_would_read_as_something_else_are_quoted() {
        let strings = [
            "yes",
            "null",
            "",
            "1e-05",
            "1.0",
            "- x",
            "-x",
            ":x",
            "?x",
            "? x",
            "a: b",
            "a:b",
            "a #b",
            "a#b",
            "--- x",
            "...",
            "#x",
            "12:30",
            "2026-01-02",
            " lead",
            "trail ",
        ];
        assert_eq!(
            to_yaml_default(&seq(&strings)),
            "- 'yes'\n- 'null'\n- ''\n- 1e-05\n- '1.0'\n- '- x'\n- -x\n- :x\n- ?x\n- '? x'\n\
             - 'a: b'\n- a:b\n- 'a #b'\n- a#b\n- '--- x'\n- '...'\n- '#x'\n- '12:30'\n\
             - '2026-01-02'\n- ' lead'\n- 'trail '\n"
        );
    }

    #[test]
    fn long_empty_and_multi_line_keys_take_the_explicit_form_and_simple_keys_never_fold() {
        let simple = "k".repeat(122);
        let long = "k".repeat(123);
        let spaced = ["w"; 60].join(" ");
        let value = Value::str_map(vec![
            (simple.as_str(), Value::Int(1)),
            (long.as_str(), Value::Int(2)),
            ("", Value::Int(3)),
            ("a\nb", Value::Int(4)),
            (spaced.as_str(), Value::Int(5)),
        ]);
        assert_eq!(
            to_yaml_default(&value),
            format!("{simple}: 1\n? {long}\n: 2\n? ''\n: 3\n? 'a\n\n  b'\n: 4\n{spaced}: 5\n")
        );
    }

    #[test]
    fn a_collection_after_an_explicit_key_starts_on_the_colon_line() {
        let value = Value::str_map(vec![
            (
                &"k".repeat(130),
                Value::str_map(vec![
                    ("a", Value::Int(1)),
                    ("b", Value::Seq(vec![Value::Int(1), Value::Int(2)])),
                ]),
            ),
            (
                &"j".repeat(130),
                Value::Seq(vec![Value::str_map(vec![("x", Value::Int(1))])]),
            ),
            (&"i".repeat(130), Value::Seq(Vec::new())),
        ]);
        assert_eq!(
            to_yaml_default(&value),
            format!(
                "? {}\n: a: 1\n  b:\n  - 1\n  - 2\n? {}\n: - x: 1\n? {}\n: []\n",
                "k".repeat(130),
                "j".repeat(130),
                "i".repeat(130)
            )
        );
    }

    #[test]
    fn numbers_null_bools_and_empty_collections() {
        let value = Value::Seq(vec![
            Value::Float(1e-07),
            Value::Float(1e16),
            Value::Float(-0.0),
            Value::Float(f64::INFINITY),
            Value::Float(f64::NAN),
            Value::BigInt("1000000000000000000000000000000".into()),
            Value::Int(-5),
            Value::Bool(true),
            Value::Bool(false),
            Value::Null,
            Value::Map(Mapping::new()),
            Value::Seq(Vec::new()),
        ]);
        assert_eq!(
            to_yaml_default(&value),
            "- 1.0e-07\n- 1.0e+16\n- -0.0\n- .inf\n- .nan\n- 1000000000000000000000000000000\n\
             - -5\n- true\n- false\n- null\n- {}\n- []\n"
        );
    }

    #[test]
    fn only_a_plain_top_level_scalar_ends_the_document() {
        assert_eq!(to_yaml_default(&Value::str("x")), "x\n...\n");
        assert_eq!(to_yaml_default(&Value::str("yes")), "'yes'\n");
    }

    #[test]
    fn folded_text_reads_back_unchanged() {
        let strings = [
            ["word"; 40].join(" "),
            format!("{}\u{e9} {}", "x ".repeat(45), "y ".repeat(30)),
            format!("it's {}\n\nnext", "q ".repeat(50)),
            format!("{}\t  {}", "a".repeat(79), "b ".repeat(40)),
            " ".repeat(100),
        ];
        for text in strings {
            let value = Value::str_map(vec![("key", Value::str(text.clone()))]);
            let written = to_yaml_default(&value);
            assert_eq!(
                parse(&written).as_ref(),
                Ok(&value),
                "written as:\n{written}"
            );
        }
    }
}

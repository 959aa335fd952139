//! Text cut into pages at line boundaries (a line wider than a page at a character
//! boundary), measured as the client receives it; the pages join back to the text exactly.
//! A resource's pages are cut once per text and kept with it (`TextPages`); a Markdown
//! reply's pages each end, but the last, in the marker carrying the next cursor.

use std::ops::Range;
use std::sync::Arc;

use super::{Call, PAGE_CHARS, Position, markdown_marker};
use dbprint_base::budget::Footprint;
use dbprint_print::fault::{self, Fault};

/// A text and where its pages begin and end, cut once: a page read is a slice.
#[derive(Debug, Clone)]
pub struct TextPages {
    text: Arc<str>,
    bounds: Vec<Range<usize>>,
}

impl TextPages {
    /// `text` cut into pages of at most `bound` by `width`.
    pub fn cut(text: Arc<str>, bound: usize, width: impl Fn(&str) -> usize) -> Self {
        let base = text.as_ptr() as usize;
        let bounds = line_pages(&text, bound, width)
            .into_iter()
            .map(|page| {
                let start = page.as_ptr() as usize - base;
                start..start + page.len()
            })
            .collect();
        TextPages { text, bounds }
    }

    /// How many pages there are (at least one).
    pub fn count(&self) -> usize {
        self.bounds.len()
    }

    /// Page `number`, counted from 1.
    pub fn page(&self, number: usize) -> Option<&str> {
        let range = self.bounds.get(number.checked_sub(1)?)?;
        self.text.get(range.clone())
    }
}

/// Python's `str.splitlines(keepends=True)`: every line with its own terminator.
pub fn splitlines(text: &str) -> Vec<&str> {
    let mut lines = Vec::new();
    let mut start = 0;
    let mut chars = text.char_indices().peekable();
    while let Some((i, c)) = chars.next() {
        let end = match c {
            '\r' => match chars.peek() {
                Some((j, '\n')) => {
                    let after = j + 1;
                    chars.next();
                    after
                }
                _ => i + 1,
            },
            '\n' | '\u{0b}' | '\u{0c}' | '\u{1c}' | '\u{1d}' | '\u{1e}' | '\u{85}' | '\u{2028}'
            | '\u{2029}' => i + c.len_utf8(),
            _ => continue,
        };
        lines.push(&text[start..end]);
        start = end;
    }
    if start < text.len() {
        lines.push(&text[start..]);
    }
    lines
}

/// `text` in pages of at most `bound` by `width` (a width that adds up over characters);
/// concatenated, the pages are `text`. Each page is a slice of `text`: only the page a caller
/// keeps is ever copied. A line is measured once, each cut off piece as it is cut.
pub fn line_pages(text: &str, bound: usize, width: impl Fn(&str) -> usize) -> Vec<&str> {
    let mut pages = Vec::new();
    let mut start = 0;
    let mut end = 0;
    let mut current_width = 0;
    for mut line in splitlines(text) {
        let mut w = width(line);
        while w > bound {
            if end > start {
                pages.push(&text[start..end]);
                start = end;
                current_width = 0;
            }
            let (cut, cut_width) = widest_prefix(line, bound, &width);
            end += cut;
            pages.push(&text[start..end]);
            start = end;
            line = &line[cut..];
            w -= cut_width;
        }
        if end > start && current_width + w > bound {
            pages.push(&text[start..end]);
            start = end;
            current_width = 0;
        }
        end += line.len();
        current_width += w;
    }
    if end > start || pages.is_empty() {
        pages.push(&text[start..end]);
    }
    pages
}

/// Byte length and width of the longest prefix of `text` within `bound`, at least one
/// character.
fn widest_prefix(text: &str, bound: usize, width: &impl Fn(&str) -> usize) -> (usize, usize) {
    let mut total = 0;
    for (index, c) in text.char_indices() {
        let one = width(&text[index..index + c.len_utf8()]);
        if total + one > bound {
            return if index == 0 {
                (c.len_utf8(), one)
            } else {
                (index, total)
            };
        }
        total += one;
    }
    (text.len(), total)
}

/// Page `cursor` names of a Markdown reply; every page but the last ends in the marker
/// carrying the next cursor, and a page with its marker stays within the bound.
pub fn document_page(call: &Call, text: &str, cursor: Option<&str>) -> Result<String, Fault> {
    let marker = markdown_marker;
    let reserve = marker(&call.cursor(Position::default())).chars().count();
    let pages = line_pages(text, PAGE_CHARS - reserve, |s| s.chars().count());
    let index = call.position(cursor)?.item;
    if index >= pages.len() || (cursor.is_some() && index == 0) {
        return Err(fault::foreign_cursor(call.tool()));
    }
    let mut page = pages[index].to_string();
    if index + 1 < pages.len() {
        page.push_str(&marker(&call.cursor(Position {
            item: index + 1,
            part: 0,
        })));
    }
    Ok(page)
}

impl Footprint for TextPages {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
            + dbprint_base::budget::heap(self.text.len())
            + dbprint_base::budget::heap(
                self.bounds.capacity() * std::mem::size_of::<Range<usize>>(),
            )
    }
}
#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn splitlines_keeps_every_terminator() {
        assert_eq!(
            splitlines("a\nb\r\nc\rd\u{2028}e"),
            ["a\n", "b\r\n", "c\r", "d\u{2028}", "e"]
        );
        assert!(splitlines("").is_empty());
    }

    #[test]
    fn pages_break_at_lines_and_join_back_spec_3_4() {
        let text = "aaaa\nbbbb\ncccc\n";
        let pages = line_pages(text, 10, str::len);
        assert_eq!(pages, ["aaaa\nbbbb\n", "cccc\n"]);
        assert_eq!(pages.concat(), text);
    }

    #[test]
    fn a_line_longer_than_a_page_breaks_at_characters_spec_3_4() {
        let text = format!("{}\nz", "é".repeat(25));
        let pages = line_pages(&text, 10, |s| s.chars().count());
        assert!(pages.iter().all(|p| p.chars().count() <= 10));
        assert_eq!(pages.concat(), text);
    }

    #[test]
    fn document_pages_end_in_the_marker_and_join_back() {
        let call = Call::new("get_reference", "{}", String::new());
        let text: String = (0..3000)
            .map(|i| format!("line {i:05} of the document\n"))
            .collect();
        let mut joined = String::new();
        let mut cursor: Option<String> = None;
        loop {
            let page = document_page(&call, &text, cursor.as_deref()).unwrap();
            assert!(page.chars().count() <= PAGE_CHARS);
            match page.rsplit_once("\n<!-- next_cursor: ") {
                Some((body, tail)) => {
                    joined.push_str(body);
                    cursor = Some(tail.trim_end_matches(" -->").to_string());
                }
                None => {
                    joined.push_str(&page);
                    break;
                }
            }
        }
        assert_eq!(joined, text);
    }

    #[test]
    fn kept_page_bounds_slice_the_same_pages_spec_3_4() {
        let text = "aaaa\nbbbb\ncccc\n";
        let pages = TextPages::cut(Arc::from(text), 10, str::len);
        assert_eq!(pages.count(), 2);
        assert_eq!(pages.page(1), Some("aaaa\nbbbb\n"));
        assert_eq!(pages.page(2), Some("cccc\n"));
        assert_eq!((pages.page(0), pages.page(3)), (None, None));
    }

    #[test]
    fn empty_text_is_one_empty_page() {
        assert_eq!(line_pages("", 10, str::len), [""]);
    }
}

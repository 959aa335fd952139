//! A Markdown reply made of sections and paged with a legend per page (§4.1): sections are
//! joined by a blank line, a page holds whole sections while the next still fits and
//! continues a longer one at a line boundary (a line wider than a page at a character);
//! each page's legend defines only the terms of the lines it holds, placed after the first
//! section on the first page and at the top of every later one, and every page but the last
//! ends in the cursor marker. Pages leave room for the whole reply's legend, so a page with
//! its own always fits.

use std::ops::Range;

use super::{Call, PAGE_CHARS, Position, line_pages, markdown_marker};
use dbprint_print::fault::{self, Fault};

/// One section's text and, per line, the legend terms that line prints.
pub struct Block {
    pub text: String,
    pub terms: Vec<Vec<&'static str>>,
}

/// The legend block defining exactly the given terms (sorted, each once), if any.
pub type Legend<'a> = dyn Fn(&[&'static str]) -> Option<String> + 'a;

fn chars(text: &str) -> usize {
    text.chars().count()
}

/// A Markdown reply cut into its pages once: the document (its sections joined by blank
/// lines), where each page begins and ends, and the terms each page's lines print. A page read
/// is a slice and a legend; kept by the caller, a walk over a long document costs each page
/// what it holds, never a new cut of the whole.
#[derive(Debug)]
pub struct LegendPages {
    text: String,
    /// Each page's bytes of `text`.
    pages: Vec<Range<usize>>,
    /// Each page's legend terms, sorted, once each.
    terms: Vec<Vec<&'static str>>,
    /// Every term the document prints, sorted, once each.
    all: Vec<&'static str>,
    /// Where the first section ends in `text` (bytes), no further than the first page.
    head: usize,
    /// Where the first section ends in `text` (bytes).
    first: usize,
    /// How many sections there are.
    sections: usize,
    /// The width of the cursor marker the pages leave room for.
    marker: usize,
}

/// Each piece (a section and the blank line after it, but the last) as a range of the joined
/// text, and the text.
fn joined(blocks: &[Block]) -> (String, Vec<Range<usize>>) {
    let last = blocks.len().saturating_sub(1);
    let mut text = String::new();
    let mut pieces = Vec::with_capacity(blocks.len());
    for (index, block) in blocks.iter().enumerate() {
        let start = text.len();
        text.push_str(&block.text);
        if index < last {
            text.push_str("\n\n");
        }
        pieces.push(start..text.len());
    }
    (text, pieces)
}

/// The document's pages: pieces packed while they fit, a piece that does not cut at line
/// boundaries; each a range of `text`, with its range in characters.
fn document_pages(text: &str, pieces: &[Range<usize>], bound: usize) -> Vec<Range<usize>> {
    let mut pages = Vec::new();
    let (mut start, mut end, mut current_chars) = (0usize, 0usize, 0usize);
    for piece in pieces {
        let piece_text = &text[piece.clone()];
        let piece_chars = chars(piece_text);
        if current_chars + piece_chars <= bound {
            end = piece.end;
            current_chars += piece_chars;
            continue;
        }
        if end > start {
            pages.push(start..end);
        }
        let mut lines = line_pages(piece_text, bound, chars);
        let tail = lines.pop().unwrap_or_default();
        let base = piece_text.as_ptr() as usize;
        for line in lines {
            let from = piece.start + (line.as_ptr() as usize - base);
            pages.push(from..from + line.len());
        }
        start = piece.start + (tail.as_ptr() as usize - base);
        end = start + tail.len();
        current_chars = chars(tail);
    }
    if end > start || pages.is_empty() {
        pages.push(start..end);
    }
    pages
}

/// The terms of every line each page's characters touch, sorted, once each: one pass over
/// the lines beside one over the pages.
fn page_terms(blocks: &[Block], text: &str, pages: &[Range<usize>]) -> Vec<Vec<&'static str>> {
    let mut spans = Vec::with_capacity(pages.len());
    let mut at = 0usize;
    for page in pages {
        let width = chars(&text[page.clone()]);
        spans.push((at, at + width));
        at += width;
    }
    let mut found: Vec<Vec<&'static str>> = vec![Vec::new(); pages.len()];
    let mut first = 0usize;
    let mut offset = 0usize;
    for block in blocks {
        for (number, line) in block.text.split('\n').enumerate() {
            let width = chars(line);
            while first < spans.len() && spans[first].1 <= offset {
                first += 1;
            }
            let terms = block.terms.get(number).into_iter().flatten();
            for (n, &(start, end)) in spans.iter().enumerate().skip(first) {
                if start >= offset + width {
                    break;
                }
                if offset < end && offset + width > start {
                    found[n].extend(terms.clone());
                }
            }
            offset += width + 1;
        }
        offset += 1;
    }
    for terms in &mut found {
        terms.sort_unstable();
        terms.dedup();
    }
    found
}

/// Every term the document's lines print, sorted, once each.
fn all_terms(blocks: &[Block]) -> Vec<&'static str> {
    let mut all: Vec<&'static str> = blocks
        .iter()
        .flat_map(|b| b.terms.iter().flatten().copied())
        .collect();
    all.sort_unstable();
    all.dedup();
    all
}

/// Byte offset of the `n`th character of `text` (its length past the end).
fn byte_at(text: &str, n: usize) -> usize {
    text.char_indices().nth(n).map_or(text.len(), |(i, _)| i)
}

/// The width of the marker `call`'s pages end in.
pub fn marker_width(call: &Call) -> usize {
    chars(&markdown_marker(&call.cursor(Position::default())))
}

impl LegendPages {
    /// `blocks` cut into pages that leave room for a marker `marker` characters wide and for
    /// the whole reply's legend, so a page with its own always fits.
    pub fn cut(blocks: &[Block], legend: &Legend, marker: usize) -> Self {
        let all = all_terms(blocks);
        let reserve = legend(&all).map_or(0, |l| chars(&l) + 2);
        let bound = PAGE_CHARS.saturating_sub(marker + reserve).max(1);
        let (text, pieces) = joined(blocks);
        let pages = document_pages(&text, &pieces, bound);
        let terms = page_terms(blocks, &text, &pages);
        let first = blocks.first().map_or(0, |b| b.text.len());
        let head = pages.first().map_or(0, |page| {
            let first_chars = blocks.first().map_or(0, |b| chars(&b.text));
            page.start + byte_at(&text[page.clone()], first_chars)
        });
        LegendPages {
            text,
            pages,
            terms,
            all,
            head,
            first,
            sections: blocks.len(),
            marker,
        }
    }

    /// The marker width the pages leave room for.
    pub fn marker(&self) -> usize {
        self.marker
    }

    /// The page `cursor` names.
    pub fn page(
        &self,
        call: &Call,
        cursor: Option<&str>,
        legend: &Legend,
    ) -> Result<String, Fault> {
        let index = call.position(cursor)?.item;
        if index >= self.pages.len() || (cursor.is_some() && index == 0) {
            return Err(fault::foreign_cursor(call.tool()));
        }
        let range = self.pages[index].clone();
        let page = &self.text[range.clone()];
        let mut text = match legend(&self.terms[index]) {
            Some(block) if index == 0 => {
                let head = self.head - range.start;
                format!("{}\n\n{block}{}", &page[..head], &page[head..])
            }
            Some(block) => format!("{block}\n\n{page}"),
            None => page.to_string(),
        };
        if index + 1 < self.pages.len() {
            text.push_str(&markdown_marker(&call.cursor(Position {
                item: index + 1,
                part: 0,
            })));
        }
        Ok(text)
    }

    /// The whole document, unpaged (what the command line prints): every section, and after
    /// the first the legend of every term its lines print.
    pub fn whole(&self, legend: &Legend) -> String {
        match (legend(&self.all), self.sections) {
            (None, _) => self.text.clone(),
            (Some(block), 0) => block,
            (Some(block), 1) => format!("{}\n\n{block}", self.text),
            (Some(block), _) => format!(
                "{}\n\n{block}{}",
                &self.text[..self.first],
                &self.text[self.first..]
            ),
        }
    }

    /// What holding it costs.
    pub fn bytes(&self) -> usize {
        let terms: usize = self.terms.iter().map(|t| 24 + t.len() * 16).sum();
        self.text.len() + self.pages.len() * 16 + terms + self.all.len() * 16
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The page `cursor` names.
    fn legend_page(
        call: &Call,
        blocks: &[Block],
        cursor: Option<&str>,
        legend: &Legend,
    ) -> Result<String, Fault> {
        LegendPages::cut(blocks, legend, marker_width(call)).page(call, cursor, legend)
    }

    /// The whole document, unpaged (what the command line prints): every section, and after the
    /// first the legend of every term its lines print.
    fn legend_whole(blocks: &[Block], legend: &Legend) -> String {
        let terms = all_terms(blocks);
        let mut pieces: Vec<&str> = blocks.iter().map(|b| b.text.as_str()).collect();
        let defined = legend(&terms);
        if let Some(block) = &defined {
            pieces.insert(pieces.len().min(1), block);
        }
        pieces.join("\n\n")
    }

    fn block(lines: &[(&str, &[&'static str])]) -> Block {
        Block {
            text: lines.iter().map(|(l, _)| *l).collect::<Vec<_>>().join("\n"),
            terms: lines.iter().map(|(_, t)| t.to_vec()).collect(),
        }
    }

    fn legend(terms: &[&'static str]) -> Option<String> {
        (!terms.is_empty()).then(|| {
            let lines: Vec<String> = terms.iter().map(|t| format!("- {t}: defined")).collect();
            format!("## Terms\n\n{}", lines.join("\n"))
        })
    }

    fn walk(blocks: &[Block]) -> Vec<String> {
        let call = Call::new("get_table_context", "{}", "0123456789abcdef".to_string());
        let mut pages = Vec::new();
        let mut cursor: Option<String> = None;
        loop {
            let page = legend_page(&call, blocks, cursor.as_deref(), &legend).unwrap();
            assert!(chars(&page) <= PAGE_CHARS, "a page over the bound");
            let next = page
                .rsplit_once("\n<!-- next_cursor: ")
                .map(|(_, tail)| tail.trim_end_matches(" -->").to_string());
            pages.push(page);
            match next {
                Some(c) => cursor = Some(c),
                None => return pages,
            }
        }
    }

    #[test]
    fn the_whole_document_cut_once_is_the_one_joined_from_its_sections() {
        let samples: Vec<Vec<Block>> = vec![
            vec![],
            vec![block(&[("", &[])])],
            vec![block(&[("# s.t", &["long_tail"])])],
            vec![
                block(&[("# s.t", &[])]),
                block(&[("x", &["long_tail"]), ("y", &[])]),
            ],
            vec![
                block(&[("# a", &[])]),
                block(&[("b", &[])]),
                block(&[("c", &[])]),
            ],
        ];
        for blocks in samples {
            let cut = LegendPages::cut(&blocks, &legend, 60);
            assert_eq!(cut.whole(&legend), legend_whole(&blocks, &legend));
        }
    }

    #[test]
    fn a_short_reply_is_one_page_with_its_legend_after_the_identity_spec_4_1() {
        let blocks = [
            block(&[("# s.t", &[]), ("Rows: 3", &[])]),
            block(&[
                ("## Column values", &[]),
                ("| a | 'x' (3) | long tail |", &["long_tail"]),
            ]),
        ];
        assert_eq!(
            walk(&blocks),
            [
                "# s.t\nRows: 3\n\n## Terms\n\n- long_tail: defined\n\n## Column values\n| a | 'x' (3) | long tail |"
            ]
        );
    }

    #[test]
    fn each_page_defines_only_its_own_terms_and_the_pages_join_back_spec_4_1() {
        let mut rows: Vec<(String, &'static [&'static str])> = Vec::new();
        for i in 0..3000 {
            let terms: &'static [&'static str] = if i < 1500 { &["early"] } else { &["late"] };
            rows.push((format!("| column_{i:05} | 'value' (1) |"), terms));
        }
        let lines: Vec<(&str, &[&'static str])> =
            rows.iter().map(|(l, t)| (l.as_str(), *t)).collect();
        let blocks = [block(&[("# s.wide", &[])]), block(&lines)];
        let pages = walk(&blocks);
        assert!(pages.len() > 2);
        assert!(
            pages[0].starts_with("# s.wide\n\n\n<!-- next_cursor: "),
            "{}",
            pages[0]
        );
        assert!(pages[1].starts_with("## Terms\n\n- early: defined\n\n| column_00000"));
        assert!(!pages[1].contains("- late:"));
        let last = pages.last().unwrap();
        assert!(last.starts_with("## Terms\n\n- late: defined\n\n"));
        let without_legend = |page: &str| -> String {
            let body = page
                .rsplit_once("\n<!-- next_cursor: ")
                .map_or(page, |(b, _)| b);
            match body.split_once("## Terms\n\n") {
                None => body.to_string(),
                Some((before, after)) => {
                    let rest = after.split_once("\n\n").map_or("", |(_, rest)| rest);
                    format!("{before}{rest}")
                }
            }
        };
        let joined: String = pages.iter().map(|p| without_legend(p)).collect();
        let whole = format!("{}\n\n{}", blocks[0].text, blocks[1].text);
        assert_eq!(joined, whole);
    }
}

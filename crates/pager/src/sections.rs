//! A Markdown reply made of sections and paged with a legend per page (§4.1): sections are
//! joined by a blank line, a page holds whole sections while the next still fits and
//! continues a longer one at a line boundary (a line wider than a page at a character);
//! each page's legend defines only the terms of the lines it holds, placed after the first
//! section on the first page and at the top of every later one, and every page but the last
//! ends in the cursor marker. Pages leave room for the whole reply's legend, so a page with
//! its own always fits.

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

/// The document's pages: pieces (each section and its separator) packed while they fit,
/// a piece that does not cut at line boundaries.
fn document_pages(blocks: &[Block], bound: usize) -> Vec<String> {
    let last = blocks.len().saturating_sub(1);
    let mut pages = Vec::new();
    let mut current = String::new();
    let mut current_chars = 0;
    for (index, block) in blocks.iter().enumerate() {
        let piece = if index < last {
            format!("{}\n\n", block.text)
        } else {
            block.text.clone()
        };
        let piece_chars = chars(&piece);
        if current_chars + piece_chars <= bound {
            current.push_str(&piece);
            current_chars += piece_chars;
            continue;
        }
        if !current.is_empty() {
            pages.push(std::mem::take(&mut current));
        }
        let mut lines: Vec<String> = line_pages(&piece, bound, chars)
            .into_iter()
            .map(str::to_string)
            .collect();
        current = lines.pop().unwrap_or_default();
        current_chars = chars(&current);
        pages.extend(lines);
    }
    if !current.is_empty() || pages.is_empty() {
        pages.push(current);
    }
    pages
}

/// The terms of every line the document's characters `start..end` touch, sorted, once each.
fn terms_between(blocks: &[Block], start: usize, end: usize) -> Vec<&'static str> {
    let mut found: Vec<&'static str> = Vec::new();
    let mut offset = 0;
    for block in blocks {
        for (number, line) in block.text.split('\n').enumerate() {
            let width = chars(line);
            if offset < end && offset + width > start {
                found.extend(block.terms.get(number).into_iter().flatten());
            }
            offset += width + 1;
        }
        offset += 1;
    }
    found.sort_unstable();
    found.dedup();
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

/// The page `cursor` names.
pub fn legend_page(
    call: &Call,
    blocks: &[Block],
    cursor: Option<&str>,
    legend: &Legend,
) -> Result<String, Fault> {
    let everything = all_terms(blocks);
    let reserve = legend(&everything).map_or(0, |l| chars(&l) + 2);
    let marker = chars(&markdown_marker(&call.cursor(Position::default())));
    let bound = PAGE_CHARS.saturating_sub(marker + reserve).max(1);
    let pages = document_pages(blocks, bound);
    let index = call.position(cursor)?.item;
    if index >= pages.len() || (cursor.is_some() && index == 0) {
        return Err(fault::foreign_cursor(call.tool()));
    }
    let start: usize = pages[..index].iter().map(|p| chars(p)).sum();
    let page = &pages[index];
    let terms = terms_between(blocks, start, start + chars(page));
    let mut text = match legend(&terms) {
        Some(block) if index == 0 => {
            let first = blocks.first().map_or(0, |b| chars(&b.text));
            let head = byte_at(page, first);
            format!("{}\n\n{block}{}", &page[..head], &page[head..])
        }
        Some(block) => format!("{block}\n\n{page}"),
        None => page.clone(),
    };
    if index + 1 < pages.len() {
        text.push_str(&markdown_marker(&call.cursor(Position {
            item: index + 1,
            part: 0,
        })));
    }
    Ok(text)
}

/// The whole document, unpaged (what the command line prints): every section, and after the
/// first the legend of every term its lines print.
pub fn legend_whole(blocks: &[Block], legend: &Legend) -> String {
    let terms = all_terms(blocks);
    let mut pieces: Vec<&str> = blocks.iter().map(|b| b.text.as_str()).collect();
    let defined = legend(&terms);
    if let Some(block) = &defined {
        pieces.insert(pieces.len().min(1), block);
    }
    pieces.join("\n\n")
}

#[cfg(test)]
mod tests {
    use super::*;

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

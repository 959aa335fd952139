//! Cursor decoding: arbitrary text offered as a cursor is refused with the §8.2 malformed
//! text or, if accepted, names a position whose own cursor decodes back to it; a cursor made
//! for fuzzed positions round-trips, and offered to another call, or over other files, is
//! refused as foreign or stale.
#![no_main]

use dbprint_pager::{Call, Position};
use dbprint_print::store::short_hash;
use libfuzzer_sys::fuzz_target;

const TOOLS: [&str; 4] = [
    "list_tables",
    "search_columns",
    "get_table_context",
    "get_diff",
];

/// How the §8.2 refusals of a cursor from another call, and over changed files, begin.
const FOREIGN: &str = "this cursor was not issued by";
const STALE: &str = "the print changed on disk";

fn word(bytes: &[u8], at: usize) -> usize {
    let mut raw = [0u8; 8];
    for (slot, byte) in raw.iter_mut().zip(bytes.iter().skip(at)) {
        *slot = *byte;
    }
    usize::from_le_bytes(raw)
}

fn offered_text(call: &Call, text: &str) {
    match call.position(Some(text)) {
        Ok(position) => {
            let again = call.cursor(position);
            assert_eq!(call.position(Some(&again)).ok(), Some(position));
        }
        Err(fault) => assert!(
            fault.detail.starts_with("cursor ")
                || fault.detail.starts_with(FOREIGN)
                || fault.detail.starts_with(STALE),
            "unexpected refusal: {}",
            fault.detail
        ),
    }
}

fn made_cursor(data: &[u8]) {
    let tool = TOOLS[usize::from(data.first().copied().unwrap_or(0)) % TOOLS.len()];
    let position = Position {
        item: word(data, 1),
        part: word(data, 9),
    };
    let arguments = String::from_utf8_lossy(data.get(17..).unwrap_or_default()).into_owned();
    let files = short_hash(&arguments);
    let call = Call::new(tool, &arguments, files.clone());
    let cursor = call.cursor(position);
    assert_eq!(call.position(Some(&cursor)).ok(), Some(position));

    let other_tool = TOOLS[(TOOLS.iter().position(|t| *t == tool).unwrap_or(0) + 1) % TOOLS.len()];
    let other_arguments = format!("{arguments} ");
    for (other, refusal) in [
        (Call::new(other_tool, &arguments, files.clone()), FOREIGN),
        (Call::new(tool, &other_arguments, files.clone()), FOREIGN),
        (
            Call::new(tool, &arguments, short_hash(&other_arguments)),
            STALE,
        ),
    ] {
        let refused = other.position(Some(&cursor)).err().map(|f| f.detail);
        assert!(refused.is_some_and(|d| d.starts_with(refusal)));
    }

    let mut cut = cursor.clone();
    cut.pop();
    offered_text(&call, &cut);
}

fuzz_target!(|data: &[u8]| {
    let Some((&mode, rest)) = data.split_first() else {
        return;
    };
    if mode % 2 == 0 {
        made_cursor(rest);
    } else if let Ok(text) = std::str::from_utf8(rest) {
        let call = Call::new("list_tables", "{}", short_hash("files"));
        offered_text(&call, text);
    }
});

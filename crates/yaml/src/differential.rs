//! The fast path held to libyaml: both engines read the same text, and wherever the fast path
//! takes it their events must be the same: each event's kind, and for every node (scalar,
//! collection, alias) its text, anchor, tag, style and mark, which are all the composer and
//! constructor read; and the value built straight from the fast path's events must be the one
//! libyaml's, composed and constructed, give. Run by the differential tests and the fuzz target; the server never
//! calls it.

use super::engine::Events;
use super::events::{Event, Located};
use super::fast;

/// What comparing the engines on one text found.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Agreement {
    /// The fast path declined the text: libyaml alone reads it.
    Declined,
    /// The fast path took the text and read it as libyaml does.
    Agreed,
    /// The fast path took the text and read it otherwise than libyaml: how.
    Differs(String),
}

/// Whether two events are the same as the composer reads them: a node's start is compared
/// with its mark, an end, a document's or the stream's bounds by kind alone.
fn same(fast: &Located, libyaml: &Located) -> bool {
    let node = matches!(
        fast.event,
        Event::Scalar { .. }
            | Event::SequenceStart { .. }
            | Event::MappingStart { .. }
            | Event::Alias { .. }
    );
    fast.event == libyaml.event && (!node || fast.mark == libyaml.mark)
}

/// Compares the fast path's events for `text` with libyaml's.
pub fn fast_path_against_libyaml(text: &str) -> Agreement {
    let Some(events) = fast::events(text) else {
        return Agreement::Declined;
    };
    let mut libyaml = match Events::new(text.as_bytes()) {
        Ok(parser) => parser,
        Err(error) => return Agreement::Differs(format!("libyaml could not start: {error}")),
    };
    for (n, ours) in events.iter().enumerate() {
        let theirs = match libyaml.next() {
            Ok(theirs) => theirs,
            Err(error) => {
                return Agreement::Differs(format!(
                    "event {n}: the fast path reads {ours:?}, libyaml refuses: {error}"
                ));
            }
        };
        if !same(ours, &theirs) {
            return Agreement::Differs(format!(
                "event {n}: the fast path reads {ours:?}, libyaml {theirs:?}"
            ));
        }
    }
    Agreement::Agreed
}

/// Compares the value built straight from the fast path's events for `text` (`direct`)
/// with the one libyaml's events, composed and constructed, give: the same value, or the
/// same refusal in the same words.
pub fn direct_against_composed(text: &str) -> Agreement {
    let Some(direct) = super::direct::value(text) else {
        return Agreement::Declined;
    };
    let composed = super::parse::composed(text);
    let shown = |read: &Result<super::Value, super::error::ParseError>| match read {
        Ok(value) => format!("{value:?}"),
        Err(refusal) => format!("refused: {refusal}"),
    };
    let (ours, theirs) = (shown(&direct), shown(&composed));
    if ours == theirs {
        Agreement::Agreed
    } else {
        Agreement::Differs(format!(
            "built straight: {ours:.300}; composed: {theirs:.300}"
        ))
    }
}

/// How many events the fast path makes of `text`, each let go as it is made, as libyaml's
/// are counted; none where it declines (for the throughput benches).
pub fn fast_path_events(text: &str) -> Option<usize> {
    let mut count = 0;
    fast::read(text, &mut |_| count += 1)?;
    Some(count)
}

/// How many events libyaml makes of `text`, or its refusal (for the throughput benches).
pub fn libyaml_events(text: &str) -> Result<usize, super::error::ParseError> {
    let mut parser = Events::new(text.as_bytes())?;
    let mut count = 0;
    loop {
        count += 1;
        if matches!(parser.next()?.event, Event::StreamEnd) {
            return Ok(count);
        }
    }
}

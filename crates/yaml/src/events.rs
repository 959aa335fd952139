//! The events the composer reads: libyaml's parse events, owned, each with the mark where it
//! starts. Anchors, tags and values are as the engine reported them; nothing is typed here.

use super::error::Mark;

#[derive(Debug, Clone, PartialEq)]
pub(super) enum Event {
    StreamStart,
    StreamEnd,
    DocumentStart,
    DocumentEnd,
    Alias {
        anchor: String,
    },
    /// `plain_implicit` is libyaml's flag: the resolver types this scalar's text (an untagged
    /// plain scalar, or any scalar tagged with the non-specific `!`).
    Scalar {
        anchor: Option<String>,
        tag: Option<String>,
        value: String,
        plain_implicit: bool,
    },
    SequenceStart {
        anchor: Option<String>,
        tag: Option<String>,
    },
    SequenceEnd,
    MappingStart {
        anchor: Option<String>,
        tag: Option<String>,
    },
    MappingEnd,
}

/// One event and the mark of its first character.
#[derive(Debug, Clone)]
pub(super) struct Located {
    pub event: Event,
    pub mark: Mark,
}

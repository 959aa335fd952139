//! libyaml's parser (0.2.5, as `unsafe-libyaml` translates it to Rust) as the source of the
//! composer's events: the engine PyYAML's `CSafeLoader` runs on, so every event, mark and
//! refusal is libyaml's own. Every `unsafe` of the YAML reader is in this module; it owns the
//! parser's memory from initialisation to deletion and hands out only owned events.

use std::mem::MaybeUninit;

use super::error::{Mark, ParseError};
use super::events::{Event, Located};

/// A libyaml parser reading one text; yields events until the stream ends or it refuses.
pub(super) struct Events<'t> {
    parser: Box<MaybeUninit<unsafe_libyaml::yaml_parser_t>>,
    /// The input libyaml reads from; borrowed for as long as the parser lives.
    _input: &'t [u8],
    done: bool,
}

impl<'t> Events<'t> {
    /// A parser over `input` (UTF-8, as PyYAML encodes a `str` before handing it to libyaml).
    pub(super) fn new(input: &'t [u8]) -> Result<Self, ParseError> {
        let mut parser = Box::new(MaybeUninit::<unsafe_libyaml::yaml_parser_t>::uninit());
        // SAFETY: `yaml_parser_initialize` writes every field of the parser it is given (it
        // zeroes the struct, then allocates its buffers) and reports failure only when an
        // allocation failed, in which case nothing is owned and the parser is never used.
        let initialised = unsafe { unsafe_libyaml::yaml_parser_initialize(parser.as_mut_ptr()) };
        if initialised.fail {
            return Err(ParseError::new(
                "libyaml could not allocate its parser",
                Mark { line: 1, column: 1 },
            ));
        }
        // SAFETY: the parser was initialised above and has no input yet; `input` stays
        // borrowed (held in `_input`) until the parser is deleted in `drop`, so the pointer
        // libyaml keeps is valid for every read it makes.
        unsafe {
            unsafe_libyaml::yaml_parser_set_input_string(
                parser.as_mut_ptr(),
                input.as_ptr(),
                input.len() as u64,
            );
        }
        Ok(Events {
            parser,
            _input: input,
            done: false,
        })
    }

    /// The next event, or libyaml's refusal; after `StreamEnd` or a refusal, `StreamEnd` again.
    pub(super) fn next(&mut self) -> Result<Located, ParseError> {
        if self.done {
            return Ok(Located {
                event: Event::StreamEnd,
                mark: Mark { line: 1, column: 1 },
            });
        }
        let mut raw = MaybeUninit::<unsafe_libyaml::yaml_event_t>::uninit();
        // SAFETY: the parser is initialised and has its input (see `new`); libyaml fills
        // `raw` when it reports success and leaves it untouched otherwise.
        let parsed = unsafe {
            unsafe_libyaml::yaml_parser_parse(self.parser.as_mut_ptr(), raw.as_mut_ptr())
        };
        if parsed.fail {
            self.done = true;
            // SAFETY: the parser is initialised; after a failure its error fields describe it.
            return Err(unsafe { refusal(&*self.parser.as_ptr()) });
        }
        // SAFETY: `yaml_parser_parse` succeeded, so `raw` holds an event; it is read once
        // into owned values and then deleted, freeing what libyaml allocated for it.
        let located = unsafe {
            let event = raw.as_mut_ptr();
            let located = owned(&*event);
            unsafe_libyaml::yaml_event_delete(event);
            located
        }
        .inspect_err(|_| self.done = true)?;
        if matches!(located.event, Event::StreamEnd) {
            self.done = true;
        }
        Ok(located)
    }
}

impl Drop for Events<'_> {
    fn drop(&mut self) {
        // SAFETY: the parser was initialised in `new` (a parser that failed to initialise is
        // never wrapped) and is deleted exactly once, here.
        unsafe { unsafe_libyaml::yaml_parser_delete(self.parser.as_mut_ptr()) }
    }
}

fn mark_of(mark: unsafe_libyaml::yaml_mark_t) -> Mark {
    Mark {
        line: usize::try_from(mark.line)
            .unwrap_or(usize::MAX)
            .saturating_add(1),
        column: usize::try_from(mark.column)
            .unwrap_or(usize::MAX)
            .saturating_add(1),
    }
}

/// Text libyaml produced: always UTF-8, since its reader refuses any other input and its
/// escapes encode only valid characters; anything else is refused, never repaired.
fn utf8(bytes: &[u8], mark: Mark) -> Result<String, ParseError> {
    String::from_utf8(bytes.to_vec()).map_err(|e| {
        ParseError::new(
            format!("libyaml reported text that is not UTF-8 ({e})"),
            mark,
        )
    })
}

/// The NUL-terminated string libyaml allocated at `text`, if any.
///
/// # Safety
/// `text` is null or points to a NUL-terminated string that lives while this runs.
unsafe fn c_text(text: *const u8, mark: Mark) -> Result<Option<String>, ParseError> {
    if text.is_null() {
        return Ok(None);
    }
    // SAFETY: non-null, and NUL-terminated by the caller's contract.
    let bytes = unsafe { std::ffi::CStr::from_ptr(text.cast()) }.to_bytes();
    utf8(bytes, mark).map(Some)
}

/// The owned form of the event libyaml filled in; an event libyaml never makes on success
/// (no type, an alias without a name, a scalar longer than memory) is a refusal naming it.
///
/// # Safety
/// `event` was filled by a successful `yaml_parser_parse` and is not yet deleted.
unsafe fn owned(event: &unsafe_libyaml::yaml_event_t) -> Result<Located, ParseError> {
    let mark = mark_of(event.start_mark);
    let refuse = |what: String| ParseError::new(format!("libyaml reported {what}"), mark);
    // SAFETY: the union member read is the one libyaml wrote for this event's type, and its
    // pointers are libyaml's own allocations (or null), alive until the event is deleted.
    let event = unsafe {
        match event.type_ {
            unsafe_libyaml::YAML_STREAM_START_EVENT => Event::StreamStart,
            unsafe_libyaml::YAML_STREAM_END_EVENT => Event::StreamEnd,
            unsafe_libyaml::YAML_DOCUMENT_START_EVENT => Event::DocumentStart,
            unsafe_libyaml::YAML_DOCUMENT_END_EVENT => Event::DocumentEnd,
            unsafe_libyaml::YAML_ALIAS_EVENT => Event::Alias {
                anchor: c_text(event.data.alias.anchor, mark)?
                    .ok_or_else(|| refuse("an alias without a name".to_string()))?,
            },
            unsafe_libyaml::YAML_SCALAR_EVENT => {
                let scalar = event.data.scalar;
                let length = usize::try_from(scalar.length)
                    .map_err(|_| refuse(format!("a scalar of {} bytes", scalar.length)))?;
                let value = if length == 0 {
                    String::new()
                } else if scalar.value.is_null() {
                    return Err(refuse(format!(
                        "a scalar of {length} bytes without its text"
                    )));
                } else {
                    utf8(std::slice::from_raw_parts(scalar.value, length), mark)?
                };
                Event::Scalar {
                    anchor: c_text(scalar.anchor, mark)?,
                    tag: c_text(scalar.tag, mark)?,
                    value,
                    plain_implicit: scalar.plain_implicit,
                }
            }
            unsafe_libyaml::YAML_SEQUENCE_START_EVENT => Event::SequenceStart {
                anchor: c_text(event.data.sequence_start.anchor, mark)?,
                tag: c_text(event.data.sequence_start.tag, mark)?,
            },
            unsafe_libyaml::YAML_SEQUENCE_END_EVENT => Event::SequenceEnd,
            unsafe_libyaml::YAML_MAPPING_START_EVENT => Event::MappingStart {
                anchor: c_text(event.data.mapping_start.anchor, mark)?,
                tag: c_text(event.data.mapping_start.tag, mark)?,
            },
            unsafe_libyaml::YAML_MAPPING_END_EVENT => Event::MappingEnd,
            other => return Err(refuse(format!("an event of no known kind ({other:?})"))),
        }
    };
    Ok(Located { event, mark })
}

/// `value` as Python's `'%04x' % value` spells it (a sign counts toward the width).
fn python_hex4(value: i32) -> String {
    if value < 0 {
        format!("-{:03x}", value.unsigned_abs())
    } else {
        format!("{value:04x}")
    }
}

/// libyaml's refusal, as PyYAML's C loader words it.
///
/// # Safety
/// `parser` is initialised and its last call failed.
unsafe fn refusal(parser: &unsafe_libyaml::yaml_parser_t) -> ParseError {
    // SAFETY: the error strings are libyaml's static texts (or null).
    let mark = mark_of(parser.problem_mark);
    let texts = unsafe {
        c_text(parser.problem.cast(), mark)
            .and_then(|problem| Ok((problem, c_text(parser.context.cast(), mark)?)))
    };
    let (problem, context) = match texts {
        Ok(texts) => texts,
        Err(error) => return error,
    };
    let Some(problem) = problem else {
        return ParseError::new(
            format!(
                "libyaml refused the document without saying why ({:?})",
                parser.error
            ),
            mark_of(parser.problem_mark),
        );
    };
    // unsafe-libyaml corrected a spelling that libyaml itself, and so PyYAML, still prints.
    let problem = problem.replace("hexadecimal", "hexdecimal");
    match parser.error {
        unsafe_libyaml::YAML_READER_ERROR => ParseError::at_byte(
            format!(
                "unacceptable character #x{}: {problem}",
                python_hex4(parser.problem_value)
            ),
            usize::try_from(parser.problem_offset).unwrap_or(usize::MAX),
        ),
        unsafe_libyaml::YAML_SCANNER_ERROR | unsafe_libyaml::YAML_PARSER_ERROR => match context {
            Some(context) => ParseError::with_context(
                context,
                mark_of(parser.context_mark),
                problem,
                mark_of(parser.problem_mark),
            ),
            None => ParseError::new(problem, mark_of(parser.problem_mark)),
        },
        other => ParseError::new(
            format!("libyaml failed: {problem} ({other:?})"),
            mark_of(parser.problem_mark),
        ),
    }
}

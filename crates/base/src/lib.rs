//! What a dbprint process needs that knows no print: the one memory budget every cache lives
//! under (`budget`), the worker pool and a request's seat in it (`parallel`, `seat`), finding
//! keys compared by equality through their hash (`lookup`), the trigram similarity of two
//! spellings and an index of the texts near a text (`trigram`, `grams`), Python's own text
//! rules the answers are stated in (`fnmatch`, `casefold`, `clock`), what an answer repeats
//! of a caller's text (`echo`), the operating system calls std does not offer (`sys`), and
//! the stack every thread is started with (`threads`); how a text or an identifier falls into
//! words (`words`) and the common abbreviations of database names (`abbreviations`).

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]
// Unit tests build their fixtures with std::fs; the lint holds the code they test (clippy.toml).
#![cfg_attr(test, allow(clippy::disallowed_methods))]

pub mod abbreviations;
pub mod budget;
pub mod casefold;
pub mod clock;
pub mod echo;
pub mod fnmatch;
pub mod grams;
pub mod lookup;
pub mod parallel;
pub mod seat;
pub mod sys;
pub mod threads;
pub mod trigram;
pub mod words;

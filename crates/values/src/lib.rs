//! `find_value`'s engine: which columns of a connection store a value, answered from posting
//! lists made once per archive over every stored value its shares keep (`postings`), never a
//! scan of records per call; spellings near a value are found through their trigrams
//! (dbprint-base's `grams`), and a value spelled nowhere finds the stored values closest to it in
//! meaning (dbprint-embed's `Lexicon`); `lookup` ranks what a value finds (exact before case-folded before nearest,
//! complete lists before partial, more frequent first). `find_tables` asks the same postings
//! which columns store a phrase of its question.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it; the server writes it
// through its transport, the CLI its answer (commands).
#![deny(clippy::print_stdout)]

pub mod lookup;
mod postings;

pub use lookup::{Ask, Found, Lookup, Match};
pub use postings::{Occurrence, ValuePostings};

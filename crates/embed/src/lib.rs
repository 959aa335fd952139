//! Meaning beyond shared words. A static embedding model (`model`: a vector per wordpiece,
//! distilled by `scripts/distill_model.py` from a sentence-embedding model, its bytes
//! compiled into the binary, their committed digest checked by the build: `digest`), BERT's wordpiece
//! split of a word (`pieces`), and the vectors a text or a group of texts gets from it,
//! quantised to a signed byte a dimension, with their closeness (`meaning`), and a list of texts'
//! meanings searched for the texts closest to another (`lexicon`). No neural pass
//! and no network: a text's vector is the mean of its pieces' rows.

// stdout is the protocol (ARCHITECTURE.md): nothing here prints to it.
#![deny(clippy::print_stdout)]

#[cfg(test)]
mod digest;
mod lexicon;
pub mod meaning;
mod model;
mod pieces;

pub use lexicon::Lexicon;
pub use meaning::{Meaning, closeness};
pub use model::{Model, bundled};

//! The home of the compiled per-connection index: lookups a tool answers from tables built
//! over a connection's print rather than by walking its files on every call. The trigram
//! tables that score how closely two spellings resemble each other are its first part.

pub mod trigram;

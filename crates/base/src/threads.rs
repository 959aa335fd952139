//! The threads a dbprint process starts: each named, each with one stack size, deep enough
//! for the deepest document libyaml accepts (about 2,000 levels: an indentless sequence under
//! a mapping key takes none of its 1,000-level budget) to be read, archived, walked and
//! dropped by recursion. The stack is reserved address space; only the pages used are memory.

#![allow(clippy::disallowed_methods)] // the one starter of threads (clippy.toml)

/// The stack of every thread a dbprint process starts, the async runtime's included: 16 MiB.
/// A release build constructs such a document in about 2 MiB (a 2 MiB thread overflowed).
pub const STACK_BYTES: usize = 16 << 20;

/// A thread builder named `name`, with the stack every dbprint thread has.
pub fn named(name: impl Into<String>) -> std::thread::Builder {
    std::thread::Builder::new()
        .name(name.into())
        .stack_size(STACK_BYTES)
}

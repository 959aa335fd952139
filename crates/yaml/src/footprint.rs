//! What a parsed value costs in memory, as the process's one budget charges it
//! (`dbprint_base::budget::Footprint`): each node, and what its strings, sequences and
//! mappings own on the heap.

use dbprint_base::budget::{Footprint, heap};

use crate::{Mapping, Value};

impl Footprint for Mapping {
    fn footprint(&self) -> usize {
        let node = std::mem::size_of::<Value>();
        // The block of entries, past a few keys the index of their hashes (two words each),
        // and what each key and value owns beyond its node.
        let index = if self.len() > 16 {
            heap(self.len() * 16)
        } else {
            0
        };
        let owned: usize = self
            .iter()
            .map(|(k, v)| k.footprint() + v.footprint() - 2 * node)
            .sum();
        std::mem::size_of::<Self>() + heap(self.len() * 2 * node) + index + owned
    }
}

impl Footprint for Value {
    fn footprint(&self) -> usize {
        let node = std::mem::size_of::<Value>();
        node + match self {
            Value::BigInt(s) | Value::Str(s) | Value::Stamp(s) => heap(s.capacity()),
            Value::Seq(items) => {
                heap(items.capacity() * node)
                    + items.iter().map(|v| v.footprint() - node).sum::<usize>()
            }
            Value::Map(map) => map.footprint() - std::mem::size_of::<Mapping>(),
            _ => 0,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_value_costs_its_nodes_and_its_strings() {
        let text = "a: [1, 2, 3]\nb: some text here\n";
        let value = crate::parse(text).unwrap();
        let node = std::mem::size_of::<Value>();
        assert!(value.footprint() >= 8 * node, "{}", value.footprint());
        let bigger = crate::parse(&format!("{text}c: [{}]\n", "7, ".repeat(1000))).unwrap();
        assert!(bigger.footprint() >= value.footprint() + 1000 * node);
    }
}

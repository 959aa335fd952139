//! What a table search index keeps beside its tantivy segments, so that a fresh process opens
//! it rather than making it again: the print's defined and learned abbreviations, its compound
//! words, the vocabulary, the short name words, each table's shape, and the name terms with
//! their meanings. One rkyv blob, written into the index's own directory through tantivy's
//! atomic write (`dbprint_index::kept`'s header and checks): bytes that do not read, or that
//! were written by another layout, are a reason to make the index anew, never trusted.

/// The blob's file name inside the index's directory.
pub const FILE: &str = "dbprint-search.bin";

/// This layout's number: a blob of another is not read.
pub const LAYOUT: u32 = 1;

/// Everything a table search index holds besides its segments.
#[derive(Debug, Default, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Saved {
    /// Short form to word: the print's own definitions, then what its names taught.
    pub defined: Vec<(String, String)>,
    /// A compound word to its two parts.
    pub compounds: Vec<(String, [String; 2])>,
    /// Every term indexed, sorted.
    pub vocabulary: Vec<String>,
    /// Every short word of a table or column name, sorted.
    pub short_names: Vec<String>,
    /// Each table's shape, by share.
    pub shapes: Vec<u64>,
    /// The terms of the names, sorted.
    pub name_terms: Vec<String>,
    /// The numbers of the name terms with a meaning, the dimensions, the vectors end to end.
    pub meaning_ids: Vec<u32>,
    pub meaning_dims: u32,
    pub meanings: Vec<i8>,
}

/// `saved` as bytes.
pub fn to_bytes(saved: &Saved) -> Result<Vec<u8>, String> {
    dbprint_index::kept::to_bytes(LAYOUT, saved).map_err(|e| format!("table search index: {e}"))
}

/// The blob `bytes` hold, when they are a sound one of this layout.
pub fn from_bytes(bytes: &[u8]) -> Result<Saved, String> {
    dbprint_index::kept::from_bytes(LAYOUT, bytes).map_err(|e| format!("table search index: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn what_is_kept_reads_back_as_it_was_written() {
        let saved = Saved {
            defined: vec![("qty".into(), "quantity".into())],
            compounds: vec![("saleorder".into(), ["sale".into(), "order".into()])],
            vocabulary: vec!["order".into(), "sale".into()],
            short_names: vec!["qty".into()],
            shapes: vec![7, 7, 9],
            name_terms: vec!["order".into()],
            meaning_ids: vec![0],
            meaning_dims: 2,
            meanings: vec![3, -4],
        };
        let bytes = to_bytes(&saved).unwrap();
        assert_eq!(from_bytes(&bytes).unwrap(), saved);
        assert!(from_bytes(&bytes[..bytes.len() / 2]).is_err());
    }
}

//! The bytes of a companion (what a tool makes from one archive version and keeps beside it,
//! `Registry::companion`): an rkyv value behind a header of our magic, the layout number its
//! writer gives and an xxh3 of the value's bytes, and back, checked against that checksum,
//! validated (bytecheck) and deserialised into an owned value. Bytes without the header, of
//! another layout, changed since they were written, or that do not validate are an error
//! (the caller makes the companion anew), never data: a companion that reads back is what
//! this build wrote.

use rkyv::api::high::{HighDeserializer, HighSerializer, HighValidator};
use rkyv::rancor::Error as RkyvError;
use rkyv::ser::allocator::ArenaHandle;
use rkyv::util::AlignedVec;

/// The first bytes of every companion blob.
const MAGIC: &[u8; 8] = b"DBPKEPT2";
/// The header: the magic, the layout (little-endian u32), four bytes of padding, the xxh3 of
/// the body (little-endian u64).
const HEAD: usize = 24;

/// `value` as a companion blob of `layout`.
pub fn to_bytes<T>(layout: u32, value: &T) -> Result<Vec<u8>, String>
where
    T: for<'a> rkyv::Serialize<HighSerializer<AlignedVec, ArenaHandle<'a>, RkyvError>>,
{
    let body = rkyv::to_bytes::<RkyvError>(value).map_err(|e| format!("cannot serialise: {e}"))?;
    let mut out = Vec::with_capacity(HEAD + body.len());
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&layout.to_le_bytes());
    out.extend_from_slice(&[0; 4]);
    out.extend_from_slice(&xxhash_rust::xxh3::xxh3_64(&body).to_le_bytes());
    out.extend_from_slice(&body);
    Ok(out)
}

/// The value a companion blob of `layout` holds.
pub fn from_bytes<T>(layout: u32, bytes: &[u8]) -> Result<T, String>
where
    T: rkyv::Archive,
    T::Archived: for<'a> rkyv::bytecheck::CheckBytes<HighValidator<'a, RkyvError>>
        + rkyv::Deserialize<T, HighDeserializer<RkyvError>>,
{
    if bytes.get(..8) != Some(MAGIC.as_slice()) {
        return Err("not a companion of ours".to_string());
    }
    let written = bytes
        .get(8..12)
        .map(|b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]));
    if written != Some(layout) {
        return Err(format!(
            "written in layout {written:?}, this build reads {layout}"
        ));
    }
    let body = bytes.get(HEAD..).unwrap_or(&[]);
    let sum = bytes
        .get(16..HEAD)
        .and_then(|b| <[u8; 8]>::try_from(b).ok());
    if sum.map(u64::from_le_bytes) != Some(xxhash_rust::xxh3::xxh3_64(body)) {
        return Err("changed since it was written: its checksum does not match".to_string());
    }
    let mut aligned = AlignedVec::<16>::with_capacity(body.len());
    aligned.extend_from_slice(body);
    rkyv::from_bytes::<T, RkyvError>(&aligned).map_err(|e| format!("does not read: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Debug, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
    struct Sample {
        words: Vec<(String, [String; 2])>,
        numbers: Vec<u64>,
    }

    fn sample() -> Sample {
        Sample {
            words: vec![("saleorder".into(), ["sale".into(), "order".into()])],
            numbers: vec![7, 9],
        }
    }

    #[test]
    fn a_companion_reads_back_as_it_was_written() {
        let bytes = to_bytes(3, &sample()).unwrap();
        assert_eq!(from_bytes::<Sample>(3, &bytes).unwrap(), sample());
    }

    #[test]
    fn bytes_not_ours_of_another_layout_or_cut_short_are_refused() {
        let bytes = to_bytes(3, &sample()).unwrap();
        let said = from_bytes::<Sample>(4, &bytes).unwrap_err();
        assert!(said.contains("layout"), "{said}");
        assert!(from_bytes::<Sample>(3, &bytes[..bytes.len() / 2]).is_err());
        assert!(from_bytes::<Sample>(3, &bytes[..HEAD]).is_err());
        assert!(from_bytes::<Sample>(3, b"not a blob of ours at all").is_err());
        assert!(from_bytes::<Sample>(3, b"").is_err());
    }

    /// A byte changed anywhere in the value is refused by the checksum before it is read:
    /// what reads back is what was written.
    #[test]
    fn a_changed_byte_is_refused_by_its_checksum() {
        let bytes = to_bytes(3, &sample()).unwrap();
        for at in [HEAD, (HEAD + bytes.len()) / 2, bytes.len() - 1] {
            let mut changed = bytes.clone();
            changed[at] ^= 0x01;
            let said = from_bytes::<Sample>(3, &changed).unwrap_err();
            assert!(said.contains("checksum"), "byte {at}: {said}");
        }
    }
}

//! The check that the model's bytes are the committed ones: their SHA-256 against the hex
//! digest in model/static.sha256. The build script runs it on the bytes it compiles in (a
//! mismatch fails the build), so a binary never checks them again as it starts; the crate's
//! unit tests run the same code.

use sha2::{Digest, Sha256};

/// `bytes`' SHA-256 in lowercase hex.
pub fn digest_of(bytes: &[u8]) -> String {
    Sha256::digest(bytes)
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

/// `Ok` when `bytes`' SHA-256 is `committed` (hex; surrounding space ignored).
pub fn matches(bytes: &[u8], committed: &str) -> Result<(), String> {
    let found = digest_of(bytes);
    if found == committed.trim() {
        return Ok(());
    }
    Err(format!(
        "the embedding model's bytes have SHA-256 {found}, not the committed {}",
        committed.trim()
    ))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bytes_pass_only_when_their_digest_is_the_committed_one() {
        let bytes = b"DBPEMB01 a model's bytes".to_vec();
        assert!(matches(&bytes, &format!("  {}\n", digest_of(&bytes))).is_ok());
        let mut tampered = bytes.clone();
        tampered[9] ^= 1;
        let refused = matches(&tampered, &digest_of(&bytes)).unwrap_err();
        assert!(refused.contains("not the committed"), "{refused}");
    }

    #[cfg(feature = "bundled")]
    #[test]
    fn the_bundled_model_matches_its_committed_digest() {
        let bytes = include_bytes!("../model/static.bin");
        assert!(matches(bytes, include_str!("../model/static.sha256")).is_ok());
    }
}

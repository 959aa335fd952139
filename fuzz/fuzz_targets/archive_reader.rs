//! The compiled-index archive reader over arbitrary bytes: a damaged or truncated archive is
//! rejected, and one it accepts can be read through entirely.
#![no_main]

use dbprint_index::container::{ALIGN, Archive};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let mut bytes = rkyv::util::AlignedVec::<ALIGN>::new();
    bytes.extend_from_slice(data);
    if let Ok(archive) = Archive::in_memory(bytes) {
        let shares = archive.directory().shares.len();
        for i in 0..shares {
            let _ = archive.share(i);
            let _ = archive.share_bytes(i);
        }
        let _ = archive.manifest_doc();
        if let Some(postings) = archive.postings() {
            let listed: usize = postings.fields.iter().map(|f| f.len()).sum();
            let _ = listed + postings.labels.len() + postings.keyed.len();
        }
    }
});

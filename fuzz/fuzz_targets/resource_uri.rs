//! The resource URI parser over arbitrary text: an address or the spec's fault.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(uri) = std::str::from_utf8(data) {
        let _ = dbprint_service::resources::uri::parse(uri);
    }
});

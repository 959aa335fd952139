//! The YAML fast path against libyaml over arbitrary text: wherever the fast path takes a
//! text, its events must be libyaml's (`dbprint_yaml::differential`); it may decline any text.
#![no_main]

use dbprint_yaml::differential::{Agreement, fast_path_against_libyaml};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Agreement::Differs(how) = fast_path_against_libyaml(text) {
        panic!("the fast path and libyaml read this text differently: {how}");
    }
});

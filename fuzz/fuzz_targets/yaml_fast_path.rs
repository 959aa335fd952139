//! The YAML fast path against libyaml over arbitrary text: wherever the fast path takes a
//! text, its events must be libyaml's, and the value built straight from them the composed
//! one (`dbprint_yaml::differential`); it may decline any text.
#![no_main]

use dbprint_yaml::differential::{Agreement, direct_against_composed, fast_path_against_libyaml};
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    if let Agreement::Differs(how) = fast_path_against_libyaml(text) {
        panic!("the fast path and libyaml read this text differently: {how}");
    }
    if let Agreement::Differs(how) = direct_against_composed(text) {
        panic!("the value built from the fast path's events differs: {how}");
    }
});

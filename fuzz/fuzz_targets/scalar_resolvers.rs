//! The implicit-type resolvers (ints in every radix, sexagesimal, floats, timestamps, bools,
//! nulls) over each input line as a plain scalar, a flow item and a key.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(text) = std::str::from_utf8(data) else {
        return;
    };
    for line in text.lines().take(64) {
        for document in [
            format!("v: {line}\n"),
            format!("[{line}]\n"),
            format!("{line}: 1\n"),
        ] {
            if let Ok(value) = dbprint_yaml::parse(&document) {
                let _ = dbprint_yaml::json::to_json_compact(&value);
                let _ = dbprint_yaml::to_yaml(&value);
            }
        }
    }
});

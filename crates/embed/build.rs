#![allow(clippy::disallowed_methods)] // reads the model file it compiles in, not a print file
//! Checks, once per build, that the model compiled in (feature `bundled`) has the committed
//! SHA-256 (src/digest.rs): a binary built from other bytes is never made, so none checks
//! them as it starts.

#[path = "src/digest.rs"]
#[allow(dead_code)]
mod digest;

fn main() {
    println!("cargo:rerun-if-changed=model/static.bin");
    println!("cargo:rerun-if-changed=model/static.sha256");
    println!("cargo:rerun-if-changed=src/digest.rs");
    if std::env::var_os("CARGO_FEATURE_BUNDLED").is_none() {
        return;
    }
    let read = |path: &str| std::fs::read(path).map_err(|e| format!("cannot read {path}: {e}"));
    let checked = read("model/static.bin").and_then(|bytes| {
        let committed = read("model/static.sha256")?;
        digest::matches(&bytes, &String::from_utf8_lossy(&committed))
    });
    if let Err(why) = checked {
        panic!(
            "{why}: rebuild the model with scripts/distill_model.py, or restore model/static.bin"
        );
    }
}

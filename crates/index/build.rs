//! The build fingerprint archives carry (`dbprint_index::container::fingerprint`): the crate's
//! version and an xxh3 digest of every source file that decides what an archive holds (the
//! index, the print views, the YAML reader, the Python spellings, case folding, file
//! identity, the embedding model's digest and whether it is built in) and of Cargo.lock (the rkyv and tantivy versions). Any other build rebuilds.
#![allow(clippy::disallowed_methods)] // reads this build's own sources, never a print (clippy.toml)

use std::path::{Path, PathBuf};

/// The sources whose change may change what an archive holds.
const DECIDING: [&str; 12] = [
    "src",
    "../embed/src",
    "../embed/model/static.sha256",
    "../base/src/words.rs",
    "../base/src/abbreviations.rs",
    "../print/src/views",
    "../yaml/src",
    "../base/src/casefold.rs",
    "../print/src/store/identity.rs",
    "../../Cargo.lock",
    "../../Cargo.toml",
    "Cargo.toml",
];

fn files(path: &Path, out: &mut Vec<PathBuf>) {
    match std::fs::read_dir(path) {
        Ok(entries) => {
            for entry in entries.flatten() {
                files(&entry.path(), out);
            }
        }
        Err(_) if path.is_file() => out.push(path.to_path_buf()),
        Err(_) => {}
    }
}

fn main() {
    let mut all = Vec::new();
    for item in DECIDING {
        println!("cargo:rerun-if-changed={item}");
        files(Path::new(item), &mut all);
    }
    all.sort();
    let mut hasher = xxhash_rust::xxh3::Xxh3::new();
    hasher.update(env!("CARGO_PKG_VERSION").as_bytes());
    // An archive built without the model holds no meanings: one built with it is another.
    println!("cargo:rerun-if-env-changed=CARGO_FEATURE_MEANING");
    let meaning = std::env::var_os("CARGO_FEATURE_MEANING").is_some();
    hasher.update(if meaning { b"meaning" } else { b"words  " });
    for path in &all {
        hasher.update(path.to_string_lossy().as_bytes());
        hasher.update(&[0]);
        hasher.update(&std::fs::read(path).unwrap_or_default());
        hasher.update(&[0]);
    }
    println!(
        "cargo:rustc-env=DBPRINT_BUILD_FINGERPRINT={:032x}",
        hasher.digest128()
    );
}

//! Print files by identity: each parsed file is kept with the identity (mtime, size, inode,
//! read from the open descriptor) it was parsed at and reparsed when that changes (§7.1);
//! a file that fails to parse is never kept. Also the digest that pins a reply's files, and
//! the cache of values derived from a parsed source (`Derived`).

mod derived;
mod digest;

pub use derived::Derived;
pub use digest::{Identity, files_digest, short_hash};

use std::collections::HashMap;
use std::fs::File;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::sync::Arc;

use parking_lot::Mutex;

use crate::yaml::Value;

/// Why a file could not be read into a value.
#[derive(Debug, Clone, PartialEq)]
pub enum ReadError {
    /// No regular file at the path.
    Missing,
    /// The file exists but could not be read (permissions, not UTF-8, ...).
    Unreadable(String),
    /// The file is not YAML; the parser's message with line and column.
    Parse(String),
}

/// A file's text as read, with the identity it had while it was read.
#[derive(Debug, Clone)]
pub struct Text {
    pub text: String,
    pub identity: Identity,
}

/// Parsed files shared by every request of one server process.
#[derive(Default)]
pub struct Store {
    parsed: Mutex<HashMap<PathBuf, (Identity, Arc<Value>)>>,
}

fn open(path: &Path) -> Result<(File, Identity), ReadError> {
    let file = File::open(path).map_err(|e| match e.kind() {
        std::io::ErrorKind::NotFound => ReadError::Missing,
        _ => ReadError::Unreadable(e.to_string()),
    })?;
    let meta = file
        .metadata()
        .map_err(|e| ReadError::Unreadable(e.to_string()))?;
    if !meta.is_file() {
        return Err(ReadError::Missing);
    }
    Ok((file, Identity::of(&meta)))
}

/// Reads a whole file as UTF-8 text, with the identity of the descriptor it came through.
pub fn read_text(path: &Path) -> Result<Text, ReadError> {
    let (mut file, identity) = open(path)?;
    let mut bytes = Vec::new();
    file.read_to_end(&mut bytes)
        .map_err(|e| ReadError::Unreadable(e.to_string()))?;
    let text = String::from_utf8(bytes).map_err(|e| {
        ReadError::Unreadable(format!(
            "not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        ))
    })?;
    Ok(Text { text, identity })
}

impl Store {
    pub fn new() -> Self {
        Self::default()
    }

    /// The parsed value of `path`: the kept one while the file's identity is unchanged,
    /// else a fresh parse (kept only when it succeeds).
    pub fn yaml(&self, path: &Path) -> Result<Arc<Value>, ReadError> {
        let (mut file, identity) = open(path)?;
        if let Some((kept, value)) = self.parsed.lock().get(path)
            && *kept == identity
        {
            return Ok(Arc::clone(value));
        }
        let mut bytes = Vec::new();
        file.read_to_end(&mut bytes)
            .map_err(|e| ReadError::Unreadable(e.to_string()))?;
        let value = match crate::yaml::parse_bytes(&bytes) {
            Ok(v) => Arc::new(v),
            Err(e) => {
                self.parsed.lock().remove(path);
                return Err(ReadError::Parse(e.to_string()));
            }
        };
        self.parsed
            .lock()
            .insert(path.to_path_buf(), (identity, Arc::clone(&value)));
        Ok(value)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn scratch(name: &str) -> PathBuf {
        let dir = std::env::temp_dir().join(format!("dbprint-store-{}-{name}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        dir.join("f.yaml")
    }

    #[test]
    fn changed_file_is_reparsed_spec_7_1() {
        let path = scratch("reparse");
        std::fs::write(&path, "a: 1\n").unwrap();
        let store = Store::new();
        assert_eq!(store.yaml(&path).unwrap().get("a"), Some(&Value::Int(1)));
        std::fs::write(&path, "a: 22\n").unwrap();
        assert_eq!(store.yaml(&path).unwrap().get("a"), Some(&Value::Int(22)));
    }

    #[test]
    fn failed_parse_is_never_kept_spec_7_1() {
        let path = scratch("broken");
        std::fs::write(&path, "a: [1\n").unwrap();
        let store = Store::new();
        assert!(matches!(store.yaml(&path), Err(ReadError::Parse(_))));
        std::fs::write(&path, "a: [1]\n").unwrap();
        assert!(store.yaml(&path).is_ok());
    }

    #[test]
    fn missing_file_is_missing() {
        let store = Store::new();
        assert_eq!(
            store.yaml(Path::new("/nonexistent/x.yaml")).unwrap_err(),
            ReadError::Missing
        );
    }
}

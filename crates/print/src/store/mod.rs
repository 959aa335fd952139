//! Print files by identity: the one place a print file is opened. Each read returns what it
//! found together with the identity of the descriptor the bytes came through (§7.1), and the
//! store keeps, per path, the text and parsed value of the identity it last read — a parse
//! failure included, so a broken file costs one parse per identity, while a corrected file (a
//! new identity) is read on the next call; two callers reading one identity at once read and
//! parse it once (`flight`). Also the digest of a record of files read and the
//! cache of values derived from a set of files (`Derived`).
#![allow(clippy::disallowed_methods)] // the one opener of print files (clippy.toml)

mod derived;
mod flight;
mod identity;
mod offers;
mod probe;

pub use derived::{Built, Derived};
pub use identity::{Identity, Seen, Sources, short_hash, sources_digest};
pub use offers::Source;
pub use probe::RootDir;

use flight::{Flights, Joined};
use offers::Offers;

use std::collections::HashMap;
use std::fs::{File, OpenOptions};
use std::io::Read;
use std::os::unix::fs::OpenOptionsExt;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Duration;

use parking_lot::Mutex;

use dbprint_base::budget::{Budget, Footprint, Held};
use dbprint_yaml::Value;

/// Why a file could not be read into what was asked of it.
#[derive(Debug, Clone, PartialEq)]
pub enum ReadError {
    /// No regular file at the path.
    Missing,
    /// The file exists but could not be read (permissions, not UTF-8, ...).
    Unreadable(String),
    /// The file is not YAML; the parser's message with its marks.
    Parse(String),
    /// The file's identity moved during every try at reading it: it is being rewritten.
    Changing,
}

/// Why a changing file was not read, where a reply states it in words.
pub const CHANGING: &str = "the file kept changing while it was read";

impl ReadError {
    /// Why the file does not read, in words; `None` when no file is there.
    pub fn why(&self) -> Option<&str> {
        match self {
            ReadError::Missing => None,
            ReadError::Unreadable(why) | ReadError::Parse(why) => Some(why),
            ReadError::Changing => Some(CHANGING),
        }
    }
}

/// What a read should produce from the file's bytes.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Want {
    Yaml,
    Text,
    TextAndYaml,
}

impl Want {
    fn text(self) -> bool {
        matches!(self, Want::Text | Want::TextAndYaml)
    }

    fn yaml(self) -> bool {
        matches!(self, Want::Yaml | Want::TextAndYaml)
    }
}

/// What one identity of a file came to: its text and its parsed value, each once asked for
/// (an `Err` holds why it could not be had).
#[derive(Debug, Clone, Default)]
struct Facts {
    text: Option<Result<Arc<str>, String>>,
    yaml: Option<Result<Arc<Value>, String>>,
    /// What the parsed value holds in memory, measured once, when the facts are first kept
    /// (a file read once and let go is never measured).
    yaml_bytes: usize,
}

impl Facts {
    fn answers(&self, want: Want) -> bool {
        (!want.text() || self.text.is_some()) && (!want.yaml() || self.yaml.is_some())
    }

    /// What keeping these facts costs: the text, the parsed value, a path's worth besides.
    fn bytes(&self, path: &Path) -> usize {
        let text = match &self.text {
            Some(Ok(text)) => text.len(),
            Some(Err(why)) => why.len(),
            None => 0,
        };
        dbprint_base::budget::heap(text)
            + self.yaml_bytes
            + dbprint_base::budget::heap(path.as_os_str().len())
            + std::mem::size_of::<Self>()
    }
}

/// One file as one read found it: what was at the path, and what its bytes came to.
#[derive(Debug, Clone)]
pub struct Snapshot {
    pub seen: Seen,
    facts: Result<Facts, ReadError>,
}

impl Snapshot {
    fn missing() -> Self {
        Snapshot {
            seen: Seen::Absent,
            facts: Err(ReadError::Missing),
        }
    }

    /// The file's text; `Unreadable` when it is not UTF-8 or could not be read.
    pub fn text(&self) -> Result<&Arc<str>, ReadError> {
        let facts = self.facts.as_ref().map_err(Clone::clone)?;
        match &facts.text {
            Some(Ok(text)) => Ok(text),
            Some(Err(why)) => Err(ReadError::Unreadable(why.clone())),
            None => Err(ReadError::Unreadable("the text was not read".to_string())),
        }
    }

    /// The file's parsed value.
    pub fn yaml(&self) -> Result<&Arc<Value>, ReadError> {
        let facts = self.facts.as_ref().map_err(Clone::clone)?;
        match (&facts.yaml, &facts.text) {
            (Some(Ok(value)), _) => Ok(value),
            (_, Some(Err(why))) => Err(ReadError::Unreadable(why.clone())),
            (Some(Err(why)), _) => Err(ReadError::Parse(why.clone())),
            (None, _) => Err(ReadError::Unreadable("the file was not parsed".to_string())),
        }
    }

    /// Whether this snapshot holds what `want` asks for.
    pub fn answers(&self, want: Want) -> bool {
        self.facts.as_ref().map_or(true, |f| f.answers(want))
    }
}

/// A project file that belongs to no print (`.dbprint.yaml`), read whole as text.
pub fn project_text(path: &Path) -> std::io::Result<String> {
    std::fs::read_to_string(path)
}

/// Print files shared by every request of one server process.
pub struct Store {
    /// Per path, the facts of the identity last read, under the process's memory budget.
    held: Held<PathBuf, (Identity, Facts)>,
    /// The connection roots, each with the real path it was pinned to at start: a file under
    /// one is read only while its descriptor resolves under the pinned path, so a file, a
    /// directory or the root itself swapped for a link elsewhere after start is refused at
    /// its read, held facts or not.
    roots: Vec<(PathBuf, PathBuf)>,
    /// Each root held open for identity checks, reopened when its path leads elsewhere.
    root_dirs: Mutex<HashMap<PathBuf, Arc<RootDir>>>,
    /// The reads under way: a second reader of the same identity waits for the first's.
    flights: Flights,
    /// Parsed values offered for a file at one identity, made when a read asks (`offer`).
    offers: Offers,
}

/// Why a file under a root is not read when it resolves outside it.
pub const OUTSIDE_THE_ROOT: &str = "it resolves outside the connection root";

/// Tries at reading a file whose identity moves while it is read.
const READ_TRIES: u32 = 3;

/// The pause before try `n` (from 1): a writer caught mid-write gets 1 ms, then 2, to finish.
fn pause_before(n: u32) -> Duration {
    Duration::from_millis(1 << (n - 1))
}

/// The largest print file read, 64 MiB: a manifest of 250,000 tables is smaller. A larger
/// file is refused from its size, before a byte is read, and one that grows past it while
/// read is cut there and refused: no file makes a call hold more of its bytes than this.
pub const MAX_FILE_BYTES: u64 = 64 * 1024 * 1024;

fn too_large(bytes: u64) -> ReadError {
    ReadError::Unreadable(format!(
        "the file is {bytes} bytes, more than the {MAX_FILE_BYTES} bytes (64 MiB) a print file may be"
    ))
}

/// Opens without following a FIFO into a blocking open; only a regular file is read.
fn open(path: &Path) -> Result<(File, Identity), ReadError> {
    let file = OpenOptions::new()
        .read(true)
        .custom_flags(libc::O_NONBLOCK)
        .open(path)
        .map_err(|e| match e.kind() {
            std::io::ErrorKind::NotFound | std::io::ErrorKind::NotADirectory => ReadError::Missing,
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

fn utf8(bytes: Vec<u8>) -> Result<String, String> {
    String::from_utf8(bytes).map_err(|e| {
        format!(
            "not UTF-8 text (invalid byte at offset {})",
            e.utf8_error().valid_up_to()
        )
    })
}

/// The facts `want` asks for, from the bytes of one identity of `path`, reusing those
/// already had. Every parse is logged at debug level (target `dbprint_print::store`), so a test
/// can tell that a fresh process answered from an archive without parsing.
fn derive(path: &Path, bytes: Vec<u8>, want: Want, mut facts: Facts) -> Facts {
    let mut fresh = None;
    let text = match &facts.text {
        Some(had) => had.as_deref(),
        None => fresh.insert(utf8(bytes)).as_deref(),
    };
    if want.yaml() && facts.yaml.is_none() {
        tracing::debug!(path = %path.display(), "parsing");
        facts.yaml = Some(match text {
            Ok(text) => dbprint_yaml::parse(text)
                .map(Arc::new)
                .map_err(|e| e.to_string()),
            Err(why) => Err(why.clone()),
        });
    }
    if let (true, Some(fresh)) = (want.text(), fresh) {
        facts.text = Some(fresh.map(Arc::from));
    }
    facts
}

fn yaml_bytes(yaml: Option<&Result<Arc<Value>, String>>) -> usize {
    match yaml {
        Some(Ok(value)) => value.footprint(),
        Some(Err(why)) => why.len(),
        None => 0,
    }
}

impl Default for Store {
    fn default() -> Self {
        Self::confined_to(Vec::new(), Budget::unbounded())
    }
}

impl Store {
    pub fn new() -> Self {
        Self::default()
    }

    /// A store that reads a file under one of `roots` (each with the real path it was pinned
    /// to) only while it resolves under that real path, keeping what it read under `budget`.
    pub fn confined_to(roots: Vec<(PathBuf, PathBuf)>, budget: Arc<Budget>) -> Self {
        Store {
            held: Held::new(budget),
            roots,
            root_dirs: Mutex::new(HashMap::new()),
            flights: Flights::default(),
            offers: Offers::default(),
        }
    }

    /// Whether the facts held for `path` are of `identity` and answer `want`.
    fn holds(&self, path: &Path, identity: Identity, want: Want) -> bool {
        self.held
            .get(path)
            .is_some_and(|(kept, facts)| kept == identity && facts.answers(want))
    }

    /// Keeps `facts` as what `path` at `identity` came to.
    fn keep(&self, path: &Path, identity: Identity, mut facts: Facts) {
        if facts.yaml_bytes == 0 {
            facts.yaml_bytes = yaml_bytes(facts.yaml.as_ref());
        }
        let bytes = facts.bytes(path);
        self.held
            .insert(path.to_path_buf(), (identity, facts), bytes);
    }

    /// Whether the file opened as `file` from `path` lies outside the root `path` is under:
    /// where the descriptor really points (links in every component followed), against the
    /// real path the root was pinned to.
    fn escapes(&self, path: &Path, file: &File) -> bool {
        use std::os::fd::AsRawFd;
        let Some((_, real_root)) = self.roots.iter().find(|(root, _)| path.starts_with(root))
        else {
            return false;
        };
        let real = std::fs::read_link(format!("/proc/self/fd/{}", file.as_raw_fd()))
            .unwrap_or_else(|_| crate::paths::resolve_lenient(path));
        !real.starts_with(real_root)
    }

    /// The directory at `root` now, held open for identity checks in bulk (`RootDir::seen`):
    /// the one held while the path still leads to it (one `stat`), else opened again; `None`
    /// when no directory is there.
    pub fn root_dir(&self, root: &Path) -> Option<Arc<RootDir>> {
        let held = self.root_dirs.lock().get(root).cloned();
        if let Some(held) = held
            && held.still_at(root)
        {
            return Some(held);
        }
        let opened = Arc::new(RootDir::open(root)?);
        self.root_dirs
            .lock()
            .insert(root.to_path_buf(), Arc::clone(&opened));
        Some(opened)
    }

    /// What is at `path` now, without reading it: the identity a read would report.
    pub fn seen(&self, path: &Path) -> Seen {
        match std::fs::metadata(path) {
            Ok(meta) if meta.is_file() => Seen::File(Identity::of(&meta)),
            _ => Seen::Absent,
        }
    }

    /// Whether a regular file is at `path`.
    pub fn exists(&self, path: &Path) -> bool {
        matches!(self.seen(path), Seen::File(_))
    }

    /// Offers what `source` makes as the parsed document of `path` at `identity` (the
    /// compiled index's copy of a manifest): a read of that identity asking for the document
    /// alone takes it rather than parsing, and nothing is made unless one does.
    pub fn offer(&self, path: &Path, identity: Identity, source: Source) {
        self.offers.offer(path, identity, source);
    }

    /// The offered document of `path` at `identity`, as facts, when a read wants the
    /// document alone and one is offered; kept when the read keeps what it reads.
    fn offered(&self, path: &Path, identity: Identity, want: Want, keep: bool) -> Option<Facts> {
        if want != Want::Yaml {
            return None;
        }
        let yaml = Some(Ok(Arc::new(self.offers.take(path, identity)?)));
        let facts = Facts {
            yaml_bytes: yaml_bytes(yaml.as_ref()),
            yaml,
            text: None,
        };
        if keep {
            self.keep(path, identity, facts.clone());
        }
        Some(facts)
    }

    /// `read`, keeping nothing new: the held facts when they answer, else the file parsed
    /// for this caller alone.
    pub fn read_once(&self, path: &Path, want: Want) -> Snapshot {
        self.read_keeping(path, want, false)
    }

    /// Reads `path` for what `want` asks: the held facts while the file's identity is the
    /// one they were had at, else the file's bytes, read once through one descriptor.
    pub fn read(&self, path: &Path, want: Want) -> Snapshot {
        self.read_keeping(path, want, true)
    }

    fn read_keeping(&self, path: &Path, want: Want, keep: bool) -> Snapshot {
        let mut last_seen = Seen::Absent;
        for n in 0..READ_TRIES {
            if n > 0 {
                std::thread::sleep(pause_before(n));
            }
            let (mut file, identity) = match open(path) {
                Ok(opened) => opened,
                Err(ReadError::Missing) => return Snapshot::missing(),
                Err(error) => {
                    return Snapshot {
                        seen: Seen::Absent,
                        facts: Err(error),
                    };
                }
            };
            if identity.size > MAX_FILE_BYTES {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Err(too_large(identity.size)),
                };
            }
            if self.escapes(path, &file) {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Err(ReadError::Unreadable(OUTSIDE_THE_ROOT.to_string())),
                };
            }
            let kept = match self.held.get(path) {
                Some((kept, facts)) if kept == identity => Some(facts),
                _ => None,
            };
            if let Some(facts) = &kept
                && facts.answers(want)
            {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Ok(facts.clone()),
                };
            }
            if let Some(facts) = self.offered(path, identity, want, keep) {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Ok(facts),
                };
            }
            let lead = match self.flights.join(path, identity, want) {
                Joined::Landed(facts) => {
                    if keep && !self.holds(path, identity, want) {
                        self.keep(path, identity, facts.clone());
                    }
                    return Snapshot {
                        seen: Seen::File(identity),
                        facts: Ok(facts),
                    };
                }
                Joined::Leads(lead) => Some(lead),
                Joined::Alone => None,
            };
            // The size the descriptor reported, and a byte to see it grow: one allocation.
            let mut bytes = Vec::with_capacity(identity.size as usize + 1);
            if let Err(e) = (&mut file).take(MAX_FILE_BYTES + 1).read_to_end(&mut bytes) {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Err(ReadError::Unreadable(e.to_string())),
                };
            }
            if bytes.len() as u64 > MAX_FILE_BYTES {
                return Snapshot {
                    seen: Seen::File(identity),
                    facts: Err(too_large(bytes.len() as u64)),
                };
            }
            let after = file.metadata().map(|m| Identity::of(&m));
            if after.as_ref().ok() != Some(&identity) {
                last_seen = Seen::File(identity);
                continue;
            }
            let facts = derive(path, bytes, want, kept.unwrap_or_default());
            if keep {
                self.keep(path, identity, facts.clone());
            }
            if let Some(lead) = lead {
                lead.land(&facts);
            }
            return Snapshot {
                seen: Seen::File(identity),
                facts: Ok(facts),
            };
        }
        Snapshot {
            seen: last_seen,
            facts: Err(ReadError::Changing),
        }
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

    fn yaml(store: &Store, path: &Path) -> Result<Arc<Value>, ReadError> {
        store.read(path, Want::Yaml).yaml().cloned()
    }

    #[test]
    fn changed_file_is_reparsed_spec_7_1() {
        let path = scratch("reparse");
        std::fs::write(&path, "a: 1\n").unwrap();
        let store = Store::new();
        assert_eq!(yaml(&store, &path).unwrap().get("a"), Some(&Value::Int(1)));
        std::fs::write(&path, "a: 22\n").unwrap();
        assert_eq!(yaml(&store, &path).unwrap().get("a"), Some(&Value::Int(22)));
    }

    #[test]
    fn a_corrected_file_is_read_on_the_next_call_spec_7_1() {
        let path = scratch("broken");
        std::fs::write(&path, "a: [1\n").unwrap();
        let store = Store::new();
        assert!(matches!(yaml(&store, &path), Err(ReadError::Parse(_))));
        std::fs::write(&path, "a: [1]\n").unwrap();
        assert!(yaml(&store, &path).is_ok());
    }

    #[test]
    fn a_read_reports_the_identity_its_bytes_came_with_spec_7_1() {
        let path = scratch("identity");
        std::fs::write(&path, "a: 1\n").unwrap();
        let store = Store::new();
        let snapshot = store.read(&path, Want::TextAndYaml);
        assert_eq!(snapshot.seen, store.seen(&path));
        assert_eq!(&**snapshot.text().unwrap(), "a: 1\n");
        std::fs::write(&path, "a: 333\n").unwrap();
        let again = store.read(&path, Want::Text);
        assert_ne!(again.seen, snapshot.seen);
        assert_eq!(&**again.text().unwrap(), "a: 333\n");
    }

    #[test]
    fn an_unchanged_file_answers_from_what_was_held_even_a_parse_failure_spec_7_1() {
        let path = scratch("held");
        std::fs::write(&path, "a: [1\n").unwrap();
        let store = Store::new();
        let first = store.read(&path, Want::TextAndYaml);
        let again = store.read(&path, Want::TextAndYaml);
        assert!(Arc::ptr_eq(first.text().unwrap(), again.text().unwrap()));
        assert_eq!(first.yaml().unwrap_err(), again.yaml().unwrap_err());
        assert!(matches!(again.yaml(), Err(ReadError::Parse(_))));
    }

    #[test]
    fn text_not_utf8_is_unreadable_for_text_and_yaml() {
        let path = scratch("latin1");
        std::fs::write(&path, b"a: caf\xe9\n").unwrap();
        let snapshot = Store::new().read(&path, Want::TextAndYaml);
        assert!(matches!(snapshot.text(), Err(ReadError::Unreadable(_))));
        assert!(matches!(snapshot.yaml(), Err(ReadError::Unreadable(_))));
    }

    #[test]
    fn missing_file_and_directory_are_missing() {
        let store = Store::new();
        let gone = store.read(Path::new("/nonexistent/x.yaml"), Want::Yaml);
        assert_eq!(
            (gone.seen, gone.yaml().unwrap_err()),
            (Seen::Absent, ReadError::Missing)
        );
        let dir = store.read(&std::env::temp_dir(), Want::Text);
        assert_eq!(dir.text().unwrap_err(), ReadError::Missing);
    }

    #[test]
    fn a_fifo_is_missing_and_never_blocks_the_read() {
        let path = scratch("fifo").with_file_name("pipe.yaml");
        let _ = std::fs::remove_file(&path);
        dbprint_base::sys::make_fifo(&path).unwrap();
        let snapshot = Store::new().read(&path, Want::Yaml);
        assert_eq!(snapshot.yaml().unwrap_err(), ReadError::Missing);
    }
}

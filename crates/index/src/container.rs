//! The archive file of one connection's compiled index, and the bytes it is read from: a
//! 64-byte header (magic, format version, where the shares end, length, an xxh3 checksum of
//! everything after the shares, where the directory sits, and the fingerprint of the build
//! that wrote it), then rkyv blobs each on a 16-byte boundary: first one per table share, then
//! one for the manifest's parsed document, one for the posting lists over every share's
//! records (`postings`), one for the join graph, the meanings, and last the `Directory` naming
//! them all with the file identities each was built from and each share's own xxh3. Shares
//! are independent rkyv roots, so a new archive copies the bytes of every unchanged share and
//! serialises only what changed.
//!
//! An archive is checked once a mapping, each part before it is first read: when it is opened,
//! the header, the checksum of everything after the shares, every span in bounds, the
//! directory and the join graph validated by rkyv; the manifest's document and the posting
//! lists when first asked for (rkyv); each share the first time it is asked for (its
//! checksum, then rkyv), so a process answering from a few tables never reads the rest. After
//! its check a part is read in place through `access_unchecked`. A file is never rewritten: it
//! is written under a temporary name, mapped from that descriptor and renamed into place, so
//! another process's mapping of the previous file stays valid. Anything wrong with a file
//! makes `open` fail with a reason, and the caller rebuilds; a share found wrong later is
//! refused with its reason (`share`), and the compiled index holding it is damaged
//! (`Compiled::damaged`), which the next call rebuilds.

use std::collections::HashMap;
use std::path::{Path, PathBuf};
use std::sync::OnceLock;
use std::sync::atomic::{AtomicBool, Ordering};

use memmap2::Mmap;
use rkyv::rancor::Error as RkyvError;
use rkyv::util::AlignedVec;

use super::graph::{ArchivedJoinGraph, JoinGraph};
use super::postings::{ArchivedPostings, Postings};
use super::records::{ArchivedTableShare, TableShare};
use dbprint_print::store::{Identity, Seen};
use dbprint_yaml::{ArchivedValue, Value};

pub const MAGIC: [u8; 8] = crate::cache::names::ARCHIVE_MAGIC;
/// Bumped whenever the file's layout changes: an older file is rebuilt.
pub const FORMAT: u32 = 10;
const HEADER: usize = 64;
/// Where the header keeps the fingerprint.
const FINGERPRINT_AT: usize = 48;

/// The fingerprint of this build (`build.rs`): the crate's version and a digest of the code
/// and locked dependencies that decide what an archive holds. An archive another build wrote
/// is never read: it is rebuilt.
pub fn fingerprint() -> [u8; 16] {
    let hex = env!("DBPRINT_BUILD_FINGERPRINT").as_bytes();
    let mut out = [0u8; 16];
    for (i, pair) in hex.chunks(2).take(16).enumerate() {
        let digit = |b: u8| char::from(b).to_digit(16).unwrap_or(0) as u8;
        out[i] = digit(pair[0]) << 4 | digit(pair.get(1).copied().unwrap_or(b'0'));
    }
    out
}
pub const ALIGN: usize = 16;

/// Where a blob sits in the file.
#[derive(Debug, Clone, Copy, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Span {
    pub offset: u64,
    pub len: u64,
}

/// A file's identity as archived; `None` when no regular file was there.
#[derive(Debug, Clone, Copy, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct IdentityRecord {
    pub device: u64,
    pub inode: u64,
    pub size: u64,
    pub mtime_ns: i128,
    pub ctime_ns: i128,
}

/// One file a blob was built from: its path's bytes, what was found there, and whether the
/// share's join edges rest on it (its `relationships.yaml` or relationships annotations).
#[derive(Debug, Clone, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Source {
    pub path: Vec<u8>,
    pub seen: Option<IdentityRecord>,
    pub joins: bool,
}

impl Source {
    pub fn new(path: &Path, seen: Seen) -> Self {
        use std::os::unix::ffi::OsStrExt;
        Source {
            path: path.as_os_str().as_bytes().to_vec(),
            seen: match seen {
                Seen::File(id) => Some(IdentityRecord {
                    device: id.device,
                    inode: id.inode,
                    size: id.size,
                    mtime_ns: id.mtime_ns,
                    ctime_ns: id.ctime_ns,
                }),
                Seen::Absent => None,
            },
            joins: false,
        }
    }

    /// The source, marked as one the share's join edges rest on when `joins`.
    pub fn joining(self, joins: bool) -> Self {
        Source { joins, ..self }
    }
}

impl ArchivedSource {
    pub fn path(&self) -> PathBuf {
        use std::os::unix::ffi::OsStrExt;
        PathBuf::from(std::ffi::OsStr::from_bytes(self.path.as_slice()))
    }

    pub fn seen(&self) -> Seen {
        match self.seen.as_ref() {
            Some(id) => Seen::File(Identity {
                device: id.device.to_native(),
                inode: id.inode.to_native(),
                size: id.size.to_native(),
                mtime_ns: id.mtime_ns.to_native(),
                ctime_ns: id.ctime_ns.to_native(),
            }),
            None => Seen::Absent,
        }
    }
}

/// One table's share: which entry it was built for, from which files, and where it sits.
#[derive(Debug, Clone, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct ShareEntry {
    pub fqn: String,
    /// A checksum of the manifest entry's fields the share was built under (its row_count
    /// and declared files are part of the share).
    pub entry: u64,
    pub sources: Vec<Source>,
    /// The digest of `sources` (`store::sources_digest`).
    pub digest: String,
    pub blob: Span,
    /// How many records the share holds.
    pub records: u64,
    /// The number of the share's first record in the text index, when the index holds it.
    pub text_first: Option<u64>,
    /// The xxh3 of the share's blob, checked with it before its first read; filled in by
    /// `Writer::finish` from what was written.
    pub hash: u64,
}

/// Where the shares' meanings lie: one row of `dims` signed bytes a share, in share order.
#[derive(Debug, Clone, Copy, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Meanings {
    pub rows: Span,
    pub dims: u32,
}

/// What an archive holds.
#[derive(Debug, Clone, PartialEq, rkyv::Archive, rkyv::Serialize, rkyv::Deserialize)]
pub struct Directory {
    /// The connection's print root the archive was built for.
    pub root: Vec<u8>,
    /// The manifest as it was read for this archive.
    pub manifest: Source,
    /// The manifest's parsed document, when it parsed.
    pub manifest_doc: Option<Span>,
    /// The posting lists over every share's records.
    pub postings: Option<Span>,
    /// The join graph over every share's edges (`graph::JoinGraph`).
    pub joins: Option<Span>,
    /// Every share's meaning end to end, in share order (`meaning::Matrix`), when the build
    /// has a model.
    pub meanings: Option<Meanings>,
    /// The name, in the cache directory, of the text index built over this archive's shares.
    pub text: Option<String>,
    /// The shares, in manifest order.
    pub shares: Vec<ShareEntry>,
    /// The digest of every source of the archive: what a reply built on it names.
    pub digest: String,
    /// The paths of each entry refused only for containment (`Manifest::escaped`), as
    /// sources whose identity is not kept.
    pub escaped: Vec<Vec<Source>>,
}

/// A share's archived bytes, aligned as rkyv reads them.
pub type ShareBytes = AlignedVec<ALIGN>;

/// A share's archived bytes, to be placed by `Writer::blob`.
pub fn archive_share(share: &TableShare) -> Result<ShareBytes, String> {
    rkyv::to_bytes::<RkyvError>(share).map_err(serialize_error)
}

/// The bytes of an archive being written.
pub struct Writer {
    buf: AlignedVec<ALIGN>,
}

impl Default for Writer {
    fn default() -> Self {
        let mut buf = AlignedVec::new();
        buf.extend_from_slice(&[0; HEADER]);
        Writer { buf }
    }
}

fn serialize_error(e: RkyvError) -> String {
    format!("cannot archive the index: {e}")
}

impl Writer {
    /// Appends an already archived blob on a 16-byte boundary.
    pub fn blob(&mut self, bytes: &[u8]) -> Span {
        while self.buf.len() % ALIGN != 0 {
            self.buf.push(0);
        }
        let offset = self.buf.len() as u64;
        self.buf.extend_from_slice(bytes);
        Span {
            offset,
            len: bytes.len() as u64,
        }
    }

    pub fn document(&mut self, doc: &Value) -> Result<Span, String> {
        let bytes = rkyv::to_bytes::<RkyvError>(doc).map_err(serialize_error)?;
        Ok(self.blob(&bytes))
    }

    pub fn postings(&mut self, postings: &Postings) -> Result<Span, String> {
        let bytes = rkyv::to_bytes::<RkyvError>(postings).map_err(serialize_error)?;
        Ok(self.blob(&bytes))
    }

    /// The join graph over the shares `shares` name, read back from what was written of
    /// them (each validated again), appended.
    pub fn joins(&mut self, shares: &[ShareEntry]) -> Result<Span, String> {
        let graph = {
            let archived = (shares.iter())
                .map(|share| {
                    checked::<ArchivedTableShare>(slice(&self.buf, share.blob)?)
                        .map_err(|e| invalid("table share", e))
                })
                .collect::<Result<Vec<_>, String>>()?;
            let index_of: HashMap<String, usize> = (shares.iter().enumerate())
                .map(|(i, share)| (share.fqn.clone(), i))
                .collect();
            JoinGraph::new(archived.into_iter(), &index_of)
        };
        let bytes = rkyv::to_bytes::<RkyvError>(&graph).map_err(serialize_error)?;
        Ok(self.blob(&bytes))
    }

    /// The whole archive: `directory` appended last, with each share's checksum, and the
    /// header filled in. The shares must all have been written before any other blob.
    pub fn finish(mut self, mut directory: Directory) -> Result<AlignedVec<ALIGN>, String> {
        let shares_end = (directory.shares.iter())
            .map(|share| share.blob.offset + share.blob.len)
            .fold(HEADER as u64, u64::max)
            .next_multiple_of(ALIGN as u64);
        for share in &mut directory.shares {
            share.hash = xxhash_rust::xxh3::xxh3_64(slice(&self.buf, share.blob)?);
        }
        let others = [
            &directory.manifest_doc,
            &directory.postings,
            &directory.joins,
        ];
        let others =
            (others.into_iter().flatten()).chain(directory.meanings.iter().map(|m| &m.rows));
        if others.into_iter().any(|span| span.offset < shares_end) {
            return Err(
                "cannot archive the index: a blob was written among the shares".to_string(),
            );
        }
        let shares_at = u32::try_from(shares_end / ALIGN as u64)
            .map_err(|_| "cannot archive the index: its shares are too large".to_string())?;
        let bytes = rkyv::to_bytes::<RkyvError>(&directory).map_err(serialize_error)?;
        let dir = self.blob(&bytes);
        let total = self.buf.len() as u64;
        let hash = xxhash_rust::xxh3::xxh3_64(&self.buf[shares_end as usize..]);
        let mut header = Vec::with_capacity(HEADER);
        header.extend_from_slice(&MAGIC);
        header.extend_from_slice(&FORMAT.to_le_bytes());
        header.extend_from_slice(&shares_at.to_le_bytes());
        for word in [total, hash, dir.offset, dir.len] {
            header.extend_from_slice(&word.to_le_bytes());
        }
        header.extend_from_slice(&fingerprint());
        self.buf[..HEADER].copy_from_slice(&header);
        Ok(self.buf)
    }
}

/// The bytes an archive is read from.
enum Bytes {
    Mapped(Mmap),
    Owned(AlignedVec<ALIGN>),
}

impl Bytes {
    fn as_slice(&self) -> &[u8] {
        match self {
            Bytes::Mapped(map) => map,
            Bytes::Owned(vec) => vec,
        }
    }
}

/// A checked archive, read in place.
pub struct Archive {
    bytes: Bytes,
    dir: Span,
    /// Whether each share's blob has been checked and found sound (`share`).
    sound: Box<[AtomicBool]>,
    /// Whether the manifest's document and the posting lists validate, once asked.
    manifest_sound: OnceLock<bool>,
    postings_sound: OnceLock<bool>,
}

fn word(bytes: &[u8], at: usize) -> u64 {
    let mut word = [0; 8];
    word.copy_from_slice(&bytes[at..at + 8]);
    u64::from_le_bytes(word)
}

/// The bytes of `span`, when it lies on a boundary and within `bytes`.
/// `span` of `bytes` when it lies within `within` (a range of offsets): a share among the
/// shares, any other blob after them.
fn slice_in(bytes: &[u8], span: Span, within: std::ops::Range<u64>) -> Result<&[u8], String> {
    let inside = within.start <= span.offset
        && span
            .offset
            .checked_add(span.len)
            .is_some_and(|end| end <= within.end);
    if !inside {
        return Err("a blob lies out of bounds".to_string());
    }
    slice(bytes, span)
}

fn slice(bytes: &[u8], span: Span) -> Result<&[u8], String> {
    let start = usize::try_from(span.offset).map_err(|_| "a blob lies out of bounds")?;
    let len = usize::try_from(span.len).map_err(|_| "a blob lies out of bounds")?;
    let end = start.checked_add(len).ok_or("a blob lies out of bounds")?;
    if start < HEADER || end > bytes.len() || start % ALIGN != 0 {
        return Err("a blob lies out of bounds".to_string());
    }
    Ok(&bytes[start..end])
}

fn invalid(what: &str, e: RkyvError) -> String {
    format!("its {what} does not validate: {e}")
}

impl Archive {
    /// Checks every byte of `bytes` as an archive of this format.
    fn check(bytes: Bytes) -> Result<Self, String> {
        let raw = bytes.as_slice();
        if raw.len() < HEADER || raw[..8] != MAGIC {
            return Err("it is not an index archive".to_string());
        }
        let format = u32::from_le_bytes([raw[8], raw[9], raw[10], raw[11]]);
        if format != FORMAT {
            return Err(format!("it is format {format}, this server reads {FORMAT}"));
        }
        if raw[FINGERPRINT_AT..HEADER] != fingerprint() {
            return Err("another build of dbprint wrote it".to_string());
        }
        if word(raw, 16) != raw.len() as u64 {
            return Err("it is truncated or overlong".to_string());
        }
        let shares_end = u64::from(u32::from_le_bytes([raw[12], raw[13], raw[14], raw[15]]))
            .saturating_mul(ALIGN as u64);
        if shares_end < HEADER as u64 || shares_end > raw.len() as u64 {
            return Err("it is truncated or overlong".to_string());
        }
        if word(raw, 24) != xxhash_rust::xxh3::xxh3_64(&raw[shares_end as usize..]) {
            return Err("its checksum does not match".to_string());
        }
        let (shares, rest) = (HEADER as u64..shares_end, shares_end..raw.len() as u64);
        let blob = |span: &ArchivedSpan| slice_in(raw, span_of(span), rest.clone());
        let dir = Span {
            offset: word(raw, 32),
            len: word(raw, 40),
        };
        let directory = checked::<ArchivedDirectory>(slice_in(raw, dir, rest.clone())?)
            .map_err(|e| invalid("directory", e))?;
        for share in directory.shares.iter() {
            slice_in(raw, span_of(&share.blob), shares.clone())?;
        }
        for span in [&directory.manifest_doc, &directory.postings]
            .into_iter()
            .flatten()
        {
            blob(span)?;
        }
        if let Some(span) = directory.joins.as_ref() {
            let graph =
                checked::<ArchivedJoinGraph>(blob(span)?).map_err(|e| invalid("join graph", e))?;
            if !graph.fits(directory.shares.len()) {
                return Err("its join graph does not fit its shares".to_string());
            }
        }
        if let Some(meanings) = directory.meanings.as_ref() {
            let rows = blob(&meanings.rows)?;
            let dims = meanings.dims.to_native() as usize;
            if dims == 0 || rows.len() != dims.saturating_mul(directory.shares.len()) {
                return Err("its meanings do not fit its shares".to_string());
            }
        }
        let sound = (0..directory.shares.len())
            .map(|_| AtomicBool::new(false))
            .collect();
        Ok(Archive {
            bytes,
            dir,
            sound,
            manifest_sound: OnceLock::new(),
            postings_sound: OnceLock::new(),
        })
    }

    /// The archive at `path`, mapped and checked; only a regular file is opened, never
    /// blocking and never through a link.
    pub fn open(path: &Path) -> Result<Self, String> {
        let file = crate::cache::dir::open_regular(path)?;
        // Archive files are only ever replaced by rename, never written in place, so the
        // mapped inode does not change underneath (container module doc).
        let map = dbprint_base::sys::map_written_once(&file).map_err(|e| e.to_string())?;
        Self::check(Bytes::Mapped(map))
    }

    /// An archive held in memory (no cache directory to write to), checked.
    pub fn in_memory(bytes: AlignedVec<ALIGN>) -> Result<Self, String> {
        Self::check(Bytes::Owned(bytes))
    }

    /// Writes this archive into `dir` as `name`, by a temporary file renamed into place,
    /// and returns it mapped from what was written.
    pub fn persist_copy(&self, dir: &Path, name: &str) -> Result<Self, String> {
        Self::check(Bytes::Mapped(crate::cache::dir::written(
            dir,
            name,
            self.raw(),
        )?))
    }

    fn raw(&self) -> &[u8] {
        self.bytes.as_slice()
    }

    fn at(&self, span: Span) -> &[u8] {
        // Every span was checked by `check`; one that was not cannot reach here.
        slice(self.raw(), span).unwrap_or_default()
    }

    pub fn directory(&self) -> &ArchivedDirectory {
        // SAFETY: `check` validated the directory at `self.dir` and the bytes never change.
        unsafe { rkyv::access_unchecked::<ArchivedDirectory>(self.at(self.dir)) }
    }

    /// The share `index` of the directory, checked before its first read (its checksum,
    /// then rkyv's validation); the reason when it is not sound.
    pub fn share(&self, index: usize) -> Result<&ArchivedTableShare, String> {
        let bytes = self.share_bytes(index)?;
        // SAFETY: the blob was validated as a share, here or by an earlier call.
        Ok(unsafe { rkyv::access_unchecked::<ArchivedTableShare>(bytes) })
    }

    /// The archived bytes of share `index`, checked as `share` checks them: what a new
    /// archive copies of an unchanged share.
    pub fn share_bytes(&self, index: usize) -> Result<&[u8], String> {
        let entry = &self.directory().shares[index];
        let bytes = self.at(span_of(&entry.blob));
        if !self.sound[index].load(Ordering::Acquire) {
            if xxhash_rust::xxh3::xxh3_64(bytes) != entry.hash.to_native() {
                return Err(format!("share {index}: its checksum does not match"));
            }
            checked::<ArchivedTableShare>(bytes)
                .map_err(|e| format!("share {index}: {}", invalid("table share", e)))?;
            self.sound[index].store(true, Ordering::Release);
        }
        Ok(bytes)
    }

    /// Checks every share not yet checked, on as many threads as there are cores: what a new
    /// archive is put through before it is written.
    pub fn check_shares(&self) -> Result<(), String> {
        let all: Vec<usize> = (0..self.sound.len()).collect();
        let check = |part: &[usize]| part.iter().try_for_each(|&i| self.share(i).map(drop));
        dbprint_base::parallel::chunked(&all, 64, check)
            .into_iter()
            .collect()
    }

    /// The manifest's parsed document, when the archive holds one.
    pub fn manifest_doc(&self) -> Option<Value> {
        self.manifest_archived()?.to_value()
    }

    /// The manifest's parsed document as archived, read in place, when the archive holds one.
    /// Validated when first asked for: one that does not validate is as if the archive held
    /// none (the manifest is then parsed), said once.
    pub fn manifest_archived(&self) -> Option<&ArchivedValue> {
        let bytes = self.at(span_of(self.directory().manifest_doc.as_ref()?));
        let sound = self.manifest_sound.get_or_init(|| {
            (checked::<ArchivedValue>(bytes).map_err(|e| invalid("manifest", e)))
                .map_err(|why| {
                    tracing::warn!("the archive's copy of the manifest is not used: {why}")
                })
                .is_ok()
        });
        // SAFETY: validated just now or by an earlier call.
        sound.then(|| unsafe { rkyv::access_unchecked::<ArchivedValue>(bytes) })
    }

    /// The posting lists over the shares' records, when the archive holds them; validated
    /// when first asked for, as the manifest's document is (without them records are scanned).
    pub fn postings(&self) -> Option<&ArchivedPostings> {
        let bytes = self.at(span_of(self.directory().postings.as_ref()?));
        let sound = self.postings_sound.get_or_init(|| {
            (checked::<ArchivedPostings>(bytes).map_err(|e| invalid("posting lists", e)))
                .map_err(|why| tracing::warn!("the archive's posting lists are not used: {why}"))
                .is_ok()
        });
        // SAFETY: validated just now or by an earlier call.
        sound.then(|| unsafe { rkyv::access_unchecked::<ArchivedPostings>(bytes) })
    }

    /// The join graph over the shares' edges, when the archive holds it.
    pub fn joins(&self) -> Option<JoinGraph> {
        let span = span_of(self.directory().joins.as_ref()?);
        // SAFETY: `check` validated the graph's blob and that it fits the shares.
        let archived = unsafe { rkyv::access_unchecked::<ArchivedJoinGraph>(self.at(span)) };
        rkyv::deserialize::<JoinGraph, RkyvError>(archived).ok()
    }

    /// Every share's meaning end to end (`dims` signed bytes a share, in share order) and
    /// `dims`, when the archive holds them.
    pub fn meanings(&self) -> Option<(&[i8], usize)> {
        let meanings = self.directory().meanings.as_ref()?;
        let bytes = self.at(span_of(&meanings.rows));
        // SAFETY: i8 and u8 have one size and alignment, and every bit pattern is a valid i8;
        // the slice borrows the archive's bytes for as long as `self`.
        let rows = unsafe { std::slice::from_raw_parts(bytes.as_ptr().cast::<i8>(), bytes.len()) };
        Some((rows, meanings.dims.to_native() as usize))
    }

    /// How many bytes the archive holds.
    pub fn size(&self) -> usize {
        self.raw().len()
    }
}

/// How deep an archive's pointers may nest to be read: a parsed document nests at most about
/// 2,000 levels (the YAML reader's bound), two pointers a level. A crafted archive nesting
/// deeper is refused here, before its check or any walk over it could recurse that deep.
const MAX_NESTING: usize = 8_192;

/// `bytes` checked as a `T` (rkyv's validation, which recurses as deep as the archive
/// nests), no deeper than `MAX_NESTING`.
fn checked<T>(bytes: &[u8]) -> Result<&T, RkyvError>
where
    T: rkyv::Portable
        + for<'a> rkyv::bytecheck::CheckBytes<rkyv::api::high::HighValidator<'a, RkyvError>>,
{
    let most = std::num::NonZeroUsize::new(MAX_NESTING);
    let mut validator = rkyv::validation::Validator::new(
        rkyv::validation::archive::ArchiveValidator::with_max_depth(bytes, most),
        rkyv::validation::shared::SharedValidator::new(),
    );
    rkyv::api::access_with_context::<T, _, RkyvError>(bytes, &mut validator)
}

/// What a share found unsound reads as: a share of nothing.
pub fn empty_share() -> &'static ArchivedTableShare {
    static EMPTY: OnceLock<rkyv::util::AlignedVec<16>> = OnceLock::new();
    let bytes = EMPTY.get_or_init(|| {
        let empty = TableShare {
            fqn: String::new(),
            unreadable: true,
            looks_like_off: false,
            records: Vec::new(),
            edges: Vec::new(),
            edges_unreadable: true,
            description: None,
            stored: Vec::new(),
            keys: Vec::new(),
            meaning: Vec::new(),
        };
        // A constant value of a few empty fields: serialising it fails only when memory does.
        rkyv::to_bytes::<rkyv::rancor::Error>(&empty).expect("an empty share archives")
    });
    // SAFETY: the bytes are an archived `TableShare`, serialised just above.
    unsafe { rkyv::access_unchecked::<ArchivedTableShare>(bytes) }
}

pub fn span_of(span: &ArchivedSpan) -> Span {
    Span {
        offset: span.offset.to_native(),
        len: span.len.to_native(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn share(fqn: &str) -> TableShare {
        TableShare {
            fqn: fqn.to_string(),
            unreadable: false,
            looks_like_off: true,
            records: Vec::new(),
            edges: Vec::new(),
            edges_unreadable: false,
            description: None,
            stored: Vec::new(),
            keys: Vec::new(),
            meaning: Vec::new(),
        }
    }

    fn archive_of(shares: &[TableShare]) -> AlignedVec<ALIGN> {
        archive_with(shares, &Value::str("manifest"))
    }

    fn archive_with(shares: &[TableShare], manifest: &Value) -> AlignedVec<ALIGN> {
        archive_meaning(shares, manifest, None)
    }

    /// An archive of `shares` whose meanings are `rows` (bytes, dims), when given.
    fn archive_meaning(
        shares: &[TableShare],
        manifest: &Value,
        rows: Option<(&[u8], u32)>,
    ) -> AlignedVec<ALIGN> {
        let mut writer = Writer::default();
        let entries = (shares.iter())
            .map(|s| entry_of(&s.fqn, writer.blob(&archive_share(s).unwrap())))
            .collect();
        let doc = writer.document(manifest).unwrap();
        let meanings = rows.map(|(bytes, dims)| Meanings {
            rows: writer.blob(bytes),
            dims,
        });
        writer.finish(directory_of(doc, entries, meanings)).unwrap()
    }

    /// The directory entry of share `fqn` written at `blob`.
    fn entry_of(fqn: &str, blob: Span) -> ShareEntry {
        ShareEntry {
            fqn: fqn.to_string(),
            entry: 0,
            sources: vec![Source::new(Path::new("/p/t/statistics.yaml"), Seen::Absent)],
            digest: String::new(),
            blob,
            records: 0,
            text_first: None,
            hash: 0,
        }
    }

    /// A directory of `shares` with the manifest document at `doc`.
    fn directory_of(doc: Span, shares: Vec<ShareEntry>, meanings: Option<Meanings>) -> Directory {
        Directory {
            root: b"/p".to_vec(),
            manifest: Source::new(Path::new("/p/manifest.yaml"), Seen::Absent),
            manifest_doc: Some(doc),
            postings: None,
            joins: None,
            meanings,
            text: None,
            shares,
            digest: "d".to_string(),
            escaped: Vec::new(),
        }
    }

    #[test]
    fn an_archive_reads_back_what_was_written() {
        let archive = Archive::in_memory(archive_of(&[share("a.b"), share("a.c")])).unwrap();
        assert_eq!(archive.directory().shares.len(), 2);
        assert_eq!(archive.share(1).unwrap().fqn.as_str(), "a.c");
        assert!(archive.share(0).unwrap().looks_like_off);
        assert_eq!(archive.manifest_doc(), Some(Value::str("manifest")));
        assert_eq!(
            archive.directory().shares[0].sources[0].path(),
            PathBuf::from("/p/t/statistics.yaml")
        );
    }

    #[test]
    fn the_meanings_read_back_a_row_a_share_and_a_matrix_that_does_not_fit_is_refused() {
        let shares = [share("a.b"), share("a.c")];
        let manifest = Value::str("manifest");
        let rows = [1u8, 2, 0xff, 0x80];
        let archive = Archive::in_memory(archive_meaning(&shares, &manifest, Some((&rows, 2))));
        let archive = archive.unwrap();
        assert_eq!(archive.meanings(), Some((&[1i8, 2, -1, -128][..], 2)));
        let short = archive_meaning(&shares, &manifest, Some((&rows[..3], 2)));
        let refused = Archive::in_memory(short)
            .err()
            .expect("a short matrix is refused");
        assert_eq!(refused, "its meanings do not fit its shares");
        let flat = archive_meaning(&shares, &manifest, Some((&[], 0)));
        assert!(Archive::in_memory(flat).is_err(), "no dimensions");
        assert_eq!(
            Archive::in_memory(archive_of(&shares)).unwrap().meanings(),
            None
        );
    }

    /// A value nested `depth` sequences deep.
    fn nested(depth: usize) -> Value {
        (0..depth).fold(Value::str("leaf"), |inner, _| Value::Seq(vec![inner]))
    }

    #[test]
    fn an_archive_nesting_past_any_document_is_refused_before_it_is_walked() {
        let run = dbprint_base::threads::named("deep archive").spawn(|| {
            let read = Archive::in_memory(archive_with(&[], &nested(1_990))).unwrap();
            assert_eq!(read.manifest_doc(), Some(nested(1_990)));
            let deep = Archive::in_memory(archive_with(&[], &nested(MAX_NESTING))).unwrap();
            assert!(
                deep.manifest_archived().is_none(),
                "validated when asked, and refused"
            );
            assert!(deep.manifest_doc().is_none());
        });
        run.unwrap().join().unwrap();
    }

    #[test]
    fn a_flipped_byte_is_refused_by_its_checksum() {
        let mut bytes = archive_of(&[share("a.b")]);
        let last = bytes.len() - 1;
        bytes[last] ^= 1;
        let why = Archive::in_memory(bytes).err().unwrap();
        assert_eq!(why, "its checksum does not match");
    }

    /// A share is checked when first read, not at open: a byte flipped in one share leaves
    /// the archive open and every other share read, and that share refused with its reason,
    /// each time it is asked for; `check_shares` finds it too.
    #[test]
    fn a_flipped_byte_in_a_share_refuses_that_share_when_it_is_read() {
        let mut bytes = archive_of(&[share("a.b"), share("a.c")]);
        let span = {
            let archive = Archive::in_memory(archive_of(&[share("a.b"), share("a.c")])).unwrap();
            span_of(&archive.directory().shares[1].blob)
        };
        bytes[(span.offset + span.len / 2) as usize] ^= 0x20;
        let archive = Archive::in_memory(bytes).expect("a share is not checked at open");
        assert_eq!(archive.share(0).unwrap().fqn.as_str(), "a.b");
        for _ in 0..2 {
            let why = archive
                .share(1)
                .err()
                .expect("the flipped share is refused");
            assert_eq!(why, "share 1: its checksum does not match");
        }
        assert!(archive.share_bytes(1).is_err(), "its bytes are not copied");
        assert_eq!(
            archive.check_shares().err().as_deref(),
            Some("share 1: its checksum does not match")
        );
    }

    /// A blob written among the shares would be read unchecked: `finish` refuses it, and an
    /// archive whose header puts a share past the shares' end is refused at open.
    #[test]
    fn the_shares_come_first_and_stay_where_the_header_says() {
        let mut writer = Writer::default();
        let doc = writer.document(&Value::str("m")).unwrap();
        let blob = writer.blob(&archive_share(&share("a.b")).unwrap());
        let directory = directory_of(doc, vec![entry_of("a.b", blob)], None);
        let why = writer.finish(directory).err().unwrap();
        assert!(why.contains("among the shares"), "{why}");
        let mut bytes = archive_of(&[share("a.b")]);
        bytes[12..16].copy_from_slice(&((HEADER / ALIGN) as u32).to_le_bytes());
        let hash = xxhash_rust::xxh3::xxh3_64(&bytes[HEADER..]);
        bytes[24..32].copy_from_slice(&hash.to_le_bytes());
        let why = Archive::in_memory(bytes).err();
        assert_eq!(
            why.as_deref(),
            Some("a blob lies out of bounds"),
            "a share past the end"
        );
    }

    #[test]
    fn a_truncated_archive_is_refused() {
        let bytes = archive_of(&[share("a.b")]);
        let mut short = AlignedVec::<ALIGN>::new();
        short.extend_from_slice(&bytes[..bytes.len() - 8]);
        assert_eq!(
            Archive::in_memory(short).err().unwrap(),
            "it is truncated or overlong"
        );
        let mut tiny = AlignedVec::<ALIGN>::new();
        tiny.extend_from_slice(&bytes[..10]);
        assert_eq!(
            Archive::in_memory(tiny).err().unwrap(),
            "it is not an index archive"
        );
    }

    #[test]
    fn another_format_version_is_refused() {
        let mut bytes = archive_of(&[]);
        bytes[8] = bytes[8].wrapping_add(1);
        let why = Archive::in_memory(bytes).err().unwrap();
        assert!(why.starts_with("it is format "), "{why}");
    }

    #[test]
    fn an_archive_another_build_wrote_is_refused() {
        let mut bytes = archive_of(&[share("a.b")]);
        bytes[FINGERPRINT_AT] ^= 0xff;
        let why = Archive::in_memory(bytes).err().unwrap();
        assert_eq!(why, "another build of dbprint wrote it");
    }

    #[test]
    fn the_fingerprint_is_the_build_s_own() {
        assert_eq!(env!("DBPRINT_BUILD_FINGERPRINT").len(), 32);
        assert_ne!(fingerprint(), [0; 16]);
    }

    #[test]
    fn a_persisted_archive_is_renamed_into_place_and_maps_back() {
        let dir = std::env::temp_dir().join(format!("dbprint-container-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let bytes = archive_of(&[share("x.y")]);
        let size = bytes.len();
        let held = Archive::in_memory(bytes).unwrap();
        let written = held.persist_copy(&dir, "c.dbpi").unwrap();
        assert_eq!(written.share(0).unwrap().fqn.as_str(), "x.y");
        let reopened = Archive::open(&dir.join("c.dbpi")).unwrap();
        assert_eq!(reopened.size(), size);
        let leftovers: Vec<_> = std::fs::read_dir(&dir)
            .unwrap()
            .filter_map(|e| e.ok())
            .filter(|e| e.file_name().to_string_lossy().contains(".tmp-"))
            .collect();
        assert!(leftovers.is_empty(), "no temporary file is left behind");
    }
}

//! The names of everything the server writes in its cache directory, and the checks that a
//! name is one of them: an archive `<stem>.dbpi`, its text index `<stem>-<16 hex>.text`, what
//! a tool made from one version of it (`<stem>-<16 hex>.find`, `.values`: a companion), a
//! temporary `.<name>.tmp-<token>-<n>` (a file or directory being written, renamed into place
//! when whole), and a process's owner lock `.owner-<token>.lock`. The token is this process's
//! own, random, so two processes never share one, whichever PID namespace they run in.
//!
//! A name read back — from a directory listing or from inside an archive — is untrusted
//! input: it is acted on only when it parses as one of these (no separator, no `..`).

use std::sync::OnceLock;

/// The first bytes of every archive file we write (a file without them is not ours).
pub const ARCHIVE_MAGIC: [u8; 8] = *b"DBPRINTX";

pub const ARCHIVE: &str = ".dbpi";
pub const TEXT: &str = ".text";
/// The suffixes of the companions: what a tool makes from one archive version, kept beside it.
pub const COMPANIONS: [&str; 2] = [FIND, VALUES];
/// The table search index (`find_tables`), a directory.
pub const FIND: &str = ".find";
/// The value postings (`find_value`), a file.
pub const VALUES: &str = ".values";
pub const CHECKED: &str = ".checked";
const TEMPORARY: &str = ".tmp-";
const OWNER_PREFIX: &str = ".owner-";
const OWNER_SUFFIX: &str = ".lock";
/// Hex characters of a text index's digest.
const DIGEST_CHARS: usize = 16;

/// This process's token: 16 hex characters from the kernel's random source (the clock and
/// the process id when it gives none).
pub fn token() -> &'static str {
    static TOKEN: OnceLock<String> = OnceLock::new();
    TOKEN.get_or_init(|| {
        let seed = dbprint_base::sys::random_u64().unwrap_or_else(|| {
            let nanos = std::time::SystemTime::now()
                .duration_since(std::time::UNIX_EPOCH)
                .map_or(0, |d| d.as_nanos() as u64);
            nanos ^ u64::from(std::process::id()).rotate_left(32)
        });
        format!("{seed:016x}")
    })
}

fn is_token(text: &str) -> bool {
    text.len() == 16 && text.bytes().all(|b| b.is_ascii_hexdigit())
}

/// Whether `name` is a plain file name: no separator, not `.` or `..`, no NUL.
pub fn plain(name: &str) -> bool {
    !name.is_empty() && name != "." && name != ".." && !name.contains(['/', '\0'])
}

/// A name for writing `name` that no other writer, in this process or another, uses.
pub fn temporary(name: &str) -> String {
    use std::sync::atomic::{AtomicU64, Ordering};
    static NEXT: AtomicU64 = AtomicU64::new(0);
    format!(
        ".{name}{TEMPORARY}{}-{}",
        token(),
        NEXT.fetch_add(1, Ordering::Relaxed)
    )
}

/// The token of the process that writes the temporary `name`, when `name` is one.
pub fn temporary_owner(name: &str) -> Option<&str> {
    let rest = name.strip_prefix('.')?;
    let at = rest.rfind(TEMPORARY)?;
    let (token, n) = rest[at + TEMPORARY.len()..].split_once('-')?;
    (plain(name) && is_token(token) && !n.is_empty() && n.bytes().all(|b| b.is_ascii_digit()))
        .then_some(token)
}

/// The owner lock of the process whose token is `token`.
pub fn owner_lock(token: &str) -> String {
    format!("{OWNER_PREFIX}{token}{OWNER_SUFFIX}")
}

/// The token an owner lock's `name` names, when it is one.
pub fn lock_owner(name: &str) -> Option<&str> {
    let token = name
        .strip_prefix(OWNER_PREFIX)?
        .strip_suffix(OWNER_SUFFIX)?;
    is_token(token).then_some(token)
}

/// The stem of the archive `name`, when it is one.
pub fn archive_stem(name: &str) -> Option<&str> {
    let stem = name.strip_suffix(ARCHIVE)?;
    (plain(name) && !stem.is_empty() && !stem.starts_with('.')).then_some(stem)
}

/// The name of the shared check record of the archive `stem`.
pub fn checked_name(stem: &str) -> String {
    format!("{stem}{CHECKED}")
}

/// The stem of the archive whose shared check record `name` is, when it is one.
pub fn checked_stem(name: &str) -> Option<&str> {
    let stem = name.strip_suffix(CHECKED)?;
    archive_stem(&format!("{stem}{ARCHIVE}"))
        .is_some()
        .then_some(stem)
}

/// The name of the text index of the archive `stem` over sources of `digest`.
pub fn text_name(stem: &str, digest: &str) -> String {
    beside_name(stem, digest, TEXT)
}

/// The stem of the archive whose text index `name` is, when it is one.
pub fn text_stem(name: &str) -> Option<&str> {
    beside_stem(name, TEXT)
}

/// The name of what is kept beside the archive `stem` with `suffix` (`TEXT`, or one of the
/// `COMPANIONS`) for `digest` (16 hex characters).
pub fn beside_name(stem: &str, digest: &str, suffix: &str) -> String {
    format!("{stem}-{digest}{suffix}")
}

/// The stem of the archive `name` is kept beside with `suffix`, when it is such a name.
pub fn beside_stem<'n>(name: &'n str, suffix: &str) -> Option<&'n str> {
    let rest = name.strip_suffix(suffix)?;
    let (stem, digest) = rest.rsplit_once('-')?;
    let hex = digest.len() == DIGEST_CHARS && digest.bytes().all(|b| b.is_ascii_hexdigit());
    (plain(name) && hex && archive_stem(&format!("{stem}{ARCHIVE}")).is_some()).then_some(stem)
}

/// The stem of the archive whose companion `name` is, when it is one.
pub fn companion_stem(name: &str) -> Option<&str> {
    COMPANIONS
        .iter()
        .find_map(|suffix| beside_stem(name, suffix))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn our_names_parse_back_and_nothing_else_does() {
        let tmp = temporary("shop-1.dbpi");
        assert_eq!(temporary_owner(&tmp), Some(token()));
        assert_eq!(lock_owner(&owner_lock(token())), Some(token()));
        assert_eq!(archive_stem("shop-ab.dbpi"), Some("shop-ab"));
        let text = text_name("shop-ab", "0123456789abcdef");
        assert_eq!(text_stem(&text), Some("shop-ab"));
        let find = beside_name("shop-ab", "0123456789abcdef", FIND);
        assert_eq!(companion_stem(&find), Some("shop-ab"));
        assert_eq!(text_stem(&find), None);
        assert_eq!(checked_stem(&checked_name("shop-ab")), Some("shop-ab"));
        for foreign in [
            "thesis.tmp-draft",
            ".thesis.tmp-draft-1",
            "notes.text",
            "old.dbpi/..",
            "../victim",
            "/etc/passwd",
            "shop-ab-0123456789abcdef.text/../../x",
            "shop-ab-0123456789abcdeg.text",
            "shop-ab-0123456789abcdef.find/../../x",
            "notes.find",
            ".dbpi",
            ".owner-xyz.lock",
        ] {
            assert_eq!(temporary_owner(foreign), None, "{foreign}");
            assert_eq!(text_stem(foreign), None, "{foreign}");
            assert_eq!(companion_stem(foreign), None, "{foreign}");
            assert_eq!(lock_owner(foreign), None, "{foreign}");
            assert_eq!(checked_stem(foreign), None, "{foreign}");
        }
        for foreign in ["../x.checked", ".checked", ".x.checked", "a/b.checked"] {
            assert_eq!(checked_stem(foreign), None, "{foreign}");
        }
        assert_eq!(archive_stem("../victim.dbpi"), None);
        assert_eq!(archive_stem(".dbpi"), None);
    }

    #[test]
    fn the_token_is_this_process_s_alone() {
        assert!(is_token(token()));
        assert_eq!(token(), token());
        assert_ne!(temporary("a"), temporary("a"));
    }
}

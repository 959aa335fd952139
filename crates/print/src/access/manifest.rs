//! A connection's manifest as a request reads it: absent, unparseable, the wrong shape, or
//! the view every reader walks, derived once per manifest identity with each entry's
//! directory and declared files checked for containment (format spec §2.5, §3.3).

use std::path::PathBuf;
use std::sync::Arc;

use super::Reading;
use crate::config::Connection;
use crate::fault::{self, Fault};
use crate::store::{Seen, Want, sources_digest};
use crate::views::artifacts::MANIFEST_FILE;
use crate::views::manifest::{Manifest, ManifestRead, build, shape_error};
use dbprint_yaml::Value;

impl Reading<'_> {
    /// The connection's manifest as it is on disk now.
    pub fn manifest(&self, conn: &Connection) -> ManifestRead {
        let (path, doc) = match self.document(conn) {
            Ok(read) => read,
            Err(refused) => return refused,
        };
        let root = &conn.print_root;
        let key = path.display().to_string();
        let built = self.derived(&self.prints.manifests, &key, &[&path], |_| {
            Arc::new(build(root, &conn.real_root, path.clone(), doc))
        });
        ManifestRead::Ok(Arc::clone(&built.value))
    }

    /// The connection's manifest document as it is on disk now, of the manifest's shape,
    /// without the view: for a reader that only looks up a few tables' fields (`entry_fields`),
    /// where the compiled index already holds which tables are followable. `None` when it
    /// has none, a fault when it is unusable, as `manifest_or_fault` says.
    pub fn manifest_document(&self, conn: &Connection) -> Result<Option<Arc<Value>>, Fault> {
        match self.document(conn) {
            Ok((_, doc)) => Ok(Some(doc)),
            Err(ManifestRead::Ok(_) | ManifestRead::Absent(_)) => Ok(None),
            Err(refused) => refused_fault(refused),
        }
    }

    /// The manifest's path and document, read and of the manifest's shape; else what reading
    /// it came to (never `Ok`).
    fn document(&self, conn: &Connection) -> Result<(PathBuf, Arc<Value>), ManifestRead> {
        let root = &conn.print_root;
        let path = root.join(MANIFEST_FILE);
        if !conn.contains(&path) {
            if self.exists(&path) {
                return Err(ManifestRead::Malformed(
                    path,
                    crate::store::OUTSIDE_THE_ROOT.to_string(),
                ));
            }
            return Err(ManifestRead::Absent(path));
        }
        let snapshot = self.read(&path, Want::Yaml);
        let doc = match snapshot.yaml() {
            Ok(doc) => Arc::clone(doc),
            Err(error) => {
                return Err(match error.why() {
                    None => ManifestRead::Absent(path),
                    Some(why) => ManifestRead::Unparseable(path, why.to_string()),
                });
            }
        };
        if let Some(why) = shape_error(&doc) {
            return Err(ManifestRead::Malformed(path, why));
        }
        Ok((path, doc))
    }

    /// The identity of the connection's manifest when it reads (inside the root as pinned at
    /// start, and parsed), without viewing it; `None` when it is absent, resolves outside
    /// the root or does not parse. The reply records exactly what `manifest` would have for a
    /// usable manifest (the file, and the view derived from it alone), so a cursor issued
    /// either way is followed either way.
    pub fn manifest_seen(&self, conn: &Connection) -> Option<Seen> {
        let path = conn.manifest_path();
        if !conn.contains(&path) {
            return None;
        }
        let snapshot = self.read(&path, Want::Yaml);
        snapshot.yaml().ok()?;
        let seen = snapshot.seen;
        self.used_version(&sources_digest(&[(path, seen)]));
        Some(seen)
    }

    /// The manifest's identity, as `manifest_seen` gives it, when it is still `archived`
    /// (the identity a compiled index was built from): recorded as read without reading it,
    /// since the index holds what those bytes parsed to. Otherwise `manifest_seen`'s answer.
    pub fn manifest_as_archived(&self, conn: &Connection, archived: Seen) -> Option<Seen> {
        let path = conn.manifest_path();
        if !conn.contains(&path) {
            return None;
        }
        let seen = self.seen(&path);
        if seen != archived || seen == Seen::Absent {
            return self.manifest_seen(conn);
        }
        self.note(&path, seen);
        self.used_version(&sources_digest(&[(path, seen)]));
        Some(seen)
    }

    /// The connection's manifest; `None` when it has none, a fault when it is unusable.
    pub fn manifest_or_fault(&self, conn: &Connection) -> Result<Option<Arc<Manifest>>, Fault> {
        match self.manifest(conn) {
            ManifestRead::Absent(_) => Ok(None),
            ManifestRead::Ok(m) => Ok(Some(m)),
            refused => refused_fault(refused),
        }
    }

    /// The connection's manifest, which a reply needs: its absence is a fault too.
    pub fn required_manifest(&self, conn: &Connection) -> Result<Arc<Manifest>, Fault> {
        self.manifest_or_fault(conn)?.ok_or_else(|| {
            fault::missing_file(MANIFEST_FILE, &conn.manifest_path().display().to_string())
        })
    }

    /// The manifest when it is usable, and nothing otherwise: for readers that only
    /// consult it (which tables a diff event's rejection reads).
    pub fn usable_manifest(&self, conn: &Connection) -> Option<Arc<Manifest>> {
        match self.manifest(conn) {
            ManifestRead::Ok(m) => Some(m),
            _ => None,
        }
    }
}

/// The fault a manifest that cannot be used is answered with (`Unparseable`, `Malformed`).
fn refused_fault<T>(read: ManifestRead) -> Result<Option<T>, Fault> {
    match read {
        ManifestRead::Unparseable(path, why) => {
            Err(fault::yaml_parse_error(&path.display().to_string(), &why))
        }
        ManifestRead::Malformed(path, why) => {
            Err(fault::malformed(&path.display().to_string(), &why))
        }
        ManifestRead::Absent(_) | ManifestRead::Ok(_) => Ok(None),
    }
}

//! Each artifact's typed view over arbitrary YAML: the manifest's shape check and view, the
//! three annotation schemas, the statistics scope block, relationships served less rejected
//! edges and plus added ones, and the diff served less rejected edges' events. Every other
//! file a rule reads is the same document.
#![no_main]

use std::path::Path;
use std::sync::Arc;

use dbprint_print::views::annotation_schema::{self, AnnotationKind};
use dbprint_print::views::human_edges::Authored;
use dbprint_print::views::{Documents, diff, edges, human_edges};
use dbprint_yaml::Value;
use libfuzzer_sys::fuzz_target;

/// Every path reads as the fuzzed document.
struct Same(Arc<Value>);

impl Documents for Same {
    fn yaml(&self, _: &Path) -> Option<Arc<Value>> {
        Some(Arc::clone(&self.0))
    }
}

fuzz_target!(|data: &[u8]| {
    let Ok(doc) = dbprint_yaml::parse_bytes(data) else {
        return;
    };
    let docs = Same(Arc::new(doc.clone()));
    let _ = dbprint_print::views::manifest::shape_error(&doc);
    let root = Path::new("/nonexistent/fuzz/print");
    let manifest =
        dbprint_print::views::manifest::build(root, root, root.join("manifest.yaml"), Arc::new(doc.clone()));
    for entry in manifest.tables.iter().take(16) {
        for (kind, _) in entry.declared() {
            let _ = entry.file(kind);
        }
        let _ = manifest.entry(&entry.fqn);
        let _ = edges::without_rejected(&docs, &manifest, entry, &doc);
        let _ = edges::own_rejections(
            &docs,
            Some(root),
            doc.as_map().and_then(|m| m.get("refers_to")),
        );
    }
    let authored: Authored = vec![(
        "fuzz.s.author".to_string(),
        edges::admitted_refers_to(&docs, root).unwrap_or_default(),
    )];
    for kind in [
        AnnotationKind::Statistics,
        AnnotationKind::Relationships,
        AnnotationKind::Manifest,
    ] {
        let _ = annotation_schema::malformation(kind, &doc);
        let _ = annotation_schema::admit(kind, &doc);
    }
    if let Value::Map(map) = &doc {
        let scope = dbprint_print::views::scope::scope_of(Some(map));
        let _ = dbprint_print::views::scope::reply_scope(scope.as_ref());
        for table in ["fuzz.s.author", "fuzz.s.target"] {
            let _ = human_edges::with_human_edges(map, &authored, table);
        }
        let shown = diff::without_rejected(&docs, Some(&manifest), map);
        let _ = shown.head();
        let _ = shown.document();
    }
});

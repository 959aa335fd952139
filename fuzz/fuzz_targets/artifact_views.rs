//! Each artifact's typed view over arbitrary YAML: the manifest's shape check and view, the
//! three annotation schemas, and the statistics scope block.
#![no_main]

use std::path::Path;
use std::sync::Arc;

use dbprint::print::annotation_schema::{self, AnnotationKind};
use dbprint::yaml::Value;
use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| {
    let Ok(doc) = dbprint::yaml::parse_bytes(data) else {
        return;
    };
    let _ = dbprint::print::manifest::shape_error(&doc);
    let root = Path::new("/nonexistent/fuzz/print");
    let manifest =
        dbprint::print::manifest::build(root, root.join("manifest.yaml"), Arc::new(doc.clone()));
    for entry in manifest.tables.iter().take(16) {
        for (kind, _) in entry.declared() {
            let _ = entry.file(kind);
        }
        let _ = manifest.entry(&entry.fqn);
    }
    for kind in [
        AnnotationKind::Statistics,
        AnnotationKind::Relationships,
        AnnotationKind::Manifest,
    ] {
        let _ = annotation_schema::malformation(kind, &doc);
        let _ = annotation_schema::admit(kind, &doc);
    }
    if let Value::Map(statistics) = &doc {
        let scope = dbprint::print::scope::scope_of(Some(statistics));
        let _ = dbprint::print::scope::reply_scope(scope.as_ref());
    }
});

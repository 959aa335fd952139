//! A table's admitted column annotations (format spec §2.7.1) as `resolve_value` and
//! `check_query` read them: the `columns` of its `statistics.annotations.yaml`, read through
//! the request's `Reading`; a fault when the file does not parse or fails its schema.

use crate::access::{Reading, Table};
use crate::fault::{self, Fault};
use crate::views::annotation_schema::{AnnotationKind, admitted, malformation};
use dbprint_yaml::python::truthy;
use dbprint_yaml::{Mapping, Value};

/// The admitted `columns` of the table's `statistics.annotations.yaml`; none when it is not
/// declared or absent; a fault when it does not parse or does not match its schema.
pub fn annotated_columns(reading: &Reading, table: &Table) -> Result<Mapping, Fault> {
    if table.entry().declares("statistics_annotations").is_none() {
        return Ok(Mapping::new());
    }
    let path = reading.artifact_path(table, "statistics_annotations")?;
    let shown = path.display().to_string();
    let doc = match reading.optional_yaml(&path) {
        Ok(Some(doc)) => doc,
        Ok(None) => return Ok(Mapping::new()),
        Err(why) => return Err(fault::yaml_parse_error(&shown, &why)),
    };
    let doc = if truthy(&doc) {
        Value::clone(&doc)
    } else {
        Value::Map(Mapping::new())
    };
    if let Some(problem) = malformation(AnnotationKind::Statistics, &doc) {
        return Err(fault::schema_mismatch(&shown, &problem));
    }
    Ok(admitted(AnnotationKind::Statistics, &doc)
        .and_then(|file| file.get("columns").and_then(Value::as_map).cloned())
        .unwrap_or_default())
}

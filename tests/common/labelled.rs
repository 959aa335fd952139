//! Reading a labelled set's questions.yaml (benches/discovery, benches/joins) so that no
//! question is scored against nothing: every label missing, empty or malformed fails naming
//! the question, and two questions sharing an id fail the set.

use std::collections::BTreeSet;
use std::path::Path;

use dbprint_yaml::Value as Yaml;

/// The questions of `project`'s questions.yaml, each read by `read` from its id (present, not
/// empty) and its entry; ids are unique.
pub fn questions<Q>(project: &Path, read: impl Fn(String, &Yaml) -> Q) -> Vec<Q> {
    let file = project.join("questions.yaml");
    let doc = dbprint_yaml::parse(&std::fs::read_to_string(file).unwrap()).unwrap();
    let items = doc.as_seq().expect("questions.yaml is a list of questions");
    let mut ids = BTreeSet::new();
    (items.iter().enumerate())
        .map(|(at, item)| {
            let id = (item.get("id").and_then(Yaml::as_str))
                .filter(|id| !id.is_empty())
                .unwrap_or_else(|| panic!("question {at} has no id"))
                .to_string();
            assert!(ids.insert(id.clone()), "two questions share the id {id}");
            read(id, item)
        })
        .collect()
}

/// The text `item` holds under `key`, not blank; else fails naming question `id`.
pub fn text(id: &str, item: &Yaml, key: &str) -> String {
    (item.get(key).and_then(Yaml::as_str))
        .filter(|text| !text.trim().is_empty())
        .unwrap_or_else(|| panic!("{id}: {key} is not a text: {:?}", item.get(key)))
        .to_string()
}

/// The gold tables `item` lists under `tables`: a list of at least one name, none empty, none
/// twice; else fails naming question `id`.
pub fn gold_tables(id: &str, item: &Yaml) -> Vec<String> {
    let list = item.get("tables");
    let items = (list.and_then(Yaml::as_seq))
        .unwrap_or_else(|| panic!("{id}: tables is not a list: {list:?}"));
    assert!(!items.is_empty(), "{id}: tables is empty");
    let tables: Vec<String> = (items.iter())
        .map(|name| match name.as_str() {
            Some(name) if !name.is_empty() => name.to_string(),
            _ => panic!("{id}: tables holds {name:?}, not a name"),
        })
        .collect();
    let distinct: BTreeSet<&String> = tables.iter().collect();
    assert_eq!(
        distinct.len(),
        tables.len(),
        "{id}: a gold table listed twice"
    );
    tables
}

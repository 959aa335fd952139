//! What a check knows of the print: which table a name in the SQL means (the manifest's FQNs,
//! matched segment by segment from the right, case-insensitively), and per table read, its
//! columns as its `statistics.yaml` lists them with their blocks, its admitted column
//! annotations, its scope, its row count and the domains its definition declares (`declared`) — each table's files read once per check through the call's
//! `Reading`, as `resolve_value` reads them.

use std::cell::{OnceCell, RefCell};
use std::collections::HashMap;
use std::rc::Rc;
use std::sync::Arc;

use super::declared::{Declared, Definitions, Domains, declared, enum_members};
use dbprint_print::access::annotations::annotated_columns;
use dbprint_print::access::table_name;
use dbprint_print::access::{Reading, Table, absent_declared};
use dbprint_print::config::Connection;
use dbprint_print::store::Built;
use dbprint_print::views::manifest::Manifest;
use dbprint_print::views::scope::{Scope, scope_of};
use dbprint_print::views::statistics::{ColumnStats, TableStats};
use dbprint_print::views::table_names::TableNames;
use dbprint_yaml::python::number;
use dbprint_yaml::{Mapping, Value};

/// The print column a derived relation's column passes on unchanged (`SELECT col`, `col AS
/// name`, `*`): its values are that column's.
#[derive(Clone)]
pub struct Origin {
    pub table: Rc<TableFacts>,
    pub column: String,
}

/// An output column's name and, when it passes a print column on unchanged, that column.
pub type Traced = (String, Option<Origin>);

/// A relation's column names, found by name in constant time: exactly, else ASCII
/// case-insensitively; with the print column each passes on, for a derived relation.
pub struct ColumnSet {
    pub names: Vec<String>,
    origins: Vec<Option<Origin>>,
    exact: HashMap<String, usize>,
    folded: HashMap<String, usize>,
}

impl ColumnSet {
    pub fn new(names: Vec<String>) -> Rc<Self> {
        Self::traced(names.into_iter().map(|n| (n, None)).collect())
    }

    pub fn traced(columns: Vec<Traced>) -> Rc<Self> {
        let mut exact = HashMap::with_capacity(columns.len());
        let mut folded = HashMap::with_capacity(columns.len());
        let (names, origins): (Vec<String>, Vec<Option<Origin>>) = columns.into_iter().unzip();
        for (at, name) in names.iter().enumerate() {
            exact.entry(name.clone()).or_insert(at);
            folded.entry(name.to_ascii_lowercase()).or_insert(at);
        }
        Rc::new(ColumnSet {
            names,
            origins,
            exact,
            folded,
        })
    }

    fn at(&self, name: &str) -> Option<usize> {
        self.exact
            .get(name)
            .or_else(|| self.folded.get(&name.to_ascii_lowercase()))
            .copied()
    }

    pub fn get(&self, name: &str) -> Option<&str> {
        self.names.get(self.at(name)?).map(String::as_str)
    }

    /// The print column `name` passes on, when it passes one on unchanged.
    pub fn origin(&self, name: &str) -> Option<&Origin> {
        self.origins.get(self.at(name)?)?.as_ref()
    }

    /// Every column with the print column it passes on.
    pub fn columns(&self) -> Vec<Traced> {
        self.names
            .iter()
            .cloned()
            .zip(self.origins.iter().cloned())
            .collect()
    }
}

/// What a table name in the SQL means.
#[derive(Debug, Clone, PartialEq)]
pub enum Named {
    Table(String),
    Ambiguous(Vec<String>),
    Missing,
}

/// A key of a table: its columns (lowercase) and where the print says so.
pub struct Key {
    pub columns: Vec<String>,
    pub source: &'static str,
}

/// The keys a table's statistics name (`grain.keys`).
fn grain_keys(statistics: &Mapping) -> Vec<Key> {
    TableStats::new(statistics)
        .grain_keys()
        .filter_map(|columns| {
            let columns: Option<Vec<String>> = columns
                .iter()
                .map(|c| c.as_str().map(str::to_lowercase))
                .collect();
            Some(Key {
                columns: columns?,
                source: "named in its statistics",
            })
        })
        .collect()
}

/// One table as a check reads it.
pub struct TableFacts {
    pub fqn: String,
    /// Column names in file order; `None` when the table publishes no statistics to name them.
    pub columns: Option<Rc<ColumnSet>>,
    /// Its statistics.yaml as the store keeps it (shared, never copied per check).
    statistics: Option<Arc<Value>>,
    pub annotations: Mapping,
    pub scope: Option<Scope>,
    /// The rows it held when profiled, when its statistics say.
    pub row_count: Option<f64>,
    /// The domains its definition declares (`ENUM`, `CHECK … IN`), by lowercase column name.
    pub domains: Domains,
    /// Its keys: its statistics' grain, else the keys its `ddl.sql` declares.
    pub keys: Vec<Key>,
    /// What of its files did not read, and what goes unchecked for it.
    pub unread: Vec<String>,
}

impl TableFacts {
    /// The statistics block of `column`, spelled as the file spells it.
    pub fn block(&self, column: &str) -> Option<&Mapping> {
        let statistics = self.statistics.as_deref()?.as_map()?;
        TableStats::new(statistics).columns()?.get(column)?.as_map()
    }
}

pub struct Catalog<'r> {
    reading: &'r Reading<'r>,
    conn: &'r Connection,
    definitions: &'r Definitions,
    manifest: Option<Arc<Manifest>>,
    names: OnceCell<Arc<Built<TableNames>>>,
    read: RefCell<HashMap<String, Rc<TableFacts>>>,
}

impl<'r> Catalog<'r> {
    pub fn new(
        reading: &'r Reading<'r>,
        conn: &'r Connection,
        manifest: Option<Arc<Manifest>>,
        definitions: &'r Definitions,
    ) -> Self {
        Catalog {
            reading,
            conn,
            definitions,
            manifest,
            names: OnceCell::new(),
            read: RefCell::new(HashMap::new()),
        }
    }

    /// Every table's FQN, in manifest order.
    pub fn fqns(&self) -> impl Iterator<Item = &str> {
        self.manifest
            .iter()
            .flat_map(|m| m.tables.iter().map(|e| e.fqn.as_str()))
    }

    /// The table `parts` (a dotted SQL name, outermost first) names: the FQNs whose trailing
    /// segments are the name's, case-insensitively, or that end a longer name whole. Found in
    /// the manifest's name map, built once per manifest identity (`TableNames`).
    pub fn table(&self, parts: &[String]) -> Named {
        let Some(names) = self.names() else {
            return Named::Missing;
        };
        match names.value.named(parts).as_slice() {
            [] => Named::Missing,
            [one] => Named::Table(one.to_string()),
            many => Named::Ambiguous(many.iter().map(|s| s.to_string()).collect()),
        }
    }

    /// The manifest's name map, derived once per manifest identity and held for this check.
    fn names(&self) -> Option<Arc<Built<TableNames>>> {
        let manifest = self.manifest.as_ref()?;
        let names = self
            .names
            .get_or_init(|| table_name::names(self.reading, manifest));
        Some(Arc::clone(names))
    }

    /// The facts of table `fqn`, read once per check; a table whose statistics are not
    /// declared, absent or unreadable names no columns.
    pub fn facts(&self, fqn: &str) -> Rc<TableFacts> {
        if let Some(facts) = self.read.borrow().get(fqn) {
            return Rc::clone(facts);
        }
        let facts = Rc::new(self.load(fqn));
        self.read
            .borrow_mut()
            .insert(fqn.to_string(), Rc::clone(&facts));
        facts
    }

    /// What a table's definition declares: its `ddl.sql`'s domains and keys (parsed once per
    /// identity of the file, `definitions`), then each `ENUM` its statistics' `sql_type`s
    /// write. A table that declares no `ddl.sql` declares nothing; one whose declared `ddl.sql`
    /// is not there or does not read answers why.
    fn declared(&self, table: &Table, blocks: &Mapping) -> Result<Declared, String> {
        let mut found = match self.reading.artifact_path(table, "ddl") {
            Ok(path) => {
                let key = path.display().to_string();
                let built = self
                    .reading
                    .derived(self.definitions, &key, &[], |reading| {
                        match reading.text_if_there(&path) {
                            Ok(Some(text)) => Ok(declared(&text)),
                            Ok(None) => Err(absent_declared(&path).detail),
                            Err(fault) => Err(fault.detail),
                        }
                    });
                built.value.clone()?
            }
            Err(_) => Declared::default(),
        };
        for (name, block) in blocks.iter() {
            let members = ColumnStats::of(block)
                .and_then(ColumnStats::sql_type_text)
                .and_then(enum_members);
            if let (Some(name), Some(members)) = (name.as_str(), members) {
                found.domains.insert(name.to_lowercase(), members);
            }
        }
        Ok(found)
    }

    fn load(&self, fqn: &str) -> TableFacts {
        let mut facts = TableFacts {
            fqn: fqn.to_string(),
            columns: None,
            statistics: None,
            annotations: Mapping::new(),
            scope: None,
            row_count: None,
            domains: Domains::new(),
            keys: Vec::new(),
            unread: Vec::new(),
        };
        let unchecked = "its columns and values are not checked";
        let table = match self.reading.table(self.conn, fqn) {
            Ok(table) => table,
            Err(fault) => {
                facts.unread.push(format!("{}; {unchecked}", fault.detail));
                return facts;
            }
        };
        let path = match self.reading.artifact_path(&table, "statistics") {
            Ok(path) => path,
            Err(_) => {
                facts
                    .unread
                    .push(format!("it declares no statistics; {unchecked}"));
                return facts;
            }
        };
        let shown = path.display();
        let doc = match self.reading.optional_yaml(&path) {
            Ok(Some(doc)) => doc,
            Ok(None) => {
                facts
                    .unread
                    .push(format!("{shown} is missing; {unchecked}"));
                return facts;
            }
            Err(why) => {
                facts
                    .unread
                    .push(format!("{shown} does not parse ({why}); {unchecked}"));
                return facts;
            }
        };
        let Some(statistics) = doc.as_map() else {
            facts
                .unread
                .push(format!("{shown} is not a mapping; {unchecked}"));
            return facts;
        };
        let empty = Mapping::new();
        let blocks = TableStats::new(statistics).columns().unwrap_or(&empty);
        facts.columns = Some(ColumnSet::new(
            blocks
                .iter()
                .filter_map(|(name, _)| name.as_str().map(str::to_string))
                .collect(),
        ));
        let declared = self.declared(&table, blocks).unwrap_or_else(|why| {
            facts.unread.push(format!(
                "{why}; the domains and keys its definition declares are not used"
            ));
            Declared::default()
        });
        facts.keys = grain_keys(statistics);
        if facts.keys.is_empty() {
            facts.keys = declared
                .keys
                .into_iter()
                .map(|columns| Key {
                    columns,
                    source: "declared in its ddl.sql",
                })
                .collect();
        }
        facts.domains = declared.domains;
        facts.scope = scope_of(Some(statistics));
        facts.row_count = number(TableStats::new(statistics).row_count());
        facts.statistics = Some(Arc::clone(&doc));
        match annotated_columns(self.reading, &table) {
            Ok(annotations) => facts.annotations = annotations,
            Err(fault) => facts.unread.push(format!(
                "{}; the notes on its values are not used",
                fault.detail
            )),
        }
        facts
    }
}

//! The tools as `tools/list` declares them (§4): the seven of v1, with input schemas exactly
//! as the spec gives them, then those beyond the reference (additive, §9); names,
//! descriptions that each stand alone, and the four behaviour hints. A server started with
//! `--tools v1` declares and answers the seven alone (`ToolSet`).

use std::sync::LazyLock;

use serde_json::{Value as Json, json};

pub use crate::state::ToolSet;

/// One declared tool.
pub struct ToolDef {
    pub name: &'static str,
    pub description: &'static str,
    pub input_schema: Json,
    /// The tool itself, given a call whose arguments passed `input_schema`.
    pub run: super::Tool,
}

const CONNECTION: &str = "Which database to read, by connection name; needed only when the server serves several, and the error for a missing one lists them. Omit it for the server's default";
const CURSOR: &str = "`next_cursor` from this call's previous page; omit for the first page";

fn connection() -> Json {
    json!({"type": "string", "description": CONNECTION})
}

fn cursor() -> Json {
    json!({"type": "string", "minLength": 1, "description": CURSOR})
}

fn object(properties: Json, required: &[&str]) -> Json {
    let mut schema = json!({
        "type": "object",
        "additionalProperties": false,
        "properties": properties,
    });
    if !required.is_empty() {
        schema["required"] = json!(required);
    }
    schema
}

/// The diff event kinds, as the format's diff schema enumerates them (format spec §2.6).
pub const DIFF_KINDS: [&str; 24] = [
    "table_added",
    "table_removed",
    "table_type_changed",
    "external_changed",
    "column_added",
    "column_removed",
    "column_type_changed",
    "column_nullable_changed",
    "column_default_changed",
    "column_physical_name_changed",
    "column_collation_changed",
    "statistic_changed",
    "table_row_count_changed",
    "grain_changed",
    "physical_layout_changed",
    "merging_changed",
    "depends_on_changed",
    "relationship_added",
    "relationship_removed",
    "relationship_modified",
    "index_added",
    "index_removed",
    "index_modified",
    "comment_changed",
];

fn get_table_context() -> ToolDef {
    ToolDef {
        name: "get_table_context",
        run: super::get_table_context::run,
        description: "Everything the print knows about one table, assembled for a prompt. Call it with purpose: query before writing SQL against a table: its DDL, its joins (declared, inferred or measured, and those a person added; rejected ones left out), the data dictionary, the literal values a WHERE clause can use with their counts, and each nullable column's null share. Use purpose: profile (default) to describe the data: statistics, relationships and people's notes. To find which table holds a column, use search_columns first; to check one filter value's spelling, resolve_value; for the list of tables, list_tables.",
        input_schema: object(
            json!({
                "table": {"type": "string", "minLength": 1, "description": "Dotted fully-qualified table name, as list_tables and search_columns return it"},
                "connection": connection(),
                "purpose": {"type": "string", "enum": ["profile", "query"], "default": "profile", "description": "query before writing SQL: DDL, the Joins list, data dictionary and the value lists with counts and coverage, and each nullable column's null share, with no other statistics. profile (default) to describe the data: statistics, relationships, notes"},
                "format": {"type": "string", "enum": ["md", "json", "yaml"], "default": "md", "description": "md renders the chosen purpose as Markdown - under `profile`, a per-column Notes summary rather than the raw statistics fields json and yaml carry. All three omit each column's sketch (a hashed summary of its distinct values); the table's raw statistics file, sketch included, is the dbprint://<connection>/<table>/statistics resource. get_reference document: guide explains each json/yaml field."},
                "include_stats": {"type": "boolean", "default": true, "description": "Include the Cardinality table (md) or statistics object (json/yaml); no effect under `query`, which carries neither"},
                "include_relationships": {"type": "boolean", "default": true, "description": "Include the Relationships section (md) or relationships object (json/yaml); under `query`, the Joins list"},
                "include_description": {"type": "boolean", "default": true, "description": "Include the table's prose description, when one was written"},
                "include_annotations": {"type": "boolean", "default": true, "description": "Include the notes and claims people wrote on its columns and values, and notes that apply to the whole database, when written"},
                "cursor": cursor(),
            }),
            &["table"],
        ),
    }
}

fn list_tables() -> ToolDef {
    ToolDef {
        name: "list_tables",
        run: super::list_tables::run,
        description: "Which tables the print holds, by fully-qualified name, optionally narrowed by a glob. With detail: true each entry also carries its type, row count, column count, when it was profiled and a freshness verdict (live, stale or dormant) against its threshold. Prefer it to get_manifest for names, sizes and staleness; use search_columns to find a column when the table is unknown, and get_table_context to read one table.",
        input_schema: object(
            json!({
                "connection": connection(),
                "pattern": {"type": "string", "minLength": 1, "description": "fnmatch glob over dotted table names, e.g. 'sales.*'; defaults to '*'"},
                "detail": {"type": "boolean", "default": false, "description": "Project each entry's type/row_count/columns/profiled_at from the print's index plus its freshness verdict; false returns bare FQN strings, unchanged"},
                "cursor": cursor(),
            }),
            &[],
        ),
    }
}

fn search_columns() -> ToolDef {
    ToolDef {
        name: "search_columns",
        run: super::search_columns::run,
        description: "Find columns across every table of the print when the table is not yet known: by name glob, by words in the notes people wrote (text), or by classification, SQL type, detected sensitivity, value shape (looks_like), redaction or candidate key; filters combine with AND. A match names its table and column with the fields it matched on. Then read the table with get_table_context, or check a literal with resolve_value; list_tables lists tables rather than columns.",
        input_schema: object(
            json!({
                "pattern": {"type": "string", "minLength": 1, "description": "fnmatch glob over column names, and over a part as `<column><path>` (`items[*].sku`); optional - omit to filter by the other predicates alone"},
                "classification": {"type": "string", "description": "fnmatch glob against the column's classification (binary, boolean, categorical, composite, foreign_key_candidate, json, numeric, spatial, temporal, text, unsupported, vector)"},
                "sql_type": {"type": "string", "description": "fnmatch glob against the column's sql_type"},
                "sensitivity": {"type": "string", "description": "fnmatch glob against inferred.sensitivity (contact, credential, date_of_birth, demographic, employment, financial_account, geolocation, health, national_id, online_identifier, personal_name, postal_address) - a glob of '*' sweeps every column carrying any detection. A detection, never a verdict; its absence on a column is not an assertion that the column is safe"},
                "looks_like": {"type": "string", "description": "fnmatch glob against inferred.looks_like (base64, bic, card_number, content_type, country_code, currency_code, ean, email, filename, gif, gzip, hex, iban, imei, ip, isbn, iso8601_date, iso8601_datetime, iso8601_duration, jpeg, json, jwt, latlon, mac_address, numeric_string, path, pdf, phone, png, postal_code, prose, semver, timezone, url, urn, uuid, vin, zip)"},
                "redacted": {"type": "string", "description": "fnmatch glob against the column's redacted marker (drop, hash, mask)"},
                "candidate_key": {"type": "boolean", "description": "Exact match against inferred.candidate_key"},
                "text": {"type": "string", "minLength": 1, "description": "Case-insensitive substring matched against the column name, the note people wrote on it and its per-value notes - words, not meaning. A match found through per-value notes carries them as `value_notes`"},
                "connection": connection(),
                "cursor": cursor(),
            }),
            &[],
        ),
    }
}

fn resolve_value() -> ToolDef {
    ToolDef {
        name: "resolve_value",
        run: super::resolve_value::run,
        description: "Before writing a literal into a filter: resolve a phrase, code or spelling against one column's published values. Answers whether it is stored (with every stored spelling that folds to it), which values a note defines it as, the nearest listed spellings, or that the column publishes no list - with the list's coverage and, for a small complete list, the whole domain. Use get_table_context purpose: query for all of a table's value lists at once, and search_columns to find the column first.",
        input_schema: object(
            json!({
                "table": {"type": "string", "minLength": 1, "description": "Fully-qualified table name"},
                "column": {"type": "string", "minLength": 1, "description": "Column name as the print spells it"},
                "part": {"type": "string", "minLength": 1, "description": "A part of the column, by its path as the print keys it (`.status`, `[*]`); omit it to resolve against the column itself"},
                "text": {"type": "string", "minLength": 1, "description": "The phrase, code or spelling from the question, as written"},
                "connection": connection(),
                "cursor": cursor(),
            }),
            &["table", "column", "text"],
        ),
    }
}

fn get_manifest() -> ToolDef {
    ToolDef {
        name: "get_manifest",
        run: super::get_manifest::run,
        description: "The print's raw index, manifest.yaml, as JSON: run metadata and, per table, its type, directory, artifact files, column count, row count and profiling time, optionally narrowed by a glob over table names. It indexes files; it does not explain what tables mean. For names, row counts and staleness list_tables with detail: true is shorter; to read a table, get_table_context.",
        input_schema: object(
            json!({
                "connection": connection(),
                "pattern": {"type": "string", "minLength": 1, "description": "fnmatch glob over the FQN keys of `tables`, the same spelling `list_tables` takes; filters that map and `failed_tables` only"},
                "cursor": cursor(),
            }),
            &[],
        ),
    }
}

fn get_diff() -> ToolDef {
    ToolDef {
        name: "get_diff",
        run: super::get_diff::run,
        description: "What changed between the last two prints of a database: tables and columns added or removed, type, nullability and default changes, joins added or removed, indexes, comments and statistics that drifted - optionally only the changes naming one table, or of one kind. Joins a person rejected are left out. For a table's current state rather than its changes, use get_table_context.",
        input_schema: object(
            json!({
                "connection": connection(),
                "table": {"type": "string", "minLength": 1, "description": "Keep only changes naming this fully-qualified table, including the relationship events that name it as source or target"},
                "kind": {"type": "string", "enum": DIFF_KINDS, "description": "Keep only changes of this kind"},
                "cursor": cursor(),
            }),
            &[],
        ),
    }
}

fn get_reference() -> ToolDef {
    ToolDef {
        name: "get_reference",
        run: super::get_reference::run,
        description: "What a field, a finding or a spec_ref citation means: one section of the print format specification or of the assertion DSL, by number or by the citation as written (e.g. '§2.2.4', 'ASSERTIONS.md §1.4'), or a section of the reading guide on how to read each json/yaml field, by heading. Without a section, the document's table of contents. It describes the format, not one print: what a table holds comes from get_table_context and list_tables.",
        input_schema: object(
            json!({
                "document": {"type": "string", "enum": ["assertions", "guide", "spec"], "description": "Which document - the format spec, the assertion DSL, or the reading guide (how to read each json/yaml field)"},
                "section": {"type": "string", "minLength": 1, "description": "A section number in the document's own scheme (e.g. '3', '2.2.4'), or a spec_ref citation copied verbatim from a finding ('\u{a7}2.2.4', 'ASSERTIONS.md \u{a7}1.4') - any heading depth. Omit for the table of contents. For guide, a heading's text (e.g. 'Vocabulary'), matched case-insensitively."},
                "cursor": cursor(),
            }),
            &["document"],
        ),
    }
}

fn find_join_path() -> ToolDef {
    ToolDef {
        name: "find_join_path",
        run: super::find_join_path::run,
        description: "How to join tables: the join routes from one table to another, or (given tables) the cheapest join tree connecting 2 to 10 tables, through the print's edges (declared, inferred or measured, and those a person added; rejected ones left out). Cost: a hop per join, half a hop more for an edge inferred or measured rather than declared, 0.4 more for one joining onto no key of either table (a shared code rather than a reference), and more for passing through a hub table that most tables join (a project, a tenant); routes then by the fewest rows a row of the first table becomes. Tables may be named as in SQL: the full name, or its last parts when they name one table (orders, sales.orders), in any case. Each hop names its columns, detection, any note, the key's null share and the measured fan-out (a tree's hops also whether a LEFT JOIN keeps rows an INNER JOIN drops), and each route or tree carries a FROM ... JOIN ... ON text to paste; a tree names the tables it passes through that were not asked (bridges) and comes with up to 2 alternatives. With no route it says why (the tables sit in separate components, or need more hops). For one table's own joins use get_table_context with purpose: query; to check a whole query, check_query.",
        input_schema: object(
            json!({
                "from": {"type": "string", "minLength": 1, "description": "The table the route starts from: its fully-qualified name, or its last parts when they name one table. With to; or give tables instead"},
                "to": {"type": "string", "minLength": 1, "description": "The table the route ends at, named as from is"},
                "via": {"type": "string", "minLength": 1, "description": "A table every route must pass through, named as from and to are; optional, with from and to"},
                "max_hops": {"type": "integer", "minimum": 1, "maximum": 8, "default": 4, "description": "The most joins a route may take (from and to only)"},
                "tables": {"type": "array", "items": {"type": "string", "minLength": 1}, "minItems": 2, "maxItems": 10, "description": "Instead of from and to: 2 to 10 tables to join, named as from is; the answer is the cheapest tree connecting them (and up to 2 alternatives), its steps starting from the first"},
                "connection": connection(),
                "cursor": cursor(),
            }),
            &[],
        ),
    }
}

fn check_query() -> ToolDef {
    ToolDef {
        name: "check_query",
        run: super::check_query::run,
        description: "Before running SQL you wrote: check it against the print without touching the database. Resolves every table and column (aliases, CTEs, subqueries, USING, SELECT *) and answers findings, each with a severity (error, warning, note), its line and column, a one-line message and the tool call that explains it: unknown tables, columns or STRUCT fields with the nearest names; a literal the column's complete value list does not hold, or stores in another spelling; a literal of the wrong type; a join no edge of the print backs, one a person rejected, or one on part of a composite key; a fan-out that multiplies rows; = NULL; IS NULL on a column without nulls; tables read in part. An empty findings list means the query fits the print; corrected_sql is given when every error has a clear fix. To write the joins, find_join_path; for one table's columns and values, get_table_context with purpose: query.",
        input_schema: object(
            json!({
                "sql": {"type": "string", "minLength": 1, "description": "The query, as it would be run"},
                "dialect": {"type": "string", "enum": dbprint_sqlcheck::DIALECTS, "description": "The SQL dialect to parse it in; defaults to the connection's adapter"},
                "connection": connection(),
                "cursor": cursor(),
            }),
            &["sql"],
        ),
    }
}

const SCHEMA_GLOB: &str = "A glob over fully-qualified table names (fnmatch: * and ?) to search within, whose first part is the database: e.g. 'shop.sales.*' or '*.sales.*'; omit to search every table";

fn limit() -> Json {
    json!({"type": "integer", "minimum": 1, "maximum": 50, "default": 10, "description": "How many to return, best first"})
}

fn find_tables() -> ToolDef {
    ToolDef {
        name: "find_tables",
        run: super::find_across::tables,
        description: "Which tables a question needs, and how they join: start here when you do not know the table names. Give the question in plain words (or its key words); it ranks every table of the print against it by its name, description, column names, notes and stored values (abbreviations such as dept, addr, qty, and small typos are understood; a value the question names, like 'the History department', points at the table storing it), then joins the best hits that cover different parts of the question by the cheapest join tree and lists the tables that tree passes through (bridge_between: a link or lookup table the question never names), counted within limit. Each table comes compactly: rank, score, row count, freshness, one line of evidence grouped by word (building: name, 4 columns), its best columns and the ranks of the listed tables it joins; the answer gives the tree's joins as ON conditions, the values the question names and where they are stored, and the question's words found nowhere in the print (ask the user about those). detail: true gives every clue and column with its type. Then read a table with get_table_context, get the whole join SQL with find_join_path (tables), and check the SQL with check_query. Without connection, where the server serves several and none is the default, it asks every connection at once and answers with the best connections first (connections: each one's matched tables, best table and why) and each one's best tables, each naming its connection; then ask again with the connection for its joins.",
        input_schema: object(
            json!({
                "question": {"type": "string", "minLength": 1, "description": "The question, in plain words, or its key words"},
                "schema": {"type": "string", "minLength": 1, "description": SCHEMA_GLOB},
                "limit": limit(),
                "detail": {"type": "boolean", "default": false, "description": "true for the full evidence of each table (every clue with where it matched, each best column with its type and words, the tables alike, how to read its context); default: one line per table"},
                "connection": connection(),
                "cursor": cursor(),
            }),
            &["question"],
        ),
    }
}

fn find_value() -> ToolDef {
    ToolDef {
        name: "find_value",
        run: super::find_across::values_found,
        description: "Which columns store a value, such as 'History', 'PG-13' or 'AIR': every column whose published value list holds it, exact spellings first, then those differing only by case or surrounding spaces, then the nearest spellings when nothing stores it as given; complete lists before partial ones, then the column that defines the value (each value one row, like a lookup table's name) before columns that repeat it, then the more frequent. Given the question the value comes from, the columns of the tables that question needs (as find_tables ranks them) come first after the kind of match, so 'Brazil' in 'customers living in Brazil' finds the customers' country column before other countries. Each gives the table, column, the stored spelling to use, how many rows hold it and their share, whether the list is complete, and the WHERE predicate to write. It says how many lists it searched and how many were complete: a value absent from a complete list is absent from the column, while a partial list holds only the most frequent values. For one known column, resolve_value says more. Without connection, where the server serves several and none is the default, it looks in every connection and answers with those storing the value as written first (connections: each one's count and summary) and each one's first columns, each naming its connection.",
        input_schema: object(
            json!({
                "value": {"type": "string", "minLength": 1, "description": "The value to look for, as a person would write it"},
                "question": {"type": "string", "minLength": 1, "description": "The question the value comes from (optional): the columns of the tables it needs rank first"},
                "schema": {"type": "string", "minLength": 1, "description": SCHEMA_GLOB},
                "limit": limit(),
                "connection": connection(),
                "cursor": cursor(),
            }),
            &["value"],
        ),
    }
}

/// How many of `ALL` the v1 set holds: they come first.
const V1_TOOLS: usize = 7;

static ALL: LazyLock<Vec<ToolDef>> = LazyLock::new(|| {
    vec![
        get_table_context(),
        list_tables(),
        search_columns(),
        resolve_value(),
        get_manifest(),
        get_diff(),
        get_reference(),
        check_query(),
        find_join_path(),
        find_tables(),
        find_value(),
    ]
});

/// Every tool of `set`, in the order `tools/list` declares them; built once per process.
pub fn served(set: ToolSet) -> &'static [ToolDef] {
    match set {
        ToolSet::V1 => &ALL[..V1_TOOLS],
        ToolSet::All => &ALL,
    }
}

/// Every tool, v1's and those beyond it.
pub fn all() -> &'static [ToolDef] {
    served(ToolSet::All)
}

/// The tool `name`, when `set` declares it.
pub fn find(set: ToolSet, name: &str) -> Option<&'static ToolDef> {
    served(set).iter().find(|d| d.name == name)
}

/// The four behaviour hints every tool carries, as explicit booleans (§4).
pub fn hints() -> Json {
    json!({
        "readOnlyHint": true,
        "destructiveHint": false,
        "idempotentHint": true,
        "openWorldHint": false,
    })
}

//! The engine from the shell: `dbprint tables | context | search | resolve | check-query |
//! find | find-value | join-path`, answered by the same tools the server declares, called through the same
//! dispatch over the same state (so the answers are the tools' own typed answers), whole
//! rather than paged, printed as Markdown for a person (`people`, `diagnostics`), or as JSON or
//! YAML (`render`). Built with or without the `mcp`
//! feature. A table is named as SQL writes it (`dbprint_print::access::table_name`: a unique trailing
//! part of its FQN, in any case when the exact spelling is absent): `context` and `resolve`
//! resolve it to the FQN before calling their tool, which takes the FQN alone, and
//! `join-path`'s tool resolves its own. Exit codes: 0 answered; 1 `check-query` found an
//! error; 2 a usage fault or one of the print (named table unknown or ambiguous, print
//! unreadable), said on stderr with the nearest names where a name was unknown.

mod connections;
mod diagnostics;
mod people;
mod render;
mod resolved;
mod vocabulary;

use std::io::Read;
use std::path::PathBuf;

use serde_json::{Map, Value as Json, json};

use dbprint_base::fnmatch::Glob;
use dbprint_print::access::Reading;
use dbprint_print::access::table_name::{self, Named};
use dbprint_print::config::{Connection, Project, Served, locate, resolve_served};
use dbprint_print::fault::{self, Fault};
use dbprint_service::state::State;
use dbprint_service::tools::{Answer, Whole, answered};
use dbprint_sqlcheck::nearest_columns;
use dbprint_yaml::json::to_serde;
pub use render::Format;

/// Exit code: `check-query` found an error-severity finding.
const EXIT_FINDING: i32 = 1;
/// Exit code: a usage fault, or a fault of the print.
const EXIT_FAULT: i32 = 2;

/// What every query command takes.
#[derive(clap::Args, Debug)]
pub struct Common {
    /// The directory directly holding .dbprint.yaml, or that file itself; default: walk up
    /// from the working directory.
    #[arg(long)]
    project: Option<PathBuf>,
    /// The connection to read; default: the project's default connection.
    #[arg(long)]
    connection: Option<String>,
    /// Output: md (default at a terminal), json (default otherwise) or yaml.
    #[arg(long, value_enum, ignore_case = true)]
    format: Option<Format>,
}

#[derive(clap::Subcommand, Debug)]
pub enum Query {
    /// The project's connections: each one's tables, how fresh they are, and the default.
    #[command(
        after_help = "Example:\n  dbprint connections --project fixtures/project    every connection, its tables and their freshness"
    )]
    Connections {
        #[command(flatten)]
        common: Common,
    },
    /// The tables of the print, optionally those a glob matches (list_tables, with detail).
    #[command(
        after_help = "Example:\n  dbprint tables '*.sales.*' --project fixtures/project    the tables of every sales schema, with size and freshness"
    )]
    Tables {
        /// fnmatch glob over table names, database first: e.g. 'shop.sales.*' or '*.sales.*'.
        pattern: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// Everything the print knows about one table (get_table_context).
    #[command(
        after_help = "Example:\n  dbprint context orders --purpose query    columns, keys, joins and values to write a query"
    )]
    Context {
        /// The table, named as SQL names it: its full name or its last parts (orders,
        /// sales.orders).
        table: String,
        /// query: what writing SQL needs; profile (default): the data described.
        #[arg(long, value_parser = ["profile", "query"])]
        purpose: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// Columns across every table, by name glob, words in notes, or field globs (search_columns).
    #[command(
        after_help = "Example:\n  dbprint search --pattern '*_id' --classification foreign_key_candidate    every reference column"
    )]
    Search {
        /// fnmatch glob over column names (e.g. '*_id'); a part of a document column reads
        /// as <column><path> (items[*].sku).
        #[arg(long)]
        pattern: Option<String>,
        /// Words to find (case-insensitive) in column names, their notes and value notes.
        #[arg(long)]
        text: Option<String>,
        /// fnmatch glob over the classification: binary, boolean, categorical, composite,
        /// foreign_key_candidate, json, numeric, spatial, temporal, text, unsupported, vector.
        #[arg(long)]
        classification: Option<String>,
        /// fnmatch glob over the column's SQL type (e.g. 'VARCHAR*').
        #[arg(long)]
        sql_type: Option<String>,
        /// fnmatch glob over the sensitivity detected (e.g. personal_name, contact); '*' for
        /// any.
        #[arg(long)]
        sensitivity: Option<String>,
        /// fnmatch glob over what the values look like (e.g. email, uuid, phone).
        #[arg(long)]
        looks_like: Option<String>,
        /// fnmatch glob over the redaction marker: drop, hash or mask.
        #[arg(long)]
        redacted: Option<String>,
        /// Only columns that are (true) or are not (false) a candidate key.
        #[arg(long)]
        candidate_key: Option<bool>,
        #[command(flatten)]
        common: Common,
    },
    /// A phrase, code or spelling resolved against one column's values (resolve_value).
    #[command(
        after_help = "Example:\n  dbprint resolve sales.orders status shipped    the stored spelling of 'shipped' in orders.status"
    )]
    Resolve {
        /// The table, named as SQL names it (full name or last parts).
        table: String,
        /// The column whose values to read.
        column: String,
        /// The phrase, code or spelling to resolve (e.g. shipped, 'New York', NY).
        text: String,
        /// A part of a document column, by its path as the print keys it (.status, [*]).
        #[arg(long)]
        part: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// A query checked against the print, from a file or `-` for stdin (check_query); exits
    /// 1 when a finding is an error.
    #[command(
        after_help = "Example:\n  echo \"SELECT ordr_id FROM sales.orders\" | dbprint check-query -    finds ordr_id, suggests order_id, exits 1"
    )]
    CheckQuery {
        /// The file holding the SQL, or - to read it from standard input.
        file: String,
        /// The dialect to parse it in; default: the connection's adapter.
        #[arg(long)]
        dialect: Option<String>,
        #[command(flatten)]
        common: Common,
    },
    /// The tables a question needs, ranked with the evidence (find_tables).
    #[command(
        after_help = "Example:\n  dbprint find \"which customers ordered the most\"    the tables that question needs and how they join"
    )]
    Find {
        /// The question in plain words, or its key words.
        question: String,
        /// fnmatch glob over table names to search within, database first: e.g. '*.sales.*'.
        #[arg(long)]
        schema: Option<String>,
        /// How many tables, 1 to 50 (default 10).
        #[arg(long)]
        limit: Option<u64>,
        /// Every clue and column in full rather than one line per table (json and yaml).
        #[arg(long)]
        detail: bool,
        #[command(flatten)]
        common: Common,
    },
    /// The columns whose value lists store a value (find_value).
    #[command(
        after_help = "Example:\n  dbprint find-value Shipped --question \"orders shipped last week\"    the columns storing Shipped, the question's first"
    )]
    FindValue {
        value: String,
        /// The question the value comes from: columns of the tables it needs come first.
        #[arg(long)]
        question: Option<String>,
        /// fnmatch glob over table names to search within, database first: e.g. '*.sales.*'.
        #[arg(long)]
        schema: Option<String>,
        /// How many columns, 1 to 50 (default 10).
        #[arg(long)]
        limit: Option<u64>,
        #[command(flatten)]
        common: Common,
    },
    /// The join routes from one table to another, or the join tree over 3 to 10 tables
    /// (find_join_path).
    #[command(
        after_help = "Examples:\n  dbprint join-path orders customer            the routes from orders to customer\n  dbprint join-path orders customer ticket     the cheapest tree joining the three"
    )]
    JoinPath {
        /// Two tables: the routes from the first to the second; three to ten: the cheapest
        /// join tree connecting them (named as SQL names them: full or last parts)
        #[arg(num_args = 2..=10, required = true)]
        tables: Vec<String>,
        /// A table every route must pass through (two tables only)
        #[arg(long)]
        via: Option<String>,
        /// The most joins a route may take, 1 to 8 (two tables only)
        #[arg(long)]
        max_hops: Option<u64>,
        /// Join two tables as a tree (with alternatives and join advice) rather than list
        /// their routes
        #[arg(long)]
        tree: bool,
        #[command(flatten)]
        common: Common,
    },
}

impl Query {
    fn common(&self) -> &Common {
        match self {
            Query::Connections { common }
            | Query::Tables { common, .. }
            | Query::Context { common, .. }
            | Query::Search { common, .. }
            | Query::Resolve { common, .. }
            | Query::CheckQuery { common, .. }
            | Query::Find { common, .. }
            | Query::FindValue { common, .. }
            | Query::JoinPath { common, .. } => common,
        }
    }

    /// The command's name, the tool that answers it, and the tool's arguments.
    fn call(&self) -> Result<(&'static str, &'static str, Map<String, Json>), String> {
        let mut args = Map::new();
        let mut put = |key: &str, value: Option<Json>| {
            if let Some(value) = value {
                args.insert(key.to_string(), value);
            }
        };
        let text = |s: &Option<String>| s.as_ref().map(|s| json!(s));
        let (command, tool) = match self {
            Query::Connections { .. } => {
                return Err("connections answers from several tools' answers, not one".to_string());
            }
            Query::Tables { pattern, .. } => {
                put("pattern", text(pattern));
                put("detail", Some(json!(true)));
                ("tables", "list_tables")
            }
            Query::Context { table, purpose, .. } => {
                put("table", Some(json!(table)));
                put("purpose", text(purpose));
                ("context", "get_table_context")
            }
            Query::Search {
                pattern,
                text: words,
                classification,
                sql_type,
                sensitivity,
                looks_like,
                redacted,
                candidate_key,
                ..
            } => {
                let filters = [
                    ("classification", classification.as_deref()),
                    ("sensitivity", sensitivity.as_deref()),
                    ("looks-like", looks_like.as_deref()),
                    ("redacted", redacted.as_deref()),
                ];
                if let Some(why) = vocabulary::unmatchable(filters) {
                    return Err(format!("search: {why}"));
                }
                put("pattern", text(pattern));
                put("text", text(words));
                put("classification", text(classification));
                put("sql_type", text(sql_type));
                put("sensitivity", text(sensitivity));
                put("looks_like", text(looks_like));
                put("redacted", text(redacted));
                put("candidate_key", candidate_key.map(|b| json!(b)));
                ("search", "search_columns")
            }
            Query::Resolve {
                table,
                column,
                text: phrase,
                part,
                ..
            } => {
                put("table", Some(json!(table)));
                put("column", Some(json!(column)));
                put("text", Some(json!(phrase)));
                put("part", text(part));
                ("resolve", "resolve_value")
            }
            Query::CheckQuery { file, dialect, .. } => {
                put("sql", Some(json!(read_sql(file)?)));
                put("dialect", text(dialect));
                ("check-query", "check_query")
            }
            Query::Find {
                question,
                schema,
                limit,
                detail,
                ..
            } => {
                put("question", Some(json!(question)));
                put("detail", detail.then(|| json!(true)));
                put("schema", text(schema));
                put("limit", limit.map(|l| json!(l)));
                ("find", "find_tables")
            }
            Query::FindValue {
                value,
                question,
                schema,
                limit,
                ..
            } => {
                put("value", Some(json!(value)));
                put("question", text(question));
                put("schema", text(schema));
                put("limit", limit.map(|l| json!(l)));
                ("find-value", "find_value")
            }
            Query::JoinPath {
                tables,
                via,
                max_hops,
                tree,
                ..
            } => {
                match tables.as_slice() {
                    [from, to] if !tree => {
                        put("from", Some(json!(from)));
                        put("to", Some(json!(to)));
                    }
                    _ => put("tables", Some(json!(tables))),
                }
                put("via", text(via));
                put("max_hops", max_hops.map(|h| json!(h)));
                ("join-path", "find_join_path")
            }
        };
        Ok((command, tool, args))
    }
}

/// The SQL of `file`, or of stdin for `-`.
fn read_sql(file: &str) -> Result<String, String> {
    let mut sql = String::new();
    if file == "-" {
        std::io::stdin()
            .read_to_string(&mut sql)
            .map_err(|e| format!("cannot read the query from stdin: {e}"))?;
    } else {
        #[allow(clippy::disallowed_methods)] // the user's query file, not a print file
        let read = std::fs::read_to_string(file);
        sql = read.map_err(|e| format!("cannot read the query file {file}: {e}"))?;
    }
    Ok(sql)
}

/// The one place a query command writes stdout: its answer (a command's output, not the
/// protocol: `serve` is not a query command); `completions` writes its script here too. A
/// reader that went away (`| head`) ends the answer quietly; any other failure to write is
/// said.
#[allow(clippy::disallowed_methods)]
pub(crate) fn print_answer(text: &str) -> Result<(), String> {
    use std::io::Write;
    let mut out = std::io::stdout().lock();
    match out.write_all(text.as_bytes()).and_then(|()| out.flush()) {
        Err(e) if e.kind() != std::io::ErrorKind::BrokenPipe => {
            Err(format!("cannot write the answer to stdout: {e}"))
        }
        _ => Ok(()),
    }
}

#[allow(clippy::disallowed_methods)] // asks, writes nothing
fn stdout_is_a_terminal() -> bool {
    std::io::IsTerminal::is_terminal(&std::io::stdout())
}

/// The state over the project's one connection the command reads; over every connection
/// when `across` (`find` and `find-value`, which ask each) and none is named or the default.
fn state(common: &Common, across: bool) -> Result<State, String> {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let config = locate(common.project.as_deref(), &cwd).map_err(|e| e.0)?;
    let project = Project::load(&config).map_err(|e| e.0)?;
    let served = match resolve_served(&project, common.connection.as_deref()) {
        Ok(served) if served.default.is_some() => served,
        Ok(_) | Err(_)
            if across && common.connection.is_none() && project.connections.len() > 1 =>
        {
            Served {
                connections: project.connections.clone(),
                default: None,
                configured: project.names(),
            }
        }
        Ok(_) | Err(_) if common.connection.is_none() && project.connections.len() > 1 => {
            return Err(name_one(&project));
        }
        Ok(served) => served,
        Err(why) => return Err(why),
    };
    let cache = dbprint_index::CacheDir::locate(None);
    Ok(State::with_cache(served, cache))
}

/// Runs `connections`; returns the exit code.
fn listed_connections(common: &Common) -> i32 {
    let cwd = std::env::current_dir().unwrap_or_else(|_| PathBuf::from("."));
    let format = common.format.unwrap_or(if stdout_is_a_terminal() {
        Format::Md
    } else {
        Format::Json
    });
    let listing = locate(common.project.as_deref(), &cwd)
        .map_err(|e| e.0)
        .and_then(|config| Project::load(&config).map_err(|e| e.0))
        .and_then(|project| connections::listing(&project, common.connection.as_deref(), format));
    match listing {
        Ok(text) => match print_answer(&text) {
            Ok(()) => 0,
            Err(why) => {
                eprintln!("dbprint connections: {why}");
                EXIT_FAULT
            }
        },
        Err(why) => {
            eprintln!("dbprint connections: {why}");
            EXIT_FAULT
        }
    }
}

/// Why a project of several connections, none of them the default, needs `--connection`.
fn name_one(project: &Project) -> String {
    let mut names = project.names();
    names.sort();
    format!(
        "the project declares several connections and none is the default: {}. Name one with --connection NAME (for example --connection {}).",
        names.join(", "),
        names.first().map_or("NAME", String::as_str)
    )
}

/// The fault, with the nearest names where it is about a name the print lacks.
fn explained(state: &State, query: &Query, fault: &Fault) -> String {
    let reading = Reading::new(&state.prints);
    let Some(conn) = state.prints.served.connections.first() else {
        return fault.detail.clone();
    };
    state.seed(conn, &reading);
    let tables: Vec<&String> = match query {
        Query::Context { table, .. } | Query::Resolve { table, .. } => vec![table],
        Query::JoinPath { tables, via, .. } => tables.iter().chain(via).collect(),
        _ => Vec::new(),
    };
    let mut said = fault.detail.replace(
        &format!(
            "Call list_tables with connection {} for valid names.",
            fault::py_repr(&conn.name)
        ),
        &format!(
            "dbprint tables --connection {} lists the valid names.",
            conn.name
        ),
    );
    for table in tables {
        match table_name::resolve(&reading, conn, table) {
            Ok(Named::Table(fqn)) => {
                if let Query::Resolve { column, .. } = query {
                    let near =
                        nearest_columns(&reading, conn, &state.table_definitions, &fqn, column);
                    if !near.is_empty() && !near.contains(column) {
                        said.push_str(&format!(" Nearest columns: {}.", near.join(", ")));
                    }
                }
                continue;
            }
            Ok(Named::Ambiguous(_)) => continue,
            Ok(Named::Missing) | Err(_) => {}
        }
        let near = nearest_tables(&reading, conn, table);
        if !near.is_empty() {
            said.push_str(&format!(" Nearest tables to {table}: {}.", near.join(", ")));
        }
    }
    said
}

/// When `pattern` matches no table of the print but would with the database before it (its
/// first part names a schema, as in `sales.*`), which patterns would match.
fn unmatched_pattern(state: &State, pattern: &str) -> Option<String> {
    let reading = Reading::new(&state.prints);
    let conn = state.prints.served.resolve(None).ok()?;
    let manifest = reading.manifest_or_fault(conn).ok().flatten()?;
    let names: Vec<&str> = (manifest.tables.iter().map(|e| e.fqn.as_str()))
        .chain(manifest.failed.iter().map(String::as_str))
        .collect();
    let glob = Glob::new(pattern);
    if names.iter().any(|name| glob.matches(name)) {
        return None;
    }
    let matched: Vec<&str> = (names.iter().copied())
        .filter(|name| {
            name.split_once('.')
                .is_some_and(|(_, rest)| glob.matches(rest))
        })
        .collect();
    let example = matched.first()?;
    let mut databases: Vec<&str> = (matched.iter())
        .filter_map(|name| name.split_once('.').map(|(database, _)| database))
        .collect();
    databases.sort_unstable();
    databases.dedup();
    let mut would: Vec<String> = vec![fault::py_repr(&format!("*.{pattern}"))];
    would.extend(
        (databases.iter()).map(|database| fault::py_repr(&format!("{database}.{pattern}"))),
    );
    Some(format!(
        "no table matches {}: table names begin with the database ({example}); {} would match.",
        fault::py_repr(pattern),
        would.join(" or ")
    ))
}

/// Below this similarity a table is not offered as the one meant.
const NEAREST_FROM: f64 = 0.8;
/// How many tables an unknown name is answered with.
const NEAREST: usize = 5;

/// The tables of the print nearest to `asked`, best first: each part of `asked` compared with
/// the table's part in its place counted from the end (`customers` with `customer`,
/// `sales.ordrs` with `sales` and `orders`) by Jaro–Winkler similarity over the names
/// casefolded, a table as near as its least similar part.
fn nearest_tables(reading: &Reading, conn: &Connection, asked: &str) -> Vec<String> {
    let Some(manifest) = reading.manifest_or_fault(conn).ok().flatten() else {
        return Vec::new();
    };
    let wanted = asked.to_lowercase();
    let mut scored: Vec<(f64, &str)> = (manifest.tables.iter())
        .map(|entry| {
            let fqn = entry.fqn.to_lowercase();
            let score = (wanted.rsplit('.').zip(fqn.rsplit('.')))
                .map(|(asked, part)| strsim::jaro_winkler(asked, part))
                .fold(1.0, f64::min);
            (score, entry.fqn.as_str())
        })
        .filter(|(score, _)| *score >= NEAREST_FROM)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.truncate(NEAREST);
    scored.into_iter().map(|(_, fqn)| fqn.to_string()).collect()
}

/// `args` with the `table` a v1 tool takes (which must be the FQN) resolved from the name as
/// SQL writes it; an ambiguous name is the fault listing its tables, and an unknown one, or
/// a print that does not read, is left for the tool's own fault.
fn resolved(state: &State, mut args: Map<String, Json>) -> Result<Map<String, Json>, Fault> {
    let reading = Reading::new(&state.prints);
    let (Some(conn), Some(Json::String(asked))) =
        (state.prints.served.connections.first(), args.get("table"))
    else {
        return Ok(args);
    };
    state.seed(conn, &reading);
    match table_name::resolve(&reading, conn, asked) {
        Ok(Named::Table(fqn)) => {
            args.insert("table".to_string(), Json::String(fqn));
            Ok(args)
        }
        Ok(Named::Ambiguous(fqns)) => Err(fault::ambiguous_table(asked, &conn.name, &fqns)),
        Ok(Named::Missing) | Err(_) => Ok(args),
    }
}

/// The whole answer to `tool`'s call as printed in `format`, and whether it holds an
/// error-severity finding.
fn answer(
    state: &State,
    command: &str,
    tool: &str,
    args: Map<String, Json>,
    format: Format,
) -> Result<(String, bool), Fault> {
    let mut args = resolved(state, args)?;
    if tool == "get_table_context" && format != Format::Md {
        args.insert("format".to_string(), json!("json"));
    }
    let sql = args.get("sql").and_then(Json::as_str).map(str::to_string);
    answered(state, tool, &args, |answer| {
        let text = match (format, answer, &sql) {
            (Format::Md, Answer::Checked(checked), Some(sql)) => diagnostics::render(checked, sql),
            (Format::Md, Answer::Resolved(_), _) => {
                let whole = answer.whole()?;
                let sentences = match &whole {
                    Whole::Value(value) => resolved::render(&to_serde(value)),
                    Whole::Markdown(_) => None,
                };
                sentences.unwrap_or_else(|| render::markdown(&format!("dbprint {command}"), &whole))
            }
            (Format::Md, _, _) => match people::render(answer)? {
                Some(text) => text,
                None => render::markdown(&format!("dbprint {command}"), &answer.whole()?),
            },
            (Format::Json, _, _) => render::json(&answer.whole()?),
            (Format::Yaml, _, _) => render::yaml(&answer.whole()?),
        };
        Ok((text, answer.has_error()))
    })
}

/// Runs a query command; returns the exit code.
pub fn run(query: Query) -> i32 {
    if let Query::Connections { common } = &query {
        return listed_connections(common);
    }
    let (command, tool, args) = match query.call() {
        Ok(call) => call,
        Err(why) => {
            eprintln!("dbprint: {why}");
            return EXIT_FAULT;
        }
    };
    let common = query.common();
    let across = matches!(query, Query::Find { .. } | Query::FindValue { .. });
    let state = match state(common, across) {
        Ok(state) => state,
        Err(why) => {
            eprintln!("dbprint {command}: {why}");
            return EXIT_FAULT;
        }
    };
    let format = common.format.unwrap_or(if stdout_is_a_terminal() {
        Format::Md
    } else {
        Format::Json
    });
    match answer(&state, command, tool, args, format) {
        Ok((text, failed)) => {
            if let Err(why) = print_answer(&text) {
                eprintln!("dbprint {command}: {why}");
                return EXIT_FAULT;
            }
            if let Query::Tables {
                pattern: Some(pattern),
                ..
            } = &query
                && let Some(hint) = unmatched_pattern(&state, pattern)
            {
                eprintln!("dbprint {command}: {hint}");
            }
            if failed { EXIT_FINDING } else { 0 }
        }
        Err(fault) => {
            eprintln!("dbprint {command}: {}", explained(&state, &query, &fault));
            EXIT_FAULT
        }
    }
}

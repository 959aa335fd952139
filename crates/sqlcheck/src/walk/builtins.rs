//! Names that read like columns but are the SQL's own, per dialect: the standard's niladic
//! functions (`CURRENT_DATE`, `USER`), each dialect's pseudo-columns (Oracle's `ROWNUM` and
//! `LEVEL`, PostgreSQL's `ctid`, SQLite's `rowid`, BigQuery's `_PARTITIONTIME`, Snowflake's
//! `METADATA$FILENAME`), variables and parameters (`@rank`, `@@ROWCOUNT`, `$1`), and the date
//! parts DATEADD and its kind take as bare words. None of them is ever a missing column.
//! Likewise the relations the database itself provides, which no print holds: `DUAL`, the
//! system catalogs (`information_schema`, `pg_catalog`, Oracle's `ALL_TABLES` and `V$`
//! views, `sqlite_master`), SQL Server's temporary tables and table variables (`#t`, `@t`),
//! and Oracle's tables over a database link (`orders@remote`); a sequence's `NEXTVAL` and `CURRVAL`; and the first argument of the functions that
//! take a name there (`DATEADD(dw, …)`, `XMLELEMENT(e, …)`).

use sqlparser::ast::Ident;

/// The standard's niladic functions, written without parentheses in every dialect: read as
/// themselves before any column.
const NILADIC: [&str; 14] = [
    "current_date",
    "current_time",
    "current_timestamp",
    "localtime",
    "localtimestamp",
    "current_user",
    "session_user",
    "system_user",
    "user",
    "sysdate",
    "current_schema",
    "current_role",
    "current_catalog",
    "current_path",
];

/// Pseudo-columns and value keywords each dialect reads where a column could stand, when no
/// table in scope has a real column of that name. Sources: Oracle Database SQL Language
/// Reference, "Pseudocolumns" and "SYSDATE"/"SYSTIMESTAMP"/"UID"; PostgreSQL "System
/// Columns" (5.6); SQLite "ROWID and the INTEGER PRIMARY KEY"; DuckDB "rowid"; BigQuery
/// "Query partitioned tables" (`_PARTITIONTIME`, `_PARTITIONDATE`) and "Wildcard tables"
/// (`_TABLE_SUFFIX`); Snowflake "Querying metadata for staged files" and "Streams"
/// (`METADATA$…`); MySQL "Date and Time Functions" (`UTC_DATE` and its kin).
fn pseudo_columns(dialect: &str) -> &'static [&'static str] {
    match dialect {
        "oracle" => &[
            "rownum",
            "rowid",
            "level",
            "systimestamp",
            "uid",
            "ora_rowscn",
            "connect_by_iscycle",
            "connect_by_isleaf",
            "connect_by_root",
            "sessiontimezone",
            "dbtimezone",
            "column_value",
            "object_value",
            "versions_startscn",
            "versions_starttime",
            "versions_endscn",
            "versions_endtime",
            "versions_xid",
            "versions_operation",
        ],
        "postgres" | "redshift" => &["ctid", "xmin", "xmax", "cmin", "cmax", "tableoid", "oid"],
        "sqlite" => &["rowid", "oid", "_rowid_"],
        "duckdb" => &["rowid"],
        "mysql" => &["utc_date", "utc_time", "utc_timestamp"],
        "bigquery" => &[
            "_partitiontime",
            "_partitiondate",
            "_table_suffix",
            "_file_name",
            "_change_type",
            "_change_timestamp",
        ],
        "snowflake" => &[
            "metadata$action",
            "metadata$isupdate",
            "metadata$row_id",
            "metadata$filename",
            "metadata$file_row_number",
            "metadata$file_content_key",
            "metadata$file_last_modified",
            "metadata$start_scan_time",
        ],
        _ => &[],
    }
}

/// Date and time parts, which DATEADD, DATEDIFF, DATE_TRUNC, TIMESTAMPDIFF and the like
/// take as bare words.
const DATE_PARTS: [&str; 30] = [
    "year",
    "years",
    "quarter",
    "month",
    "months",
    "week",
    "weeks",
    "day",
    "days",
    "hour",
    "hours",
    "minute",
    "minutes",
    "second",
    "seconds",
    "millisecond",
    "microsecond",
    "nanosecond",
    "epoch",
    "dow",
    "doy",
    "isodow",
    "isoyear",
    "dayofweek",
    "dayofyear",
    "weekday",
    "yy",
    "mm",
    "dd",
    "hh",
];

/// Schemas that hold a database's own catalog, in any dialect that has them.
const SYSTEM_SCHEMAS: [&str; 6] = [
    "information_schema",
    "pg_catalog",
    "sys",
    "performance_schema",
    "mysql",
    "account_usage",
];

/// The ends of Oracle's data dictionary views after `ALL_`, `USER_` or `DBA_` (Oracle
/// Database Reference, "Static Data Dictionary Views").
const ORACLE_DICTIONARY: [&str; 24] = [
    "tables",
    "tab_columns",
    "tab_cols",
    "objects",
    "views",
    "indexes",
    "ind_columns",
    "constraints",
    "cons_columns",
    "sequences",
    "synonyms",
    "users",
    "source",
    "procedures",
    "triggers",
    "tab_comments",
    "col_comments",
    "tab_privs",
    "role_privs",
    "segments",
    "dependencies",
    "mviews",
    "tab_partitions",
    "scheduler_jobs",
];

/// Whether a table name the print lacks (its parts, outermost first, as written) is one the
/// database provides itself: `DUAL`, a system catalog's, a dictionary view, or a temporary
/// table or table variable of SQL Server.
pub fn is_system_relation(parts: &[String]) -> bool {
    let lower: Vec<String> = parts.iter().map(|p| p.to_lowercase()).collect();
    let Some(last) = lower.last() else {
        return false;
    };
    if last.starts_with('#') || last.starts_with('@') || last.contains('@') {
        return true; // a temporary table, a table variable, or a table over a database link
    }
    if lower[..lower.len() - 1]
        .iter()
        .any(|p| SYSTEM_SCHEMAS.contains(&p.as_str()))
    {
        return true;
    }
    let dictionary = ["all_", "user_", "dba_"].iter().any(|prefix| {
        last.strip_prefix(prefix)
            .is_some_and(|rest| ORACLE_DICTIONARY.contains(&rest))
    });
    dictionary
        || last == "dual"
        || last.starts_with("v$")
        || last.starts_with("gv$")
        || [
            "sqlite_master",
            "sqlite_schema",
            "sqlite_temp_master",
            "sqlite_sequence",
        ]
        .contains(&last.as_str())
}

/// A sequence's next or current value read through its name (`order_seq.NEXTVAL`, Oracle and
/// Snowflake), never a column.
pub fn is_sequence_value(ident: &Ident) -> bool {
    unquoted_lower(ident).is_some_and(|name| name == "nextval" || name == "currval")
}

/// Functions whose first argument, written as a bare word, is a name the function gives
/// meaning to, not a column: a date part (`DATEADD(dw, 1, d)`, `DATEDIFF(mi, a, b)`,
/// `TIMESTAMPDIFF(MONTH, a, b)`, Snowflake's `DATE_TRUNC(month, d)`) or an element's name
/// (Oracle's `XMLELEMENT(e, …)`).
const NAME_FIRST: [&str; 11] = [
    "dateadd",
    "datediff",
    "datediff_big",
    "datepart",
    "datename",
    "datetrunc",
    "date_trunc",
    "timestampadd",
    "timestampdiff",
    "time_slice",
    "xmlelement",
];

/// Whether `function`'s (lowercase) first argument, as a bare word, is a name it defines.
pub fn names_first_argument(function: &str) -> bool {
    let last = function.rsplit('.').next().unwrap_or(function);
    NAME_FIRST.contains(&last)
}

fn unquoted_lower(ident: &Ident) -> Option<String> {
    ident
        .quote_style
        .is_none()
        .then(|| ident.value.to_lowercase())
}

/// A variable or parameter: MySQL's `@rank` and `@@sql_mode`, SQL Server's `@id` and
/// `@@ROWCOUNT`, BigQuery's `@param`, Snowflake's `$name` and `$1`. Read before any column.
pub fn is_variable(ident: &Ident) -> bool {
    ident.quote_style.is_none() && (ident.value.starts_with('@') || ident.value.starts_with('$'))
}

/// A niladic function of the standard, read before any column of that name.
pub fn is_niladic(ident: &Ident) -> bool {
    unquoted_lower(ident).is_some_and(|name| NILADIC.contains(&name.as_str()))
}

/// A name the dialect gives a meaning of its own where no column of that name is in scope: a
/// pseudo-column or a date part.
pub fn is_dialect_value(ident: &Ident, dialect: &str) -> bool {
    unquoted_lower(ident).is_some_and(|name| {
        pseudo_columns(dialect).contains(&name.as_str()) || DATE_PARTS.contains(&name.as_str())
    })
}

/// A pseudo-column every row of a table has (`e.ROWID`, `t.ctid`), read through a qualifier
/// when the table has no real column of that name.
pub fn is_row_pseudo_column(ident: &Ident, dialect: &str) -> bool {
    unquoted_lower(ident).is_some_and(|name| pseudo_columns(dialect).contains(&name.as_str()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn oracle_pseudo_columns_are_values_there_and_names_elsewhere() {
        let rownum = Ident::new("ROWNUM");
        assert!(is_dialect_value(&rownum, "oracle"));
        assert!(!is_dialect_value(&rownum, "postgres"));
        assert!(is_row_pseudo_column(&Ident::new("ctid"), "postgres"));
        assert!(is_row_pseudo_column(&Ident::new("rowid"), "sqlite"));
        assert!(!is_dialect_value(
            &Ident::with_quote('"', "LEVEL"),
            "oracle"
        ));
    }

    #[test]
    fn session_variables_and_parameters_are_never_columns() {
        assert!(is_variable(&Ident::new("@rank")));
        assert!(is_variable(&Ident::new("@@ROWCOUNT")));
        assert!(is_variable(&Ident::new("$1")));
        assert!(!is_variable(&Ident::with_quote('`', "@rank")));
        assert!(!is_variable(&Ident::new("rank")));
    }

    #[test]
    fn the_databases_own_relations_are_known_and_a_look_alike_is_not() {
        let parts = |s: &str| s.split('.').map(str::to_string).collect::<Vec<_>>();
        for name in [
            "DUAL",
            "information_schema.tables",
            "pg_catalog.pg_class",
            "ALL_TAB_COLUMNS",
            "v$session",
            "#staging",
            "sqlite_master",
            "sales.orders@remote_db",
        ] {
            assert!(is_system_relation(&parts(name)), "{name}");
        }
        for name in ["user_accounts", "sales.orders", "duals"] {
            assert!(!is_system_relation(&parts(name)), "{name}");
        }
        assert!(is_sequence_value(&Ident::new("NEXTVAL")));
        assert!(names_first_argument("dateadd"));
        assert!(names_first_argument("xmlelement"));
        assert!(!names_first_argument("coalesce"));
    }

    #[test]
    fn the_standards_niladic_functions_and_date_parts_are_known_everywhere() {
        assert!(is_niladic(&Ident::new("CURRENT_DATE")));
        assert!(is_niladic(&Ident::new("user")));
        assert!(is_dialect_value(&Ident::new("month"), "mssql"));
        assert!(!is_niladic(&Ident::new("amount")));
    }
}

//! What a column's `sql_type` holds, by its base type (the name before any `(` or `[`),
//! as far as a literal or a question can tell: numbers, booleans, dates and timestamps,
//! text, or something else. `check_query` judges literals by it; `find_tables` finds the
//! tables that record times by it.

/// What a column's `sql_type` holds, as far as a literal can contradict it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TypeClass {
    Number,
    Boolean,
    Temporal,
    Text,
    Other,
}

pub fn type_class(sql_type: &str) -> TypeClass {
    let base = sql_type
        .split(['(', '['])
        .next()
        .unwrap_or_default()
        .trim()
        .to_uppercase();
    const NUMBERS: [&str; 28] = [
        "TINYINT",
        "SMALLINT",
        "INTEGER",
        "INT",
        "BIGINT",
        "HUGEINT",
        "UTINYINT",
        "USMALLINT",
        "UINTEGER",
        "UBIGINT",
        "UHUGEINT",
        "INT2",
        "INT4",
        "INT8",
        "INT64",
        "DECIMAL",
        "NUMERIC",
        "NUMBER",
        "BIGNUMERIC",
        "REAL",
        "FLOAT",
        "FLOAT4",
        "FLOAT8",
        "FLOAT64",
        "DOUBLE",
        "DOUBLE PRECISION",
        "MONEY",
        "MEDIUMINT",
    ];
    const TEXTS: [&str; 9] = [
        "VARCHAR",
        "CHAR",
        "TEXT",
        "STRING",
        "CHARACTER VARYING",
        "CHARACTER",
        "NVARCHAR",
        "BPCHAR",
        "CITEXT",
    ];
    if NUMBERS.contains(&base.as_str()) {
        TypeClass::Number
    } else if base == "BOOLEAN" || base == "BOOL" {
        TypeClass::Boolean
    } else if base == "DATE" || base.starts_with("TIMESTAMP") || base.starts_with("DATETIME") {
        TypeClass::Temporal
    } else if TEXTS.contains(&base.as_str()) {
        TypeClass::Text
    } else {
        TypeClass::Other
    }
}

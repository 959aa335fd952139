//! How a generated SQL clause spells the print's names in the connection's dialect
//! (`Quoting`): an identifier bare when it is a plain lowercase word, else quoted the way the
//! dialect quotes (double quotes, backticks for MySQL, BigQuery, Spark, Databricks and Hive,
//! brackets for SQL Server; a closing quote inside doubled); a table by its FQN, segment by
//! segment; and a short alias per table, its last segment, numbered when already taken.

/// How the connection's dialect quotes an identifier.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Quoting {
    Double,
    Backtick,
    Bracket,
}

impl Quoting {
    /// The quoting of the dialect a connection's adapter writes.
    pub fn of(adapter: Option<&str>) -> Self {
        match dbprint_sqlcheck::dialect_of(adapter) {
            "mysql" | "bigquery" | "spark" | "databricks" | "hive" => Quoting::Backtick,
            "mssql" => Quoting::Bracket,
            _ => Quoting::Double,
        }
    }

    /// `name` as a SQL identifier.
    pub fn identifier(self, name: &str) -> String {
        if plain(name) {
            return name.to_string();
        }
        match self {
            Quoting::Double => format!("\"{}\"", name.replace('"', "\"\"")),
            Quoting::Backtick => format!("`{}`", name.replace('`', "``")),
            Quoting::Bracket => format!("[{}]", name.replace(']', "]]")),
        }
    }

    /// A table's FQN as a SQL name: each dot-separated segment an identifier.
    pub fn fqn(self, fqn: &str) -> String {
        fqn.split('.')
            .map(|segment| self.identifier(segment))
            .collect::<Vec<_>>()
            .join(".")
    }

    /// An alias for table `fqn` that none of `taken` uses: its last segment as an
    /// identifier, then `_2`, `_3`… after it.
    pub fn alias(self, fqn: &str, taken: &[String]) -> String {
        let last = fqn.rsplit('.').next().unwrap_or(fqn);
        let base = self.identifier(last);
        if !taken.contains(&base) {
            return base;
        }
        (2..)
            .map(|n| self.identifier(&format!("{last}_{n}")))
            .find(|alias| !taken.contains(alias))
            .unwrap_or(base)
    }
}

/// Whether `name` can stand bare in SQL: a lowercase letter or `_`, then those and digits.
fn plain(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_lowercase_name_stays_bare_and_any_other_is_quoted_as_the_dialect_quotes() {
        let double = Quoting::of(Some("duckdb"));
        assert_eq!(double.identifier("order_id"), "order_id");
        assert_eq!(double.identifier("Order"), "\"Order\"");
        assert_eq!(double.identifier("a\"b"), "\"a\"\"b\"");
        assert_eq!(double.identifier("1st"), "\"1st\"");
        assert_eq!(double.fqn("shop.sales.Orders"), "shop.sales.\"Orders\"");
        assert_eq!(
            Quoting::of(Some("mysql")).fqn("shop.sales.Orders"),
            "shop.sales.`Orders`"
        );
        assert_eq!(Quoting::of(Some("bigquery")).identifier("a`b"), "`a``b`");
        assert_eq!(
            Quoting::of(Some("sqlserver")).identifier("Order]"),
            "[Order]]]"
        );
        assert_eq!(Quoting::of(None), Quoting::Double);
    }

    #[test]
    fn an_alias_already_taken_is_numbered() {
        let quoting = Quoting::Double;
        let taken = vec!["orders".to_string(), "orders_2".to_string()];
        assert_eq!(quoting.alias("shop.sales.orders", &[]), "orders");
        assert_eq!(quoting.alias("shop.sales.orders", &taken), "orders_3");
    }
}

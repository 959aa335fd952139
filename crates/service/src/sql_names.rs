//! How a generated SQL clause spells the print's names: an identifier bare when it is a plain
//! lowercase word, else double-quoted (a quote inside doubled); a table by its FQN, segment by
//! segment; and a short alias per table, its last segment, numbered when already taken.

/// Whether `name` can stand bare in SQL: a lowercase letter or `_`, then those and digits.
fn plain(name: &str) -> bool {
    let mut chars = name.chars();
    chars
        .next()
        .is_some_and(|c| c.is_ascii_lowercase() || c == '_')
        && chars.all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || c == '_')
}

/// `name` as a SQL identifier.
pub fn quoted_identifier(name: &str) -> String {
    if plain(name) {
        name.to_string()
    } else {
        format!("\"{}\"", name.replace('"', "\"\""))
    }
}

/// A table's FQN as a SQL name: each dot-separated segment an identifier.
pub fn quoted_fqn(fqn: &str) -> String {
    fqn.split('.')
        .map(quoted_identifier)
        .collect::<Vec<_>>()
        .join(".")
}

/// An alias for table `fqn` that none of `taken` uses: its last segment as an identifier,
/// then `_2`, `_3`… after it.
pub fn alias_for(fqn: &str, taken: &[String]) -> String {
    let last = fqn.rsplit('.').next().unwrap_or(fqn);
    let base = quoted_identifier(last);
    if !taken.contains(&base) {
        return base;
    }
    (2..)
        .map(|n| quoted_identifier(&format!("{last}_{n}")))
        .find(|alias| !taken.contains(alias))
        .unwrap_or(base)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_lowercase_name_stays_bare_and_any_other_is_double_quoted() {
        assert_eq!(quoted_identifier("order_id"), "order_id");
        assert_eq!(quoted_identifier("Order"), "\"Order\"");
        assert_eq!(quoted_identifier("a\"b"), "\"a\"\"b\"");
        assert_eq!(quoted_identifier("1st"), "\"1st\"");
        assert_eq!(quoted_fqn("shop.sales.Orders"), "shop.sales.\"Orders\"");
    }

    #[test]
    fn an_alias_already_taken_is_numbered() {
        let taken = vec!["orders".to_string(), "orders_2".to_string()];
        assert_eq!(alias_for("shop.sales.orders", &[]), "orders");
        assert_eq!(alias_for("shop.sales.orders", &taken), "orders_3");
    }
}

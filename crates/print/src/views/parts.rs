//! Part paths as the print spells them: the canonical step naming one member of a composite
//! column (`.name` for a plain name, else the name JSON-quoted in brackets, non-ASCII kept
//! as it is), so a path built from an edge's keys finds the part statistics.yaml lists.

/// The canonical step naming member `name`.
pub fn member_step(name: &str) -> String {
    let mut chars = name.chars();
    let plain = chars
        .next()
        .is_some_and(|c| c.is_ascii_alphabetic() || c == '_')
        && chars.all(|c| c.is_ascii_alphanumeric() || c == '_');
    if plain {
        format!(".{name}")
    } else {
        format!("[{}]", dbprint_yaml::json::quote_unicode(name))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_plain_name_is_dotted_and_any_other_quoted_with_non_ascii_kept() {
        assert_eq!(member_step("city"), ".city");
        assert_eq!(member_step("_a1"), "._a1");
        assert_eq!(member_step("1a"), "[\"1a\"]");
        assert_eq!(member_step("zip code"), "[\"zip code\"]");
        assert_eq!(member_step("straße"), "[\"straße\"]");
        assert_eq!(member_step("a\"b"), "[\"a\\\"b\"]");
    }
}

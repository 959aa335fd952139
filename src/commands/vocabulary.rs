//! The values the dbprint MCP specification v1 fixes for `search`'s enumerated filters (the
//! `search_columns` schema names them: classification, sensitivity, looks_like, redacted), so
//! a filter that no value could match is refused naming them, instead of answered with no
//! column. The tool itself answers such a glob with nothing, as the specification says; the
//! command line, where a person types the flag, says what exists.

use dbprint_base::fnmatch::Glob;

/// A column's classification.
const CLASSIFICATION: &[&str] = &[
    "binary",
    "boolean",
    "categorical",
    "composite",
    "foreign_key_candidate",
    "json",
    "numeric",
    "spatial",
    "temporal",
    "text",
    "unsupported",
    "vector",
];
/// What the profiler's detectors may say a column's values are about.
const SENSITIVITY: &[&str] = &[
    "contact",
    "credential",
    "date_of_birth",
    "demographic",
    "employment",
    "financial_account",
    "geolocation",
    "health",
    "national_id",
    "online_identifier",
    "personal_name",
    "postal_address",
];
/// What the profiler's detectors may say a column's values look like.
const LOOKS_LIKE: &[&str] = &[
    "base64",
    "bic",
    "card_number",
    "content_type",
    "country_code",
    "currency_code",
    "ean",
    "email",
    "filename",
    "gif",
    "gzip",
    "hex",
    "iban",
    "imei",
    "ip",
    "isbn",
    "iso8601_date",
    "iso8601_datetime",
    "iso8601_duration",
    "jpeg",
    "json",
    "jwt",
    "latlon",
    "mac_address",
    "numeric_string",
    "path",
    "pdf",
    "phone",
    "png",
    "postal_code",
    "prose",
    "semver",
    "timezone",
    "url",
    "urn",
    "uuid",
    "vin",
    "zip",
];
/// How a column's values were redacted.
const REDACTED: &[&str] = &["drop", "hash", "mask"];

/// Why `search`'s filters cannot match any column, when one of them is a glob that matches
/// none of its flag's values.
pub fn unmatchable(filters: [(&str, Option<&str>); 4]) -> Option<String> {
    let known = [CLASSIFICATION, SENSITIVITY, LOOKS_LIKE, REDACTED];
    filters
        .into_iter()
        .zip(known)
        .find_map(|((flag, glob), valid)| {
            let glob = glob?;
            let pattern = Glob::new(glob);
            (!valid.iter().any(|v| pattern.matches(v))).then(|| {
                format!(
                    "--{flag} '{glob}' matches none of its values: {}",
                    valid.join(", ")
                )
            })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_filter_no_value_matches_is_refused_naming_the_values() {
        let said = unmatchable([
            ("classification", Some("fk")),
            ("sensitivity", None),
            ("looks-like", None),
            ("redacted", None),
        ]);
        let Some(said) = said else {
            panic!("fk matches no classification")
        };
        assert!(said.starts_with("--classification 'fk' matches none of its values: binary,"));
        assert!(said.contains("foreign_key_candidate"));
    }

    #[test]
    fn a_value_or_a_glob_matching_one_passes() {
        let filters = [
            ("classification", Some("foreign_key_*")),
            ("sensitivity", Some("*")),
            ("looks-like", Some("email")),
            ("redacted", Some("hash")),
        ];
        assert_eq!(unmatchable(filters), None);
        let redacted = [
            ("classification", None),
            ("sensitivity", None),
            ("looks-like", None),
            ("redacted", Some("scramble")),
        ];
        assert!(unmatchable(redacted).is_some_and(|s| s.contains("drop, hash, mask")));
    }
}

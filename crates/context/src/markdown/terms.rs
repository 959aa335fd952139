//! The `## Terms` legend (§4.1): every label, flag and enum word a Markdown reply can print,
//! keyed; its definition; where the json/yaml formats carry it; and the `search_columns`
//! filter that takes it. A renderer records the key of each label it prints on that line;
//! [`legend`] defines exactly the keys it is handed.

/// One printable label. In a family entry (`family:member` keys), `{word}` in the definition
/// and `{value}` in `carried` stand for the member, and the label is the member's word.
struct Term {
    key: &'static str,
    label: &'static str,
    definition: &'static str,
    carried: &'static str,
    filter: Option<&'static str>,
}

const fn term(
    key: &'static str,
    label: &'static str,
    definition: &'static str,
    carried: &'static str,
) -> Term {
    Term {
        key,
        label,
        definition,
        carried,
        filter: None,
    }
}

const fn filtered(
    key: &'static str,
    label: &'static str,
    definition: &'static str,
    carried: &'static str,
    filter: &'static str,
) -> Term {
    Term {
        key,
        label,
        definition,
        carried,
        filter: Some(filter),
    }
}

/// The terms in legend order; family entries (key ending in `:`) stand for their members.
#[rustfmt::skip]
const TERMS: &[Term] = &[
    term("scanned", "Scanned", "how many rows the statistics were computed from, and what share of the table that is", "scope.rows_scanned"),
    term("sampled", "sampled", "the rows read were a random sample: a row count (nulls, a value's count) may be scaled by row_count / rows_scanned; distinct counts, bounds, percentiles, sums and means may not", "scope.sample"),
    term("filtered_by", "filtered by", "a predicate picked the rows read; no figure scales up to the whole table", "scope.filter"),
    term("over_the_rows_scanned", "over the rows scanned", "true of the rows read only; a row the scan skipped could contradict it", ""),
    term("meanings_table", "Meanings", "not documented here = neither a table description nor any column or value note explains this table's values", "meanings_documented: false"),
    term("meanings", "meanings", "not documented here = a complete list of codes with no note saying what any code means", "values.<column>.meanings_documented: false"),
    term("grain", "Grain", "column sets whose values pick out exactly one row", "grain"),
    term("annotated", "annotated", "stated by a person in an annotation file, not found by the profiler", "detection: annotated (edges), grain_annotations (keys)"),
    term("timeline", "Timeline", "non-null values of the anchor column, counted per period of the stated unit", "timeline"),
    term("buckets", "buckets", "number of periods holding at least one row", "timeline.buckets"),
    term("bucket_starts", "bucket starts", "start of the earliest -> latest period", "timeline.buckets[].start"),
    term("covers", "covers", "Timeline: share of scanned rows inside the periods; edge: share of the target's distinct values that the referencing column holds", "timeline.coverage, observed.target_coverage"),
    term("shown_combinations", "Shown combinations", "the shares count only the null combinations listed here; unlisted ones are not included", "null_patterns.patterns"),
    term("fk", "FK", "the edges this column references, minus any a person rejected, surest first, each with its detection", "relationships.refers_to"),
    term("fk_candidate", "FK candidate", "classified as a likely foreign key, though no edge names a target", "classification: foreign_key_candidate"),
    term("distinct", "distinct", "number of distinct non-null values in the scanned rows", "cardinality"),
    term("values", "values", "the listed values with their counts", "values"),
    term("frequent_values", "frequent values, not a domain", "numeric or date values that each hold at least 1% of non-null scanned rows and twice an even spread's share (at most 5), with their joint share; other values exist", "values.<column>.shown_coverage"),
    term("values_complete", "values (complete)", "all distinct values, each with its share of non-null scanned rows", "values, values_coverage: 1.0"),
    term("values_complete_scanned", "values (complete over the rows scanned)", "all distinct values among the rows read, each with its share of non-null scanned rows", "values, values_coverage: 1.0 with scope"),
    term("values_top", "values (top N, covering X)", "the N most frequent values with their shares of non-null scanned rows; X is their joint share; format json or yaml lists them all and resolve_value looks one up", "values, values_coverage"),
    term("withheld", "withheld", "a literal a redaction rule hid; its count is the real one", "values[].count"),
    term("true", "true", "rows holding true", "values"),
    term("false", "false", "rows holding false", "values"),
    term("range", "range", "lowest -> highest value, with the days between them on a date or time column", "range.min, range.max, range.span_days"),
    term("percentile_band", "P1-P99", "1st -> 99th percentile, shown where it differs from the range", "percentiles.p01, percentiles.p99"),
    term("span", "span", "days between the lowest and highest value; the values themselves are withheld", "range.span_days"),
    term("mean", "mean", "average of the non-null scanned values", "mean"),
    term("zeros", "zeros", "share of non-null scanned rows equal to zero", "zero_count"),
    term("negatives", "negatives", "share of non-null scanned rows below zero", "negative_count"),
    term("non_finite", "non-finite", "share of non-null scanned rows holding NaN or an infinity, which every other figure leaves out", "non_finite_count"),
    term("empty_strings", "empty strings", "share of non-null scanned rows holding ''", "empty_count"),
    term("empty_arrays", "empty arrays", "share of non-null scanned rows holding an empty array", "empty_count"),
    term("whole_numbers", "whole numbers", "share of non-null scanned rows without a fractional part (never stated for integer types)", "quantized_count"),
    term("at_midnight", "at midnight", "share of non-null scanned rows at exactly 00:00:00", "quantized_count"),
    term("length", "length", "shortest -> longest value in characters (bytes for binary types), and the average", "length"),
    term("nulls", "nulls", "among a column's facts: its share of scanned rows that are NULL; none = the rows read hold no NULL; not stated for a NOT NULL column", "null_rate, null_count"),
    term("nulls_column", "Nulls", "in the Column values cell or closing line: a nullable column's share of scanned rows that are NULL, where no Joins line states it; none = the rows read hold no NULL; NOT NULL columns are left out", "values.<column>.null_rate, nulls"),
    term("populated", "populated", "first -> last date of the table's anchor column on which this column is non-null", "populated"),
    term("unmeasured", "unmeasured", "fields this run failed to measure: unknown, not absent", "unmeasured"),
    term("switched_off", "switched off", "measurements the configuration disabled for this table; their absence says nothing about the data", "disabled"),
    term("unrepresentable", "unrepresentable", "fields whose value falls outside years 0001-9999", "unrepresentable"),
    term("coverage_bounded", "coverage bounded", "the coverage is a clamped figure: the list and its row total were read separately", "values_coverage_method: bounded"),
    filtered("candidate_key", "candidate key", "no two scanned rows share a value; measured, not a declared constraint", "inferred.candidate_key", "candidate_key: true"),
    term("cluster_partition_key", "cluster/partition key", "part of the table's declared clustering or partitioning key", "physical_layout_key"),
    filtered("looks_like", "looks like", "the format the sampled values match, with the sample size; a guess", "inferred.looks_like", "looks_like"),
    term("near", "near", "the closest format below the match threshold, with its share of the sample; no verdict", "inferred.looks_like_candidate"),
    filtered("detected", "detected", "a kind of sensitive data the column may hold; a detection, not a ruling", "inferred.sensitivity", "sensitivity"),
    term("epoch", "epoch", "an integer holding a Unix timestamp in the stated unit", "inferred.epoch_unit"),
    term("freshness", "freshness", "how recent the newest value is, judged against the configured age limits", "freshness.classification"),
    term("distribution", "distribution", "how the non-null rows are spread across the listed values", "distribution"),
    filtered("redacted", "redacted", "a redaction rule hid the literals (its primitive named); counts are real", "redacted", "redacted"),
    term("parts", "parts", "number of parts profiled inside the document or composite value, of those found", "parts_found"),
    term("present", "present", "share of the named population carrying this member: rows (rows scanned on a partial read) or instances of the enclosing part", "occurrences"),
    term("srid", "srid", "spatial reference systems of the geometries", "geometry.srids"),
    term("extent_x", "extent x", "lowest -> highest x coordinate", "extent.min_x, extent.max_x"),
    term("extent_y", "extent y", "lowest -> highest y coordinate", "extent.min_y, extent.max_y"),
    term("dimension", "dimension", "the single dimension of every vector", "dimension"),
    term("mixed_dimension", "mixed dimension", "smallest -> largest vector dimension", "dimension"),
    term("unit_normalized", "unit-normalized", "every vector has length 1, so inner product equals cosine similarity", "norm"),
    term("zero_vectors", "zero vectors", "scanned rows holding the all-zero vector", "zero_count"),
    term("joins", "Joins", "every edge of relationships.yaml (declared, inferred or measured) plus those people added, less those people rejected; joins only the description mentions are not edges", "joins.refers_to, joins.referenced_by"),
    term("via", "via", "the referencing column(s)", "refers_to[].column"),
    term("on_delete", "on delete", "the referential action the catalog declares", "on_delete"),
    term("fanout_avg", "fanout avg", "mean referencing rows per distinct non-null key", "observed.fanout_avg"),
    term("fanout_max", "fanout max", "referencing rows on the busiest key", "observed.fanout_max"),
    term("contained", "contained", "share of the referencing column's distinct values found in the target; compared = hashes the two sketches compared, margin 1/sqrt(compared); exact = every distinct value compared", "observed.containment, observed.answerable_count"),
    term("not_measured", "not measured", "one side was read in part, so the join was not measured", "observed.scope_compatible: false"),
    term("incoherent", "incoherent", "more distinct referencing values than target values, so some cannot match", "observed.coherent: false"),
    term("detection:declared", "declared", "stated by the catalog (a foreign key, or a primary or unique key): a constraint", "detection: declared"),
    term("detection:inferred", "inferred", "guessed from column names: a candidate join, not a constraint", "detection: inferred"),
    term("detection:measured", "measured", "found by comparing values in the rows read: evidence, not a constraint", "detection: measured"),
    term("distribution:uniform", "uniform", "the most frequent value has at most twice the rows of the least frequent", "distribution: uniform"),
    term("distribution:imbalanced", "imbalanced", "the most frequent value has over twice the rows of the least frequent", "distribution: imbalanced"),
    term("distribution:dominant_value", "dominant value", "one value holds 95% or more of non-null scanned rows (named, with its share)", "distribution: dominant_value"),
    term("distribution:long_tail", "long tail", "the listed values hold under 30% of non-null scanned rows; many rarer values exist", "distribution: long_tail"),
    term("freshness:", "", "the newest value counts as {word} under the configured age limits", "freshness.classification: {value}"),
    filtered("looks_like:", "", "the sampled values match the {word} format", "inferred.looks_like: {value}", "looks_like: {value}"),
    filtered("sensitivity:", "", "the column may hold {word} data", "inferred.sensitivity: {value}", "sensitivity: {value}"),
    term("epoch_unit:", "", "the integer counts {word} since 1970-01-01 UTC", "inferred.epoch_unit: {value}"),
    term("candidate_key_exception:", "", "the key holds except: {word}", "inferred.candidate_key_exception: {value}"),
    filtered("redaction:", "", "the {word} primitive replaced or removed the literals", "redacted: {value}", "redacted: {value}"),
    filtered("classification:", "", "classified {word}", "classification: {value}", "classification: {value}"),
];

pub const FRESHNESS: &[&str] = &["freshness:live", "freshness:stale", "freshness:dormant"];
pub const LOOKS_LIKE: &[&str] = &[
    "looks_like:uuid",
    "looks_like:email",
    "looks_like:url",
    "looks_like:urn",
    "looks_like:content_type",
    "looks_like:path",
    "looks_like:ip",
    "looks_like:mac_address",
    "looks_like:country_code",
    "looks_like:currency_code",
    "looks_like:postal_code",
    "looks_like:isbn",
    "looks_like:ean",
    "looks_like:imei",
    "looks_like:card_number",
    "looks_like:iban",
    "looks_like:bic",
    "looks_like:phone",
    "looks_like:timezone",
    "looks_like:json",
    "looks_like:hex",
    "looks_like:jwt",
    "looks_like:vin",
    "looks_like:base64",
    "looks_like:latlon",
    "looks_like:iso8601_duration",
    "looks_like:iso8601_date",
    "looks_like:iso8601_datetime",
    "looks_like:numeric_string",
    "looks_like:semver",
    "looks_like:filename",
    "looks_like:prose",
    "looks_like:png",
    "looks_like:jpeg",
    "looks_like:gif",
    "looks_like:pdf",
    "looks_like:gzip",
    "looks_like:zip",
];
pub const SENSITIVITY: &[&str] = &[
    "sensitivity:personal_name",
    "sensitivity:postal_address",
    "sensitivity:geolocation",
    "sensitivity:date_of_birth",
    "sensitivity:national_id",
    "sensitivity:financial_account",
    "sensitivity:credential",
    "sensitivity:health",
    "sensitivity:demographic",
    "sensitivity:employment",
    "sensitivity:contact",
    "sensitivity:online_identifier",
];
pub const EPOCH_UNIT: &[&str] = &["epoch_unit:seconds", "epoch_unit:milliseconds"];
pub const KEY_EXCEPTION: &[&str] = &[
    "candidate_key_exception:measured_duplicates",
    "candidate_key_exception:estimated",
];
pub const REDACTION: &[&str] = &["redaction:mask", "redaction:drop", "redaction:hash"];
pub const CLASSIFICATION: &[&str] = &[
    "classification:boolean",
    "classification:temporal",
    "classification:numeric",
    "classification:text",
    "classification:json",
    "classification:composite",
    "classification:binary",
    "classification:spatial",
    "classification:vector",
];
pub const PERCENTILES: &[&str] = &[
    "percentile:0",
    "percentile:1",
    "percentile:2",
    "percentile:3",
    "percentile:4",
    "percentile:5",
    "percentile:6",
    "percentile:7",
    "percentile:8",
    "percentile:9",
    "percentile:10",
    "percentile:11",
    "percentile:12",
    "percentile:13",
    "percentile:14",
    "percentile:15",
    "percentile:16",
    "percentile:17",
    "percentile:18",
    "percentile:19",
    "percentile:20",
    "percentile:21",
    "percentile:22",
    "percentile:23",
    "percentile:24",
    "percentile:25",
    "percentile:26",
    "percentile:27",
    "percentile:28",
    "percentile:29",
    "percentile:30",
    "percentile:31",
    "percentile:32",
    "percentile:33",
    "percentile:34",
    "percentile:35",
    "percentile:36",
    "percentile:37",
    "percentile:38",
    "percentile:39",
    "percentile:40",
    "percentile:41",
    "percentile:42",
    "percentile:43",
    "percentile:44",
    "percentile:45",
    "percentile:46",
    "percentile:47",
    "percentile:48",
    "percentile:49",
    "percentile:50",
    "percentile:51",
    "percentile:52",
    "percentile:53",
    "percentile:54",
    "percentile:55",
    "percentile:56",
    "percentile:57",
    "percentile:58",
    "percentile:59",
    "percentile:60",
    "percentile:61",
    "percentile:62",
    "percentile:63",
    "percentile:64",
    "percentile:65",
    "percentile:66",
    "percentile:67",
    "percentile:68",
    "percentile:69",
    "percentile:70",
    "percentile:71",
    "percentile:72",
    "percentile:73",
    "percentile:74",
    "percentile:75",
    "percentile:76",
    "percentile:77",
    "percentile:78",
    "percentile:79",
    "percentile:80",
    "percentile:81",
    "percentile:82",
    "percentile:83",
    "percentile:84",
    "percentile:85",
    "percentile:86",
    "percentile:87",
    "percentile:88",
    "percentile:89",
    "percentile:90",
    "percentile:91",
    "percentile:92",
    "percentile:93",
    "percentile:94",
    "percentile:95",
    "percentile:96",
    "percentile:97",
    "percentile:98",
    "percentile:99",
    "percentile:100",
];

/// The statically known key `family:member`, for a renderer to record; `None` for a member the
/// family does not know (it then prints no enum word that needs defining beyond its family).
pub fn member(family: &str, value: &str) -> Option<&'static str> {
    let members: &[&'static str] = match family {
        "distribution" => &[
            "distribution:uniform",
            "distribution:imbalanced",
            "distribution:dominant_value",
            "distribution:long_tail",
        ],
        "detection" => &[
            "detection:declared",
            "detection:inferred",
            "detection:measured",
        ],
        "percentile" => PERCENTILES,
        other => family_members(other),
    };
    members
        .iter()
        .copied()
        .find(|key| key.split_once(':').is_some_and(|(_, m)| m == value))
}

/// The `## Terms` block defining exactly `terms`, in legend order (percentiles last, by
/// number); `None` when there is no term to define.
pub fn legend(terms: &[&'static str]) -> Option<String> {
    let mut lines: Vec<(usize, String)> = Vec::new();
    for &key in terms {
        let Some((rank, text)) = define(key) else {
            continue;
        };
        if !lines.iter().any(|(r, t)| *r == rank && *t == text) {
            lines.push((rank, text));
        }
    }
    if lines.is_empty() {
        return None;
    }
    lines.sort();
    let mut out = String::from("## Terms\n");
    for (_, text) in lines {
        out.push('\n');
        out.push_str(&text);
    }
    Some(out)
}

/// A key's rank in legend order and its `- <label>: <definition> (<where>)` line.
fn define(key: &str) -> Option<(usize, String)> {
    if let Some(n) = key
        .strip_prefix("percentile:")
        .and_then(|n| n.parse::<u32>().ok())
    {
        let definition = format!(
            "the {} percentile of the non-null scanned values",
            ordinal(n)
        );
        let line = format!("- P{n}: {definition} (json/yaml `percentiles.p{n:02}`)");
        return Some((TERMS.len() * 1000 + n as usize, line));
    }
    let (family, member) = key.split_once(':').unwrap_or((key, ""));
    let (rank, term, position) = TERMS
        .iter()
        .enumerate()
        .find(|(_, t)| t.key == key)
        .map(|(rank, t)| (rank, t, 0))
        .or_else(|| {
            let family_key = format!("{family}:");
            let members = family_members(family);
            let position = members.iter().position(|m| *m == key)?;
            TERMS
                .iter()
                .enumerate()
                .find(|(_, t)| t.key == family_key)
                .map(|(rank, t)| (rank, t, position))
        })?;
    let word = member.replace('_', " ");
    let label = if term.label.is_empty() {
        word.as_str()
    } else {
        term.label
    };
    let definition = term.definition.replace("{word}", &word);
    let mut places = Vec::new();
    if !term.carried.is_empty() {
        places.push(format!(
            "json/yaml `{}`",
            term.carried.replace("{value}", member)
        ));
    }
    if let Some(filter) = term.filter {
        places.push(format!(
            "search_columns `{}`",
            filter.replace("{value}", member)
        ));
    }
    let whereabouts = if places.is_empty() {
        String::new()
    } else {
        format!(" ({})", places.join("; "))
    };
    Some((
        rank * 1000 + position,
        format!("- {label}: {definition}{whereabouts}"),
    ))
}

/// The members of an enum family whose legend defines the family with its members.
fn family_members(family: &str) -> &'static [&'static str] {
    match family {
        "freshness" => FRESHNESS,
        "looks_like" => LOOKS_LIKE,
        "sensitivity" => SENSITIVITY,
        "epoch_unit" => EPOCH_UNIT,
        "candidate_key_exception" => KEY_EXCEPTION,
        "redaction" => REDACTION,
        "classification" => CLASSIFICATION,
        _ => &[],
    }
}

fn ordinal(n: u32) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_legend_defines_every_term_printed_and_no_other_spec_4_1() {
        let Some(text) = legend(&[
            "nulls",
            "detection:declared",
            "percentile:50",
            "looks_like:uuid",
        ]) else {
            panic!("terms were printed");
        };
        let lines: Vec<&str> = text.lines().collect();
        assert_eq!(lines[0], "## Terms");
        assert_eq!(lines[1], "");
        assert_eq!(lines.len(), 6);
        assert!(lines[2].starts_with("- nulls: "));
        assert!(lines[3].starts_with("- declared: "));
        assert!(
            lines[4].starts_with("- uuid: ")
                && lines[4].contains("search_columns `looks_like: uuid`")
        );
        assert!(lines[5].starts_with("- P50: ") && lines[5].contains("`percentiles.p50`"));
        assert_eq!(legend(&[]), None);
    }

    #[test]
    fn the_two_null_labels_say_where_each_stands_spec_4_1() {
        let Some(text) = legend(&["nulls", "nulls_column"]) else {
            panic!("terms were printed");
        };
        let lines: Vec<&str> = text.lines().collect();
        assert!(
            lines[2].starts_with("- nulls: among a column's facts"),
            "{text}"
        );
        assert!(
            lines[3].starts_with("- Nulls: in the Column values cell"),
            "{text}"
        );
    }

    #[test]
    fn each_term_names_where_json_and_yaml_carry_it_spec_4_1() {
        let Some(text) = legend(&["distribution:long_tail"]) else {
            panic!("a term was printed");
        };
        assert!(text.contains("- long tail: ") && text.contains("`distribution: long_tail`"));
    }

    #[test]
    fn every_member_key_is_defined() {
        for family in [
            "freshness",
            "looks_like",
            "sensitivity",
            "epoch_unit",
            "candidate_key_exception",
            "redaction",
            "classification",
        ] {
            for key in family_members(family) {
                assert!(define(key).is_some(), "{key}");
            }
        }
        assert_eq!(
            member("looks_like", "country_code"),
            Some("looks_like:country_code")
        );
        assert_eq!(member("percentile", "7"), Some("percentile:7"));
    }
}

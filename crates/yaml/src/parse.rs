//! The entry points that read YAML text into a [`Value`]: built straight from the fast
//! path's events where it takes the text (`direct`), else libyaml's engine composed into
//! nodes, then constructed. It owns no typing rules and writes nothing.

use super::compose;
use super::construct;
use super::direct;
use super::error::{Mark, ParseError};
use super::value::Value;

/// Reads one YAML document as PyYAML's `safe_load` (libyaml loader) does; an empty stream is
/// `Value::Null`. The text goes to libyaml as PyYAML hands it a `str`: encoded as UTF-8, a
/// leading BOM included.
pub fn parse(text: &str) -> Result<Value, ParseError> {
    direct::value(text).unwrap_or_else(|| composed(text))
}

/// `text` read by libyaml, composed into nodes, then constructed.
pub(super) fn composed(text: &str) -> Result<Value, ParseError> {
    let document = compose::compose(text)?;
    construct::construct(&document, text.len())
}

/// [`parse`] for raw bytes: they must be UTF-8 (a leading BOM is dropped).
pub fn parse_bytes(bytes: &[u8]) -> Result<Value, ParseError> {
    match std::str::from_utf8(bytes) {
        Ok(text) => parse(text),
        Err(error) => {
            let offset = error.valid_up_to();
            let valid = std::str::from_utf8(&bytes[..offset]).unwrap_or_default();
            Err(ParseError::new(
                format!(
                    "invalid UTF-8 byte #x{:02x} at byte offset {offset}",
                    bytes.get(offset).copied().unwrap_or_default()
                ),
                Mark::at(valid, offset),
            ))
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::Mapping;

    fn one(text: &str) -> Value {
        let doc = parse(&format!("v: {text}")).unwrap();
        doc.get("v").unwrap().clone()
    }

    fn err(text: &str) -> String {
        parse(text).unwrap_err().to_string()
    }

    fn keys(value: &Value) -> Vec<Value> {
        value
            .as_map()
            .unwrap()
            .iter()
            .map(|(k, _)| k.clone())
            .collect()
    }

    #[test]
    fn yes_is_a_boolean_under_yaml_1_1() {
        for word in [
            "yes", "Yes", "YES", "on", "On", "ON", "true", "True", "TRUE",
        ] {
            assert_eq!(one(word), Value::Bool(true), "{word}");
        }
        for word in [
            "no", "No", "NO", "off", "Off", "OFF", "false", "False", "FALSE",
        ] {
            assert_eq!(one(word), Value::Bool(false), "{word}");
        }
        assert_eq!(one("yEs"), Value::str("yEs"));
        assert_eq!(one("y"), Value::str("y"));
    }

    #[test]
    fn tilde_is_null() {
        for word in ["~", "null", "Null", "NULL", ""] {
            assert_eq!(one(word), Value::Null, "{word:?}");
        }
        assert_eq!(one("nULL"), Value::str("nULL"));
    }

    #[test]
    fn exponent_without_dot_stays_a_string() {
        assert_eq!(one("1e-05"), Value::str("1e-05"));
        assert_eq!(one("1.5e16"), Value::str("1.5e16"));
        assert_eq!(one("1.0e-05"), Value::Float(1e-05));
        assert_eq!(one("1.e+5"), Value::Float(1e5));
    }

    #[test]
    fn float_forms_follow_the_pyyaml_resolver() {
        assert_eq!(one(".5"), Value::Float(0.5));
        assert_eq!(one("-.5"), Value::str("-.5"));
        assert_eq!(one("1_0.0_1"), Value::Float(10.01));
        assert_eq!(one("1:30.5"), Value::Float(90.5));
        assert_eq!(one("-.inf"), Value::Float(f64::NEG_INFINITY));
        assert!(matches!(one(".NaN"), Value::Float(f) if f.is_nan()));
        assert_eq!(one("-.nan"), Value::str("-.nan"));
        assert_eq!(one("inf"), Value::str("inf"));
    }

    #[test]
    fn int_forms_follow_the_pyyaml_resolver() {
        assert_eq!(one("0b101"), Value::Int(5));
        assert_eq!(one("017"), Value::Int(15));
        assert_eq!(one("0x1F"), Value::Int(31));
        assert_eq!(one("1_000"), Value::Int(1000));
        assert_eq!(one("190:20:30"), Value::Int(685_230));
        assert_eq!(one("-1:30"), Value::Int(-90));
        assert_eq!(one("08"), Value::str("08"));
        assert_eq!(one("0o17"), Value::str("0o17"));
        assert_eq!(one("0:30"), Value::str("0:30"));
    }

    #[test]
    fn ints_beyond_i64_are_big_ints() {
        assert_eq!(one("9223372036854775807"), Value::Int(i64::MAX));
        assert_eq!(
            one("9223372036854775808"),
            Value::BigInt("9223372036854775808".into())
        );
        assert_eq!(
            one("0x7fffffffffffffffff"),
            Value::BigInt("2361183241434822606847".into())
        );
    }

    #[test]
    fn timestamps_read_as_python_prints_them() {
        assert_eq!(one("2026-03-09"), Value::Stamp("2026-03-09".into()));
        assert_eq!(one("2026-3-9"), Value::str("2026-3-9"));
        assert_eq!(
            one("2026-03-09T14:27:36Z"),
            Value::Stamp("2026-03-09 14:27:36+00:00".into())
        );
        assert_eq!(
            one("2026-03-09 14:27:36.5 +01:00"),
            Value::Stamp("2026-03-09 14:27:36.500000+01:00".into())
        );
        assert_eq!(
            one("2026-03-09T14:27:36.123456789-05:30"),
            Value::Stamp("2026-03-09 14:27:36.123456-05:30".into())
        );
        assert_eq!(
            one("2026-03-09t14:27:36.000"),
            Value::Stamp("2026-03-09 14:27:36".into())
        );
        assert_eq!(
            one("2026-3-9T1:02:03+5"),
            Value::Stamp("2026-03-09 01:02:03+05:00".into())
        );
        assert!(err("v: 2026-02-29").contains("day is out of range for month"));
    }

    #[test]
    fn quoted_scalars_are_always_strings() {
        assert_eq!(one("'yes'"), Value::str("yes"));
        assert_eq!(one("\"12\""), Value::str("12"));
        assert_eq!(one("!!str 12"), Value::str("12"));
        assert_eq!(one("! 12"), Value::Int(12));
    }

    #[test]
    fn yaml_1_1_breaks_in_quoted_scalars_read_as_pyyaml_reads_what_it_wrote() {
        let text = "a: '\u{2028}    x'\nb:\n  ? 'k\u{85}\n    '\n  : \"v \u{2029}\n    w\"\n";
        let Value::Map(top) = parse(text).unwrap() else {
            panic!("a mapping")
        };
        assert_eq!(top.get("a"), Some(&Value::str("\u{2028}x")));
        let Some(Value::Map(b)) = top.get("b") else {
            panic!("a nested mapping")
        };
        assert_eq!(b.get("k\n"), Some(&Value::str("v\u{2029}\nw")));
    }

    #[test]
    fn quoted_continuation_lines_may_sit_left_of_their_key_as_libyaml_allows() {
        let text = "columns:\n  email:\n    note: \"Contact address; NULL for\n    accounts\n\n  created by hand.\"\n    tag: 'a\nb'\n";
        let value = parse(text).unwrap();
        let email = value.get("columns").and_then(|c| c.get("email")).unwrap();
        assert_eq!(
            email.get("note"),
            Some(&Value::str(
                "Contact address; NULL for accounts\ncreated by hand."
            ))
        );
        assert_eq!(email.get("tag"), Some(&Value::str("a b")));
        assert!(parse("a: 'x\n---\ny'\n").is_err());
    }

    #[test]
    fn explicit_tags_construct_their_type() {
        assert_eq!(one("!!float 1e5"), Value::Float(100_000.0));
        assert_eq!(one("!!int '12'"), Value::Int(12));
        assert_eq!(one("!!bool Yes"), Value::Bool(true));
        assert_eq!(one("!!null x"), Value::Null);
        assert_eq!(
            one("!!timestamp 2026-3-9"),
            Value::Stamp("2026-03-09".into())
        );
        assert_eq!(one("!!binary aGVsbG8="), Value::str("b'hello'"));
        assert_eq!(
            one("!!omap [{a: 1}]"),
            Value::Seq(vec![Value::Seq(vec![Value::str("a"), Value::Int(1)])])
        );
    }

    #[test]
    fn unknown_tags_are_refused_like_pyyaml() {
        assert_eq!(
            err("a: !foo x"),
            "could not determine a constructor for the tag '!foo'\n  in \"<unicode string>\", line 1, column 4"
        );
        assert_eq!(
            err("a: ="),
            "could not determine a constructor for the tag 'tag:yaml.org,2002:value'\n  in \"<unicode string>\", line 1, column 4"
        );
    }

    #[test]
    fn duplicate_key_keeps_first_position_last_value() {
        let value = parse("{a: 1, b: 2, a: 3}").unwrap();
        assert_eq!(keys(&value), vec![Value::str("a"), Value::str("b")]);
        assert_eq!(value.get("a"), Some(&Value::Int(3)));
    }

    #[test]
    fn duplicate_keys_collapse_in_long_mappings_too() {
        let mut text: String = (0..40).map(|n| format!("k{n}: {n}\n")).collect();
        text.push_str("k3: last\n1: one\n1.0: float\n");
        let value = parse(&text).unwrap();
        assert_eq!(keys(&value).len(), 41);
        assert_eq!(keys(&value)[3], Value::str("k3"));
        assert_eq!(value.get("k3"), Some(&Value::str("last")));
        assert_eq!(keys(&value)[40], Value::Int(1));
    }

    #[test]
    fn a_mapping_of_200000_keys_keeps_first_positions_and_last_values() {
        let n = 200_000;
        let mut text: String = (0..n).map(|i| format!("k{i}: {i}\n")).collect();
        text.extend((0..n).step_by(1000).map(|i| format!("k{i}: again\n")));
        let value = parse(&text).unwrap();
        let keys = keys(&value);
        assert_eq!(keys.len(), n);
        assert_eq!(keys[1000], Value::str("k1000"));
        assert_eq!(keys[n - 1], Value::Str(format!("k{}", n - 1)));
        assert_eq!(value.get("k1000"), Some(&Value::str("again")));
        assert_eq!(value.get("k1001"), Some(&Value::Int(1001)));
    }

    #[test]
    fn equal_python_keys_collapse() {
        let value = parse("{1: a, 1.0: b, true: c, 2: d}").unwrap();
        let expected: Mapping = [
            (Value::Int(1), Value::str("c")),
            (Value::Int(2), Value::str("d")),
        ]
        .into_iter()
        .collect();
        assert_eq!(value, Value::Map(expected));
    }

    #[test]
    fn merge_keys_come_first_and_own_keys_win() {
        let value = parse("base: &b {a: 1, bb: 2}\nd:\n  bb: 0\n  <<: *b\n  c: 3").unwrap();
        let d = value.get("d").unwrap();
        assert_eq!(
            keys(d),
            vec![Value::str("a"), Value::str("bb"), Value::str("c")]
        );
        assert_eq!(d.get("bb"), Some(&Value::Int(0)));
    }

    #[test]
    fn merge_list_dedupes_by_key_identity_as_pyyaml_6() {
        // One-character keys are shared Python objects, so the first map wins for them...
        let value = parse("<<: [{b: 1}, {a: 2, b: 2}]").unwrap();
        assert_eq!(keys(&value), vec![Value::str("b"), Value::str("a")]);
        assert_eq!(value.get("b"), Some(&Value::Int(1)));
        // ...while longer keys are distinct objects, so a later map overrides.
        let value = parse("<<: [{ab: 1}, {ab: 2}]").unwrap();
        assert_eq!(value.get("ab"), Some(&Value::Int(2)));
    }

    #[test]
    fn merging_a_scalar_is_refused() {
        assert_eq!(
            err("<<: 1"),
            "while constructing a mapping\n  in \"<unicode string>\", line 1, column 1\n\
             expected a mapping or list of mappings for merging, but found scalar\n  \
             in \"<unicode string>\", line 1, column 5"
        );
    }

    #[test]
    fn unhashable_keys_are_refused() {
        assert!(err("? [a]\n: 1").contains("found unhashable key"));
    }

    #[test]
    fn a_collection_tagged_key_is_unhashable_before_its_content_is_read() {
        for key in ["!!set x", "!!omap x", "!!pairs x", "!!seq x", "!!map x"] {
            assert_eq!(
                err(&format!("a: 1\n{key}: 2\n")),
                "while constructing a mapping\n  in \"<unicode string>\", line 1, column 1\n\
                 found unhashable key\n  in \"<unicode string>\", line 2, column 1",
                "{key}"
            );
        }
    }

    #[test]
    fn a_bad_escape_is_refused_in_libyaml_s_own_words() {
        assert_eq!(
            err("a: \"\\xZZ\""),
            "while parsing a quoted scalar\n  in \"<unicode string>\", line 1, column 4\n\
             did not find expected hexdecimal number\n  in \"<unicode string>\", line 1, column 7"
        );
    }

    #[test]
    fn an_unknown_tag_is_named_as_python_repr_spells_it() {
        assert_eq!(
            err("a: !<it's> 1"),
            "could not determine a constructor for the tag \"it's\"\n  in \"<unicode string>\", line 1, column 4"
        );
    }

    #[test]
    fn errors_name_line_and_column() {
        let error = parse("a: 1\nb: [1, 2\n").unwrap_err();
        assert!(error.mark().unwrap().line >= 2, "{error}");
        assert!(error.to_string().contains("line"), "{error}");
        let error = parse("a: b\nc").unwrap_err();
        assert_eq!(error.mark(), Some(Mark { line: 3, column: 1 }));
    }

    #[test]
    fn several_documents_are_refused() {
        assert_eq!(
            err("- 1\n---\n- 2"),
            "expected a single document in the stream\n  in \"<unicode string>\", line 1, column 1\n\
             but found another document\n  in \"<unicode string>\", line 2, column 1"
        );
    }

    #[test]
    fn duplicate_anchors_are_refused() {
        assert!(err("a: &x 1\nb: &x 2").contains("found duplicate anchor"));
        assert!(err("a: *nope").contains("found undefined alias"));
    }

    #[test]
    fn empty_stream_is_null() {
        assert_eq!(parse(""), Ok(Value::Null));
        assert_eq!(parse("# comment\n"), Ok(Value::Null));
        assert_eq!(parse("---\n...\n"), Ok(Value::Null));
    }

    #[test]
    fn control_characters_are_refused() {
        assert_eq!(
            err("x: 1\u{7}"),
            "unacceptable character #x0007: control characters are not allowed\n  in \"<unicode string>\", position 4"
        );
    }

    #[test]
    fn bytes_must_be_utf8_and_lose_their_bom() {
        assert_eq!(
            parse_bytes(b"\xef\xbb\xbfa: 1"),
            Ok(Value::Map(
                [(Value::str("a"), Value::Int(1))].into_iter().collect()
            ))
        );
        let error = parse_bytes(b"a: \xff").unwrap_err();
        assert!(error.problem().contains("byte offset 3"), "{error}");
    }

    #[test]
    fn billion_laughs_is_refused() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for level in 1..10 {
            let prev = level - 1;
            let refs = vec![format!("*a{prev}"); 10].join(", ");
            text.push_str(&format!("a{level}: &a{level} [{refs}]\n"));
        }
        let error = parse(&text).unwrap_err();
        assert!(error.problem().contains("too many nodes"), "{error}");
    }

    #[test]
    fn modest_alias_reuse_is_accepted() {
        let value = parse("a: &a {x: 1}\nb: *a\nc: [*a, *a]").unwrap();
        assert_eq!(value.get("b"), value.get("a"));
    }

    #[test]
    fn recursive_alias_is_refused() {
        assert!(parse("a: &a [*a]").is_err());
        assert!(parse("a: &a {<<: *a}").is_err());
    }

    #[test]
    fn deep_nesting_is_refused_without_overflow() {
        for text in [
            "[".repeat(100_000),
            "{a: ".repeat(100_000),
            "- ".repeat(100_000),
            (0..3000)
                .map(|i| format!("{}k:\n", " ".repeat(i)))
                .collect(),
        ] {
            assert!(parse(&text).is_err());
        }
    }

    /// libyaml's nesting cap as the copy PyYAML bundles has it: indentation and flow levels
    /// draw on one budget of 1,000, a flow level checked before it counts and an indentation
    /// level after, each refused at the indicator in libyaml's words.
    #[test]
    fn nesting_past_libyamls_cap_is_refused_in_its_words() {
        let refusal = |text: &str| parse(text).unwrap_err().to_string();
        let at = |context: &str, line: usize, column: usize| {
            format!(
                "{context}\nexceeded maximum nesting depth\n  in \"<unicode string>\", line {line}, column {column}"
            )
        };
        assert!(parse(&format!("{}{}", "[".repeat(1000), "]".repeat(1000))).is_ok());
        assert_eq!(
            refusal(&"[".repeat(1001)),
            at("while increasing flow level", 1, 1001)
        );
        assert!(parse(&format!("{}a", "- ".repeat(999))).is_ok());
        assert_eq!(
            refusal(&format!("{}a", "- ".repeat(1000))),
            at("while increasing block level", 1, 1999)
        );
        assert_eq!(
            refusal(&format!("{}{}", "- ".repeat(500), "[".repeat(501))),
            at("while increasing flow level", 1, 1501)
        );
        let keys =
            |n: usize| -> String { (0..n).map(|i| format!("{}a:\n", "  ".repeat(i))).collect() };
        assert!(parse(&format!("{}{}b", keys(999), "  ".repeat(999))).is_ok());
        assert_eq!(
            refusal(&format!("{}{}b", keys(1000), "  ".repeat(1000))),
            at("while increasing block level", 1000, 2000)
        );
    }

    /// The scanner reaches the cap while still deciding whether the outer `[` starts a key,
    /// before the parser has handed out the alias: the cap is what is reported, as libyaml
    /// reports it.
    #[test]
    fn the_nesting_cap_is_met_where_libyamls_scanner_meets_it() {
        let text = format!("[*x, {}", "[".repeat(1000));
        let error = parse(&text).unwrap_err().to_string();
        assert!(error.starts_with("while increasing flow level"), "{error}");
        assert!(error.ends_with("column 1005"), "{error}");
    }

    /// How many collections deep `value` nests.
    fn depth(value: &Value) -> usize {
        match value {
            Value::Seq(items) => 1 + items.iter().map(depth).max().unwrap_or(0),
            Value::Map(map) => 1 + map.iter().map(|(_, v)| depth(v)).max().unwrap_or(0),
            _ => 0,
        }
    }

    /// Each block mapping's value may be a sequence at its own indentation, which takes no
    /// level of libyaml's budget: the deepest document it accepts is about 2,000 deep, and it
    /// is read on a thread of the stack every dbprint thread has, without overflowing.
    #[test]
    fn the_deepest_document_libyaml_accepts_is_read_on_a_pool_thread() {
        let mut text = String::from("a:\n");
        for level in 1..999 {
            text.push_str(&format!("{}- a:\n", "  ".repeat(level - 1)));
        }
        text.push_str(&format!("{}- [x]\n", "  ".repeat(998)));
        let read = dbprint_base::threads::named("deep")
            .spawn(move || parse(&text).map(|value| depth(&value)))
            .unwrap()
            .join()
            .unwrap();
        assert_eq!(read.unwrap(), 1999);
    }

    /// libyaml after 0.2.5 (and the copy PyYAML bundles) reads a flow sequence closed right
    /// after an explicit key as one pair of empty key and value.
    #[test]
    fn a_flow_sequence_closed_after_an_explicit_key_holds_an_empty_pair() {
        for text in ["[? ]", "[?]", "[[? ]]"] {
            let value = parse(text).unwrap();
            let mut inner = &value;
            while let Value::Seq(items) = inner {
                inner = &items[0];
            }
            let pair = inner.as_map().unwrap();
            assert_eq!(pair.len(), 1, "{text}");
            let pairs: Vec<_> = pair.iter().collect();
            assert_eq!(pairs, [(&Value::Null, &Value::Null)], "{text}");
        }
        assert!(parse("[? , 1]").is_err());
    }

    #[test]
    fn deep_nesting_through_aliases_is_refused() {
        let mut text = format!("a0: &a0 {}{}\n", "[".repeat(200), "]".repeat(200));
        for level in 1..11 {
            let prev = level - 1;
            let open = "[".repeat(200);
            let close = "]".repeat(200);
            text.push_str(&format!("a{level}: &a{level} {open}*a{prev}{close}\n"));
        }
        let error = parse(&text).unwrap_err().to_string();
        assert!(
            error.contains("nesting depth of 2000 through an alias"),
            "{error}"
        );
    }

    #[test]
    fn huge_ints_are_refused_as_python_does() {
        assert!(parse(&format!("v: {}", "9".repeat(5000))).is_err());
        assert!(parse(&format!("v: 0x{}", "f".repeat(100_000))).is_err());
    }

    #[test]
    fn random_bytes_and_truncations_never_panic() {
        let sample = "a: &x [1, {b: \"c\\u00e9\", d: 'e'}]\n<<: {f: *x}\n? |\n  g\n: !!int 0x1f\n\
                      h: 2026-03-09T14:27:36Z\n- i\n...\n--- !foo\n%TAG ! x\n";
        let mut seed: u64 = 0x9e37_79b9_7f4a_7c15;
        let mut next = move || {
            seed ^= seed << 13;
            seed ^= seed >> 7;
            seed ^= seed << 17;
            seed
        };
        for end in 0..=sample.len() {
            if sample.is_char_boundary(end) {
                let _ = parse(&sample[..end]);
            }
        }
        let alphabet = b"-?:,[]{}#&*!|>'\"%@` \n\tab01.~\\<=";
        for _ in 0..3000 {
            let len = (next() % 40) as usize;
            let bytes: Vec<u8> = (0..len)
                .map(|_| match next() % 4 {
                    0 => (next() % 256) as u8,
                    _ => alphabet[(next() % alphabet.len() as u64) as usize],
                })
                .collect();
            let _ = parse_bytes(&bytes);
        }
    }
}

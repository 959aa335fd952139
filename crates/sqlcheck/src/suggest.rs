//! The nearest names to an unknown one, ranked by Jaro–Winkler similarity over the names
//! casefolded (strsim), and whether the best is clear enough to be the one fix.

/// Below this similarity a name is not offered.
const OFFERED_FROM: f64 = 0.75;
/// The best is the one fix when at least this similar and this far ahead of the next.
const CLEAR_FROM: f64 = 0.85;
const CLEAR_LEAD: f64 = 0.03;
/// How many names a finding offers.
const OFFERED: usize = 5;

/// The offered names nearest to `unknown` among `names`, best first (ties by name).
pub fn nearest<'a>(unknown: &str, names: impl IntoIterator<Item = &'a str>) -> Vec<(f64, &'a str)> {
    let wanted = unknown.to_lowercase();
    let mut scored: Vec<(f64, &str)> = names
        .into_iter()
        .map(|name| (strsim::jaro_winkler(&wanted, &name.to_lowercase()), name))
        .filter(|(score, _)| *score >= OFFERED_FROM)
        .collect();
    scored.sort_by(|a, b| b.0.total_cmp(&a.0).then_with(|| a.1.cmp(b.1)));
    scored.dedup_by(|a, b| a.1 == b.1);
    scored.truncate(OFFERED);
    scored
}

/// The one name a fix can use: the best, when clearly ahead.
pub fn clear<'a>(ranked: &[(f64, &'a str)]) -> Option<&'a str> {
    let (best, name) = *ranked.first()?;
    let next = ranked.get(1).map_or(0.0, |(score, _)| *score);
    (best >= CLEAR_FROM && best - next >= CLEAR_LEAD).then_some(name)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_misspelling_ranks_its_name_first_and_a_stranger_offers_nothing() {
        let names = ["customer_id", "created_at", "country_code", "tier"];
        let ranked = nearest("custmer_id", names);
        assert_eq!(ranked[0].1, "customer_id");
        assert_eq!(clear(&ranked), Some("customer_id"));
        assert!(nearest("zzzz", names).is_empty());
    }

    #[test]
    fn two_names_equally_near_make_no_fix() {
        let ranked = nearest("amount", ["amount_a", "amount_b"]);
        assert_eq!(ranked.len(), 2);
        assert_eq!(clear(&ranked), None);
    }
}

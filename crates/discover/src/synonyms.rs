//! Words that name one thing in data models, a question using one where the schema uses
//! another (`vendor` for `supplier`, `movie` for `film`, `pay` for `salary`). General
//! business vocabulary, the same for every print; a question's word gains the other words of
//! its group as alternatives at a lower weight (`terms`), so a table named with the word
//! itself still ranks first.

/// The groups, each a set of words used for one thing.
pub const GROUPS: &[&[&str]] = &[
    &["customer", "client", "buyer", "shopper", "patron"],
    &["supplier", "vendor", "provider"],
    &["employee", "staff", "worker", "personnel"],
    &["product", "item", "goods", "merchandise"],
    &["order", "purchase"],
    &["film", "movie"],
    &["track", "song"],
    &["salary", "pay", "wage", "compensation"],
    &["country", "nation"],
    &["city", "town"],
    &["invoice", "bill"],
    &["instructor", "teacher", "lecturer", "professor", "faculty"],
    &["student", "pupil", "learner"],
    &["course", "subject"],
    &["manager", "supervisor", "boss"],
    &["phone", "telephone"],
    &["shipment", "delivery", "dispatch"],
    &["company", "firm", "business"],
    &["website", "homepage", "url"],
    &["quantity", "amount"],
    &["sales", "revenue", "turnover"],
    &["hire", "employ"],
    &["birth", "born"],
];

/// The other words of the groups `word` (lower-cased) belongs to.
pub fn of(word: &str) -> impl Iterator<Item = &'static str> + '_ {
    GROUPS
        .iter()
        .filter(move |group| group.contains(&word))
        .flat_map(move |group| group.iter().copied().filter(move |w| *w != word))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_word_gains_the_rest_of_its_group_and_an_unknown_word_nothing() {
        let vendor: Vec<&str> = of("vendor").collect();
        assert_eq!(vendor, ["supplier", "provider"]);
        assert_eq!(of("zeppelin").count(), 0);
    }

    #[test]
    fn every_word_is_lower_case_and_in_one_group() {
        let mut seen = std::collections::HashSet::new();
        for word in GROUPS.iter().flat_map(|g| g.iter()) {
            assert_eq!(*word, word.to_lowercase());
            assert!(seen.insert(*word), "{word} twice");
        }
    }
}

//! The constants of the ranking that were chosen by measuring, in one place, each with the
//! value chosen on the training half of our two labelled sets (`scripts/tune_discovery.py`;
//! docs/discovery.md says how, and reports every figure on the held-out half and on the public
//! set, which no constant saw). `DBPRINT_TUNING` (`name=value,...`) replaces some of them for
//! that script's trials: read once per process, a name it does not know or a value it cannot
//! read refused with a warning on stderr (the chosen value stays), and a warning says a
//! ranking is running on values other than the chosen ones.

use std::sync::OnceLock;

/// The measured constants of the ranking.
#[derive(Debug, Clone, PartialEq)]
pub struct Tuning {
    /// The gain of the table closest in meaning, as a share of the best lexical score
    /// (`meaning::gain`).
    pub meaning_weight: f32,
    /// How close in meaning a table must be to gain at all (`meaning::nearest`).
    pub meaning_floor: f32,
    /// The rank constant of the reciprocal-rank curve a gain falls by (`meaning::gain`).
    pub meaning_rank_k: f32,
    /// How close in meaning a name term must be to a question word to stand for it (`rank`).
    pub name_floor: f64,
    /// The weight of such a name term, times its closeness (`rank`).
    pub name_weight: f32,
    /// Whether a word the print says is read through its names' meaning too, or only a word
    /// the print never says (`rank`).
    pub meant_said: bool,
    /// The share of a hit's score a table joined to it directly gains (`lift`).
    pub lift_direct: f32,
    /// What a table outside the question's component keeps of its score (`bridges`) when it
    /// scores under `apart` of the best.
    pub outside: f32,
    pub apart: f32,
    /// The most a join tree may cost per hit it joins beyond the first, in hops (`bridges`).
    pub hops_per_table: f64,
    /// Whether a two-letter name word reads only as the word it starts or the words it
    /// begins (`learned`: `po` is purchase order, not phone), rather than as any word whose
    /// letters it keeps in order.
    pub two_letters_start: bool,
}

/// The values chosen on the training split (2026-12-07: `scripts/tune_discovery.py`, one
/// round from the values earlier work chose on the whole sets, no candidate costing any
/// project more than 0.01; only `hops_per_table` moved, 3.6 to 4.6: docs/discovery.md).
pub const CHOSEN: Tuning = Tuning {
    meaning_weight: 0.25,
    meaning_floor: 0.2,
    meaning_rank_k: 5.0,
    name_floor: 0.6,
    name_weight: 0.6,
    meant_said: true,
    lift_direct: 0.35,
    outside: 0.75,
    apart: 0.5,
    hops_per_table: 4.6,
    two_letters_start: true,
};

/// The variable that replaces chosen values for a tuning trial.
pub const VARIABLE: &str = "DBPRINT_TUNING";

/// The tuning in force: the chosen values, with those `DBPRINT_TUNING` names replaced.
pub fn tuning() -> &'static Tuning {
    static IN_FORCE: OnceLock<Tuning> = OnceLock::new();
    IN_FORCE.get_or_init(|| match std::env::var(VARIABLE) {
        Ok(spec) => {
            let (tuning, refused) = overridden(&spec);
            for item in refused {
                tracing::warn!("{VARIABLE}: {item} is not a tunable constant and value; ignored");
            }
            if tuning != CHOSEN {
                tracing::warn!("{VARIABLE} is set: ranking with {tuning:?}, not the chosen values");
            }
            tuning
        }
        Err(_) => CHOSEN,
    })
}

/// The chosen values with those `spec` (`name=value,...`) names replaced, and the items it
/// could not read.
fn overridden(spec: &str) -> (Tuning, Vec<String>) {
    let mut out = CHOSEN;
    let mut refused = Vec::new();
    for item in spec.split(',').map(str::trim).filter(|i| !i.is_empty()) {
        let set = item
            .split_once('=')
            .is_some_and(|(name, value)| set(&mut out, name.trim(), value.trim()));
        if !set {
            refused.push(item.to_string());
        }
    }
    (out, refused)
}

/// Sets the constant `name` of `tuning` to `value`; whether both were read.
fn set(tuning: &mut Tuning, name: &str, value: &str) -> bool {
    fn real<T: std::str::FromStr>(value: &str, slot: &mut T) -> bool {
        value.parse().map(|v| *slot = v).is_ok()
    }
    match name {
        "meaning_weight" => real(value, &mut tuning.meaning_weight),
        "meaning_floor" => real(value, &mut tuning.meaning_floor),
        "meaning_rank_k" => real(value, &mut tuning.meaning_rank_k),
        "name_floor" => real(value, &mut tuning.name_floor),
        "name_weight" => real(value, &mut tuning.name_weight),
        "meant_said" => real(value, &mut tuning.meant_said),
        "lift_direct" => real(value, &mut tuning.lift_direct),
        "outside" => real(value, &mut tuning.outside),
        "apart" => real(value, &mut tuning.apart),
        "hops_per_table" => real(value, &mut tuning.hops_per_table),
        "two_letters_start" => real(value, &mut tuning.two_letters_start),
        _ => false,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_trial_replaces_only_the_constants_it_names() {
        let (tuning, refused) = overridden("meaning_weight=0.5, two_letters_start=false");
        assert!(refused.is_empty());
        assert_eq!(tuning.meaning_weight, 0.5);
        assert!(!tuning.two_letters_start);
        assert_eq!(tuning.lift_direct, CHOSEN.lift_direct);
    }

    #[test]
    fn an_unknown_name_or_unreadable_value_is_refused_and_the_chosen_value_stays() {
        let (tuning, refused) = overridden("zeppelin=1,lift_direct=much,apart");
        assert_eq!(refused, ["zeppelin=1", "lift_direct=much", "apart"]);
        assert_eq!(tuning, CHOSEN);
    }
}

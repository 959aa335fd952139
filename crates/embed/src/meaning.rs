//! The vector a text gets from the model, and how close two are. A text falls into words as
//! the table analyzer splits names (`dbprint_base::words`: `usr_acct`, `createdAt`), a common
//! abbreviation read as what it stands for (`acct` as account); its vector is the mean of its
//! words' pieces' rows (the rows carry the weight of how rare a piece is, so `the` weighs
//! little). A document of several groups (a table's name, its columns, its description...)
//! is the weighted sum of each group's unit vector, so a wide table's columns count as one
//! group, not as hundreds of votes. A vector is kept as a signed byte a dimension (`Meaning`);
//! closeness is the cosine, over integers.

use dbprint_base::abbreviations::COMMON;
use dbprint_base::words::each_word;

use super::model::Model;
use super::pieces::pieces;

/// A quantised vector: the unit vector scaled so its largest component is 127.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Meaning(pub Vec<i8>);

/// What a short word of a name stands for: the reading a text's words go through before the
/// model reads them. `Common` knows the common abbreviations alone (what a table's document
/// is read through when its share is built); dbprint-discover's table analyzer knows those and
/// what the print defines and teaches, so a question is read for its meaning by the same
/// analyzer that reads it for its words.
pub trait Readings {
    /// The words `folded` (a lower-cased word) stands for, when it abbreviates something.
    fn spelled_out(&self, folded: &str) -> Option<Vec<String>>;
}

/// The common abbreviations of database names (dbprint-base's table).
pub struct Common;

impl Readings for Common {
    fn spelled_out(&self, folded: &str) -> Option<Vec<String>> {
        let at = COMMON
            .binary_search_by(|(short, _)| short.cmp(&folded))
            .ok()?;
        let (_, long) = COMMON.get(at)?;
        Some(long.split(' ').map(str::to_string).collect())
    }
}

/// The words of `text` as the model reads them: split as names split, digits and single
/// letters dropped, a word `readings` spells out replaced by the words it stands for.
pub fn words_of<'a>(
    text: &'a str,
    readings: &'a dyn Readings,
) -> impl Iterator<Item = String> + 'a {
    each_word(text)
        .filter(|w| w.folded.chars().count() > 1 && !w.folded.chars().all(char::is_numeric))
        .flat_map(|w| {
            readings
                .spelled_out(&w.folded)
                .unwrap_or_else(|| vec![w.folded])
        })
}

/// `v` scaled to unit length, or `None` when it is zero.
fn unit(mut v: Vec<f32>) -> Option<Vec<f32>> {
    let norm = v.iter().map(|x| x * x).sum::<f32>().sqrt();
    if norm <= f32::EPSILON || !norm.is_finite() {
        return None;
    }
    v.iter_mut().for_each(|x| *x /= norm);
    Some(v)
}

impl Model {
    /// The unit mean of the rows of `words`' pieces; `None` when no word has a piece.
    fn group<S: AsRef<str>>(&self, words: impl IntoIterator<Item = S>) -> Option<Vec<f32>> {
        let mut sum = vec![0.0; self.dims()];
        let mut ids = Vec::new();
        for word in words {
            ids.clear();
            pieces(self, word.as_ref(), &mut ids);
            for &id in &ids {
                self.add_row(id, 1.0, &mut sum);
            }
        }
        unit(sum)
    }

    /// The meaning of a document of weighted groups of words: each group's unit vector
    /// times its weight, summed; `None` when no group has a word the model knows.
    pub fn meaning<S: AsRef<str>>(&self, groups: &[(f32, Vec<S>)]) -> Option<Meaning> {
        let mut sum = vec![0.0; self.dims()];
        for (weight, words) in groups {
            if let Some(v) = self.group(words) {
                sum.iter_mut().zip(v).for_each(|(s, x)| *s += weight * x);
            }
        }
        unit(sum).map(|v| quantised(&v))
    }

    /// The meaning of one text, its words read through the common abbreviations.
    pub fn text(&self, text: &str) -> Option<Meaning> {
        self.meaning(&[(1.0, words_of(text, &Common).collect::<Vec<_>>())])
    }
}

fn quantised(v: &[f32]) -> Meaning {
    let largest = v.iter().fold(0.0f32, |m, x| m.max(x.abs()));
    let scale = if largest > 0.0 { 127.0 / largest } else { 0.0 };
    Meaning(v.iter().map(|x| (x * scale).round() as i8).collect())
}

/// How many products are summed side by side: enough lanes for the compiler to use SIMD.
const LANES: usize = 16;

/// The cosine of two quantised vectors (0 when either is empty or their lengths differ):
/// their dot product and norms summed in `LANES` independent lanes, so the loop vectorises.
pub fn closeness(a: &[i8], b: &[i8]) -> f32 {
    if a.len() != b.len() || a.is_empty() {
        return 0.0;
    }
    let (mut ab, mut aa, mut bb) = ([0i32; LANES], [0i32; LANES], [0i32; LANES]);
    let (xs, ys) = (a.chunks_exact(LANES), b.chunks_exact(LANES));
    let tail = xs.remainder().iter().zip(ys.remainder());
    for (x, y) in xs.zip(ys) {
        for i in 0..LANES {
            let (x, y) = (i16::from(x[i]), i16::from(y[i]));
            ab[i] += i32::from(x * y);
            aa[i] += i32::from(x * x);
            bb[i] += i32::from(y * y);
        }
    }
    let sum = |lanes: [i32; LANES]| lanes.iter().sum::<i32>();
    let (mut ab, mut aa, mut bb) = (sum(ab), sum(aa), sum(bb));
    for (&x, &y) in tail {
        let (x, y) = (i32::from(x), i32::from(y));
        ab += x * y;
        aa += x * x;
        bb += y * y;
    }
    if aa == 0 || bb == 0 {
        return 0.0;
    }
    ab as f32 / ((aa as f32).sqrt() * (bb as f32).sqrt())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_reads_as_words_with_common_abbreviations_spelled_out() {
        let words: Vec<String> = words_of("usr_acct.crt_ts2 x 2024", &Common).collect();
        assert!(words.contains(&"account".to_string()), "{words:?}");
        assert!(!words.iter().any(|w| w == "x" || w == "2024" || w == "2"));
    }

    #[test]
    fn closeness_is_the_cosine_and_zero_for_mismatched_vectors() {
        assert!((closeness(&[3, 4], &[3, 4]) - 1.0).abs() < 1e-6);
        assert!(closeness(&[1, 0], &[0, 1]).abs() < 1e-6);
        assert!((closeness(&[1, 0], &[-1, 0]) + 1.0).abs() < 1e-6);
        assert_eq!(closeness(&[1, 0], &[1]), 0.0);
        assert_eq!(closeness(&[], &[]), 0.0);
        assert_eq!(closeness(&[0, 0], &[1, 1]), 0.0);
        let long: Vec<i8> = (0..37).map(|i| (i * 7 % 255 - 127) as i8).collect();
        let other: Vec<i8> = long.iter().rev().copied().collect();
        let naive = {
            let dot = |p: &[i8], q: &[i8]| -> f64 {
                p.iter()
                    .zip(q)
                    .map(|(&x, &y)| f64::from(x) * f64::from(y))
                    .sum()
            };
            dot(&long, &other) / (dot(&long, &long).sqrt() * dot(&other, &other).sqrt())
        };
        assert!(
            (f64::from(closeness(&long, &other)) - naive).abs() < 1e-5,
            "lanes and tail agree"
        );
    }

    #[cfg(feature = "bundled")]
    mod bundled {
        use super::super::*;
        use crate::bundled;

        fn close(a: &str, b: &str) -> f32 {
            let model = bundled().expect("the bundled model checks");
            let meaning = |text: &str| model.text(text).expect("words the model knows");
            closeness(&meaning(a).0, &meaning(b).0)
        }

        #[test]
        fn words_that_share_no_letters_can_be_close_in_meaning() {
            assert!(close("salary", "wages") > close("salary", "flight"));
            assert!(close("physician", "doctor") > close("physician", "invoice"));
            assert!(
                close("people signed up", "user account created")
                    > close("people signed up", "page views")
            );
        }

        #[test]
        fn a_word_no_piece_spells_or_a_word_too_long_has_no_meaning() {
            let model = bundled().expect("the bundled model checks");
            assert!(model.text(&"a".repeat(101)).is_none());
            assert!(model.text("").is_none());
            assert!(model.text("Café").is_some());
        }
    }
}

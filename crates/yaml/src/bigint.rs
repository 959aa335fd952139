//! Exact integer text for YAML ints of any size: converts digit strings in base 2, 8, 10, 16
//! and sexagesimal parts to canonical decimal, refusing (as Python does) results beyond
//! 4300 decimal digits. It owns no YAML syntax.

use super::value::Value;
use crate::pyrepr::str_repr;

/// Python's default limit on decimal digits in an int/str conversion.
pub(super) const MAX_DIGITS: usize = 4300;

/// Little-endian limbs in base 10^9.
struct Natural(Vec<u32>);

const LIMB: u64 = 1_000_000_000;

impl Natural {
    fn zero() -> Self {
        Natural(Vec::new())
    }

    /// `self = self * factor + addend`, for any `addend` (a sexagesimal part may be as large
    /// as `u64::MAX`), so the step is carried in 128 bits.
    fn mul_add(&mut self, factor: u64, addend: u64) {
        let mut carry = u128::from(addend);
        for limb in &mut self.0 {
            let next = u128::from(*limb) * u128::from(factor) + carry;
            *limb = (next % u128::from(LIMB)) as u32;
            carry = next / u128::from(LIMB);
        }
        while carry > 0 {
            self.0.push((carry % u128::from(LIMB)) as u32);
            carry /= u128::from(LIMB);
        }
    }

    fn to_decimal(&self) -> String {
        let Some((top, rest)) = self.0.split_last() else {
            return "0".to_string();
        };
        let mut out = top.to_string();
        for limb in rest.iter().rev() {
            out.push_str(&format!("{limb:09}"));
        }
        out
    }
}

/// A lower bound, in thousandths of a decimal digit, on what one digit in `radix` adds to a
/// number's length: `floor(1000 * log10(radix))`.
fn place_thousandths(radix: u32) -> usize {
    match radix {
        2 => 301,
        8 => 903,
        10 => 1000,
        16 => 1204,
        60 => 1778,
        _ => 0,
    }
}

/// Whether a number whose base-10 logarithm is at least `thousandths / 1000` has more than
/// [`MAX_DIGITS`] digits. The bound only ever errs low, so a number that might fit is never
/// refused by it; the exact conversion then decides.
fn surely_too_long(thousandths: usize) -> bool {
    thousandths >= MAX_DIGITS * 1000
}

fn limit_error(digits: usize) -> String {
    format!(
        "Exceeds the limit ({MAX_DIGITS} digits) for integer string conversion: value has \
         {digits} digits; use sys.set_int_max_str_digits() to increase the limit"
    )
}

fn output_limit_error() -> String {
    format!(
        "Exceeds the limit ({MAX_DIGITS} digits) for integer string conversion; use \
         sys.set_int_max_str_digits() to increase the limit"
    )
}

/// Python's refusal of `int(text, radix)`, which shows at most 200 characters of the repr.
fn invalid_literal(text: &str, radix: u32) -> String {
    let shown: String = str_repr(text).chars().take(200).collect();
    format!("invalid literal for int() with base {radix}: {shown}")
}

/// Python's `int(text, radix)` for text already stripped of sign and underscores. As in
/// Python, a text with a character that is no digit is an invalid literal, however long.
fn natural(text: &str, radix: u32) -> Result<Natural, String> {
    if text.is_empty() || !text.chars().all(|ch| ch.is_digit(radix)) {
        return Err(invalid_literal(text, radix));
    }
    let significant = text.trim_start_matches('0');
    if radix == 10 && significant.len() > MAX_DIGITS {
        return Err(limit_error(significant.len()));
    }
    // A value of `n` significant digits is at least `radix^(n-1)`: one that surely has more
    // decimal digits than the limit is refused before any quadratic work.
    let places = significant.len().saturating_sub(1);
    if radix != 10 && surely_too_long(places * place_thousandths(radix)) {
        return Err(output_limit_error());
    }
    let mut value = Natural::zero();
    for digit in text.chars().filter_map(|ch| ch.to_digit(radix)) {
        value.mul_add(u64::from(radix), u64::from(digit));
    }
    Ok(value)
}

fn finish(negative: bool, value: &Natural) -> Result<Value, String> {
    let digits = value.to_decimal();
    if digits.len() > MAX_DIGITS {
        return Err(output_limit_error());
    }
    let text = if negative && digits != "0" {
        format!("-{digits}")
    } else {
        digits
    };
    Ok(match text.parse::<i64>() {
        Ok(small) => Value::Int(small),
        Err(_) => Value::BigInt(text),
    })
}

/// An int from unsigned digits in `radix`.
pub(super) fn from_radix(negative: bool, digits: &str, radix: u32) -> Result<Value, String> {
    finish(negative, &natural(digits, radix)?)
}

/// `60^0, 60^1, ...` as Python's `float()` of each exact int gives it (correctly rounded),
/// ending before the first that overflows a float, where Python raises `OverflowError`.
pub(super) fn float_powers_of_60() -> impl Iterator<Item = f64> {
    let mut power = Natural(vec![1]);
    std::iter::from_fn(move || {
        let float = power.to_decimal().parse::<f64>().ok()?;
        power.mul_add(60, 0);
        float.is_finite().then_some(float)
    })
}

/// An int from sexagesimal parts (`190:20:30`), most significant first. Every part is read
/// first; a value that surely exceeds the limit is refused before the arithmetic, whose cost
/// grows with the square of the part count.
pub(super) fn from_sexagesimal(negative: bool, parts: &[&str]) -> Result<Value, String> {
    let Some((first, rest)) = parts.split_first() else {
        return finish(negative, &Natural::zero());
    };
    let mut value = natural(first, 10)?;
    let digits = rest
        .iter()
        .map(|part| part.parse::<u64>().map_err(|_| invalid_literal(part, 10)))
        .collect::<Result<Vec<u64>, String>>()?;
    // The value is at least its leading nonzero part times 60 for each place below it.
    let lead = first.trim_start_matches('0').len();
    let lower_bound = if lead > 0 {
        Some((lead - 1) * place_thousandths(10) + digits.len() * place_thousandths(60))
    } else {
        digits
            .iter()
            .position(|digit| *digit != 0)
            .map(|at| (digits.len() - 1 - at) * place_thousandths(60))
    };
    if lower_bound.is_some_and(surely_too_long) {
        return Err(output_limit_error());
    }
    for digit in digits {
        value.mul_add(60, digit);
    }
    finish(negative, &value)
}

#[cfg(test)]
mod tests {
    use super::super::resolve::construct_int;
    use super::*;

    fn digits_of(value: Result<Value, String>) -> String {
        match value {
            Ok(Value::BigInt(digits)) => digits,
            other => panic!("not a big int: {other:?}"),
        }
    }

    fn ones(count: usize) -> String {
        vec!["1"; count].join(":")
    }

    /// A ~240 KB `1:2:...:59:1:...` scalar gets Python's error for an int past 4300 digits,
    /// as the exact arithmetic gave it, without that arithmetic.
    #[test]
    fn a_long_sexagesimal_int_is_refused_before_its_arithmetic() {
        let parts: Vec<String> = (0..96_000).map(|i| (i % 59 + 1).to_string()).collect();
        let text = parts.join(":");
        assert!(text.len() > 240_000);
        let refusal = "Exceeds the limit (4300 digits) for integer string conversion; use \
                       sys.set_int_max_str_digits() to increase the limit";
        assert_eq!(construct_int(&text), Err(refusal.to_string()));
        assert_eq!(construct_int(&format!("-{text}")), Err(refusal.to_string()));
        assert_eq!(construct_int(&ones(2420)), Err(refusal.to_string()));
    }

    /// Near the limit the bound refuses nothing: the exact value decides (digits from Python).
    #[test]
    fn a_sexagesimal_int_that_might_fit_is_computed_exactly() {
        let fits = digits_of(construct_int(&ones(2419)));
        assert_eq!(fits.len(), 4300);
        assert!(fits.starts_with("37759189742159693746"));
        assert!(fits.ends_with("45762711864406779661"));
        let negative = digits_of(construct_int(&format!("-{}", ones(2418))));
        assert_eq!(negative.len(), 4299);
        assert!(negative.starts_with("-6293198290359948957"));
        let widest = digits_of(construct_int(&vec!["59"; 2418].join(":")));
        assert_eq!(widest.len(), 4300);
        assert!(widest.starts_with("37129869913123698850"));
        assert!(widest.ends_with(&"9".repeat(20)));
    }

    /// Python reads every digit before it counts them: a long text with a stray character is
    /// an invalid literal, not an int past the limit, shown as Python's `%.200R` shows it.
    #[test]
    fn a_long_invalid_literal_is_invalid_before_it_is_too_long() {
        assert_eq!(
            construct_int(&format!("{}x", "1".repeat(5000))),
            Err(format!(
                "invalid literal for int() with base 10: '{}",
                "1".repeat(199)
            ))
        );
        assert_eq!(
            construct_int(&format!("0x{}g", "f".repeat(5000))),
            Err(format!(
                "invalid literal for int() with base 16: '{}",
                "f".repeat(199)
            ))
        );
        assert_eq!(
            construct_int("1'2"),
            Err("invalid literal for int() with base 10: \"1'2\"".to_string())
        );
        assert_eq!(construct_int(&"1".repeat(5000)), Err(limit_error(5000)));
    }

    /// A part as large as `u64::MAX` (reachable through an explicit `!!int`) is carried exactly.
    #[test]
    fn a_sexagesimal_part_past_u64_headroom_is_carried_exactly() {
        assert_eq!(
            construct_int("1:18446744073709551615"),
            Ok(Value::BigInt("18446744073709551675".into()))
        );
    }

    /// A hex, octal or binary int is refused early only when it surely exceeds 4300 decimal
    /// digits; one that fits is its exact value, as Python gives it.
    #[test]
    fn a_power_of_two_radix_int_that_fits_is_not_refused() {
        let hex = digits_of(construct_int(&format!("0x{}", "f".repeat(3500))));
        assert_eq!(hex.len(), 4215);
        assert!(hex.starts_with("26299003673253117803"));
        let octal = digits_of(construct_int(&format!("0{}", "7".repeat(4700))));
        assert_eq!(octal.len(), 4245);
        assert!(octal.ends_with("52105847346876645375"));
        let binary = digits_of(construct_int(&format!("0b1{}", "0".repeat(14284))));
        assert_eq!(binary.len(), 4300);
        assert!(binary.ends_with("47391660265823010816"));
        assert_eq!(
            construct_int(&format!("0b1{}", "0".repeat(14285))),
            Err(output_limit_error())
        );
    }
}

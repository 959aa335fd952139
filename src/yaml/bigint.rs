//! Exact integer text for YAML ints of any size: converts digit strings in base 2, 8, 10, 16
//! and sexagesimal parts to canonical decimal, refusing (as Python does) results beyond
//! 4300 decimal digits. It owns no YAML syntax.

use super::value::Value;

/// Python's default limit on decimal digits in an int/str conversion.
pub(super) const MAX_DIGITS: usize = 4300;

/// Little-endian limbs in base 10^9.
struct Natural(Vec<u32>);

const LIMB: u64 = 1_000_000_000;

impl Natural {
    fn zero() -> Self {
        Natural(Vec::new())
    }

    /// `self = self * factor + addend`.
    fn mul_add(&mut self, factor: u64, addend: u64) {
        let mut carry = addend;
        for limb in &mut self.0 {
            let next = u64::from(*limb) * factor + carry;
            *limb = (next % LIMB) as u32;
            carry = next / LIMB;
        }
        while carry > 0 {
            self.0.push((carry % LIMB) as u32);
            carry /= LIMB;
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

/// Python's `int(text, radix)` for text already stripped of sign and underscores.
fn natural(text: &str, radix: u32) -> Result<Natural, String> {
    let invalid = || format!("invalid literal for int() with base {radix}: '{text}'");
    if text.is_empty() {
        return Err(invalid());
    }
    let significant = text.trim_start_matches('0');
    if radix == 10 && significant.len() > MAX_DIGITS {
        return Err(limit_error(significant.len()));
    }
    // Bits per digit, rounded up: a power-of-two input whose value could not fit the decimal
    // limit is refused before any quadratic work.
    let bits = significant.len() * (radix.ilog2() as usize + 1);
    if radix != 10 && bits > MAX_DIGITS * 4 + 64 {
        return Err(output_limit_error());
    }
    let mut value = Natural::zero();
    for ch in text.chars() {
        let digit = ch.to_digit(radix).ok_or_else(invalid)?;
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

/// An int from sexagesimal parts (`190:20:30`), most significant first.
pub(super) fn from_sexagesimal(negative: bool, parts: &[&str]) -> Result<Value, String> {
    let Some((first, rest)) = parts.split_first() else {
        return finish(negative, &Natural::zero());
    };
    let mut value = natural(first, 10)?;
    for part in rest {
        let digit: u64 = part
            .parse()
            .map_err(|_| format!("invalid literal for int() with base 10: '{part}'"))?;
        value.mul_add(60, digit);
    }
    finish(negative, &value)
}

//! Sizes: what a kept value costs in memory (`Footprint`, an estimate from the value's shape:
//! its nodes and the bytes of its strings, never a guess from a ratio), and the budget a user
//! names (`--memory-budget 512M`, `DBPRINT_MEMORY_BUDGET`).

/// The budget when none is named: with the process's own baseline it keeps a server over a
/// print of three connections of 10,000 tables each under 1 GiB.
pub const DEFAULT_BUDGET: usize = 384 * 1024 * 1024;

/// The bytes a value holds, its own and those it owns.
pub trait Footprint {
    fn footprint(&self) -> usize;
}

/// What a heap block asked for `bytes` takes from the allocator: glibc's malloc rounds a
/// block up to 16 bytes with a word of header, 32 bytes at least; nothing for no block.
pub fn heap(bytes: usize) -> usize {
    if bytes == 0 {
        0
    } else {
        (bytes + 8).div_ceil(16).max(2) * 16
    }
}

impl Footprint for str {
    fn footprint(&self) -> usize {
        self.len()
    }
}

impl Footprint for String {
    fn footprint(&self) -> usize {
        std::mem::size_of::<String>() + heap(self.capacity())
    }
}

impl<T: Footprint> Footprint for [T] {
    fn footprint(&self) -> usize {
        self.iter().map(Footprint::footprint).sum()
    }
}

impl<T: Footprint> Footprint for Vec<T> {
    /// The block of items, and what each item owns beyond its own bytes (which the block
    /// holds: an item's footprint counts them once more, so they are taken off).
    fn footprint(&self) -> usize {
        let item = std::mem::size_of::<T>();
        let owned: usize = self
            .iter()
            .map(|t| t.footprint().saturating_sub(item))
            .sum();
        std::mem::size_of::<Self>() + heap(self.capacity() * item) + owned
    }
}

impl<T: Footprint + ?Sized> Footprint for std::sync::Arc<T> {
    fn footprint(&self) -> usize {
        (**self).footprint()
    }
}

impl<T: Footprint, E> Footprint for Result<T, E> {
    fn footprint(&self) -> usize {
        self.as_ref().map_or(256, Footprint::footprint)
    }
}

impl<A: Footprint, B: Footprint> Footprint for (A, B) {
    fn footprint(&self) -> usize {
        self.0.footprint() + self.1.footprint()
    }
}

impl<T: Footprint> Footprint for Option<T> {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>() + self.as_ref().map_or(0, Footprint::footprint)
    }
}

impl Footprint for i64 {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>()
    }
}

impl Footprint for std::path::Path {
    fn footprint(&self) -> usize {
        self.as_os_str().len()
    }
}

impl Footprint for std::path::PathBuf {
    fn footprint(&self) -> usize {
        std::mem::size_of::<Self>() + self.as_os_str().len()
    }
}

/// A size as a user writes it: bytes, or a whole number with a binary unit (`K`, `M`, `G`,
/// also spelled `KB`/`KiB`..., any case): `512M`, `1GiB`, `800000000`.
pub fn parse_size(text: &str) -> Result<usize, String> {
    let trimmed = text.trim();
    let digits = trimmed
        .find(|c: char| !c.is_ascii_digit())
        .unwrap_or(trimmed.len());
    let (number, unit) = trimmed.split_at(digits);
    let shift = match unit.trim().to_ascii_lowercase().as_str() {
        "" | "b" => 0,
        "k" | "kb" | "kib" => 10,
        "m" | "mb" | "mib" => 20,
        "g" | "gb" | "gib" => 30,
        "t" | "tb" | "tib" => 40,
        _ => {
            return Err(format!(
                "{text:?} is not a size: write bytes, or a whole number with K, M or G (binary units), e.g. 512M"
            ));
        }
    };
    let number: usize = number
        .parse()
        .map_err(|_| format!("{text:?} is not a size: it needs a whole number, e.g. 512M"))?;
    number
        .checked_mul(1usize << shift)
        .ok_or_else(|| format!("{text:?} is larger than this machine can address"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_are_bytes_or_binary_units() {
        assert_eq!(parse_size("1024"), Ok(1024));
        assert_eq!(parse_size("512M"), Ok(512 << 20));
        assert_eq!(parse_size(" 1GiB "), Ok(1 << 30));
        assert_eq!(parse_size("2gb"), Ok(2 << 30));
        assert_eq!(parse_size("64 KiB"), Ok(64 << 10));
        assert_eq!(parse_size("0"), Ok(0));
        for bad in ["", "M", "1.5G", "-1", "12 apples", "99999999999999999999T"] {
            assert!(parse_size(bad).is_err(), "{bad}");
        }
    }
}

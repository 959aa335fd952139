//! The harness's own seeded generator (xorshift64*): a run replays from its seed alone.

pub struct Rng(u64);

impl Rng {
    pub fn new(seed: u64) -> Self {
        Rng((seed ^ 0x9E37_79B9_7F4A_7C15).max(1))
    }

    pub fn next(&mut self) -> u64 {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        self.0.wrapping_mul(0x2545_F491_4F6C_DD1D)
    }

    /// A number in `0..n` (0 when `n` is 0).
    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    /// True once in `n` draws.
    pub fn one_in(&mut self, n: usize) -> bool {
        self.below(n) == 0
    }

    pub fn pick<'a, T>(&mut self, items: &'a [T]) -> &'a T {
        &items[self.below(items.len())]
    }

    /// `len` random consonants: a word no print file holds by chance, and no YAML 1.1
    /// implicit type (no vowel, so neither a boolean nor a null).
    pub fn token(&mut self, len: usize) -> String {
        const LETTERS: &[u8] = b"bcdfghjkmnpqrstvwxz";
        (0..len)
            .map(|_| LETTERS[self.below(LETTERS.len())] as char)
            .collect()
    }
}

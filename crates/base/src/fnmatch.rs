//! Python's `fnmatch.fnmatchcase`: shell globs over whole strings, case-sensitive, where `*`
//! crosses every character (dots included). One spelling means one thing across the surface.

enum Token {
    Literal(char),
    AnyOne,
    AnyRun,
    Class {
        negated: bool,
        ranges: Vec<(char, char)>,
    },
}

fn tokenize(pattern: &str) -> Vec<Token> {
    let chars: Vec<char> = pattern.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        match chars[i] {
            '*' => {
                if !matches!(out.last(), Some(Token::AnyRun)) {
                    out.push(Token::AnyRun);
                }
                i += 1;
            }
            '?' => {
                out.push(Token::AnyOne);
                i += 1;
            }
            '[' => match class_end(&chars, i) {
                Some(end) => {
                    out.push(class(&chars[i + 1..end]));
                    i = end + 1;
                }
                None => {
                    out.push(Token::Literal('['));
                    i += 1;
                }
            },
            c => {
                out.push(Token::Literal(c));
                i += 1;
            }
        }
    }
    out
}

/// Index of the `]` closing the class opened at `open`; a `]` first in the class is literal.
fn class_end(chars: &[char], open: usize) -> Option<usize> {
    let mut j = open + 1;
    if chars.get(j) == Some(&'!') {
        j += 1;
    }
    if chars.get(j) == Some(&']') {
        j += 1;
    }
    while j < chars.len() && chars[j] != ']' {
        j += 1;
    }
    (j < chars.len()).then_some(j)
}

fn class(body: &[char]) -> Token {
    let (negated, body) = match body.first() {
        Some('!') => (true, &body[1..]),
        _ => (false, body),
    };
    let mut ranges = Vec::new();
    let mut k = 0;
    while k < body.len() {
        if k + 2 < body.len() && body[k + 1] == '-' {
            if body[k] <= body[k + 2] {
                ranges.push((body[k], body[k + 2]));
            }
            k += 3;
        } else {
            ranges.push((body[k], body[k]));
            k += 1;
        }
    }
    Token::Class { negated, ranges }
}

fn single(token: &Token, c: char) -> bool {
    match token {
        Token::Literal(l) => *l == c,
        Token::AnyOne => true,
        Token::Class { negated, ranges } => {
            ranges.iter().any(|(lo, hi)| *lo <= c && c <= *hi) != *negated
        }
        Token::AnyRun => false,
    }
}

/// A glob compiled once, to match many names.
pub struct Glob {
    tokens: Vec<Token>,
    /// For a glob of literals and `*` only: its literal runs, split at each `*` (so the first
    /// and last are what a name must start and end with), matched by substring search.
    runs: Option<Vec<String>>,
}

/// The literal runs of `tokens` between its `*`s, when it has no `?` or class.
fn literal_runs(tokens: &[Token]) -> Option<Vec<String>> {
    let mut runs = vec![String::new()];
    for token in tokens {
        match token {
            Token::Literal(c) => runs.last_mut()?.push(*c),
            Token::AnyRun => runs.push(String::new()),
            Token::AnyOne | Token::Class { .. } => return None,
        }
    }
    Some(runs)
}

/// Whether `name` matches the runs of a `*`-only glob: starts with the first, ends with the
/// last, and holds the others in order between them without overlapping.
fn matches_runs(runs: &[String], name: &str) -> bool {
    let (first, rest) = match runs.split_first() {
        Some(split) => split,
        None => return name.is_empty(),
    };
    let Some((last, middle)) = rest.split_last() else {
        return name == first;
    };
    if name.len() < first.len() + last.len() || !name.starts_with(first.as_str()) {
        return false;
    }
    if !name.ends_with(last.as_str()) {
        return false;
    }
    let mut window = &name[first.len()..name.len() - last.len()];
    for run in middle {
        match window.find(run.as_str()) {
            Some(at) => window = &window[at + run.len()..],
            None => return false,
        }
    }
    true
}

impl Glob {
    pub fn new(pattern: &str) -> Self {
        let tokens = tokenize(pattern);
        Glob {
            runs: literal_runs(&tokens),
            tokens,
        }
    }

    /// What every name it matches begins with: its literal characters before the first
    /// wildcard or class.
    pub fn literal_prefix(&self) -> String {
        self.tokens
            .iter()
            .map_while(|token| match token {
                Token::Literal(c) => Some(*c),
                _ => None,
            })
            .collect()
    }

    /// Whether it matches every name (`*`).
    pub fn matches_everything(&self) -> bool {
        matches!(self.tokens.as_slice(), [Token::AnyRun])
    }

    /// Whether `name` matches in full, as `fnmatch.fnmatchcase` decides.
    pub fn matches(&self, name: &str) -> bool {
        match &self.runs {
            Some(runs) => matches_runs(runs, name),
            None => matches_tokens(&self.tokens, name),
        }
    }
}

/// Whether `name` matches the glob `pattern` in full, as `fnmatch.fnmatchcase` decides.
pub fn fnmatchcase(name: &str, pattern: &str) -> bool {
    matches_tokens(&tokenize(pattern), name)
}

fn matches_tokens(tokens: &[Token], name: &str) -> bool {
    let text: Vec<char> = name.chars().collect();
    let (mut t, mut p) = (0usize, 0usize);
    let mut backtrack: Option<(usize, usize)> = None;
    while t < text.len() {
        match tokens.get(p) {
            Some(Token::AnyRun) => {
                backtrack = Some((p, t));
                p += 1;
            }
            Some(token) if single(token, text[t]) => {
                p += 1;
                t += 1;
            }
            _ => match backtrack {
                Some((bp, bt)) => {
                    p = bp + 1;
                    t = bt + 1;
                    backtrack = Some((bp, bt + 1));
                }
                None => return false,
            },
        }
    }
    tokens[p..].iter().all(|tok| matches!(tok, Token::AnyRun))
}

#[cfg(test)]
mod tests {
    use super::{Glob, fnmatchcase};

    #[test]
    fn a_star_only_glob_matches_as_the_general_matcher_does() {
        let names = [
            "", "a", "ab", "abc", "aXbXc", "col_001", "col_00", "xcol_001", "a.b.c", "aa",
        ];
        let globs = [
            "", "*", "a", "a*", "*c", "a*c", "*X*", "col_00*", "*_0*1", "a*a", "**", "a*b*c",
            "*.b.*",
        ];
        for glob in globs {
            for name in names {
                let general = super::matches_tokens(&super::tokenize(glob), name);
                assert_eq!(
                    Glob::new(glob).matches(name),
                    general,
                    "{glob:?} on {name:?}"
                );
            }
        }
    }

    #[test]
    fn star_crosses_dots() {
        assert!(fnmatchcase("sales.orders", "*"));
        assert!(fnmatchcase("a.b.c", "a.*"));
        assert!(fnmatchcase("a.b.c", "*.c"));
        assert!(!fnmatchcase("b.c", "a.*"));
    }

    #[test]
    fn match_is_case_sensitive_and_whole() {
        assert!(!fnmatchcase("Sales.x", "sales.*"));
        assert!(!fnmatchcase("sales.orders", "sales"));
    }

    #[test]
    fn classes_and_question_marks() {
        assert!(fnmatchcase("items[*].sku", "*[[]*"));
        assert!(fnmatchcase("a1", "a[0-9]"));
        assert!(!fnmatchcase("ab", "a[!b]"));
        assert!(fnmatchcase("a]", "a[]]"));
        assert!(fnmatchcase("a[", "a["));
        assert!(fnmatchcase("abc", "a?c"));
    }

    #[test]
    fn backtracking_runs() {
        assert!(fnmatchcase("zz_nothing_x", "zz_nothing_*"));
        assert!(fnmatchcase("aXbXc", "*X*c"));
        assert!(!fnmatchcase("aXbXd", "*X*c"));
    }

    #[test]
    fn a_glob_knows_its_literal_prefix_and_whether_it_matches_everything() {
        assert_eq!(Glob::new("order_*").literal_prefix(), "order_");
        assert_eq!(Glob::new("a?c").literal_prefix(), "a");
        assert_eq!(Glob::new("[ab]x").literal_prefix(), "");
        assert_eq!(
            Glob::new("[ab").literal_prefix(),
            "[ab",
            "an unclosed [ is literal"
        );
        assert_eq!(Glob::new("exact").literal_prefix(), "exact");
        assert!(Glob::new("*").matches_everything());
        assert!(Glob::new("**").matches_everything());
        assert!(!Glob::new("*a").matches_everything());
        assert!(!Glob::new("").matches_everything());
    }
}

//! Python's `fnmatch.fnmatchcase`: shell globs over whole strings, case-sensitive, where `*`
//! crosses every character (dots included). One spelling means one thing across the surface.

/// One step of a glob: eight bytes, so a long glob costs little more than its text.
#[derive(Debug, Clone, Copy, PartialEq)]
enum Token {
    Literal(char),
    AnyOne,
    AnyRun,
    /// A `[...]` class, by its place in `Tokens::classes`.
    Class(u32),
}

#[derive(Debug)]
struct Class {
    negated: bool,
    ranges: Vec<(char, char)>,
}

/// A glob's steps and its classes.
#[derive(Debug)]
struct Tokens {
    steps: Vec<Token>,
    classes: Vec<Class>,
}

/// The steps of `pattern`, made in one pass: a run of `*` is one step, and the `]` closing
/// each `[` is found by a search that only moves forward (an unclosed `[` is literal, and
/// every later `[` knows at once that no `]` follows).
fn tokenize(pattern: &str) -> Tokens {
    let mut out = Tokens {
        steps: Vec::new(),
        classes: Vec::new(),
    };
    let bytes = pattern.as_bytes();
    // The first `]` at or after some place at or before the next class's body: `None` once
    // no `]` is left.
    let mut close: Option<Option<usize>> = None;
    let mut i = 0;
    while let Some(c) = pattern[i..].chars().next() {
        match c {
            '*' => {
                if out.steps.last() != Some(&Token::AnyRun) {
                    out.steps.push(Token::AnyRun);
                }
                i += 1;
            }
            '?' => {
                out.steps.push(Token::AnyOne);
                i += 1;
            }
            '[' => {
                let mut j = i + 1;
                if bytes.get(j) == Some(&b'!') {
                    j += 1;
                }
                if bytes.get(j) == Some(&b']') {
                    j += 1;
                }
                let end = match close {
                    Some(Some(at)) if at >= j => Some(at),
                    Some(None) => None,
                    _ => pattern
                        .get(j..)
                        .and_then(|rest| rest.find(']'))
                        .map(|k| j + k),
                };
                close = Some(end);
                match end {
                    Some(end) => {
                        let place = u32::try_from(out.classes.len()).unwrap_or(u32::MAX);
                        out.classes.push(class(&pattern[i + 1..end]));
                        out.steps.push(Token::Class(place));
                        i = end + 1;
                    }
                    None => {
                        out.steps.push(Token::Literal('['));
                        i += 1;
                    }
                }
            }
            c => {
                out.steps.push(Token::Literal(c));
                i += c.len_utf8();
            }
        }
    }
    out
}

fn class(body: &str) -> Class {
    let body: Vec<char> = body.chars().collect();
    let (negated, body) = match body.first() {
        Some('!') => (true, &body[1..]),
        _ => (false, &body[..]),
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
    Class { negated, ranges }
}

fn single(tokens: &Tokens, token: Token, c: char) -> bool {
    match token {
        Token::Literal(l) => l == c,
        Token::AnyOne => true,
        Token::Class(at) => tokens.classes.get(at as usize).is_some_and(|class| {
            let within = class.ranges.iter().any(|(lo, hi)| *lo <= c && c <= *hi);
            within != class.negated
        }),
        Token::AnyRun => false,
    }
}

/// A glob compiled once, to match many names.
pub struct Glob {
    form: Form,
}

/// How a glob is matched.
enum Form {
    /// A glob of literals and `*` only: its literal runs, split at each `*` (so the first and
    /// last are what a name must start and end with), matched by substring search.
    Runs(Vec<String>),
    /// Any other: its steps, matched character by character.
    Steps(Tokens),
}

/// The literal runs of a glob with no `?` and no `[`, split at its `*`s (a run of stars
/// splits once): the pattern's own text, never a step per character.
fn split_runs(pattern: &str) -> Vec<String> {
    let pieces: Vec<&str> = pattern.split('*').collect();
    let last = pieces.len() - 1;
    let kept = pieces
        .iter()
        .enumerate()
        .filter(|&(n, piece)| n == 0 || n == last || !piece.is_empty());
    kept.map(|(_, piece)| piece.to_string()).collect()
}

/// The literal runs of `tokens` between its `*`s, when it has no `?` or class.
fn literal_runs(tokens: &Tokens) -> Option<Vec<String>> {
    let mut runs = vec![String::new()];
    for token in &tokens.steps {
        match token {
            Token::Literal(c) => runs.last_mut()?.push(*c),
            Token::AnyRun => runs.push(String::new()),
            Token::AnyOne | Token::Class(_) => return None,
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
        if !pattern.contains(['?', '[']) {
            let form = Form::Runs(split_runs(pattern));
            return Glob { form };
        }
        let tokens = tokenize(pattern);
        let form = match literal_runs(&tokens) {
            Some(runs) => Form::Runs(runs),
            None => Form::Steps(tokens),
        };
        Glob { form }
    }

    /// What every name it matches begins with: its literal characters before the first
    /// wildcard or class.
    pub fn literal_prefix(&self) -> String {
        match &self.form {
            Form::Runs(runs) => runs.first().cloned().unwrap_or_default(),
            Form::Steps(tokens) => (tokens.steps.iter())
                .map_while(|token| match token {
                    Token::Literal(c) => Some(*c),
                    _ => None,
                })
                .collect(),
        }
    }

    /// Whether it matches every name (`*`).
    pub fn matches_everything(&self) -> bool {
        match &self.form {
            Form::Runs(runs) => runs.len() == 2 && runs.iter().all(String::is_empty),
            Form::Steps(tokens) => matches!(tokens.steps.as_slice(), [Token::AnyRun]),
        }
    }

    /// Whether `name` matches in full, as `fnmatch.fnmatchcase` decides.
    pub fn matches(&self, name: &str) -> bool {
        match &self.form {
            Form::Runs(runs) => matches_runs(runs, name),
            Form::Steps(tokens) => matches_tokens(tokens, name),
        }
    }
}

/// Whether `name` matches the glob `pattern` in full, as `fnmatch.fnmatchcase` decides.
pub fn fnmatchcase(name: &str, pattern: &str) -> bool {
    matches_tokens(&tokenize(pattern), name)
}

fn matches_tokens(tokens: &Tokens, name: &str) -> bool {
    let text: Vec<char> = name.chars().collect();
    let steps = &tokens.steps;
    let (mut t, mut p) = (0usize, 0usize);
    let mut backtrack: Option<(usize, usize)> = None;
    while t < text.len() {
        match steps.get(p).copied() {
            Some(Token::AnyRun) => {
                backtrack = Some((p, t));
                p += 1;
            }
            Some(token) if single(tokens, token, text[t]) => {
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
    steps
        .get(p..)
        .is_some_and(|rest| rest.iter().all(|tok| matches!(tok, Token::AnyRun)))
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
            let runs = super::literal_runs(&super::tokenize(glob));
            assert_eq!(runs, Some(super::split_runs(glob)), "{glob:?}");
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
    fn a_long_glob_is_read_in_one_pass_and_matches_as_a_short_one_would() {
        let open = "[".repeat(200_000);
        assert!(fnmatchcase(&open, &open), "unclosed brackets are literal");
        let stars = "*".repeat(5_000);
        assert!(Glob::new(&stars).matches_everything());
        let classes = format!("{}x", "[!a]".repeat(3));
        assert!(fnmatchcase("bcdx", &classes));
        assert!(!fnmatchcase("bcax", &classes));
        let late = format!("{}]", "[".repeat(1_000));
        assert_eq!(
            super::tokenize(&late).steps.len(),
            1,
            "one class of 999 brackets"
        );
        assert!(fnmatchcase("[", &late));
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

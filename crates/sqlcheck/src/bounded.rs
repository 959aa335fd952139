//! SQL read within bounds: how long it may be, how many tokens it may hold, how deeply the
//! parser may recurse, and the stack its statements are parsed, walked and dropped on.
//!
//! sqlparser builds an operator chain (`a OR b OR …`, `x || y || …`, `… UNION ALL …`, `::`
//! casts) in a loop, so its tree is as deep as the chain is long, and every walk over it, its
//! spans, its text and its drop recurse that deep. Each level of a tree consumes at least one
//! token that is neither a comma nor whitespace, so the count of those bounds the depth: the
//! work is given a stack of that many levels' worth (mapped, touched only as deep as it goes)
//! before it starts, and a text past the bounds is refused before it is parsed. Nesting the
//! parser reaches by recursion (parentheses, subqueries, `CASE`, function calls) is bounded by
//! its own recursion limit, set here.

use sqlparser::ast::Statement;
use sqlparser::dialect::Dialect;
use sqlparser::keywords::Keyword;
use sqlparser::parser::{Parser, ParserError};
use sqlparser::tokenizer::{Token, TokenWithSpan, Tokenizer};

/// How long a text may be, and how many tokens (other than whitespace and commas) it may hold,
/// to be parsed: tokenizing holds about 90 bytes a token, the tree a few hundred more.
#[derive(Debug, Clone, Copy)]
pub struct Bounds {
    pub bytes: usize,
    pub tokens: usize,
}

/// A query an agent sends `check_query`: its parse is the call's own working memory.
pub const QUERY: Bounds = Bounds {
    bytes: 512 * 1024,
    tokens: 100_000,
};
/// A table's `ddl.sql` (a print file, read once per identity): a table of 100,000 columns is
/// about 300,000 tokens.
pub const DEFINITION: Bounds = Bounds {
    bytes: 16 * 1024 * 1024,
    tokens: 1_000_000,
};
/// How deep the parser may recurse (parentheses, subqueries, `CASE`, function calls within
/// each other); sqlparser's own default is 50.
pub const MAX_NESTING: usize = 1_000;
/// How deep a text's brackets and `CASE`s must nest for a refusal to be taken for the parser
/// passing `MAX_NESTING` (it recurses once to a few times a level).
pub const NESTED_DEEP: usize = MAX_NESTING / 4;

/// The stack one counted token may take across the parse, the walk, a span, a display and the
/// drop. Measured over the shapes `tests/deep_sql.rs` sends (operator, `||`, `::`, `IS NULL`,
/// `BETWEEN`, `LIKE` and set-operation chains, `CASE` and `IN` lists), in release and debug
/// builds: at most 640 bytes.
const STACK_PER_TOKEN: usize = 4 * 1024;
/// The stack one level of the parser's recursion may take beyond its tokens' own; measured
/// over parentheses, subqueries, derived tables, `CASE`, `NOT`, function calls and arrays
/// nested to the limit: at most about 900 bytes.
const STACK_PER_NESTING: usize = 8 * 1024;
/// What the work needs beyond its levels.
const STACK_BASE: usize = 1024 * 1024;

/// Why a text is not parsed.
#[derive(Debug)]
pub enum Refusal {
    /// Longer than its bounds' bytes.
    Long { bytes: usize },
    /// More tokens than its bounds allow.
    Many { tokens: usize },
    /// The tokenizer's own refusal (an unclosed quote, a character of no meaning).
    Tokenizer(ParserError),
}

/// A text's tokens, within the bounds, and the stack their statements need.
pub struct Tokens {
    tokens: Vec<TokenWithSpan>,
    stack: usize,
}

/// Whether a token counts toward the bounds: whitespace and commas (which separate the items
/// of a list, never nest them) do not.
fn counted(token: &Token) -> bool {
    !matches!(token, Token::Whitespace(_) | Token::Comma | Token::EOF)
}

impl Tokens {
    /// Tokenizes `sql` as `Parser::parse_sql` would, refused past `bounds`.
    pub fn read(dialect: &dyn Dialect, sql: &str, bounds: Bounds) -> Result<Tokens, Refusal> {
        if sql.len() > bounds.bytes {
            return Err(Refusal::Long { bytes: sql.len() });
        }
        // No token is shorter than a byte: room for that many (or four times the counted
        // bound, past which the text is refused anyway) is taken once, touched only as far as
        // the tokens go, so the list is rarely copied as it grows.
        let mut tokens = Vec::with_capacity(sql.len().min(4 * bounds.tokens) + 1);
        Tokenizer::new(dialect, sql)
            .with_unescape(true)
            .tokenize_with_location_into_buf(&mut tokens)
            .map_err(|e| Refusal::Tokenizer(ParserError::from(e)))?;
        let levels = tokens.iter().filter(|t| counted(&t.token)).count();
        if levels > bounds.tokens {
            return Err(Refusal::Many { tokens: levels });
        }
        let stack = STACK_BASE + levels * STACK_PER_TOKEN + MAX_NESTING * STACK_PER_NESTING;
        Ok(Tokens { tokens, stack })
    }

    /// How deep the text nests by its brackets and `CASE … END`s, and where it first reaches
    /// that depth: the parser recurses once or more for each.
    pub fn deepest(&self) -> (usize, Option<&TokenWithSpan>) {
        let (mut depth, mut deepest, mut at) = (0usize, 0usize, None);
        for token in &self.tokens {
            let opens = match &token.token {
                Token::LParen | Token::LBracket | Token::LBrace => true,
                Token::Word(w) if w.keyword == Keyword::CASE => true,
                Token::RParen | Token::RBracket | Token::RBrace => false,
                Token::Word(w) if w.keyword == Keyword::END => false,
                _ => continue,
            };
            if !opens {
                depth = depth.saturating_sub(1);
                continue;
            }
            depth += 1;
            if depth > deepest {
                (deepest, at) = (depth, Some(token));
            }
        }
        (deepest, at)
    }

    /// Parses the tokens and hands `work` the statements (or the parser's refusal), on a stack
    /// deep enough for their tree; the statements are dropped there too, after `work`.
    pub fn parsed<R>(
        self,
        dialect: &dyn Dialect,
        work: impl FnOnce(Result<Vec<Statement>, ParserError>) -> R,
    ) -> R {
        let Tokens { tokens, stack } = self;
        stacker::maybe_grow(stack, stack, move || {
            let parsed = Parser::new(dialect)
                .with_recursion_limit(MAX_NESTING)
                .with_tokens_with_locations(tokens)
                .parse_statements();
            work(parsed)
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use sqlparser::dialect::GenericDialect;

    #[test]
    fn a_text_past_the_byte_bound_is_refused_before_it_is_read() {
        let sql = format!("SELECT {}", "1".repeat(QUERY.bytes));
        let refusal = Tokens::read(&GenericDialect {}, &sql, QUERY).err();
        assert!(matches!(refusal, Some(Refusal::Long { bytes }) if bytes == sql.len()));
    }

    #[test]
    fn commas_and_whitespace_do_not_count_toward_the_token_bound() {
        let list = vec!["1"; QUERY.tokens - 10].join(",");
        let sql = format!("SELECT 1 WHERE 1 IN ({list})");
        assert!(Tokens::read(&GenericDialect {}, &sql, QUERY).is_ok());
        let chain = vec!["1"; QUERY.tokens / 2 + 1].join("+");
        let sql = format!("SELECT {chain}");
        let refusal = Tokens::read(&GenericDialect {}, &sql, QUERY).err();
        assert!(matches!(refusal, Some(Refusal::Many { tokens }) if tokens > QUERY.tokens));
    }

    #[test]
    fn the_deepest_bracket_or_case_is_found_with_its_place() {
        let sql = "SELECT (1 + (2)), ((((3)))), CASE WHEN (CASE WHEN x THEN (1) END) THEN 2 END";
        let tokens = Tokens::read(&GenericDialect {}, sql, QUERY).unwrap();
        let (depth, at) = tokens.deepest();
        assert_eq!(depth, 4);
        assert_eq!(at.map(|t| t.span.start.column), Some(22));
        let sql = "SELECT CASE WHEN a THEN 1 ELSE CASE WHEN b THEN (((2))) END END";
        let tokens = Tokens::read(&GenericDialect {}, sql, QUERY).unwrap();
        assert_eq!(tokens.deepest().0, 5);
    }

    #[test]
    fn an_unclosed_quote_is_the_tokenizer_s_refusal() {
        let refusal = Tokens::read(&GenericDialect {}, "SELECT 'open", QUERY).err();
        assert!(matches!(refusal, Some(Refusal::Tokenizer(_))));
    }
}

//! The cursor codec: a self-contained token naming the tool, a digest of its other arguments,
//! a digest of every file its reply read, and the position to resume at. Any server process
//! over the same files can resume it; a changed file, tool or argument refuses it.

use base64::Engine;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;

use super::Position;
use dbprint_print::fault::{self, Fault};
use dbprint_print::store::short_hash;

/// Positions are written at a fixed width, so a placeholder cursor measures like a real one.
const ITEM_DIGITS: usize = 10;
const PART_DIGITS: usize = 6;
const TAG: &str = "dbp1";
/// Hex characters of the check over the rest of the token: a cursor altered in transit is
/// refused as not ours. At this width a cursor is as long as the reference server's for the
/// same tool, so pages (and an oversize item's parts) break where the reference's do.
const CHECK_CHARS: usize = 13;

fn check(rest: &str) -> String {
    short_hash(rest)[..CHECK_CHARS].to_string()
}

/// What a cursor continues: the tool, its arguments bar `cursor`, the files its reply read.
#[derive(Debug, Clone)]
pub struct Call {
    tool: String,
    arguments: String,
    files: String,
}

impl Call {
    /// `arguments` is the canonical text of the call's arguments without `cursor`; `files`
    /// the digest of the record of files the reply read (`store::sources_digest`).
    pub fn new(tool: &str, arguments: &str, files: String) -> Self {
        Call {
            tool: tool.to_string(),
            arguments: short_hash(arguments),
            files,
        }
    }

    pub fn tool(&self) -> &str {
        &self.tool
    }

    /// The cursor resuming this call at `position`.
    pub fn cursor(&self, position: Position) -> String {
        let token = format!(
            "{TAG}:{}:{:0iw$}.{:0pw$}:{}:{}",
            self.tool,
            position.item,
            position.part,
            self.arguments,
            self.files,
            iw = ITEM_DIGITS,
            pw = PART_DIGITS
        );
        let checked = format!("{token}:{}", check(&token));
        URL_SAFE_NO_PAD.encode(checked.as_bytes())
    }

    /// Where the call resumes; `None` is the first page.
    pub fn position(&self, cursor: Option<&str>) -> Result<Position, Fault> {
        let Some(cursor) = cursor else {
            return Ok(Position::default());
        };
        let decoded = URL_SAFE_NO_PAD
            .decode(cursor.as_bytes())
            .ok()
            .and_then(|bytes| String::from_utf8(bytes).ok());
        let token = decoded.and_then(|token| {
            let (rest, sum) = token.rsplit_once(':')?;
            (sum == check(rest)).then(|| rest.to_string())
        });
        let Some(token) = token else {
            return Err(fault::malformed_cursor(cursor));
        };
        let fields: Vec<&str> = token.split(':').collect();
        let [tag, tool, position, arguments, files] = fields[..] else {
            return Err(fault::malformed_cursor(cursor));
        };
        let parsed = position
            .split_once('.')
            .and_then(|(item, part)| Some((item.parse().ok()?, part.parse().ok()?)));
        let Some((item, part)) = parsed else {
            return Err(fault::malformed_cursor(cursor));
        };
        let position = Position { item, part };
        if tag != TAG {
            return Err(fault::malformed_cursor(cursor));
        }
        if tool != self.tool || arguments != self.arguments {
            return Err(fault::foreign_cursor(&self.tool));
        }
        if files != self.files {
            return Err(fault::stale_cursor(&self.tool));
        }
        Ok(position)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(tool: &str, args: &str) -> Call {
        Call::new(tool, args, String::new())
    }

    #[test]
    fn cursor_round_trips_its_position() {
        let c = call("list_tables", "{}");
        let at = Position { item: 42, part: 3 };
        assert_eq!(c.position(Some(&c.cursor(at))).unwrap(), at);
        let far = Position {
            item: 99_999,
            part: 12,
        };
        assert_eq!(c.cursor(Position::default()).len(), c.cursor(far).len());
    }

    #[test]
    fn cursor_from_another_call_is_foreign_spec_8_2() {
        let c = call("list_tables", "{}");
        let other = call("get_manifest", "{}");
        let err = other
            .position(Some(&c.cursor(Position::default())))
            .unwrap_err();
        assert!(
            err.detail
                .starts_with("this cursor was not issued by get_manifest")
        );
        let other_args = call("list_tables", "{\"detail\":true}");
        assert!(
            other_args
                .position(Some(&c.cursor(Position::default())))
                .is_err()
        );
    }

    #[test]
    fn an_altered_cursor_is_not_ours_spec_8_2() {
        let c = call("list_tables", "{}");
        let token = String::from_utf8(
            URL_SAFE_NO_PAD
                .decode(c.cursor(Position::default()))
                .unwrap(),
        )
        .unwrap();
        let altered = URL_SAFE_NO_PAD.encode(token.replacen(":0000000000.", ":0000000007.", 1));
        assert!(
            c.position(Some(&altered))
                .unwrap_err()
                .detail
                .starts_with("cursor '")
        );
    }

    #[test]
    fn a_cursor_is_as_long_as_the_reference_servers_for_the_same_tool() {
        let tool = "get_table_context";
        let reference_bytes = format!(
            "{{\"t\":\"{tool}\",\"p\":\"0000000000\",\"a\":\"{}\",\"f\":\"{}\"}}",
            "0".repeat(16),
            "0".repeat(16)
        )
        .len();
        let real = Call::new(tool, "{}", "0123456789abcdef".to_string());
        let ours = URL_SAFE_NO_PAD
            .decode(real.cursor(Position::default()))
            .unwrap();
        assert_eq!(ours.len(), reference_bytes);
    }

    #[test]
    fn undecodable_cursor_is_not_ours_spec_8_2() {
        let err = call("list_tables", "{}").position(Some("x")).unwrap_err();
        assert_eq!(
            err.detail,
            "cursor 'x' is not one this server issued. Pass back a reply's `next_cursor` unchanged, or call again without `cursor` for the first page."
        );
    }

    #[test]
    fn changed_file_makes_the_cursor_stale_spec_4_8() {
        let before = Call::new("get_diff", "{}", "0123456789abcdef".to_string());
        let cursor = before.cursor(Position::default());
        let after = Call::new("get_diff", "{}", "fedcba9876543210".to_string());
        assert!(
            after
                .position(Some(&cursor))
                .unwrap_err()
                .detail
                .starts_with("the print changed on disk")
        );
    }
}

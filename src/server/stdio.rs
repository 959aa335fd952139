//! The stdio transport: one JSON-RPC message per line each way, every incoming line answered
//! or taken. rmcp's own line transport drops a line past its 16 MiB limit and a line that is
//! not JSON without a word, so a client waits forever for the reply; here a line too long is
//! answered with an error naming the limit, a line that is not JSON with JSON-RPC 2.0's Parse
//! error (-32700, id null), and JSON that is not a message as rmcp answers it (-32600). Each
//! frame goes out whole under one lock, so a reply is never interleaved with another.

use std::future::Future;
use std::io;
use std::sync::Arc;

use rmcp::RoleServer;
use rmcp::model::ErrorData;
use rmcp::service::{RxJsonRpcMessage, TxJsonRpcMessage};
use rmcp::transport::Transport;
use serde_json::json;
use tokio::io::{AsyncBufReadExt, AsyncRead, AsyncWrite, AsyncWriteExt, BufReader};
use tokio::sync::Mutex;

/// The longest line read as a message, rmcp's own limit for its line transports.
pub const MAX_LINE_BYTES: usize = rmcp::transport::async_rw::DEFAULT_MAX_LINE_LENGTH;

/// What one complete incoming line comes to.
#[derive(Debug)]
enum Taken {
    Message(Box<RxJsonRpcMessage<RoleServer>>),
    /// Nothing to answer: a blank line, or a notification no MCP peer needs answered.
    Skip,
    /// A frame to answer with.
    Answer(Vec<u8>),
}

/// One error frame, `id: null` as JSON-RPC 2.0 answers a message whose id it cannot read.
fn error_frame(code: i64, message: &str) -> Vec<u8> {
    let mut frame =
        json!({"jsonrpc": "2.0", "id": null, "error": {"code": code, "message": message}})
            .to_string()
            .into_bytes();
    frame.push(b'\n');
    frame
}

/// The answer to a line longer than `MAX_LINE_BYTES`.
fn too_long() -> Vec<u8> {
    error_frame(
        -32600,
        &format!(
            "the message is longer than the {MAX_LINE_BYTES} bytes (16 MiB) a line may hold on stdio; it was not read"
        ),
    )
}

/// Whether a message rmcp cannot take is a notification to leave unanswered: one without an
/// id (JSON-RPC never answers a notification; an editor's LSP traffic among them), or of a
/// `notifications/` method, which no MCP peer expects answered.
fn ignorable_notification(line: &[u8]) -> bool {
    let Ok(value) = serde_json::from_slice::<serde_json::Value>(line) else {
        return false;
    };
    let Some(method) = value.get("method").and_then(|m| m.as_str()) else {
        return false;
    };
    value.get("id").is_none() || method.starts_with("notifications/")
}

/// What one line (its newline removed) is.
fn take(line: &[u8]) -> Taken {
    let line = line.strip_suffix(b"\r").unwrap_or(line);
    let line = line.strip_prefix(b"\xEF\xBB\xBF").unwrap_or(line);
    if line.iter().all(u8::is_ascii_whitespace) {
        return Taken::Skip;
    }
    let error = match serde_json::from_slice::<RxJsonRpcMessage<RoleServer>>(line) {
        Ok(message) => return Taken::Message(Box::new(message)),
        Err(error) => error,
    };
    use serde_json::error::Category;
    match error.classify() {
        Category::Syntax | Category::Eof | Category::Io => {
            tracing::debug!("a line that is not JSON answered with a parse error: {error}");
            Taken::Answer(error_frame(-32700, "Parse error"))
        }
        Category::Data if ignorable_notification(line) => Taken::Skip,
        Category::Data => {
            tracing::debug!("a line that is not a JSON-RPC message: {error}");
            let frame = TxJsonRpcMessage::<RoleServer>::error(
                ErrorData::invalid_request("Invalid request", None),
                None,
            );
            Taken::Answer(encode(&frame).unwrap_or_else(|_| error_frame(-32600, "Invalid request")))
        }
    }
}

fn encode(message: &TxJsonRpcMessage<RoleServer>) -> io::Result<Vec<u8>> {
    let mut frame = serde_json::to_vec(message)?;
    frame.push(b'\n');
    Ok(frame)
}

/// Writes one whole frame and flushes it, holding the writer throughout.
async fn write_frame<W: AsyncWrite + Unpin>(writer: &Mutex<W>, frame: &[u8]) -> io::Result<()> {
    let mut writer = writer.lock().await;
    writer.write_all(frame).await?;
    writer.flush().await
}

/// How reading one line ended.
enum LineRead {
    Line,
    TooLong,
    Eof,
}

/// MCP over a reader and a writer of lines.
pub struct Lines<R, W> {
    read: BufReader<R>,
    line: Vec<u8>,
    /// Set while the rest of a line too long is skipped, until its newline.
    skipping: bool,
    write: Arc<Mutex<W>>,
}

impl<R: AsyncRead + Unpin, W: AsyncWrite + Unpin + Send + 'static> Lines<R, W> {
    pub fn new(read: R, write: W) -> Self {
        Lines {
            read: BufReader::new(read),
            line: Vec::new(),
            skipping: false,
            write: Arc::new(Mutex::new(write)),
        }
    }

    /// Reads up to the next newline into `line`, never holding more than `MAX_LINE_BYTES`.
    /// Safe to cancel: what was taken from the reader is in `line` (or skipped) at every await.
    async fn read_line(&mut self) -> io::Result<LineRead> {
        loop {
            let available = self.read.fill_buf().await?;
            if available.is_empty() {
                return Ok(LineRead::Eof);
            }
            let newline = available.iter().position(|b| *b == b'\n');
            let taken = newline.map_or(available.len(), |at| at + 1);
            let ended = newline.is_some();
            let mut outcome = None;
            if self.skipping {
                self.skipping = !ended;
            } else if self.line.len() + taken > MAX_LINE_BYTES + 1 {
                self.line.clear();
                self.skipping = !ended;
                outcome = Some(LineRead::TooLong);
            } else {
                self.line.extend_from_slice(&available[..taken]);
                if ended {
                    outcome = Some(LineRead::Line);
                }
            }
            self.read.consume(taken);
            if let Some(outcome) = outcome {
                return Ok(outcome);
            }
        }
    }

    /// Sends `frame` on its own task, so a receive cancelled meanwhile loses no answer.
    fn answer(&self, frame: Vec<u8>) {
        let write = Arc::clone(&self.write);
        tokio::spawn(async move {
            if let Err(e) = write_frame(&write, &frame).await {
                tracing::debug!("an error frame was not written: {e}");
            }
        });
    }
}

impl<R, W> Transport<RoleServer> for Lines<R, W>
where
    R: AsyncRead + Unpin + Send,
    W: AsyncWrite + Unpin + Send + 'static,
{
    type Error = io::Error;

    fn send(
        &mut self,
        item: TxJsonRpcMessage<RoleServer>,
    ) -> impl Future<Output = Result<(), Self::Error>> + Send + 'static {
        let write = Arc::clone(&self.write);
        async move { write_frame(&write, &encode(&item)?).await }
    }

    async fn receive(&mut self) -> Option<RxJsonRpcMessage<RoleServer>> {
        loop {
            match self.read_line().await {
                Ok(LineRead::Line) => {}
                Ok(LineRead::TooLong) => {
                    tracing::debug!("a line past {MAX_LINE_BYTES} bytes answered and skipped");
                    self.answer(too_long());
                    continue;
                }
                Ok(LineRead::Eof) => return None,
                Err(e) => {
                    tracing::error!("reading stdin failed: {e}");
                    return None;
                }
            }
            let line = std::mem::take(&mut self.line);
            match take(line.strip_suffix(b"\n").unwrap_or(&line)) {
                Taken::Message(message) => return Some(*message),
                Taken::Skip => {}
                Taken::Answer(frame) => self.answer(frame),
            }
        }
    }

    async fn close(&mut self) -> Result<(), Self::Error> {
        self.write.lock().await.flush().await
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rmcp::model::JsonRpcMessage;

    fn is_request(taken: &Taken) -> bool {
        matches!(taken, Taken::Message(m) if matches!(**m, JsonRpcMessage::Request(_)))
    }

    fn answer(line: &[u8]) -> serde_json::Value {
        match take(line) {
            Taken::Answer(frame) => serde_json::from_slice(&frame).unwrap(),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn a_line_that_is_not_json_is_a_parse_error_with_id_null_jsonrpc_2_0() {
        for line in [
            &b"this is not json"[..],
            b"{\"jsonrpc\":\"2.0\",\"id\":7",
            b"\xff\xfe",
        ] {
            let frame = answer(line);
            assert_eq!(frame["error"]["code"], -32700, "{line:?}");
            assert!(frame.get("id").is_some_and(|id| id.is_null()), "{frame}");
            assert_eq!(frame["jsonrpc"], "2.0");
        }
    }

    #[test]
    fn json_that_is_not_a_message_is_an_invalid_request() {
        assert_eq!(answer(b"[1, 2]")["error"]["code"], -32600);
        assert_eq!(
            answer(b"{\"id\": 8, \"method\": \"ping\"}")["error"]["code"],
            -32600
        );
    }

    #[test]
    fn blank_lines_and_foreign_notifications_are_taken_silently() {
        for line in [
            &b""[..],
            b"  ",
            b"\r",
            b"{\"jsonrpc\":\"2.0\",\"method\":\"$/lsp\",\"params\":7}",
        ] {
            assert!(matches!(take(line), Taken::Skip), "{line:?}");
        }
    }

    #[test]
    fn a_request_with_a_bom_and_a_carriage_return_is_a_request() {
        let line = b"\xEF\xBB\xBF{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"ping\"}\r";
        assert!(is_request(&take(line)));
    }

    #[tokio::test]
    async fn a_line_too_long_is_answered_naming_the_limit_and_the_next_line_is_read() {
        let mut input = vec![b'x'; MAX_LINE_BYTES + 10];
        input.push(b'\n');
        input.extend_from_slice(b"{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"ping\"}\n");
        let (mut writer, reader) = tokio::io::duplex(1 << 16);
        let (out, mut seen) = tokio::io::duplex(1 << 16);
        let feed = tokio::spawn(async move {
            writer.write_all(&input).await.unwrap();
        });
        let mut lines = Lines::new(reader, out);
        let message = lines.receive().await.unwrap();
        assert!(matches!(message, JsonRpcMessage::Request(_)));
        feed.await.unwrap();
        let mut frame = Vec::new();
        let mut reader = BufReader::new(&mut seen);
        reader.read_until(b'\n', &mut frame).await.unwrap();
        let frame: serde_json::Value = serde_json::from_slice(&frame).unwrap();
        assert_eq!(frame["error"]["code"], -32600);
        let text = frame["error"]["message"].as_str().unwrap();
        assert!(text.contains("16777216 bytes (16 MiB)"), "{text}");
    }
}

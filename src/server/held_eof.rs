//! Standard input as the MCP session reads it, with end of input held back until the
//! requests in flight have answered (§7.3: EOF on stdin is a stop, and a stop lets requests
//! in flight finish). rmcp ends its session on EOF, dropping answers not yet written; this
//! reader reports EOF only once every request in flight has finished and its answer has had
//! the flush grace to reach stdout.

use std::future::Future;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll, ready};

use tokio::io::{AsyncRead, ReadBuf};

use super::flight::{FLUSH_GRACE, Flight};

/// `inner`, whose end is reported once nothing is in flight.
pub struct HeldEof<R> {
    inner: R,
    flight: Arc<Flight>,
    holding: Option<Pin<Box<dyn Future<Output = ()> + Send>>>,
    ended: bool,
}

impl<R> HeldEof<R> {
    pub fn new(inner: R, flight: Arc<Flight>) -> Self {
        HeldEof {
            inner,
            flight,
            holding: None,
            ended: false,
        }
    }
}

impl<R: AsyncRead + Unpin> AsyncRead for HeldEof<R> {
    fn poll_read(
        self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = self.get_mut();
        if this.ended {
            return Poll::Ready(Ok(()));
        }
        if this.holding.is_none() {
            let before = buf.filled().len();
            let read = ready!(Pin::new(&mut this.inner).poll_read(cx, buf));
            if read.is_err() || buf.filled().len() > before || buf.remaining() == 0 {
                return Poll::Ready(read);
            }
            tracing::info!("stdin closed; accepting no new requests, finishing requests in flight");
            let flight = Arc::clone(&this.flight);
            this.holding = Some(Box::pin(async move {
                flight.drain().await;
                tokio::time::sleep(FLUSH_GRACE).await;
            }));
        }
        if let Some(holding) = this.holding.as_mut() {
            ready!(holding.as_mut().poll(cx));
        }
        this.holding = None;
        this.ended = true;
        Poll::Ready(Ok(()))
    }
}

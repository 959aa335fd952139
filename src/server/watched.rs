//! What feeds a connection's `Activity`: its socket wrapped to note every byte read and
//! written and every write the client's side held back (`Watched`), and the service wrapped to
//! count each request in flight from its head until its response body ends or is dropped
//! (`Counted`, `Tracked`).

use std::convert::Infallible;
use std::io;
use std::pin::Pin;
use std::sync::Arc;
use std::task::{Context, Poll};

use axum::Router;
use axum::body::{Body, Bytes};
use axum::extract::Request;
use axum::response::Response;
use hyper::body::{Body as HttpBody, Frame, Incoming, SizeHint};
use hyper::service::Service;
use hyper_util::service::TowerToHyperService;
use parking_lot::Mutex;
use tokio::io::{AsyncRead, AsyncWrite, ReadBuf};
use tokio::time::Instant;

use super::activity::Activity;

pub type Shared = Arc<Mutex<Activity>>;

/// A socket whose traffic is noted in its connection's `Activity`.
pub struct Watched<T> {
    io: T,
    activity: Shared,
}

impl<T> Watched<T> {
    pub fn new(io: T, activity: Shared) -> Self {
        Watched { io, activity }
    }

    fn noted(&self, written: &Poll<io::Result<usize>>) {
        match written {
            Poll::Ready(Ok(n)) if *n > 0 => self.activity.lock().wrote(Instant::now()),
            Poll::Pending => self.activity.lock().blocked(Instant::now()),
            _ => {}
        }
    }
}

impl<T: AsyncRead + Unpin> AsyncRead for Watched<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let before = buf.filled().len();
        let read = Pin::new(&mut self.io).poll_read(cx, buf);
        if matches!(read, Poll::Ready(Ok(()))) && buf.filled().len() > before {
            self.activity.lock().read(Instant::now());
        }
        read
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for Watched<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.io).poll_write(cx, buf);
        self.noted(&written);
        written
    }

    fn poll_write_vectored(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        bufs: &[io::IoSlice<'_>],
    ) -> Poll<io::Result<usize>> {
        let written = Pin::new(&mut self.io).poll_write_vectored(cx, bufs);
        self.noted(&written);
        written
    }

    fn is_write_vectored(&self) -> bool {
        self.io.is_write_vectored()
    }

    fn poll_flush(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_flush(cx)
    }

    fn poll_shutdown(mut self: Pin<&mut Self>, cx: &mut Context<'_>) -> Poll<io::Result<()>> {
        Pin::new(&mut self.io).poll_shutdown(cx)
    }
}

/// One request counted in flight until dropped.
struct InFlight(Shared);

impl InFlight {
    fn enter(activity: &Shared) -> Self {
        activity.lock().request();
        InFlight(Arc::clone(activity))
    }
}

impl Drop for InFlight {
    fn drop(&mut self) {
        self.0.lock().answered(Instant::now());
    }
}

/// The app as hyper calls it, each request counted in flight on its connection.
#[derive(Clone)]
pub struct Counted {
    app: TowerToHyperService<Router>,
    activity: Shared,
}

impl Counted {
    pub fn new(app: Router, activity: Shared) -> Self {
        Counted {
            app: TowerToHyperService::new(app),
            activity,
        }
    }
}

type Answer = Pin<Box<dyn Future<Output = Result<Response<Tracked>, Infallible>> + Send>>;

impl Service<Request<Incoming>> for Counted {
    type Response = Response<Tracked>;
    type Error = Infallible;
    type Future = Answer;

    fn call(&self, request: Request<Incoming>) -> Answer {
        let held = InFlight::enter(&self.activity);
        let answer = self.app.call(request);
        Box::pin(async move {
            let response = answer.await?;
            Ok(response.map(|body| Tracked {
                body,
                held: Some(held),
            }))
        })
    }
}

/// A response body that keeps its request in flight until it ends.
pub struct Tracked {
    body: Body,
    held: Option<InFlight>,
}

impl HttpBody for Tracked {
    type Data = Bytes;
    type Error = axum::Error;

    fn poll_frame(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
    ) -> Poll<Option<Result<Frame<Bytes>, axum::Error>>> {
        let frame = Pin::new(&mut self.body).poll_frame(cx);
        if matches!(frame, Poll::Ready(None | Some(Err(_)))) {
            self.held = None;
        }
        frame
    }

    fn is_end_stream(&self) -> bool {
        self.body.is_end_stream()
    }

    fn size_hint(&self) -> SizeHint {
        self.body.size_hint()
    }
}

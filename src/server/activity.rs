//! What one HTTP connection has done, and when it is to be closed for it: a request head not
//! whole within the header timeout of the accept or of the next request's first byte; nothing
//! in flight and no byte moved within the idle timeout; a write the client took no byte of
//! within the idle timeout (it is not reading). Pure: it is told of bytes and requests with the
//! instant they happened, and asked for a verdict at an instant.

use std::time::Duration;

use tokio::time::Instant;

#[derive(Debug)]
pub struct Activity {
    /// Since when the head now awaited has been coming: the accept, or a later request's first
    /// byte; `None` while a request is in flight or the connection idles between requests.
    head_since: Option<Instant>,
    /// Requests handed to the service whose response has not ended.
    in_flight: usize,
    /// The last byte read or written, or the last response's end.
    last_moved: Instant,
    /// Since when a write has waited for the client to take a byte.
    blocked_since: Option<Instant>,
}

/// Why a connection is closed.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Why {
    /// Its request head did not come whole in time.
    Head,
    /// Nothing in flight, nothing moved.
    Idle,
    /// Its client took no byte of what the server writes.
    Stalled,
}

#[derive(Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Open; asked again at this instant.
    Keep(Instant),
    Close(Why),
}

impl Activity {
    pub fn accepted(at: Instant) -> Self {
        Activity {
            head_since: Some(at),
            in_flight: 0,
            last_moved: at,
            blocked_since: None,
        }
    }

    /// Bytes came in.
    pub fn read(&mut self, at: Instant) {
        self.last_moved = at;
        if self.in_flight == 0 && self.head_since.is_none() {
            self.head_since = Some(at);
        }
    }

    /// Bytes went out.
    pub fn wrote(&mut self, at: Instant) {
        self.last_moved = at;
        self.blocked_since = None;
    }

    /// A write found the client's side full.
    pub fn blocked(&mut self, at: Instant) {
        self.blocked_since.get_or_insert(at);
    }

    /// A whole head arrived and its request went to the service.
    pub fn request(&mut self) {
        self.in_flight += 1;
        self.head_since = None;
    }

    /// A response ended (or was dropped).
    pub fn answered(&mut self, at: Instant) {
        self.in_flight = self.in_flight.saturating_sub(1);
        if self.in_flight == 0 {
            self.last_moved = at;
            self.head_since = None;
        }
    }

    /// Whether the connection stays open at `now`.
    pub fn verdict(&self, now: Instant, header: Duration, idle: Duration) -> Verdict {
        let rule = match (self.in_flight, self.head_since) {
            (0, Some(since)) => Some((since + header, Why::Head)),
            (0, None) => Some((self.last_moved + idle, Why::Idle)),
            _ => None,
        };
        let stall = self.blocked_since.map(|since| (since + idle, Why::Stalled));
        match [rule, stall]
            .into_iter()
            .flatten()
            .min_by_key(|(at, _)| *at)
        {
            Some((at, why)) if at <= now => Verdict::Close(why),
            Some((at, _)) => Verdict::Keep(at),
            None => Verdict::Keep(now + idle),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const HEADER: Duration = Duration::from_secs(10);
    const IDLE: Duration = Duration::from_secs(300);

    fn secs(n: u64) -> Duration {
        Duration::from_secs(n)
    }

    fn at(activity: &Activity, now: Instant) -> Verdict {
        activity.verdict(now, HEADER, IDLE)
    }

    #[test]
    fn a_connection_that_sends_no_whole_head_is_closed_at_the_header_timeout() {
        let t = Instant::now();
        let mut a = Activity::accepted(t);
        assert_eq!(at(&a, t + secs(9)), Verdict::Keep(t + HEADER));
        a.read(t + secs(5));
        a.read(t + secs(9));
        assert_eq!(
            at(&a, t + secs(10)),
            Verdict::Close(Why::Head),
            "bytes trickling in do not extend it"
        );
    }

    #[test]
    fn between_requests_the_idle_timeout_applies_not_the_header_timeout() {
        let t = Instant::now();
        let mut a = Activity::accepted(t);
        a.read(t);
        a.request();
        a.wrote(t + secs(1));
        a.answered(t + secs(1));
        assert_eq!(at(&a, t + secs(60)), Verdict::Keep(t + secs(1) + IDLE));
        assert_eq!(at(&a, t + secs(301)), Verdict::Close(Why::Idle));
    }

    #[test]
    fn a_later_request_gets_the_header_timeout_from_its_first_byte() {
        let t = Instant::now();
        let mut a = Activity::accepted(t);
        a.request();
        a.answered(t + secs(1));
        a.read(t + secs(100));
        assert_eq!(at(&a, t + secs(105)), Verdict::Keep(t + secs(110)));
        assert_eq!(at(&a, t + secs(110)), Verdict::Close(Why::Head));
        a.request();
        assert_eq!(
            at(&a, t + secs(500)),
            Verdict::Keep(t + secs(500) + IDLE),
            "a request in flight is not idle, however long it takes"
        );
    }

    #[test]
    fn a_response_the_client_takes_nothing_of_is_closed_at_the_idle_timeout() {
        let t = Instant::now();
        let mut a = Activity::accepted(t);
        a.request();
        a.wrote(t + secs(1));
        a.blocked(t + secs(2));
        a.blocked(t + secs(200));
        assert_eq!(at(&a, t + secs(250)), Verdict::Keep(t + secs(2) + IDLE));
        assert_eq!(at(&a, t + secs(302)), Verdict::Close(Why::Stalled));
        a.wrote(t + secs(303));
        assert_eq!(
            at(&a, t + secs(303)),
            Verdict::Keep(t + secs(603)),
            "a byte taken ends the stall"
        );
    }

    #[test]
    fn two_requests_in_flight_end_one_at_a_time() {
        let t = Instant::now();
        let mut a = Activity::accepted(t);
        a.request();
        a.request();
        a.answered(t + secs(1));
        assert_eq!(at(&a, t + secs(400)), Verdict::Keep(t + secs(400) + IDLE));
        a.answered(t + secs(2));
        assert_eq!(at(&a, t + secs(302)), Verdict::Close(Why::Idle));
    }
}

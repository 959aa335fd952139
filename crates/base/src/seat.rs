//! A request thread's seat in the bounded worker pool, given up while the thread only waits
//! for work another request is doing (a connection's index being built), so waiting callers
//! never crowd out calls that need nothing of that work. The pool (`server::workers`)
//! installs the seat around each request's work; code below it calls `wait_unseated` around
//! a wait. A thread with no seat (a library caller, a test, the refresher) just waits.

use std::cell::RefCell;

/// How a seat is left and taken again.
pub trait Seat {
    /// Gives the seat back to the pool.
    fn leave(&mut self);
    /// Takes a seat again, waiting for one to be free.
    fn retake(&mut self);
}

thread_local! {
    static HELD: RefCell<Option<Box<dyn Seat>>> = RefCell::new(None);
}

/// Runs `work` on this thread holding `seat`; the seat is released with `work`'s end by its
/// owner (dropping it).
pub fn seated<T>(seat: Box<dyn Seat>, work: impl FnOnce() -> T) -> T {
    struct Unseat;
    impl Drop for Unseat {
        fn drop(&mut self) {
            HELD.with(|held| held.borrow_mut().take());
        }
    }
    HELD.with(|held| *held.borrow_mut() = Some(seat));
    let _unseat = Unseat;
    work()
}

/// Waits (`wait`) without holding this thread's seat, then takes one again.
pub fn wait_unseated<T>(wait: impl FnOnce() -> T) -> T {
    let seat = HELD.with(|held| held.borrow_mut().take());
    let Some(mut seat) = seat else {
        return wait();
    };
    seat.leave();
    let waited = wait();
    seat.retake();
    HELD.with(|held| *held.borrow_mut() = Some(seat));
    waited
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex};

    struct Logged(Arc<Mutex<Vec<&'static str>>>);

    impl Seat for Logged {
        fn leave(&mut self) {
            self.0.lock().unwrap().push("leave");
        }
        fn retake(&mut self) {
            self.0.lock().unwrap().push("retake");
        }
    }

    #[test]
    fn a_seated_wait_gives_the_seat_back_and_takes_it_again() {
        let log = Arc::new(Mutex::new(Vec::new()));
        let seat = Box::new(Logged(Arc::clone(&log)));
        let got = seated(seat, || {
            wait_unseated(|| log.lock().unwrap().push("wait"));
            7
        });
        assert_eq!(got, 7);
        assert_eq!(*log.lock().unwrap(), ["leave", "wait", "retake"]);
        wait_unseated(|| log.lock().unwrap().push("unseated"));
        assert_eq!(log.lock().unwrap().last(), Some(&"unseated"));
        assert_eq!(log.lock().unwrap().len(), 4);
    }
}

//! `LockSupport.park`/`unpark`: the one-permit event of a Java thread, as HotSpot's `Parker`.
//!
//! A thread has at most one permit; `unpark` makes it available (it does not accumulate) and
//! `park` consumes it, returning at once if it was there and otherwise blocking until an
//! `unpark`, an interrupt (`ThreadShared::interrupt` unparks too, so the permit is left set, as
//! in HotSpot), the deadline, or spuriously. Blocking happens on a parking_lot `Mutex` +
//! `Condvar`; the permit is also an atomic so that the uncontended `park` after an `unpark`
//! never takes the lock.
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::SeqCst};
use std::time::Instant;

#[derive(Default)]
pub struct JavaParker {
    permit: AtomicBool,
    /// Taken by `unpark` around setting the permit, and by `park` around its last check and its
    /// wait, so that an unpark between the two cannot be lost.
    lock: Mutex<()>,
    wake: Condvar,
    /// Blame tracing: the sequence number of the unpark event that made the permit available
    /// (0: none, or not tracing), for the park-end event that consumes it.
    unpark_seq: AtomicU64,
}

/// How a [`JavaParker::park`] ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ParkEnd {
    /// The deadline passed without a permit.
    pub timed_out: bool,
    /// The traced unpark whose permit this park consumed (0: none).
    pub unpark_seq: u64,
}

impl JavaParker {
    /// Blocks until the permit is available (consuming it), `interrupted()` holds, `deadline`
    /// (if any) passes, or spuriously. The caller puts the thread in a waiting state.
    pub fn park(&self, deadline: Option<Instant>, interrupted: impl Fn() -> bool) -> ParkEnd {
        let end = |timed_out| ParkEnd {
            timed_out,
            unpark_seq: self.unpark_seq.swap(0, SeqCst),
        };
        if self.permit.swap(false, SeqCst) {
            return end(false);
        }
        // An interrupt sets the flag before unparking: if the flag is missed here the permit
        // is seen below, under the lock, or the unpark's notify wakes the wait.
        if interrupted() {
            return end(false);
        }
        let mut g = self.lock.lock();
        if self.permit.swap(false, SeqCst) {
            return end(false);
        }
        let timed_out = match deadline {
            None => {
                self.wake.wait(&mut g);
                false
            }
            Some(d) => d <= Instant::now() || self.wake.wait_until(&mut g, d).timed_out(),
        };
        // Whatever woke the thread, the permit (if any) is used up by this return.
        let had_permit = self.permit.swap(false, SeqCst);
        end(timed_out && !had_permit)
    }

    /// Makes the permit available and wakes the thread if it is parked; `unpark_seq` names the
    /// traced unpark event (0: not tracing).
    pub fn unpark(&self, unpark_seq: u64) {
        let _g = self.lock.lock();
        if unpark_seq != 0 {
            self.unpark_seq.store(unpark_seq, SeqCst);
        }
        if !self.permit.swap(true, SeqCst) {
            self.wake.notify_one();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::Arc;
    use std::time::Duration;

    #[test]
    fn unpark_before_park_returns_at_once_and_does_not_accumulate() {
        let p = JavaParker::default();
        p.unpark(0);
        p.unpark(0);
        p.park(None, || false); // consumes the single permit
        let start = Instant::now();
        let end = p.park(Some(start + Duration::from_millis(30)), || false);
        assert!(start.elapsed() >= Duration::from_millis(25));
        assert!(end.timed_out);
    }

    #[test]
    fn unpark_wakes_a_parked_thread() {
        let p = Arc::new(JavaParker::default());
        let q = p.clone();
        let h = std::thread::spawn(move || q.park(None, || false).timed_out);
        std::thread::sleep(Duration::from_millis(20));
        p.unpark(0);
        h.join().unwrap();
    }

    #[test]
    fn interrupted_returns_at_once() {
        let p = JavaParker::default();
        p.park(None, || true);
    }
}

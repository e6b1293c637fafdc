//! `LockSupport.park`/`unpark`: the one-permit event of a Java thread, as HotSpot's `Parker`.
//!
//! A thread has at most one permit; `unpark` makes it available (it does not accumulate) and
//! `park` consumes it, returning at once if it was there and otherwise blocking until an
//! `unpark`, an interrupt (`ThreadShared::interrupt` unparks too, so the permit is left set, as
//! in HotSpot), the deadline, or spuriously. Blocking happens on a parking_lot `Mutex` +
//! `Condvar`; the permit is also an atomic so that the uncontended `park` after an `unpark`
//! never takes the lock.
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::{AtomicBool, Ordering::SeqCst};
use std::time::Instant;

#[derive(Default)]
pub struct JavaParker {
    permit: AtomicBool,
    /// Taken by `unpark` around setting the permit, and by `park` around its last check and its
    /// wait, so that an unpark between the two cannot be lost.
    lock: Mutex<()>,
    wake: Condvar,
}

impl JavaParker {
    /// Blocks until the permit is available (consuming it), `interrupted()` holds, `deadline`
    /// (if any) passes, or spuriously. The caller puts the thread in a waiting state.
    pub fn park(&self, deadline: Option<Instant>, interrupted: impl Fn() -> bool) {
        if self.permit.swap(false, SeqCst) {
            return;
        }
        // An interrupt sets the flag before unparking: if the flag is missed here the permit
        // is seen below, under the lock, or the unpark's notify wakes the wait.
        if interrupted() {
            return;
        }
        let mut g = self.lock.lock();
        if self.permit.swap(false, SeqCst) {
            return;
        }
        match deadline {
            None => self.wake.wait(&mut g),
            Some(d) => {
                if d <= Instant::now() {
                    return;
                }
                let _ = self.wake.wait_until(&mut g, d);
            }
        }
        // Whatever woke the thread, the permit (if any) is used up by this return.
        self.permit.store(false, SeqCst);
    }

    /// Makes the permit available and wakes the thread if it is parked.
    pub fn unpark(&self) {
        let _g = self.lock.lock();
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
        p.unpark();
        p.unpark();
        p.park(None, || false); // consumes the single permit
        let start = Instant::now();
        p.park(Some(start + Duration::from_millis(30)), || false);
        assert!(start.elapsed() >= Duration::from_millis(25));
    }

    #[test]
    fn unpark_wakes_a_parked_thread() {
        let p = Arc::new(JavaParker::default());
        let q = p.clone();
        let h = std::thread::spawn(move || q.park(None, || false));
        std::thread::sleep(Duration::from_millis(20));
        p.unpark();
        h.join().unwrap();
    }

    #[test]
    fn interrupted_returns_at_once() {
        let p = JavaParker::default();
        p.park(None, || true);
    }
}

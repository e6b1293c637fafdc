//! A service thread of the VM that does one thing every period until the VM stops it: the
//! contended-lock sampler (`diagnostics/sampler.rs`) and the concurrency metrics' monitor
//! (`instrumentation/concurrency.rs`). The VM holds one [`PeriodicThread`] for each.
use parking_lot::{Condvar, Mutex};
use std::thread::JoinHandle;
use std::time::{Duration, Instant};

/// A periodic thread: idle until [`start`](Self::start)ed, then ticking until
/// [`stop`](Self::stop).
#[derive(Default)]
pub struct PeriodicThread {
    /// Set by `stop`; the thread waits on `wake` between ticks.
    stopped: Mutex<bool>,
    wake: Condvar,
    thread: Mutex<Option<JoinHandle<()>>>,
}

/// The ticks of a started [`PeriodicThread`]: each `next` returns at the next deadline, or
/// `None` once the thread is stopped.
pub struct Ticks<'a> {
    owner: &'a PeriodicThread,
    period: Duration,
    next: Instant,
}

impl Iterator for Ticks<'_> {
    type Item = ();

    fn next(&mut self) -> Option<()> {
        let mut stopped = self.owner.stopped.lock();
        loop {
            if *stopped {
                return None;
            }
            if self
                .owner
                .wake
                .wait_until(&mut stopped, self.next)
                .timed_out()
            {
                // Deadlines on a fixed grid, so periods do not drift by the time a tick takes;
                // but after a stall longer than a period the grid restarts from now (one tick
                // at once, not one per missed period: they would all see the same moment).
                self.next = (self.next + self.period).max(Instant::now());
                return Some(());
            }
        }
    }
}

impl PeriodicThread {
    /// Starts an OS thread named `name` that runs `body` with this thread's ticks, one per
    /// `period`. `body` usually loops over them and returns when they end.
    pub fn start(
        &'static self,
        name: &str,
        period: Duration,
        body: impl FnOnce(Ticks<'static>) + Send + 'static,
    ) -> std::io::Result<()> {
        let ticks = Ticks {
            owner: self,
            period,
            next: Instant::now() + period,
        };
        let handle = std::thread::Builder::new()
            .name(name.into())
            .spawn(move || body(ticks))?;
        *self.thread.lock() = Some(handle);
        Ok(())
    }

    /// Stops the thread, if it runs, and waits for it to end (a tick in progress finishes).
    pub fn stop(&self) {
        *self.stopped.lock() = true;
        self.wake.notify_all();
        if let Some(handle) = self.thread.lock().take() {
            let _ = handle.join();
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};

    #[test]
    fn ticks_until_stopped_then_joins() {
        static THREAD: PeriodicThread = PeriodicThread {
            stopped: Mutex::new(false),
            wake: Condvar::new(),
            thread: Mutex::new(None),
        };
        static TICKS: AtomicU32 = AtomicU32::new(0);
        THREAD
            .start("test ticker", Duration::from_millis(1), |ticks| {
                for () in ticks {
                    TICKS.fetch_add(1, Ordering::SeqCst);
                }
            })
            .unwrap();
        while TICKS.load(Ordering::SeqCst) < 3 {
            std::thread::yield_now();
        }
        THREAD.stop();
        let after_stop = TICKS.load(Ordering::SeqCst);
        std::thread::sleep(Duration::from_millis(5));
        assert_eq!(
            TICKS.load(Ordering::SeqCst),
            after_stop,
            "no tick after stop returned"
        );
    }

    #[test]
    fn stop_of_a_thread_never_started_returns() {
        PeriodicThread::default().stop();
    }
}

//! Progress on stderr: which run, its elapsed time, how many are left and an estimate of the
//! time to go. On a terminal one status line is redrawn in place; otherwise (CI, a pipe, a log
//! file) a plain line is printed when each run starts and ends.
use std::io::{IsTerminal, Write};
use std::time::{Duration, Instant};

pub struct Progress {
    total: usize,
    /// The planned durations (ms) of all runs, in order.
    planned_ms: Vec<u64>,
    start: Instant,
    tty: bool,
    current: Option<(usize, String, Instant)>,
    /// Measured time beyond the planned duration, summed over finished runs (start-up, class
    /// loading, the final report).
    overhead: Duration,
    done: usize,
    last_draw: Option<Instant>,
}

pub fn clock(d: Duration) -> String {
    let s = d.as_secs();
    if s >= 3600 {
        format!("{}:{:02}:{:02}", s / 3600, s / 60 % 60, s % 60)
    } else {
        format!("{}:{:02}", s / 60, s % 60)
    }
}

impl Progress {
    pub fn new(planned_ms: Vec<u64>) -> Progress {
        Progress {
            total: planned_ms.len(),
            planned_ms,
            start: Instant::now(),
            tty: std::io::stderr().is_terminal() && std::env::var_os("CI").is_none(),
            current: None,
            overhead: Duration::ZERO,
            done: 0,
            last_draw: None,
        }
    }

    /// Estimated time to go: the planned durations of the runs not finished, minus the time
    /// the current one has already run, plus the average overhead measured so far (2 s per run
    /// before any run has finished).
    pub fn remaining(&self) -> Duration {
        let idx = self.current.as_ref().map(|c| c.0).unwrap_or(self.done);
        let planned: u64 = self.planned_ms.iter().skip(idx).sum();
        let mut left = Duration::from_millis(planned);
        let per_run_overhead = if self.done > 0 {
            self.overhead / self.done as u32
        } else {
            Duration::from_secs(2)
        };
        left += per_run_overhead * (self.total - idx) as u32;
        if let Some((_, _, t0)) = &self.current {
            left = left.saturating_sub(t0.elapsed());
        }
        left
    }

    fn status_line(&self) -> String {
        let (idx, label, t0) = match &self.current {
            Some((i, l, t)) => (*i, l.as_str(), *t),
            None => return String::new(),
        };
        let left = self.total - idx - 1;
        format!(
            "[{}/{}] {}: {:.1} s of ~{} s | total {} | {} left after this, ~{} to go",
            idx + 1,
            self.total,
            label,
            t0.elapsed().as_secs_f64(),
            self.planned_ms[idx] / 1000,
            clock(self.start.elapsed()),
            left,
            clock(self.remaining()),
        )
    }

    pub fn begin(&mut self, idx: usize, label: &str) {
        self.current = Some((idx, label.to_string(), Instant::now()));
        if self.tty {
            self.last_draw = None;
            self.tick();
        } else {
            eprintln!(
                "[{}/{}] {} (~{} s) ...",
                idx + 1,
                self.total,
                label,
                self.planned_ms[idx] / 1000
            );
        }
    }

    /// Redraws the status line (at most 5 times a second); call it often.
    pub fn tick(&mut self) {
        if !self.tty || self.current.is_none() {
            return;
        }
        if self
            .last_draw
            .is_some_and(|t| t.elapsed() < Duration::from_millis(200))
        {
            return;
        }
        self.last_draw = Some(Instant::now());
        let mut err = std::io::stderr().lock();
        let _ = write!(err, "\r\x1b[2K{}", self.status_line());
        let _ = err.flush();
    }

    /// Ends the current run; `ok` false leaves the line for the error message that follows.
    pub fn end(&mut self, ok: bool) {
        let Some((idx, label, t0)) = self.current.take() else {
            return;
        };
        let took = t0.elapsed();
        self.overhead += took.saturating_sub(Duration::from_millis(self.planned_ms[idx]));
        self.done = idx + 1;
        let verdict = if ok { "done" } else { "FAILED" };
        if self.tty {
            eprint!("\r\x1b[2K");
        }
        eprintln!(
            "[{}/{}] {}: {} in {:.1} s (total {}, {} left)",
            idx + 1,
            self.total,
            label,
            verdict,
            took.as_secs_f64(),
            clock(self.start.elapsed()),
            self.total - idx - 1
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clock_format() {
        assert_eq!(clock(Duration::from_secs(5)), "0:05");
        assert_eq!(clock(Duration::from_secs(125)), "2:05");
        assert_eq!(clock(Duration::from_secs(3725)), "1:02:05");
    }

    #[test]
    fn estimate_counts_planned_time_and_overhead() {
        let mut p = Progress::new(vec![3000, 3000, 3000]);
        p.tty = false;
        // Nothing run: 9 s planned + 3 × 2 s guessed overhead.
        assert_eq!(p.remaining(), Duration::from_secs(15));
        p.overhead = Duration::from_secs(2);
        p.done = 2;
        // One run of 3 s left, 1 s average overhead.
        assert_eq!(p.remaining(), Duration::from_secs(4));
        p.current = Some((2, "x".into(), Instant::now()));
        assert!(p.remaining() <= Duration::from_secs(4));
        assert!(p.status_line().starts_with("[3/3] x: 0.0 s of ~3 s"));
    }
}

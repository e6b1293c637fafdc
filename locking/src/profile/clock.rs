//! The profilers' one clock: nanoseconds since the clock was started.
//!
//! On x86-64 with an invariant TSC (`constant_tsc` and `nonstop_tsc` in
//! `/proc/cpuinfo`: the counter ticks at a fixed rate on every core, also in
//! deep sleep states) a reading is one `rdtsc`, converted with a ratio
//! calibrated against [`Instant`] when the clock starts — the Free Lunch
//! paper's choice (§3.3: a handful of instructions around the acquisition).
//! Elsewhere, and on CPUs without an invariant TSC, it is [`Instant`].
//!
//! No fence around `rdtsc`: as the paper notes, every place we read it is
//! next to a lock acquisition or release, which orders it well enough for
//! intervals of hundreds of nanoseconds and up.

// Unmodelled: a process-wide static, the machine's calibration.
use crate::sync::unmodelled::OnceLock;
use std::time::{Duration, Instant};

struct Calibration {
    start: Instant,
    /// `Some((tsc at start, ns per tick))` when the TSC is usable.
    tsc: Option<(u64, f64)>,
}

static CLOCK: OnceLock<Calibration> = OnceLock::new();

/// Start the clock (calibrates the TSC for about 10 ms the first time).
/// [`now_ns`] starts it on first use too; call this early so the
/// calibration does not land inside a measurement.
pub fn start() {
    CLOCK.get_or_init(calibrate);
}

/// Nanoseconds since [`start`].
#[inline]
pub fn now_ns() -> u64 {
    let c = CLOCK.get_or_init(calibrate);
    match c.tsc {
        Some((tsc0, ns_per_tick)) => (read_tsc().wrapping_sub(tsc0) as f64 * ns_per_tick) as u64,
        None => c.start.elapsed().as_nanos() as u64,
    }
}

/// Whether readings come from the TSC (for reports).
pub fn source() -> &'static str {
    match CLOCK.get_or_init(calibrate).tsc {
        Some(_) => "rdtsc (invariant TSC, calibrated to ns)",
        None => "std::time::Instant",
    }
}

fn calibrate() -> Calibration {
    if !invariant_tsc() {
        return Calibration {
            start: Instant::now(),
            tsc: None,
        };
    }
    let (t0, c0) = (Instant::now(), read_tsc());
    // Long enough that the two reads' jitter (tens of ns) is < 0.01%.
    while t0.elapsed() < Duration::from_millis(10) {
        crate::sync::spin_hint();
    }
    let (t1, c1) = (Instant::now(), read_tsc());
    let ticks = c1.wrapping_sub(c0);
    if ticks == 0 {
        return Calibration {
            start: t0,
            tsc: None,
        };
    }
    let ns_per_tick = (t1 - t0).as_nanos() as f64 / ticks as f64;
    Calibration {
        start: t0,
        tsc: Some((c0, ns_per_tick)),
    }
}

#[cfg(target_arch = "x86_64")]
#[inline]
fn read_tsc() -> u64 {
    // SAFETY: `rdtsc` has no preconditions; it only reads the counter.
    unsafe { core::arch::x86_64::_rdtsc() }
}

#[cfg(not(target_arch = "x86_64"))]
#[inline]
fn read_tsc() -> u64 {
    0
}

fn invariant_tsc() -> bool {
    cfg!(target_arch = "x86_64")
        && std::fs::read_to_string("/proc/cpuinfo").is_ok_and(|info| {
            info.lines()
                .find(|l| l.starts_with("flags"))
                .is_some_and(|flags| {
                    let has = |f: &str| flags.split_whitespace().any(|x| x == f);
                    has("constant_tsc") && has("nonstop_tsc")
                })
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn agrees_with_instant_within_a_percent() {
        start();
        let (n0, i0) = (now_ns(), Instant::now());
        std::thread::sleep(Duration::from_millis(50));
        let (n1, i1) = (now_ns(), Instant::now());
        let clock = (n1 - n0) as f64;
        let wall = (i1 - i0).as_nanos() as f64;
        assert!(
            (clock / wall - 1.0).abs() < 0.01,
            "{clock} vs {wall} ({})",
            source()
        );
    }

    #[test]
    fn is_monotonic_on_one_thread() {
        let mut last = now_ns();
        for _ in 0..10_000 {
            let t = now_ns();
            assert!(t >= last);
            last = t;
        }
    }
}

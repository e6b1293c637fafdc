//! Paper 004's concurrency metrics (Wang): how many threads do the work
//! (thread density over per-thread CPU time), how many do it at the same
//! time (the same per 60 ms period), and how threads share objects.
//!
//! The VM feeds one [`Concurrency`] per session: every Java thread's CPU
//! clock when it attaches ([`Concurrency::thread_started`]) and its last
//! reading when it detaches; a monitor thread of the VM's calls
//! [`Concurrency::sample`] every [`PERIOD_MS`], which closes a period; the
//! instrumented interpreter reports allocations and field/array accesses
//! ([`Concurrency::allocated`], [`Concurrency::accessed`]) and the collector
//! the objects that died. [`Concurrency::finish`] closes the last, partial
//! period and computes the report's `"concurrency"` section.

use parking_lot::Mutex;
use std::collections::HashMap;

use serde::{Deserialize, Serialize};

/// The thesis's period (§4.5: 60 ms on its machine).
pub const PERIOD_MS: u64 = 60;

/// "Significant" work: the threads that together do 95% of it (§3.1.2).
const SIGNIFICANT: f64 = 0.95;

/// A period is parallel only if its threads used more than this many
/// times its wall time in CPU: more than one processor's worth, so some of
/// them ran at the same time (see [`Inner::close_period`]).
pub const PARALLEL_CPU: f64 = 1.2;

/// Reads a thread's CPU time in ns. Called only while the thread is
/// registered: the VM unregisters a thread (under the same lock as every
/// read) before its OS thread ends, so the clock is always a live one.
pub type CpuClock = Box<dyn Fn() -> u64 + Send>;

/// The wall clock periods are measured with, in ns (monotonic).
pub type WallClock = Box<dyn Fn() -> u64 + Send + Sync>;

/// The `"concurrency"` section of the report. Names as in the thesis.
#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
#[allow(non_snake_case)]
pub struct ConcurrencyReport {
    /// #T: Java threads that ran (main included; VM threads excluded).
    pub T: u32,
    /// Thread density over the per-thread CPU time of the run.
    pub TD: u32,
    /// Median of the per-period thread densities.
    pub PTD: f64,
    /// Median over the parallel periods (TD > 1); null when none was.
    pub PPTD: Option<f64>,
    /// Amdahl's maximum speedup on `N` processors, P the share of
    /// parallel periods (TD > 1 and more than one thread runnable at once).
    pub S: f64,
    /// The N of `S`: this machine's processors, or `--concurrency-cores`.
    pub N: u32,
    /// Where `N` comes from: `"machine"` (this machine's processors) or
    /// `"--concurrency-cores"`.
    #[serde(default)]
    pub N_from: String,
    /// Periods with CPU work in them (empty periods have no density).
    pub periods: u32,
    /// Parallel periods among them.
    pub parallel_periods: u32,
    /// Thread density over shared reads and writes.
    pub TD_S: u32,
    pub PTD_S: f64,
    /// Thread density over alternating accesses.
    pub TD_A: u32,
    pub PTD_A: f64,
    /// Shared reads, shared writes and alternating accesses per ms.
    pub RR: f64,
    pub RW: f64,
    pub RA: f64,
    /// The counts behind the rates.
    pub shared_reads: u64,
    pub shared_writes: u64,
    pub alternating: u64,
    /// Objects accessed by a thread other than their allocator.
    pub shared_objects: u64,
    /// Per thread id: CPU ns, shared reads+writes, alternating accesses.
    pub by_thread: Vec<ThreadConcurrency>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize, PartialEq)]
pub struct ThreadConcurrency {
    pub thread: u32,
    #[serde(default)]
    pub name: String,
    pub cpu_ns: u64,
    pub shared: u64,
    pub alternating: u64,
}

/// One session's concurrency measurements.
pub struct Concurrency {
    inner: Mutex<Inner>,
    wall: WallClock,
    /// The side table of objects and the access counts, in shards by
    /// address so that threads touching different objects rarely meet on
    /// a lock (the thesis's hash table has a lock per entry, §4.3.2).
    shards: Box<[Mutex<Shard>]>,
}

const SHARDS: usize = 64;

#[derive(Default)]
struct Shard {
    objects: HashMap<u64, Object>,
    /// Per thread, over the run and in the current period.
    total: HashMap<u32, Counts>,
    period: HashMap<u32, Counts>,
    shared_objects: u64,
    shared_reads: u64,
    shared_writes: u64,
}

fn shard_of(addr: u64) -> usize {
    // Objects are 8-byte aligned; mix the bits above so that neighbours
    // spread over the shards.
    ((addr >> 3).wrapping_mul(0x9E37_79B9_7F4A_7C15) >> 58) as usize % SHARDS
}

#[derive(Default)]
struct Inner {
    finished: bool,
    started: u32,
    /// Thread id → name, for every thread that started.
    names: HashMap<u32, String>,
    /// Registered (live) threads: id → (clock, last reading).
    live: HashMap<u32, (CpuClock, u64)>,
    /// When the current period began (wall ns).
    period_start: u64,
    /// Per thread: CPU ns, shared accesses and alternating accesses, over
    /// the run and in the current period.
    total: HashMap<u32, Counts>,
    period: HashMap<u32, Counts>,
    /// The densities of each closed, non-empty period.
    cpu_td: Vec<u32>,
    /// The CPU densities of the parallel periods among them.
    parallel_td: Vec<u32>,
    shared_td: Vec<u32>,
    alt_td: Vec<u32>,
}

#[derive(Clone, Copy, Default)]
struct Counts {
    cpu_ns: u64,
    shared: u64,
    alternating: u64,
}

/// What the side table keeps of an object (keyed by address).
#[derive(Clone, Copy)]
struct Object {
    allocator: u32,
    shared: bool,
    /// The last accessing thread (0: none yet) and whether it wrote.
    last: u32,
    last_wrote: bool,
}

impl Default for Concurrency {
    fn default() -> Self {
        Concurrency::new()
    }
}

impl Concurrency {
    pub fn new() -> Concurrency {
        let origin = std::time::Instant::now();
        Concurrency::with_wall_clock(Box::new(move || origin.elapsed().as_nanos() as u64))
    }

    /// Periods measured with `wall` (tests give a clock of their own).
    pub fn with_wall_clock(wall: WallClock) -> Concurrency {
        let inner = Inner {
            period_start: wall(),
            ..Inner::default()
        };
        Concurrency {
            inner: Mutex::new(inner),
            wall,
            shards: (0..SHARDS).map(|_| Mutex::default()).collect(),
        }
    }

    fn lock(&self) -> parking_lot::MutexGuard<'_, Inner> {
        self.inner.lock()
    }

    fn shard(&self, addr: u64) -> parking_lot::MutexGuard<'_, Shard> {
        self.shards[shard_of(addr)].lock()
    }

    /// Move the shards' period counts into the period being closed.
    fn collect_period(&self, s: &mut Inner) {
        for shard in self.shards.iter() {
            let period = std::mem::take(&mut shard.lock().period);
            for (id, c) in period {
                let p = s.period.entry(id).or_default();
                p.shared += c.shared;
                p.alternating += c.alternating;
            }
        }
    }

    /// Java thread `id`, called `name`, starts running; `clock` reads its
    /// CPU time.
    pub fn thread_started(&self, id: u32, name: String, clock: CpuClock) {
        let mut s = self.lock();
        if s.finished {
            return;
        }
        s.started += 1;
        s.names.insert(id, name);
        let now = clock();
        s.live.insert(id, (clock, now));
    }

    /// Java thread `id` stops running Java code; `cpu_ns` is its clock's
    /// last reading. After this the clock is never read again.
    pub fn thread_ended(&self, id: u32, cpu_ns: u64) {
        let mut s = self.lock();
        if let Some((_, last)) = s.live.remove(&id) {
            if !s.finished {
                s.add_cpu(id, cpu_ns.saturating_sub(last));
            }
        }
    }

    /// Close the current period (the VM's monitor calls this every
    /// [`PERIOD_MS`]). No-op once finished.
    pub fn sample(&self) {
        let mut s = self.lock();
        if !s.finished {
            self.collect_period(&mut s);
            s.close_period((self.wall)());
        }
    }

    /// An object at `addr` was allocated by thread `id`.
    pub fn allocated(&self, addr: u64, id: u32) {
        self.shard(addr).objects.insert(
            addr,
            Object {
                allocator: id,
                shared: false,
                last: 0,
                last_wrote: false,
            },
        );
    }

    /// Thread `id` read (`write` false) or wrote a field or an element of
    /// the object at `addr`.
    pub fn accessed(&self, addr: u64, id: u32, write: bool) {
        let mut guard = self.shard(addr);
        let s = &mut *guard;
        // An object allocated outside the instrumented code (by a native,
        // or before profiling) is taken to belong to its first accessor.
        let o = *s.objects.entry(addr).or_insert(Object {
            allocator: id,
            shared: false,
            last: 0,
            last_wrote: false,
        });
        let shared = o.shared || o.allocator != id;
        // Alternating: the previous access was by another thread, and not
        // read→read (W-R, W-W, R-W, §3.2.2).
        let alternating = o.last != 0 && o.last != id && (write || o.last_wrote);
        s.objects.insert(
            addr,
            Object {
                shared,
                last: id,
                last_wrote: write,
                ..o
            },
        );
        if !shared {
            return;
        }
        if !o.shared {
            s.shared_objects += 1;
        }
        if write {
            s.shared_writes += 1;
        } else {
            s.shared_reads += 1;
        }
        for c in [
            s.total.entry(id).or_default(),
            s.period.entry(id).or_default(),
        ] {
            c.shared += 1;
            c.alternating += alternating as u64;
        }
    }

    /// The collector freed the objects for which `alive` says false: their
    /// addresses may be reused by objects another thread allocates.
    pub fn objects_died(&self, alive: &dyn Fn(u64) -> bool) {
        for shard in self.shards.iter() {
            let mut shard = shard.lock();
            shard.objects.retain(|&addr, _| alive(addr));
        }
    }

    /// Close the last, partial period and compute the metrics; `elapsed_ms`
    /// is the run's wall time (for the rates), the N of S(N) is `cores`
    /// (`--concurrency-cores`) if given, else `machine_cores`. Later calls
    /// see the same measurements.
    pub fn finish(
        &self,
        elapsed_ms: f64,
        machine_cores: u32,
        cores: Option<u32>,
    ) -> ConcurrencyReport {
        let mut s = self.lock();
        if !s.finished {
            self.collect_period(&mut s);
            s.close_period((self.wall)());
            s.finished = true;
        }
        let mut totals = s.total.clone();
        let (mut shared_objects, mut shared_reads, mut shared_writes) = (0, 0, 0);
        for shard in self.shards.iter() {
            let shard = shard.lock();
            for (&id, c) in &shard.total {
                let t = totals.entry(id).or_default();
                t.shared += c.shared;
                t.alternating += c.alternating;
            }
            shared_objects += shard.shared_objects;
            shared_reads += shard.shared_reads;
            shared_writes += shard.shared_writes;
        }
        let mut by_thread: Vec<ThreadConcurrency> = totals
            .iter()
            .map(|(&thread, c)| ThreadConcurrency {
                thread,
                name: s.names.get(&thread).cloned().unwrap_or_default(),
                cpu_ns: c.cpu_ns,
                shared: c.shared,
                alternating: c.alternating,
            })
            .collect();
        by_thread.sort_by_key(|t| t.thread);
        let column =
            |f: fn(&ThreadConcurrency) -> u64| -> Vec<u64> { by_thread.iter().map(f).collect() };
        let parallel = &s.parallel_td;
        let p = parallel.len() as f64 / s.cpu_td.len().max(1) as f64;
        let n = cores.unwrap_or(machine_cores).max(1);
        let n_from = if cores.is_some() {
            "--concurrency-cores"
        } else {
            "machine"
        };
        let alternating = by_thread.iter().map(|t| t.alternating).sum();
        let rate = |count: u64| count as f64 / elapsed_ms.max(1e-9);
        ConcurrencyReport {
            T: s.started,
            TD: density(&column(|t| t.cpu_ns)),
            PTD: median(&s.cpu_td),
            PPTD: (!parallel.is_empty()).then(|| median(parallel)),
            S: speedup(p, n),
            N: n,
            N_from: n_from.to_owned(),
            periods: s.cpu_td.len() as u32,
            parallel_periods: parallel.len() as u32,
            TD_S: density(&column(|t| t.shared)),
            PTD_S: median(&s.shared_td),
            TD_A: density(&column(|t| t.alternating)),
            PTD_A: median(&s.alt_td),
            RR: rate(shared_reads),
            RW: rate(shared_writes),
            RA: rate(alternating),
            shared_reads,
            shared_writes,
            alternating,
            shared_objects,
            by_thread,
        }
    }
}

impl Inner {
    fn add_cpu(&mut self, id: u32, ns: u64) {
        self.total.entry(id).or_default().cpu_ns += ns;
        self.period.entry(id).or_default().cpu_ns += ns;
    }

    /// Read every live thread's clock, then record the period, which ends
    /// at wall time `now`: its densities (a period without any such work
    /// has no density and is left out: the thesis pauses its timer while
    /// nothing runs, during GC), and whether it was parallel.
    ///
    /// Parallel (§3.1.5: "at least two threads contribute in this period")
    /// takes more than a CPU density above 1: threads that take turns (one
    /// joins the other, or they pass a token back and forth) each
    /// contribute to the period they meet in, or to every period if they
    /// alternate often, yet never ran at the same time, and a strictly
    /// serial program must get S(N) = 1 (counting density alone, a serial
    /// program of two threads got S(2) = 1.04 to 1.12, and one passing a
    /// token every few ms S(2) = 1.7). Threads ran at the same time when
    /// their CPU times add up to more than the period's wall time, which
    /// threads taking turns cannot do. [`PARALLEL_CPU`] leaves room for the
    /// monitor being preempted between the clocks it reads.
    fn close_period(&mut self, now: u64) {
        let readings: Vec<(u32, u64)> = self
            .live
            .iter_mut()
            .map(|(&id, (clock, last))| {
                let now = clock();
                let delta = now.saturating_sub(*last);
                *last = now;
                (id, delta)
            })
            .collect();
        for (id, delta) in readings {
            self.add_cpu(id, delta);
        }
        let wall = now.saturating_sub(std::mem::replace(&mut self.period_start, now));
        let period = std::mem::take(&mut self.period);
        let col = |f: fn(&Counts) -> u64| -> Vec<u64> { period.values().map(f).collect() };
        let cpu_td = density(&col(|c| c.cpu_ns));
        let cpu: u64 = period.values().map(|c| c.cpu_ns).sum();
        if cpu_td > 1 && cpu as f64 > PARALLEL_CPU * wall as f64 {
            self.parallel_td.push(cpu_td);
        }
        for (td, out) in [
            (cpu_td, &mut self.cpu_td),
            (density(&col(|c| c.shared)), &mut self.shared_td),
            (density(&col(|c| c.alternating)), &mut self.alt_td),
        ] {
            if td > 0 {
                out.push(td);
            }
        }
    }
}

/// Thread density (§3.1.2, eq. 3.1): the smallest j such that the j
/// largest contributions reach 95% of the total; 0 when there is none.
pub fn density(contributions: &[u64]) -> u32 {
    let mut v: Vec<u64> = contributions.iter().copied().filter(|&c| c > 0).collect();
    let total: u64 = v.iter().sum();
    if total == 0 {
        return 0;
    }
    v.sort_unstable_by(|a, b| b.cmp(a));
    let mut sum = 0u64;
    for (j, c) in v.iter().enumerate() {
        sum += c;
        if sum as f64 >= SIGNIFICANT * total as f64 {
            return j as u32 + 1;
        }
    }
    v.len() as u32
}

/// The median (the mean of the middle two of an even count); 0 when
/// empty.
pub fn median(values: &[u32]) -> f64 {
    if values.is_empty() {
        return 0.0;
    }
    let mut v = values.to_vec();
    v.sort_unstable();
    let m = v.len() / 2;
    if v.len() % 2 == 1 {
        v[m] as f64
    } else {
        (v[m - 1] as f64 + v[m] as f64) / 2.0
    }
}

/// Amdahl's law (eq. 3.4): S(N) = 1 / ((1 − P) + P / N).
pub fn speedup(p: f64, n: u32) -> f64 {
    1.0 / ((1.0 - p) + p / n as f64)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn density_counts_the_threads_doing_95_percent() {
        assert_eq!(density(&[]), 0);
        assert_eq!(density(&[0, 0]), 0);
        assert_eq!(density(&[100]), 1);
        assert_eq!(density(&[100, 100, 100, 100]), 4);
        // 96 of 100 in one thread: it alone does 95%.
        assert_eq!(density(&[96, 2, 2]), 1);
        assert_eq!(density(&[50, 46, 4]), 2);
    }

    #[test]
    fn median_and_speedup() {
        assert_eq!(median(&[]), 0.0);
        assert_eq!(median(&[4, 1, 4]), 4.0);
        assert_eq!(median(&[1, 4]), 2.5);
        assert!((speedup(1.0, 4) - 4.0).abs() < 1e-12);
        assert!((speedup(0.0, 32) - 1.0).abs() < 1e-12);
        assert!((speedup(0.5, 2) - 4.0 / 3.0).abs() < 1e-12);
    }

    /// Threads with CPU clocks the test sets, and a wall clock it moves.
    struct Fake {
        c: Concurrency,
        wall: std::sync::Arc<std::sync::atomic::AtomicU64>,
        clocks: Vec<std::sync::Arc<std::sync::atomic::AtomicU64>>,
    }

    impl Fake {
        fn new(threads: u32) -> Fake {
            use std::sync::atomic::{AtomicU64, Ordering};
            use std::sync::Arc;
            let wall = Arc::new(AtomicU64::new(0));
            let w = Arc::clone(&wall);
            let c = Concurrency::with_wall_clock(Box::new(move || w.load(Ordering::Relaxed)));
            let clocks: Vec<Arc<AtomicU64>> =
                (0..threads).map(|_| Arc::new(AtomicU64::new(0))).collect();
            for (i, k) in clocks.iter().enumerate() {
                let k = Arc::clone(k);
                c.thread_started(
                    i as u32 + 1,
                    format!("t{i}"),
                    Box::new(move || k.load(Ordering::Relaxed)),
                );
            }
            Fake { c, wall, clocks }
        }

        /// A period of `wall` ns in which thread i used `cpu[i]` ns.
        fn period(&self, wall: u64, cpu: &[u64]) {
            use std::sync::atomic::Ordering;
            for (k, ns) in self.clocks.iter().zip(cpu) {
                k.fetch_add(*ns, Ordering::Relaxed);
            }
            self.wall.fetch_add(wall, Ordering::Relaxed);
            self.c.sample();
        }
    }

    #[test]
    fn cpu_periods_from_clocks() {
        let f = Fake::new(2);
        // Period 1: both work at once; period 2: only thread 1; period 3:
        // nothing.
        f.period(100, &[100, 100]);
        f.period(100, &[100, 0]);
        f.period(100, &[0, 0]);
        f.c.thread_ended(2, 100);
        let r = f.c.finish(1.0, 4, None);
        assert_eq!((r.T, r.TD, r.periods, r.parallel_periods), (2, 2, 2, 1));
        assert_eq!(r.PTD, 1.5);
        assert_eq!(r.PPTD, Some(2.0));
        assert!((r.S - speedup(0.5, 4)).abs() < 1e-12);
        assert_eq!((r.N, r.N_from.as_str()), (4, "machine"));
    }

    #[test]
    fn threads_that_take_turns_are_serial() {
        // A token passed back and forth: both threads use CPU in every
        // period (TD 2), but one at a time.
        let f = Fake::new(2);
        for _ in 0..10 {
            f.period(100, &[50, 48]);
        }
        // A join: thread 1 ends in the middle of the period thread 2
        // starts in.
        f.period(100, &[60, 40]);
        let r = f.c.finish(1.0, 2, None);
        assert_eq!((r.periods, r.parallel_periods), (11, 0));
        assert_eq!(r.PTD, 2.0);
        assert_eq!(r.PPTD, None);
        assert_eq!(r.S, 1.0);
    }

    #[test]
    fn parallel_periods_and_the_n_of_s() {
        // Two threads on two processors, every period.
        let f = Fake::new(2);
        for _ in 0..4 {
            f.period(100, &[95, 90]);
        }
        let r = f.c.finish(1.0, 2, Some(8));
        assert_eq!((r.periods, r.parallel_periods), (4, 4));
        assert_eq!((r.N, r.N_from.as_str()), (8, "--concurrency-cores"));
        assert!((r.S - 8.0).abs() < 1e-12);
    }

    #[test]
    fn shared_and_alternating_accesses() {
        let c = Concurrency::new();
        // A (1) allocates; B (2) writes it 3 times; A reads it twice.
        c.allocated(0x1000, 1);
        c.accessed(0x1000, 1, true); // the allocator alone: not shared
        for _ in 0..3 {
            c.accessed(0x1000, 2, true);
        }
        c.accessed(0x1000, 1, false);
        c.accessed(0x1000, 1, false);
        // B reads after A read: R-R, not alternating.
        c.accessed(0x1000, 2, false);
        let r = c.finish(1.0, 1, None);
        assert_eq!((r.shared_writes, r.shared_reads), (3, 3));
        // W(A)→W(B) and W(B)→R(A).
        assert_eq!(r.alternating, 2);
        assert_eq!(r.shared_objects, 1);
        assert_eq!((r.TD_S, r.TD_A), (2, 2));
    }

    #[test]
    fn dead_objects_leave_the_table() {
        let c = Concurrency::new();
        c.allocated(0x1000, 1);
        c.objects_died(&|_| false);
        // A new object at the same address, first touched by thread 2.
        c.accessed(0x1000, 2, true);
        assert_eq!(c.finish(1.0, 1, None).shared_writes, 0);
    }
}

//! HPROF's monitor profiling (`-agentlib:hprof=monitor=y`, paper 000
//! §2.2.1, §4.1.2) and OptHPROF (§4.2.1): a JVMTI-like agent that lives
//! *outside* the monitor and learns about contention only through the
//! monitor events ([`MonitorEvents`]).
//!
//! What it measures, as HPROF does (`hprof_monitor.c`):
//!
//! * `MonitorContendedEnter` (posted only once the early spin failed): take
//!   the top [`TRACE_DEPTH`] frames, intern them as a trace (HPROF numbers
//!   traces from 300001), find or create the entry for (trace, class of the
//!   locked object) in a global map, and remember it in the thread's TLS;
//! * `MonitorContendedEntered`: add the time blocked and one hit to the
//!   entry remembered in TLS;
//! * `MonitorWait`: look the entry up (creating it) and remember it too,
//!   print a `WAIT:` timeline line; `MonitorWaited`: print `WAITED:`. Wait
//!   time is **never** added to the monitor time, and the re-entry of a
//!   notified `wait` posts no contended events at all (HotSpot), so HPROF
//!   does not see it either.
//!
//! Two sets of data structures, [`Variant`]:
//!
//! * [`Variant::Hprof`], HPROF's: every handler is wrapped in
//!   `BEGIN_CALLBACK`/`END_CALLBACK` (a global callback counter under one
//!   global lock, taken to increment and again to decrement, then a
//!   second global lock, `callbackBlock`, taken and released), and the
//!   trace, string (class signature) and monitor tables are each a map under
//!   one global lock (`table_find_or_create_entry` holds it for the lookup
//!   and the insert). The paper blames the callback lock for ~60% of HPROF's
//!   overhead on Xalan and the map lock for ~30%.
//! * [`Variant::Opt`], OptHPROF's: no callback counter; the maps are
//!   fixed-size (never resized) arrays of linked lists whose readers take no
//!   lock, an insert locks only its list and pushes the new entry at the
//!   head, and no entry is ever removed. The paper names the monitor map;
//!   we treat the trace table the same way (it is the same kind of locked
//!   table on the same path — leaving it locked would keep a global lock on
//!   every event), and key entries by the class name itself, which needs no
//!   string table.
//!
//! Besides HPROF's (trace, class) entries the agent keeps, per lock (its
//! [`LockProfile::id`]), the contended time and count, for the JSON
//! report's per-lock HPROF share.
//!
//! Times are the locking crate's `blocked_ns` (the [`clock`]), in ns; HPROF
//! measures in whole ms with `gettimeofday`, which would round most blocks
//! to 0 — we keep ns and print ms.
//!
//! [`clock`]: locking::profile::clock

use parking_lot::{Mutex, MutexGuard};
use std::cell::RefCell;
use std::cmp::Reverse;
use std::collections::HashMap;
use std::fmt::Write as _;
use std::hash::{BuildHasher, BuildHasherDefault, Hash, Hasher};
use std::io;
use std::sync::atomic::{AtomicPtr, AtomicU32, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;

use locking::profile::{LockProfile, MonitorEvents};
use locking::{LockingThread, ThreadId};

use crate::chains::{Chains, Frame};
use crate::report::{self, HprofTable};

/// Frames per trace (`DEFAULT_TRACE_DEPTH`; the paper: "the top four stack
/// frames").
pub const TRACE_DEPTH: usize = 4;

/// Entries below this fraction of the total are not printed, and neither is
/// any entry after them (`DEFAULT_CUTOFF_POINT`).
pub const CUTOFF: f64 = 0.0001;

/// HPROF's trace serial numbers start after this one (the first is 300001).
const TRACE_SERIAL_START: u32 = 300_000;

/// HPROF's thread serial numbers: 200000 is "unknown thread", the first real
/// thread is 200001. We print `200000 + thread id` (ids start at 1).
const THREAD_SERIAL_START: u32 = 200_000;

/// The first line of HPROF's text output (`gdata->header`).
const HEADER: &str = "JAVA PROFILE 1.0.1";

/// Which data structures the agent uses (the output is the same).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Variant {
    /// HPROF's: callback-counter lock, maps under global locks.
    #[default]
    Hprof,
    /// OptHPROF's (paper 000 §4.2.1): no counter lock, lock-free reads of a
    /// fixed-size hash table, inserts lock one bucket.
    Opt,
}

impl Variant {
    /// `"hprof"` or `"opthprof"`.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Hprof => "hprof",
            Variant::Opt => "opthprof",
        }
    }
}

/// One row of HPROF's monitor table: the contention seen at one (trace,
/// class) site.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HprofEntry {
    /// The trace's serial number (300001, ...).
    pub trace_id: u32,
    /// The trace: at most [`TRACE_DEPTH`] frames, innermost first.
    pub frames: Arc<[Frame]>,
    /// Dotted class name of the locked object.
    pub class: &'static str,
    /// Time blocked entering the monitor (contended enter → entered), ns.
    pub ns: u64,
    /// Contended acquisitions (entered events).
    pub count: u64,
}

/// The HPROF-style monitor profiler. Install it (leaked) as the locking
/// crate's [`MonitorEvents`] sink, with `collect::EVENTS` on.
pub struct Hprof {
    /// Names this agent in the threads' TLS (several agents may exist: in
    /// tests, and one per session when several VMs share the process).
    agent: u64,
    /// Where the traces' frames come from (the session's walkers).
    chains: Arc<Chains>,
    /// Where WAIT/WAITED lines go, if they are recorded (HPROF prints them
    /// as they happen, under its `data_access_lock`).
    timeline: Option<Mutex<Vec<String>>>,
    tables: Tables,
}

enum Tables {
    Hprof(Classic),
    Opt(Opt),
}

impl Hprof {
    /// An agent with `variant`'s data structures and no timeline, whose
    /// traces are empty until [`with_chains`](Self::with_chains) gives it
    /// the VM's stack walker.
    pub fn new(variant: Variant) -> Hprof {
        Hprof {
            agent: crate::unique_id(),
            chains: Arc::default(),
            timeline: None,
            tables: match variant {
                Variant::Hprof => Tables::Hprof(Classic::default()),
                Variant::Opt => Tables::Opt(Opt::new()),
            },
        }
    }

    /// Take the traces' frames from `chains` (a session's).
    pub fn with_chains(mut self, chains: Arc<Chains>) -> Hprof {
        self.chains = chains;
        self
    }

    /// Record the WAIT/WAITED timeline lines (off by default: one line per
    /// `wait` and per wake-up, kept in memory until the dump).
    pub fn with_timeline(mut self, on: bool) -> Hprof {
        self.timeline = on.then(|| Mutex::new(Vec::new()));
        self
    }

    /// Which data structures the agent uses.
    pub fn variant(&self) -> Variant {
        match self.tables {
            Tables::Hprof(_) => Variant::Hprof,
            Tables::Opt(_) => Variant::Opt,
        }
    }

    /// `"hprof"` or `"opthprof"`.
    pub fn variant_name(&self) -> &'static str {
        self.variant().name()
    }

    /// `MonitorContendedEnter` on `thread` for the lock `lock_id` of class
    /// `class` (dotted name): what the [`MonitorEvents`] impl calls.
    pub fn enter_event(&self, thread: &LockingThread, lock_id: u64, class: &'static str) {
        self.callback(|| {
            self.enter_at(
                thread,
                self.chains.walk(thread, TRACE_DEPTH),
                lock_id,
                class,
            )
        });
    }

    /// `MonitorContendedEntered` on `thread`, `blocked_ns` after its enter
    /// event.
    pub fn entered_event(&self, thread: &LockingThread, blocked_ns: u64) {
        self.callback(|| self.entered_at(thread, blocked_ns));
    }

    /// `MonitorWait` on `thread`, on a lock of class `class`.
    pub fn wait_event(
        &self,
        thread: &LockingThread,
        class: &'static str,
        timeout: Option<Duration>,
    ) {
        self.callback(|| {
            self.wait_at(
                thread,
                self.chains.walk(thread, TRACE_DEPTH),
                class,
                timeout,
            )
        });
    }

    /// `MonitorWaited` on `thread`, after waiting `waited_ns`.
    pub fn waited_event(&self, thread: &LockingThread, waited_ns: u64) {
        self.callback(|| self.waited_at(thread, waited_ns));
    }

    /// Run an event handler, wrapped as HPROF wraps it (HPROF variant only).
    fn callback(&self, body: impl FnOnce()) {
        match &self.tables {
            Tables::Hprof(c) => {
                let _in_callback = c.begin_callback();
                body();
            }
            // OptHPROF: "we simply eliminate the lock that protects the
            // shared counter".
            Tables::Opt(_) => body(),
        }
    }

    /// The enter handler's body, with the frames given.
    fn enter_at(
        &self,
        thread: &LockingThread,
        frames: Vec<Frame>,
        lock_id: u64,
        class: &'static str,
    ) {
        let site = self.find_or_create_site(frames, class);
        let lock = match &self.tables {
            // HPROF looks nothing up here but the site; the per-lock total
            // (ours) is found when the time is added, under the same lock.
            Tables::Hprof(_) => LockSlot::Id(lock_id),
            Tables::Opt(o) => LockSlot::Stat(
                &o.locks
                    .find_or_insert(
                        fx_hash(&lock_id),
                        |k| *k == lock_id,
                        || (lock_id, LockStat::default()),
                    )
                    .value,
            ),
        };
        tls_set(Pending {
            agent: self.agent,
            thread: thread.id(),
            site,
            class,
            lock: Some(lock),
        });
    }

    /// The entered handler's body: add to the entry the enter event left in
    /// TLS (HPROF looks nothing up in the map here).
    fn entered_at(&self, thread: &LockingThread, blocked_ns: u64) {
        let Some(pending) = tls_take(self.agent, thread.id()) else {
            return; // no enter seen (the agent came late)
        };
        let Some(lock) = pending.lock else {
            return; // the thread's last event was a wait: nothing to add
        };
        match (&self.tables, pending.site, lock) {
            (Tables::Hprof(c), Site::Index(index), LockSlot::Id(lock_id)) => {
                // HPROF: `info = get_info(index)` (`table_get_info` takes the
                // table's lock) and then `info->contended_time += ...;
                // info->num_hits++` — racy in HPROF; we add under the lock.
                let mut m = lock_ignoring_poison(&c.monitors);
                let e = &mut m.entries[index as usize];
                e.ns += blocked_ns;
                e.count += 1;
                let l = m.locks.entry(lock_id).or_default();
                l.0 += blocked_ns;
                l.1 += 1;
            }
            (Tables::Opt(_), Site::Node(node), LockSlot::Stat(stat)) => {
                // The paper adds without any synchronization because the
                // entered event runs while the thread owns the monitor. That
                // orders the updates of one *monitor*, but an entry is per
                // (trace, class): two locks of the same class taken at the
                // same site share it, and their owners may add at once. So:
                // atomic read-modify-writes (no lock). The per-lock stat has
                // one monitor, but the agent does not rely on being called by
                // the owner (tests drive it directly), so it uses them too.
                node.value.ns.fetch_add(blocked_ns, Ordering::Relaxed);
                node.value.count.fetch_add(1, Ordering::Relaxed);
                stat.ns.fetch_add(blocked_ns, Ordering::Relaxed);
                stat.count.fetch_add(1, Ordering::Relaxed);
            }
            _ => unreachable!("TLS slot of another variant"),
        }
    }

    /// The wait handler's body: the site is looked up (created) as for an
    /// enter — so waits make table entries, with no time — and a WAIT line
    /// is printed.
    fn wait_at(
        &self,
        thread: &LockingThread,
        frames: Vec<Frame>,
        class: &'static str,
        timeout: Option<Duration>,
    ) {
        let site = self.find_or_create_site(frames, class);
        tls_set(Pending {
            agent: self.agent,
            thread: thread.id(),
            site,
            class,
            lock: None,
        });
        if let Some(timeline) = &self.timeline {
            // JVMTI's timeout: ms, 0 = none.
            let ms = timeout.map_or(0, |t| t.as_millis());
            let line = format!(
                "WAIT: MONITOR {}, timeout={ms}, thread {}",
                signature(class),
                thread_serial(thread.id())
            );
            lock_ignoring_poison(timeline).push(line);
        }
    }

    /// The waited handler's body: only the WAITED line; nothing is added to
    /// the monitor time.
    fn waited_at(&self, thread: &LockingThread, waited_ns: u64) {
        let Some(pending) = tls_take(self.agent, thread.id()) else {
            return; // a waited without a wait: HPROF returns too
        };
        if let Some(timeline) = &self.timeline {
            let line = format!(
                "WAITED: MONITOR {}, time_waited={}, thread {}",
                signature(pending.class),
                waited_ns / 1_000_000,
                thread_serial(thread.id())
            );
            lock_ignoring_poison(timeline).push(line);
        }
    }

    /// Intern the trace and find or create the (trace, class) entry.
    fn find_or_create_site(&self, frames: Vec<Frame>, class: &'static str) -> Site {
        match &self.tables {
            Tables::Hprof(c) => {
                // tls_get_trace → trace_find_or_create (trace table lock);
                // string_find_or_create(sig) (string table lock);
                // table_find_or_create_entry (monitor table lock).
                let trace_id = c.intern_trace(&frames);
                let sig = c.intern_string(class);
                let mut m = lock_ignoring_poison(&c.monitors);
                let m = &mut *m;
                let index = *m.index.entry((trace_id, sig)).or_insert_with(|| {
                    m.entries.push(ClassicEntry {
                        trace_id,
                        frames: frames.into(),
                        class,
                        ns: 0,
                        count: 0,
                    });
                    (m.entries.len() - 1) as u32
                });
                Site::Index(index)
            }
            Tables::Opt(o) => {
                let trace_id = o.intern_trace(&frames);
                let key = (trace_id, class);
                Site::Node(o.monitors.find_or_insert(
                    fx_hash(&key),
                    |k| *k == key,
                    || {
                        (
                            key,
                            OptEntry {
                                frames: frames.into(),
                                ns: AtomicU64::new(0),
                                count: AtomicU64::new(0),
                            },
                        )
                    },
                ))
            }
        }
    }

    /// Every entry that saw contention (count > 0; entries only waits
    /// created have no time, and HPROF's cutoff always drops them), in the
    /// table's order: time descending, then count descending (then trace
    /// and class, to be deterministic). Before the cutoff.
    pub fn entries(&self) -> Vec<HprofEntry> {
        let mut v: Vec<HprofEntry> = self
            .all_entries()
            .into_iter()
            .filter(|e| e.count > 0)
            .collect();
        sort_entries(&mut v);
        v
    }

    /// Every entry, wait-only ones included, unsorted.
    fn all_entries(&self) -> Vec<HprofEntry> {
        match &self.tables {
            Tables::Hprof(c) => lock_ignoring_poison(&c.monitors)
                .entries
                .iter()
                .map(|e| HprofEntry {
                    trace_id: e.trace_id,
                    frames: Arc::clone(&e.frames),
                    class: e.class,
                    ns: e.ns,
                    count: e.count,
                })
                .collect(),
            Tables::Opt(o) => o
                .monitors
                .iter()
                .map(|n| HprofEntry {
                    trace_id: n.key.0,
                    frames: Arc::clone(&n.value.frames),
                    class: n.key.1,
                    ns: n.value.ns.load(Ordering::Relaxed),
                    count: n.value.count.load(Ordering::Relaxed),
                })
                .collect(),
        }
    }

    /// Per lock: (lock id, time blocked entering it in ns, contended
    /// acquisitions), by lock id. Only locks HPROF saw contended.
    pub fn per_lock(&self) -> Vec<(u64, u64, u64)> {
        let mut v: Vec<(u64, u64, u64)> = match &self.tables {
            Tables::Hprof(c) => lock_ignoring_poison(&c.monitors)
                .locks
                .iter()
                .map(|(&id, &(ns, count))| (id, ns, count))
                .collect(),
            Tables::Opt(o) => o
                .locks
                .iter()
                .map(|n| {
                    let s = &n.value;
                    (
                        n.key,
                        s.ns.load(Ordering::Relaxed),
                        s.count.load(Ordering::Relaxed),
                    )
                })
                .filter(|&(_, _, count)| count > 0)
                .collect(),
        };
        v.sort_unstable();
        v
    }

    /// All locks' time blocked entering, ns (HPROF's total contended time).
    pub fn total_ns(&self) -> u64 {
        self.all_entries().iter().map(|e| e.ns).sum()
    }

    /// The table as the report keeps it (what [`render`] prints).
    pub fn table(&self) -> HprofTable {
        HprofTable {
            variant: self.variant_name().to_owned(),
            total_ns: self.total_ns(),
            entries: self
                .entries()
                .into_iter()
                .map(|e| report::HprofEntry {
                    trace_id: e.trace_id,
                    trace: e.frames.iter().map(ToString::to_string).collect(),
                    class: e.class.to_string(),
                    ns: e.ns,
                    count: e.count,
                })
                .collect(),
        }
    }

    /// Every trace interned, by serial number.
    fn traces(&self) -> Vec<(u32, Arc<[Frame]>)> {
        let mut v: Vec<(u32, Arc<[Frame]>)> = match &self.tables {
            Tables::Hprof(c) => lock_ignoring_poison(&c.traces)
                .all
                .iter()
                .enumerate()
                .map(|(i, f)| (TRACE_SERIAL_START + 1 + i as u32, Arc::clone(f)))
                .collect(),
            Tables::Opt(o) => o
                .traces
                .iter()
                .map(|n| (n.value, Arc::clone(&n.key)))
                .collect(),
        };
        v.sort_unstable_by_key(|t| t.0);
        v
    }

    /// The whole `java.hprof.txt`: HPROF's header and a comment block, the
    /// WAIT/WAITED timeline (if recorded), then
    /// [`write_monitor_time`](Self::write_monitor_time). `now` is the date
    /// as `ctime` prints it (`Tue Mar 17 17:12:49 2015`; see [`ctime`]).
    pub fn write_text(&self, out: &mut impl io::Write, now: &str) -> io::Result<()> {
        let mut text = String::new();
        file_header(&mut text, self.variant(), now);
        if let Some(timeline) = &self.timeline {
            for line in lock_ignoring_poison(timeline).iter() {
                text.push_str(line);
                text.push('\n');
            }
        }
        out.write_all(text.as_bytes())?;
        self.write_monitor_time(out, now)
    }

    /// HPROF's `monitor_write_contended_time`: every trace (`TRACE n:`
    /// blocks), then the `MONITOR TIME` table (see [`render_at`]).
    pub fn write_monitor_time(&self, out: &mut impl io::Write, now: &str) -> io::Result<()> {
        let traces: Vec<(u32, Vec<String>)> = self
            .traces()
            .into_iter()
            .map(|(id, frames)| (id, frames.iter().map(trace_elem).collect()))
            .collect();
        let entries = self.all_entries();
        let rows = entries
            .iter()
            .map(|e| Row {
                trace_id: e.trace_id,
                class: e.class,
                ns: e.ns,
                count: e.count,
            })
            .collect();
        let mut text = String::new();
        monitor_part(&mut text, &traces, rows, now);
        out.write_all(text.as_bytes())
    }

    /// Handlers inside BEGIN_CALLBACK/END_CALLBACK right now (HPROF only).
    #[cfg(test)]
    fn active_callbacks(&self) -> u64 {
        match &self.tables {
            Tables::Hprof(c) => *lock_ignoring_poison(&c.callback_lock),
            Tables::Opt(_) => 0,
        }
    }
}

impl MonitorEvents for Hprof {
    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        _owner: Option<ThreadId>,
    ) {
        self.enter_event(thread, lock.id, lock.class.name());
    }

    fn contended_entered(
        &self,
        thread: &LockingThread,
        _lock: &'static LockProfile,
        blocked_ns: u64,
    ) {
        self.entered_event(thread, blocked_ns);
    }

    fn wait(&self, thread: &LockingThread, lock: &'static LockProfile, timeout: Option<Duration>) {
        self.wait_event(thread, lock.class.name(), timeout);
    }

    fn waited(&self, thread: &LockingThread, _lock: &'static LockProfile, waited_ns: u64) {
        self.waited_event(thread, waited_ns);
    }
}

/// What `java.hprof.txt` says before the data (HPROF copies its
/// `jvm.hprof.txt` prelude there; this is ours).
const PRELUDE: &str = "\
Monitor contention profile of toyjvm's HPROF-style agent
(-agentlib:hprof=monitor=y), in HPROF's text format, using {variant}.

WAIT: and WAITED: lines (if the timeline was recorded) show Object.wait calls
as they happened: the monitor's class signature, the timeout in ms (0: none)
or the time waited in ms, and the thread's serial number (200000 + id).

TRACE n: a stack trace of at most 4 frames, innermost first.

MONITOR TIME ranks the sites (trace, class of the locked object) by the time
threads spent blocked entering a contended monitor there: self is the site's
share of the total, accum the running sum, count the contended acquisitions.
A thread that won the monitor in its early spin, and a thread re-entering the
monitor after a notified wait(), post no contention events and are not counted;
time in wait() is not monitor time. The total is the true total in ms.
";

/// HPROF's monitor part of a report's HPROF table, dated now: what
/// [`Hprof::write_monitor_time`] writes, from the report's data (only
/// entries that saw contention, so only their traces; frames as the report
/// prints them).
pub fn render(table: &HprofTable, out: &mut String) {
    render_at(table, out, &ctime_now());
}

/// [`render`], dated `now` (`ctime`'s format).
///
/// The `MONITOR TIME` table is sorted by time then count, and cut off
/// below [`CUTOFF`] of the total. Two deliberate differences from HPROF:
/// the total is the true total in ms (HPROF divides its ms total by
/// 1 000 000, a leftover from its JVMPI days when the timer was in ns, and
/// prints no table at all unless contention summed to 1 000 000 ms or more
/// — hence the paper's "total = 1 ms" next to 549 035 contentions); and
/// with no contention the BEGIN/END lines are still printed (without the
/// `rank` header line, as HPROF's `io_write_monitor_header` does for a zero
/// total).
pub fn render_at(table: &HprofTable, out: &mut String, now: &str) {
    let mut traces: Vec<(u32, Vec<String>)> = table
        .entries
        .iter()
        .map(|e| {
            (
                e.trace_id,
                e.trace.iter().map(|f| format!("\t{f}")).collect(),
            )
        })
        .collect();
    traces.sort_by_key(|t| t.0);
    traces.dedup_by_key(|t| t.0);
    let rows = table
        .entries
        .iter()
        .map(|e| Row {
            trace_id: e.trace_id,
            class: &e.class,
            ns: e.ns,
            count: e.count,
        })
        .collect();
    monitor_part(out, &traces, rows, now);
}

/// The whole `java.hprof.txt` of a report's HPROF table, dated now:
/// HPROF's header line, a comment block, then [`render`]'s part (no
/// WAIT/WAITED timeline: the report does not keep it).
pub fn render_file(table: &HprofTable, out: &mut String) {
    let now = ctime_now();
    let variant = if table.variant == Variant::Opt.name() {
        Variant::Opt
    } else {
        Variant::Hprof
    };
    file_header(out, variant, &now);
    render_at(table, out, &now);
}

/// HPROF's first line (`"%s, created %s"` with `ctime`'s trailing newline,
/// hence the empty line), the prelude, and the separator.
fn file_header(out: &mut String, variant: Variant, now: &str) {
    let now = now.trim_end();
    let _ = writeln!(out, "{HEADER}, created {now}\n");
    let structures = match variant {
        Variant::Hprof => {
            "HPROF's data structures (callback-counter lock, maps under global locks)"
        }
        Variant::Opt => {
            "OptHPROF's data structures (no callback-counter lock, lock-free map reads)"
        }
    };
    out.push_str(&PRELUDE.replace("{variant}", structures));
    out.push_str("\n--------\n\n");
}

/// One row of the `MONITOR TIME` table, before sorting and the cutoff.
struct Row<'a> {
    trace_id: u32,
    class: &'a str,
    ns: u64,
    count: u64,
}

/// The `TRACE` blocks (`traces`: serial number and `\t`-indented frame
/// lines) and the `MONITOR TIME` table of `rows` (see [`render_at`]).
fn monitor_part(
    out: &mut String,
    traces: &[(u32, Vec<String>)],
    mut rows: Vec<Row<'_>>,
    now: &str,
) {
    let now = now.trim_end();
    for (id, frames) in traces {
        // "TRACE %u:\n", then "\t<empty>\n" for no frames.
        let _ = writeln!(out, "TRACE {id}:");
        if frames.is_empty() {
            out.push_str("\t<empty>\n");
        }
        for f in frames {
            out.push_str(f);
            out.push('\n');
        }
    }
    let total: u64 = rows.iter().map(|r| r.ns).sum();
    rows.sort_by(|a, b| {
        table_order(a.ns, a.count, a.trace_id, a.class)
            .cmp(&table_order(b.ns, b.count, b.trace_id, b.class))
    });
    // "MONITOR TIME BEGIN (total = %u ms) %s" — the true total (see above).
    let _ = writeln!(
        out,
        "MONITOR TIME BEGIN (total = {} ms) {now}",
        total / 1_000_000
    );
    if total > 0 {
        out.push_str("rank   self  accum   count trace monitor\n");
        let mut accum = 0.0;
        for (rank, r) in rows.iter().enumerate() {
            if (r.ns as f64) / (total as f64) < CUTOFF {
                break;
            }
            let percent = r.ns as f64 / total as f64 * 100.0;
            accum += percent;
            // "%4u %5.2f%% %5.2f%% %7u %5u %s (Java)\n"
            let _ = writeln!(
                out,
                "{:4} {:5.2}% {:5.2}% {:7} {:5} {} (Java)",
                rank + 1,
                percent,
                accum,
                r.count,
                r.trace_id,
                r.class
            );
        }
    }
    out.push_str("MONITOR TIME END\n");
}

/// HPROF's `io_write_trace_elem`: `\t%s.%s(%s:%s)`, with
/// `<Unknown Source>` and `Unknown line` for what is not known.
fn trace_elem(f: &Frame) -> String {
    let file = f.file.as_deref().unwrap_or("<Unknown Source>");
    match f.line {
        Some(line) => format!("\t{}.{}({file}:{line})", f.class, f.method),
        None => format!("\t{}.{}({file}:Unknown line)", f.class, f.method),
    }
}

/// HPROF's table order (`qsort_compare`): time descending, then count
/// descending; then, to be deterministic, trace and class.
fn table_order(ns: u64, count: u64, trace_id: u32, class: &str) -> impl Ord + '_ {
    (Reverse(ns), Reverse(count), trace_id, class)
}

fn sort_entries(v: &mut [HprofEntry]) {
    v.sort_by(|a, b| {
        table_order(a.ns, a.count, a.trace_id, a.class)
            .cmp(&table_order(b.ns, b.count, b.trace_id, b.class))
    });
}

/// `secs` since the Unix epoch as C's `ctime` prints it, in UTC and without
/// the newline: `Tue Mar 17 17:12:49 2015`.
pub fn ctime(secs: u64) -> String {
    const DAYS: [&str; 7] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
    const MONTHS: [&str; 12] = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ];
    let days = (secs / 86_400) as i64;
    let rem = secs % 86_400;
    let (year, month, day) = crate::dates::civil_from_days(days);
    // 1970-01-01 was a Thursday.
    let weekday = DAYS[(days + 4).rem_euclid(7) as usize];
    format!(
        "{weekday} {} {day:2} {:02}:{:02}:{:02} {year}",
        MONTHS[(month - 1) as usize],
        rem / 3600,
        rem / 60 % 60,
        rem % 60
    )
}

/// The current time as [`ctime`] prints it (UTC).
pub fn ctime_now() -> String {
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    ctime(secs)
}

fn thread_serial(id: ThreadId) -> u32 {
    THREAD_SERIAL_START.saturating_add(id.get())
}

/// The JVM signature of a dotted class name (`java.util.Hashtable` →
/// `Ljava/util/Hashtable;`, `int[]` → `[I`), as HPROF prints it in WAIT
/// lines. A name already in descriptor form (`[I`) is kept.
fn signature(class: &str) -> String {
    if class.starts_with('[') {
        return class.to_owned();
    }
    let mut base = class;
    let mut sig = String::new();
    while let Some(b) = base.strip_suffix("[]") {
        sig.push('[');
        base = b;
    }
    let prim = match base {
        "boolean" => Some('Z'),
        "byte" => Some('B'),
        "char" => Some('C'),
        "short" => Some('S'),
        "int" => Some('I'),
        "long" => Some('J'),
        "float" => Some('F'),
        "double" => Some('D'),
        _ => None,
    };
    match prim {
        Some(c) if !sig.is_empty() => sig.push(c),
        _ => {
            sig.push('L');
            sig.extend(base.chars().map(|c| if c == '.' { '/' } else { c }));
            sig.push(';');
        }
    }
    sig
}

fn lock_ignoring_poison<T>(m: &Mutex<T>) -> MutexGuard<'_, T> {
    m.lock()
}

// ---------------------------------------------------------------------------
// Per-thread state (HPROF's TLS: the monitor index and timer of the thread's
// contended enter or wait in progress).

/// The entry a thread's enter (or wait) event found.
#[derive(Clone, Copy)]
enum Site {
    /// HPROF: an index into the monitor table.
    Index(u32),
    /// OptHPROF: the entry itself.
    Node(&'static Node<(u32, &'static str), OptEntry>),
}

/// The per-lock total a contended enter will add to.
#[derive(Clone, Copy)]
enum LockSlot {
    /// HPROF: found under the monitor table's lock when adding.
    Id(u64),
    /// OptHPROF: found, lock-free, at the enter.
    Stat(&'static LockStat),
}

#[derive(Clone, Copy)]
struct Pending {
    agent: u64,
    /// The acting thread (events fire on it, so the OS thread would do; the
    /// id also keeps apart fake threads that one test thread drives).
    thread: ThreadId,
    site: Site,
    class: &'static str,
    /// `None` for a wait.
    lock: Option<LockSlot>,
}

thread_local! {
    /// At most one per (agent, thread); in a real run, at most one. Keyed by
    /// the agent's process-unique number: an OS thread that runs Java code
    /// for one VM and later for another (each VM's session has its own
    /// agent) never takes the other agent's entry. An entry lives from an
    /// enter (wait) to its entered (waited), which follow on the same thread
    /// in the same context.
    static PENDING: RefCell<Vec<Pending>> = const { RefCell::new(Vec::new()) };
}

fn tls_set(p: Pending) {
    // try_with: an event posted while the thread's TLS is being torn down
    // is dropped.
    let _ = PENDING.try_with(|v| {
        let mut v = v.borrow_mut();
        match v
            .iter_mut()
            .find(|q| q.agent == p.agent && q.thread == p.thread)
        {
            Some(slot) => *slot = p,
            None => v.push(p),
        }
    });
}

fn tls_take(agent: u64, thread: ThreadId) -> Option<Pending> {
    PENDING
        .try_with(|v| {
            let mut v = v.borrow_mut();
            let i = v
                .iter()
                .position(|q| q.agent == agent && q.thread == thread)?;
            Some(v.swap_remove(i))
        })
        .ok()
        .flatten()
}

// ---------------------------------------------------------------------------
// HPROF's data structures.

#[derive(Default)]
struct Classic {
    /// `gdata->active_callbacks`, under `gdata->callbackLock`.
    callback_lock: Mutex<u64>,
    /// `gdata->callbackBlock`: taken and released at the end of every
    /// callback (held by VM death, to park late callbacks).
    callback_block: Mutex<()>,
    traces: Mutex<Traces>,
    /// Class signatures → string index (`string_find_or_create`).
    strings: Mutex<HashMap<&'static str, u32, Fx>>,
    monitors: Mutex<Monitors>,
}

#[derive(Default)]
struct Traces {
    ids: HashMap<Arc<[Frame]>, u32, Fx>,
    /// By serial number − 300001.
    all: Vec<Arc<[Frame]>>,
}

#[derive(Default)]
struct Monitors {
    /// (trace serial, string index) → index into `entries`.
    index: HashMap<(u32, u32), u32, Fx>,
    entries: Vec<ClassicEntry>,
    /// Ours: lock id → (ns, count).
    locks: HashMap<u64, (u64, u64), Fx>,
}

struct ClassicEntry {
    trace_id: u32,
    frames: Arc<[Frame]>,
    class: &'static str,
    ns: u64,
    count: u64,
}

/// Inside a callback: END_CALLBACK when dropped.
struct InCallback<'a>(&'a Classic);

impl Classic {
    /// BEGIN_CALLBACK: `rawMonitorEnter(callbackLock); active_callbacks++;
    /// rawMonitorExit(callbackLock)`.
    fn begin_callback(&self) -> InCallback<'_> {
        *lock_ignoring_poison(&self.callback_lock) += 1;
        InCallback(self)
    }

    /// The serial number of the trace `frames` (`trace_find_or_create`).
    fn intern_trace(&self, frames: &[Frame]) -> u32 {
        let mut t = lock_ignoring_poison(&self.traces);
        if let Some(&id) = t.ids.get(frames) {
            return id;
        }
        let frames: Arc<[Frame]> = frames.into();
        t.all.push(Arc::clone(&frames));
        let id = TRACE_SERIAL_START + t.all.len() as u32;
        t.ids.insert(frames, id);
        id
    }

    fn intern_string(&self, s: &'static str) -> u32 {
        let mut strings = lock_ignoring_poison(&self.strings);
        let next = strings.len() as u32 + 1;
        *strings.entry(s).or_insert(next)
    }
}

impl Drop for InCallback<'_> {
    /// END_CALLBACK: `rawMonitorEnter(callbackLock); active_callbacks--;
    /// rawMonitorExit(callbackLock); rawMonitorEnter(callbackBlock);
    /// rawMonitorExit(callbackBlock)`.
    fn drop(&mut self) {
        *lock_ignoring_poison(&self.0.callback_lock) -= 1;
        drop(lock_ignoring_poison(&self.0.callback_block));
    }
}

// ---------------------------------------------------------------------------
// OptHPROF's data structures.

/// Buckets of each OptHPROF table (fixed: the table never resizes).
const OPT_BUCKET_BITS: u32 = 12;

struct Opt {
    /// Serial number of the next new trace.
    next_trace: AtomicU32,
    traces: FixedTable<Arc<[Frame]>, u32>,
    monitors: FixedTable<(u32, &'static str), OptEntry>,
    locks: FixedTable<u64, LockStat>,
}

struct OptEntry {
    frames: Arc<[Frame]>,
    ns: AtomicU64,
    count: AtomicU64,
}

#[derive(Default)]
struct LockStat {
    ns: AtomicU64,
    count: AtomicU64,
}

impl Opt {
    fn new() -> Opt {
        Opt {
            next_trace: AtomicU32::new(TRACE_SERIAL_START + 1),
            traces: FixedTable::new(OPT_BUCKET_BITS),
            monitors: FixedTable::new(OPT_BUCKET_BITS),
            locks: FixedTable::new(OPT_BUCKET_BITS),
        }
    }

    /// The serial number of the trace `frames` (lock-free unless new).
    fn intern_trace(&self, frames: &[Frame]) -> u32 {
        self.traces
            .find_or_insert(
                fx_hash(frames),
                |k| **k == *frames,
                // Under the bucket's lock: serial numbers are unique, and in
                // creation order when one thread creates them.
                || {
                    (
                        frames.into(),
                        self.next_trace.fetch_add(1, Ordering::Relaxed),
                    )
                },
            )
            .value
    }
}

/// A fixed-size hash table of linked lists (OptHPROF's map, paper 000
/// §4.2.1): lookups take no lock; an insert locks its bucket, checks again,
/// and pushes the new node at the head; nodes are never removed or freed
/// (they are leaked: the table lives for the run), so a reader may follow
/// any pointer it has loaded, forever.
struct FixedTable<K: 'static, V: 'static> {
    heads: Box<[AtomicPtr<Node<K, V>>]>,
    /// One per bucket, held only to insert into it.
    inserting: Box<[Mutex<()>]>,
}

struct Node<K: 'static, V: 'static> {
    key: K,
    value: V,
    /// Set before the node is published, never changed.
    next: Option<&'static Node<K, V>>,
}

// `FixedTable` is `Sync` through `AtomicPtr` whatever `K` and `V` are; these
// bounds make sure handing `&'static Node` to other threads is sound.
impl<K: Send + Sync + 'static, V: Send + Sync + 'static> FixedTable<K, V> {
    fn new(bits: u32) -> FixedTable<K, V> {
        let n = 1usize << bits;
        FixedTable {
            heads: (0..n)
                .map(|_| AtomicPtr::new(std::ptr::null_mut()))
                .collect(),
            inserting: (0..n).map(|_| Mutex::new(())).collect(),
        }
    }

    /// The bucket of `hash` (its top bits: Fx mixes those best).
    fn bucket(&self, hash: u64) -> usize {
        let bits = self.heads.len().trailing_zeros();
        (hash >> (64 - bits)) as usize
    }

    fn head(&self, bucket: usize) -> Option<&'static Node<K, V>> {
        let p = self.heads[bucket].load(Ordering::Acquire);
        // SAFETY: a non-null head was stored (with Release, below) by
        // `find_or_insert`, and is a `Box::leak`ed node: valid for 'static,
        // never freed nor mutated after publication except through its
        // atomics. The Acquire load pairs with that Release store, so the
        // node's fields (and, transitively, the nodes its `next` names,
        // published earlier in the same bucket) are visible here.
        unsafe { p.as_ref() }
    }

    /// The node of `bucket` whose key satisfies `is_key` (no lock).
    fn find(&self, bucket: usize, is_key: impl Fn(&K) -> bool) -> Option<&'static Node<K, V>> {
        let mut cur = self.head(bucket);
        while let Some(n) = cur {
            if is_key(&n.key) {
                return Some(n);
            }
            cur = n.next;
        }
        None
    }

    /// The node for a key (hashing to `hash`, recognised by `is_key`),
    /// created with `make` if there is none.
    fn find_or_insert(
        &self,
        hash: u64,
        is_key: impl Fn(&K) -> bool,
        make: impl FnOnce() -> (K, V),
    ) -> &'static Node<K, V> {
        let b = self.bucket(hash);
        if let Some(n) = self.find(b, &is_key) {
            return n;
        }
        let _inserting = lock_ignoring_poison(&self.inserting[b]);
        // Another thread may have inserted it since we looked.
        if let Some(n) = self.find(b, &is_key) {
            return n;
        }
        let (key, value) = make();
        let node: &'static Node<K, V> = Box::leak(Box::new(Node {
            key,
            value,
            next: self.head(b),
        }));
        // Release: publishes the node's fields to the Acquire loads in
        // `head`. Only inserters (serialized by the bucket lock) store.
        self.heads[b].store(
            node as *const Node<K, V> as *mut Node<K, V>,
            Ordering::Release,
        );
        node
    }

    /// Every node (no lock; nodes inserted meanwhile may or may not show).
    fn iter(&self) -> impl Iterator<Item = &'static Node<K, V>> + '_ {
        (0..self.heads.len()).flat_map(move |b| std::iter::successors(self.head(b), |n| n.next))
    }
}

/// rustc's Fx hash: one rotate, xor and multiply per word; fast and good
/// enough for short keys (both variants use it, so that they differ only
/// in their locking).
#[derive(Default, Clone, Copy)]
struct FxHasher(u64);

const FX_SEED: u64 = 0x51_7c_c1_b7_27_22_0a_95;

impl FxHasher {
    #[inline]
    fn add(&mut self, word: u64) {
        self.0 = (self.0.rotate_left(5) ^ word).wrapping_mul(FX_SEED);
    }
}

impl Hasher for FxHasher {
    fn write(&mut self, bytes: &[u8]) {
        let mut chunks = bytes.chunks_exact(8);
        for c in &mut chunks {
            self.add(u64::from_le_bytes(c.try_into().expect("8 bytes")));
        }
        let rest = chunks.remainder();
        if !rest.is_empty() {
            let mut w = [0u8; 8];
            w[..rest.len()].copy_from_slice(rest);
            self.add(u64::from_le_bytes(w));
        }
    }
    fn write_u8(&mut self, i: u8) {
        self.add(u64::from(i));
    }
    fn write_u32(&mut self, i: u32) {
        self.add(u64::from(i));
    }
    fn write_u64(&mut self, i: u64) {
        self.add(i);
    }
    fn write_usize(&mut self, i: usize) {
        self.add(i as u64);
    }
    fn finish(&self) -> u64 {
        self.0
    }
}

type Fx = BuildHasherDefault<FxHasher>;

fn fx_hash<T: Hash + ?Sized>(v: &T) -> u64 {
    Fx::default().hash_one(v)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn frame(class: &str, method: &str, line: u32) -> Frame {
        let file = format!("{}.java", class.rsplit('.').next().unwrap_or(class));
        Frame {
            class: class.into(),
            method: method.into(),
            file: Some(file.into()),
            line: Some(line),
        }
    }

    fn thread(id: u32) -> LockingThread {
        LockingThread::with_id(
            &locking::LockingContext::with_defaults(),
            ThreadId::new(id).unwrap(),
            1,
        )
    }

    const MS: u64 = 1_000_000;

    /// One contended acquisition: enter then entered after `ns`.
    fn contend(
        h: &Hprof,
        t: &LockingThread,
        frames: &[Frame],
        lock: u64,
        class: &'static str,
        ns: u64,
    ) {
        h.callback(|| h.enter_at(t, frames.to_vec(), lock, class));
        h.entered_event(t, ns);
    }

    fn wait(h: &Hprof, t: &LockingThread, frames: &[Frame], class: &'static str, waited_ns: u64) {
        h.callback(|| h.wait_at(t, frames.to_vec(), class, None));
        h.waited_event(t, waited_ns);
    }

    fn monitor_text(h: &Hprof) -> String {
        let mut out = Vec::new();
        h.write_monitor_time(&mut out, "Tue Mar 17 17:12:49 2015\n")
            .unwrap();
        String::from_utf8(out).unwrap()
    }

    fn both() -> [Hprof; 2] {
        [Hprof::new(Variant::Hprof), Hprof::new(Variant::Opt)]
    }

    #[test]
    fn accumulates_per_trace_and_class() {
        for h in both() {
            let t = thread(1);
            let a = [frame("a.B", "run", 31), frame("a.B", "main", 7)];
            let b = [frame("a.C", "get", 5)];
            contend(&h, &t, &a, 1, "java.util.Hashtable", 10 * MS);
            contend(&h, &t, &a, 2, "java.util.Hashtable", 20 * MS); // same class, other lock
            contend(&h, &t, &a, 3, "java.lang.Object", 5 * MS); // other class
            contend(&h, &t, &b, 1, "java.util.Hashtable", 7 * MS); // other trace
            let e = h.entries();
            assert_eq!(e.len(), 3, "{}", h.variant_name());
            assert_eq!(
                (e[0].trace_id, e[0].class, e[0].ns, e[0].count),
                (300001, "java.util.Hashtable", 30 * MS, 2)
            );
            assert_eq!(&*e[0].frames, &a);
            assert_eq!(
                (e[1].trace_id, e[1].class, e[1].ns, e[1].count),
                (300002, "java.util.Hashtable", 7 * MS, 1)
            );
            assert_eq!(
                (e[2].trace_id, e[2].class, e[2].ns, e[2].count),
                (300001, "java.lang.Object", 5 * MS, 1)
            );
            assert_eq!(h.total_ns(), 42 * MS);
            assert_eq!(
                h.per_lock(),
                vec![(1, 17 * MS, 2), (2, 20 * MS, 1), (3, 5 * MS, 1)]
            );
            assert_eq!(h.active_callbacks(), 0);
        }
    }

    #[test]
    fn wait_adds_nothing_to_monitor_time() {
        for h in both() {
            let h = h.with_timeline(true);
            let t = thread(1);
            let w = [frame("a.Q", "take", 12)];
            wait(&h, &t, &w, "a.Q", 500 * MS);
            // A waited without a wait, and an entered without an enter, are
            // ignored.
            h.waited_event(&t, 3 * MS);
            h.entered_event(&t, 3 * MS);
            assert_eq!(h.total_ns(), 0);
            assert!(h.entries().is_empty());
            assert!(h.per_lock().is_empty());
            // The wait site is a trace and a (zero) entry, as in HPROF.
            assert_eq!(h.all_entries().len(), 1);
            assert_eq!(
                monitor_text(&h),
                "TRACE 300001:\n\ta.Q.take(Q.java:12)\n\
                 MONITOR TIME BEGIN (total = 0 ms) Tue Mar 17 17:12:49 2015\n\
                 MONITOR TIME END\n"
            );
            // A wait then a contended enter: the enter's time counts alone.
            wait(&h, &t, &w, "a.Q", 100 * MS);
            contend(&h, &t, &w, 9, "a.Q", 2 * MS);
            assert_eq!(h.total_ns(), 2 * MS);
            assert_eq!(h.per_lock(), vec![(9, 2 * MS, 1)]);
            let timeline = lock_ignoring_poison(h.timeline.as_ref().unwrap()).clone();
            assert_eq!(
                timeline,
                [
                    "WAIT: MONITOR La/Q;, timeout=0, thread 200001",
                    "WAITED: MONITOR La/Q;, time_waited=500, thread 200001",
                    "WAIT: MONITOR La/Q;, timeout=0, thread 200001",
                    "WAITED: MONITOR La/Q;, time_waited=100, thread 200001",
                ]
            );
        }
    }

    #[test]
    fn text_format() {
        let h = Hprof::new(Variant::Hprof);
        let t = thread(1);
        let a = [frame("a.B", "run", 31), frame("a.B", "main", 7)];
        let odd = [Frame {
            class: "x.Y".into(),
            method: "z".into(),
            file: None,
            line: None,
        }];
        contend(&h, &t, &a, 1, "java.util.Hashtable", 10 * MS);
        contend(&h, &t, &a, 1, "java.util.Hashtable", 20 * MS);
        contend(&h, &t, &a, 1, "java.util.Hashtable", 30 * MS);
        contend(&h, &t, &[], 2, "Foo", 40 * MS);
        wait(&h, &t, &odd, "Bar", 1000 * MS);
        let expected = "\
TRACE 300001:
\ta.B.run(B.java:31)
\ta.B.main(B.java:7)
TRACE 300002:
\t<empty>
TRACE 300003:
\tx.Y.z(<Unknown Source>:Unknown line)
MONITOR TIME BEGIN (total = 100 ms) Tue Mar 17 17:12:49 2015
rank   self  accum   count trace monitor
   1 60.00% 60.00%       3 300001 java.util.Hashtable (Java)
   2 40.00% 100.00%       1 300002 Foo (Java)
MONITOR TIME END
";
        assert_eq!(monitor_text(&h), expected);

        let mut out = Vec::new();
        h.write_text(&mut out, "Tue Mar 17 17:12:49 2015").unwrap();
        let text = String::from_utf8(out).unwrap();
        assert!(text.starts_with("JAVA PROFILE 1.0.1, created Tue Mar 17 17:12:49 2015\n\n"));
        assert!(text.contains("HPROF's data structures"));
        assert!(text.ends_with(&format!("\n--------\n\n{expected}")));
    }

    #[test]
    fn sorting_and_cutoff() {
        for h in both() {
            let t = thread(1);
            let f = |n: u32| [frame("s.T", "m", n)];
            contend(&h, &t, &f(1), 1, "A", 99_000); // 9.9e-5 of the total: cut off
            contend(&h, &t, &f(2), 1, "B", 1_000_000_000);
            contend(&h, &t, &f(3), 1, "C", 200_000); // 2e-4: kept
            contend(&h, &t, &f(4), 1, "D", 100_000);
            contend(&h, &t, &f(4), 1, "D", 100_000); // same time as C, more hits
            contend(&h, &t, &f(5), 1, "E", 200_000); // same time and hits as C
            let total = 1_000_000_000 + 99_000 + 600_000;
            assert_eq!(h.total_ns(), total);
            let order: Vec<_> = h.entries().iter().map(|e| e.class).collect();
            assert_eq!(order, ["B", "D", "C", "E", "A"]);
            let text = monitor_text(&h);
            let rows: Vec<&str> = text
                .lines()
                .skip_while(|l| !l.starts_with("rank"))
                .skip(1)
                .take_while(|l| !l.starts_with("MONITOR"))
                .collect();
            assert_eq!(
                rows,
                [
                    "   1 99.93% 99.93%       1 300002 B (Java)",
                    "   2  0.02% 99.95%       2 300004 D (Java)",
                    "   3  0.02% 99.97%       1 300003 C (Java)",
                    "   4  0.02% 99.99%       1 300005 E (Java)",
                ],
                "{}",
                h.variant_name()
            );
            assert!(text.contains("(total = 1000 ms)"));
        }
    }

    /// A fixed mixed sequence of events on three fake threads.
    fn script(h: &Hprof) {
        let ts = [thread(1), thread(2), thread(3)];
        let traces: Vec<Vec<Frame>> = (0..5)
            .map(|i| (0..i).map(|d| frame("p.K", "f", 10 * i + d)).collect())
            .collect();
        let classes = ["java.util.Hashtable", "java.lang.Object", "p.K"];
        for i in 0..200u32 {
            let t = &ts[(i % 3) as usize];
            let tr = &traces[(i * 7 % 5) as usize];
            let class = classes[(i * 11 % 3) as usize];
            let lock = u64::from(i % 4);
            if i % 9 == 4 {
                wait(h, t, tr, class, u64::from(i) * MS);
            } else {
                contend(h, t, tr, lock, class, u64::from(i * i % 1000) * 1000);
            }
        }
        // Interleaved: two threads both between enter and entered.
        h.callback(|| h.enter_at(&ts[0], traces[1].clone(), 7, "p.K"));
        h.callback(|| h.enter_at(&ts[1], traces[2].clone(), 7, "p.K"));
        h.entered_event(&ts[1], 5 * MS);
        h.entered_event(&ts[0], 3 * MS);
    }

    #[test]
    fn variants_agree() {
        let [a, b] = both();
        script(&a);
        script(&b);
        assert_eq!(a.entries(), b.entries());
        assert_eq!(a.per_lock(), b.per_lock());
        assert_eq!(a.total_ns(), b.total_ns());
        assert_eq!(a.traces(), b.traces());
        assert_eq!(monitor_text(&a), monitor_text(&b));
        assert!(a.total_ns() > 0 && a.entries().len() > 5);
        let p7 = a.per_lock().into_iter().find(|p| p.0 == 7).unwrap();
        assert_eq!(p7, (7, 8 * MS, 2));
    }

    #[test]
    fn concurrent_totals_are_exact() {
        const THREADS: u64 = 4;
        const ROUNDS: u64 = 5_000;
        for h in both() {
            let traces: Vec<Vec<Frame>> = (0..6).map(|i| vec![frame("c.W", "work", i)]).collect();
            let ctx = locking::LockingContext::with_defaults();
            std::thread::scope(|s| {
                for k in 0..THREADS {
                    let (h, traces, ctx) = (&h, &traces, &ctx);
                    s.spawn(move || {
                        let t = LockingThread::new(ctx);
                        for r in 0..ROUNDS {
                            let class = if r % 2 == 0 { "c.A" } else { "c.B" };
                            let tr = &traces[((r + k) % 6) as usize];
                            contend(h, &t, tr, r % 3, class, r % 7 + 1);
                            if r % 50 == 0 {
                                wait(h, &t, tr, class, 1);
                            }
                        }
                    });
                }
            });
            let per_round: u64 = (0..ROUNDS).map(|r| r % 7 + 1).sum();
            assert_eq!(h.total_ns(), THREADS * per_round, "{}", h.variant_name());
            let entries = h.entries();
            assert_eq!(entries.len(), 12, "6 traces x 2 classes, no duplicates");
            assert_eq!(
                entries.iter().map(|e| e.count).sum::<u64>(),
                THREADS * ROUNDS
            );
            assert_eq!(h.traces().len(), 6);
            let per_lock = h.per_lock();
            assert_eq!(per_lock.iter().map(|p| p.0).collect::<Vec<_>>(), [0, 1, 2]);
            for (id, ns, count) in per_lock {
                let rounds = (0..ROUNDS).filter(|r| r % 3 == id);
                assert_eq!(count, THREADS * rounds.clone().count() as u64);
                assert_eq!(ns, THREADS * rounds.map(|r| r % 7 + 1).sum::<u64>());
            }
            assert_eq!(h.active_callbacks(), 0);
        }
    }

    #[test]
    fn dates_print_like_ctime() {
        assert_eq!(ctime(1_426_612_369), "Tue Mar 17 17:12:49 2015");
        assert_eq!(ctime(0), "Thu Jan  1 00:00:00 1970");
        assert_eq!(ctime(951_782_400), "Tue Feb 29 00:00:00 2000");
        assert_eq!(ctime_now().len(), 24);
    }

    #[test]
    fn report_rendering_matches_the_agent() {
        let h = Hprof::new(Variant::Opt);
        let t = thread(1);
        let a = [frame("a.B", "run", 31), frame("a.B", "main", 7)];
        contend(&h, &t, &a, 1, "java.util.Hashtable", 10 * MS);
        contend(&h, &t, &[], 2, "Foo", 30 * MS);
        contend(&h, &t, &a, 3, "Foo", 30 * MS);
        let table = h.table();
        let mut rendered = String::new();
        render_at(&table, &mut rendered, "Tue Mar 17 17:12:49 2015");
        assert_eq!(rendered, monitor_text(&h));
        let mut file = String::new();
        render_file(&table, &mut file);
        assert!(file.starts_with("JAVA PROFILE 1.0.1, created "));
        assert!(file.contains("OptHPROF's data structures"));
        assert!(file.contains("   3 14.29% 100.00%       1 300001 java.util.Hashtable (Java)\n"));
    }

    #[test]
    fn signatures() {
        assert_eq!(signature("java.util.Hashtable"), "Ljava/util/Hashtable;");
        assert_eq!(signature("Foo"), "LFoo;");
        assert_eq!(signature("int[]"), "[I");
        assert_eq!(signature("java.lang.String[][]"), "[[Ljava/lang/String;");
        assert_eq!(signature("[J"), "[J");
    }

    #[test]
    fn the_agent_is_sync() {
        fn sync<T: Sync + Send>() {}
        sync::<Hprof>();
    }
}

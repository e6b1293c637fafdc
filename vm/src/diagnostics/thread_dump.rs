//! The thread dump: what `kill -3 <pid>` (SIGQUIT, see `signals.rs`) prints on stdout, in
//! HotSpot 17's format (`Threads::print_on`, `JavaThread::print_on`,
//! `javaVFrame::print_lock_info_on`), followed by HotSpot's deadlock report
//! (`deadlock.rs`). The program keeps running.
//!
//! The dump is taken at a safepoint, on the VM thread: every Java thread is then stopped
//! between bytecodes or blocked, so its frames, the monitors its frames hold and the lock state
//! of every object are stable. The text is built there and written by the caller after the
//! safepoint, so that no Java thread waits on stdout while all of them are stopped.
//!
//! Beyond HotSpot, for teaching, each lock line ends with the state of the lock in toyjvm's
//! lock hierarchy — `(biased to "T1")`, `(stack-locked)`, `(inflated: 2 entering, 1 waiting)` —
//! after HotSpot's text, so every line still starts with exactly what HotSpot prints.
//! `docs/THREAD_DUMP.md` describes the output.
use parking_lot::Mutex;
use std::fmt::Write as _;
use std::sync::atomic::Ordering;
use std::sync::Arc;

use locking::inspect::{self, LockState};
use locking::{LockingThread, ObjectMonitor};

use crate::classes::method::Method;
use crate::runtime::object_sync::object_ref;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use crate::threads::shared::{JavaState, OsThread, ThreadShared};

/// Takes a thread dump at a safepoint and returns its text (`None`: there is no VM thread to
/// run it). Call from a thread that is not a Java thread (the signal dispatcher): it waits for
/// the safepoint.
pub fn take() -> Option<String> {
    let text = Arc::new(Mutex::new(None));
    let out = text.clone();
    let ran = crate::threads::vm_thread::run_operation(locking::safepoint::VmOperation {
        name: "PrintThreads",
        work: Box::new(move || {
            // SAFETY: a VM operation runs at a safepoint, which is `at_safepoint`'s contract.
            let dump = unsafe { at_safepoint() };
            *out.lock() = Some(dump);
        }),
    });
    let dump = text.lock().take();
    ran.then_some(dump).flatten()
}

/// What one Java thread waits for, as the dump describes it.
#[derive(Clone, Copy)]
pub(crate) enum Blocker {
    /// Running (or blocked in something the VM does not name: I/O).
    None,
    /// Blocked entering `monitor` (of `object`); `relock`: re-entering it after `wait()`.
    Entering {
        monitor: &'static ObjectMonitor,
        object: u64,
        relock: bool,
    },
    /// In `Object.wait` on `object`, not yet notified.
    Waiting { object: u64, timed: bool },
    /// In `Thread.sleep`.
    Sleeping,
    /// In `LockSupport.park`; `blocker` is `Thread.parkBlocker` (0: none).
    Parked { blocker: u64, timed: bool },
}

/// One Java thread as seen at the safepoint: everything the dump prints, copied out of its
/// `JThread` (which may only be read during the `for_each_attached` call).
pub(crate) struct ThreadSnapshot {
    pub(crate) name: String,
    /// `Thread.getId()` (none while the main thread's Thread object is being made).
    pub(crate) id: Option<i64>,
    pub(crate) java_thread: u64,
    pub(crate) daemon: bool,
    pub(crate) priority: i32,
    /// Address of the `JThread` (HotSpot prints its `JavaThread*` as `tid=`).
    pub(crate) address: usize,
    pub(crate) shared: Arc<ThreadShared>,
    /// Frames, innermost first: method and current bytecode index.
    pub(crate) frames: Vec<(&'static Method, Option<u32>)>,
    /// Monitors held by frames: (frame index, innermost first; object), innermost acquisition
    /// first.
    pub(crate) monitors: Vec<(usize, u64)>,
    /// The top frame's operand-stack pointer (HotSpot prints its last Java SP, page-aligned).
    pub(crate) sp: usize,
    pub(crate) blocker: Blocker,
}

impl ThreadSnapshot {
    pub(crate) fn of(t: &JThread) -> ThreadSnapshot {
        let mut name = String::new();
        let _ = crate::diagnostics::crash::java_thread_name(&mut name, t);
        let (daemon, priority) = if t.java_thread == 0 {
            (false, 5)
        } else {
            let wk = vm().wk();
            let daemon = crate::heap::field(t.java_thread, wk.thread_daemon).load(Ordering::Relaxed)
                as u32
                != 0;
            let priority = wk.thread.instance_field_slot("priority").map_or(5, |s| {
                crate::heap::field(t.java_thread, s).load(Ordering::Relaxed) as i32
            });
            (daemon, priority)
        };
        let depth = t.frames.len();
        ThreadSnapshot {
            name,
            id: crate::diagnostics::crash::java_thread_id(t),
            java_thread: t.java_thread,
            daemon,
            priority,
            address: t as *const JThread as usize,
            shared: t.shared.clone(),
            frames: t.frames.iter().rev().map(|f| (f.method, f.bci())).collect(),
            // `frame_depth` is 1 for the outermost frame.
            monitors: t
                .monitors
                .iter()
                .rev()
                .map(|m| (depth.saturating_sub(m.frame_depth as usize), m.object))
                .collect(),
            sp: t.frames.last().map_or(0, |f| f.sp as usize),
            blocker: blocker_of(t),
        }
    }

    pub(crate) fn locking(&self) -> &LockingThread {
        &self.shared.locking
    }
}

/// What `t` waits for.
fn blocker_of(t: &JThread) -> Blocker {
    let locking = &t.shared.locking;
    let timed = t.shared.state() == JavaState::TimedWaiting;
    if let Some(monitor) = locking.contended_monitor() {
        if let Some(object) = monitor.object() {
            let relock = locking
                .waiting_monitor()
                .is_some_and(|w| std::ptr::eq(w, monitor));
            return Blocker::Entering {
                monitor,
                object: object.addr() as u64,
                relock,
            };
        }
    }
    if let Some(object) = locking.waiting_monitor().and_then(ObjectMonitor::object) {
        return Blocker::Waiting {
            object: object.addr() as u64,
            timed,
        };
    }
    if t.shared.is_sleeping() {
        return Blocker::Sleeping;
    }
    // Waiting, neither in `wait` nor asleep: parked (the only other place the VM reports a
    // thread waiting).
    match t.shared.state() {
        JavaState::Waiting | JavaState::TimedWaiting => Blocker::Parked {
            blocker: park_blocker(t.java_thread),
            timed,
        },
        _ => Blocker::None,
    }
}

/// `Thread.parkBlocker` (0: none).
fn park_blocker(java_thread: u64) -> u64 {
    if java_thread == 0 {
        return 0;
    }
    vm().wk()
        .thread
        .instance_field_slot("parkBlocker")
        .map_or(0, |s| {
            crate::heap::field(java_thread, s).load(Ordering::Relaxed)
        })
}

/// The dump's text.
///
/// # Safety
/// Only at a safepoint (from a VM operation), as [`ThreadRegistry::for_each_attached`].
///
/// [`ThreadRegistry::for_each_attached`]: crate::threads::registry::ThreadRegistry::for_each_attached
pub unsafe fn at_safepoint() -> String {
    let mut threads = Vec::new();
    // SAFETY: the caller's contract (we are at a safepoint); the snapshot copies what it needs
    // out of each JThread during the call.
    unsafe {
        vm().threads
            .for_each_attached(|t| threads.push(ThreadSnapshot::of(t)))
    };
    // In the order the threads were created, as HotSpot lists them.
    threads.sort_by_key(|t| t.id);
    let dump = Dump::new(&threads);
    let mut out = String::new();
    dump.print_threads(&mut out);
    crate::diagnostics::deadlock::print_deadlocks(&dump, &mut out);
    out
}

/// The threads of a dump, with what lock lines need to describe a lock.
pub(crate) struct Dump<'a> {
    pub(crate) threads: &'a [ThreadSnapshot],
    locking: Vec<&'a LockingThread>,
}

impl<'a> Dump<'a> {
    pub(crate) fn new(threads: &'a [ThreadSnapshot]) -> Dump<'a> {
        Dump {
            threads,
            locking: threads.iter().map(ThreadSnapshot::locking).collect(),
        }
    }

    /// The threads' locking views, for `locking::inspect`.
    pub(crate) fn locking_threads(&self) -> &[&'a LockingThread] {
        &self.locking
    }

    /// The snapshot of the thread whose locking view is `t`.
    pub(crate) fn thread_of(&self, t: &LockingThread) -> Option<&'a ThreadSnapshot> {
        self.threads.iter().find(|s| std::ptr::eq(s.locking(), t))
    }

    /// The header and every Java thread, then the VM's own threads (HotSpot's
    /// `Threads::print_on`).
    fn print_threads(&self, out: &mut String) {
        out.push_str(&local_time());
        out.push('\n');
        let _ = writeln!(
            out,
            "Full thread dump toyjvm 64-Bit Server VM ({} interpreted mode):\n",
            crate::diagnostics::crash::VM_VERSION
        );
        for t in self.threads {
            self.print_thread(t, out);
            self.print_stack(t, out);
            out.push('\n');
        }
        // The VM thread is the one running this.
        let me = OsThread::current();
        print_vm_thread(out, "VM Thread", &me, own_cpu_ms(), uptime_s());
        if let Some(d) = crate::diagnostics::signals::dispatcher() {
            print_vm_thread(out, "Signal Dispatcher", d, cpu_ms(d), elapsed_s(d));
        }
    }

    /// `"name" #id [daemon ]prio=5 os_prio=0 cpu=..ms elapsed=..s tid=0x.. nid=0x.. <os state>
    /// [0x..]` and `   java.lang.Thread.State: ...` (`JavaThread::print_on`).
    fn print_thread(&self, t: &ThreadSnapshot, out: &mut String) {
        let _ = write!(out, "\"{}\" ", t.name);
        if let Some(id) = t.id {
            let _ = write!(out, "#{id} ");
            if t.daemon {
                out.push_str("daemon ");
            }
            let _ = write!(out, "prio={} ", t.priority);
        }
        out.push_str("os_prio=0 ");
        if let Some(os) = t.shared.os_thread() {
            let _ = write!(
                out,
                "cpu={:.2}ms elapsed={:.2}s ",
                cpu_ms(os),
                elapsed_s(os)
            );
        }
        let _ = write!(out, "tid={:#018x} ", t.address);
        if let Some(os) = t.shared.os_thread() {
            let _ = write!(out, "nid={:#x} ", os.tid);
        }
        let (os_state, java_state) = states(t);
        let _ = writeln!(out, "{os_state} [{:#018x}]", t.sp & !0xfff);
        let _ = writeln!(out, "   java.lang.Thread.State: {java_state}");
    }

    /// The thread's frames with their lock lines (`JavaThread::print_stack_on` with
    /// `JavaMonitorsInStackTrace`). The native method a blocked thread is in (`Object.wait`,
    /// `Thread.sleep`, `Unsafe.park`) has no frame of its own in toyjvm; it is printed first,
    /// as HotSpot shows it.
    pub(crate) fn print_stack(&self, t: &ThreadSnapshot, out: &mut String) {
        let mut count = 0;
        match t.blocker {
            Blocker::Entering {
                object,
                relock: true,
                ..
            } => {
                out.push_str("\tat java.lang.Object.wait(Native Method)\n");
                self.lock_line(out, "waiting to re-lock in wait()", object);
                count += 1;
            }
            Blocker::Waiting { object, .. } => {
                out.push_str("\tat java.lang.Object.wait(Native Method)\n");
                self.lock_line(out, "waiting on", object);
                count += 1;
            }
            Blocker::Sleeping => {
                out.push_str("\tat java.lang.Thread.sleep(Native Method)\n");
                count += 1;
            }
            Blocker::Parked { blocker, .. } => {
                out.push_str("\tat jdk.internal.misc.Unsafe.park(Native Method)\n");
                if blocker != 0 {
                    // HotSpot's format has two spaces before the address here.
                    let _ = write!(
                        out,
                        "\t- parking to wait for  <{blocker:#018x}> ({})",
                        class_description(blocker)
                    );
                    self.synchronizer_state(out, blocker);
                    out.push('\n');
                }
                count += 1;
            }
            Blocker::Entering { .. } | Blocker::None => {}
        }
        for (i, &(method, bci)) in t.frames.iter().enumerate() {
            out.push_str("\tat ");
            let _ = crate::diagnostics::crash::stack_element(out, method, bci);
            out.push('\n');
            if count == 0 {
                if let Blocker::Entering {
                    object,
                    relock: false,
                    ..
                } = t.blocker
                {
                    self.lock_line(out, "waiting to lock", object);
                }
            }
            for &(_, object) in t.monitors.iter().filter(|m| m.0 == i) {
                self.lock_line(out, "locked", object);
            }
            count += 1;
        }
    }

    /// `\t- <what> <0x..> (a Class)`, then the lock's state in toyjvm's hierarchy.
    fn lock_line(&self, out: &mut String, what: &str, object: u64) {
        let _ = write!(
            out,
            "\t- {what} <{object:#018x}> ({})",
            class_description(object)
        );
        self.lock_state(out, object);
        out.push('\n');
    }

    /// ` (biased to "T1")`, ` (stack-locked)`, ` (inflated: 2 entering, 1 waiting)`.
    fn lock_state(&self, out: &mut String, object: u64) {
        let threads = self.locking_threads();
        match inspect::lock_state(object_ref(object)) {
            LockState::Unlocked => out.push_str(" (unlocked)"),
            LockState::Biased { thread: None, .. } => out.push_str(" (biasable, not biased yet)"),
            LockState::Biased {
                thread: Some(id), ..
            } => match threads.iter().find(|t| t.id() == id) {
                Some(t) => {
                    let name = self.thread_of(t).map_or("?", |s| s.name.as_str());
                    let _ = write!(out, " (biased to \"{name}\")");
                }
                None => out.push_str(" (biased to a thread that has ended)"),
            },
            LockState::StackLocked { .. } => out.push_str(" (stack-locked)"),
            LockState::Inflated { monitor } => {
                let q = inspect::monitor_queues(monitor, threads);
                let _ = write!(
                    out,
                    " (inflated: {} entering, {} waiting)",
                    q.entering, q.waiting
                );
            }
            LockState::Inflating => out.push_str(" (being inflated)"),
        }
    }

    /// ` (held by "T2")` for an ownable synchronizer (a `ReentrantLock`) that has an owner.
    fn synchronizer_state(&self, out: &mut String, synchronizer: u64) {
        match self.synchronizer_owner(synchronizer) {
            Some(owner) => {
                let _ = write!(out, " (held by \"{}\")", owner.name);
            }
            None if crate::threads::park_blocker::exclusive_owner(synchronizer).is_some() => {}
            None => out.push_str(" (free)"),
        }
    }

    /// The thread that holds an ownable synchronizer (`ReentrantLock`), if it is one of the
    /// dump's threads.
    pub(crate) fn synchronizer_owner(&self, synchronizer: u64) -> Option<&'a ThreadSnapshot> {
        let owner = crate::threads::park_blocker::exclusive_owner(synchronizer)?;
        self.threads.iter().find(|t| t.java_thread == owner)
    }
}

/// `a java.lang.Object`, or `a java.lang.Class for Foo` for a class mirror (HotSpot's
/// `print_locked_object_class_name`).
pub(crate) fn class_description(object: u64) -> String {
    let class = crate::heap::class_of(object);
    let wk = vm().wk();
    if std::ptr::eq(class, wk.class) {
        let p = crate::heap::field(object, wk.class_vm_class).load(Ordering::Relaxed);
        if p != 0 {
            // SAFETY: a mirror's `vmClass` holds the address of the immortal VM class it
            // stands for (natives/reflect.rs, `mirror_of`), stored before the mirror is
            // published; 0 only before that.
            let of = unsafe { &*(p as usize as *const crate::classes::class::Class) };
            return format!("a java.lang.Class for {}", of.java_name());
        }
    }
    format!("a {}", class.java_name())
}

/// HotSpot's OS-thread state and `java.lang.Thread.State` text for a thread.
fn states(t: &ThreadSnapshot) -> (&'static str, &'static str) {
    match t.blocker {
        Blocker::Entering { .. } => ("waiting for monitor entry ", "BLOCKED (on object monitor)"),
        Blocker::Waiting { timed: false, .. } => {
            ("in Object.wait() ", "WAITING (on object monitor)")
        }
        Blocker::Waiting { timed: true, .. } => {
            ("in Object.wait() ", "TIMED_WAITING (on object monitor)")
        }
        Blocker::Sleeping => ("waiting on condition ", "TIMED_WAITING (sleeping)"),
        Blocker::Parked { timed: false, .. } => ("waiting on condition ", "WAITING (parking)"),
        Blocker::Parked { timed: true, .. } => ("waiting on condition ", "TIMED_WAITING (parking)"),
        Blocker::None => ("runnable ", "RUNNABLE"),
    }
}

/// `"VM Thread" os_prio=0 cpu=..ms elapsed=..s tid=0x.. nid=0x.. runnable  ` (a thread that
/// runs no Java code: HotSpot's `NamedThread::print_on`), then a blank line.
fn print_vm_thread(out: &mut String, name: &str, os: &OsThread, cpu_ms: f64, elapsed_s: f64) {
    let _ = writeln!(
        out,
        "\"{name}\" os_prio=0 cpu={cpu_ms:.2}ms elapsed={elapsed_s:.2}s tid={:#018x} nid={:#x} runnable  \n",
        os.pthread as usize, os.tid
    );
}

fn elapsed_s(os: &OsThread) -> f64 {
    os.started.elapsed().as_secs_f64()
}

fn uptime_s() -> f64 {
    crate::diagnostics::log::uptime()
}

/// CPU time of a live thread, in ms (0 if the clock cannot be read).
fn cpu_ms(os: &OsThread) -> f64 {
    let mut clock: libc::clockid_t = 0;
    // SAFETY: `os.pthread` is a live thread: an attached Java thread cannot end during the
    // safepoint this runs at, and the signal dispatcher waits for this operation. The call
    // writes the clock id into `clock`.
    if unsafe { libc::pthread_getcpuclockid(os.pthread, &mut clock) } != 0 {
        return 0.0;
    }
    clock_ms(clock)
}

/// CPU time of the calling thread, in ms.
fn own_cpu_ms() -> f64 {
    clock_ms(libc::CLOCK_THREAD_CPUTIME_ID)
}

fn clock_ms(clock: libc::clockid_t) -> f64 {
    let mut ts = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: clock_gettime writes the time into `ts`, a valid timespec.
    if unsafe { libc::clock_gettime(clock, &mut ts) } != 0 {
        return 0.0;
    }
    ts.tv_sec as f64 * 1e3 + ts.tv_nsec as f64 / 1e6
}

/// The local time as HotSpot's `os::local_time_string` prints it: `2026-11-25 18:01:50`.
fn local_time() -> String {
    // SAFETY: time(NULL) only returns the time; localtime_r fills `tm`, a zeroed (valid) struct,
    // from `now`, and is thread-safe.
    let tm = unsafe {
        let now = libc::time(std::ptr::null_mut());
        let mut tm: libc::tm = std::mem::zeroed();
        libc::localtime_r(&now, &mut tm);
        tm
    };
    format!(
        "{:04}-{:02}-{:02} {:02}:{:02}:{:02}",
        tm.tm_year + 1900,
        tm.tm_mon + 1,
        tm.tm_mday,
        tm.tm_hour,
        tm.tm_min,
        tm.tm_sec
    )
}

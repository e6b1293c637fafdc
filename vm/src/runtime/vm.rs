//! A VM: its options, class table, interned strings, selectors, heap, threads and locking
//! context. A process may hold several, one after the other or side by side; each OS thread
//! works for at most one, the *current* VM ([`vm`]), which the thread is given when it starts.
use crate::classes::class::Class;
use crate::classpath::ClassPath;
use crate::runtime::options::VmOptions;
use hashbrown::HashMap;
use parking_lot::{Mutex, ReentrantMutex, RwLock};
use std::cell::{Cell, RefCell};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;

pub struct Vm {
    pub options: VmOptions,
    pub classpath: ClassPath,
    pub(crate) boot_classes: HashMap<&'static str, &'static [u8]>,
    pub(crate) classes: RwLock<HashMap<String, &'static Class>>,
    /// Serializes class loading (re-entrant: loading a class loads its supertypes); the set holds
    /// classes being loaded, to detect ClassCircularityError.
    pub(crate) load_lock: ReentrantMutex<RefCell<Vec<String>>>,
    pub(crate) selectors: Mutex<HashMap<String, u32>>,
    /// The intern table: string contents -> the canonical `java.lang.String`.
    pub(crate) interned: Mutex<HashMap<Vec<u16>, u64>>,
    pub(crate) well_known: OnceLock<crate::classes::well_known::WellKnown>,
    pub(crate) next_thread_id: AtomicU32,
    pub(crate) lambda_count: AtomicU32,
    pub threads: crate::threads::registry::ThreadRegistry,
    pub(crate) verification: crate::verify::stats::VerificationStats,
    /// The Java heap and its collector.
    pub heap: crate::gc::Heap,
    /// The VM thread's statistics, start time and operation queue.
    pub vm_thread: crate::threads::vm_thread::state::VmThreadState,
    /// The locking crate's state for this VM: biased-locking settings from the options, the
    /// safepoint state and thread list, the monitor pool, the lock classes. Every Java thread's
    /// `LockingThread` belongs to it.
    pub locking: std::sync::Arc<locking::LockingContext>,
    /// Classes the VM made itself (lambda classes), which the class table does not list.
    pub(crate) synthetic_classes: Mutex<Vec<&'static Class>>,
    /// References the VM holds for good outside any class or thread (JNI's global references):
    /// the shared instances of non-capturing lambdas. Roots.
    pub(crate) global_refs: Mutex<Vec<u64>>,
    /// This VM's profiling session (`instrumentation/profiling.rs`), if a profiler was asked for.
    pub(crate) profiler: Option<std::sync::Arc<profiler::Session>>,
    /// Main class and arguments, for the profiling report.
    pub(crate) program: std::sync::OnceLock<String>,
    /// The contended-lock sampler's thread, while it runs (`diagnostics/sampler.rs`).
    pub(crate) sampler: crate::threads::periodic::PeriodicThread,
    /// The concurrency metrics' period thread (`instrumentation/concurrency.rs`), if they are on.
    pub(crate) concurrency_monitor: crate::threads::periodic::PeriodicThread,
}

thread_local! {
    /// The VM this OS thread works for. Every thread a VM starts (its Java threads, the VM
    /// thread) sets it first thing and keeps it for life; other threads (an embedding program's,
    /// the signal dispatcher) hold it for as long as an [`Entered`] guard lives.
    static CURRENT: Cell<Option<&'static Vm>> = const { Cell::new(None) };
}

/// The VM this thread works for. Panics on a thread that works for none: every path that can
/// run there is a bug of the VM (the embedding API enters the VM before calling in).
#[inline(always)]
pub fn vm() -> &'static Vm {
    match CURRENT.with(Cell::get) {
        Some(vm) => vm,
        None => no_current_vm(),
    }
}

#[cold]
#[inline(never)]
fn no_current_vm() -> ! {
    panic!("this thread works for no VM")
}

/// The VM this thread works for, if any (exit and logging paths run outside any VM too).
pub fn try_vm() -> Option<&'static Vm> {
    CURRENT.with(Cell::get)
}

/// Makes `vm` this thread's VM for good: for threads the VM starts, before they do anything.
pub(crate) fn work_for(vm: &'static Vm) {
    CURRENT.with(|c| c.set(Some(vm)));
}

/// Makes `vm` this thread's VM until the guard drops, when the thread's previous VM (usually
/// none) is back.
#[must_use = "the thread works for the VM only while the guard lives"]
pub fn enter(vm: &'static Vm) -> Entered {
    Entered {
        previous: CURRENT.with(|c| c.replace(Some(vm))),
    }
}

/// What [`enter`] returns.
pub struct Entered {
    previous: Option<&'static Vm>,
}

impl Drop for Entered {
    fn drop(&mut self) {
        CURRENT.with(|c| c.set(self.previous));
    }
}

impl Vm {
    /// Global id of a name+descriptor pair: methods with equal selectors override each other.
    pub fn selector(&self, name: &str, desc: &str) -> u32 {
        let key = format!("{name}{desc}");
        let mut t = self.selectors.lock();
        let n = t.len() as u32;
        *t.entry(key).or_insert(n)
    }

    pub fn wk(&self) -> &crate::classes::well_known::WellKnown {
        self.well_known.get().expect("bootstrap incomplete")
    }

    pub fn new_thread_id(&self) -> u32 {
        self.next_thread_id.fetch_add(1, Ordering::Relaxed)
    }

    /// Every class: loaded, array, primitive and synthetic (a snapshot).
    pub fn all_classes(&self) -> Vec<&'static Class> {
        let mut all: Vec<&'static Class> = self.classes.read().values().copied().collect();
        all.extend(self.synthetic_classes.lock().iter().copied());
        all
    }

    /// An already loaded class (no loading).
    pub fn loaded_class(&self, name: &str) -> Option<&'static Class> {
        self.classes.read().get(name).copied()
    }
}

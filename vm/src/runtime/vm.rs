//! A VM: its options, class table, interned strings, selectors, heap, threads and locking
//! context. A process may hold several, one after the other or side by side; each OS thread
//! works for at most one, the *current* VM ([`vm`]), which the thread is given when it starts.
use crate::classes::class::Class;
use crate::classpath::ClassPath;
use crate::runtime::options::VmOptions;
use hashbrown::HashMap;
use parking_lot::{Mutex, ReentrantMutex, RwLock};
use std::cell::{Cell, RefCell};
use std::io::Write;
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
    selectors: Mutex<HashMap<String, u32>>,
    /// The intern table: string contents -> the canonical `java.lang.String`.
    pub(crate) interned: Mutex<HashMap<Vec<u16>, u64>>,
    pub(crate) well_known: OnceLock<crate::classes::well_known::WellKnown>,
    pub(crate) next_thread_id: AtomicU32,
    pub(crate) lambda_count: AtomicU32,
    pub threads: crate::threads::registry::ThreadRegistry,
    pub(crate) verification: crate::classes::link::VerificationStats,
    /// The Java heap and its collector.
    pub heap: crate::gc::Heap,
    /// The VM thread's statistics, start time and operation queue.
    pub vm_thread: crate::threads::vm_thread::VmThreadState,
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
    pub(crate) sampler: Mutex<Option<crate::diagnostics::sampler::SamplerThread>>,
    /// The concurrency metrics' period thread (`instrumentation/concurrency.rs`), if they are on.
    pub(crate) concurrency_monitor: crate::instrumentation::concurrency::Monitor,
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

/// Ends the process with `code` (`System.exit`, and the `toyjvm` launcher at the end): the
/// calling thread's VM, if any, writes its reports first.
pub fn exit_vm(code: i32) -> ! {
    if let Some(vm) = try_vm() {
        write_final_reports(vm);
    }
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    std::process::exit(code)
}

/// What a VM writes when it ends: the profilers' reports, `-Xlog`'s summaries.
fn write_final_reports(vm: &'static Vm) {
    crate::instrumentation::profiling::finish(vm);
    crate::threads::vm_thread::log_summary(vm);
    vm.log_verification_summary();
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
}

/// How a VM ended (`end_vm`).
#[derive(Clone, Copy, Debug)]
pub struct Ended {
    /// Java threads still running at the end (daemons), now stopped for good.
    pub threads_stopped: usize,
    /// Whether the heap went back to the OS (only when no Java thread was left).
    pub heap_released: bool,
}

/// The end of `vm`, after its main thread ran `DestroyJavaVM` and ended: the reports are
/// written, the VM thread stops the daemon threads still running for good (HotSpot's `VM_Exit`)
/// and ends, SIGQUIT forgets the VM, and the heap goes back to the OS when no Java thread is
/// left. Classes and methods stay (they are `'static`).
pub(crate) fn end_vm(vm: &'static Vm) -> Ended {
    let _entered = enter(vm);
    // The sampler first: its ticks need the VM thread, and the report should not change under
    // it.
    crate::diagnostics::sampler::stop(vm);
    write_final_reports(vm);
    crate::diagnostics::signals::forget(vm);
    crate::instrumentation::concurrency::stop(vm);
    crate::threads::vm_thread::stop(vm);
    // Those still live (started, not terminated) are stopped for good: at the last safepoint,
    // or, if they had not attached yet, when they try to.
    let threads_stopped = vm.threads.live_java_threads().len();
    // Java-level first: a thread leaves that list when it terminates, before it detaches; once
    // both lists are empty no thread can touch the heap again.
    let heap_released = threads_stopped == 0 && locking::safepoint::threads(&vm.locking).is_empty();
    if heap_released {
        // SAFETY: the VM's Java threads are gone (both lists empty, and no thread can start:
        // starting one takes a running Java thread), the VM thread has been joined, and the
        // main thread has ended; nothing else holds references into the heap.
        unsafe { vm.heap.space.release() };
    }
    Ended {
        threads_stopped,
        heap_released,
    }
}

impl Vm {
    /// A new VM with its VM thread running; `Err` carries HotSpot's message when the heap sizes
    /// cannot be honoured. The VM lives until the process ends (classes and methods are
    /// `'static`); `runtime::shutdown` returns its heap.
    pub fn create(options: VmOptions, classpath: ClassPath) -> Result<&'static Vm, String> {
        let heap = crate::gc::Heap::new(&options)?;
        let boot_classes = crate::bootclasses::BOOT_CLASSES
            .iter()
            .map(|(n, b)| (*n, *b))
            .collect();
        let vm_thread = crate::threads::vm_thread::VmThreadState::new(&options);
        let (locking, profiler) = crate::instrumentation::profiling::start(
            &options,
            crate::threads::vm_thread::locking_context(&options, &vm_thread),
        );
        let vm = Vm {
            locking,
            options,
            classpath,
            boot_classes,
            classes: RwLock::new(HashMap::new()),
            load_lock: ReentrantMutex::new(RefCell::new(Vec::new())),
            selectors: Mutex::new(HashMap::new()),
            interned: Mutex::new(HashMap::new()),
            well_known: OnceLock::new(),
            next_thread_id: AtomicU32::new(1),
            lambda_count: AtomicU32::new(0),
            threads: crate::threads::registry::ThreadRegistry::new(
                crate::instrumentation::profiling::thread_listeners(profiler.as_ref()),
            ),
            verification: Default::default(),
            heap,
            vm_thread,
            synthetic_classes: Mutex::new(Vec::new()),
            global_refs: Mutex::new(Vec::new()),
            profiler,
            program: std::sync::OnceLock::new(),
            sampler: Mutex::new(None),
            concurrency_monitor: Default::default(),
        };
        let vm: &'static Vm = Box::leak(Box::new(vm));
        let _entered = enter(vm);
        vm.heap.log_start();
        crate::threads::vm_thread::start(vm);
        crate::diagnostics::sampler::start(vm);
        Ok(vm)
    }

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

//! The one VM of the process: options, the class table, interned strings and selectors.
use crate::classpath::ClassPath;
use crate::runtime::class::Class;
use crate::runtime::options::VmOptions;
use hashbrown::HashMap;
use parking_lot::{Mutex, ReentrantMutex, RwLock};
use std::cell::RefCell;
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
    pub(crate) well_known: OnceLock<crate::runtime::well_known::WellKnown>,
    pub(crate) next_thread_id: AtomicU32,
    pub(crate) lambda_count: AtomicU32,
    pub threads: crate::runtime::thread_registry::ThreadRegistry,
    pub(crate) verification: crate::runtime::link::VerificationStats,
    /// The Java heap and its collector.
    pub heap: crate::gc::Heap,
    /// The VM thread's statistics, start time and operation queue.
    pub vm_thread: crate::runtime::vm_thread::VmThreadState,
    /// The locking crate's state for this VM: biased-locking settings from the options, the
    /// safepoint state and thread list, the monitor pool, the lock classes. Every Java thread's
    /// `LockingThread` belongs to it.
    pub locking: std::sync::Arc<locking::LockingContext>,
    /// Classes the VM made itself (lambda classes), which the class table does not list.
    pub(crate) synthetic_classes: Mutex<Vec<&'static Class>>,
    /// References the VM holds for good outside any class or thread (JNI's global references):
    /// the shared instances of non-capturing lambdas. Roots.
    pub(crate) global_refs: Mutex<Vec<u64>>,
    /// This VM's profiling session (`runtime/profiling.rs`), if a profiler was asked for.
    pub(crate) profiler: std::sync::OnceLock<std::sync::Arc<profiler::Session>>,
    /// Main class and arguments, for the profiling report.
    pub(crate) program: std::sync::OnceLock<String>,
}

static VM: OnceLock<Vm> = OnceLock::new();

/// The VM (after `Vm::create`).
#[inline(always)]
pub fn vm() -> &'static Vm {
    VM.get().expect("VM not created")
}

/// The VM, if one was created (exit paths run before creation too).
pub fn try_vm() -> Option<&'static Vm> {
    VM.get()
}

/// Flushes standard output and ends the process (System.exit, end of main).
pub fn exit_vm(code: i32) -> ! {
    if let Some(vm) = try_vm() {
        crate::runtime::profiling::finish(vm);
        crate::runtime::vm_thread::log_summary(vm);
        vm.log_verification_summary();
    }
    let _ = std::io::stdout().flush();
    let _ = std::io::stderr().flush();
    std::process::exit(code)
}

impl Vm {
    pub fn create(options: VmOptions, classpath: ClassPath) -> &'static Vm {
        let heap = match crate::gc::Heap::new(&options) {
            Ok(h) => h,
            Err(msg) => {
                // HotSpot prints this on stdout and exits with status 1.
                println!("Error occurred during initialization of VM");
                println!("{msg}");
                std::process::exit(1);
            }
        };
        let boot_classes = crate::bootclasses::BOOT_CLASSES
            .iter()
            .map(|(n, b)| (*n, *b))
            .collect();
        let locking = locking::LockingContext::new(
            crate::runtime::vm_thread::biased_locking_options(&options),
        );
        let vm_thread = crate::runtime::vm_thread::VmThreadState::new(&options);
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
            threads: Default::default(),
            verification: Default::default(),
            heap,
            vm_thread,
            synthetic_classes: Mutex::new(Vec::new()),
            global_refs: Mutex::new(Vec::new()),
            profiler: std::sync::OnceLock::new(),
            program: std::sync::OnceLock::new(),
        };
        if VM.set(vm).is_err() {
            panic!("one VM per process");
        }
        self::vm().heap.log_start();
        crate::runtime::vm_thread::start(self::vm());
        self::vm()
    }

    /// Global id of a name+descriptor pair: methods with equal selectors override each other.
    pub fn selector(&self, name: &str, desc: &str) -> u32 {
        let key = format!("{name}{desc}");
        let mut t = self.selectors.lock();
        let n = t.len() as u32;
        *t.entry(key).or_insert(n)
    }

    pub fn wk(&self) -> &crate::runtime::well_known::WellKnown {
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

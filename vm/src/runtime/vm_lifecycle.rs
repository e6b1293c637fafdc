//! A VM's creation and end: its subsystems started in order ([`Vm::create`]), and stopped in
//! the reverse order with the reports written (`end_vm`, [`exit_vm`]). The one place that
//! knows every subsystem of a VM; `vm.rs` is the value they share.
use crate::classpath::ClassPath;
use crate::runtime::options::VmOptions;
use crate::runtime::vm::{enter, try_vm, Vm};
use hashbrown::HashMap;
use parking_lot::{Mutex, ReentrantMutex, RwLock};
use std::cell::RefCell;
use std::io::Write;
use std::sync::atomic::AtomicU32;
use std::sync::OnceLock;

impl Vm {
    /// A new VM with its VM thread running; `Err` carries HotSpot's message when the heap sizes
    /// cannot be honoured. The VM lives until the process ends (classes and methods are
    /// `'static`); `end_vm` returns its heap.
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
            threads: crate::threads::registry::ThreadRegistry::new(
                locking.clone(),
                crate::instrumentation::profiling::thread_listeners(profiler.as_ref()),
            ),
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
            verification: Default::default(),
            heap,
            vm_thread,
            synthetic_classes: Mutex::new(Vec::new()),
            global_refs: Mutex::new(Vec::new()),
            profiler,
            program: std::sync::OnceLock::new(),
            sampler: Default::default(),
            concurrency_monitor: Default::default(),
        };
        let vm: &'static Vm = Box::leak(Box::new(vm));
        let _entered = enter(vm);
        vm.heap.log_start();
        crate::threads::vm_thread::start(vm);
        crate::diagnostics::sampler::start(vm);
        Ok(vm)
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

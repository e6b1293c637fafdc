//! Java threads on OS threads: `Thread.start`, attaching to and detaching from the VM,
//! termination, uncaught exceptions and interrupts pending before a thread starts. What other
//! threads may touch of a live one is `shared.rs`; its interpreter state is `jthread.rs`; the
//! live threads are `registry.rs`.
use crate::heap::tlab::Tlab;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::Throw;
use crate::runtime::vm::{vm, Vm};
use crate::threads::jthread::JThread;
use crate::threads::shared::{OsThread, ThreadShared};
use std::sync::atomic::Ordering;
use std::sync::Arc;

impl Vm {
    /// A new Java thread of this VM (not yet started or attached), with a Java stack of
    /// `stack_bytes`.
    pub fn new_jthread(&'static self, stack_bytes: usize) -> JThread {
        let id = self.new_thread_id();
        JThread::new(
            stack_bytes,
            id,
            Tlab::new(&self.heap.space, id, self.heap.gc_a_lot_interval),
            Arc::new(ThreadShared::new(&self.locking)),
            self.options.flags.max_java_stack_trace_depth.max(1) as usize,
        )
    }
}

/// The `name` of a `java.lang.Thread`.
fn thread_name(java_thread: u64) -> Option<String> {
    let slot = vm().wk().thread.instance_field_slot("name")?;
    let name = crate::heap::field(java_thread, slot).load(Ordering::Relaxed);
    (name != 0).then(|| crate::runtime::strings::rust_string(name))
}

impl JThread {
    /// `Thread.start0`: runs `thread.run()` on a new OS thread.
    pub fn start_thread(&mut self, java_thread: u64) -> crate::runtime::throw::JResult<()> {
        let wk = vm().wk();
        let daemon =
            crate::heap::field(java_thread, wk.thread_daemon).load(Ordering::Relaxed) as u32 != 0;
        let shared = Arc::new(ThreadShared::new(&vm().locking));
        vm().threads.add(java_thread, daemon, shared.clone());
        // An interrupt of the thread before it started (kept in the Thread object while it was
        // not alive) carries over, as in JDK 17. Taken after the thread became alive, so an
        // interrupt racing with start lands in one place or the other.
        if take_pending_interrupt(java_thread) {
            shared.locking.interrupt();
        }
        let vm = vm();
        let stack = vm.options.stack_bytes;
        let spawned = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                crate::runtime::vm::work_for(vm);
                let mut t = vm.new_jthread(stack);
                t.shared = shared;
                t.java_thread = java_thread;
                t.attach();
                if let Err(e) = t.call_by_name(java_thread, "run", "()V", &[]) {
                    report_uncaught(&mut t, e);
                }
                t.terminate();
                t.detach();
            });
        if spawned.is_err() {
            vm.threads.remove(java_thread);
            return Err(self.out_of_memory("unable to create native thread: possibly out of memory or process/resource limits reached"));
        }
        Ok(())
    }

    /// Makes this (new) thread the OS thread's current one, names it (for `-Xlog:locking` and
    /// the profilers) and attaches it: the registry's
    /// [`attach`](crate::threads::registry::ThreadRegistry::attach) makes it visible to
    /// safepoints and tells every listener.
    pub fn attach(&mut self) {
        self.set_current();
        self.shared.set_os_thread(OsThread::current());
        if self.java_thread != 0 {
            if let Some(name) = thread_name(self.java_thread) {
                self.shared.locking.set_name(&name);
            }
        } else {
            self.shared.locking.set_name("main");
        }
        vm().threads.attach(self);
    }

    /// This thread runs no more Java code: safepoints stop waiting for it (the registry's
    /// [`detach`](crate::threads::registry::ThreadRegistry::detach)).
    pub fn detach(&mut self) {
        vm().threads.detach(self);
        self.clear_current();
    }

    /// The end of a thread: it stops being alive and `join`ers waiting on it are woken.
    pub fn terminate(&mut self) {
        let obj = self.java_thread;
        // A terminated thread keeps reporting its interrupt status (JDK 17): copied into the
        // Thread object before it stops being alive (so no reader sees it clear in between) and
        // again after (for an interrupt that came meanwhile; later ones go to the object).
        let keep_interrupt = |obj: u64, shared: &ThreadShared| {
            if obj != 0 && shared.locking.is_interrupted() {
                set_pending_interrupt(obj);
            }
        };
        keep_interrupt(obj, &self.shared);
        vm().threads.remove(obj);
        keep_interrupt(obj, &self.shared);
        if obj != 0 {
            self.monitor_enter(obj);
            let _ = self.monitor_notify(obj, true);
            let _ = self.monitor_exit(obj);
        }
    }
}

/// Prints an uncaught exception the way HotSpot does (`Exception in thread "main" ...`, from
/// `Thread.dispatchUncaughtException`). When the handler itself throws, HotSpot's
/// `JavaThread::exit` message instead: `Exception: <class> thrown from the
/// UncaughtExceptionHandler in thread "<name>"`.
pub fn report_uncaught(t: &mut JThread, exc: Throw) {
    if t.java_thread == 0 {
        let cls = crate::heap::class_of(exc.0).java_name();
        eprintln!("Exception in thread \"main\" {cls}");
        return;
    }
    let dispatched = t.call_by_name(
        t.java_thread,
        "dispatchUncaughtException",
        "(Ljava/lang/Throwable;)V",
        &[exc.0],
    );
    if let Err(Throw(from_handler)) = dispatched {
        let cls = crate::heap::class_of(from_handler).java_name();
        let name = thread_name(t.java_thread).unwrap_or_else(|| "main".to_string());
        eprintln!(
            "\nException: {cls} thrown from the UncaughtExceptionHandler in thread \"{name}\""
        );
    }
}

/// The cell of `Thread.interrupted`, where the interrupt status of a thread that is not alive is
/// kept (before start and after termination); while alive the flag is the VM's.
fn interrupted_cell(java_thread: u64) -> &'static std::sync::atomic::AtomicU64 {
    crate::heap::field(java_thread, vm().wk().thread_interrupted)
}

/// Marks a thread that is not alive as interrupted.
pub fn set_pending_interrupt(java_thread: u64) {
    interrupted_cell(java_thread).store(1, Ordering::SeqCst);
}

/// The interrupt status of a thread that is not alive; `clear` also clears it.
pub fn pending_interrupt(java_thread: u64, clear: bool) -> bool {
    let cell = interrupted_cell(java_thread);
    if clear {
        cell.swap(0, Ordering::SeqCst) as u32 != 0
    } else {
        cell.load(Ordering::SeqCst) as u32 != 0
    }
}

fn take_pending_interrupt(java_thread: u64) -> bool {
    pending_interrupt(java_thread, true)
}

//! Java threads on OS threads: `Thread.start`, liveness, and the VM's wait for non-daemon
//! threads before it exits (HotSpot's DestroyJavaVM).
use crate::runtime::thread::JThread;
use crate::runtime::vm::vm;
use parking_lot::{Condvar, Mutex};
use std::sync::atomic::Ordering;

/// Threads that have started and not yet terminated.
#[derive(Default)]
pub struct ThreadRegistry {
    live: Mutex<Vec<LiveThread>>,
    changed: Condvar,
}

struct LiveThread {
    java_thread: u64,
    daemon: bool,
}

impl ThreadRegistry {
    pub fn add(&self, java_thread: u64, daemon: bool) {
        self.live.lock().push(LiveThread {
            java_thread,
            daemon,
        });
    }

    pub fn remove(&self, java_thread: u64) {
        let mut live = self.live.lock();
        live.retain(|t| t.java_thread != java_thread);
        self.changed.notify_all();
    }

    pub fn is_alive(&self, java_thread: u64) -> bool {
        self.live
            .lock()
            .iter()
            .any(|t| t.java_thread == java_thread)
    }

    /// Blocks until every non-daemon thread has terminated.
    pub fn wait_for_non_daemon(&self) {
        let mut live = self.live.lock();
        while live.iter().any(|t| !t.daemon) {
            self.changed.wait(&mut live);
        }
    }
}

impl JThread {
    /// `Thread.start0`: runs `thread.run()` on a new OS thread.
    pub fn start_thread(&mut self, java_thread: u64) -> crate::runtime::exceptions::JResult<()> {
        let wk = vm().wk();
        let daemon =
            crate::heap::field(java_thread, wk.thread_daemon).load(Ordering::Relaxed) as u32 != 0;
        vm().threads.add(java_thread, daemon);
        let stack = vm().options.stack_bytes;
        let spawned = std::thread::Builder::new()
            .stack_size(16 << 20)
            .spawn(move || {
                let mut t = JThread::new(stack);
                t.java_thread = java_thread;
                if let Err(e) = t.call_by_name(java_thread, "run", "()V", &[]) {
                    crate::launch::report_uncaught(&mut t, e);
                }
                t.terminate();
            });
        if spawned.is_err() {
            vm().threads.remove(java_thread);
            return Err(self.out_of_memory("unable to create native thread: possibly out of memory or process/resource limits reached"));
        }
        Ok(())
    }

    /// The end of a thread: it stops being alive and `join`ers waiting on it are woken.
    pub fn terminate(&mut self) {
        let obj = self.java_thread;
        vm().threads.remove(obj);
        if obj != 0 {
            self.monitor_enter(obj);
            let _ = self.monitor_notify(obj, true);
            let _ = self.monitor_exit(obj);
        }
    }
}

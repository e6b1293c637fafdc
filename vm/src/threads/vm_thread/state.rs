//! What the VM holds of its VM thread (`Vm::vm_thread`): the VM-operation queue, when the VM
//! started, and what the safepoints cost. The thread itself is `mod.rs`.
use crossbeam_channel::{bounded, unbounded, Receiver, Sender};
use locking::safepoint::VmOperation;
use parking_lot::Mutex;
use std::time::{Duration, Instant};

use crate::runtime::options::VmOptions;

/// One request on the VM-operation queue, with the channel on which its requester waits.
pub(super) enum Request {
    Operation {
        op: VmOperation,
        done: Sender<()>,
    },
    /// The VM ends ([`stop`]): the VM thread stops the threads still running for good (HotSpot's
    /// `VM_Exit`), says so, and ends.
    Exit {
        done: Sender<()>,
    },
}

/// What the safepoints of this run cost (for `-Xlog:safepoint`'s summary).
#[derive(Clone, Copy, Debug, Default)]
pub struct SafepointStats {
    pub count: u64,
    pub total_reaching: Duration,
    pub max_reaching: Duration,
    pub total_at: Duration,
    pub max_at: Duration,
    pub monitors_deflated: u64,
}

/// The VM thread's state, owned by the VM (`Vm::vm_thread`): what its safepoints cost, when the
/// VM started, whether `-Xlog:safepoint` is on, and the VM-operation queue.
pub struct VmThreadState {
    pub(super) stats: Mutex<SafepointStats>,
    started: Instant,
    pub(super) log_safepoints: bool,
    /// The queue's sending end: the locking context's executor and threads that are not Java
    /// threads ([`run_operation`]) send to it.
    pub(super) queue: Sender<Request>,
    /// The queue's receiving end, until [`start`] hands it to the VM thread.
    pub(super) requests: Mutex<Option<Receiver<Request>>>,
    /// The VM thread itself, until [`stop`] joins it.
    pub(super) os_thread: Mutex<Option<std::thread::JoinHandle<()>>>,
}

impl VmThreadState {
    pub fn new(options: &VmOptions) -> VmThreadState {
        let (queue, requests) = unbounded::<Request>();
        VmThreadState {
            stats: Mutex::new(SafepointStats::default()),
            started: Instant::now(),
            log_safepoints: options.log.safepoint,
            queue,
            requests: Mutex::new(Some(requests)),
            os_thread: Mutex::new(None),
        }
    }

    /// The locking context's executor of VM operations: each goes to the VM thread's queue,
    /// and the requester waits until it has run.
    pub fn executor(&self) -> locking::safepoint::Executor {
        let queue = self.queue.clone();
        Box::new(move |_ctx, op| {
            let (done, finished) = bounded(1);
            if queue.send(Request::Operation { op, done }).is_ok() {
                let _ = finished.recv();
            }
        })
    }

    /// Seconds since the VM started, as `-Xlog` prints them.
    pub fn uptime(&self) -> f64 {
        self.started.elapsed().as_secs_f64()
    }

    /// The statistics so far.
    pub fn stats(&self) -> SafepointStats {
        *self.stats.lock()
    }
}

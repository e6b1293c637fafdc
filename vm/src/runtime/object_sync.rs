//! The VM side of `synchronized`, `wait`/`notify` and identity hashes: thin calls into the
//! `locking` crate, which owns the mark word.
use crate::heap::{class_of, mark_word};
use crate::runtime::throw::JResult;
use crate::threads::jthread::JThread;
use crate::threads::shared::JavaState;
use locking::ObjectRef;

#[inline(always)]
pub fn object_ref(obj: u64) -> ObjectRef {
    // SAFETY: `obj` is a non-null live object (its holder keeps it alive: the collector frees an
    // object only at a safepoint, after `locking::gc::objects_died`) whose mark word is at
    // offset 0, initialised from its class's prototype header, which is what the locking crate
    // requires.
    unsafe { ObjectRef::with_class(mark_word(obj), class_of(obj).lock_class) }
}

/// The class of the object whose mark word is at `addr` (for the locking crate's bulk
/// rebias/revoke walks).
pub fn lock_class_of(addr: usize) -> &'static locking::LockClass {
    class_of(addr as u64).lock_class
}

impl JThread {
    #[inline]
    pub fn monitor_enter(&mut self, obj: u64) -> locking::RecordSlot {
        locking::monitor_enter(&self.shared.locking, object_ref(obj))
    }

    /// Releases `obj` (searching the thread's lock records for the acquisition).
    #[inline]
    pub fn monitor_exit(&mut self, obj: u64) -> JResult<()> {
        let result = locking::monitor_exit(&self.shared.locking, object_ref(obj));
        result.map_err(|_| self.not_owner())
    }

    /// Releases the acquisition of `obj` that `monitor_enter` returned `slot` for.
    // Always inlined: `monitorexit` (`interp/held_monitors.rs`) would otherwise pay a second call.
    #[inline(always)]
    pub fn monitor_exit_slot(&mut self, obj: u64, slot: locking::RecordSlot) -> JResult<()> {
        let result = locking::monitor_exit_slot(&self.shared.locking, object_ref(obj), slot);
        result.map_err(|_| self.not_owner())
    }

    #[cold]
    fn not_owner(&mut self) -> crate::runtime::throw::Throw {
        self.new_throwable(
            "java/lang/IllegalMonitorStateException",
            Some("current thread is not owner"),
        )
    }

    /// `Object.wait(millis)`; 0 waits until notified.
    pub fn monitor_wait(&mut self, obj: u64, millis: i64) -> JResult<()> {
        if millis < 0 {
            return Err(self.new_throwable(
                "java/lang/IllegalArgumentException",
                Some("timeout value is negative"),
            ));
        }
        let timeout = (millis > 0).then(|| std::time::Duration::from_millis(millis as u64));
        let state = if timeout.is_some() {
            JavaState::TimedWaiting
        } else {
            JavaState::Waiting
        };
        let shared = self.shared.clone();
        match shared.with_java_state(state, || {
            locking::wait(&shared.locking, object_ref(obj), timeout)
        }) {
            Ok(_) => Ok(()),
            Err(locking::WaitError::Interrupted) => {
                Err(self.new_throwable("java/lang/InterruptedException", None))
            }
            Err(locking::WaitError::IllegalMonitorState) => Err(self.new_throwable(
                "java/lang/IllegalMonitorStateException",
                Some("current thread is not owner"),
            )),
        }
    }

    pub fn monitor_notify(&mut self, obj: u64, all: bool) -> JResult<()> {
        let r = if all {
            locking::notify_all(&self.shared.locking, object_ref(obj))
        } else {
            locking::notify(&self.shared.locking, object_ref(obj))
        };
        r.map_err(|_| {
            self.new_throwable(
                "java/lang/IllegalMonitorStateException",
                Some("current thread is not owner"),
            )
        })
    }

    pub fn holds_lock(&self, obj: u64) -> bool {
        locking::holds_lock(&self.shared.locking, object_ref(obj))
    }

    pub fn identity_hash(&self, obj: u64) -> i32 {
        locking::identity_hash(&self.shared.locking, object_ref(obj))
    }
}

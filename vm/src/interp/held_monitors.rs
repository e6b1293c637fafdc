//! The monitors an interpreter frame holds: the lock of a synchronized method, taken when its
//! frame is entered, `monitorenter`/`monitorexit` in a frame, and their release when the frame
//! returns or unwinds (JVMS §2.11.10 structured locking). Each acquisition is recorded in
//! `JThread::monitors` with its frame's depth and lock record. The calls into the `locking` crate
//! (`JThread::monitor_enter`, `monitor_exit`, ...) are `runtime/object_sync.rs`.
use crate::classes::method::Method;
use crate::runtime::throw::JResult;
use crate::threads::jthread::{HeldMonitor, JThread};

impl JThread {
    /// Enters the monitor of synchronized method `m` called with the arguments at `args` (the
    /// receiver, or the class mirror of a static method), for the frame [`JThread::enter`] is
    /// about to push (so it is released when that frame returns or unwinds). The arguments are
    /// roots while the mirror may be allocated and the lock waited for: the caller's frame holds
    /// them (an interpreted call), or [`JThread::invoke`]'s handles do (a call from Rust).
    #[inline(always)]
    pub(super) fn lock_synchronized_frame(
        &mut self,
        m: &'static Method,
        args: *mut u64,
    ) -> JResult<()> {
        let lock = if m.is_static() {
            self.mirror_of(m.class())?
        } else {
            // SAFETY: an instance method's receiver is its first argument.
            unsafe { *args }
        };
        let slot = self.monitor_enter(lock);
        self.monitors.push(HeldMonitor {
            frame_depth: self.frames.len() as u32 + 1,
            object: lock,
            slot,
        });
        Ok(())
    }

    /// Runs synchronized native `m` holding the monitor of its receiver (or class mirror); no
    /// frame records it: it is released as soon as the native returns.
    pub(super) fn call_native_synchronized(
        &mut self,
        m: &'static Method,
        f: crate::natives::NativeFn,
        a: &[u64],
    ) -> JResult<u64> {
        let lock = if m.is_static() {
            self.mirror_of(m.class())?
        } else {
            a[0]
        };
        let slot = self.monitor_enter(lock);
        let r = f(self, a);
        self.monitor_exit_slot(lock, slot)?;
        r
    }

    /// Called when the top frame returns normally: releases its monitors. A monitor entered by
    /// `monitorenter` and still held is a structured-locking violation (JVMS §2.11.10).
    #[inline]
    pub(in crate::interp) fn leave_frame(&mut self) -> JResult<()> {
        let depth = self.frames.len() as u32;
        if self.monitors.last().is_some_and(|m| m.frame_depth == depth) {
            let synchronized = self
                .frames
                .last()
                .is_some_and(|f| f.method.is_synchronized());
            let held = self.release_frame_monitors();
            if held > synchronized as usize {
                return Err(self.new_throwable("java/lang/IllegalMonitorStateException", None));
            }
        }
        Ok(())
    }

    /// Releases every monitor the top frame holds; returns how many there were.
    // Kept out of the interpreter loop (`dispatch::run`), which only calls them, so that the
    // locking fast paths do not change its code (docs/PERFORMANCE.md, third round).
    #[inline(never)]
    pub(in crate::interp) fn release_frame_monitors(&mut self) -> usize {
        let depth = self.frames.len() as u32;
        let mut n = 0;
        while let Some(m) = self.monitors.last() {
            if m.frame_depth != depth {
                break;
            }
            let (obj, slot) = (m.object, m.slot);
            self.monitors.pop();
            // Cannot fail (the frame entered this monitor), so it allocates no exception while
            // the caller holds the exception being unwound or the value being returned.
            let _ = self.monitor_exit_slot(obj, slot);
            n += 1;
        }
        n
    }

    /// `monitorenter` in the top frame.
    // Out of the interpreter loop: see `release_frame_monitors`.
    #[inline(never)]
    pub(in crate::interp) fn monitor_enter_frame(&mut self, obj: u64) -> JResult<()> {
        let slot = self.monitor_enter(obj);
        self.monitors.push(HeldMonitor {
            frame_depth: self.frames.len() as u32,
            object: obj,
            slot,
        });
        Ok(())
    }

    /// `monitorexit` in the top frame.
    // Out of the interpreter loop: see `release_frame_monitors`.
    #[inline(never)]
    pub(in crate::interp) fn monitor_exit_frame(&mut self, obj: u64) -> JResult<()> {
        let depth = self.frames.len() as u32;
        // Blocks nest, so the monitor released is almost always the last one entered: release
        // it through its slot without a search or a second call.
        if let Some(&HeldMonitor {
            object,
            frame_depth,
            slot,
        }) = self.monitors.last()
        {
            if object == obj && frame_depth == depth {
                // Cannot fail (this frame entered it), but says so if it ever did.
                let released = self.monitor_exit_slot(obj, slot);
                self.monitors.pop();
                return released;
            }
        }
        self.monitor_exit_searching(obj, depth)
    }

    /// `monitorexit` of a monitor that is not the last one entered.
    #[cold]
    fn monitor_exit_searching(&mut self, obj: u64, depth: u32) -> JResult<()> {
        let held = self
            .monitors
            .iter()
            .rposition(|m| m.object == obj && m.frame_depth == depth);
        match held {
            Some(i) => {
                self.monitor_exit_slot(obj, self.monitors[i].slot)?;
                self.monitors.remove(i);
            }
            // Not entered in this frame (e.g. the synchronized method's own lock): the locking
            // crate finds the acquisition, or says it is not held.
            None => self.monitor_exit(obj)?,
        }
        Ok(())
    }
}

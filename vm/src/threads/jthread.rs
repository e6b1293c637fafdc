//! A Java thread as the interpreter sees it: its slot stack, frames, held monitors, allocation
//! buffer and locking state. One per OS thread; never shared between threads.
use crate::classes::code::Code;
use crate::classes::method::Method;
use crate::heap::tlab::Tlab;
use crate::threads::shared::ThreadShared;
use std::cell::Cell;
use std::sync::Arc;

thread_local! {
    /// The JThread attached to this OS thread (null: none). A panic hook or a signal handler
    /// gets no context, and this is how the crash reporter (`diagnostics/crash.rs`) finds the failing
    /// thread. Set by `JThread::attach`, cleared by `detach` and when the JThread is dropped, so
    /// it never points at a dead JThread. Const-initialised and without a destructor, so reading
    /// it is a plain TLS load, usable from a signal handler.
    static CURRENT: Cell<*const JThread> = const { Cell::new(std::ptr::null()) };
}

/// The JThread attached to this OS thread, or null. Non-null means it is alive and in place
/// (see `JThread::set_current`). It belongs to this OS thread: another thread may read it only
/// while this one is stopped for good (the crash reporter, while the failing thread waits in the
/// signal handler).
pub fn current() -> *const JThread {
    CURRENT.with(Cell::get)
}

/// An activation record. The locals and the operand stack live in the thread's slot stack;
/// `locals` points at local 0 and `sp` at the first free operand slot (saved at calls).
pub struct Frame {
    pub method: &'static Method,
    /// Index of the next instruction to execute (so the current one is `pc - 1`).
    pub pc: u32,
    pub locals: *mut u64,
    pub sp: *mut u64,
}

impl Frame {
    /// The bytecode index of the current instruction: `pc` is the next one, so the current one
    /// is `pc - 1` (the first in a frame just entered). `None` for a method without code.
    pub fn bci(&self) -> Option<u32> {
        let code = self.method.code.get()?;
        code.bci.get(self.pc.saturating_sub(1) as usize).copied()
    }
}

/// Slots every frame costs beyond its locals and operands, like the fixed part of a HotSpot
/// interpreter frame; without it, a recursion through methods with no locals would never
/// overflow the stack (and the frame list would grow until memory runs out).
const FRAME_OVERHEAD_SLOTS: usize = 8;

/// Where a frame's operand stack starts, given its locals.
#[inline(always)]
pub(crate) fn operand_base(locals: *mut u64, code: &Code) -> *mut u64 {
    // SAFETY-free: plain pointer arithmetic; `JThread::enter` (`interp/invoke.rs`) checks the
    // result against the stack limit before anything is written there.
    locals.wrapping_add(code.max_locals as usize + FRAME_OVERHEAD_SLOTS)
}

/// Monitors a frame holds (synchronized method or monitorenter), released when it unwinds.
pub struct HeldMonitor {
    pub frame_depth: u32,
    pub object: u64,
    /// The lock record the acquisition used, handed back on exit so that the locking crate need
    /// not search for it (HotSpot's interpreter keeps its `BasicObjectLock`s in the frame).
    pub slot: locking::RecordSlot,
}

pub struct JThread {
    pub id: u32,
    pub tlab: Tlab,
    stack: Box<[u64]>,
    /// Slots usable by frames; the rest (`stack.len() - limit`) is a reserve for building the
    /// StackOverflowError itself.
    pub(crate) stack_limit: *mut u64,
    pub(crate) stack_end: *mut u64,
    pub frames: Vec<Frame>,
    pub monitors: Vec<HeldMonitor>,
    /// The `java.lang.Thread` object (0 while the main thread is being created).
    pub java_thread: u64,
    /// State other threads may reach (locking, interrupt, sleep).
    pub shared: Arc<ThreadShared>,
    /// Nesting of Rust -> Java calls (natives, class initializers), bounded to protect the Rust stack.
    pub native_depth: u32,
    /// Max frames recorded in a backtrace (-XX:MaxJavaStackTraceDepth).
    pub max_trace_depth: usize,
    /// References Rust code holds across a possible collection (`gc/handles.rs`): roots.
    pub(crate) handles: Vec<u64>,
    /// Building an OutOfMemoryError (`heap/alloc.rs`): an allocation that fails meanwhile gets
    /// the preallocated one instead of building another.
    pub(crate) building_oom: bool,
}

const RESERVE_SLOTS: usize = 16 * 1024;
pub const MAX_NATIVE_DEPTH: u32 = 400;

impl JThread {
    /// A thread with a Java stack of `stack_bytes` (and a reserve for StackOverflowError),
    /// allocating in `tlab`; [`Vm::new_jthread`](crate::runtime::vm::Vm::new_jthread) gives
    /// it the VM's parts.
    pub(crate) fn new(
        stack_bytes: usize,
        id: u32,
        tlab: Tlab,
        shared: Arc<ThreadShared>,
        max_trace_depth: usize,
    ) -> JThread {
        let slots = (stack_bytes / 8).max(4096) + RESERVE_SLOTS;
        let mut stack = vec![0u64; slots].into_boxed_slice();
        let base = stack.as_mut_ptr();
        JThread {
            id,
            tlab,
            // SAFETY: both offsets are within (or one past) the stack allocation.
            stack_limit: unsafe { base.add(slots - RESERVE_SLOTS) },
            stack_end: unsafe { base.add(slots) },
            stack,
            frames: Vec::with_capacity(256),
            monitors: Vec::new(),
            java_thread: 0,
            shared,
            native_depth: 0,
            max_trace_depth,
            handles: Vec::with_capacity(64),
            building_oom: false,
        }
    }

    /// Where the next frame's arguments go: above the top frame's operands, or the stack base.
    pub(crate) fn free_slot(&mut self) -> *mut u64 {
        match self.frames.last() {
            Some(f) => f.sp,
            None => self.stack.as_mut_ptr(),
        }
    }

    /// Use the reserve while building a StackOverflowError; `restore_stack_limit` undoes it.
    pub(crate) fn open_stack_reserve(&mut self) -> *mut u64 {
        std::mem::replace(&mut self.stack_limit, self.stack_end)
    }

    pub(crate) fn restore_stack_limit(&mut self, limit: *mut u64) {
        self.stack_limit = limit;
    }

    /// Makes this the OS thread's current JThread ([`current`]). It must stay in place (not
    /// move) until [`JThread::clear_current`] or its drop, as for `profiling::register`.
    pub(crate) fn set_current(&self) {
        CURRENT.with(|c| c.set(self));
    }

    /// This OS thread has no current JThread any more (if it was this one).
    pub(crate) fn clear_current(&self) {
        CURRENT.with(|c| {
            if std::ptr::eq(c.get(), self) {
                c.set(std::ptr::null());
            }
        });
    }
}

/// A JThread that ends without `detach` (the main thread's) must not stay [`current`].
impl Drop for JThread {
    fn drop(&mut self) {
        self.clear_current();
    }
}

//! Handles: references that Rust code of the VM holds across a point where the collector may
//! run, made roots for as long as they are held (HotSpot's `Handle`s and `HandleMark`s).
//!
//! The collector runs at safepoints. A thread reaches one when it allocates and the heap is full,
//! when it calls into Java, polls, or blocks (monitor enter, `wait`, `sleep`, `park`, I/O). At
//! that moment the references in its Java frames are found precisely from the verifier's type
//! maps, but a reference that lives only in a Rust local variable of a native (or of the
//! interpreter's own Rust code: building an exception, a multi-dimensional array, a lambda) is
//! invisible. Such code pushes the reference here first:
//!
//! ```ignore
//! let mark = thread.handle_mark();
//! let arr = thread.alloc_array(chars, n)?;
//! thread.handle(arr);                       // arr stays alive ...
//! let s = thread.alloc_object(string)?;     // ... across this allocation
//! thread.release_handles(mark);
//! ```
//!
//! Objects never move (`docs/GC.md`), so the local variable itself stays valid; the handle only
//! keeps the object alive. A native call releases the handles its native made when it returns
//! (`interp/invoke.rs::call_native`), so an early `?` return leaks none for long; code that loops
//! (or runs outside a native: class initialization, exception building) releases its own, with
//! [`JThread::with_handles`] or a mark.
//!
//! What is covered without a handle: a native's reference arguments (`call_native` handles them
//! with `JThread::handle_args` for the whole call), the arguments of a Rust -> Java call while
//! the callee runs (they are its locals), and a value just returned, until the caller's next
//! possible collection point. What is not: a reference the Rust code still uses *after* a call
//! into Java (the callee may overwrite its locals), after an allocation, or after blocking.
use crate::classes::descriptor::BasicType;
use crate::classes::method::Method;
use crate::threads::jthread::JThread;

/// A position in a thread's handle stack; releasing it drops every handle made after it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HandleMark(usize);

impl JThread {
    /// Keeps `obj` (a reference or null) alive until the enclosing [`HandleMark`] is released;
    /// returns `obj`.
    #[inline]
    pub fn handle(&mut self, obj: u64) -> u64 {
        if obj != 0 {
            self.handles.push(obj);
        }
        obj
    }

    /// The current top of the handle stack.
    #[inline]
    pub fn handle_mark(&self) -> HandleMark {
        HandleMark(self.handles.len())
    }

    /// Drops the handles made since `mark`.
    #[inline]
    pub fn release_handles(&mut self, mark: HandleMark) {
        self.handles.truncate(mark.0);
    }

    /// Runs `f` and then drops the handles it made.
    #[inline]
    pub fn with_handles<R>(&mut self, f: impl FnOnce(&mut JThread) -> R) -> R {
        let mark = self.handle_mark();
        let r = f(self);
        self.release_handles(mark);
        r
    }

    /// Handles the reference arguments in `args`, the argument slots of a call of `m` (the
    /// receiver first unless `m` is static; a long or double takes two slots).
    pub(crate) fn handle_args(&mut self, m: &Method, args: &[u64]) {
        let mut i = 0;
        if !m.is_static() {
            self.handle(args[0]);
            i = 1;
        }
        for &p in &m.params {
            if p == BasicType::Reference {
                self.handle(args[i]);
            }
            i += p.slots() as usize;
        }
    }

    /// The references held by handles (for the collector's root scan).
    pub(crate) fn handle_roots(&self) -> &[u64] {
        &self.handles
    }
}

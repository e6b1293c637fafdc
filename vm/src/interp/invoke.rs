//! Calling methods: entering a frame (or running a native), leaving it, and Rust -> Java calls.
use crate::interp::decode::code_of;
use crate::interp::dispatch::run;
use crate::runtime::descriptor::describe_method;
use crate::runtime::exceptions::JResult;
use crate::runtime::method::Method;
use crate::runtime::thread::{Frame, HeldMonitor, JThread, MAX_NATIVE_DEPTH};
use smallvec::SmallVec;

/// Slots every frame costs beyond its locals and operands, like the fixed part of a HotSpot
/// interpreter frame; without it, a recursion through methods with no locals would never
/// overflow the stack (and the frame list would grow until memory runs out).
const FRAME_OVERHEAD_SLOTS: usize = 8;

/// Where a frame's operand stack starts, given its locals.
#[inline(always)]
pub(crate) fn operand_base(locals: *mut u64, code: &crate::interp::insn::Code) -> *mut u64 {
    // SAFETY-free: plain pointer arithmetic; `enter` checks the result against the stack limit
    // before anything is written there.
    locals.wrapping_add(code.max_locals as usize + FRAME_OVERHEAD_SLOTS)
}

impl JThread {
    /// Starts `m` with its arguments already at `args` (the top of the caller's operand stack,
    /// which becomes the callee's first locals). Returns `Ok(None)` when a bytecode frame was
    /// pushed, `Ok(Some(result))` when a native ran to completion.
    #[inline]
    pub(crate) fn enter(&mut self, m: &'static Method, args: *mut u64) -> JResult<Option<u64>> {
        let code = match m.code.get() {
            Some(c) => c,
            None => {
                if m.is_native() {
                    return self.call_native(m, args).map(Some);
                }
                if m.is_abstract() {
                    let msg = describe_method(&m.class().name, &m.name, &m.desc);
                    return Err(self.new_throwable("java/lang/AbstractMethodError", Some(&msg)));
                }
                self.decode_for_call(m, args)?
            }
        };
        let sp = operand_base(args, code);
        if sp as usize + code.max_stack as usize * 8 > self.stack_limit as usize {
            return Err(self.stack_overflow());
        }
        if m.is_synchronized() {
            let (lock, slot) = self.lock_for_call(m, args)?;
            self.monitors.push(HeldMonitor {
                frame_depth: self.frames.len() as u32 + 1,
                object: lock,
                slot,
            });
        }
        self.frames.push(Frame {
            method: m,
            pc: 0,
            locals: args,
            sp,
        });
        Ok(None)
    }

    /// Runs `m` to completion from Rust with `args` (receiver first; long/double take two
    /// slots, the value in the first) and returns its result (0 for void).
    pub fn invoke(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64> {
        if self.native_depth >= MAX_NATIVE_DEPTH {
            return Err(self.stack_overflow());
        }
        let base = self.free_slot();
        if base as usize + (args.len() + 8) * 8 > self.stack_limit as usize {
            return Err(self.stack_overflow());
        }
        // SAFETY: room for the arguments was checked just above.
        unsafe { std::ptr::copy_nonoverlapping(args.as_ptr(), base, args.len()) };
        let depth = self.frames.len();
        if let Some(v) = self.enter(m, base)? {
            return Ok(v);
        }
        self.native_depth += 1;
        let r = run(self, depth);
        self.native_depth -= 1;
        r
    }

    /// Virtual dispatch from Rust: the receiver's implementation of `m`.
    pub fn invoke_virtual(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64> {
        if args[0] == 0 {
            return Err(self.null_pointer());
        }
        let cls = crate::heap::class_of(args[0]);
        let target = cls.itable.get(&m.selector).copied().unwrap_or(m);
        self.invoke(target, args)
    }

    /// Finds a method by name and descriptor in the receiver's class and calls it.
    pub fn call_by_name(
        &mut self,
        recv: u64,
        name: &str,
        desc: &str,
        rest: &[u64],
    ) -> JResult<u64> {
        if recv == 0 {
            return Err(self.null_pointer());
        }
        let cls = crate::heap::class_of(recv);
        let Some(m) = cls.resolve_method(name, desc) else {
            let msg = describe_method(&cls.name, name, desc);
            return Err(self.new_throwable("java/lang/NoSuchMethodError", Some(&msg)));
        };
        let mut args: SmallVec<[u64; 8]> = SmallVec::new();
        args.push(recv);
        args.extend_from_slice(rest);
        self.invoke_virtual(m, &args)
    }

    fn call_native(&mut self, m: &'static Method, args: *mut u64) -> JResult<u64> {
        let f = *m.native.get_or_init(|| crate::natives::lookup(m));
        let Some(f) = f else {
            let msg = describe_method(&m.class().name, &m.name, &m.desc);
            return Err(self.new_throwable("java/lang/UnsatisfiedLinkError", Some(&msg)));
        };
        // Copy the arguments out: the native may call Java, which reuses these slots. The copy
        // is in no frame, so its references are handles until the native returns (which also
        // covers a synchronized native's lock); then they are released with any the native
        // made. The result needs none: the caller stores it before it can reach a collection.
        // SAFETY: the caller placed `arg_slots` arguments at `args`.
        let a: SmallVec<[u64; 8]> =
            unsafe { std::slice::from_raw_parts(args, m.arg_slots as usize) }.into();
        let mark = self.handle_mark();
        self.handle_args(m, &a);
        let r = if m.is_synchronized() {
            self.call_native_synchronized(m, f, &a)
        } else {
            f(self, &a)
        };
        self.release_handles(mark);
        r
    }

    fn call_native_synchronized(
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

    /// The first call of `m`: decodes it. Decoding may allocate (interned strings, mirrors)
    /// and load classes while the arguments at `args` are in no frame yet: they are handles
    /// meanwhile.
    #[cold]
    #[inline(never)]
    fn decode_for_call(
        &mut self,
        m: &'static Method,
        args: *mut u64,
    ) -> JResult<&'static crate::interp::insn::Code> {
        let mark = self.handle_mark();
        self.handle_args_at(m, args);
        let code = code_of(self, m);
        self.release_handles(mark);
        code
    }

    /// [`JThread::handle_args`] of the arguments of a call of `m` at `args`, which the caller
    /// placed there (`arg_slots` slots).
    fn handle_args_at(&mut self, m: &'static Method, args: *mut u64) {
        // SAFETY: the caller placed `arg_slots` arguments at `args`.
        let a = unsafe { std::slice::from_raw_parts(args, m.arg_slots as usize) };
        self.handle_args(m, a);
    }

    /// Enters the monitor of synchronized method `m` called with the arguments at `args`:
    /// the receiver, or the class mirror of a static method. Its frame is not pushed yet, so
    /// the arguments are handles while the mirror may be allocated and the lock waited for.
    // Out of the interpreter loop, as `release_frame_monitors`.
    #[inline(never)]
    fn lock_for_call(
        &mut self,
        m: &'static Method,
        args: *mut u64,
    ) -> JResult<(u64, locking::RecordSlot)> {
        let mark = self.handle_mark();
        self.handle_args_at(m, args);
        let lock = if m.is_static() {
            match self.mirror_of(m.class()) {
                Ok(mirror) => mirror,
                Err(e) => {
                    self.release_handles(mark);
                    return Err(e);
                }
            }
        } else {
            // SAFETY: an instance method's receiver is its first argument.
            unsafe { *args }
        };
        let slot = self.monitor_enter(lock);
        self.release_handles(mark);
        Ok((lock, slot))
    }

    /// Called when the top frame returns normally: releases its monitors. A monitor entered by
    /// `monitorenter` and still held is a structured-locking violation (JVMS §2.11.10).
    #[inline]
    pub(crate) fn leave_frame(&mut self) -> JResult<()> {
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
    pub(crate) fn release_frame_monitors(&mut self) -> usize {
        let depth = self.frames.len() as u32;
        let mut n = 0;
        while let Some(m) = self.monitors.last() {
            if m.frame_depth != depth {
                break;
            }
            let (obj, slot) = (m.object, m.slot);
            self.monitors.pop();
            // The locking crate directly, not `monitor_exit_slot`: its error would allocate an
            // exception (a possible collection) that nobody wants, while the caller holds the
            // exception being unwound or the value being returned in a Rust local.
            let _ = locking::monitor_exit_slot(
                &self.shared.locking,
                crate::runtime::monitors::object_ref(obj),
                slot,
            );
            n += 1;
        }
        n
    }

    /// `monitorenter` in the top frame.
    // Out of the interpreter loop: see `release_frame_monitors`.
    #[inline(never)]
    pub(crate) fn monitor_enter_frame(&mut self, obj: u64) -> JResult<()> {
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
    pub(crate) fn monitor_exit_frame(&mut self, obj: u64) -> JResult<()> {
        let depth = self.frames.len() as u32;
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

//! Calling methods: entering a frame (or running a native), and Rust -> Java calls (the
//! runtime's [`JavaCalls`]). The monitors
//! a frame holds (a synchronized method's lock, `monitorenter`) and their release when it returns
//! are `held_monitors.rs`.
use crate::classes::descriptor::describe_method;
use crate::classes::method::Method;
use crate::interp::decode::code_of;
use crate::interp::dispatch::run;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::JResult;
use crate::threads::jthread::{operand_base, Frame, JThread, MAX_NATIVE_DEPTH};
use smallvec::SmallVec;

/// Rust -> Java calls, as the runtime asks for them.
impl JavaCalls for JThread {
    fn invoke(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64> {
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
        // Until the callee's frame holds them, the arguments are in no frame: handles while
        // `enter` decodes the method or takes its lock (an interpreted call needs none: the
        // caller's frame holds them).
        let mark = self.handle_mark();
        self.handle_args(m, args);
        let entered = self.enter(m, base);
        self.release_handles(mark);
        if let Some(v) = entered? {
            return Ok(v);
        }
        self.native_depth += 1;
        let r = run(self, depth);
        self.native_depth -= 1;
        r
    }

    fn invoke_virtual(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64> {
        if args[0] == 0 {
            return Err(self.null_pointer_in_native());
        }
        let cls = crate::heap::class_of(args[0]);
        let target = cls.itable.get(&m.selector).copied().unwrap_or(m);
        self.invoke(target, args)
    }

    fn call_by_name(&mut self, recv: u64, name: &str, desc: &str, rest: &[u64]) -> JResult<u64> {
        if recv == 0 {
            return Err(self.null_pointer_in_native());
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

    fn push_frame(&mut self, m: &'static Method, args: &[u64]) -> JResult<()> {
        let base = self.free_slot();
        if base as usize + (args.len() + 8) * 8 > self.stack_limit as usize {
            return Err(self.stack_overflow());
        }
        // SAFETY: `base` is the thread's first free slot and room for `args` was checked just
        // above against the slot stack's limit (the same check as `invoke`).
        unsafe { std::ptr::copy_nonoverlapping(args.as_ptr(), base, args.len()) };
        self.enter(m, base).map(drop)
    }
}

impl JThread {
    /// Starts `m` with its arguments already at `args` (the top of the caller's operand stack,
    /// which becomes the callee's first locals). Returns `Ok(None)` when a bytecode frame was
    /// pushed, `Ok(Some(result))` when a native ran to completion.
    #[inline]
    pub(in crate::interp) fn enter(
        &mut self,
        m: &'static Method,
        args: *mut u64,
    ) -> JResult<Option<u64>> {
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
            self.lock_synchronized_frame(m, args)?;
        }
        self.frames.push(Frame {
            method: m,
            pc: 0,
            locals: args,
            sp,
        });
        Ok(None)
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

    /// The first call of `m`: decodes it. Decoding may allocate (interned strings, mirrors)
    /// and load classes while the arguments at `args` are in no frame yet: they are handles
    /// meanwhile.
    #[cold]
    #[inline(never)]
    fn decode_for_call(
        &mut self,
        m: &'static Method,
        args: *mut u64,
    ) -> JResult<&'static crate::classes::code::Code> {
        let mark = self.handle_mark();
        self.handle_args_at(m, args);
        let code = code_of(self, m);
        self.release_handles(mark);
        code
    }

    /// [`JThread::handle_args`] of the arguments of a call of `m` at `args`, which the caller
    /// placed there (`arg_slots` slots).
    pub(super) fn handle_args_at(&mut self, m: &'static Method, args: *mut u64) {
        // SAFETY: the caller placed `arg_slots` arguments at `args`.
        let a = unsafe { std::slice::from_raw_parts(args, m.arg_slots as usize) };
        self.handle_args(m, a);
    }
}

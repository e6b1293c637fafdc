//! The dispatch loop: executes decoded instructions of the frames above `base_depth` until the
//! bottom one returns.
//!
//! The loop is two nested loops: the frame loop (re)loads the registers ([`Regs`]) of the top
//! frame — at method entry, at return, and after an exception found its handler — and the
//! instruction loop fetches an instruction and runs its handler. The instruction loop and its
//! `match` are generated from the instruction table (`interp/table.rs`, `instruction_loop_fn!`):
//! each arm is one call of a handler of `interp/handlers/`, all inlined here, so the loop
//! compiles to one indirect jump per instruction into the handler's code, as a hand-written
//! `match` would.
//!
//! Hot state (instruction pointer, `sp`, `locals`) lives in the registers; it is written back
//! to the frame ([`Regs::sync`]) before anything that can run Java code or look at frames
//! (calls, allocation of exceptions, class initialization, natives).
use crate::classes::class::Class;
use crate::classes::code::{Cond, Conv, Elem, FpOp, Insn, IntOp};
use crate::classes::method::Method;
use crate::heap::{array_set, class_of};
use crate::interp::access_tracing;
use crate::interp::handlers::{arith, arrays, calls, control, dv, fields, fv, iv, objects, stack};
use crate::interp::regs::{Exit, Regs};
use crate::runtime::throw::{JResult, Throw};
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// Generates `instruction_loop`, the instruction loop with its `match`, from the instruction
/// table.
macro_rules! instruction_loop_fn {
    ($r:ident;
     $(
         $(#[$attr:meta])*
         $name:ident $( ( $($field:ident : $fty:ty),+ ) )?
         $( bytecodes [$($op:literal),+] )?
         $( family($fam:expr) )?
         $( traced($how:ident $($depth:literal)?) )?
         => $run:expr;
     )*) => {
        /// Runs the instructions of the top frame from `ip` on until one leaves the frame (a
        /// call, a return, an exception).
        ///
        /// Each arm leaves the loop itself on its handler's `Err`, rather than the loop testing
        /// one result after the `match`: the results of 200 arms merged into one value would
        /// stay live across the loop's back edge and push `sp` out of its register.
        ///
        /// # Safety
        /// The registers are those of the top frame, whose method passed verification
        /// (`handlers/mod.rs`): each handler's contract is a verified property of the
        /// instructions the table pairs it with.
        #[inline(always)]
        #[allow(unused_unsafe)] // the few safe handlers (`nop`, a link error) are called alike
        unsafe fn instruction_loop($r: &mut Regs) -> Exit {
            loop {
                // SAFETY: `ip` is an instruction of the running method: control never runs off
                // the end of verified code (**targets**, `handlers/mod.rs`), and every handler
                // leaves `ip` at an instruction.
                let insn = unsafe { &*$r.ip };
                // SAFETY: as above; at most one past the last instruction, never read.
                $r.ip = unsafe { $r.ip.add(1) };
                match insn {
                    $(
                        Insn::$name $( ( $($field),+ ) )? => {
                            // SAFETY: the function's contract, for this handler.
                            if let Err(e) = unsafe { $run } {
                                return e;
                            }
                        }
                    )*
                }
            }
        }
    };
}
crate::interp::table::for_each_insn!(instruction_loop_fn);

pub(in crate::interp) fn run(thread: &mut JThread, base_depth: usize) -> JResult<u64> {
    // The poll word of the thread's locking context, held here so that each safepoint poll is
    // one relaxed load (the `Arc` keeps the context alive while this loop runs).
    let locking_ctx = std::sync::Arc::clone(thread.shared.locking.context());
    let safepoint = locking_ctx.poll_word();
    loop {
        // Safepoint poll at every method entry and return (the frame loop restarts on both).
        if safepoint.load(Relaxed) {
            thread.safepoint_poll();
        }
        let frame = thread.frames.last().expect("a frame to run");
        let code = frame.method.code.get().expect("decoded before entry");
        let insns = code.insns.as_ptr();
        let (pc, sp, locals) = (frame.pc, frame.sp, frame.locals);
        let mut r = Regs {
            thread: &mut *thread,
            // SAFETY: a frame's pc is a valid index into its code.
            ip: unsafe { insns.add(pc as usize) },
            sp,
            locals,
            insns,
            safepoint,
            base_depth,
        };
        // SAFETY: the registers are the top frame's, and no code runs unverified (`decode`
        // links the class first).
        let exit = unsafe { instruction_loop(&mut r) };
        match exit {
            Exit::Throw(t) => thread.handle_exception(t, base_depth)?,
            Exit::Frame => {}
            Exit::Done(v) => return Ok(v),
        }
    }
}

impl JThread {
    /// Stops at the pending safepoint until it is over.
    #[cold]
    #[inline(never)]
    pub(in crate::interp) fn safepoint_poll(&mut self) {
        locking::safepoint::block_at_safepoint(&self.shared.locking);
    }

    /// Finds a handler for `exc` in the top frame or unwinds frames (releasing their monitors)
    /// until one has; returns the exception if it leaves the frames above `base_depth`.
    pub(in crate::interp) fn handle_exception(
        &mut self,
        mut exc: Throw,
        base_depth: usize,
    ) -> JResult<()> {
        loop {
            let frame = self.frames.last().expect("frame");
            let code = frame.method.code.get().expect("decoded");
            let at = frame.pc.saturating_sub(1);
            let exc_class = class_of(exc.0);
            let mut target = None;
            for h in code.handlers.iter() {
                if h.start <= at && at < h.end {
                    match &h.catch {
                        None => target = Some(h.target),
                        Some(Ok(c)) if exc_class.is_subclass_of(c) => target = Some(h.target),
                        Some(Ok(_)) => continue,
                        Some(Err(e)) => {
                            exc = self.link_error(e);
                            target = None;
                            continue;
                        }
                    }
                    break;
                }
            }
            if let Some(t) = target {
                let frame = self.frames.last_mut().unwrap();
                // SAFETY: the operand stack starts right after the locals and has room for one:
                // the verifier rejects a method with handlers and max_stack 0.
                unsafe {
                    let base = crate::threads::jthread::operand_base(frame.locals, code);
                    *base = exc.0;
                    frame.sp = base.add(1);
                }
                frame.pc = t;
                return Ok(());
            }
            self.release_frame_monitors();
            self.frames.pop();
            if self.frames.len() <= base_depth {
                return Err(exc);
            }
        }
    }

    pub(in crate::interp) fn icce_not_implemented(&mut self, cls: &Class, m: &Method) -> Throw {
        let msg = format!(
            "Receiver class {} does not implement the interface {} defining the method to be called",
            cls.java_name(),
            m.class().java_name()
        );
        self.new_throwable("java/lang/IncompatibleClassChangeError", Some(&msg))
    }

    pub(in crate::interp) fn multi_new_array(
        &mut self,
        class: &'static Class,
        lens: &[i32],
    ) -> JResult<u64> {
        if let Some(&bad) = lens.iter().find(|&&l| l < 0) {
            return Err(self.new_throwable(
                "java/lang/NegativeArraySizeException",
                Some(&bad.to_string()),
            ));
        }
        let arr = self.alloc_array(class, lens[0])?;
        if lens.len() > 1 {
            let comp = class.component().expect("array");
            // One handle per dimension: each level's array across its sub-arrays' allocation.
            self.with_handles(|t| -> JResult<()> {
                t.handle(arr);
                for i in 0..lens[0] as usize {
                    let sub = t.multi_new_array(comp, &lens[1..])?;
                    // SAFETY: `arr` is a reference array of length lens[0] > i.
                    unsafe { array_set::<u64>(arr, i, sub) };
                }
                Ok(())
            })?;
        }
        Ok(arr)
    }
}

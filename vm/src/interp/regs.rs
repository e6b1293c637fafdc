//! The dispatch loop's registers: the instruction pointer, the operand-stack top and the locals
//! of the running frame (HotSpot's template interpreter keeps the same three in machine
//! registers: bcp, rsp, rlocals), with the primitive moves every handler is made of.
//!
//! The handlers (`interp/handlers/`) take a `&mut Regs`; they are all `#[inline(always)]` into
//! the one loop of `dispatch.rs`, so the struct never lives in memory there (nothing takes its
//! address across a call that is not inlined) and its fields stay in machine registers, as the
//! locals of the former single-function loop did. Anything that needs a `Regs` out of line
//! (`access_tracing.rs`) gets a copy of its own.
//!
//! Each primitive is `unsafe` with the one property it needs; `handlers/mod.rs` lists where the
//! verifier proves each one.
use crate::classes::class::Class;
use crate::classes::code::Insn;
use crate::runtime::throw::{JResult, Throw};
use crate::threads::jthread::JThread;
use std::sync::atomic::AtomicBool;
use std::sync::atomic::Ordering::Relaxed;

/// Why a handler leaves the dispatch loop of the current frame.
pub(crate) enum Exit {
    /// An exception was thrown; the frame has been synced (its pc is past the throwing
    /// instruction).
    Throw(Throw),
    /// The top frame changed (a call entered a bytecode method, or a return left one): the
    /// frame loop reloads the registers.
    Frame,
    /// The bottom frame of this `run` returned this value.
    Done(u64),
}

/// What a handler returns: `Ok` to go on with the next instruction.
pub(crate) type Step = Result<(), Exit>;

pub(crate) struct Regs<'t> {
    pub thread: &'t mut JThread,
    /// The next instruction.
    pub ip: *const Insn,
    /// The first free operand-stack slot.
    pub sp: *mut u64,
    /// Local 0.
    pub locals: *mut u64,
    /// Instruction 0 of the running method.
    pub insns: *const Insn,
    /// The thread's safepoint poll word (see `run`).
    pub safepoint: &'t AtomicBool,
    /// The frame depth below which `run` returns.
    pub base_depth: usize,
}

impl Regs<'_> {
    /// Pushes a one-slot value.
    ///
    /// # Safety
    /// The operand stack has room for one more slot (the verifier bounds its height by
    /// max_stack at every instruction; `enter` reserved max_stack slots).
    #[inline(always)]
    pub unsafe fn push(&mut self, v: u64) {
        // SAFETY: `sp` is below the reserved top, by the contract.
        unsafe {
            *self.sp = v;
            self.sp = self.sp.add(1);
        }
    }

    /// Pushes a two-slot value (a long or double; the value lives in the lower slot).
    ///
    /// # Safety
    /// The operand stack has room for two more slots (as [`Regs::push`]).
    #[inline(always)]
    pub unsafe fn push2(&mut self, v: u64) {
        // SAFETY: as `push`, for two slots.
        unsafe {
            *self.sp = v;
            self.sp = self.sp.add(2);
        }
    }

    /// Pushes a value of `slots` (1 or 2) slots.
    ///
    /// # Safety
    /// The operand stack has room for `slots` more slots.
    #[inline(always)]
    pub unsafe fn push_n(&mut self, slots: usize, v: u64) {
        // SAFETY: the contract.
        unsafe {
            if slots == 2 {
                self.push2(v)
            } else {
                self.push(v)
            }
        }
    }

    /// Pops a one-slot value.
    ///
    /// # Safety
    /// The operand stack holds at least one slot, of the type the caller reads it as (the
    /// verifier's operand types at this instruction).
    #[inline(always)]
    pub unsafe fn pop(&mut self) -> u64 {
        // SAFETY: the stack is not empty, by the contract, so `sp - 1` is in the frame.
        unsafe {
            self.sp = self.sp.sub(1);
            *self.sp
        }
    }

    /// Pops a two-slot value.
    ///
    /// # Safety
    /// The top two slots are one long or double (the verifier never splits them).
    #[inline(always)]
    pub unsafe fn pop2(&mut self) -> u64 {
        // SAFETY: two slots on the stack, by the contract.
        unsafe {
            self.sp = self.sp.sub(2);
            *self.sp
        }
    }

    /// Drops `n` slots.
    ///
    /// # Safety
    /// The operand stack holds at least `n` slots.
    #[inline(always)]
    pub unsafe fn drop_slots(&mut self, n: usize) {
        // SAFETY: the contract.
        unsafe { self.sp = self.sp.sub(n) }
    }

    /// The slot `n` below the top (`peek(1)` is the top), left in place.
    ///
    /// # Safety
    /// The operand stack holds at least `n` slots.
    #[inline(always)]
    pub unsafe fn peek(&self, n: usize) -> u64 {
        // SAFETY: the contract.
        unsafe { *self.sp.sub(n) }
    }

    /// Local `i`.
    ///
    /// # Safety
    /// `i` is below max_locals (the verifier checks every local index an instruction names,
    /// plus one for a long or double), and the local holds the type the caller reads it as.
    #[inline(always)]
    pub unsafe fn local(&self, i: u16) -> u64 {
        // SAFETY: `i < max_locals`, by the contract; `enter` reserved max_locals slots.
        unsafe { *self.locals.add(i as usize) }
    }

    /// Sets local `i`.
    ///
    /// # Safety
    /// `i` is below max_locals (as [`Regs::local`]).
    #[inline(always)]
    pub unsafe fn set_local(&mut self, i: u16, v: u64) {
        // SAFETY: as `local`.
        unsafe { *self.locals.add(i as usize) = v }
    }

    /// Moves past the rest of a superinstruction's group (`interp/fuse.rs`): `n` instructions
    /// after the fused one.
    ///
    /// # Safety
    /// The group has `n` more instructions (`fuse.rs` made this instruction from them).
    #[inline(always)]
    pub unsafe fn skip(&mut self, n: usize) {
        // SAFETY: the skipped instructions are in the code, by the contract.
        unsafe { self.ip = self.ip.add(n) }
    }

    /// The index of the next instruction.
    #[inline(always)]
    pub fn pc(&self) -> u32 {
        // SAFETY: `ip` and `insns` point into the same code array (every move of `ip` is to an
        // instruction of the running method).
        unsafe { self.ip.offset_from(self.insns) as u32 }
    }

    /// Continues at instruction `target` without a safepoint poll (`jsr`, `ret`, an exit of a
    /// loop superinstruction that cannot loop).
    ///
    /// # Safety
    /// `target` is an instruction of the running method (branch and switch targets are
    /// instruction starts, `bytecode.rs`; `ret` jumps through a return address only `jsr`
    /// makes).
    #[inline(always)]
    pub unsafe fn goto(&mut self, target: u32) {
        // SAFETY: the contract.
        unsafe { self.ip = self.insns.add(target as usize) }
    }

    /// Continues at instruction `target`, polling for a safepoint on a backward jump (every
    /// loop has one).
    ///
    /// # Safety
    /// As [`Regs::goto`].
    #[inline(always)]
    pub unsafe fn jump(&mut self, target: u32) {
        // SAFETY: `target` is an instruction of the method, by the contract.
        let target = unsafe { self.insns.add(target as usize) };
        if target < self.ip && self.safepoint.load(Relaxed) {
            self.sync();
            self.thread.safepoint_poll();
        }
        self.ip = target;
    }

    /// Writes `ip` and `sp` back to the frame, before anything that can run Java code or look
    /// at frames (calls, allocation, class initialization, natives, a safepoint).
    #[inline(always)]
    pub fn sync(&mut self) {
        let pc = self.pc();
        // SAFETY: this `run` executes the top frame, which exists while it does.
        let fr = unsafe { self.thread.frames.last_mut().unwrap_unchecked() };
        fr.pc = pc;
        fr.sp = self.sp;
    }

    /// Throws the exception `make` builds (after syncing: building it allocates). The building
    /// is out of line ([`throw_cold`]), so that each handler's code in the loop is its fast path
    /// only; `make` should be a `move` closure, so that nothing of the handler's has its address
    /// taken.
    #[inline(always)]
    pub fn throw<T>(&mut self, make: impl FnOnce(&mut JThread) -> Throw) -> Result<T, Exit> {
        let pc = self.pc();
        Err(Exit::Throw(throw_cold(self.thread, pc, self.sp, make)))
    }

    /// `r`, or a NullPointerException if it is null.
    #[inline(always)]
    pub fn nonnull(&mut self, r: u64) -> Result<u64, Exit> {
        if r == 0 {
            return self.throw(move |t| t.null_pointer());
        }
        Ok(r)
    }

    /// Runs `f` (which may run Java code, allocate or reach a safepoint) with the frame synced;
    /// its exception is thrown.
    #[inline(always)]
    pub fn call<T>(&mut self, f: impl FnOnce(&mut JThread) -> JResult<T>) -> Result<T, Exit> {
        self.sync();
        f(self.thread).map_err(Exit::Throw)
    }

    /// Initializes a class before its first active use (JVMS §5.5).
    #[inline(always)]
    pub fn init(&mut self, c: &'static Class) -> Step {
        if !c.is_initialized() {
            self.call(|t| t.ensure_initialized(c))?;
        }
        Ok(())
    }
}

/// [`Regs::throw`]'s slow part: syncs the top frame to `pc` and `sp`, then builds the exception.
#[cold]
#[inline(never)]
fn throw_cold(
    thread: &mut JThread,
    pc: u32,
    sp: *mut u64,
    make: impl FnOnce(&mut JThread) -> Throw,
) -> Throw {
    let fr = thread.frames.last_mut().expect("a frame to run");
    fr.pc = pc;
    fr.sp = sp;
    make(thread)
}

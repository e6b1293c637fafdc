//! The roots: everything outside the heap that refers into it.
//!
//! * every class: its mirror and its reference statics;
//! * the interned strings (string literals are embedded in decoded code), the VM's global
//!   references (shared lambda instances) and the preallocated OutOfMemoryError;
//! * every thread: its `java.lang.Thread`, the objects it has locked (lock records), its
//!   handles (references native code holds, `gc/handles.rs`) and its interpreter frames.
//!
//! Frames are scanned precisely: the verifier's type map (`verify/typemap.rs`) says which
//! locals and operand-stack slots hold references at the frame's current instruction. A frame
//! is stopped either before its current instruction (at a backward-branch poll, or inside a call
//! or allocation the instruction makes: its operands are still on the stack) or right after it
//! (the poll after a call returns: the result is pushed), so both rows are taken. Where no exact
//! row exists (an old `jsr` subroutine reached with different types, a method whose analysis
//! failed) every slot of the frame is offered as a candidate, which the marker follows only if it
//! is an object's address.
//!
//! The lock and profiler tables of the locking and profiler crates are not roots: they refer to
//! objects by address and forget the dead ones after marking (`locking::collection`).
use crate::classes::class::Class;
use crate::classes::descriptor::BasicType;
use crate::gc::mark::Marker;
use crate::runtime::vm::Vm;
use crate::threads::jthread::{operand_base, Frame, JThread};
use std::sync::atomic::Ordering::Relaxed;

/// Marks every root of `vm`.
///
/// # Safety
/// At a safepoint (every attached thread stopped), as [`ThreadRegistry::for_each_attached`]
/// requires.
///
/// [`ThreadRegistry::for_each_attached`]: crate::threads::registry::ThreadRegistry::for_each_attached
pub unsafe fn mark_roots(vm: &Vm, m: &mut Marker) {
    for class in vm.all_classes() {
        class_roots(m, class);
    }
    for &s in vm.interned.lock().values() {
        m.root(s);
    }
    for &r in vm.global_refs.lock().iter() {
        m.root(r);
    }
    if let Some(oom) = vm.heap.preallocated_oom() {
        m.root(oom);
    }
    for t in vm.threads.live_java_threads() {
        m.root(t);
    }
    // SAFETY: the caller's contract.
    unsafe { vm.threads.for_each_attached(|t| thread_roots(m, t)) };
}

fn class_roots(m: &mut Marker, class: &Class) {
    if let Some(&mirror) = class.mirror.get() {
        m.root(mirror);
    }
    for f in &class.fields {
        if f.is_static() && f.kind == BasicType::Reference {
            m.root(class.statics[f.slot as usize].load(Relaxed));
        }
    }
}

fn thread_roots(m: &mut Marker, t: &JThread) {
    m.root(t.java_thread);
    for &h in t.handle_roots() {
        m.root(h);
    }
    for held in &t.monitors {
        m.root(held.object);
    }
    for frame in &t.frames {
        frame_roots(m, frame);
    }
}

fn frame_roots(m: &mut Marker, frame: &Frame) {
    let Some(code) = frame.method.code.get() else {
        return;
    };
    let max_locals = code.max_locals as usize;
    // Slot `s` of the type map: a local below max_locals, else an operand.
    let slot = |s: usize| -> u64 {
        // SAFETY: `enter` reserved max_locals + max_stack slots (and the fixed overhead) for
        // this frame inside the thread's stack, which lives as long as the thread.
        unsafe {
            if s < max_locals {
                *frame.locals.add(s)
            } else {
                *operand_base(frame.locals, code).add(s - max_locals)
            }
        }
    };
    let pc = frame.pc as usize;
    let before = pc.checked_sub(1).and_then(|i| code.bci.get(i)).copied();
    let after = code.bci.get(pc).copied();
    let map = frame.method.type_map();
    let mut exact = map.is_some();
    for bci in [before, after].into_iter().flatten() {
        match map.and_then(|map| map.refs_at(bci)) {
            Some(refs) if !refs.ambiguous => {
                let live = max_locals + refs.stack_depth as usize;
                for s in refs.slots().filter(|&s| s < live) {
                    m.root(slot(s));
                }
            }
            _ => exact = false,
        }
    }
    if !exact {
        for s in 0..max_locals + code.max_stack as usize {
            m.root(slot(s));
        }
    }
}

//! The instrumented interpreter mode of the concurrency metrics (`--profile=concurrency`,
//! paper 004): the decoder wraps every object-field and array-element access, and every
//! allocation, in `Insn::Traced` ([`wrap`]); the dispatch loop hands a wrapped instruction to
//! [`run`], which reports it (`instrumentation/concurrency.rs`) and does what the instruction does.
//!
//! Why wrap rather than test a flag in the ordinary instructions: with the metrics off no
//! instruction is wrapped, so the dispatch loop runs exactly the code it runs without this
//! module — the mode costs nothing when off. The semantics here repeat the ordinary arms of
//! `dispatch.rs` (same checks, same exceptions, same memory orderings); static fields are not
//! wrapped, as the thesis counts object fields and array elements only.
use crate::classes::code::Insn;
use crate::heap::{array_get, array_length, array_set, class_of, field};
use crate::instrumentation::concurrency::{accessed, allocated};
use crate::runtime::exceptions::JResult;
use crate::threads::jthread::JThread;
use std::sync::atomic::Ordering::{Relaxed, SeqCst};

/// Wraps the instructions the metrics count (before fusion, which then leaves them alone).
pub fn wrap(insns: &mut [Insn]) {
    for i in insns.iter_mut() {
        if matches!(
            i,
            Insn::GetField1(_)
                | Insn::GetField2(_)
                | Insn::PutField1(_)
                | Insn::PutField2(_)
                | Insn::GetFieldVolatile1(_)
                | Insn::GetFieldVolatile2(_)
                | Insn::PutFieldVolatile1(_)
                | Insn::PutFieldVolatile2(_)
                | Insn::IALoad
                | Insn::LALoad
                | Insn::FALoad
                | Insn::DALoad
                | Insn::AALoad
                | Insn::BALoad
                | Insn::CALoad
                | Insn::SALoad
                | Insn::IAStore
                | Insn::LAStore
                | Insn::FAStore
                | Insn::DAStore
                | Insn::AAStore
                | Insn::BAStore
                | Insn::CAStore
                | Insn::SAStore
                | Insn::New(_)
                | Insn::ANewArray(_)
                | Insn::MultiANewArray(..)
        ) {
            let inner = std::mem::replace(i, Insn::Nop);
            // Leaked like the rest of a method's decoded code, which lives as long as the VM.
            *i = Insn::Traced(Box::leak(Box::new(inner)));
        }
    }
}

/// Runs the wrapped instruction `insn` on the operand stack whose top is `sp`; returns the new
/// top. The caller has synced its frame (pc past this instruction, sp).
///
/// # Safety
/// As for the dispatch loop's arms (its SAFETY comment): `sp` is the frame's operand-stack top
/// and the verified code guarantees the stack holds what `insn` consumes, with the types it
/// expects (a reference where it reads one; an array of the instruction's element type), and
/// room for what it pushes.
pub(crate) unsafe fn run(thread: &mut JThread, insn: &Insn, sp: *mut u64) -> JResult<*mut u64> {
    // SAFETY (whole body): the function's contract; null and index checks are done here, as the
    // ordinary arms do them, before any object or element is touched.
    unsafe {
        /// The array at `sp[-depth]` and the index at `sp[-depth + 1]`, checked; the access is
        /// reported.
        macro_rules! element {
            ($depth:expr, $write:expr) => {{
                let arr = *sp.sub($depth);
                if arr == 0 {
                    return Err(thread.null_pointer());
                }
                let i = *sp.sub($depth - 1) as i32;
                let len = array_length(arr);
                if (i as u32) >= (len as u32) {
                    return Err(thread.array_index(i, len));
                }
                accessed(thread, arr, $write);
                (arr, i as usize)
            }};
        }
        /// The object at `sp[-depth]`, checked; the access is reported.
        macro_rules! object {
            ($depth:expr, $write:expr) => {{
                let o = *sp.sub($depth);
                if o == 0 {
                    return Err(thread.null_pointer());
                }
                accessed(thread, o, $write);
                o
            }};
        }
        Ok(match insn {
            Insn::GetField1(s) | Insn::GetFieldVolatile1(s) => {
                let o = object!(1, false);
                let order = if matches!(insn, Insn::GetField1(_)) {
                    Relaxed
                } else {
                    SeqCst
                };
                *sp.sub(1) = field(o, *s).load(order);
                sp
            }
            Insn::GetField2(s) | Insn::GetFieldVolatile2(s) => {
                let o = object!(1, false);
                let order = if matches!(insn, Insn::GetField2(_)) {
                    Relaxed
                } else {
                    SeqCst
                };
                *sp.sub(1) = field(o, *s).load(order);
                sp.add(1)
            }
            Insn::PutField1(s) | Insn::PutFieldVolatile1(s) => {
                let o = object!(2, true);
                let order = if matches!(insn, Insn::PutField1(_)) {
                    Relaxed
                } else {
                    SeqCst
                };
                field(o, *s).store(*sp.sub(1), order);
                sp.sub(2)
            }
            Insn::PutField2(s) | Insn::PutFieldVolatile2(s) => {
                let o = object!(3, true);
                let order = if matches!(insn, Insn::PutField2(_)) {
                    Relaxed
                } else {
                    SeqCst
                };
                field(o, *s).store(*sp.sub(2), order);
                sp.sub(3)
            }
            Insn::IALoad
            | Insn::FALoad
            | Insn::AALoad
            | Insn::BALoad
            | Insn::CALoad
            | Insn::SALoad => {
                let (a, i) = element!(2, false);
                *sp.sub(2) = match insn {
                    Insn::IALoad => array_get::<i32>(a, i) as u32 as u64,
                    Insn::FALoad => array_get::<u32>(a, i) as u64,
                    Insn::AALoad => array_get::<u64>(a, i),
                    Insn::BALoad => array_get::<i8>(a, i) as i32 as u32 as u64,
                    Insn::CALoad => array_get::<u16>(a, i) as u64,
                    _ => array_get::<i16>(a, i) as i32 as u32 as u64,
                };
                sp.sub(1)
            }
            Insn::LALoad | Insn::DALoad => {
                let (a, i) = element!(2, false);
                *sp.sub(2) = array_get::<u64>(a, i);
                sp
            }
            Insn::IAStore | Insn::FAStore => {
                let (a, i) = element!(3, true);
                array_set::<u32>(a, i, *sp.sub(1) as u32);
                sp.sub(3)
            }
            Insn::LAStore | Insn::DAStore => {
                let (a, i) = element!(4, true);
                array_set::<u64>(a, i, *sp.sub(2));
                sp.sub(4)
            }
            Insn::AAStore => {
                let v = *sp.sub(1);
                let (a, i) = {
                    // Checked as the ordinary arm does: null, index, then the element type.
                    let arr = *sp.sub(3);
                    if arr == 0 {
                        return Err(thread.null_pointer());
                    }
                    let i = *sp.sub(2) as i32;
                    let len = array_length(arr);
                    if (i as u32) >= (len as u32) {
                        return Err(thread.array_index(i, len));
                    }
                    (arr, i as usize)
                };
                if v != 0 {
                    let elem_class = class_of(a).component().unwrap_unchecked();
                    let vc = class_of(v);
                    if !vc.is_subclass_of(elem_class) {
                        let name = vc.java_name();
                        return Err(
                            thread.new_throwable("java/lang/ArrayStoreException", Some(&name))
                        );
                    }
                }
                accessed(thread, a, true);
                array_set::<u64>(a, i, v);
                sp.sub(3)
            }
            Insn::BAStore => {
                let (a, i) = element!(3, true);
                // Boolean arrays store only the low bit (JVMS bastore on boolean[]).
                let v = *sp.sub(1) as u8;
                let v = if class_of(a).elem_type()
                    == Some(crate::classes::descriptor::BasicType::Boolean)
                {
                    v & 1
                } else {
                    v
                };
                array_set::<u8>(a, i, v);
                sp.sub(3)
            }
            Insn::CAStore | Insn::SAStore => {
                let (a, i) = element!(3, true);
                array_set::<u16>(a, i, *sp.sub(1) as u16);
                sp.sub(3)
            }
            Insn::New(c) => {
                if !c.is_initialized() {
                    thread.ensure_initialized(c)?;
                }
                let o = thread.alloc_object(c)?;
                allocated(thread, o);
                *sp = o;
                sp.add(1)
            }
            Insn::ANewArray(ac) => {
                let len = *sp.sub(1) as i32;
                let a = thread.alloc_array(ac, len)?;
                allocated(thread, a);
                *sp.sub(1) = a;
                sp
            }
            Insn::MultiANewArray(c, dims) => {
                let n = *dims as usize;
                let base = sp.sub(n);
                let lens: smallvec::SmallVec<[i32; 4]> =
                    (0..n).map(|k| *base.add(k) as i32).collect();
                let a = thread.multi_new_array(c, &lens)?;
                // Only the outer array: the inner ones are taken to be the first accessor's
                // (`Concurrency::accessed`), which is nearly always this thread.
                allocated(thread, a);
                *base = a;
                base.add(1)
            }
            _ => unreachable!("not wrapped by `wrap`"),
        })
    }
}

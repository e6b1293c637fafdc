//! `toyjvm.Locks`: a program's window on its objects' lock states (toyjvm only).
use crate::classes::method::NativeFn;
use crate::runtime::object_sync::object_ref;
use crate::runtime::throw::JResult;
use crate::threads::jthread::JThread;

/// The object argument, or a NullPointerException.
fn object(t: &mut JThread, a: &[u64]) -> JResult<locking::ObjectRef> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    Ok(object_ref(a[0]))
}

fn mark_word(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(object(t, a)?.mark().bits() as u64)
}

fn bits(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let text = object(t, a)?.mark().fields();
    t.new_string(&text)
}

fn state(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let text = locking::describe(&crate::runtime::vm::vm().locking, object(t, a)?);
    t.new_string(&text)
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("toyjvm/Locks.markWord(Ljava/lang/Object;)J", mark_word),
    (
        "toyjvm/Locks.bits(Ljava/lang/Object;)Ljava/lang/String;",
        bits,
    ),
    (
        "toyjvm/Locks.state(Ljava/lang/Object;)Ljava/lang/String;",
        state,
    ),
];

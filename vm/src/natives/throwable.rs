//! Throwable's backtrace: recorded cheaply when the exception is created (method, bytecode
//! index pairs in a long[]), turned into StackTraceElements only if someone asks.
use crate::classes::method::Method;
use crate::classes::method::NativeFn;
use crate::heap::{array_get, array_length, array_set};
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;

fn fill_in_stack_trace0(t: &mut JThread, _: &[u64]) -> JResult<u64> {
    let throwable = vm().wk().throwable;
    // Skip the frames that are building the exception: fillInStackTrace itself and the
    // constructors of Throwable subclasses, as HotSpot does.
    let mut frames = t.frames.iter().rev().peekable();
    while let Some(f) = frames.peek() {
        let m = f.method;
        let in_throwable = m.class().is_subclass_of(throwable);
        if in_throwable && (m.name.starts_with("fillInStackTrace") || m.name == "<init>") {
            frames.next();
        } else {
            break;
        }
    }
    // Lambda bodies are synthesized (no bytecode): like HotSpot's hidden lambda classes, their
    // frames do not appear in stack traces. When the exception comes from one, the backtrace
    // gets one more element (an odd length; `decode_backtrace` reads pairs and ignores it), so
    // that a NullPointerException raised there gets no helpful message, as in HotSpot (whose
    // backtrace remembers a hidden top frame).
    let hidden_top = frames
        .peek()
        .is_some_and(|f| f.method.raw_code.is_none() && !f.method.is_native());
    let pairs: Vec<(u64, u64)> = frames
        .filter(|f| f.method.raw_code.is_some())
        .take(t.max_trace_depth)
        .map(|f| {
            let code = f.method.code.get().expect("running code is decoded");
            let bci = code
                .bci
                .get(f.pc.saturating_sub(1) as usize)
                .copied()
                .unwrap_or(0);
            (f.method as *const Method as u64, bci as u64)
        })
        .collect();
    let long_array = vm().load_class("[J").map_err(|e| t.link_error(&e))?;
    let arr = t.alloc_array(long_array, (pairs.len() * 2 + hidden_top as usize) as i32)?;
    for (i, (m, bci)) in pairs.iter().enumerate() {
        // SAFETY: `arr` is a long[] of length 2 * pairs.len().
        unsafe {
            array_set::<u64>(arr, 2 * i, *m);
            array_set::<u64>(arr, 2 * i + 1, *bci);
        }
    }
    Ok(arr)
}

fn decode_backtrace(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let bt = a[0];
    let n = if bt == 0 {
        0
    } else {
        array_length(bt) as usize / 2
    };
    let ste = vm()
        .load_class("java/lang/StackTraceElement")
        .map_err(|e| t.link_error(&e))?;
    t.ensure_initialized(ste)?;
    let ctor = ste
        .find_declared_method(
            "<init>",
            "(Ljava/lang/String;Ljava/lang/String;Ljava/lang/String;I)V",
        )
        .expect("StackTraceElement(String,String,String,int)");
    let arr_class = vm().array_class_of(ste).map_err(|e| t.link_error(&e))?;
    let arr = t.alloc_array(arr_class, n as i32)?;
    t.handle(arr);
    for i in 0..n {
        // SAFETY: backtraces are long[]s written by fill_in_stack_trace0 with immortal methods.
        let (m, bci) = unsafe {
            (
                &*(array_get::<u64>(bt, 2 * i) as usize as *const Method),
                array_get::<u64>(bt, 2 * i + 1),
            )
        };
        // One element's strings and object, released before the next.
        let e = t.with_handles(|t| -> JResult<u64> {
            let class_name = t.new_string(&m.class().java_name())?;
            t.handle(class_name);
            let method_name = t.new_string(&m.name)?;
            t.handle(method_name);
            let file = match &m.class().source_file {
                Some(f) => t.new_string(f)?,
                None => 0,
            };
            t.handle(file);
            let line = m.line_number(bci as u32);
            let e = t.alloc_object(ste)?;
            t.handle(e);
            t.invoke(
                ctor,
                &[e, class_name, method_name, file, line as u32 as u64],
            )?;
            Ok(e)
        })?;
        // SAFETY: `arr` is a StackTraceElement[] of length n.
        unsafe { array_set::<u64>(arr, i, e) };
    }
    Ok(arr)
}

/// `NullPointerException.getExtendedNPEMessage()`: the helpful message for the throw site at
/// the top of the exception's backtrace (`runtime/npe_message.rs`), or null: no backtrace, a
/// hidden top frame (odd length, see `fill_in_stack_trace0`), or no message for that site.
fn get_extended_npe_message(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if !vm().options.flags.show_code_details_in_exception_messages {
        return Ok(0);
    }
    let Some(slot) = vm().wk().throwable.instance_field_slot("backtrace") else {
        return Ok(0);
    };
    let bt = crate::heap::field(a[0], slot).load(std::sync::atomic::Ordering::Relaxed);
    if bt == 0 || crate::heap::class_of(bt).name != "[J" {
        return Ok(0);
    }
    let len = array_length(bt);
    if len < 2 || len % 2 == 1 {
        return Ok(0);
    }
    // SAFETY: a long[] of length >= 2 written by fill_in_stack_trace0 with immortal methods.
    let (m, bci) = unsafe {
        (
            &*(array_get::<u64>(bt, 0) as usize as *const Method),
            array_get::<u64>(bt, 1),
        )
    };
    match crate::runtime::npe_message::message(m, bci as u32) {
        Some(msg) => t.new_string(&msg),
        None => Ok(0),
    }
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    (
        "java/lang/NullPointerException.getExtendedNPEMessage()Ljava/lang/String;",
        get_extended_npe_message,
    ),
    (
        "java/lang/Throwable.fillInStackTrace0()Ljava/lang/Object;",
        fill_in_stack_trace0,
    ),
    (
        "java/lang/Throwable.decodeBacktrace(Ljava/lang/Object;)[Ljava/lang/StackTraceElement;",
        decode_backtrace,
    ),
];

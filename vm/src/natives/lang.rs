//! java.lang natives: Object, String, System, Runtime, Thread.
use super::args::{bool_result, int};
use crate::classes::method::NativeFn;
use crate::heap::{array_length, class_of, instance_bytes, ARRAY_DATA_OFFSET, FIELDS_OFFSET};
use crate::runtime::strings::{rust_string, string_chars};
use crate::runtime::throw::JResult;
use crate::runtime::vm::vm;
use crate::threads::jthread::JThread;
use std::time::{Instant, SystemTime, UNIX_EPOCH};

fn get_class(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.mirror_of(class_of(a[0]))
}

fn hash_code(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(t.identity_hash(a[0]) as u32 as u64)
}

fn identity_hash_code(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    Ok(if a[0] == 0 {
        0
    } else {
        t.identity_hash(a[0]) as u32 as u64
    })
}

fn clone(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let obj = a[0];
    let cls = class_of(obj);
    let (copy, bytes) = if let Some(elem) = cls.elem_type() {
        let len = array_length(obj);
        let copy = t.alloc_array(cls, len)?;
        (
            copy,
            ARRAY_DATA_OFFSET + len as usize * elem.array_elem_bytes(),
        )
    } else {
        let cloneable = vm()
            .load_class("java/lang/Cloneable")
            .map_err(|e| t.link_error(&e))?;
        if !cls.is_subclass_of(cloneable) {
            return Err(t.new_throwable(
                "java/lang/CloneNotSupportedException",
                Some(&cls.java_name()),
            ));
        }
        (t.alloc_object(cls)?, instance_bytes(cls.instance_slots))
    };
    // SAFETY: both objects have the same class and size; the header (mark word, class) is not
    // copied, so the copy keeps its own fresh mark word.
    unsafe {
        std::ptr::copy_nonoverlapping(
            (obj as usize + FIELDS_OFFSET) as *const u8,
            (copy as usize + FIELDS_OFFSET) as *mut u8,
            bytes - FIELDS_OFFSET,
        )
    };
    Ok(copy)
}

fn notify(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.monitor_notify(a[0], false).map(|_| 0)
}

fn notify_all(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.monitor_notify(a[0], true).map(|_| 0)
}

fn wait(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.monitor_wait(a[0], a[1] as i64).map(|_| 0)
}

fn intern(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let chars = string_chars(a[0]);
    t.intern_utf16(&chars)
}

fn current_time_millis(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| d.as_millis() as u64)
        .unwrap_or(0))
}

fn nano_time(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    static START: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    // Like HotSpot, an arbitrary origin; large so differences never wrap in practice. One clock
    // for the process (HotSpot reads CLOCK_MONOTONIC), so VMs in one process agree on it.
    Ok(START.get_or_init(Instant::now).elapsed().as_nanos() as u64 + (1u64 << 40))
}

fn exit0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    crate::runtime::vm_lifecycle::exit_vm(int(a, 0))
}

fn init_properties(t: &mut JThread, _: &[u64]) -> JResult<u64> {
    let cwd = std::env::current_dir()
        .map(|p| p.display().to_string())
        .unwrap_or_else(|_| ".".into());
    let home = std::env::var("HOME").unwrap_or_else(|_| "?".into());
    let user = std::env::var("USER").unwrap_or_else(|_| "?".into());
    let mut props: Vec<(String, String)> = vec![
        ("java.version".into(), "1.8.0".into()),
        ("java.specification.version".into(), "1.8".into()),
        ("java.vendor".into(), "toyjvm".into()),
        ("java.vm.name".into(), "toyjvm".into()),
        ("java.vm.version".into(), env!("CARGO_PKG_VERSION").into()),
        ("java.class.version".into(), "52.0".into()),
        (
            "java.home".into(),
            std::env::current_exe()
                .map(|p| p.display().to_string())
                .unwrap_or_default(),
        ),
        (
            "java.class.path".into(),
            vm().classpath
                .entry_paths()
                .map(|p| p.display().to_string())
                .collect::<Vec<_>>()
                .join(":"),
        ),
        ("java.io.tmpdir".into(), "/tmp".into()),
        (
            "os.name".into(),
            if cfg!(target_os = "linux") {
                "Linux".into()
            } else {
                std::env::consts::OS.into()
            },
        ),
        (
            "os.arch".into(),
            if cfg!(target_arch = "x86_64") {
                "amd64".into()
            } else {
                std::env::consts::ARCH.into()
            },
        ),
        ("file.separator".into(), "/".into()),
        ("path.separator".into(), ":".into()),
        ("line.separator".into(), "\n".into()),
        ("file.encoding".into(), "UTF-8".into()),
        ("user.dir".into(), cwd),
        ("user.home".into(), home),
        ("user.name".into(), user),
    ];
    props.extend(vm().options.properties.iter().cloned());
    let string_array = vm()
        .load_class("[Ljava/lang/String;")
        .map_err(|e| t.link_error(&e))?;
    let arr = t.alloc_array(string_array, (props.len() * 2) as i32)?;
    t.handle(arr);
    for (i, (k, v)) in props.iter().enumerate() {
        let ks = t.new_string(k)?;
        // SAFETY: `arr` is a String[] of length 2 * props.len().
        unsafe { crate::heap::array_set::<u64>(arr, 2 * i, ks) };
        let vs = t.new_string(v)?;
        // SAFETY: as above.
        unsafe { crate::heap::array_set::<u64>(arr, 2 * i + 1, vs) };
    }
    Ok(arr)
}

fn getenv0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    match std::env::var(rust_string(a[0])) {
        Ok(v) => t.new_string(&v),
        Err(_) => Ok(0),
    }
}

fn available_processors(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(std::thread::available_parallelism()
        .map(|n| n.get())
        .unwrap_or(1) as u64)
}

fn free_memory(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(crate::runtime::vm::vm().heap.free_memory() as u64)
}

fn total_memory(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(crate::runtime::vm::vm().heap.total_memory() as u64)
}

fn max_memory(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(crate::runtime::vm::vm().heap.max_memory() as u64)
}

/// `Runtime.gc()`: a full collection at a safepoint (which, as every safepoint, also deflates
/// idle monitors).
fn gc(t: &mut JThread, _: &[u64]) -> JResult<u64> {
    t.collect_garbage(crate::gc::GcCause::SystemGc, 0);
    Ok(0)
}

fn current_thread(t: &mut JThread, _: &[u64]) -> JResult<u64> {
    Ok(t.java_thread)
}

fn sleep(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let ms = a[0] as i64;
    if ms < 0 {
        return Err(t.new_throwable(
            "java/lang/IllegalArgumentException",
            Some("timeout value is negative"),
        ));
    }
    if !t.shared.sleep(std::time::Duration::from_millis(ms as u64)) {
        return Err(t.new_throwable("java/lang/InterruptedException", Some("sleep interrupted")));
    }
    Ok(0)
}

fn interrupt0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    use crate::threads::lifecycle::set_pending_interrupt;
    // A thread that is not alive keeps the status in its Thread object (JDK 17: interrupting a
    // thread before start makes it start interrupted; a terminated one stays interrupted).
    match vm().threads.shared(a[0]) {
        Some(s) => {
            s.interrupt();
            // It may have terminated meanwhile, after copying its flag out.
            if !vm().threads.is_alive(a[0]) {
                set_pending_interrupt(a[0]);
            }
        }
        None => set_pending_interrupt(a[0]),
    }
    Ok(0)
}

fn get_state0(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    use crate::threads::shared::JavaState;
    let state = vm()
        .threads
        .shared(a[0])
        .map_or(JavaState::Terminated, |s| s.state());
    Ok(state as u64)
}

fn is_interrupted0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let clear = a[1] as u32 != 0;
    let shared = if a[0] == t.java_thread {
        Some(t.shared.clone())
    } else {
        vm().threads.shared(a[0])
    };
    bool_result(match shared {
        Some(s) if clear => s.locking.clear_interrupted(),
        Some(s) => s.locking.is_interrupted(),
        None => crate::threads::lifecycle::pending_interrupt(a[0], clear),
    })
}

fn yield_(_: &mut JThread, _: &[u64]) -> JResult<u64> {
    std::thread::yield_now();
    Ok(0)
}

fn start0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    t.start_thread(a[0]).map(|_| 0)
}

fn is_alive(_: &mut JThread, a: &[u64]) -> JResult<u64> {
    bool_result(vm().threads.is_alive(a[0]))
}

fn holds_lock(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    if a[0] == 0 {
        return Err(t.null_pointer_in_native());
    }
    bool_result(t.holds_lock(a[0]))
}

pub const NATIVES: &[(&str, NativeFn)] = &[
    ("java/lang/Object.getClass()Ljava/lang/Class;", get_class),
    ("java/lang/Object.hashCode()I", hash_code),
    ("java/lang/Object.clone()Ljava/lang/Object;", clone),
    ("java/lang/Object.notify()V", notify),
    ("java/lang/Object.notifyAll()V", notify_all),
    ("java/lang/Object.wait(J)V", wait),
    ("java/lang/String.intern()Ljava/lang/String;", intern),
    ("java/lang/System.currentTimeMillis()J", current_time_millis),
    ("java/lang/System.nanoTime()J", nano_time),
    (
        "java/lang/System.identityHashCode(Ljava/lang/Object;)I",
        identity_hash_code,
    ),
    ("java/lang/System.exit0(I)V", exit0),
    (
        "java/lang/System.initProperties()[Ljava/lang/String;",
        init_properties,
    ),
    (
        "java/lang/System.getenv0(Ljava/lang/String;)Ljava/lang/String;",
        getenv0,
    ),
    (
        "java/lang/Runtime.availableProcessors()I",
        available_processors,
    ),
    ("java/lang/Runtime.freeMemory()J", free_memory),
    ("java/lang/Runtime.totalMemory()J", total_memory),
    ("java/lang/Runtime.maxMemory()J", max_memory),
    ("java/lang/Runtime.gc()V", gc),
    (
        "java/lang/Thread.currentThread()Ljava/lang/Thread;",
        current_thread,
    ),
    ("java/lang/Thread.sleep(J)V", sleep),
    ("java/lang/Thread.yield()V", yield_),
    ("java/lang/Thread.start0()V", start0),
    ("java/lang/Thread.isAlive()Z", is_alive),
    (
        "java/lang/Thread.holdsLock(Ljava/lang/Object;)Z",
        holds_lock,
    ),
    ("java/lang/Thread.interrupt0()V", interrupt0),
    ("java/lang/Thread.isInterrupted0(Z)Z", is_interrupted0),
    ("java/lang/Thread.getState0()I", get_state0),
];

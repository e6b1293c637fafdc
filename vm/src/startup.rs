//! Starting a program the way `java` does: bootstrap the core classes, create the `main` thread,
//! find `public static void main(String[])`, run it, wait for the other non-daemon threads, run
//! the shutdown hooks, and turn the outcome into an exit status. (Compiling a `.java` file first,
//! in source-launcher mode, is `source_launcher.rs`.)
use crate::runtime::exceptions::JResult;
use crate::runtime::java_threads::report_uncaught;
use crate::runtime::jthread::JThread;
use crate::runtime::vm::vm;
use crate::runtime::well_known::WellKnown;
use std::io::Write;

fn well_known() -> Result<WellKnown, String> {
    let vm = vm();
    let load = |n: &str| {
        vm.load_class(n)
            .map_err(|e| format!("{}: {}", e.class, e.message))
    };
    let slot = |c: &'static crate::runtime::class::Class, f: &str| {
        c.instance_field_slot(f)
            .ok_or_else(|| format!("jdk-subset: {} has no field {f}", c.name))
    };
    let (string, class, throwable, thread) = (
        load("java/lang/String")?,
        load("java/lang/Class")?,
        load("java/lang/Throwable")?,
        load("java/lang/Thread")?,
    );
    Ok(WellKnown {
        object: load("java/lang/Object")?,
        char_array: load("[C")?,
        string_value: slot(string, "value")?,
        class_vm_class: slot(class, "vmClass")?,
        throwable_detail_message: slot(throwable, "detailMessage")?,
        thread_daemon: slot(thread, "daemon")?,
        string,
        class,
        throwable,
        thread,
    })
}

/// Creates the core classes, the `main` Thread object and initializes `System`.
fn bootstrap(t: &mut JThread) -> JResult<()> {
    let wk = vm().wk();
    for c in [wk.object, wk.string, wk.class, wk.thread] {
        t.ensure_initialized(c)?;
    }
    let thread = t.alloc_object(wk.thread)?;
    let mark = t.handle_mark();
    t.handle(thread); // a root once it is `t.java_thread`, below
    let made = t.new_string("main").and_then(|name| {
        let ctor = wk
            .thread
            .find_declared_method("<init>", "(Ljava/lang/String;)V")
            .expect("Thread(String)");
        t.invoke(ctor, &[thread, name])
    });
    t.release_handles(mark);
    made?;
    t.java_thread = thread;
    vm().threads.add(thread, false, t.shared.clone());
    let system = vm()
        .load_class("java/lang/System")
        .map_err(|e| t.link_error(&e))?;
    t.ensure_initialized(system)?;
    // HotSpot's preallocated OutOfMemoryError, for when even building one finds no room.
    let oom = t.new_throwable("java/lang/OutOfMemoryError", Some("Java heap space"));
    vm().heap.set_preallocated_oom(oom.0);
    Ok(())
}

/// `java.lang.Shutdown.shutdown()`: the shutdown hooks of a program that ends normally
/// (`System.exit` runs them from Java).
fn run_shutdown_hooks(t: &mut JThread) {
    let Ok(shutdown) = vm().load_class("java/lang/Shutdown") else {
        return;
    };
    if let Some(m) = shutdown.find_declared_method("shutdown", "()V") {
        if let Err(e) = t
            .ensure_initialized(shutdown)
            .and_then(|_| t.invoke(m, &[]))
        {
            report_uncaught(t, e);
        }
    }
}

/// What to run: a main class (dotted or internal name) and its arguments.
pub struct Launch {
    pub main_class: String,
    pub args: Vec<String>,
}

/// Runs the program on a fresh Java thread and returns the exit status (System.exit does not
/// return).
pub fn run(launch: Launch) -> i32 {
    if let Err(e) = crate::runtime::crash::check_diagnostic_flags(&vm().options) {
        eprintln!("{e}");
        return 1;
    }
    // SIGQUIT prints a thread dump from here on (before the program can print anything).
    crate::runtime::signals::start(&vm().options);
    let stack = vm().options.stack_bytes;
    // The Rust stack only has to hold nested Rust->Java calls (class initializers, natives); Java
    // frames live in the thread's own slot stack.
    let h = std::thread::Builder::new()
        .name("main".into())
        .stack_size(64 << 20)
        .spawn(move || run_on_this_thread(launch, stack))
        .expect("spawn the main thread");
    h.join().unwrap_or(1)
}

fn run_on_this_thread(launch: Launch, stack: usize) -> i32 {
    match well_known() {
        Ok(wk) => {
            let _ = vm().well_known.set(wk);
        }
        Err(e) => {
            eprintln!("Error occurred during initialization of VM\n{e}");
            return 1;
        }
    }
    let mut t = JThread::new(stack);
    t.attach();
    if let Err(e) = bootstrap(&mut t) {
        eprintln!("Error occurred during initialization of VM");
        report_uncaught(&mut t, e);
        return 1;
    }
    let internal = launch.main_class.replace('.', "/");
    let main_class = match vm().load_class(&internal) {
        Ok(c) => c,
        Err(e)
            if e.class == "java/lang/NoClassDefFoundError" && !e.message.contains("wrong name") =>
        {
            let dotted = launch.main_class.replace('/', ".");
            eprintln!("Error: Could not find or load main class {dotted}");
            eprintln!("Caused by: java.lang.ClassNotFoundException: {dotted}");
            return 1;
        }
        Err(e) => {
            eprintln!(
                "Error: LinkageError occurred while loading main class {}",
                launch.main_class.replace('/', ".")
            );
            eprintln!("\t{}: {}", e.class.replace('/', "."), e.message);
            return 1;
        }
    };
    // The launcher's reflection on the main class links (verifies) it, as HotSpot's does.
    if let Err(e) = vm().link(main_class) {
        eprintln!(
            "Error: Unable to initialize main class {}",
            main_class.java_name()
        );
        eprintln!("Caused by: {}: {}", e.class.replace('/', "."), e.message);
        return 1;
    }
    let main = main_class
        .find_declared_method("main", "([Ljava/lang/String;)V")
        .filter(|m| m.is_static());
    let Some(main) = main else {
        eprintln!(
            "Error: Main method not found in class {}, please define the main method as:\n   public static void main(String[] args)\nor a JavaFX application class must extend javafx.application.Application",
            main_class.java_name()
        );
        return 1;
    };
    let result = (|| -> JResult<u64> {
        t.ensure_initialized(main_class)?;
        let string_array = vm()
            .load_class("[Ljava/lang/String;")
            .map_err(|e| t.link_error(&e))?;
        let args = t.alloc_array(string_array, launch.args.len() as i32)?;
        t.with_handles(|t| -> JResult<()> {
            t.handle(args);
            for (i, a) in launch.args.iter().enumerate() {
                let s = t.new_string(a)?;
                // SAFETY: `args` is a String[] of this length.
                unsafe { crate::heap::array_set::<u64>(args, i, s) };
            }
            Ok(())
        })?;
        crate::runtime::crash::error_handler_test(&mut t, main, args)?;
        t.invoke(main, &[args])
    })();
    let status = match result {
        Ok(_) => 0,
        Err(exc) => {
            report_uncaught(&mut t, exc);
            1
        }
    };
    // Like HotSpot's DestroyJavaVM: the main thread ends, then the VM waits for every other
    // non-daemon thread before exiting.
    t.terminate();
    crate::runtime::java_threads::blocked(&t.shared.locking, || vm().threads.wait_for_non_daemon());
    run_shutdown_hooks(&mut t);
    let _ = std::io::stdout().flush();
    status
}

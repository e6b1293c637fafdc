//! Starting a program the way `java` does: bootstrap the core classes, create the `main` thread,
//! find `public static void main(String[])`, run it, wait for the other non-daemon threads, run
//! the shutdown hooks, and turn the outcome into an exit status. (Compiling a `.java` file first,
//! in source-launcher mode, is `source_launcher.rs`.)
use crate::api::JavaError;
use crate::classes::well_known::WellKnown;
use crate::runtime::java_calls::JavaCalls;
use crate::runtime::throw::JResult;
use crate::runtime::vm::{vm, Vm};
use crate::threads::jthread::JThread;
use crate::threads::lifecycle::report_uncaught;
use crate::threads::shared::blocked;
use std::io::Write;

fn well_known() -> Result<WellKnown, String> {
    let vm = vm();
    let load = |n: &str| {
        vm.load_class(n)
            .map_err(|e| format!("{}: {}", e.class, e.message))
    };
    let slot = |c: &'static crate::classes::class::Class, f: &str| {
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
        thread_interrupted: slot(thread, "interrupted")?,
        thread_park_blocker: thread.instance_field_slot("parkBlocker"),
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

/// Work for the main thread: runs on it, with its `JThread`.
type Job = Box<dyn FnOnce(&mut JThread) + Send>;

/// The VM's `main` Java thread, as the `java` launcher has one: it bootstraps the class library
/// and then runs what it is given ([`MainThread::run`]) — the program's `main`, calls from an
/// embedding program, and at the end `DestroyJavaVM` ([`destroy_vm`]). Between jobs it waits in
/// the blocked state, so safepoints do not wait for it.
pub struct MainThread {
    jobs: crossbeam_channel::Sender<Job>,
    os_thread: std::thread::JoinHandle<()>,
}

impl MainThread {
    /// Starts the main thread of `vm` and bootstraps the class library on it. `None` when the
    /// bootstrap failed (the error is printed on stderr, as `java` prints it).
    pub fn start(vm: &'static Vm) -> Option<MainThread> {
        let (jobs, queue) = crossbeam_channel::unbounded::<Job>();
        let (ready, booted) = crossbeam_channel::bounded::<bool>(1);
        let stack = vm.options.stack_bytes;
        // The Rust stack only has to hold nested Rust->Java calls (class initializers,
        // natives); Java frames live in the thread's own slot stack.
        let os_thread = std::thread::Builder::new()
            .name("main".into())
            .stack_size(64 << 20)
            .spawn(move || {
                crate::runtime::vm::work_for(vm);
                if let Err(e) = well_known().map(|wk| vm.well_known.set(wk)) {
                    eprintln!("Error occurred during initialization of VM\n{e}");
                    let _ = ready.send(false);
                    return;
                }
                // `t` stays in this frame: attaching publishes its address.
                let mut t = vm.new_jthread(stack);
                t.attach();
                if let Err(e) = bootstrap(&mut t) {
                    eprintln!("Error occurred during initialization of VM");
                    report_uncaught(&mut t, e);
                    t.detach();
                    let _ = ready.send(false);
                    return;
                }
                let _ = ready.send(true);
                while let Ok(job) = blocked(&t.shared.locking, || queue.recv()) {
                    job(&mut t);
                }
                t.detach();
            })
            .map_err(|_| {
                eprintln!(
                    "Error occurred during initialization of VM\nunable to create the main thread"
                )
            })
            .ok()?;
        match booted.recv() {
            Ok(true) => Some(MainThread { jobs, os_thread }),
            _ => {
                let _ = os_thread.join();
                None
            }
        }
    }

    /// Runs `job` on the main thread and returns its result.
    pub fn run<R: Send + 'static>(
        &self,
        job: impl FnOnce(&mut JThread) -> R + Send + 'static,
    ) -> R {
        let (done, result) = crossbeam_channel::bounded(1);
        let sent = self.jobs.send(Box::new(move |t: &mut JThread| {
            let _ = done.send(job(t));
        }));
        assert!(sent.is_ok(), "the main thread is gone");
        result.recv().expect("the main thread died in a job")
    }

    /// Ends the main thread (after [`destroy_vm`]) and waits until its OS thread is gone.
    pub fn end(self) {
        drop(self.jobs);
        let _ = self.os_thread.join();
    }
}

/// Runs `main(String[])` of the launch's class on `t` as the `java` launcher does: `Err` after
/// printing why as `java` does (class not found, no main method, an uncaught exception), for
/// which `java` exits with 1. Other threads go on running.
pub fn run_main(t: &mut JThread, launch: &Launch) -> Result<(), JavaError> {
    let internal = launch.main_class.replace('.', "/");
    let main_class = match vm().load_class(&internal) {
        Ok(c) => c,
        Err(e)
            if e.class == "java/lang/NoClassDefFoundError" && !e.message.contains("wrong name") =>
        {
            let dotted = launch.main_class.replace('/', ".");
            eprintln!("Error: Could not find or load main class {dotted}");
            eprintln!("Caused by: java.lang.ClassNotFoundException: {dotted}");
            return Err(JavaError::Link {
                error: "java.lang.ClassNotFoundException".into(),
                message: dotted,
            });
        }
        Err(e) => {
            eprintln!(
                "Error: LinkageError occurred while loading main class {}",
                launch.main_class.replace('/', ".")
            );
            eprintln!("\t{}: {}", e.class.replace('/', "."), e.message);
            return Err(JavaError::Link {
                error: e.class.replace('/', "."),
                message: e.message,
            });
        }
    };
    // The launcher's reflection on the main class links (verifies) it, as HotSpot's does.
    if let Err(e) = vm().link(main_class) {
        eprintln!(
            "Error: Unable to initialize main class {}",
            main_class.java_name()
        );
        eprintln!("Caused by: {}: {}", e.class.replace('/', "."), e.message);
        return Err(JavaError::Link {
            error: e.class.replace('/', "."),
            message: e.message,
        });
    }
    let main = main_class
        .find_declared_method("main", "([Ljava/lang/String;)V")
        .filter(|m| m.is_static());
    let Some(main) = main else {
        eprintln!(
            "Error: Main method not found in class {}, please define the main method as:\n   public static void main(String[] args)\nor a JavaFX application class must extend javafx.application.Application",
            main_class.java_name()
        );
        return Err(JavaError::NoSuchMethod(format!(
            "{}.main([Ljava/lang/String;)V",
            main_class.name
        )));
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
        crate::diagnostics::crash::error_handler_test(t, main, args)?;
        t.invoke(main, &[args])
    })();
    match result {
        Ok(_) => Ok(()),
        Err(exc) => {
            let error = crate::api::describe_exception(exc);
            report_uncaught(t, exc);
            Err(error)
        }
    }
}

/// HotSpot's `DestroyJavaVM`, on the main thread `t`: the main thread ends, the VM waits for
/// every other non-daemon thread, then runs the shutdown hooks.
pub fn destroy_vm(t: &mut JThread) {
    t.terminate();
    blocked(&t.shared.locking, || vm().threads.wait_for_non_daemon());
    run_shutdown_hooks(t);
    let _ = std::io::stdout().flush();
}

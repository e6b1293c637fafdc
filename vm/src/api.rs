//! toyjvm as a library: build a VM from options, run a main class or call a static method, read
//! the lock report as Rust values, and shut the VM down.
//!
//! ```no_run
//! use vm::api::{Value, VmBuilder};
//!
//! let jvm = VmBuilder::new()
//!     .classpath("bench-programs/classes")
//!     .option("-Xmx64m")?
//!     .option("--profile=freelunch,jprofiler")?
//!     .build()?;
//! let status = jvm.run_main("PingPong", &["2000".to_string()]);
//! let sum = jvm.call_static("Util", "add", "(II)I", &[Value::Int(2), Value::Int(3)])?;
//! assert_eq!(sum, Value::Int(5));
//! let ended = jvm.shutdown();
//! for lock in ended.report.iter().flat_map(|r| &r.locks) {
//!     let csp = lock.freelunch.as_ref().map_or(0.0, |f| f.csp);
//!     println!("{} (lock #{}): CSP {:.1}%", lock.class, lock.id, csp * 100.0);
//! }
//! # let _ = status;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! **Several VMs in one process.** Each [`JavaVm`] has its own classes, heap, threads, flags,
//! locks and profilers; VMs may run one after the other or side by side. What a process has
//! only once is shared by nature: the SIGQUIT handler (a signal dumps every VM that did not ask
//! for `-Xrs`), the crash reporter, standard output, and `System.exit`, which — as in JNI —
//! ends the whole process.
//!
//! **What a VM keeps after [`JavaVm::shutdown`].** Its heap goes back to the OS when no Java
//! thread is left. Daemon threads still running at shutdown are stopped for good at a last
//! safepoint, as HotSpot's `VM_Exit` leaves them; then the heap stays mapped, because their
//! frames point into it. Class and method metadata stay for the life of the process: the
//! interpreter hands out `'static` references to them.
use std::fmt;

use crate::classes::descriptor::{BasicType, MethodDescriptor};
use crate::classpath::ClassPath;
use crate::runtime::options::VmOptions;
use crate::runtime::vm::Vm;
use crate::startup::{Launch, MainThread};

/// Options for a new VM: the words of a `toyjvm` command line before the main class.
#[derive(Clone)]
pub struct VmBuilder {
    words: Vec<String>,
}

impl Default for VmBuilder {
    fn default() -> Self {
        Self::new()
    }
}

impl VmBuilder {
    /// Default options (class path `.`).
    pub fn new() -> VmBuilder {
        VmBuilder {
            words: vec!["-cp".into(), ".".into()],
        }
    }

    /// Where classes are found (`-cp`): directories and jar files, `:`-separated.
    pub fn classpath(mut self, path: &str) -> VmBuilder {
        self.words.push("-cp".into());
        self.words.push(path.into());
        self
    }

    /// One option as `toyjvm` takes it: `-Xmx64m`, `-XX:+UseBiasedLocking`, `-Dkey=value`,
    /// `-Xlog:gc`, `--profile=all`, `--report=run.json`, ... An option that needs a value in
    /// the next word (`-cp`) is refused here: use [`VmBuilder::classpath`].
    pub fn option(mut self, word: &str) -> Result<VmBuilder, StartError> {
        let refused = |why: &str| Err(StartError::Options(format!("{word}: {why}")));
        if !word.starts_with('-') {
            return refused("not an option");
        }
        if matches!(word, "-cp" | "-classpath" | "--class-path" | "-jar") {
            return refused("takes a value; use VmBuilder::classpath");
        }
        crate::command_line::parse_vm_options(&[word.to_string()]).map_err(StartError::Options)?;
        self.words.push(word.into());
        Ok(self)
    }

    /// Starts the VM: its VM thread, and its `main` thread, which bootstraps the class library.
    pub fn build(self) -> Result<JavaVm, StartError> {
        let (options, classpath) =
            crate::command_line::parse_vm_options(&self.words).map_err(StartError::Options)?;
        JavaVm::start(*options, ClassPath::parse(&classpath))
    }
}

/// Why a VM did not start.
#[derive(Debug)]
pub enum StartError {
    /// An option was refused (the text `toyjvm` prints for it).
    Options(String),
    /// The heap sizes cannot be honoured (HotSpot's message).
    Heap(String),
    /// The class library did not bootstrap (the error went to stderr, as `java` prints it).
    Bootstrap,
}

impl fmt::Display for StartError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            StartError::Options(m) | StartError::Heap(m) => f.write_str(m),
            StartError::Bootstrap => f.write_str("the class library did not bootstrap"),
        }
    }
}

impl std::error::Error for StartError {}

/// A value passed to or returned from Java ([`JavaVm::call_static`]). Strings are copied in
/// and out; other references do not cross (a Rust value outside every frame would be no root
/// for the collector).
#[derive(Clone, Debug, PartialEq)]
pub enum Value {
    Void,
    Boolean(bool),
    Byte(i8),
    Char(u16),
    Short(i16),
    Int(i32),
    Long(i64),
    Float(f32),
    Double(f64),
    /// A `java.lang.String`, or `null`.
    Str(Option<String>),
}

/// Why a call into Java failed.
#[derive(Clone, Debug, PartialEq)]
pub enum CallError {
    /// The class could not be loaded or linked (`NoClassDefFoundError`, `VerifyError`, ...);
    /// `error` is the error's class, dotted.
    Link { error: String, message: String },
    /// No static method with that name and descriptor.
    NoSuchMethod(String),
    /// The arguments do not match the descriptor, or it has a parameter or result that is a
    /// reference other than `String`.
    BadArguments(String),
    /// The method threw.
    Exception {
        /// The exception's class, dotted (`java.lang.ArithmeticException`).
        class: String,
        message: Option<String>,
    },
    /// The VM has no main thread any more (it ran `DestroyJavaVM`).
    Ended,
}

impl fmt::Display for CallError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            CallError::Link { error, message } => write!(f, "{error}: {message}"),
            CallError::NoSuchMethod(m) => write!(f, "no static method {m}"),
            CallError::BadArguments(m) => f.write_str(m),
            CallError::Exception {
                class,
                message: Some(m),
            } => write!(f, "{class}: {m}"),
            CallError::Exception {
                class,
                message: None,
            } => f.write_str(class),
            CallError::Ended => f.write_str("the VM has ended"),
        }
    }
}

impl std::error::Error for CallError {}

/// How a VM ended ([`JavaVm::shutdown`]).
#[derive(Debug)]
pub struct Ended {
    /// The profilers' report (None without `--profile`). The files the options ask for
    /// (`--report=...`, the text views) are written too.
    pub report: Option<profiler::Report>,
    /// Daemon threads still running at the end, now stopped for good.
    pub threads_stopped: usize,
    /// Whether the heap went back to the OS (when no Java thread was left).
    pub heap_released: bool,
}

/// A running VM.
pub struct JavaVm {
    vm: &'static Vm,
    main: Option<MainThread>,
}

impl JavaVm {
    /// Starts a VM with `options` and `classpath` (what [`VmBuilder::build`] does).
    pub fn start(options: VmOptions, classpath: ClassPath) -> Result<JavaVm, StartError> {
        crate::diagnostics::crash::check_diagnostic_flags(&options).map_err(StartError::Options)?;
        let vm = Vm::create(options, classpath).map_err(StartError::Heap)?;
        // SIGQUIT prints a thread dump from here on (before the program can print anything).
        crate::diagnostics::signals::start(vm);
        match MainThread::start(vm) {
            Some(main) => Ok(JavaVm {
                vm,
                main: Some(main),
            }),
            None => {
                crate::runtime::vm::end_vm(vm);
                Err(StartError::Bootstrap)
            }
        }
    }

    /// The VM itself, for code inside this crate's reach (tests, tools).
    pub fn vm(&self) -> &'static Vm {
        self.vm
    }

    /// Runs `public static void main(String[])` of `class` (dotted or internal name) on the
    /// VM's `main` thread, as the `java` launcher does, and returns the status `java` would
    /// exit with: 0, or 1 after printing why on stderr (no such class, no main method, an
    /// uncaught exception). Threads the program started go on running; [`JavaVm::shutdown`]
    /// waits for the non-daemon ones.
    pub fn run_main(&self, class: &str, args: &[String]) -> i32 {
        let launch = Launch {
            main_class: class.to_string(),
            args: args.to_vec(),
        };
        crate::instrumentation::profiling::set_program(self.vm, &launch.main_class, &launch.args);
        match &self.main {
            Some(main) => main.run(move |t| crate::startup::run_main(t, &launch)),
            None => 1,
        }
    }

    /// Calls the static method `class.name` with the JVM `descriptor` (`"(II)I"`) on the VM's
    /// `main` thread, initializing the class first. Parameters and result may be primitives
    /// and `String`s.
    pub fn call_static(
        &self,
        class: &str,
        name: &str,
        descriptor: &str,
        args: &[Value],
    ) -> Result<Value, CallError> {
        let main = self.main.as_ref().ok_or(CallError::Ended)?;
        let (class, name, descriptor) = (
            class.replace('.', "/"),
            name.to_string(),
            descriptor.to_string(),
        );
        let args = args.to_vec();
        main.run(move |t| calls::call_static(t, &class, &name, &descriptor, &args))
    }

    /// The names (internal form) of the classes this VM has loaded so far.
    pub fn loaded_classes(&self) -> Vec<String> {
        self.vm
            .all_classes()
            .iter()
            .map(|c| c.name.to_string())
            .collect()
    }

    /// The heap's (used, committed, maximum) bytes, as `Runtime` reports them.
    pub fn heap_usage(&self) -> (usize, usize, usize) {
        let heap = &self.vm.heap;
        let total = heap.total_memory();
        (total - heap.free_memory(), total, heap.max_memory())
    }

    /// HotSpot's `DestroyJavaVM`, then the end of the VM: the main thread ends, the VM waits
    /// for every non-daemon thread, runs the shutdown hooks, writes the reports the options ask
    /// for, and stops (see the module's notes on what it keeps).
    pub fn shutdown(mut self) -> Ended {
        self.end()
    }

    fn end(&mut self) -> Ended {
        if let Some(main) = self.main.take() {
            main.run(crate::startup::destroy_vm);
            main.end();
        }
        let ended = crate::runtime::vm::end_vm(self.vm);
        // Built by `end_vm` once every profiler had stopped; this is that same report.
        let report = crate::instrumentation::profiling::report(self.vm);
        Ended {
            report,
            threads_stopped: ended.threads_stopped,
            heap_released: ended.heap_released,
        }
    }
}

impl Drop for JavaVm {
    /// A VM dropped without [`JavaVm::shutdown`] shuts down all the same.
    fn drop(&mut self) {
        if self.main.is_some() {
            self.end();
        }
    }
}

/// Calls from Rust into Java, on the main thread.
mod calls {
    use super::{BasicType, CallError, MethodDescriptor, Value};
    use crate::runtime::exceptions::Throw;
    use crate::runtime::strings::rust_string;
    use crate::runtime::vm::vm;
    use crate::threads::jthread::JThread;

    pub(super) fn call_static(
        t: &mut JThread,
        class: &str,
        name: &str,
        descriptor: &str,
        args: &[Value],
    ) -> Result<Value, CallError> {
        let desc = MethodDescriptor::parse(descriptor)
            .ok_or_else(|| CallError::BadArguments(format!("bad descriptor {descriptor}")))?;
        let class = vm().load_class(class).map_err(|e| CallError::Link {
            error: e.class.replace('/', "."),
            message: e.message.clone(),
        })?;
        let method = class
            .resolve_method(name, descriptor)
            .filter(|m| m.is_static())
            .ok_or_else(|| CallError::NoSuchMethod(format!("{}.{name}{descriptor}", class.name)))?;
        let params = desc.param_types();
        if params.len() != args.len() {
            return Err(CallError::BadArguments(format!(
                "{descriptor} takes {} arguments, not {}",
                params.len(),
                args.len()
            )));
        }
        let ret = desc.ret_type();
        if ret == BasicType::Reference && desc.ret != "Ljava/lang/String;" {
            return Err(CallError::BadArguments(format!(
                "{descriptor}: a result other than a primitive or String cannot leave the VM"
            )));
        }
        // A String may go where the parameter's type is a supertype of String.
        const TAKE_A_STRING: [&str; 5] = [
            "Ljava/lang/String;",
            "Ljava/lang/Object;",
            "Ljava/lang/CharSequence;",
            "Ljava/lang/Comparable;",
            "Ljava/io/Serializable;",
        ];
        for (i, (p, a)) in desc.params.iter().zip(args).enumerate() {
            if matches!(a, Value::Str(Some(_))) && !TAKE_A_STRING.contains(&p.as_str()) {
                return Err(CallError::BadArguments(format!(
                    "argument {i} of {descriptor}: a String is no {p}"
                )));
            }
        }
        let mark = t.handle_mark();
        let result = (|| {
            let mut slots = Vec::with_capacity(args.len() * 2);
            for (i, (ty, value)) in params.iter().zip(args).enumerate() {
                slots.push(to_slot(t, *ty, value).map_err(|e| match e {
                    CallError::BadArguments(why) => {
                        CallError::BadArguments(format!("argument {i} of {descriptor}: {why}"))
                    }
                    e => e,
                })?);
                if ty.slots() == 2 {
                    slots.push(0);
                }
            }
            t.ensure_initialized(class)
                .and_then(|_| t.invoke(method, &slots))
                .map_err(describe)
        })();
        t.release_handles(mark);
        Ok(from_slot(ret, result?))
    }

    /// A value as a slot of type `ty`. A String is allocated, and held by a handle until the
    /// call's frame holds it.
    fn to_slot(t: &mut JThread, ty: BasicType, value: &Value) -> Result<u64, CallError> {
        Ok(match (ty, value) {
            (BasicType::Boolean, Value::Boolean(b)) => u64::from(*b),
            (BasicType::Byte, Value::Byte(b)) => *b as i64 as u64,
            (BasicType::Char, Value::Char(c)) => u64::from(*c),
            (BasicType::Short, Value::Short(s)) => *s as i64 as u64,
            (BasicType::Int, Value::Int(i)) => *i as i64 as u64,
            (BasicType::Long, Value::Long(l)) => *l as u64,
            (BasicType::Float, Value::Float(f)) => u64::from(f.to_bits()),
            (BasicType::Double, Value::Double(d)) => d.to_bits(),
            (BasicType::Reference, Value::Str(None)) => 0,
            (BasicType::Reference, Value::Str(Some(s))) => {
                let s = t.new_string(s).map_err(describe)?;
                t.handle(s);
                s
            }
            (ty, v) => {
                return Err(CallError::BadArguments(format!(
                    "{v:?} is no {}",
                    ty.java_name()
                )))
            }
        })
    }

    fn from_slot(ty: BasicType, raw: u64) -> Value {
        match ty {
            BasicType::Void => Value::Void,
            BasicType::Boolean => Value::Boolean(raw as i32 != 0),
            BasicType::Byte => Value::Byte(raw as i8),
            BasicType::Char => Value::Char(raw as u16),
            BasicType::Short => Value::Short(raw as i16),
            BasicType::Int => Value::Int(raw as i32),
            BasicType::Long => Value::Long(raw as i64),
            BasicType::Float => Value::Float(f32::from_bits(raw as u32)),
            BasicType::Double => Value::Double(f64::from_bits(raw)),
            BasicType::Reference => Value::Str((raw != 0).then(|| rust_string(raw))),
        }
    }

    /// An exception as a [`CallError`]: its class and detail message.
    fn describe(e: Throw) -> CallError {
        let class = crate::heap::class_of(e.0).java_name();
        let detail = crate::heap::field(e.0, vm().wk().throwable_detail_message)
            .load(std::sync::atomic::Ordering::Relaxed);
        CallError::Exception {
            class,
            message: (detail != 0).then(|| rust_string(detail)),
        }
    }
}

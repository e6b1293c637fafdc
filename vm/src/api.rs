//! The embedding API: build a VM from options, run a main class or call a static method, read
//! the lock report as Rust values, and shut the VM down. Users reach it through the `toyjvm`
//! crate, which exports only this and documents it as a guide (its crate docs have the
//! examples); the `toyjvm` command (`cli.rs`) is one of its users.
//!
//! Every option, typed builder method or command-line word, ends up in the one typed
//! configuration the command line produces ([`VmOptions`], read by `command_line.rs`).
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

    fn word(mut self, word: String) -> VmBuilder {
        self.words.push(word);
        self
    }

    /// The heap's maximum size in bytes (`-Xmx`).
    pub fn max_heap(self, bytes: u64) -> VmBuilder {
        self.word(format!("-Xmx{bytes}"))
    }

    /// The heap's initial size in bytes (`-Xms`).
    pub fn initial_heap(self, bytes: u64) -> VmBuilder {
        self.word(format!("-Xms{bytes}"))
    }

    /// Each Java thread's stack size in bytes (`-Xss`).
    pub fn thread_stack(self, bytes: u64) -> VmBuilder {
        self.word(format!("-Xss{bytes}"))
    }

    /// A system property (`-Dkey=value`), for `System.getProperty`.
    pub fn system_property(self, key: &str, value: &str) -> VmBuilder {
        self.word(format!("-D{key}={value}"))
    }

    /// Biased locking on or off (`-XX:±UseBiasedLocking`; on by default, as in JDK 8-14).
    pub fn biased_locking(self, on: bool) -> VmBuilder {
        self.word(format!(
            "-XX:{}UseBiasedLocking",
            if on { '+' } else { '-' }
        ))
    }

    /// The lock profilers to run (`--profile=...`); their report comes back from
    /// [`JavaVm::shutdown`].
    pub fn profile(self, profilers: &[profiler::Profiler]) -> VmBuilder {
        let names: Vec<&str> = profilers.iter().map(|p| p.name()).collect();
        self.word(format!("--profile={}", names.join(",")))
    }

    /// Where the profilers' JSON report is written at the end (`--report=...`).
    pub fn report_file(self, path: &std::path::Path) -> VmBuilder {
        self.word(format!("--report={}", path.display()))
    }

    /// Whether this VM answers SIGQUIT with a thread dump (the default, as `java`); `false` is
    /// `-Xrs`, for a process that handles its signals itself. (The crash reporter is the
    /// `toyjvm` binary's, never a library's.)
    pub fn signal_handlers(self, on: bool) -> VmBuilder {
        if on {
            self
        } else {
            self.word("-Xrs".into())
        }
    }

    /// One option as `toyjvm` takes it, for what has no method here: `-Xmx64m`, `-XX:+UseBiasedLocking`, `-Dkey=value`,
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
        crate::command_line::check_vm_option(word).map_err(StartError::Options)?;
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

/// Why running or calling Java failed.
#[derive(Clone, Debug, PartialEq)]
pub enum JavaError {
    /// The class could not be found, loaded or linked (`ClassNotFoundException`,
    /// `NoClassDefFoundError`, `VerifyError`, ...); `error` is the error's class, dotted.
    Link { error: String, message: String },
    /// No static method with that name and descriptor (for `run_main`: no `main(String[])`).
    NoSuchMethod(String),
    /// The arguments do not match the descriptor, or it has a parameter or result that is a
    /// reference other than `String`.
    BadArguments(String),
    /// The method threw (for `run_main`: an uncaught exception, printed as `java` prints it).
    Exception {
        /// The exception's class, dotted (`java.lang.ArithmeticException`).
        class: String,
        message: Option<String>,
    },
    /// A typed call's result was `null` where the Rust type has none (`String`, not
    /// `Option<String>`).
    NullResult,
    /// The VM has no main thread any more (it ran `DestroyJavaVM`).
    Ended,
}

impl JavaError {
    /// What `java` exits with when `main` fails this way: 1.
    pub fn exit_status(&self) -> ExitStatus {
        ExitStatus(1)
    }
}

impl fmt::Display for JavaError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            JavaError::Link { error, message } => write!(f, "{error}: {message}"),
            JavaError::NoSuchMethod(m) => write!(f, "no static method {m}"),
            JavaError::BadArguments(m) => f.write_str(m),
            JavaError::Exception {
                class,
                message: Some(m),
            } => write!(f, "{class}: {m}"),
            JavaError::Exception {
                class,
                message: None,
            } => f.write_str(class),
            JavaError::NullResult => f.write_str("the method returned null"),
            JavaError::Ended => f.write_str("the VM has ended"),
        }
    }
}

impl std::error::Error for JavaError {}

/// An exception as a [`JavaError`]: its class and detail message.
pub(crate) fn describe_exception(e: crate::runtime::throw::Throw) -> JavaError {
    let vm = crate::runtime::vm::vm();
    let class = crate::heap::class_of(e.0).java_name();
    let detail = crate::heap::field(e.0, vm.wk().throwable_detail_message)
        .load(std::sync::atomic::Ordering::Relaxed);
    JavaError::Exception {
        class,
        message: (detail != 0).then(|| crate::runtime::strings::rust_string(detail)),
    }
}

/// How `main` ended when it returned: `java`'s exit status, 0. (`System.exit` ends the whole
/// process, as in JNI, so no other status comes back; a failure is a [`JavaError`], whose
/// [`exit_status`](JavaError::exit_status) is what `java` would exit with.)
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ExitStatus(i32);

impl ExitStatus {
    /// `main` returned.
    pub const SUCCESS: ExitStatus = ExitStatus(0);

    /// The process exit code `java` would give.
    pub fn code(self) -> i32 {
        self.0
    }

    pub fn success(self) -> bool {
        self.0 == 0
    }
}

/// The heap as `Runtime` reports it, in bytes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct HeapUsage {
    /// Taken by objects (live or not yet collected): `totalMemory() - freeMemory()`.
    pub used: usize,
    /// Committed for the heap now: `totalMemory()`.
    pub committed: usize,
    /// The most it may grow to (`-Xmx`): `maxMemory()`.
    pub max: usize,
}

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
                crate::runtime::vm_lifecycle::end_vm(vm);
                Err(StartError::Bootstrap)
            }
        }
    }

    /// The VM itself, for code inside this crate's reach (tests, tools).
    pub fn vm(&self) -> &'static Vm {
        self.vm
    }

    /// Runs `public static void main(String[])` of `class` (dotted or internal name) on the
    /// VM's `main` thread, as the `java` launcher does. A failure (no such class, no main method,
    /// an uncaught exception) is printed on stderr as `java` prints it, and comes back as the
    /// error. Threads the program started go on running; [`JavaVm::shutdown`] waits for the
    /// non-daemon ones.
    pub fn run_main(&self, class: &str, args: &[String]) -> Result<ExitStatus, JavaError> {
        let launch = Launch {
            main_class: class.to_string(),
            args: args.to_vec(),
        };
        crate::instrumentation::profiling::set_program(self.vm, &launch.main_class, &launch.args);
        let main = self.main.as_ref().ok_or(JavaError::Ended)?;
        main.run(move |t| crate::startup::run_main(t, &launch))?;
        Ok(ExitStatus::SUCCESS)
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
    ) -> Result<Value, JavaError> {
        self.static_method_raw(class, name, descriptor)?.call(args)
    }

    /// Finds and checks the static method `class.name` whose parameter and result types are
    /// the Rust types `A` (a tuple) and `R` once; each [`StaticMethod::call`] then only calls
    /// it. `i32` is Java's `int`, `i64` `long`, `bool` `boolean`, `u16` `char`, `String`
    /// and `Option<String>` `java.lang.String`, `()` `void`.
    ///
    /// ```no_run
    /// # fn demo(jvm: &vm::api::JavaVm) -> Result<(), vm::api::JavaError> {
    /// let add = jvm.static_method::<(i32, i32), i32>("Util", "add")?;
    /// assert_eq!(add.call((2, 3))?, 5);
    /// # Ok(()) }
    /// ```
    pub fn static_method<A: JavaArgs, R: JavaType>(
        &self,
        class: &str,
        name: &str,
    ) -> Result<StaticMethod<'_, A, R>, JavaError> {
        let descriptor = format!("({}){}", A::descriptors().concat(), R::DESCRIPTOR);
        let raw = self.static_method_raw(class, name, &descriptor)?;
        Ok(StaticMethod {
            raw,
            types: std::marker::PhantomData,
        })
    }

    fn static_method_raw(
        &self,
        class: &str,
        name: &str,
        descriptor: &str,
    ) -> Result<RawStaticMethod<'_>, JavaError> {
        let main = self.main.as_ref().ok_or(JavaError::Ended)?;
        let (class, name, descriptor) = (
            class.replace('.', "/"),
            name.to_string(),
            descriptor.to_string(),
        );
        let resolved = main.run(move |_| calls::resolve(&class, &name, &descriptor))?;
        Ok(RawStaticMethod {
            main,
            method: resolved,
        })
    }

    /// The names (internal form) of the classes this VM has loaded so far.
    pub fn loaded_classes(&self) -> Vec<String> {
        self.vm
            .all_classes()
            .iter()
            .map(|c| c.name.to_string())
            .collect()
    }

    /// The heap's use now, as `Runtime` reports it.
    pub fn heap_usage(&self) -> HeapUsage {
        let heap = &self.vm.heap;
        let committed = heap.total_memory();
        HeapUsage {
            used: committed - heap.free_memory(),
            committed,
            max: heap.max_memory(),
        }
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
        let ended = crate::runtime::vm_lifecycle::end_vm(self.vm);
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
    use super::{describe_exception as describe, BasicType, JavaError, MethodDescriptor, Value};
    use crate::classes::class::Class;
    use crate::classes::method::Method;
    use crate::runtime::java_calls::JavaCalls;
    use crate::runtime::strings::rust_string;
    use crate::runtime::vm::vm;
    use crate::threads::jthread::JThread;

    /// A static method found and checked once: what a call needs.
    #[derive(Clone)]
    pub(super) struct Resolved {
        class: &'static Class,
        method: &'static Method,
        descriptor: String,
        desc: MethodDescriptor,
    }

    /// Loads `class` and finds its static method `name` `descriptor`, whose parameters and
    /// result can cross (primitives and `String`).
    pub(super) fn resolve(
        class: &str,
        name: &str,
        descriptor: &str,
    ) -> Result<Resolved, JavaError> {
        let desc = MethodDescriptor::parse(descriptor)
            .ok_or_else(|| JavaError::BadArguments(format!("bad descriptor {descriptor}")))?;
        let class = vm().load_class(class).map_err(|e| JavaError::Link {
            error: e.class.replace('/', "."),
            message: e.message.clone(),
        })?;
        let method = class
            .resolve_method(name, descriptor)
            .filter(|m| m.is_static())
            .ok_or_else(|| JavaError::NoSuchMethod(format!("{}.{name}{descriptor}", class.name)))?;
        if desc.ret_type() == BasicType::Reference && desc.ret != "Ljava/lang/String;" {
            return Err(JavaError::BadArguments(format!(
                "{descriptor}: a result other than a primitive or String cannot leave the VM"
            )));
        }
        Ok(Resolved {
            class,
            method,
            descriptor: descriptor.to_string(),
            desc,
        })
    }

    /// Calls `m` with `args` on `t`, initializing its class first.
    pub(super) fn invoke(
        t: &mut JThread,
        m: &Resolved,
        args: &[Value],
    ) -> Result<Value, JavaError> {
        let descriptor = &m.descriptor;
        let params = m.desc.param_types();
        if params.len() != args.len() {
            return Err(JavaError::BadArguments(format!(
                "{descriptor} takes {} arguments, not {}",
                params.len(),
                args.len()
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
        for (i, (p, a)) in m.desc.params.iter().zip(args).enumerate() {
            if matches!(a, Value::Str(Some(_))) && !TAKE_A_STRING.contains(&p.as_str()) {
                return Err(JavaError::BadArguments(format!(
                    "argument {i} of {descriptor}: a String is no {p}"
                )));
            }
        }
        let mark = t.handle_mark();
        let result = (|| {
            let mut slots = Vec::with_capacity(args.len() * 2);
            for (i, (ty, value)) in params.iter().zip(args).enumerate() {
                slots.push(to_slot(t, *ty, value).map_err(|e| match e {
                    JavaError::BadArguments(why) => {
                        JavaError::BadArguments(format!("argument {i} of {descriptor}: {why}"))
                    }
                    e => e,
                })?);
                if ty.slots() == 2 {
                    slots.push(0);
                }
            }
            t.ensure_initialized(m.class)
                .and_then(|_| t.invoke(m.method, &slots))
                .map_err(describe)
        })();
        t.release_handles(mark);
        Ok(from_slot(m.desc.ret_type(), result?))
    }

    /// A value as a slot of type `ty`. A String is allocated, and held by a handle until the
    /// call's frame holds it.
    fn to_slot(t: &mut JThread, ty: BasicType, value: &Value) -> Result<u64, JavaError> {
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
                return Err(JavaError::BadArguments(format!(
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
}

/// A static method looked up once ([`JavaVm::call_static`] and [`StaticMethod`] call it).
struct RawStaticMethod<'vm> {
    main: &'vm MainThread,
    method: calls::Resolved,
}

impl RawStaticMethod<'_> {
    fn call(&self, args: &[Value]) -> Result<Value, JavaError> {
        let (method, args) = (self.method.clone(), args.to_vec());
        self.main.run(move |t| calls::invoke(t, &method, &args))
    }
}

/// A static method of a running VM with Rust parameter types `A` and result type `R`, checked
/// when it was looked up ([`JavaVm::static_method`]).
pub struct StaticMethod<'vm, A, R> {
    raw: RawStaticMethod<'vm>,
    types: std::marker::PhantomData<fn(A) -> R>,
}

impl<A: JavaArgs, R: JavaType> StaticMethod<'_, A, R> {
    /// Calls the method (on the VM's main thread, initializing its class first).
    pub fn call(&self, args: A) -> Result<R, JavaError> {
        let value = self.raw.call(&args.into_values())?;
        R::from_value(value).ok_or(JavaError::NullResult)
    }
}

/// A Rust type that stands for a Java type at the boundary: its field descriptor, and its
/// conversions from and to [`Value`].
pub trait JavaType: Sized {
    /// The JVM descriptor (`I`, `Ljava/lang/String;`, `V`).
    const DESCRIPTOR: &'static str;
    fn into_value(self) -> Value;
    /// `None` when the value is of another type, or `null` for a type without one.
    fn from_value(value: Value) -> Option<Self>;
}

macro_rules! java_primitive {
    ($($rust:ty => $desc:literal, $variant:ident;)*) => {$(
        impl JavaType for $rust {
            const DESCRIPTOR: &'static str = $desc;
            fn into_value(self) -> Value {
                Value::$variant(self)
            }
            fn from_value(value: Value) -> Option<Self> {
                match value {
                    Value::$variant(v) => Some(v),
                    _ => None,
                }
            }
        }
    )*};
}

java_primitive! {
    bool => "Z", Boolean;
    i8 => "B", Byte;
    u16 => "C", Char;
    i16 => "S", Short;
    i32 => "I", Int;
    i64 => "J", Long;
    f32 => "F", Float;
    f64 => "D", Double;
}

impl JavaType for () {
    const DESCRIPTOR: &'static str = "V";
    fn into_value(self) -> Value {
        Value::Void
    }
    fn from_value(value: Value) -> Option<Self> {
        matches!(value, Value::Void).then_some(())
    }
}

impl JavaType for String {
    const DESCRIPTOR: &'static str = "Ljava/lang/String;";
    fn into_value(self) -> Value {
        Value::Str(Some(self))
    }
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Str(s) => s,
            _ => None,
        }
    }
}

impl JavaType for Option<String> {
    const DESCRIPTOR: &'static str = "Ljava/lang/String;";
    fn into_value(self) -> Value {
        Value::Str(self)
    }
    fn from_value(value: Value) -> Option<Self> {
        match value {
            Value::Str(s) => Some(s),
            _ => None,
        }
    }
}

/// The parameters of a typed call: a tuple of [`JavaType`]s (`()` for none).
pub trait JavaArgs {
    /// The parameters' descriptors, in order.
    fn descriptors() -> Vec<&'static str>;
    fn into_values(self) -> Vec<Value>;
}

macro_rules! java_args {
    ($(($($name:ident),*);)*) => {$(
        impl<$($name: JavaType),*> JavaArgs for ($($name,)*) {
            fn descriptors() -> Vec<&'static str> {
                vec![$($name::DESCRIPTOR),*]
            }
            #[allow(non_snake_case)]
            fn into_values(self) -> Vec<Value> {
                let ($($name,)*) = self;
                vec![$($name.into_value()),*]
            }
        }
    )*};
}

java_args! {
    ();
    (A);
    (A, B);
    (A, B, C);
    (A, B, C, D);
    (A, B, C, D, E);
    (A, B, C, D, E, F);
}

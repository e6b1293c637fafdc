//! # toyjvm as a library
//!
//! toyjvm is a JVM whose subject is locking: it runs `javac`-compiled programs on real OS
//! threads with HotSpot's lock hierarchy (biased, stack and inflated locks), and carries lock
//! profilers inside its monitors. This crate is what a Rust program needs to run Java in its
//! own process and read what the locks did; the `toyjvm` command (`vm` crate) is one such
//! program.
//!
//! ## Build a VM, run a program, read its locks
//!
//! ```no_run
//! use toyjvm::{Profiler, VmBuilder};
//!
//! let jvm = VmBuilder::new()
//!     .classpath("bench-programs/classes")
//!     .max_heap(64 << 20)
//!     .profile(&[Profiler::FreeLunch, Profiler::JProfiler])
//!     .build()?;
//! // As `java PingPong 2 1 2000` would: a failure is printed on stderr, as `java` prints it,
//! // and comes back as the error.
//! jvm.run_main("PingPong", &["2".into(), "1".into(), "2000".into()])?;
//! let ended = jvm.shutdown(); // waits for the program's non-daemon threads
//! for lock in ended.report.iter().flat_map(|r| &r.locks) {
//!     let csp = lock.freelunch.as_ref().map_or(0.0, |f| f.csp);
//!     println!("{} (lock #{}): CSP {:.1}%", lock.class, lock.id, csp * 100.0);
//! }
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! Classes come from the class path: directories and jar files of classes compiled with
//! `javac -source 8 -target 8 -bootclasspath <jdk_subset_classes()>` — toyjvm's own class
//! library, a subset of the JDK's ([`jdk_subset_classes`] says where it is).
//!
//! ## Call Java from Rust
//!
//! A static method is looked up and checked once, with Rust types standing for Java's
//! ([`JavaType`]: `i32` is `int`, `i64` `long`, `bool` `boolean`, `u16` `char`, `f64`
//! `double`, `String` and `Option<String>` `java.lang.String`, `()` `void`); each call then
//! only converts the arguments and runs the method on the VM's main thread:
//!
//! ```no_run
//! # fn demo(jvm: &toyjvm::JavaVm) -> Result<(), toyjvm::JavaError> {
//! let add = jvm.static_method::<(i32, i32), i32>("Util", "add")?;
//! assert_eq!(add.call((2, 3))?, 5);
//! let greet = jvm.static_method::<(String,), String>("Util", "greet")?;
//! println!("{}", greet.call(("world".to_string(),))?);
//! # Ok(()) }
//! ```
//!
//! An exception thrown by the method comes back as [`JavaError::Exception`] with its class and
//! message; [`JavaVm::call_static`] takes a JVM descriptor and [`Value`]s instead, for calls
//! whose types are known only at run time.
//!
//! ## Options
//!
//! [`VmBuilder`] has a method for what embedders set most (heap and stack sizes, system
//! properties, biased locking, profilers, the report file, signal handling); anything else the
//! `toyjvm` command takes before the main class goes through [`VmBuilder::option`] (`-XX:` flags,
//! `-Xlog:`, `--profile-interval=`, ...), checked when given. Both paths produce the same typed
//! configuration.
//!
//! ## Several VMs in one process
//!
//! Each [`JavaVm`] has its own classes, heap, threads, flags, locks and profilers; VMs may run
//! one after the other or side by side. What a process has only once is shared by nature: the
//! SIGQUIT handler (a signal dumps every VM built with `signal_handlers(true)`, the default),
//! standard output, and `System.exit`, which — as in JNI — ends the whole process.
//!
//! ## What a VM keeps after [`JavaVm::shutdown`]
//!
//! Its heap goes back to the OS when no Java thread is left. Daemon threads still running at
//! shutdown are stopped for good at a last safepoint, as HotSpot's `VM_Exit` leaves them; then
//! the heap stays mapped, because their frames point into it. Class and method metadata stay for
//! the life of the process. A `JavaVm` dropped without `shutdown` shuts down all the same.

pub use profiler::report;
pub use profiler::{Profiler, Report};
pub use vm::api::{
    Ended, ExitStatus, HeapUsage, JavaArgs, JavaError, JavaType, JavaVm, StartError, StaticMethod,
    Value, VmBuilder,
};

/// The directory of toyjvm's class library (extracted from the binary on first use), for
/// `javac -bootclasspath`: what programs run on toyjvm compile against.
pub fn jdk_subset_classes() -> std::io::Result<std::path::PathBuf> {
    vm::bootclasses::extracted_dir()
}

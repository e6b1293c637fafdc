//! toyjvm as a library (the `toyjvm` crate): VMs built from options run a main class and calls, end with
//! a lock report, and — one after the other or side by side in one process — do not see each
//! other's classes, statics, heap, threads, flags or locks.
//!
//! The two programs below have a class of the same name (`Tenant`) with different code; each
//! contends for a lock of its own class (`LockA`, `LockB`) with `wait`/`notify`, which always
//! inflates the lock.
use std::path::{Path, PathBuf};
use std::process::Command;
use std::sync::OnceLock;

use toyjvm::{JavaError, JavaVm, Profiler, Value, VmBuilder};

/// `javac` of the JDK the tests use (`JAVA_HOME`, else `PATH`).
fn javac() -> PathBuf {
    match std::env::var_os("JAVA_HOME") {
        Some(home) => Path::new(&home).join("bin/javac"),
        None => PathBuf::from("javac"),
    }
}

/// Compiles `sources` (file name, text) against toyjvm's class library, as a user would, into
/// `<root>/classes`; returns that directory.
fn compile_fixtures(root: &Path, sources: &[(&str, &str)]) -> PathBuf {
    let (src, out) = (root.join("src"), root.join("classes"));
    std::fs::create_dir_all(&src).unwrap();
    let mut javac = Command::new(javac());
    javac
        .args(["-J-Xshare:auto", "-J-XX:TieredStopAtLevel=1"])
        .args(["-source", "8", "-target", "8", "-Xlint:-options", "-nowarn"])
        .arg("-bootclasspath")
        .arg(toyjvm::jdk_subset_classes().expect("the jdk-subset classes"))
        .arg("-d")
        .arg(&out);
    for (name, text) in sources {
        std::fs::write(src.join(name), text).unwrap();
        javac.arg(src.join(name));
    }
    let r = javac
        .output()
        .expect("javac is required (run scripts/setup.sh)");
    assert!(
        r.status.success(),
        "javac failed:\n{}",
        String::from_utf8_lossy(&r.stderr)
    );
    out
}

/// A fresh directory under cargo's per-package temporary directory.
fn fresh_dir(prefix: &str) -> PathBuf {
    let dir =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("{prefix}{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// `Tenant` of program `tag` (a or b), its lock class `Lock<TAG>` and, for b, a class the other
/// VM never loads.
fn tenant(tag: char) -> String {
    let lock = format!("Lock{}", tag.to_ascii_uppercase());
    format!(
        r#"
public class Tenant {{
    static int calls;
    public static String who() {{
        calls++;
        return "{tag}:" + calls + ":" + System.getProperty("who") + ":"
            + (Runtime.getRuntime().maxMemory() >> 20);
    }}
    public static int add(int x, int y) {{ return x + y; }}
    public static long mul(long x, long y) {{ return x * y; }}
    public static double half(float f) {{ return f / 2.0; }}
    public static boolean not(boolean b) {{ return !b; }}
    public static char next(char c) {{ return (char) (c + 1); }}
    public static String greet(String s) {{ return s == null ? "nobody" : "hello " + s; }}
    public static int divide(int x, int y) {{ return x / y; }}
    public static int threads() {{ return Thread.activeCount(); }}

    /// Allocates `mb` megabytes in 1 KiB arrays, keeping none: needs a collector under -Xmx.
    public static long churn(int mb) {{
        long sum = 0;
        for (int i = 0; i < mb * 1024; i++) {{
            byte[] b = new byte[1024];
            b[i % 1024] = 1;
            sum += b.length;
        }}
        return sum;
    }}

    /// A daemon thread that never ends.
    public static void startDaemon() {{
        Thread t = new Thread(() -> {{
            while (true) {{
                try {{ Thread.sleep(1000000); }} catch (InterruptedException e) {{ }}
            }}
        }}, "sleeper");
        t.setDaemon(true);
        t.start();
    }}

    /// Ping-pong: two threads take turns `rounds` times on one {lock}.
    public static void main(String[] args) throws Exception {{
        final int rounds = Integer.parseInt(args[0]);
        final {lock} lock = new {lock}();
        Thread[] players = new Thread[2];
        for (int p = 0; p < 2; p++) {{
            final int me = p;
            players[p] = new Thread(() -> {{
                for (int r = 0; r < rounds; r++) {{
                    synchronized (lock) {{
                        while (lock.turn != me) {{
                            try {{ lock.wait(); }} catch (InterruptedException e) {{ return; }}
                        }}
                        lock.turn = 1 - me;
                        lock.count++;
                        lock.notifyAll();
                    }}
                }}
            }});
            players[p].start();
        }}
        for (Thread t : players) t.join();
        System.out.println("{tag} " + lock.count);
    }}
}}

class {lock} {{
    int turn;
    int count;
}}
"#
    )
}

/// The classes of program a and of program b (compiled once per test binary).
fn classes() -> &'static (PathBuf, PathBuf) {
    static CLASSES: OnceLock<(PathBuf, PathBuf)> = OnceLock::new();
    CLASSES.get_or_init(|| {
        let root = fresh_dir("embedding-");
        let a = compile_fixtures(&root.join("a"), &[("Tenant.java", &tenant('a'))]);
        let b = compile_fixtures(
            &root.join("b"),
            &[
                ("Tenant.java", &tenant('b')),
                (
                    "OnlyB.java",
                    "public class OnlyB { public static int one() { return 1; } }",
                ),
            ],
        );
        (a, b)
    })
}

fn start(classpath: &std::path::Path, options: &[&str]) -> JavaVm {
    let mut builder = VmBuilder::new().classpath(&classpath.to_string_lossy());
    // The report comes back as a value; its text views would only fill the test's stderr. (Only
    // with a profiler: `--report-text` alone profiles with `--profile=all`.)
    if options.iter().any(|o| o.starts_with("--profile")) {
        builder = builder
            .option("--report-text=/dev/null")
            .expect("--report-text");
    }
    for o in options {
        builder = builder.option(o).unwrap_or_else(|e| panic!("{o}: {e}"));
    }
    builder.build().expect("the VM starts")
}

fn call(jvm: &JavaVm, name: &str, desc: &str, args: &[Value]) -> Value {
    jvm.call_static("Tenant", name, desc, args)
        .unwrap_or_else(|e| panic!("Tenant.{name}{desc}: {e}"))
}

fn string(v: Value) -> String {
    match v {
        Value::Str(Some(s)) => s,
        v => panic!("not a string: {v:?}"),
    }
}

/// The lock classes of a report.
fn lock_classes(report: &profiler::Report) -> Vec<String> {
    report.locks.iter().map(|l| l.class.clone()).collect()
}

/// Runs program `tag`'s ping-pong and a churn of 64 MB in `jvm`; checks the outcome.
fn exercise(jvm: &JavaVm, tag: char) {
    assert!(jvm.run_main("Tenant", &["300".into()]).is_ok());
    assert_eq!(
        call(jvm, "churn", "(I)J", &[Value::Int(64)]),
        Value::Long(64 << 20)
    );
    let heap = jvm.heap_usage();
    assert!(
        heap.used <= heap.committed && heap.committed <= heap.max,
        "{tag}: {heap:?}"
    );
}

#[test]
fn two_vms_one_after_the_other_keep_to_themselves() {
    let (a_classes, b_classes) = classes();

    let a = start(
        a_classes,
        &["-Dwho=alpha", "-Xmx16m", "--profile=freelunch,jprofiler"],
    );
    let who = "()Ljava/lang/String;";
    assert_eq!(string(call(&a, "who", who, &[])), "a:1:alpha:16");
    assert_eq!(string(call(&a, "who", who, &[])), "a:2:alpha:16");
    exercise(&a, 'a');
    call(&a, "startDaemon", "()V", &[]);
    let a_ended = a.shutdown();
    // The daemon was still sleeping: stopped for good, and the heap stays mapped for it.
    assert_eq!(a_ended.threads_stopped, 1);
    assert!(!a_ended.heap_released);
    let a_report = a_ended.report.expect("a lock report");
    assert!(lock_classes(&a_report).contains(&"LockA".to_string()));
    assert!(
        a_report.program.starts_with("Tenant"),
        "{}",
        a_report.program
    );

    let b = start(b_classes, &["-Xmx32m", "--profile=freelunch,jprofiler"]);
    // A fresh class with fresh statics, no property, its own heap size.
    assert_eq!(string(call(&b, "who", who, &[])), "b:1:null:32");
    assert!(!b.loaded_classes().iter().any(|c| c == "LockA"));
    assert_eq!(b.call_static("OnlyB", "one", "()I", &[]), Ok(Value::Int(1)));
    exercise(&b, 'b');
    // Only the main thread: a's threads are not b's.
    assert_eq!(call(&b, "threads", "()I", &[]), Value::Int(1));
    let b_ended = b.shutdown();
    assert_eq!(b_ended.threads_stopped, 0);
    assert!(b_ended.heap_released);
    let b_locks = lock_classes(&b_ended.report.expect("a lock report"));
    assert!(b_locks.contains(&"LockB".to_string()), "{b_locks:?}");
    assert!(!b_locks.contains(&"LockA".to_string()), "{b_locks:?}");
}

#[test]
fn two_vms_side_by_side_keep_to_themselves() {
    let (a_classes, b_classes) = classes();
    let run = |classpath: PathBuf, tag: char, heap: &'static str| {
        std::thread::spawn(move || {
            let jvm = start(&classpath, &[heap, "--profile=freelunch,jprofiler"]);
            for _ in 0..3 {
                exercise(&jvm, tag);
            }
            let calls = string(call(&jvm, "who", "()Ljava/lang/String;", &[]));
            let ended = jvm.shutdown();
            assert!(ended.heap_released);
            (calls, lock_classes(&ended.report.expect("a lock report")))
        })
    };
    let a = run(a_classes.clone(), 'a', "-Xmx16m");
    let b = run(b_classes.clone(), 'b', "-Xmx24m");
    let (a_who, a_locks) = a.join().expect("VM a");
    let (b_who, b_locks) = b.join().expect("VM b");
    assert_eq!(a_who, "a:1:null:16");
    assert_eq!(b_who, "b:1:null:24");
    assert!(a_locks.iter().all(|c| c != "LockB"), "{a_locks:?}");
    assert!(b_locks.iter().all(|c| c != "LockA"), "{b_locks:?}");
    assert!(a_locks.contains(&"LockA".to_string()), "{a_locks:?}");
    assert!(b_locks.contains(&"LockB".to_string()), "{b_locks:?}");
}

#[test]
fn values_cross_both_ways_and_exceptions_come_back() {
    let (a_classes, _) = classes();
    let jvm = start(a_classes, &[]);
    let c = |name: &str, desc: &str, args: &[Value]| call(&jvm, name, desc, args);
    assert_eq!(
        c("add", "(II)I", &[Value::Int(2), Value::Int(-5)]),
        Value::Int(-3)
    );
    assert_eq!(
        c("mul", "(JJ)J", &[Value::Long(1 << 40), Value::Long(-3)]),
        Value::Long(-3 << 40)
    );
    assert_eq!(c("half", "(F)D", &[Value::Float(3.0)]), Value::Double(1.5));
    assert_eq!(
        c("not", "(Z)Z", &[Value::Boolean(false)]),
        Value::Boolean(true)
    );
    assert_eq!(
        c("next", "(C)C", &[Value::Char(u16::from(b'x'))]),
        Value::Char(u16::from(b'y'))
    );
    let greet = "(Ljava/lang/String;)Ljava/lang/String;";
    assert_eq!(
        string(c("greet", greet, &[Value::Str(Some("wörld".into()))])),
        "hello wörld"
    );
    assert_eq!(string(c("greet", greet, &[Value::Str(None)])), "nobody");

    let divide =
        |x, y| jvm.call_static("Tenant", "divide", "(II)I", &[Value::Int(x), Value::Int(y)]);
    assert_eq!(divide(7, 2), Ok(Value::Int(3)));
    assert_eq!(
        divide(1, 0),
        Err(JavaError::Exception {
            class: "java.lang.ArithmeticException".into(),
            message: Some("/ by zero".into()),
        })
    );
    // Mistakes are errors, not crashes.
    assert!(matches!(
        jvm.call_static("Nope", "x", "()V", &[]),
        Err(JavaError::Link { ref error, .. }) if error == "java.lang.NoClassDefFoundError"
    ));
    assert!(matches!(
        jvm.call_static("Tenant", "add", "(I)I", &[Value::Int(1)]),
        Err(JavaError::NoSuchMethod(_))
    ));
    assert!(matches!(
        jvm.call_static("Tenant", "add", "(II)I", &[Value::Int(1)]),
        Err(JavaError::BadArguments(_))
    ));
    assert!(matches!(
        jvm.call_static("Tenant", "add", "(II)I", &[Value::Int(1), Value::Long(2)]),
        Err(JavaError::BadArguments(_))
    ));
    assert!(matches!(
        jvm.call_static(
            "Tenant",
            "main",
            "([Ljava/lang/String;)V",
            &[Value::Str(Some("x".into()))]
        ),
        Err(JavaError::BadArguments(_))
    ));
    // The VM runs on after all of these.
    assert_eq!(
        c("add", "(II)I", &[Value::Int(1), Value::Int(1)]),
        Value::Int(2)
    );
    let ended = jvm.shutdown();
    assert!(ended.report.is_none(), "no profiler was asked for");
    assert!(ended.heap_released);
}

#[test]
fn bad_options_are_refused_with_the_launchers_words() {
    let refused = |o: &str| match VmBuilder::new().option(o) {
        Err(e) => e.to_string(),
        Ok(b) => match b.build() {
            Err(e) => e.to_string(),
            Ok(_) => panic!("{o} was accepted"),
        },
    };
    assert!(refused("-XX:+NoSuchFlag").contains("Unrecognized VM option 'NoSuchFlag'"));
    assert!(refused("--profile=nope").contains("nope"));
    assert!(refused("-Xmx1m").contains("Too small maximum heap"));
    assert!(refused("-cp").contains("VmBuilder::classpath"));
    assert!(refused("Main").contains("not an option"));
}

#[test]
fn typed_calls_are_checked_once_and_convert_both_ways() {
    let (a_classes, _) = classes();
    let jvm = VmBuilder::new()
        .classpath(&a_classes.to_string_lossy())
        .max_heap(16 << 20)
        .system_property("who", "typed")
        .biased_locking(false)
        .build()
        .expect("the VM starts");
    let add = jvm
        .static_method::<(i32, i32), i32>("Tenant", "add")
        .unwrap();
    assert_eq!(add.call((2, -5)), Ok(-3));
    assert_eq!(add.call((i32::MAX, 1)), Ok(i32::MIN));
    let mul = jvm
        .static_method::<(i64, i64), i64>("Tenant", "mul")
        .unwrap();
    assert_eq!(mul.call((1 << 40, -3)), Ok(-3 << 40));
    let half = jvm.static_method::<(f32,), f64>("Tenant", "half").unwrap();
    assert_eq!(half.call((3.0,)), Ok(1.5));
    let not = jvm.static_method::<(bool,), bool>("Tenant", "not").unwrap();
    assert_eq!(not.call((true,)), Ok(false));
    let next = jvm.static_method::<(u16,), u16>("Tenant", "next").unwrap();
    assert_eq!(next.call((u16::from(b'a'),)), Ok(u16::from(b'b')));
    let greet = jvm
        .static_method::<(Option<String>,), String>("Tenant", "greet")
        .unwrap();
    assert_eq!(greet.call((None,)), Ok("nobody".to_string()));
    assert_eq!(
        greet.call((Some("you".into()),)),
        Ok("hello you".to_string())
    );
    // The property and the heap size are this VM's.
    let who = jvm.static_method::<(), String>("Tenant", "who").unwrap();
    assert_eq!(who.call(()), Ok("a:1:typed:16".to_string()));
    let divide = jvm
        .static_method::<(i32, i32), i32>("Tenant", "divide")
        .unwrap();
    assert_eq!(
        divide.call((1, 0)),
        Err(JavaError::Exception {
            class: "java.lang.ArithmeticException".into(),
            message: Some("/ by zero".into()),
        })
    );
    // The lookup is where a wrong type shows: the descriptor comes from the Rust types.
    assert!(matches!(
        jvm.static_method::<(i64, i64), i32>("Tenant", "add"),
        Err(JavaError::NoSuchMethod(ref m)) if m == "Tenant.add(JJ)I"
    ));
    assert!(matches!(
        jvm.static_method::<(), ()>("Nope", "x"),
        Err(JavaError::Link { .. })
    ));
    jvm.shutdown();
}

#[test]
fn run_main_reports_how_main_failed() {
    let (a_classes, _) = classes();
    let jvm = VmBuilder::new()
        .classpath(&a_classes.to_string_lossy())
        .profile(&[Profiler::FreeLunch])
        .report_file(&fresh_dir("embedding-report-").join("run.json"))
        .signal_handlers(false)
        .build()
        .expect("the VM starts");
    let missing = jvm.run_main("NoSuchMain", &[]).unwrap_err();
    assert!(
        matches!(missing, JavaError::Link { ref error, ref message }
            if error == "java.lang.ClassNotFoundException" && message == "NoSuchMain"),
        "{missing:?}"
    );
    assert_eq!(missing.exit_status().code(), 1);
    assert!(matches!(
        jvm.run_main("LockA", &[]),
        Err(JavaError::NoSuchMethod(_))
    ));
    // An uncaught exception: Integer.parseInt of a bad round count.
    let thrown = jvm.run_main("Tenant", &["many".into()]).unwrap_err();
    assert!(
        matches!(thrown, JavaError::Exception { ref class, .. }
            if class == "java.lang.NumberFormatException"),
        "{thrown:?}"
    );
    let ok = jvm
        .run_main("Tenant", &["10".into()])
        .expect("main returns");
    assert!(ok.success());
    assert_eq!(ok.code(), 0);
    let ended = jvm.shutdown();
    assert!(ended.report.is_some());
}

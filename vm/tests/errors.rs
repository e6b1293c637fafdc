//! Error cases run against the `toyjvm` binary: broken class files, missing classes and members,
//! bad command lines, source-launcher mode, jars, -Xss/-Xmx. Each asserts the exact exit status
//! and a clear message (HotSpot 17's wording where HotSpot has one), and that toyjvm never dies of
//! a Rust panic. Fixtures are compiled at run time with javac against the jdk-subset.
//!
//! Run: `cargo test --release -p vm --test errors`
mod common;
use common::toyjvm;
use common::{drain, jdk_tool};

use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

const TIMEOUT: Duration = Duration::from_secs(60);

struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

impl Run {
    fn first_err_line(&self) -> &str {
        self.stderr.lines().next().unwrap_or("")
    }

    fn show(&self) -> String {
        format!(
            "status {:?}\n--- stdout ---\n{}\n--- stderr ---\n{}",
            self.code, self.stdout, self.stderr
        )
    }

    /// A Rust panic is never an acceptable way for the VM to fail.
    fn assert_no_panic(&self) {
        assert!(
            !self.stderr.contains("panicked") && !self.stderr.contains("RUST_BACKTRACE"),
            "toyjvm panicked:\n{}",
            self.show()
        );
        assert_ne!(
            self.code,
            None,
            "toyjvm was killed by a signal:\n{}",
            self.show()
        );
        assert_ne!(
            self.code,
            Some(101),
            "toyjvm exited with 101 (Rust panic status):\n{}",
            self.show()
        );
    }

    fn assert_status(&self, code: i32) {
        self.assert_no_panic();
        assert_eq!(
            self.code,
            Some(code),
            "unexpected exit status:\n{}",
            self.show()
        );
    }
}

/// Runs a command with empty stdin and a timeout (the child is killed on timeout → panic).
fn run_cmd(mut cmd: Command, timeout: Duration) -> Run {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped());
    let desc = format!("{cmd:?}");
    let mut child = cmd
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start {desc}: {e}"));
    let out_rx = drain(child.stdout.take().unwrap());
    let err_rx = drain(child.stderr.take().unwrap());
    let start = Instant::now();
    let status = loop {
        if let Some(s) = child.try_wait().expect("wait") {
            break s;
        }
        if start.elapsed() > timeout {
            let _ = child.kill();
            let _ = child.wait();
            let err = err_rx
                .recv_timeout(Duration::from_secs(2))
                .unwrap_or_default();
            panic!(
                "{desc} did not finish within {timeout:?} (hang); stderr:\n{}",
                String::from_utf8_lossy(&err)
            );
        }
        std::thread::sleep(Duration::from_millis(5));
    };
    Run {
        code: status.code(),
        stdout: String::from_utf8_lossy(&out_rx.recv().unwrap_or_default()).into_owned(),
        stderr: String::from_utf8_lossy(&err_rx.recv().unwrap_or_default()).into_owned(),
    }
}

fn toy<I, S>(args: I) -> Run
where
    I: IntoIterator<Item = S>,
    S: AsRef<std::ffi::OsStr>,
{
    let mut c = Command::new(toyjvm());
    c.args(args);
    run_cmd(c, TIMEOUT)
}

// ---------------------------------------------------------------------------------------------
// Fixtures

struct Fixtures {
    root: PathBuf,
    boot: PathBuf,
}

static FIXTURES: OnceLock<Fixtures> = OnceLock::new();

fn fixtures() -> &'static Fixtures {
    FIXTURES.get_or_init(|| {
        let root = common::fresh_dir("toyjvm-errors-");
        let boot = common::jdk_subset_classes();
        assert!(
            Command::new(jdk_tool("javac"))
                .arg("-version")
                .output()
                .is_ok_and(|o| o.status.success()),
            "javac is required for these tests (run scripts/setup.sh)"
        );
        Fixtures { root, boot }
    })
}

/// A fresh directory for one test.
fn dir(name: &str) -> PathBuf {
    let d = fixtures().root.join(name);
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

/// Writes `sources` (file name, text) into `src_dir` and compiles them into `out`, with
/// `extra_cp` on the class path.
fn compile(src_dir: &Path, out: &Path, sources: &[(&str, &str)], extra_cp: Option<&Path>) {
    std::fs::create_dir_all(src_dir).unwrap();
    std::fs::create_dir_all(out).unwrap();
    let mut c = Command::new(jdk_tool("javac"));
    c.current_dir(src_dir)
        .args([
            "-J-Xshare:auto",
            "-J-XX:TieredStopAtLevel=1",
            "-J-XX:+UseSerialGC",
        ])
        .args([
            "-source",
            "8",
            "-target",
            "8",
            "-Xlint:-options",
            "-encoding",
            "UTF-8",
            "-nowarn",
        ])
        .arg("-bootclasspath")
        .arg(&fixtures().boot)
        .arg("-d")
        .arg(out);
    if let Some(cp) = extra_cp {
        c.arg("-cp").arg(cp);
    }
    for (name, text) in sources {
        let p = src_dir.join(name);
        std::fs::write(&p, text).unwrap();
        c.arg(&p);
    }
    let r = run_cmd(c, Duration::from_secs(180));
    assert_eq!(r.code, Some(0), "javac failed:\n{}", r.show());
}

const HELLO: &str = r#"public class Hello {
    public static void main(String[] args) {
        System.out.println("hello " + args.length);
    }
}
"#;

fn hello_class() -> Vec<u8> {
    static BYTES: OnceLock<Vec<u8>> = OnceLock::new();
    BYTES
        .get_or_init(|| {
            let d = dir("hello");
            compile(
                &d.join("src"),
                &d.join("classes"),
                &[("Hello.java", HELLO)],
                None,
            );
            std::fs::read(d.join("classes/Hello.class")).unwrap()
        })
        .clone()
}

/// Main calls Helper.f() (or g(), or new Helper().m(), depending on its argument).
const MAIN_USING_HELPER: &str = r#"public class Main {
    public static void main(String[] args) {
        System.out.println("start");
        if (args[0].equals("g")) System.out.println(Helper.g());
        else if (args[0].equals("m")) new Helper().m();
        else System.out.println(Helper.f());
        System.out.println("end");
    }
}
"#;
const HELPER_V1: &str = r#"public class Helper {
    public static int f() { return 1; }
    public static int g() { return 2; }
    public void m() { System.out.println("m"); }
}
"#;

/// Compiles Main against Helper v1 and returns the class directory.
fn main_with_helper(test: &str) -> PathBuf {
    let d = dir(test);
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Main.java", MAIN_USING_HELPER), ("Helper.java", HELPER_V1)],
        None,
    );
    d.join("classes")
}

// ---------------------------------------------------------------------------------------------
// Command line

#[test]
fn no_arguments_prints_usage_and_exits_1() {
    let r = toy(Vec::<String>::new());
    r.assert_status(1);
    assert!(
        r.stderr.to_lowercase().contains("usage"),
        "expected a usage message on stderr (as `java` prints):\n{}",
        r.show()
    );
}

#[test]
fn version_prints_to_stderr_and_exits_0() {
    let r = toy(["-version"]);
    r.assert_status(0);
    assert!(
        r.stdout.is_empty(),
        "`-version` prints to stderr like java:\n{}",
        r.show()
    );
    assert!(r.stderr.to_lowercase().contains("version"), "{}", r.show());
}

#[test]
fn help_prints_usage_and_exits_0() {
    let r = toy(["-help"]);
    r.assert_status(0);
    assert!(
        (r.stderr.clone() + &r.stdout)
            .to_lowercase()
            .contains("usage"),
        "{}",
        r.show()
    );
}

#[test]
fn unknown_xx_flag_is_rejected_like_hotspot() {
    let d = dir("xxflag");
    std::fs::write(d.join("Hello.class"), hello_class()).unwrap();
    for (flag, name) in [
        ("-XX:+Foo", "Foo"),
        ("-XX:-Foo", "Foo"),
        ("-XX:Bogus=3", "Bogus=3"),
    ] {
        let r = toy([flag, "-cp", d.to_str().unwrap(), "Hello"]);
        r.assert_status(1);
        assert_eq!(
            r.first_err_line(),
            format!("Unrecognized VM option '{name}'"),
            "{}",
            r.show()
        );
        assert!(
            r.stderr
                .contains("Error: Could not create the Java Virtual Machine."),
            "{}",
            r.show()
        );
        assert!(
            r.stdout.is_empty(),
            "the program must not run:\n{}",
            r.show()
        );
    }
}

#[test]
fn missing_main_class() {
    let d = dir("missing-main");
    std::fs::write(d.join("Hello.class"), hello_class()).unwrap();
    let r = toy(["-cp", d.to_str().unwrap(), "Nope"]);
    r.assert_status(1);
    assert_eq!(
        r.stderr,
        "Error: Could not find or load main class Nope\nCaused by: java.lang.ClassNotFoundException: Nope\n",
        "{}",
        r.show()
    );
}

#[test]
fn main_class_without_main_method() {
    let d = dir("no-main-method");
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[(
            "NoMain.java",
            "public class NoMain { static void main() {} }\n",
        )],
        None,
    );
    let r = toy(["-cp", d.join("classes").to_str().unwrap(), "NoMain"]);
    r.assert_status(1);
    assert_eq!(
        r.first_err_line(),
        "Error: Main method not found in class NoMain, please define the main method as:",
        "{}",
        r.show()
    );
}

#[test]
fn classpath_with_several_entries_and_classpath_alias() {
    let d = main_with_helper("cp-entries");
    let a = d.parent().unwrap().join("a");
    let b = d.parent().unwrap().join("b");
    std::fs::create_dir_all(&a).unwrap();
    std::fs::create_dir_all(&b).unwrap();
    std::fs::copy(d.join("Main.class"), a.join("Main.class")).unwrap();
    std::fs::copy(d.join("Helper.class"), b.join("Helper.class")).unwrap();
    let cp = format!("{}:{}", a.display(), b.display());
    for opt in ["-cp", "-classpath"] {
        let r = toy([opt, cp.as_str(), "Main", "f"]);
        r.assert_status(0);
        assert_eq!(r.stdout, "start\n1\nend\n", "with {opt}:\n{}", r.show());
    }
}

#[test]
fn system_exit_status_is_propagated() {
    let d = dir("exit42");
    let src = r#"public class Exit42 {
    public static void main(String[] args) {
        System.out.println("bye");
        System.exit(42);
    }
}
"#;
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Exit42.java", src)],
        None,
    );
    let r = toy(["-cp", d.join("classes").to_str().unwrap(), "Exit42"]);
    r.assert_status(42);
    assert_eq!(r.stdout, "bye\n");
}

#[test]
fn uncaught_exception_exits_1_with_hotspot_header() {
    let d = dir("uncaught");
    let src = r#"public class Boom {
    public static void main(String[] args) {
        throw new IllegalStateException("boom");
    }
}
"#;
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Boom.java", src)],
        None,
    );
    let r = toy(["-cp", d.join("classes").to_str().unwrap(), "Boom"]);
    r.assert_status(1);
    assert_eq!(
        r.stderr,
        "Exception in thread \"main\" java.lang.IllegalStateException: boom\n\tat Boom.main(Boom.java:3)\n",
        "{}",
        r.show()
    );
}

// ---------------------------------------------------------------------------------------------
// Broken class files

#[test]
fn truncated_main_class_file() {
    let bytes = hello_class();
    let n = bytes.len();
    for cut in [0, 3, 4, 8, 9, 10, 11, 20, 64, n / 2, n - 10, n - 1] {
        let d = dir(&format!("truncated-{cut}"));
        std::fs::write(d.join("Hello.class"), &bytes[..cut]).unwrap();
        let r = toy(["-cp", d.to_str().unwrap(), "Hello"]);
        r.assert_status(1);
        // HotSpot 17: "Error: LinkageError occurred while loading main class Hello"
        //             "\tjava.lang.ClassFormatError: Truncated class file"
        assert_eq!(
            r.first_err_line(),
            "Error: LinkageError occurred while loading main class Hello",
            "cut at {cut} of {n} bytes:\n{}",
            r.show()
        );
        assert!(
            r.stderr.contains("java.lang.ClassFormatError"),
            "cut at {cut} of {n} bytes:\n{}",
            r.show()
        );
        assert!(r.stdout.is_empty(), "{}", r.show());
    }
}

#[test]
fn bad_magic() {
    let mut bytes = hello_class();
    bytes[3] = 0xBF; // 0xCAFEBABF
    let d = dir("bad-magic");
    std::fs::write(d.join("Hello.class"), &bytes).unwrap();
    let r = toy(["-cp", d.to_str().unwrap(), "Hello"]);
    r.assert_status(1);
    assert_eq!(
        r.first_err_line(),
        "Error: LinkageError occurred while loading main class Hello",
        "{}",
        r.show()
    );
    // HotSpot: "java.lang.ClassFormatError: Incompatible magic value 3405691583 in class file Hello"
    assert!(
        r.stderr.contains("java.lang.ClassFormatError"),
        "{}",
        r.show()
    );
    assert!(r.stderr.contains("magic"), "{}", r.show());
}

#[test]
fn truncated_class_loaded_at_run_time() {
    let classes = main_with_helper("truncated-helper");
    let helper = std::fs::read(classes.join("Helper.class")).unwrap();
    std::fs::write(classes.join("Helper.class"), &helper[..50]).unwrap();
    let r = toy(["-cp", classes.to_str().unwrap(), "Main", "f"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "start\n", "{}", r.show());
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.ClassFormatError: Truncated class file",
        "{}",
        r.show()
    );
}

/// End offset of the constant pool of a well-formed class file.
fn constant_pool_end(b: &[u8]) -> usize {
    let count = u16::from_be_bytes([b[8], b[9]]) as usize;
    let mut i = 10;
    let mut idx = 1;
    while idx < count {
        let tag = b[i];
        i += 1;
        i += match tag {
            1 => 2 + u16::from_be_bytes([b[i], b[i + 1]]) as usize,
            3 | 4 | 9 | 10 | 11 | 12 | 17 | 18 => 4,
            5 | 6 => {
                idx += 1;
                8
            }
            7 | 8 | 16 | 19 | 20 => 2,
            15 => 3,
            t => panic!("unexpected constant pool tag {t} at {}", i - 1),
        };
        idx += 1;
    }
    i
}

#[test]
fn corrupted_constant_pool_never_panics_or_hangs() {
    // The fixture has no loops, so no corruption of its constant pool can make it run forever.
    let bytes = hello_class();
    let end = constant_pool_end(&bytes);
    let mut offsets: Vec<usize> = (8..24.min(end)).collect();
    let step = ((end - 24) / 40).max(1);
    offsets.extend((24..end).step_by(step));
    let d = dir("corrupt-cp");
    let mut failures = Vec::new();
    for (k, &off) in offsets.iter().enumerate() {
        for pattern in [0xFFu8, 0x01] {
            let mut b = bytes.clone();
            b[off] ^= pattern;
            let case = d.join(format!("{k}-{pattern:02x}"));
            std::fs::create_dir_all(&case).unwrap();
            std::fs::write(case.join("Hello.class"), &b).unwrap();
            let mut c = Command::new(toyjvm());
            c.args(["-cp", case.to_str().unwrap(), "Hello"]);
            let r = run_cmd(c, Duration::from_secs(30));
            let panicked = r.stderr.contains("panicked") || r.stderr.contains("RUST_BACKTRACE");
            let ok_status = matches!(r.code, Some(0) | Some(1));
            let silent_failure = r.code == Some(1) && r.stderr.trim().is_empty();
            if panicked || !ok_status || silent_failure {
                failures.push(format!("byte {off} ^= {pattern:#04x}: {}", r.show()));
            }
        }
    }
    assert!(
        failures.is_empty(),
        "{} corrupted class files were mishandled:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

// ---------------------------------------------------------------------------------------------
// Linkage errors: classes changed after the program was compiled

#[test]
fn deleted_class_gives_no_class_def_found_error() {
    let classes = main_with_helper("deleted-class");
    std::fs::remove_file(classes.join("Helper.class")).unwrap();
    let r = toy(["-cp", classes.to_str().unwrap(), "Main", "f"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "start\n", "{}", r.show());
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.NoClassDefFoundError: Helper",
        "{}",
        r.show()
    );
}

#[test]
fn removed_method_gives_no_such_method_error() {
    let classes = main_with_helper("removed-method");
    let v2 = classes.parent().unwrap().join("v2");
    compile(
        &v2.join("src"),
        &v2.join("classes"),
        &[(
            "Helper.java",
            "public class Helper { public static int f() { return 1; } public void m() {} }\n",
        )],
        None,
    );
    std::fs::copy(
        v2.join("classes/Helper.class"),
        classes.join("Helper.class"),
    )
    .unwrap();
    let ok = toy(["-cp", classes.to_str().unwrap(), "Main", "f"]);
    ok.assert_status(0);
    assert_eq!(ok.stdout, "start\n1\nend\n", "{}", ok.show());
    let r = toy(["-cp", classes.to_str().unwrap(), "Main", "g"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "start\n", "{}", r.show());
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.NoSuchMethodError: 'int Helper.g()'",
        "{}",
        r.show()
    );
}

#[test]
fn class_changed_to_interface_gives_incompatible_class_change_error() {
    let classes = main_with_helper("class-to-interface");
    let v2 = classes.parent().unwrap().join("v2");
    compile(
        &v2.join("src"),
        &v2.join("classes"),
        &[(
            "Helper.java",
            "public interface Helper { static int f() { return 1; } }\n",
        )],
        None,
    );
    std::fs::copy(
        v2.join("classes/Helper.class"),
        classes.join("Helper.class"),
    )
    .unwrap();
    // invokestatic of a Methodref that now names an interface method.
    // HotSpot 17: ...IncompatibleClassChangeError: Method 'int Helper.f()' must be InterfaceMethodref constant
    let r = toy(["-cp", classes.to_str().unwrap(), "Main", "f"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "start\n", "{}", r.show());
    assert!(
        r.first_err_line()
            .starts_with("Exception in thread \"main\" java.lang.IncompatibleClassChangeError"),
        "{}",
        r.show()
    );
    // `new` of what is now an interface: InstantiationError (a subclass of ICCE), as HotSpot.
    let r = toy(["-cp", classes.to_str().unwrap(), "Main", "m"]);
    r.assert_status(1);
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.InstantiationError: Helper",
        "{}",
        r.show()
    );
}

// ---------------------------------------------------------------------------------------------
// Source launcher, jars

#[test]
fn source_launcher_runs_program_with_args() {
    let d = dir("source-launcher");
    let src = r#"import java.util.*;
public class Prog {
    public static void main(String[] args) {
        List<String> l = new ArrayList<>(Arrays.asList(args));
        Collections.reverse(l);
        System.out.println("args: " + String.join(" ", args) + " reversed: " + l);
    }
}
"#;
    let file = d.join("Prog.java");
    std::fs::write(&file, src).unwrap();
    let r = toy([file.to_str().unwrap(), "a", "b", "c"]);
    r.assert_status(0);
    assert_eq!(
        r.stdout,
        "args: a b c reversed: [c, b, a]\n",
        "{}",
        r.show()
    );
}

#[test]
fn source_launcher_compile_error() {
    let d = dir("source-launcher-error");
    let src = "public class Bad {\n    public static void main(String[] a) {\n        int x = 1\n    }\n}\n";
    let file = d.join("Bad.java");
    std::fs::write(&file, src).unwrap();
    let r = toy([file.to_str().unwrap()]);
    r.assert_status(1);
    // javac's own text, as `java Bad.java` prints it: "Bad.java:3: error: ';' expected" ... "error: compilation failed"
    assert!(
        r.stderr.contains("Bad.java:3: error: ';' expected"),
        "{}",
        r.show()
    );
    assert!(r.stdout.is_empty(), "{}", r.show());
}

fn build_jar(test: &str) -> PathBuf {
    let classes = main_with_helper(test);
    let jar = classes.parent().unwrap().join("app.jar");
    let mut c = Command::new(jdk_tool("jar"));
    c.arg("cfe")
        .arg(&jar)
        .arg("Main")
        .arg("-C")
        .arg(&classes)
        .arg(".");
    let r = run_cmd(c, Duration::from_secs(120));
    assert_eq!(r.code, Some(0), "jar failed:\n{}", r.show());
    jar
}

#[test]
fn runs_from_jar_on_class_path() {
    let jar = build_jar("jar-cp");
    let r = toy(["-cp", jar.to_str().unwrap(), "Main", "g"]);
    r.assert_status(0);
    assert_eq!(r.stdout, "start\n2\nend\n", "{}", r.show());
}

#[test]
fn runs_jar_with_dash_jar() {
    let jar = build_jar("jar-dash-jar");
    let r = toy(["-jar", jar.to_str().unwrap(), "f"]);
    r.assert_status(0);
    assert_eq!(r.stdout, "start\n1\nend\n", "{}", r.show());
}

// ---------------------------------------------------------------------------------------------
// -Xss, -Xmx

#[test]
fn small_stack_overflow_is_caught() {
    let d = dir("xss");
    let src = r#"public class Deep {
    static int depth;
    static void down() { depth++; down(); }
    public static void main(String[] args) {
        try { down(); } catch (StackOverflowError e) { System.out.println("caught SOE"); }
        System.out.println("continues " + (depth > 100));
    }
}
"#;
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Deep.java", src)],
        None,
    );
    let r = toy([
        "-Xss512k",
        "-cp",
        d.join("classes").to_str().unwrap(),
        "Deep",
    ]);
    r.assert_status(0);
    assert_eq!(r.stdout, "caught SOE\ncontinues true\n", "{}", r.show());
}

#[test]
fn small_heap_out_of_memory() {
    let d = dir("xmx");
    let src = r#"public class Oom {
    public static void main(String[] args) {
        try {
            long[] x = new long[100_000_000];
            System.out.println(x.length);
        } catch (OutOfMemoryError e) {
            System.out.println("caught " + e.getMessage());
        }
        long[] y = new long[100_000_000];
        System.out.println(y.length);
    }
}
"#;
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Oom.java", src)],
        None,
    );
    let r = toy(["-Xmx32m", "-cp", d.join("classes").to_str().unwrap(), "Oom"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "caught Java heap space\n", "{}", r.show());
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.OutOfMemoryError: Java heap space",
        "{}",
        r.show()
    );
}

/// Bad heap sizes are refused as HotSpot 17 refuses them: the same words on the same stream and
/// exit status 1, before any class is loaded.
#[test]
fn bad_heap_sizes_are_refused_like_hotspot() {
    let init_error = |msg: &str| format!("Error occurred during initialization of VM\n{msg}\n");
    let cases: [(&[&str], &str, &str); 7] = [
        (&["-Xmx1k"], "stdout", "Too small maximum heap"),
        (&["-Xmx2047k"], "stdout", "Too small maximum heap"),
        (&["-Xms1k"], "stdout", "Too small initial heap"),
        (
            &["-Xmx64m", "-Xms128m"],
            "stdout",
            "Initial heap size set to a larger value than the maximum heap size",
        ),
        (&["-Xmx0"], "stderr", "Invalid maximum heap size: -Xmx0"),
        (&["-Xmxfoo"], "stderr", "Invalid maximum heap size: -Xmxfoo"),
        (&["-Xmsfoo"], "stderr", "Invalid initial heap size: -Xmsfoo"),
    ];
    for (opts, stream, msg) in cases {
        let r = toy(opts.iter().copied().chain(["-version"]));
        r.assert_status(1);
        if stream == "stdout" {
            assert_eq!(r.stdout, init_error(msg), "{opts:?}: {}", r.show());
        } else {
            assert_eq!(r.first_err_line(), msg, "{opts:?}: {}", r.show());
        }
    }
    // Accepted: -Xms0 (the default), -Xms above the default maximum raises it, -Xms = -Xmx.
    for opts in [
        &["-Xms0"][..],
        &["-Xms2m", "-Xmx4m"],
        &["-Xms64m", "-Xmx64m"],
    ] {
        let r = toy(opts.iter().copied().chain(["-version"]));
        r.assert_status(0);
    }
}

/// `-Xlog:gc` prints HotSpot's unified-logging line for each collection, and a program that
/// allocates far more than `-Xmx` runs to its end.
#[test]
fn xlog_gc_prints_one_hotspot_line_per_collection() {
    let d = dir("xlog-gc");
    let src = r#"public class Churn {
    public static void main(String[] args) {
        long n = 0;
        for (int i = 0; i < 2000; i++) { byte[] b = new byte[100_000]; n += b.length; }
        System.gc();
        System.out.println("allocated " + (n >> 20) + "M");
    }
}
"#;
    compile(
        &d.join("src"),
        &d.join("classes"),
        &[("Churn.java", src)],
        None,
    );
    let r = toy([
        "-Xmx16m",
        "-Xlog:gc",
        "-cp",
        d.join("classes").to_str().unwrap(),
        "Churn",
    ]);
    r.assert_status(0);
    let lines: Vec<&str> = r.stdout.lines().collect();
    assert_eq!(lines.last(), Some(&"allocated 190M"), "{}", r.show());
    assert!(
        lines[0].ends_with("[info][gc] Using Mark Sweep"),
        "{}",
        r.show()
    );
    let gcs: Vec<&str> = lines
        .iter()
        .copied()
        .filter(|l| l.contains("Pause Full"))
        .collect();
    assert!(gcs.len() >= 10, "190M through a 16M heap: {}", r.show());
    for (i, l) in gcs.iter().enumerate() {
        // [1.234s][info][gc] GC(3) Pause Full (Allocation Failure) 15M->0M(16M) 0.456ms
        let rest = l.split_once("s][info][gc] ").map(|x| x.1).unwrap_or("");
        let want = format!("GC({i}) Pause Full (");
        assert!(rest.starts_with(&want), "{l}");
        let (cause, sizes) = rest[want.len()..].split_once(") ").unwrap();
        let expected_cause = if i + 1 == gcs.len() {
            "System.gc()"
        } else {
            "Allocation Failure"
        };
        assert_eq!(cause, expected_cause, "{l}");
        let (before, after) = sizes.split_once("M->").unwrap();
        let (after, rest) = after.split_once("M(").unwrap();
        let (cap, pause) = rest.split_once("M) ").unwrap();
        let (before, after, cap): (u32, u32, u32) = (
            before.parse().unwrap(),
            after.parse().unwrap(),
            cap.parse().unwrap(),
        );
        assert!(after <= before && before <= cap && cap <= 16, "{l}");
        assert!(
            pause.ends_with("ms") && pause[..pause.len() - 2].parse::<f64>().is_ok(),
            "{l}"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// Verification switches (the verifier itself: tests/verify.rs)

/// `Bad` prints "ok" from main; its other method `f` stores a String into an int local, which the
/// verifier rejects (javac's output, patched: `iconst_1` becomes `aload_0`).
fn class_with_bad_method() -> PathBuf {
    let d = dir("verify-switches");
    compile(
        &d.join("src"),
        &d,
        &[(
            "Bad.java",
            "public class Bad {\n\
             static void f() { Object o = \"x\"; int x = 1; System.out.println(x); }\n\
             public static void main(String[] a) { System.out.println(\"ok\"); }\n}\n",
        )],
        None,
    );
    let path = d.join("Bad.class");
    let mut b = std::fs::read(&path).unwrap();
    // astore_0; iconst_1; istore_1  ->  astore_0; aload_0; istore_1
    let at = b
        .windows(3)
        .position(|w| w == [0x4b, 0x04, 0x3c])
        .expect("f's code");
    b[at + 1] = 0x2a;
    std::fs::write(&path, b).unwrap();
    d
}

#[test]
fn verification_is_on_by_default_and_xverify_none_turns_it_off() {
    let d = class_with_bad_method();
    let cp = d.to_str().unwrap();
    // HotSpot 17 prints exactly these first two lines (and the same Exception Details).
    let r = toy(["-cp", cp, "Bad"]);
    r.assert_status(1);
    assert_eq!(
        r.first_err_line(),
        "Error: Unable to initialize main class Bad",
        "{}",
        r.show()
    );
    assert!(
        r.stderr
            .contains("Caused by: java.lang.VerifyError: Bad type on operand stack")
            && r.stderr.contains("Bad.f()V @4: istore_1")
            && r.stderr.contains(
                "Type 'java/lang/String' (current frame, stack[0]) is not assignable to integer"
            ),
        "{}",
        r.show()
    );
    assert!(
        r.stdout.is_empty(),
        "nothing of the class ran:\n{}",
        r.show()
    );
    // -Xverify:remote is the default; -Xverify:all also verifies the class library.
    for flag in [
        "-Xverify:remote",
        "-Xverify:all",
        "-XX:+BytecodeVerificationRemote",
    ] {
        let r = toy([flag, "-cp", cp, "Bad"]);
        r.assert_status(1);
        assert!(
            r.stderr.contains("java.lang.VerifyError"),
            "{flag}:\n{}",
            r.show()
        );
    }
    // Off: main runs (f never does); -Xverify:none warns that it is deprecated, as HotSpot does.
    for flag in ["-Xverify:none", "-XX:-BytecodeVerificationRemote"] {
        let r = toy([flag, "-cp", cp, "Bad"]);
        r.assert_status(0);
        assert_eq!(r.stdout, "ok\n", "{flag}:\n{}", r.show());
    }
    assert!(toy(["-Xverify:none", "-cp", cp, "Bad"])
        .stderr
        .contains("-Xverify:none and -noverify were deprecated"));
}

#[test]
fn xlog_verification_reports_each_class_and_the_totals() {
    let d = dir("xlog-verification");
    compile(
        &d.join("src"),
        &d,
        &[(
            "Main.java",
            "public class Main {\n\
             static class Inner { int v = 41; }\n\
             public static void main(String[] a) { System.out.println(new Inner().v + 1); }\n}\n",
        )],
        None,
    );
    let r = toy(["-Xlog:verification", "-cp", d.to_str().unwrap(), "Main"]);
    r.assert_status(0);
    let lines: Vec<&str> = r
        .stdout
        .lines()
        .filter(|l| l.contains("[verification]"))
        .collect();
    for class in ["Main", "Main$Inner"] {
        let verified = format!("Verified {class} in ");
        assert!(lines.iter().any(|l| l.contains(&verified)), "{}", r.show());
    }
    assert!(r.stdout.contains("\n42\n"), "{}", r.show());
    let last = lines.last().expect("a summary line");
    assert!(
        last.contains("Verification statistics: ") && !last.contains(" 0 classes"),
        "{}",
        r.show()
    );
    // The class library is trusted: none of its classes is listed without -Xverify:all.
    assert!(
        !lines.iter().any(|l| l.contains("java.lang.")),
        "{}",
        r.show()
    );
    let all = toy([
        "-Xverify:all",
        "-Xlog:verification",
        "-cp",
        d.to_str().unwrap(),
        "Main",
    ]);
    all.assert_status(0);
    assert!(
        all.stdout.contains("Verified java.lang.Object in "),
        "{}",
        all.show()
    );
}

// ---------------------------------------------------------------------------------------------
// Programs compiled against the real JDK that use APIs outside the jdk-subset

/// A program that only the real JDK compiles (`javac --release 8`, no jdk-subset boot class
/// path), using `java.net.Socket` or reflection after printing "before".
const USES_SOCKET: &str = r#"public class UsesSocket {
    public static void main(String[] args) throws Exception {
        System.out.println("before");
        try (java.net.Socket s = new java.net.Socket("localhost", 1)) {
            System.out.println(s);
        }
    }
}
"#;
const USES_REFLECTION: &str = r#"public class UsesReflection {
    public static void main(String[] args) throws Exception {
        System.out.println("before");
        Class<?> c = Class.forName("java.lang.String");
        System.out.println(c.getName());
        java.lang.reflect.Method m = c.getMethod("length");
        System.out.println(m.invoke("abc"));
    }
}
"#;

#[test]
fn out_of_scope_apis_fail_with_a_clear_linkage_error() {
    let d = dir("out-of-scope");
    let src = d.join("src");
    let out = d.join("classes");
    std::fs::create_dir_all(&src).unwrap();
    std::fs::create_dir_all(&out).unwrap();
    let mut c = Command::new(jdk_tool("javac"));
    c.args([
        "-J-Xshare:auto",
        "-J-XX:TieredStopAtLevel=1",
        "-J-XX:+UseSerialGC",
    ])
    .args(["--release", "8", "-nowarn", "-d"])
    .arg(&out);
    for (name, text) in [
        ("UsesSocket.java", USES_SOCKET),
        ("UsesReflection.java", USES_REFLECTION),
    ] {
        std::fs::write(src.join(name), text).unwrap();
        c.arg(src.join(name));
    }
    let r = run_cmd(c, Duration::from_secs(180));
    assert_eq!(r.code, Some(0), "javac failed:\n{}", r.show());

    let r = toy(["-cp", out.to_str().unwrap(), "UsesSocket"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "before\n", "{}", r.show());
    let first = r.first_err_line();
    // HotSpot names the class by its internal name.
    assert_eq!(
        first,
        "Exception in thread \"main\" java.lang.NoClassDefFoundError: java/net/Socket",
        "{}",
        r.show()
    );

    let r = toy(["-cp", out.to_str().unwrap(), "UsesReflection"]);
    r.assert_status(1);
    assert_eq!(r.stdout, "before\njava.lang.String\n", "{}", r.show());
    assert_eq!(
        r.first_err_line(),
        "Exception in thread \"main\" java.lang.NoSuchMethodError: \
         'java.lang.reflect.Method java.lang.Class.getMethod(java.lang.String, java.lang.Class[])'",
        "{}",
        r.show()
    );
}

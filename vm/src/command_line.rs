//! Reading a `toyjvm` command line (`java`'s options, plus the profilers'): into VM options, a
//! class path and what to run, or the text the launcher prints instead of running (an error,
//! `-version`, `-help`). The launcher (`cli.rs`) and the embedding API (`api.rs`) both read
//! options here.
use crate::runtime::options::{parse_size, VmOptions, FLAGS};

pub(crate) const USAGE: &str = "Usage: toyjvm [options] <mainclass> [args...]
           (to execute a class)
   or  toyjvm [options] -jar <jarfile> [args...]
           (to execute a jar file)
   or  toyjvm [options] <sourcefile> [args...]
           (to compile a .java file against the jdk-subset with javac, then run it)

 where options include:
    -cp <class search path of directories and zip/jar files>
    -classpath <class search path of directories and zip/jar files>
    --class-path <class search path of directories and zip/jar files>
                  A : separated list of directories, JAR archives,
                  and ZIP archives to search for class files.
    -D<name>=<value>
                  set a system property
    -ea[:<packagename>...|:<classname>], -enableassertions[...]
                  enable assertions (-da, -disableassertions: disable)
    -esa, -dsa    enable / disable assertions in the jdk-subset classes
    -version      print product version to the error stream and exit
    -help, -h, -? print this help message to the output stream
    -Xss<size>    set java thread stack size (default 1m)
    -Xmx<size>    set maximum java heap size (default: 1/4 of physical memory)
    -Xms<size>    set initial java heap size (default: 1/64 of physical memory)
    -XX:+<flag>, -XX:-<flag>, -XX:<flag>=<value>
                  set a VM flag; see -XX:+PrintFlags
    --jdk-subset-classes
                  print a directory holding the jdk-subset class files
                  (give it to javac as -bootclasspath) and exit
    -Xlog:gc,locking,safepoint,verification
                  log every collection / every lock-state transition /
                  every safepoint / every verified class with its time
    -Xverify:remote|all|none
                  verify the class path's classes (default) / also the
                  jdk-subset / nothing (unsafe: a bad class file can crash
                  the VM)
    -Xrs          reduce signal use: do not print a thread dump on SIGQUIT
                  (kill -3); see docs/THREAD_DUMP.md
    --profile=<freelunch,hprof,opthprof,healthcenter,jprofiler,msdk,blame,sampling,concurrency|all>
                  run lock profilers; their text views go to stderr at exit
                  (all: every one but blame, sampling and concurrency;
                  all,blame: every lock profiler); sampling: paper 001's
                  contended-lock sampler (docs/SAMPLING.md); concurrency:
                  paper 004's concurrency metrics (docs/CONCURRENCY.md)
    --sample-hz=<n>
                  sampling: ticks per second, 1..1000 (20)
    --concurrency-cores=<n>
                  concurrency: the N of the speedup S(N) (default: this
                  machine's processors)
    --profile-interval=<ms>, --csp-threshold=<percent>
                  Free Lunch's measurement interval (1000) and the CSP at
                  which it reports a phase while running (20)
                  (each of these warns when its profiler is off)
    --report=<file.json>, --report-text=<file>, --report-html=<file.html>
                  write the profilers' JSON report / text views / one HTML
                  page with every profiler side by side (without --profile:
                  --profile=all)
    -agentlib:hprof=monitor=y[,file=<file>][,opt=y]
                  HPROF's monitor profiling, to java.hprof.txt
    --trace=<file.json>
                  blame: a timeline of every thread and lock (Chrome trace
                  events; open in ui.perfetto.dev or chrome://tracing)
    --flame=<file>, --flame-svg=<file.svg>
                  blame: contention as a flame graph (collapsed stacks / SVG)
    --blame-by=<aspect,...>
                  blame: the report's aggregation order (lock-class,
                  owner-method,waiter-method); aspects: kind, lock-class,
                  lock, owner-thread, owner-chain, owner-method,
                  waiter-thread, waiter-chain, waiter-method
    --blame-log=<file>
                  blame: every traced event, decoded, in replay order
    --blame-trace=<file>
                  blame: save the raw trace, for toyjvm-blame <file>
                  (each blame option turns blame on)
";

/// What parsing the command line has to say, on which stream, in order: the launcher prints it;
/// the embedding API (`api::VmBuilder`) returns it as the error.
#[derive(Default)]
pub(crate) struct Said {
    lines: Vec<(bool, String)>,
}

impl Said {
    /// A line for stdout.
    fn out(&mut self, line: String) {
        self.lines.push((false, line + "\n"));
    }
    /// A line for stderr.
    fn err(&mut self, line: String) {
        self.lines.push((true, line + "\n"));
    }
    fn out_raw(&mut self, text: String) {
        self.lines.push((false, text));
    }
    fn err_raw(&mut self, text: String) {
        self.lines.push((true, text));
    }

    /// Prints everything, each on its stream.
    pub(crate) fn print(&self) {
        use std::io::Write;
        for (to_stderr, text) in &self.lines {
            if *to_stderr {
                let _ = std::io::stderr().write_all(text.as_bytes());
            } else {
                let _ = std::io::stdout().write_all(text.as_bytes());
            }
        }
    }

    /// Everything, as one text.
    fn text(&self) -> String {
        self.lines.iter().map(|(_, t)| t.as_str()).collect()
    }
}

/// What the command line asks for.
pub(crate) enum Command {
    Run {
        options: Box<VmOptions>,
        classpath: String,
        target: Target,
        args: Vec<String>,
    },
    Exit(i32),
}

pub(crate) enum Target {
    Class(String),
    Jar(String),
    Source(String),
}

fn vm_creation_failed(say: &mut Said, msg: &str) -> Command {
    say.err(msg.to_string());
    say.err("Error: Could not create the Java Virtual Machine.".to_string());
    say.err("Error: A fatal exception has occurred. Program will exit.".to_string());
    Command::Exit(1)
}

/// `-Xmx` and `-Xms` as given, checked together as HotSpot checks them.
#[derive(Default)]
struct HeapSizes {
    max: Option<usize>,
    initial: Option<usize>,
}

impl HeapSizes {
    /// Sets the options' heap sizes, or fails with HotSpot's message: a maximum below 2 MiB or
    /// an initial size below 1 MiB is too small, an initial size above the maximum is refused
    /// when both are given; otherwise the one not given follows the one given.
    fn apply(&self, options: &mut VmOptions, say: &mut Said) -> Result<(), Command> {
        let defaults = VmOptions::default();
        let mut init_failed = |msg: &str| {
            // HotSpot prints these on stdout.
            say.out("Error occurred during initialization of VM".to_string());
            say.out(msg.to_string());
            Err(Command::Exit(1))
        };
        if self.max.is_some_and(|m| m < 2 << 20) {
            return init_failed("Too small maximum heap");
        }
        if self.initial.is_some_and(|i| i < 1 << 20) {
            return init_failed("Too small initial heap");
        }
        match (self.max, self.initial) {
            (Some(m), Some(i)) if i > m => {
                init_failed("Initial heap size set to a larger value than the maximum heap size")
            }
            (max, initial) => {
                options.heap_bytes = max.unwrap_or(defaults.heap_bytes.max(initial.unwrap_or(0)));
                options.initial_heap_bytes =
                    initial.unwrap_or(defaults.initial_heap_bytes.min(options.heap_bytes));
                Ok(())
            }
        }
    }
}

pub(crate) fn parse(argv: Vec<String>, say: &mut Said) -> Command {
    let mut command = parse_words(argv, say);
    if let Command::Run { options, .. } = &mut command {
        // A report without a profiler, a profiler's option with that profiler off.
        for line in options.profile.settle() {
            say.err(line);
        }
    }
    command
}

fn parse_words(argv: Vec<String>, say: &mut Said) -> Command {
    let mut options = Box::new(VmOptions::default());
    let mut heap_sizes = HeapSizes::default();
    let mut classpath = std::env::var("CLASSPATH").unwrap_or_else(|_| ".".into());
    let mut it = argv.into_iter();
    while let Some(a) = it.next() {
        match options.profile.parse_arg(&a) {
            Some(Ok(())) => continue,
            Some(Err(e)) => return vm_creation_failed(say, &e),
            None => {}
        }
        match a.as_str() {
            "-cp" | "-classpath" | "--class-path" => match it.next() {
                Some(p) => classpath = p,
                None => {
                    say.err(format!("Error: {a} requires class path specification"));
                    say.err_raw(USAGE.to_string());
                    return Command::Exit(1);
                }
            },
            "-jar" => match it.next() {
                Some(j) => {
                    return Command::Run {
                        options,
                        classpath,
                        target: Target::Jar(j),
                        args: it.collect(),
                    }
                }
                None => {
                    say.err("Error: -jar requires jar file specification".to_string());
                    say.err_raw(USAGE.to_string());
                    return Command::Exit(1);
                }
            },
            "-version" | "--version" => {
                say.err(format!(
                    "toyjvm version \"{}\" (runs Java 8 class files)",
                    env!("CARGO_PKG_VERSION")
                ));
                say.err("toyjvm Runtime Environment (jdk-subset)".to_string());
                say.err("toyjvm VM (interpreter; biased, stack and inflated locking)".to_string());
                return Command::Exit(0);
            }
            "-help" | "--help" | "-h" | "-?" => {
                say.out_raw(USAGE.to_string());
                return Command::Exit(0);
            }
            "-XX:+PrintFlags" => {
                for f in FLAGS {
                    say.out(format!(
                        "{:<36} {:<8} {}",
                        f.name,
                        format!("{:?}", f.default).to_lowercase(),
                        f.help
                    ));
                }
                return Command::Exit(0);
            }
            "--jdk-subset-classes" => {
                return match crate::bootclasses::extracted_dir() {
                    Ok(d) => {
                        say.out(d.display().to_string());
                        Command::Exit(0)
                    }
                    Err(e) => {
                        say.err(format!("Error: cannot write the jdk-subset classes: {e}"));
                        Command::Exit(1)
                    }
                };
            }
            "-esa" | "-enablesystemassertions" => options.assertions.system_default = true,
            "-dsa" | "-disablesystemassertions" => options.assertions.system_default = false,
            "-server" | "-client" => {}
            "-Xrs" => options.flags.reduce_signal_usage = true,
            // HotSpot's verification switches: remote = the class path (default), all = the
            // class library too, none = nothing (HotSpot warns that it is deprecated; so do we).
            "-Xverify:none" | "-noverify" => {
                say.err("toyjvm VM warning: Options -Xverify:none and -noverify were deprecated in JDK 13 and will likely be removed in a future release.".to_string());
                options.flags.bytecode_verification_remote = false;
                options.flags.bytecode_verification_local = false;
            }
            "-Xverify:remote" | "-Xverify" => {
                options.flags.bytecode_verification_remote = true;
                options.flags.bytecode_verification_local = false;
            }
            "-Xverify:all" => {
                options.flags.bytecode_verification_remote = true;
                options.flags.bytecode_verification_local = true;
            }
            _ if a.starts_with("-ea")
                || a.starts_with("-enableassertions")
                || a.starts_with("-da")
                || a.starts_with("-disableassertions") =>
            {
                let (flag, target) = a
                    .split_once(':')
                    .map_or((a.as_str(), None), |(f, t)| (f, Some(t)));
                match flag {
                    "-ea" | "-enableassertions" => options.assertions.add(target, true),
                    "-da" | "-disableassertions" => options.assertions.add(target, false),
                    _ => return vm_creation_failed(say, &format!("Unrecognized option: {a}")),
                }
            }
            _ if a == "-Xlog" || a.starts_with("-Xlog:") => {
                if let Some(warning) = options.log.apply(&a) {
                    say.err(warning.to_string());
                }
            }
            _ if a.starts_with("-XX:") => {
                if let Err(e) = options.set_xx(&a[4..]) {
                    return vm_creation_failed(say, &e);
                }
            }
            _ if a.starts_with("-Xss") || a.starts_with("-Xmx") || a.starts_with("-Xms") => {
                // `-Xms0` means "the default", as in HotSpot; the others must be positive.
                let zero_ok = a.starts_with("-Xms");
                let Some(bytes) = parse_size(&a[4..]).filter(|&b| b > 0 || zero_ok) else {
                    let what = match &a[..4] {
                        "-Xss" => "thread stack size",
                        "-Xmx" => "maximum heap size",
                        _ => "initial heap size",
                    };
                    return vm_creation_failed(say, &format!("Invalid {what}: {a}"));
                };
                match &a[..4] {
                    "-Xss" => options.stack_bytes = bytes.max(64 * 1024),
                    "-Xmx" => heap_sizes.max = Some(bytes),
                    _ => heap_sizes.initial = (bytes > 0).then_some(bytes),
                }
                if let Err(e) = heap_sizes.apply(&mut options, say) {
                    return e;
                }
            }
            _ if a.starts_with("-D") => {
                let (k, v) = a[2..].split_once('=').unwrap_or((&a[2..], ""));
                options.properties.push((k.to_string(), v.to_string()));
            }
            _ if a.starts_with('-') => {
                return vm_creation_failed(say, &format!("Unrecognized option: {a}"))
            }
            _ => {
                let target = if a.ends_with(".java") {
                    Target::Source(a)
                } else {
                    Target::Class(a)
                };
                return Command::Run {
                    options,
                    classpath,
                    target,
                    args: it.collect(),
                };
            }
        }
    }
    say.err_raw(USAGE.to_string());
    Command::Exit(1)
}

/// The VM options among `words` (options only, no main class), read as the command line reads
/// them: the options and the class path, or the text `toyjvm` would print instead of running
/// (an error, or what `-version` or `-help` print). Warnings are printed on stderr.
pub(crate) fn parse_vm_options(words: &[String]) -> Result<(Box<VmOptions>, String), String> {
    read_vm_options(words, true)
}

/// Whether `word` alone is an option `toyjvm` takes (the error it would print if not), saying
/// nothing else: a warning or note belongs to the whole command line, printed once when it is
/// read ([`parse_vm_options`]).
pub(crate) fn check_vm_option(word: &str) -> Result<(), String> {
    read_vm_options(&[word.to_string()], false).map(|_| ())
}

fn read_vm_options(
    words: &[String],
    print_warnings: bool,
) -> Result<(Box<VmOptions>, String), String> {
    let mut say = Said::default();
    let mut argv = words.to_vec();
    // A main class, so that the parser stops where the options end.
    argv.push("Main".into());
    match parse(argv, &mut say) {
        Command::Run {
            options, classpath, ..
        } => {
            if print_warnings {
                say.print();
            }
            Ok((options, classpath))
        }
        Command::Exit(_) => Err(say.text().trim_end().to_string()),
    }
}

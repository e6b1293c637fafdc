//! VM options: what `-Xss`, `-Xmx` and the `-XX:` flags set.

/// A `-XX:` flag the VM knows, with its default.
pub struct FlagSpec {
    pub name: &'static str,
    pub default: FlagValue,
    pub help: &'static str,
}

#[derive(Clone, Debug, PartialEq)]
pub enum FlagValue {
    Bool(bool),
    Int(i64),
}

/// The Rust type of a flag of each kind: `Bool` is `-XX:+/-Name`, `Int` is `-XX:Name=value`.
macro_rules! flag_type {
    (Bool) => {
        bool
    };
    (Int) => {
        i64
    };
}

/// The flags' one table: each row makes a field of [`XxFlags`], its default, its `-XX:` name
/// for the parser and its line in [`FLAGS`].
macro_rules! xx_flags {
    ($( $field:ident: $kind:ident($default:expr) = $name:literal, $help:literal; )+) => {
        /// Every `-XX:` flag toyjvm accepts, typed: one field per flag, so code reads a flag as
        /// a field (a misspelt name does not compile). An unknown name on the command line is
        /// an error, as in HotSpot.
        #[derive(Clone, Debug)]
        pub struct XxFlags {
            $( #[doc = $help] pub $field: flag_type!($kind), )+
        }

        impl Default for XxFlags {
            fn default() -> Self {
                XxFlags { $( $field: $default, )+ }
            }
        }

        /// Every flag's name, default and help (`-XX:+PrintFlags`, crash reports).
        pub const FLAGS: &[FlagSpec] = &[
            $( FlagSpec { name: $name, default: FlagValue::$kind($default), help: $help }, )+
        ];

        impl XxFlags {
            /// The value of the flag named `name` (`None`: no such flag).
            pub fn get(&self, name: &str) -> Option<FlagValue> {
                match name {
                    $( $name => Some(FlagValue::$kind(self.$field)), )+
                    _ => None,
                }
            }

            /// Set the flag named `name`; false when there is no such flag or `value` is of
            /// the other kind.
            fn set(&mut self, name: &str, value: FlagValue) -> bool {
                match (name, value) {
                    $( ($name, FlagValue::$kind(v)) => {
                        self.$field = v;
                        true
                    } )+
                    _ => false,
                }
            }
        }
    };
}

xx_flags! {
    use_biased_locking: Bool(true) = "UseBiasedLocking", "start objects biased to their first locker";
    biased_locking_startup_delay: Int(4000) = "BiasedLockingStartupDelay", "ms before biased locking is enabled";
    biased_locking_bulk_rebias_threshold: Int(20) = "BiasedLockingBulkRebiasThreshold", "revocations per class before a bulk rebias";
    biased_locking_bulk_revoke_threshold: Int(40) = "BiasedLockingBulkRevokeThreshold", "revocations per class before a bulk revoke";
    biased_locking_decay_time: Int(25000) = "BiasedLockingDecayTime", "ms after which per-class revocation counts decay";
    guaranteed_safepoint_interval: Int(1000) = "GuaranteedSafepointInterval", "ms between safepoints even when none is requested";
    bytecode_verification_remote: Bool(true) = "BytecodeVerificationRemote", "verify the classes of the class path (-Xverify:none turns it off)";
    bytecode_verification_local: Bool(false) = "BytecodeVerificationLocal", "verify the trusted class library too (-Xverify:all turns it on)";
    gc_a_lot: Bool(false) = "GCALot", "debug: collect at every safepoint and every GCALotInterval-th page an allocating thread takes";
    gc_a_lot_interval: Int(1) = "GCALotInterval", "with GCALot: collect at every n-th page taken by an allocating thread";
    zap_unused_heap_area: Bool(false) = "ZapUnusedHeapArea", "debug: fill freed objects with a pattern (on under GCALot)";
    min_heap_free_ratio: Int(40) = "MinHeapFreeRatio", "% of the heap free after a collection below which the heap grows";
    max_heap_free_ratio: Int(70) = "MaxHeapFreeRatio", "% of the heap free after a collection above which the heap shrinks";
    reduce_signal_usage: Bool(false) = "ReduceSignalUsage", "do not handle SIGQUIT (no thread dump on kill -3); -Xrs sets it";
    show_code_details_in_exception_messages: Bool(true) = "ShowCodeDetailsInExceptionMessages", "helpful NullPointerException messages (JEP 358)";
    max_java_stack_trace_depth: Int(1024) = "MaxJavaStackTraceDepth", "frames recorded in an exception's stack trace";
    unlock_diagnostic_vm_options: Bool(false) = "UnlockDiagnosticVMOptions", "allow diagnostic flags (ErrorHandlerTest)";
    error_handler_test: Int(0) = "ErrorHandlerTest", "diagnostic: fail on entering main, to test crash reports (docs/CRASH.md)";
}

#[derive(Clone, Debug)]
pub struct VmOptions {
    /// Thread stack size in bytes (`-Xss`); HotSpot's default on Linux x64 is 1 MiB.
    pub stack_bytes: usize,
    /// Heap limit in bytes (`-Xmx`); HotSpot's default is a quarter of physical memory.
    pub heap_bytes: usize,
    /// Initial heap size in bytes (`-Xms`); HotSpot's default is 1/64 of physical memory.
    pub initial_heap_bytes: usize,
    /// The `-XX:` flags.
    pub flags: XxFlags,
    /// `-D` system properties.
    pub properties: Vec<(String, String)>,
    pub assertions: AssertionRules,
    /// What `-Xlog:` selected.
    pub log: LogOptions,
    /// The lock profilers (`--profile=...`, `-agentlib:hprof=...`).
    pub profile: profiler::Options,
}

/// The `-Xlog:` tags toyjvm knows (output goes to stdout, as HotSpot's does by default).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct LogOptions {
    /// `-Xlog:locking`: every lock-state transition.
    pub locking: bool,
    /// `-Xlog:locking+park`: every park and unpark, with what the blocker is.
    pub locking_park: bool,
    /// `-Xlog:safepoint`: every safepoint, and totals at exit.
    pub safepoint: bool,
    /// `-Xlog:verification`: each verified class with its time, and totals at exit.
    pub verification: bool,
    /// `-Xlog:gc`: one line per collection, HotSpot's form.
    pub gc: bool,
}

impl LogOptions {
    /// Applies one `-Xlog` option (`-Xlog`, `-Xlog:locking`, `-Xlog:locking,safepoint=info`,
    /// `-Xlog:disable`). Returns a warning for tags it does not know, as HotSpot warns and goes
    /// on.
    pub fn apply(&mut self, option: &str) -> Option<String> {
        let Some(spec) = option.strip_prefix("-Xlog:") else {
            // `-Xlog` alone: everything.
            self.locking = true;
            self.locking_park = true;
            self.safepoint = true;
            self.verification = true;
            self.gc = true;
            return None;
        };
        // Output and decorator parts (`:stdout:uptime`) are accepted and ignored.
        let selection = spec.split(':').next().unwrap_or("");
        if selection == "disable" {
            *self = LogOptions::default();
            return None;
        }
        let mut unknown = Vec::new();
        for item in selection.split(',') {
            let (tag, level) = item.split_once('=').unwrap_or((item, "info"));
            let on = level != "off";
            match tag {
                "locking" => self.locking = on,
                "locking+park" => self.locking_park = on,
                // HotSpot's `tag*`: every tag set that begins with the tag.
                "locking*" => {
                    self.locking = on;
                    self.locking_park = on;
                }
                "safepoint" => self.safepoint = on,
                "verification" => self.verification = on,
                // `gc*` and `gc+...` (HotSpot's tag sets under gc) select the one gc line.
                t if t == "gc" || t == "gc*" || t.starts_with("gc+") => self.gc = on,
                "all" => {
                    self.locking = on;
                    self.locking_park = on;
                    self.safepoint = on;
                    self.verification = on;
                    self.gc = on;
                }
                _ => unknown.push(tag.to_string()),
            }
        }
        (!unknown.is_empty()).then(|| {
            format!(
                "[warning][logging] No tag set matches selection: {}. toyjvm knows: gc, locking, locking+park, safepoint, verification.",
                unknown.join(",")
            )
        })
    }
}

/// What `-ea`, `-da`, `-esa` and `-dsa` said, as HotSpot evaluates it: a rule for the class
/// itself wins, then the rule for its most specific package (`-ea:com.x...` covers subpackages,
/// `-ea:...` the unnamed package), then the default for application or system classes. Among
/// rules for the same target, the last one given wins.
#[derive(Clone, Debug, Default)]
pub struct AssertionRules {
    pub user_default: bool,
    pub system_default: bool,
    classes: Vec<(String, bool)>,
    packages: Vec<(String, bool)>,
}

impl AssertionRules {
    /// Applies `-ea[:target]` (`enable`) or `-da[:target]`.
    pub fn add(&mut self, target: Option<&str>, enable: bool) {
        match target {
            None | Some("") => self.user_default = enable,
            Some(t) => match t.strip_suffix("...") {
                Some(pkg) => self.packages.push((pkg.to_string(), enable)),
                None => self.classes.push((t.to_string(), enable)),
            },
        }
    }

    /// Whether a class (dotted name; `system` for the jdk-subset) runs with assertions.
    pub fn enabled(&self, class: &str, system: bool) -> bool {
        let outer = class.split('$').next().unwrap_or(class);
        if let Some((_, e)) = self.classes.iter().rev().find(|(c, _)| c == outer) {
            return *e;
        }
        // The class's package, then its enclosing packages. `...` alone names the unnamed
        // package, which therefore only matches classes that are in it.
        let mut package = Some(outer.rsplit_once('.').map_or("", |p| p.0));
        while let Some(p) = package {
            if let Some((_, e)) = self.packages.iter().rev().find(|(q, _)| q == p) {
                return *e;
            }
            package = p.rsplit_once('.').map(|q| q.0);
        }
        if system {
            self.system_default
        } else {
            self.user_default
        }
    }
}

impl Default for VmOptions {
    fn default() -> Self {
        VmOptions {
            stack_bytes: 1024 * 1024,
            heap_bytes: physical_memory() / 4,
            initial_heap_bytes: physical_memory() / 64,
            flags: XxFlags::default(),
            properties: Vec::new(),
            assertions: AssertionRules::default(),
            log: LogOptions::default(),
            profile: profiler::Options::default(),
        }
    }
}

impl VmOptions {
    /// Applies one `-XX:` argument (the part after `-XX:`). Errors are HotSpot's messages.
    pub fn set_xx(&mut self, arg: &str) -> Result<(), String> {
        // HotSpot's forms: +Flag, -Flag (booleans), Flag=value (numbers); its messages below.
        let (name, value) = match arg.as_bytes().first() {
            Some(b'+' | b'-') => (&arg[1..], None),
            _ => match arg.split_once('=') {
                Some((n, v)) => (n, Some(v)),
                None => (arg, None),
            },
        };
        let Some(spec) = FLAGS.iter().find(|f| f.name == name) else {
            return Err(format!(
                "Unrecognized VM option '{}'",
                arg.trim_start_matches(['+', '-'])
            ));
        };
        let v = match (&spec.default, value) {
            (FlagValue::Bool(_), None) if arg.starts_with(['+', '-']) => {
                FlagValue::Bool(arg.starts_with('+'))
            }
            (FlagValue::Int(_), Some(v)) => FlagValue::Int(
                parse_size(v)
                    .map(|b| b as i64)
                    .ok_or_else(|| format!("Improperly specified VM option '{arg}'"))?,
            ),
            (FlagValue::Bool(_), _) => {
                return Err(format!("Missing +/- setting for VM option '{arg}'"))
            }
            (FlagValue::Int(_), None) => {
                return Err(format!("Improperly specified VM option '{arg}'"))
            }
        };
        let known = self.flags.set(spec.name, v);
        debug_assert!(known, "FLAGS and XxFlags come from one table");
        Ok(())
    }
}

fn physical_memory() -> usize {
    let mem = std::fs::read_to_string("/proc/meminfo")
        .ok()
        .and_then(|s| {
            s.lines()
                .find(|l| l.starts_with("MemTotal:"))
                .and_then(|l| l.split_whitespace().nth(1))
                .and_then(|kb| kb.parse::<usize>().ok())
        })
        .map(|kb| kb * 1024)
        .unwrap_or(4 << 30);
    mem
}

/// `1024`, `64k`, `16m`, `2g` -> bytes.
pub fn parse_size(s: &str) -> Option<usize> {
    let (num, mul) = match s.chars().last()? {
        'k' | 'K' => (&s[..s.len() - 1], 1usize << 10),
        'm' | 'M' => (&s[..s.len() - 1], 1 << 20),
        'g' | 'G' => (&s[..s.len() - 1], 1 << 30),
        _ => (s, 1),
    };
    num.parse::<usize>().ok()?.checked_mul(mul)
}

#[cfg(test)]
mod tests {
    use super::AssertionRules;

    #[test]
    fn assertion_rules_follow_hotspot_precedence() {
        let mut r = AssertionRules::default();
        assert!(!r.enabled("Main", false));
        r.add(None, true);
        assert!(r.enabled("Main", false) && !r.enabled("java.util.HashMap", true));
        r.add(Some("com.x..."), false);
        assert!(!r.enabled("com.x.y.Z", false) && r.enabled("com.xy.Z", false));
        r.add(Some("com.x.y.Z"), true);
        assert!(r.enabled("com.x.y.Z", false) && r.enabled("com.x.y.Z$Inner", false));
        r.add(Some("..."), false);
        assert!(!r.enabled("Main", false));
        r.system_default = true;
        assert!(r.enabled("java.util.HashMap", true));
    }
}

//! VM options: what `-Xss`, `-Xmx` and the `-XX:` flags set.
use hashbrown::HashMap;

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

/// Every `-XX:` flag toyjvm accepts. An unknown one is an error, as in HotSpot.
pub const FLAGS: &[FlagSpec] = &[
    FlagSpec {
        name: "UseBiasedLocking",
        default: FlagValue::Bool(true),
        help: "start objects biased to their first locker",
    },
    FlagSpec {
        name: "BiasedLockingStartupDelay",
        default: FlagValue::Int(4000),
        help: "ms before biased locking is enabled",
    },
    FlagSpec {
        name: "BiasedLockingBulkRebiasThreshold",
        default: FlagValue::Int(20),
        help: "revocations per class before a bulk rebias",
    },
    FlagSpec {
        name: "BiasedLockingBulkRevokeThreshold",
        default: FlagValue::Int(40),
        help: "revocations per class before a bulk revoke",
    },
    FlagSpec {
        name: "BiasedLockingDecayTime",
        default: FlagValue::Int(25000),
        help: "ms after which per-class revocation counts decay",
    },
    FlagSpec {
        name: "GuaranteedSafepointInterval",
        default: FlagValue::Int(1000),
        help: "ms between safepoints even when none is requested",
    },
    FlagSpec {
        name: "BytecodeVerificationRemote",
        default: FlagValue::Bool(true),
        help: "verify the classes of the class path (-Xverify:none turns it off)",
    },
    FlagSpec {
        name: "BytecodeVerificationLocal",
        default: FlagValue::Bool(false),
        help: "verify the trusted class library too (-Xverify:all turns it on)",
    },
    FlagSpec {
        name: "GCALot",
        default: FlagValue::Bool(false),
        help: "debug: collect at every safepoint and every GCALotInterval-th page an allocating thread takes",
    },
    FlagSpec {
        name: "GCALotInterval",
        default: FlagValue::Int(1),
        help: "with GCALot: collect at every n-th page taken by an allocating thread",
    },
    FlagSpec {
        name: "ZapUnusedHeapArea",
        default: FlagValue::Bool(false),
        help: "debug: fill freed objects with a pattern (on under GCALot)",
    },
    FlagSpec {
        name: "MinHeapFreeRatio",
        default: FlagValue::Int(40),
        help: "% of the heap free after a collection below which the heap grows",
    },
    FlagSpec {
        name: "MaxHeapFreeRatio",
        default: FlagValue::Int(70),
        help: "% of the heap free after a collection above which the heap shrinks",
    },
    FlagSpec {
        name: "ReduceSignalUsage",
        default: FlagValue::Bool(false),
        help: "do not handle SIGQUIT (no thread dump on kill -3); -Xrs sets it",
    },
    FlagSpec {
        name: "MaxJavaStackTraceDepth",
        default: FlagValue::Int(1024),
        help: "frames recorded in an exception's stack trace",
    },
    FlagSpec {
        name: "UnlockDiagnosticVMOptions",
        default: FlagValue::Bool(false),
        help: "allow diagnostic flags (ErrorHandlerTest)",
    },
    FlagSpec {
        name: "ErrorHandlerTest",
        default: FlagValue::Int(0),
        help: "diagnostic: fail on entering main, to test crash reports (docs/CRASH.md)",
    },
];

#[derive(Clone, Debug)]
pub struct VmOptions {
    /// Thread stack size in bytes (`-Xss`); HotSpot's default on Linux x64 is 1 MiB.
    pub stack_bytes: usize,
    /// Heap limit in bytes (`-Xmx`); HotSpot's default is a quarter of physical memory.
    pub heap_bytes: usize,
    /// Initial heap size in bytes (`-Xms`); HotSpot's default is 1/64 of physical memory.
    pub initial_heap_bytes: usize,
    pub flags: HashMap<&'static str, FlagValue>,
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
            flags: FLAGS.iter().map(|f| (f.name, f.default.clone())).collect(),
            properties: Vec::new(),
            assertions: AssertionRules::default(),
            log: LogOptions::default(),
            profile: profiler::Options::default(),
        }
    }
}

impl VmOptions {
    pub fn flag_bool(&self, name: &str) -> bool {
        matches!(self.flags.get(name), Some(FlagValue::Bool(true)))
    }
    pub fn flag_int(&self, name: &str) -> i64 {
        match self.flags.get(name) {
            Some(FlagValue::Int(v)) => *v,
            _ => 0,
        }
    }

    /// Sets a boolean flag that another option implies (`-Xverify:none`).
    pub fn set_flag(&mut self, name: &'static str, on: bool) {
        self.flags.insert(name, FlagValue::Bool(on));
    }

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
        self.flags.insert(spec.name, v);
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

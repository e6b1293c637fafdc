//! The profiling command line: `--profile=<list>|all`,
//! `--profile-interval=<ms>`, `--csp-threshold=<percent>`,
//! `--report=<file.json>`, `--report-text=<file>`, `--report-html=<file>`,
//! `-agentlib:hprof=monitor=y[,file=<f>][,opt=y]`, and blame tracing's
//! `--trace=<file.json>`, `--flame=<file>`, `--flame-svg=<file.svg>`,
//! `--blame-by=<aspects>`, `--blame-log=<file>`, `--blame-trace=<file>`
//! and `--blame-threshold=<duration>` (each of which turns blame on), the
//! sampler's `--sample-hz=<n>` and the concurrency metrics'
//! `--concurrency-cores=<n>`. The VM's launcher hands such arguments to
//! [`Options::parse_arg`], then calls [`Options::settle`] once the
//! command line is read.

use std::path::PathBuf;

/// One profiler.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Profiler {
    FreeLunch,
    Hprof,
    HealthCenter,
    JProfiler,
    Msdk,
    /// Blame tracing (paper 002): not part of `all`, which names the
    /// profilers of the Free Lunch comparison.
    Blame,
    /// Contended-lock sampling (paper 001): not part of `all` either (it
    /// runs a thread of its own and stops the world at every tick).
    Sampling,
    /// Paper 004's concurrency metrics: not part of `all` either (it
    /// instruments every field and array access).
    Concurrency,
}

impl Profiler {
    /// What `--profile=all` turns on.
    pub const ALL: [Profiler; 5] = [
        Profiler::FreeLunch,
        Profiler::Hprof,
        Profiler::HealthCenter,
        Profiler::JProfiler,
        Profiler::Msdk,
    ];
    /// Every profiler, in report order.
    pub const KNOWN: [Profiler; 8] = [
        Profiler::FreeLunch,
        Profiler::Hprof,
        Profiler::HealthCenter,
        Profiler::JProfiler,
        Profiler::Msdk,
        Profiler::Blame,
        Profiler::Sampling,
        Profiler::Concurrency,
    ];

    /// The name used on the command line and in the report.
    pub fn name(self) -> &'static str {
        match self {
            Profiler::FreeLunch => "freelunch",
            Profiler::Hprof => "hprof",
            Profiler::HealthCenter => "healthcenter",
            Profiler::JProfiler => "jprofiler",
            Profiler::Msdk => "msdk",
            Profiler::Blame => "blame",
            Profiler::Sampling => "sampling",
            Profiler::Concurrency => "concurrency",
        }
    }

    fn bit(self) -> u8 {
        1 << self as u8
    }
}

/// A set of profilers.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ProfilerSet(u8);

impl ProfilerSet {
    pub fn has(self, p: Profiler) -> bool {
        self.0 & p.bit() != 0
    }
    pub fn insert(&mut self, p: Profiler) {
        self.0 |= p.bit();
    }
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }
    /// Names of the members, in [`Profiler::KNOWN`] order.
    pub fn names(self) -> Vec<String> {
        Profiler::KNOWN
            .iter()
            .filter(|p| self.has(**p))
            .map(|p| p.name().to_owned())
            .collect()
    }
}

use crate::blame::aggregate::DEFAULT_ASPECTS;
pub use crate::blame::Aspect;

/// HPROF's data structures: as HPROF, or OptHPROF's (paper 000 §4.2.1).
pub use crate::hprof::Variant as HprofVariant;

#[derive(Clone, Debug)]
pub struct Options {
    pub profilers: ProfilerSet,
    /// Free Lunch's measurement interval.
    pub interval_ms: u64,
    /// Free Lunch announces intervals at or above this CSP (fraction).
    pub csp_threshold: f64,
    /// Where to write the JSON report.
    pub report: Option<PathBuf>,
    /// Where to write every profiler's text view.
    pub report_text: Option<PathBuf>,
    /// Where to write the HTML page of the report (`html.rs`).
    pub report_html: Option<PathBuf>,
    /// Where HPROF writes its output (`java.hprof.txt` with
    /// `-agentlib:hprof`), if anywhere.
    pub hprof_file: Option<PathBuf>,
    pub hprof_variant: HprofVariant,
    /// Blame: the Chrome trace-event timeline (also turns on the timeline
    /// events: inflated critical sections, waits, lock transitions).
    pub trace: Option<PathBuf>,
    /// Blame: the collapsed-stack flame graph, and its SVG.
    pub flame: Option<PathBuf>,
    pub flame_svg: Option<PathBuf>,
    /// Blame: the aggregation order of the report's tree.
    pub blame_by: Vec<Aspect>,
    /// Blame: every event, decoded, in replay order.
    pub blame_log: Option<PathBuf>,
    /// Blame: the raw binary trace, for `toyjvm-blame`.
    pub blame_trace: Option<PathBuf>,
    /// Blame: waits shorter than this are left out (`--blame-threshold`,
    /// like JFR's event thresholds; 0, the default: none).
    pub blame_threshold_ns: u64,
    /// Sampling: ticks per second (`--sample-hz`, 1..=1000).
    pub sample_hz: u32,
    /// Concurrency metrics: the N of S(N) (`--concurrency-cores`); `None`:
    /// this machine's processors.
    pub concurrency_cores: Option<u32>,
    /// The options of one profiler given on the command line (their
    /// names), for [`Options::settle`].
    pub given: Vec<&'static str>,
}

/// `v` as nanoseconds: a whole number of ns, or with a unit (`500us`,
/// `20ms`, `1s`).
fn parse_duration_ns(v: &str) -> Option<u64> {
    let (digits, scale) = [
        ("ns", 1),
        ("us", 1_000),
        ("ms", 1_000_000),
        ("s", 1_000_000_000),
    ]
    .iter()
    .find_map(|&(unit, scale)| v.strip_suffix(unit).map(|d| (d, scale)))
    .unwrap_or((v, 1));
    digits.parse::<u64>().ok()?.checked_mul(scale)
}

impl Default for Options {
    fn default() -> Options {
        Options {
            profilers: ProfilerSet::default(),
            interval_ms: 1000,
            csp_threshold: 0.20,
            report: None,
            report_text: None,
            report_html: None,
            hprof_file: None,
            hprof_variant: HprofVariant::Hprof,
            trace: None,
            flame: None,
            flame_svg: None,
            blame_by: DEFAULT_ASPECTS.to_vec(),
            blame_log: None,
            blame_trace: None,
            blame_threshold_ns: 0,
            sample_hz: 20,
            concurrency_cores: None,
            given: Vec::new(),
        }
    }
}

impl Options {
    /// Blame's end-of-run files.
    pub fn blame_files(&self) -> crate::blame::OutputFiles<'_> {
        crate::blame::OutputFiles {
            trace: self.trace.as_deref(),
            flame: self.flame.as_deref(),
            flame_svg: self.flame_svg.as_deref(),
            blame_log: self.blame_log.as_deref(),
        }
    }

    /// If `arg` is a profiling option, apply it: `Some(Ok)`; `Some(Err)`
    /// with a message if it is malformed; `None` if it is not ours.
    pub fn parse_arg(&mut self, arg: &str) -> Option<Result<(), String>> {
        let (name, value) = match arg.split_once('=') {
            Some((n, v)) => (n, Some(v)),
            None => (arg, None),
        };
        let need = |v| needs_value(name, v);
        Some(match name {
            "--profile" => need(value).and_then(|v| self.parse_profile_list(v)),
            "--profile-interval" => need(value).and_then(|v| {
                v.parse::<u64>()
                    .ok()
                    .filter(|&ms| ms > 0)
                    .map(|ms| self.interval_ms = ms)
                    .ok_or(format!(
                        "--profile-interval: not a positive number of ms: {v}"
                    ))
            }),
            "--csp-threshold" => need(value).and_then(|v| {
                v.trim_end_matches('%')
                    .parse::<f64>()
                    .ok()
                    .filter(|p| (0.0..=100.0).contains(p))
                    .map(|p| self.csp_threshold = p / 100.0)
                    .ok_or(format!("--csp-threshold: not a percentage 0..100: {v}"))
            }),
            "--report" => need(value).map(|v| self.report = Some(v.into())),
            "--report-text" => need(value).map(|v| self.report_text = Some(v.into())),
            "--report-html" => need(value).map(|v| self.report_html = Some(v.into())),
            "--trace" => need(value).map(|v| self.blame_output(|o| o.trace = Some(v.into()))),
            "--flame" => need(value).map(|v| self.blame_output(|o| o.flame = Some(v.into()))),
            "--flame-svg" => {
                need(value).map(|v| self.blame_output(|o| o.flame_svg = Some(v.into())))
            }
            "--blame-log" => {
                need(value).map(|v| self.blame_output(|o| o.blame_log = Some(v.into())))
            }
            "--blame-trace" => {
                need(value).map(|v| self.blame_output(|o| o.blame_trace = Some(v.into())))
            }
            "--blame-by" => need(value).and_then(|v| {
                let aspects = Aspect::parse_list(v)?;
                self.blame_output(|o| o.blame_by = aspects);
                Ok(())
            }),
            "--blame-threshold" => need(value).and_then(|v| {
                let ns = parse_duration_ns(v).ok_or(format!(
                    "--blame-threshold: not a duration (ns, or with ns/us/ms/s): {v}"
                ))?;
                self.blame_output(|o| o.blame_threshold_ns = ns);
                Ok(())
            }),
            "--sample-hz" => need(value).and_then(|v| {
                v.parse::<u32>()
                    .ok()
                    .filter(|hz| (1..=1000).contains(hz))
                    .map(|hz| self.sample_hz = hz)
                    .ok_or(format!(
                        "--sample-hz: not a number of ticks per second 1..1000: {v}"
                    ))
            }),
            "--concurrency-cores" => need(value).and_then(|v| {
                v.parse::<u32>()
                    .ok()
                    .filter(|&n| n > 0)
                    .map(|n| self.concurrency_cores = Some(n))
                    .ok_or(format!(
                        "--concurrency-cores: not a positive number of cores: {v} (usage: --concurrency-cores=<n>, the N of S(N))"
                    ))
            }),
            _ if arg.starts_with("-agentlib:hprof") => self.parse_hprof_agent(arg),
            _ => return None,
        })
        .inspect(|r| {
            if let (Ok(()), Some(given)) = (r, Self::OWNED.iter().find(|(o, _)| *o == name)) {
                self.given.push(given.0);
            }
        })
    }

    /// Options that act on one profiler only, and that profiler.
    const OWNED: [(&'static str, Profiler); 4] = [
        ("--profile-interval", Profiler::FreeLunch),
        ("--csp-threshold", Profiler::FreeLunch),
        ("--sample-hz", Profiler::Sampling),
        ("--concurrency-cores", Profiler::Concurrency),
    ];

    /// Once every option is read: a report asked for without any profiler
    /// turns on `--profile=all` (the Free Lunch paper's profilers; a report
    /// of nothing is not what anyone asks for), and an option of a profiler
    /// that is off is pointed out. Returns the lines to print on stderr.
    pub fn settle(&mut self) -> Vec<String> {
        let mut said = Vec::new();
        let reports = [
            ("--report", self.report.is_some()),
            ("--report-html", self.report_html.is_some()),
            ("--report-text", self.report_text.is_some()),
        ];
        if self.profilers.is_empty() {
            if let Some((name, _)) = reports.iter().find(|(_, given)| *given) {
                Profiler::ALL.iter().for_each(|p| self.profilers.insert(*p));
                said.push(format!(
                    "note: {name} without --profile: profiling with --profile=all ({})",
                    self.profilers.names().join(",")
                ));
            }
        }
        for (option, profiler) in Self::OWNED {
            if self.given.contains(&option) && !self.profilers.has(profiler) {
                said.push(format!(
                    "warning: {option} has no effect without --profile={}",
                    profiler.name()
                ));
            }
        }
        said
    }

    /// Apply `set`, an option of blame's, which turns blame on.
    fn blame_output(&mut self, set: impl FnOnce(&mut Options)) {
        set(self);
        self.profilers.insert(Profiler::Blame);
    }

    /// `freelunch,hprof,...` or `all`; `opthprof` is HPROF with OptHPROF's
    /// data structures.
    fn parse_profile_list(&mut self, list: &str) -> Result<(), String> {
        for name in list.split(',').map(str::trim) {
            match name {
                "all" => Profiler::ALL.iter().for_each(|p| self.profilers.insert(*p)),
                "opthprof" => {
                    self.profilers.insert(Profiler::Hprof);
                    self.hprof_variant = HprofVariant::Opt;
                }
                _ => match Profiler::KNOWN.iter().find(|p| p.name() == name) {
                    Some(p) => self.profilers.insert(*p),
                    None => {
                        return Err(format!(
                            "--profile: unknown profiler '{name}' (known: freelunch, hprof, opthprof, healthcenter, jprofiler, msdk, blame, sampling, concurrency, all)"
                        ))
                    }
                },
            }
        }
        Ok(())
    }

    /// `-agentlib:hprof=monitor=y[,file=<f>][,opt=y]`: HPROF's monitor
    /// profiling, written to `java.hprof.txt` unless `file=` says otherwise.
    fn parse_hprof_agent(&mut self, arg: &str) -> Result<(), String> {
        let opts = match arg.strip_prefix("-agentlib:hprof") {
            Some("") => "",
            Some(rest) => rest
                .strip_prefix('=')
                .ok_or(format!("malformed agent option: {arg}"))?,
            None => unreachable!(),
        };
        let mut monitor = false;
        let mut file = PathBuf::from("java.hprof.txt");
        for opt in opts.split(',').filter(|o| !o.is_empty()) {
            match opt.split_once('=') {
                Some(("monitor", "y")) => monitor = true,
                Some(("monitor", "n")) => monitor = false,
                Some(("file", f)) if !f.is_empty() => file = f.into(),
                Some(("opt", "y")) => self.hprof_variant = HprofVariant::Opt,
                Some(("opt", "n")) => self.hprof_variant = HprofVariant::Hprof,
                _ => {
                    return Err(format!(
                        "-agentlib:hprof: unsupported option '{opt}' (supported: monitor=y|n, file=<name>, opt=y|n)"
                    ))
                }
            }
        }
        if !monitor {
            return Err("-agentlib:hprof: only monitor=y profiling is supported".into());
        }
        self.profilers.insert(Profiler::Hprof);
        self.hprof_file = Some(file);
        Ok(())
    }
}

/// `value` if it is there and not empty, else an error naming the option.
fn needs_value<'a>(name: &str, value: Option<&'a str>) -> Result<&'a str, String> {
    value
        .filter(|v| !v.is_empty())
        .ok_or_else(|| format!("{name} needs a value"))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(args: &[&str]) -> Result<Options, String> {
        let mut o = Options::default();
        for a in args {
            o.parse_arg(a).expect("ours")?;
        }
        Ok(o)
    }

    #[test]
    fn profile_lists() {
        let o = parse(&["--profile=freelunch,msdk"]).unwrap();
        assert_eq!(o.profilers.names(), ["freelunch", "msdk"]);
        assert_eq!(
            parse(&["--profile=all"]).unwrap().profilers.names().len(),
            5
        );
        let o = parse(&["--profile=opthprof"]).unwrap();
        assert!(o.profilers.has(Profiler::Hprof) && o.hprof_variant == HprofVariant::Opt);
        assert!(parse(&["--profile=yourkit"])
            .unwrap_err()
            .contains("unknown profiler"));
        assert!(parse(&["--profile="]).is_err());
    }

    #[test]
    fn numbers_and_files() {
        let o = parse(&[
            "--profile-interval=250",
            "--csp-threshold=35",
            "--report=r.json",
        ])
        .unwrap();
        assert_eq!(o.interval_ms, 250);
        assert!((o.csp_threshold - 0.35).abs() < 1e-12);
        assert_eq!(o.report.as_deref(), Some(std::path::Path::new("r.json")));
        assert!(parse(&["--profile-interval=0"]).is_err());
        assert!(parse(&["--csp-threshold=150"]).is_err());
        assert!(Options::default().parse_arg("-verbose").is_none());
    }

    #[test]
    fn blame_options_turn_blame_on() {
        let o = parse(&["--profile=all,blame"]).unwrap();
        assert_eq!(o.profilers.names().len(), 6);
        assert!(!parse(&["--profile=all"])
            .unwrap()
            .profilers
            .has(Profiler::Blame));
        let o = parse(&["--trace=t.json", "--blame-by=owner-thread,lock"]).unwrap();
        assert!(o.profilers.has(Profiler::Blame));
        assert_eq!(o.blame_by, [Aspect::OwnerThread, Aspect::Lock]);
        assert_eq!(o.trace.as_deref(), Some(std::path::Path::new("t.json")));
        assert!(parse(&["--trace="]).is_err());
        assert!(parse(&["--flame"]).is_err());
        assert!(parse(&["--blame-by=nonsense"]).is_err());
        assert!(parse(&["--profile=blame,nonsense"]).is_err());
    }

    #[test]
    fn sampling_options() {
        let o = parse(&["--profile=sampling"]).unwrap();
        assert_eq!(o.profilers.names(), ["sampling"]);
        assert_eq!(o.sample_hz, 20);
        assert!(!parse(&["--profile=all"])
            .unwrap()
            .profilers
            .has(Profiler::Sampling));
        assert_eq!(parse(&["--sample-hz=100"]).unwrap().sample_hz, 100);
        let t = parse(&["--blame-threshold=20ms"]).unwrap();
        assert_eq!(t.blame_threshold_ns, 20_000_000);
        assert!(
            t.profilers.has(Profiler::Blame),
            "a blame option turns blame on"
        );
        assert_eq!(
            parse(&["--blame-threshold=1500"])
                .unwrap()
                .blame_threshold_ns,
            1500
        );
        assert_eq!(
            parse(&["--blame-threshold=3us"])
                .unwrap()
                .blame_threshold_ns,
            3000
        );
        for bad in [
            "--blame-threshold=",
            "--blame-threshold=-1",
            "--blame-threshold=2h",
        ] {
            assert!(parse(&[bad]).is_err(), "{bad}");
        }
        assert_eq!(parse(&["--sample-hz=1000"]).unwrap().sample_hz, 1000);
        for bad in [
            "--sample-hz=0",
            "--sample-hz=1001",
            "--sample-hz=abc",
            "--sample-hz",
        ] {
            assert!(parse(&[bad]).is_err(), "{bad}");
        }
    }

    #[test]
    fn concurrency_is_not_part_of_all() {
        let o = parse(&["--profile=concurrency"]).unwrap();
        assert_eq!(o.profilers.names(), ["concurrency"]);
        assert!(!parse(&["--profile=all"])
            .unwrap()
            .profilers
            .has(Profiler::Concurrency));
        assert!(parse(&["--profile=concurrency,bogus"]).is_err());
    }

    #[test]
    fn concurrency_cores() {
        assert_eq!(parse(&[]).unwrap().concurrency_cores, None);
        let o = parse(&["--profile=concurrency", "--concurrency-cores=32"]).unwrap();
        assert_eq!(o.concurrency_cores, Some(32));
        for bad in [
            "--concurrency-cores=0",
            "--concurrency-cores=-2",
            "--concurrency-cores=1.5",
            "--concurrency-cores=x",
            "--concurrency-cores=",
            "--concurrency-cores",
        ] {
            assert!(parse(&[bad]).is_err(), "{bad}");
        }
    }

    #[test]
    fn a_report_without_profilers_profiles_with_all() {
        for report in [
            "--report=r.json",
            "--report-html=r.html",
            "--report-text=r.txt",
        ] {
            let mut o = parse(&[report]).unwrap();
            let said = o.settle();
            assert_eq!(o.profilers.names().len(), 5, "{report}");
            assert_eq!(said.len(), 1, "{said:?}");
            assert!(said[0].starts_with("note: --report"), "{said:?}");
            assert!(said[0].contains("--profile=all"), "{said:?}");
        }
        // A profiler given, or none asked for: nothing changes.
        let mut o = parse(&["--profile=msdk", "--report=r.json"]).unwrap();
        assert!(o.settle().is_empty());
        assert_eq!(o.profilers.names(), ["msdk"]);
        let mut o = parse(&["--trace=t.json", "--report=r.json"]).unwrap();
        assert!(o.settle().is_empty());
        assert_eq!(o.profilers.names(), ["blame"]);
        let mut o = parse(&[]).unwrap();
        assert!(o.settle().is_empty());
        assert!(o.profilers.is_empty());
    }

    #[test]
    fn options_of_a_profiler_that_is_off_are_pointed_out() {
        let warned = |args: &[&str]| parse(args).unwrap().settle();
        assert_eq!(
            warned(&["--sample-hz=50"]),
            ["warning: --sample-hz has no effect without --profile=sampling"]
        );
        assert!(warned(&["--profile=sampling", "--sample-hz=50"]).is_empty());
        assert_eq!(
            warned(&[
                "--profile=msdk",
                "--profile-interval=5",
                "--csp-threshold=10"
            ]),
            [
                "warning: --profile-interval has no effect without --profile=freelunch",
                "warning: --csp-threshold has no effect without --profile=freelunch",
            ]
        );
        // --report's default set has Free Lunch in it.
        assert_eq!(
            warned(&["--report=r.json", "--profile-interval=5"]).len(),
            1
        );
        assert_eq!(
            warned(&["--profile=all", "--concurrency-cores=4"]),
            ["warning: --concurrency-cores has no effect without --profile=concurrency"]
        );
        assert!(warned(&["--profile=concurrency", "--concurrency-cores=4"]).is_empty());
        // Blame's options turn blame on: nothing to point out.
        assert!(warned(&["--blame-by=lock"]).is_empty());
    }

    #[test]
    fn hprof_agent() {
        let o = parse(&["-agentlib:hprof=monitor=y"]).unwrap();
        assert!(o.profilers.has(Profiler::Hprof));
        assert_eq!(
            o.hprof_file.as_deref(),
            Some(std::path::Path::new("java.hprof.txt"))
        );
        let o = parse(&["-agentlib:hprof=monitor=y,file=m.txt,opt=y"]).unwrap();
        assert_eq!(o.hprof_variant, HprofVariant::Opt);
        assert!(parse(&["-agentlib:hprof=cpu=samples"]).is_err());
        assert!(parse(&["-agentlib:hprof"]).is_err());
    }
}

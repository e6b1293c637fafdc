//! The command line of `toyjvm-reproduce` and the plan of runs it resolves to.
use std::path::PathBuf;

pub const USAGE: &str = "\
usage: toyjvm-reproduce [options]

Reproduces Table 4.2 (ping-pong) and Fig. 4.4 (fork-join) of the Free Lunch paper: runs
toyjvm with --profile=all on bench-programs/PingPong.java and ForkJoin.java, reads each run's
JSON report and writes results.md, fig-4.4.svg and the raw reports into the output directory.

options:
  --paper               the paper's parameters: 30 s per run, ping-pong with 2 and 48 threads,
                        fork-join with 47 workers and processing times 50,100,...,700 ms
                        (16 runs, about 9 minutes)
                        default: 5 s per run, 2 and 48 threads, processing 10,25,50,100,200 ms
                        (7 runs, about a minute)
  --duration-ms <N>     duration of every run in milliseconds
  --threads <LIST>      ping-pong total thread counts, comma-separated (e.g. 2,8,48)
  --processing <LIST>   fork-join worker processing times in ms, comma-separated
  --workers <N>         fork-join worker threads (default 47, plus the master)
  --cs-ms <N>           ping-pong time in the critical section in ms (default 1)
  --toyjvm <PATH>       the toyjvm binary (default: target/release/toyjvm in the repository,
                        or $CARGO_TARGET_DIR/release/toyjvm)
  --out <DIR>           output directory (default: docs/results/ in the repository)
  --classes <DIR>       use these compiled benchmark classes instead of compiling
                        bench-programs/PingPong.java and ForkJoin.java with javac
  --render-only         run nothing: re-render results.md and fig-4.4.svg from the JSON
                        reports already in the output directory
  --no-pingpong         skip the ping-pong runs (Table 4.2)
  --no-forkjoin         skip the fork-join runs (Fig. 4.4)
  -h, --help            print this help and exit

Each run is
  toyjvm --profile=all --report=<out>/pingpong-<T>t.json -cp <classes> PingPong <T> <cs-ms> <duration-ms>
  toyjvm --profile=all --report=<out>/forkjoin-<P>ms.json -cp <classes> ForkJoin <workers> <P> <duration-ms>
A run that fails (non-zero exit, no report, or longer than 4 x its duration + 60 s) stops
everything with exit status 1.
";

/// The flags as given; `None` means \"not given\".
#[derive(Debug, Default, Clone, PartialEq)]
pub struct Options {
    pub paper: bool,
    pub duration_ms: Option<u64>,
    pub threads: Option<Vec<u32>>,
    pub processing: Option<Vec<u64>>,
    pub workers: Option<u32>,
    pub cs_ms: Option<u64>,
    pub toyjvm: Option<PathBuf>,
    pub out: Option<PathBuf>,
    pub classes: Option<PathBuf>,
    pub render_only: bool,
    pub no_pingpong: bool,
    pub no_forkjoin: bool,
}

#[derive(Debug, PartialEq)]
pub enum Parsed {
    Help,
    Run(Options),
}

fn parse_list<T: std::str::FromStr>(flag: &str, v: &str) -> Result<Vec<T>, String> {
    let items: Result<Vec<T>, _> = v
        .split(',')
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::parse)
        .collect();
    match items {
        Ok(list) if !list.is_empty() => Ok(list),
        _ => Err(format!(
            "{flag} wants a comma-separated list of positive integers, not {v:?}"
        )),
    }
}

fn parse_num<T: std::str::FromStr + PartialOrd + Default>(
    flag: &str,
    v: &str,
) -> Result<T, String> {
    match v.trim().parse::<T>() {
        Ok(n) if n > T::default() => Ok(n),
        _ => Err(format!("{flag} wants a positive integer, not {v:?}")),
    }
}

/// Parses the arguments after the program name. `--flag=value` and `--flag value` both work; a
/// flag given twice keeps its last value.
pub fn parse(args: &[String]) -> Result<Parsed, String> {
    let mut o = Options::default();
    let mut i = 0;
    while i < args.len() {
        let arg = &args[i];
        i += 1;
        let (flag, inline) = match arg.split_once('=') {
            Some((f, v)) if f.starts_with("--") => (f, Some(v.to_string())),
            _ => (arg.as_str(), None),
        };
        let takes_value = matches!(
            flag,
            "--duration-ms"
                | "--threads"
                | "--processing"
                | "--workers"
                | "--cs-ms"
                | "--toyjvm"
                | "--out"
                | "--classes"
        );
        let value = if takes_value {
            match inline {
                Some(v) => v,
                None if i < args.len() => {
                    i += 1;
                    args[i - 1].clone()
                }
                None => return Err(format!("{flag} needs a value")),
            }
        } else {
            if inline.is_some() {
                return Err(format!("{flag} takes no value"));
            }
            String::new()
        };
        match flag {
            "-h" | "--help" => return Ok(Parsed::Help),
            "--paper" => o.paper = true,
            "--render-only" => o.render_only = true,
            "--no-pingpong" => o.no_pingpong = true,
            "--no-forkjoin" => o.no_forkjoin = true,
            "--duration-ms" => o.duration_ms = Some(parse_num(flag, &value)?),
            "--workers" => o.workers = Some(parse_num(flag, &value)?),
            "--cs-ms" => o.cs_ms = Some(parse_num(flag, &value)?),
            "--threads" => {
                let list: Vec<u32> = parse_list(flag, &value)?;
                if list.iter().any(|&t| t < 2) {
                    return Err("--threads: ping-pong needs at least 2 threads".into());
                }
                o.threads = Some(list)
            }
            "--processing" => {
                let list: Vec<u64> = parse_list(flag, &value)?;
                if list.contains(&0) {
                    return Err("--processing: processing times must be positive".into());
                }
                o.processing = Some(list)
            }
            "--toyjvm" => o.toyjvm = Some(PathBuf::from(value)),
            "--out" => o.out = Some(PathBuf::from(value)),
            "--classes" => o.classes = Some(PathBuf::from(value)),
            _ => return Err(format!("unknown argument {arg:?}")),
        }
    }
    if o.no_pingpong && o.no_forkjoin {
        return Err("--no-pingpong and --no-forkjoin together leave nothing to do".into());
    }
    Ok(Parsed::Run(o))
}

/// The parameters after defaults are applied.
#[derive(Debug, Clone, PartialEq)]
pub struct Params {
    pub paper: bool,
    pub duration_ms: u64,
    pub threads: Vec<u32>,
    pub cs_ms: u64,
    pub workers: u32,
    pub processing: Vec<u64>,
}

pub const PAPER_DURATION_MS: u64 = 30_000;
pub const DEFAULT_DURATION_MS: u64 = 5_000;
pub const DEFAULT_THREADS: [u32; 2] = [2, 48];
pub const DEFAULT_PROCESSING: [u64; 5] = [10, 25, 50, 100, 200];
pub const DEFAULT_WORKERS: u32 = 47;
pub const DEFAULT_CS_MS: u64 = 1;

impl Params {
    pub fn resolve(o: &Options) -> Params {
        let paper_processing: Vec<u64> = (1..=14).map(|k| 50 * k).collect();
        let mut threads = o
            .threads
            .clone()
            .unwrap_or_else(|| DEFAULT_THREADS.to_vec());
        threads.dedup();
        let mut processing = o.processing.clone().unwrap_or_else(|| {
            if o.paper {
                paper_processing
            } else {
                DEFAULT_PROCESSING.to_vec()
            }
        });
        processing.sort_unstable();
        processing.dedup();
        Params {
            paper: o.paper,
            duration_ms: o.duration_ms.unwrap_or(if o.paper {
                PAPER_DURATION_MS
            } else {
                DEFAULT_DURATION_MS
            }),
            threads: if o.no_pingpong { vec![] } else { threads },
            cs_ms: o.cs_ms.unwrap_or(DEFAULT_CS_MS),
            workers: o.workers.unwrap_or(DEFAULT_WORKERS),
            processing: if o.no_forkjoin { vec![] } else { processing },
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn args(s: &[&str]) -> Vec<String> {
        s.iter().map(|a| a.to_string()).collect()
    }

    fn opts(s: &[&str]) -> Options {
        match parse(&args(s)).unwrap() {
            Parsed::Run(o) => o,
            Parsed::Help => panic!("help"),
        }
    }

    #[test]
    fn defaults_and_paper() {
        let p = Params::resolve(&opts(&[]));
        assert_eq!(p.duration_ms, 5000);
        assert_eq!(p.threads, vec![2, 48]);
        assert_eq!(p.processing, vec![10, 25, 50, 100, 200]);
        assert_eq!((p.workers, p.cs_ms), (47, 1));
        let p = Params::resolve(&opts(&["--paper"]));
        assert_eq!(p.duration_ms, 30_000);
        assert_eq!(p.processing.first(), Some(&50));
        assert_eq!(p.processing.last(), Some(&700));
        assert_eq!(p.processing.len(), 14);
    }

    #[test]
    fn overrides_both_spellings() {
        let o = opts(&[
            "--paper",
            "--duration-ms=2000",
            "--threads",
            "2, 8,48",
            "--processing=200,50",
            "--out",
            "x",
        ]);
        let p = Params::resolve(&o);
        assert_eq!(p.duration_ms, 2000);
        assert_eq!(p.threads, vec![2, 8, 48]);
        assert_eq!(p.processing, vec![50, 200]);
        assert_eq!(o.out, Some(PathBuf::from("x")));
        let p = Params::resolve(&opts(&["--no-forkjoin"]));
        assert!(p.processing.is_empty());
    }

    #[test]
    fn errors() {
        assert_eq!(parse(&args(&["--help"])), Ok(Parsed::Help));
        assert_eq!(parse(&args(&["-h", "--bogus"])), Ok(Parsed::Help));
        assert!(parse(&args(&["--bogus"])).unwrap_err().contains("--bogus"));
        assert!(parse(&args(&["extra"])).is_err());
        assert!(parse(&args(&["--threads"])).is_err());
        assert!(parse(&args(&["--threads=1,2"])).is_err());
        assert!(parse(&args(&["--threads=a"])).is_err());
        assert!(parse(&args(&["--duration-ms=0"])).is_err());
        assert!(parse(&args(&["--paper=1"])).is_err());
        assert!(parse(&args(&["--no-pingpong", "--no-forkjoin"])).is_err());
    }
}

//! The accuracy scoreboard (`docs/ACCURACY.md`, `scripts/accuracy.sh`): what a known-truth
//! program (`bench-programs/truth/`) measured of its own waiting, its `TRUTH` lines, against what
//! each profiler's JSON report says of the same run.
//!
//! A `TRUTH lock=<class>` line matches every lock of the report whose `class` is `<class>`
//! (their figures are summed: the truth programs use one lock object per class). Each profiler is
//! read through one metric:
//!
//! | profiler | waiting time | ranks by | owner |
//! |---|---|---|---|
//! | Free Lunch | `freelunch.acquiring_ns` | the same | n/a |
//! | HPROF | `hprof.acquiring_ns` | the same | n/a |
//! | JProfiler | `jprofiler.block_ns` | the same | `jprofiler.by_blocker` (`block_ns`) |
//! | Health Center (JLM) | n/a | `healthcenter.slow` | n/a |
//! | MSDK | n/a | `msdk.slow` | n/a |
//! | blame | `blame.contended_ns` | the same | `blame.by_owner` (`ns`, summed per thread) |
//! | sampling | `sampling.estimated_ns`, else waiter samples / `hz` | the same | `sampling.by_owner` (`samples`) |
use std::collections::BTreeMap;

use serde_json::Value;

/// A truth owner is judged only when at least this share of the lock's waiting was spent
/// behind it (else the program has no dominant owner, by construction or by chance).
pub const OWNER_SHARE_MIN: f64 = 0.75;

/// One `TRUTH` line of a truth program.
#[derive(Debug, Clone, PartialEq)]
pub struct Truth {
    /// The report's `locks[].class` this line is about.
    pub lock: String,
    /// Time all threads spent from just before an acquisition to just inside it, less the
    /// uncontended cost of an acquisition (`bench-programs/truth/README.md`).
    pub waited_ns: u64,
    pub acquisitions: u64,
    /// The holder most of the waiting was spent behind (`-`: none seen).
    pub owner: String,
    /// Its share of the waiting.
    pub owner_share: f64,
}

impl Truth {
    /// The owner a profiler should name, when one dominates.
    pub fn judged_owner(&self) -> Option<&str> {
        (self.owner != "-" && self.owner_share >= OWNER_SHARE_MIN).then_some(self.owner.as_str())
    }
}

/// The `TRUTH` lines of a program's standard output, in order.
pub fn parse_truth(stdout: &str) -> Result<Vec<Truth>, String> {
    let mut out = Vec::new();
    for line in stdout.lines().filter(|l| l.starts_with("TRUTH ")) {
        let fields: BTreeMap<&str, &str> = line
            .split_whitespace()
            .skip(1)
            .filter_map(|kv| kv.split_once('='))
            .collect();
        let get = |k: &str| {
            fields
                .get(k)
                .copied()
                .ok_or_else(|| format!("TRUTH line without {k}=: {line}"))
        };
        let int = |k: &str| {
            get(k)?
                .parse::<u64>()
                .map_err(|e| format!("{k} in {line}: {e}"))
        };
        out.push(Truth {
            lock: get("lock")?.to_string(),
            waited_ns: int("waited_ns")?,
            acquisitions: int("acquisitions")?,
            owner: get("owner")?.to_string(),
            owner_share: get("owner_share")?
                .parse::<f64>()
                .map_err(|e| format!("owner_share in {line}: {e}"))?,
        });
    }
    if out.is_empty() {
        return Err("no TRUTH line in the program's output".into());
    }
    Ok(out)
}

/// The profilers the scoreboard reads.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Profiler {
    FreeLunch,
    Hprof,
    JProfiler,
    HealthCenter,
    Msdk,
    Blame,
    Sampling,
}

impl Profiler {
    pub const ALL: [Profiler; 7] = [
        Profiler::FreeLunch,
        Profiler::Hprof,
        Profiler::JProfiler,
        Profiler::HealthCenter,
        Profiler::Msdk,
        Profiler::Blame,
        Profiler::Sampling,
    ];

    /// Its `--profile=` name (and the report's section name).
    pub fn name(self) -> &'static str {
        match self {
            Profiler::FreeLunch => "freelunch",
            Profiler::Hprof => "hprof",
            Profiler::JProfiler => "jprofiler",
            Profiler::HealthCenter => "healthcenter",
            Profiler::Msdk => "msdk",
            Profiler::Blame => "blame",
            Profiler::Sampling => "sampling",
        }
    }

    pub fn from_name(name: &str) -> Option<Profiler> {
        Profiler::ALL.into_iter().find(|p| p.name() == name)
    }

    /// The toyjvm options that turn it on, as the scoreboard runs it.
    pub fn toyjvm_args(self) -> Vec<String> {
        let mut v = vec![format!("--profile={}", self.name())];
        if self == Profiler::Sampling {
            v.push("--sample-hz=100".into());
        }
        v
    }

    /// The report field it is scored on.
    pub fn metric(self) -> &'static str {
        match self {
            Profiler::FreeLunch => "acquiring_ns",
            Profiler::Hprof => "acquiring_ns",
            Profiler::JProfiler => "block_ns",
            Profiler::HealthCenter => "slow (count)",
            Profiler::Msdk => "slow (count)",
            Profiler::Blame => "contended_ns",
            Profiler::Sampling => "waiter samples / hz",
        }
    }

    /// Whether it measures a waiting time at all.
    pub fn has_time(self) -> bool {
        !matches!(self, Profiler::HealthCenter | Profiler::Msdk)
    }

    /// Whether it names the thread that held a lock while others waited.
    pub fn has_owner(self) -> bool {
        matches!(
            self,
            Profiler::JProfiler | Profiler::Blame | Profiler::Sampling
        )
    }
}

/// A thread as a report gives it: a name, an id resolved in the top-level `thread_names`, or
/// `{"id": n, "name": "..."}`.
pub fn thread_name(report: &Value, thread: &Value) -> Option<String> {
    let by_id = |id: &Value| {
        let key = match id {
            Value::Number(n) => n.to_string(),
            Value::String(s) => s.clone(),
            _ => return None,
        };
        Some(
            report["thread_names"][key.as_str()]
                .as_str()
                .map_or_else(|| format!("#{key}"), str::to_string),
        )
    };
    match thread {
        Value::String(s) => Some(s.clone()),
        Value::Number(_) => by_id(thread),
        Value::Object(o) => match o.get("name").and_then(Value::as_str) {
            Some(name) => Some(name.to_string()),
            None => o.get("id").and_then(by_id),
        },
        _ => None,
    }
}

fn f(v: &Value) -> Option<f64> {
    v.as_f64()
}

/// `p`'s waiting time for one report lock, ns; `None` when `p` has no such metric or no section
/// for the lock.
pub fn waited_ns(p: Profiler, lock: &Value) -> Option<f64> {
    let s = &lock[p.name()];
    if s.is_null() {
        return None;
    }
    match p {
        Profiler::FreeLunch | Profiler::Hprof => f(&s["acquiring_ns"]),
        Profiler::JProfiler => f(&s["block_ns"]),
        Profiler::Blame => f(&s["contended_ns"]),
        Profiler::Sampling => f(&s["estimated_ns"]).or_else(|| {
            let hz = f(&s["hz"]).filter(|&hz| hz > 0.0)?;
            let samples: f64 = s["by_waiter"]
                .as_array()?
                .iter()
                .filter_map(|w| f(&w["samples"]))
                .sum();
            Some(samples / hz * 1e9)
        }),
        Profiler::HealthCenter | Profiler::Msdk => None,
    }
}

/// What `p` ranks locks by: its waiting time, or the slow-acquisition count of JLM and MSDK.
pub fn rank_value(p: Profiler, lock: &Value) -> Option<f64> {
    match p {
        Profiler::HealthCenter | Profiler::Msdk => f(&lock[p.name()]["slow"]),
        _ => waited_ns(p, lock),
    }
}

/// The time (or samples) `p` blames on each owner thread of one report lock.
pub fn owners(p: Profiler, report: &Value, lock: &Value) -> BTreeMap<String, f64> {
    let s = &lock[p.name()];
    let (list, weight) = match p {
        Profiler::JProfiler => ("by_blocker", "block_ns"),
        Profiler::Blame => ("by_owner", "ns"),
        Profiler::Sampling => ("by_owner", "samples"),
        _ => return BTreeMap::new(),
    };
    let mut out = BTreeMap::new();
    for e in s[list].as_array().into_iter().flatten() {
        if let (Some(name), Some(w)) = (thread_name(report, &e["thread"]), f(&e[weight])) {
            *out.entry(name).or_insert(0.0) += w;
        }
    }
    out
}

/// How one profiler did on one truth lock of one run.
#[derive(Debug, Clone, PartialEq)]
pub struct LockScore {
    pub truth: Truth,
    /// Whether this is the program's most contended lock (by its truth).
    pub truly_top: bool,
    /// The profiler's waiting time (summed over the report's locks of the class).
    pub measured_ns: Option<f64>,
    /// (measured - truth) / truth.
    pub error: Option<f64>,
    /// The class the profiler ranks first over all the report's locks (`None`: it ranks none).
    pub profilers_top: Option<String>,
    /// The owner the profiler names first for this lock.
    pub named_owner: Option<String>,
}

impl LockScore {
    /// Whether the profiler ranks the truly most contended lock first (`None` on other locks).
    pub fn ranks_right(&self) -> Option<bool> {
        self.truly_top
            .then(|| self.profilers_top.as_deref() == Some(self.truth.lock.as_str()))
    }

    /// Whether the profiler names the true owner (`None` when there is none to judge or the
    /// profiler has no owner metric).
    pub fn owner_right(&self, p: Profiler) -> Option<bool> {
        let truth = self.truth.judged_owner()?;
        p.has_owner()
            .then(|| self.named_owner.as_deref() == Some(truth))
    }
}

/// Scores `p`'s report of a run against the run's truth.
pub fn score(p: Profiler, truths: &[Truth], report: &Value) -> Vec<LockScore> {
    let locks: Vec<&Value> = report["locks"].as_array().into_iter().flatten().collect();
    let class = |l: &Value| l["class"].as_str().unwrap_or("?").to_string();
    // The profiler's ranking, over every class of the report.
    let mut by_class: BTreeMap<String, f64> = BTreeMap::new();
    for l in &locks {
        if let Some(v) = rank_value(p, l) {
            *by_class.entry(class(l)).or_insert(0.0) += v;
        }
    }
    let profilers_top = by_class
        .iter()
        .filter(|(_, &v)| v > 0.0)
        .max_by(|a, b| a.1.total_cmp(b.1))
        .map(|(c, _)| c.clone());
    let top_truth = truths
        .iter()
        .max_by_key(|t| t.waited_ns)
        .map(|t| t.lock.clone());
    truths
        .iter()
        .map(|t| {
            let mine: Vec<&&Value> = locks.iter().filter(|l| class(l) == t.lock).collect();
            let measured_ns = if !p.has_time() || mine.is_empty() {
                None
            } else {
                mine.iter()
                    .map(|l| waited_ns(p, l))
                    .try_fold(0.0, |a, v| v.map(|v| a + v))
            };
            let measured_ns = measured_ns.or(p.has_time().then_some(0.0));
            let error = measured_ns
                .filter(|_| t.waited_ns > 0)
                .map(|m| (m - t.waited_ns as f64) / t.waited_ns as f64);
            let mut named: BTreeMap<String, f64> = BTreeMap::new();
            for l in &mine {
                for (name, w) in owners(p, report, l) {
                    *named.entry(name).or_insert(0.0) += w;
                }
            }
            let named_owner = named
                .into_iter()
                .filter(|(_, w)| *w > 0.0)
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .map(|(n, _)| n);
            LockScore {
                truth: t.clone(),
                truly_top: top_truth.as_deref() == Some(t.lock.as_str()),
                measured_ns,
                error,
                profilers_top: profilers_top.clone(),
                named_owner,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    #[test]
    fn truth_lines_parse_and_owners_need_a_dominant_share() {
        let t = parse_truth(
            "hello\nTRUTH lock=A$B waited_ns=10 raw_waited_ns=12 acquisitions=3 owner=h owner_share=0.900\n\
             TRUTH lock=C waited_ns=5 raw_waited_ns=5 acquisitions=1 owner=x owner_share=0.500\n",
        )
        .unwrap();
        assert_eq!(t.len(), 2);
        assert_eq!(t[0].lock, "A$B");
        assert_eq!(t[0].waited_ns, 10);
        assert_eq!(t[0].judged_owner(), Some("h"));
        assert_eq!(t[1].judged_owner(), None);
        assert!(parse_truth("nothing\n").is_err());
    }

    #[test]
    fn threads_may_be_names_ids_or_objects() {
        let r = json!({"thread_names": {"2": "ping"}});
        assert_eq!(thread_name(&r, &json!("pong")).as_deref(), Some("pong"));
        assert_eq!(thread_name(&r, &json!(2)).as_deref(), Some("ping"));
        assert_eq!(thread_name(&r, &json!(9)).as_deref(), Some("#9"));
        assert_eq!(
            thread_name(&r, &json!({"id": 2, "name": "x"})).as_deref(),
            Some("x")
        );
        assert_eq!(thread_name(&r, &json!({"id": 2})).as_deref(), Some("ping"));
    }

    #[test]
    fn scores_error_rank_and_owner() {
        let truths = parse_truth(
            "TRUTH lock=L waited_ns=1000 raw_waited_ns=1000 acquisitions=3 owner=h owner_share=0.990\n\
             TRUTH lock=M waited_ns=100 raw_waited_ns=100 acquisitions=3 owner=- owner_share=0.000\n",
        )
        .unwrap();
        let report = json!({
            "thread_names": {"3": "h"},
            "locks": [
                {"class": "L", "blame": {"contended_ns": 1100, "by_owner": [
                    {"thread": 3, "ns": 600}, {"thread": "other", "ns": 500}]},
                 "sampling": {"hz": 100, "by_waiter": [{"thread": 1, "samples": 2}],
                              "by_owner": [{"thread": {"id": 3, "name": "h"}, "samples": 2}]}},
                {"class": "M", "blame": {"contended_ns": 50, "by_owner": []},
                 "sampling": {"hz": 100, "estimated_ns": 7.0, "by_waiter": []}},
                {"class": "java.lang.Thread", "blame": {"contended_ns": 10}}
            ]
        });
        let s = score(Profiler::Blame, &truths, &report);
        assert!((s[0].error.unwrap() - 0.1).abs() < 1e-9);
        assert_eq!(s[0].ranks_right(), Some(true));
        assert_eq!(s[1].ranks_right(), None);
        assert_eq!(s[0].owner_right(Profiler::Blame), Some(true));
        assert_eq!(s[1].owner_right(Profiler::Blame), None);
        let s = score(Profiler::Sampling, &truths, &report);
        assert_eq!(s[0].measured_ns, Some(2e7));
        assert_eq!(s[1].measured_ns, Some(7.0));
        assert_eq!(s[0].named_owner.as_deref(), Some("h"));
        // a profiler without the lock measures nothing of it; without a time metric, n/a
        let s = score(Profiler::FreeLunch, &truths, &report);
        assert_eq!(s[0].measured_ns, Some(0.0));
        assert_eq!(s[0].ranks_right(), Some(false));
        let s = score(Profiler::Msdk, &truths, &report);
        assert_eq!(s[0].measured_ns, None);
        assert_eq!(s[0].error, None);
    }
}

//! Reading one run's JSON report (the schema written by `toyjvm --report=`): the metrics of the
//! lock of interest, each profiler's section optional. Unknown fields are ignored.
use serde_json::Value;

/// The metrics of one lock that the tables and the figure show. `None`: the profiler's section
/// (or the field) is absent, rendered as "—".
#[derive(Debug, Clone, Default, PartialEq)]
pub struct LockMetrics {
    /// Free Lunch CSP over the whole run, 0..1.
    pub csp: Option<f64>,
    /// HPROF: acquiring time of this lock / acquiring time of all locks, 0..1.
    pub hprof_share: Option<f64>,
    /// JProfiler: acquiring time of this lock / elapsed time, 0..1 (may exceed 1).
    pub jprofiler_acq_elapsed: Option<f64>,
    /// MSDK: total critical-section time / acquisitions, in ns.
    pub msdk_avg_cs_ns: Option<f64>,
    pub msdk_acquisitions: Option<f64>,
    /// Health Center: %miss = slow / nonrec, 0..1.
    pub hc_miss: Option<f64>,
    pub hc_gets: Option<f64>,
    pub hc_slow: Option<f64>,
    pub hc_avg_hold_ns: Option<f64>,
    pub hc_util: Option<f64>,
}

/// One run's report, reduced to what is rendered.
#[derive(Debug, Clone, Default, PartialEq)]
pub struct RunReport {
    pub elapsed_ns: Option<f64>,
    pub program: Option<String>,
    pub threads: Option<f64>,
    pub profilers: Vec<String>,
    /// The lock of interest; `None` if the report has no lock of that class.
    pub lock: Option<LockMetrics>,
    /// How many locks of that class the report has (more than one: the first is used).
    pub matches: usize,
}

fn num(v: &Value, section: &str, field: &str) -> Option<f64> {
    v.get(section)?
        .get(field)?
        .as_f64()
        .filter(|x| x.is_finite())
}

/// `PingPong$Lock`, `PingPong.Lock` and `pkg/PingPong$Lock` style names compare equal on the
/// simple binary name.
fn same_class(a: &str, b: &str) -> bool {
    let norm = |s: &str| s.replace(['/', '$'], ".");
    norm(a) == norm(b)
}

pub fn lock_metrics(lock: &Value) -> LockMetrics {
    LockMetrics {
        csp: num(lock, "freelunch", "csp"),
        hprof_share: num(lock, "hprof", "share"),
        jprofiler_acq_elapsed: num(lock, "jprofiler", "acquire_over_elapsed"),
        msdk_avg_cs_ns: num(lock, "msdk", "avg_cs_ns"),
        msdk_acquisitions: num(lock, "msdk", "acquisitions"),
        hc_miss: num(lock, "healthcenter", "miss"),
        hc_gets: num(lock, "healthcenter", "gets"),
        hc_slow: num(lock, "healthcenter", "slow"),
        hc_avg_hold_ns: num(lock, "healthcenter", "avg_hold_ns"),
        hc_util: num(lock, "healthcenter", "util"),
    }
}

/// Parses a report and picks the lock whose class is `lock_class`.
pub fn parse_report(text: &str, lock_class: &str) -> Result<RunReport, String> {
    let v: Value = serde_json::from_str(text).map_err(|e| format!("not valid JSON: {e}"))?;
    if !v.is_object() {
        return Err("not a JSON object".into());
    }
    let locks: &[Value] = match v.get("locks") {
        Some(Value::Array(a)) => a,
        None | Some(Value::Null) => &[],
        Some(_) => return Err("\"locks\" is not an array".into()),
    };
    let matching: Vec<&Value> = locks
        .iter()
        .filter(|l| {
            l.get("class")
                .and_then(Value::as_str)
                .is_some_and(|c| same_class(c, lock_class))
        })
        .collect();
    Ok(RunReport {
        elapsed_ns: v.get("elapsed_ns").and_then(Value::as_f64),
        program: v.get("program").and_then(Value::as_str).map(String::from),
        threads: v.get("threads").and_then(Value::as_f64),
        profilers: v
            .get("profilers")
            .and_then(Value::as_array)
            .map(|a| {
                a.iter()
                    .filter_map(|p| p.as_str().map(String::from))
                    .collect()
            })
            .unwrap_or_default(),
        lock: matching.first().map(|l| lock_metrics(l)),
        matches: matching.len(),
    })
}

#[cfg(test)]
pub mod tests {
    use super::*;

    /// The sample of the schema, as documented.
    pub const SAMPLE: &str = r#"{ "elapsed_ns": 3012345678, "threads": 48, "interval_ms": 1000,
      "program": "PingPong 48 1 3000", "profilers": ["freelunch","hprof","healthcenter","jprofiler","msdk"],
      "locks": [
        { "class": "java.lang.Object", "id": 3, "freelunch": {"csp": 0.5} },
        { "class": "PingPong$Lock", "id": 17,
          "freelunch": {"csp": 0.021, "acquiring_ns": 123, "timeline": [{"t_ms": 1000, "csp": 0.02}], "chain": ["PingPong.run(PingPong.java:31)"]},
          "hprof": {"share": 0.99, "acquiring_ns": 123, "count": 5},
          "jprofiler": {"acquire_over_elapsed": 0.967, "block_count": 5, "block_ns": 1, "wait_count": 0, "wait_ns": 0},
          "msdk": {"avg_cs_ns": 2400000, "acquisitions": 10, "cs_ns": 24000000},
          "healthcenter": {"gets": 10, "nonrec": 10, "slow": 5, "rec": 0, "tier2": 0, "tier3": 0, "miss": 0.5, "avg_hold_ns": 2400000, "util": 0.9},
          "future_profiler": {"x": 1} } ],
      "extra_top_level": true }"#;

    #[test]
    fn sample_schema() {
        let r = parse_report(SAMPLE, "PingPong$Lock").unwrap();
        assert_eq!(r.elapsed_ns, Some(3012345678.0));
        assert_eq!(r.program.as_deref(), Some("PingPong 48 1 3000"));
        assert_eq!(r.profilers.len(), 5);
        assert_eq!(r.matches, 1);
        let l = r.lock.unwrap();
        assert_eq!(l.csp, Some(0.021));
        assert_eq!(l.hprof_share, Some(0.99));
        assert_eq!(l.jprofiler_acq_elapsed, Some(0.967));
        assert_eq!(l.msdk_avg_cs_ns, Some(2_400_000.0));
        assert_eq!(l.hc_miss, Some(0.5));
        assert_eq!(l.hc_gets, Some(10.0));
    }

    #[test]
    fn missing_sections_and_lock() {
        let text = r#"{"locks":[{"class":"ForkJoin$Lock","freelunch":{"csp":0.3},"hprof":{}}]}"#;
        let l = parse_report(text, "ForkJoin$Lock").unwrap().lock.unwrap();
        assert_eq!(l.csp, Some(0.3));
        assert_eq!(l.hprof_share, None);
        assert_eq!(l.hc_miss, None);
        assert_eq!(l.msdk_avg_cs_ns, None);
        let r = parse_report(text, "PingPong$Lock").unwrap();
        assert_eq!((r.lock, r.matches), (None, 0));
        let r = parse_report("{}", "PingPong$Lock").unwrap();
        assert!(r.lock.is_none() && r.profilers.is_empty());
        assert!(parse_report("[1]", "X").is_err());
        assert!(parse_report("{\"locks\": 3}", "X").is_err());
        assert!(parse_report("{", "X").unwrap_err().contains("JSON"));
    }

    #[test]
    fn class_name_spellings() {
        let text = r#"{"locks":[{"class":"a/b/ForkJoin$Lock","freelunch":{"csp":0.3}}]}"#;
        assert!(parse_report(text, "a.b.ForkJoin$Lock")
            .unwrap()
            .lock
            .is_some());
        assert!(parse_report(text, "a.b.ForkJoin.Lock")
            .unwrap()
            .lock
            .is_some());
        assert!(parse_report(text, "ForkJoin$Lock").unwrap().lock.is_none());
    }
}

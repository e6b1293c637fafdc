//! Distributions of waits: a log-linear histogram (8 buckets per power of
//! two, so a percentile is within 12.5% of the true value) with the exact
//! count, total and maximum beside it. Sparse: a lock's waits usually fall
//! in a few dozen buckets.

use std::collections::BTreeMap;

use serde::{Deserialize, Serialize};

/// Sub-buckets per power of two, as a shift.
const SUB_BITS: u32 = 3;
const SUB: u64 = 1 << SUB_BITS;

/// The bucket `ns` falls in.
pub fn bucket(ns: u64) -> u16 {
    if ns < SUB {
        return ns as u16;
    }
    let e = 63 - ns.leading_zeros(); // >= SUB_BITS
    let sub = (ns >> (e - SUB_BITS)) & (SUB - 1);
    ((u64::from(e - SUB_BITS + 1) << SUB_BITS) + sub) as u16
}

/// The smallest and largest value of bucket `b`.
fn bounds(b: u16) -> (u64, u64) {
    let b = u64::from(b);
    if b < SUB {
        return (b, b);
    }
    let e = (b >> SUB_BITS) as u32 + SUB_BITS - 1;
    let sub = b & (SUB - 1);
    let low = (SUB + sub) << (e - SUB_BITS);
    let width = 1u64 << (e - SUB_BITS);
    (low, low.saturating_add(width - 1))
}

/// Waits: how many, their total and longest, and their distribution.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct Histogram {
    pub count: u64,
    pub total_ns: u64,
    pub max_ns: u64,
    buckets: BTreeMap<u16, u64>,
}

impl Histogram {
    /// One wait of `ns`.
    pub fn record(&mut self, ns: u64) {
        self.record_n(bucket(ns), 1, ns, ns);
    }

    /// `count` waits in bucket `b`, `total_ns` in all, the longest `max_ns`
    /// (a summed report of them, as spins are written).
    pub fn record_n(&mut self, b: u16, count: u64, total_ns: u64, max_ns: u64) {
        if count == 0 {
            return;
        }
        self.count += count;
        self.total_ns += total_ns;
        self.max_ns = self.max_ns.max(max_ns);
        *self.buckets.entry(b).or_default() += count;
    }

    /// Waits summed elsewhere: `buckets` (bucket, count), `total_ns` and
    /// `max_ns` over all of them.
    pub fn record_buckets(&mut self, buckets: &[(u16, u64)], total_ns: u64, max_ns: u64) {
        for &(b, n) in buckets {
            self.count += n;
            *self.buckets.entry(b).or_default() += n;
        }
        self.total_ns += total_ns;
        self.max_ns = self.max_ns.max(max_ns);
    }

    pub fn merge(&mut self, other: &Histogram) {
        self.count += other.count;
        self.total_ns += other.total_ns;
        self.max_ns = self.max_ns.max(other.max_ns);
        for (&b, &n) in &other.buckets {
            *self.buckets.entry(b).or_default() += n;
        }
    }

    /// The `q` quantile (0..=1): the middle of the bucket that holds it,
    /// never above the maximum.
    pub fn quantile(&self, q: f64) -> u64 {
        if self.count == 0 {
            return 0;
        }
        let rank = ((q * self.count as f64).ceil() as u64).clamp(1, self.count);
        let mut seen = 0;
        for (&b, &n) in &self.buckets {
            seen += n;
            if seen >= rank {
                let (low, high) = bounds(b);
                return (low + (high - low) / 2).min(self.max_ns);
            }
        }
        self.max_ns
    }

    /// The figures the report gives.
    pub fn stats(&self) -> WaitStats {
        WaitStats {
            count: self.count,
            total_ns: self.total_ns,
            max_ns: self.max_ns,
            p50_ns: self.quantile(0.50),
            p90_ns: self.quantile(0.90),
            p99_ns: self.quantile(0.99),
        }
    }

    /// The non-empty buckets: (bucket, count).
    pub fn buckets(&self) -> impl Iterator<Item = (u16, u64)> + '_ {
        self.buckets.iter().map(|(&b, &n)| (b, n))
    }
}

/// A distribution of individual waits as the report gives it.
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct WaitStats {
    pub count: u64,
    pub total_ns: u64,
    pub max_ns: u64,
    /// Percentiles: within 12.5% (the histogram's bucket width).
    pub p50_ns: u64,
    pub p90_ns: u64,
    pub p99_ns: u64,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn buckets_are_contiguous_and_contain_their_values() {
        let mut last = 0;
        for v in (0..5000u64).chain([u64::MAX / 3, u64::MAX]) {
            let b = bucket(v);
            assert!(b >= last, "{v}");
            last = b;
            let (low, high) = bounds(b);
            assert!(low <= v && v <= high, "{v} in {b}: {low}..={high}");
            assert!(high - low <= low / 8, "{v}: bucket too wide");
        }
    }

    #[test]
    fn quantiles_are_within_a_bucket_of_the_truth() {
        let mut h = Histogram::default();
        for v in 1..=1000u64 {
            h.record(v * 1000);
        }
        let s = h.stats();
        assert_eq!(
            (s.count, s.max_ns, s.total_ns),
            (1000, 1_000_000, 500_500_000)
        );
        for (got, want) in [
            (s.p50_ns, 500_000.0),
            (s.p90_ns, 900_000.0),
            (s.p99_ns, 990_000.0),
        ] {
            assert!((got as f64 - want).abs() / want < 0.125, "{got} vs {want}");
        }
        let mut one = Histogram::default();
        one.record(7_777);
        assert_eq!(one.stats().p99_ns, 7_777, "never above the maximum");
    }
}

//! [`BiasedLockingOptions`]: the `-XX:` flags of biased locking, from which
//! a [`LockingContext`](crate::LockingContext) is built.

/// `-XX:` flags of biased locking, as the VM parsed them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BiasedLockingOptions {
    /// `-XX:+/-UseBiasedLocking`.
    pub use_biased_locking: bool,
    /// `-XX:BiasedLockingBulkRebiasThreshold` (20).
    pub bulk_rebias_threshold: u32,
    /// `-XX:BiasedLockingBulkRevokeThreshold` (40).
    pub bulk_revoke_threshold: u32,
    /// `-XX:BiasedLockingDecayTime` in ms (25000).
    pub decay_time_ms: u64,
}

impl Default for BiasedLockingOptions {
    fn default() -> Self {
        BiasedLockingOptions {
            use_biased_locking: true,
            bulk_rebias_threshold: 20,
            bulk_revoke_threshold: 40,
            decay_time_ms: 25_000,
        }
    }
}

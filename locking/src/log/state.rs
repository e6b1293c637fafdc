//! A context's `-Xlog:locking` state: the sink and observer it was built
//! with (a leaf: the context holds it, the logging in `mod.rs` reads it).

use crate::object::ObjectRef;

/// Receives each `-Xlog:locking` line (no trailing newline).
pub type Sink = Box<dyn Fn(&str) + Send + Sync>;
/// Receives each transition of an object as `from -> to (why)` (the blame
/// tracer's timeline shows them on the lock's track).
pub type Observer = Box<dyn Fn(ObjectRef, &str) + Send + Sync>;

/// A context's `-Xlog:locking` state (in [`LockingContext`](crate::LockingContext)): its sink and
/// observer ([`LockingHooks`](crate::context::LockingHooks)), fixed when the
/// context is built.
pub(crate) struct LogState {
    enabled: bool,
    sink: Option<Sink>,
    observer: Option<Observer>,
}

impl LogState {
    pub(crate) fn new(sink: Option<Sink>, observer: Option<Observer>) -> LogState {
        LogState {
            enabled: sink.is_some() || observer.is_some(),
            sink,
            observer,
        }
    }

    /// Whether transitions are logged (or observed).
    #[inline(always)]
    pub(crate) fn enabled(&self) -> bool {
        self.enabled
    }

    pub(crate) fn sink(&self) -> Option<&Sink> {
        self.sink.as_ref()
    }

    pub(crate) fn observer(&self) -> Option<&Observer> {
        self.observer.as_ref()
    }
}

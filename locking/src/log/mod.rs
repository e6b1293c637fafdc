//! `-Xlog:locking`: one line per lock-state transition, as it happens —
//! the object (class and address: objects never move, and taking its
//! identity hash would itself change the lock state; after a collection a
//! new object may reuse a dead one's address, and the dead one's monitor
//! logs `inflated -> collected` first), the old and new state,
//! and why. The VM builds its context with a sink ([`Sink`]) that adds a timestamp
//! and prints; with no sink nothing is formatted, and each transition costs
//! one relaxed load of the context's flag. Sink and observer belong to a
//! [`LockingContext`]: two VMs (or two tests) log separately.
//!
//! The words a reader looks for: `biased` (a thread's id CASed into an
//! anonymously biased mark), `rebiased`, `revoked` (a bias taken away),
//! `stack-locked`, `inflated`, `deflated`, plus `unlocked` and the class-wide
//! `bulk rebias` / `bulk revoke`.
//!
//! The sink and observer a context keeps are `state.rs`.

use std::fmt;

use crate::context::LockingContext;
use crate::object::ObjectRef;
use crate::safepoint::state::find_thread;
use crate::thread::{LockingThread, ThreadId};

pub(crate) mod state;

pub use state::{Observer, Sink};

/// Whether `ctx`'s transitions are being logged (or observed).
#[inline(always)]
pub fn enabled(ctx: &LockingContext) -> bool {
    ctx.log.enabled()
}

/// Write one line (no trailing newline).
#[cold]
pub(crate) fn line(ctx: &LockingContext, args: fmt::Arguments<'_>) {
    if let Some(sink) = ctx.log.sink() {
        sink(&args.to_string());
    }
}

/// Log `obj`'s transition `from -> to`, with a reason.
#[cold]
pub(crate) fn transition(
    ctx: &LockingContext,
    obj: ObjectRef,
    from: fmt::Arguments<'_>,
    to: fmt::Arguments<'_>,
    why: fmt::Arguments<'_>,
) {
    if ctx.log.sink().is_some() {
        line(
            ctx,
            format_args!(
                "{}@{:x}: {from} -> {to} ({why})",
                obj.class().name(),
                obj.addr()
            ),
        );
    }
    if let Some(observe) = ctx.log.observer() {
        observe(obj, &format!("{from} -> {to} ({why})"));
    }
}

/// A thread as the log names it: its name if the VM gave it one, else `#id`.
pub(crate) struct Name<'a>(pub(crate) &'a LockingThread);

impl fmt::Display for Name<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0.name() {
            Some(name) => write!(f, "\"{name}\""),
            None => write!(f, "#{}", self.0.id()),
        }
    }
}

/// A thread named by id (it may have terminated).
pub(crate) struct IdName<'a>(pub(crate) &'a LockingContext, pub(crate) u64);

impl fmt::Display for IdName<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let thread = u32::try_from(self.1)
            .ok()
            .and_then(ThreadId::new)
            .and_then(|id| find_thread(self.0, id));
        match thread {
            Some(t) => Name(&t).fmt(f),
            None => write!(f, "#{} (terminated)", self.1),
        }
    }
}

/// Log a transition if logging is on in the context; the arguments are only
/// evaluated then.
/// `log_transition!(ctx, obj, ("biased to {}", x), ("stack-locked"), ("why {}", y))`.
macro_rules! log_transition {
    ($ctx:expr, $obj:expr, ($($from:tt)*), ($($to:tt)*), ($($why:tt)*)) => {{
        let ctx: &$crate::context::LockingContext = $ctx;
        if $crate::log::enabled(ctx) {
            $crate::log::transition(ctx, $obj, format_args!($($from)*), format_args!($($to)*), format_args!($($why)*));
        }
    }};
}
pub(crate) use log_transition;

//! A Java exception in flight: natives, the runtime and the interpreter return `Err(Throw)`
//! until a handler takes it (building the exception object is `runtime/exceptions.rs`).

/// A thrown `java.lang.Throwable` (the object reference).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Throw(pub u64);

/// What running Java code returns: a value, or the exception it threw.
pub type JResult<T> = Result<T, Throw>;

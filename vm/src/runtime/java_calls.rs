//! Calls from Rust into Java (HotSpot's `JavaCalls`): how class initialization, exceptions,
//! natives, thread start, the launcher and the embedding API run Java code. The runtime defines
//! this interface and the interpreter implements it for
//! [`JThread`](crate::threads::jthread::JThread) (`interp/invoke.rs`), so
//! that no module below the interpreter names the interpreter: they call through this trait.
use crate::classes::method::Method;
use crate::runtime::throw::JResult;

pub trait JavaCalls {
    /// Runs `m` to completion with `args` (receiver first; a long or double takes two slots,
    /// the value in the first) and returns its result (0 for void).
    fn invoke(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64>;

    /// Virtual dispatch: the receiver's (`args[0]`) implementation of `m`.
    fn invoke_virtual(&mut self, m: &'static Method, args: &[u64]) -> JResult<u64>;

    /// Calls the method `name` `desc` of `recv`'s class with `rest` after the receiver.
    fn call_by_name(&mut self, recv: u64, name: &str, desc: &str, rest: &[u64]) -> JResult<u64>;

    /// Pushes `m`'s frame with `args` as its first locals without running it (the crash
    /// reporter's tests crash with a Java frame on the stack).
    fn push_frame(&mut self, m: &'static Method, args: &[u64]) -> JResult<()>;
}

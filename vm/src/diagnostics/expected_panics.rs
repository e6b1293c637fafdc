//! Panics a caller expects and handles (a third-party parser failing on hostile input): the
//! crash reporter's panic hook stays silent for them. A leaf, so that the class-file parser
//! need not know the crash reporter.
use std::cell::Cell;

thread_local! {
    /// How many [`expect_panics`] calls are running on this thread: while it is above zero a
    /// panic here is one the caller catches, and the hook stays silent.
    static EXPECTED_PANICS: Cell<u32> = const { Cell::new(0) };
}

/// Runs `f` like `std::panic::catch_unwind`, for a panic the caller expects and handles (a
/// third-party parser failing on bad input): the panic hook does not report it. Nests.
pub fn expect_panics<R>(f: impl FnOnce() -> R + std::panic::UnwindSafe) -> std::thread::Result<R> {
    struct Depth;
    impl Drop for Depth {
        fn drop(&mut self) {
            EXPECTED_PANICS.with(|d| d.set(d.get() - 1));
        }
    }
    EXPECTED_PANICS.with(|d| d.set(d.get() + 1));
    let _depth = Depth;
    std::panic::catch_unwind(f)
}

/// Whether a panic on this thread now is one an [`expect_panics`] caller catches.
pub(crate) fn active() -> bool {
    // `try_with`: a panic while this thread's TLS is being torn down is not an expected one.
    EXPECTED_PANICS.try_with(Cell::get).unwrap_or(0) > 0
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn expected_panics_nest_and_unwind() {
        let r = expect_panics(|| expect_panics(|| panic!("inner")).is_err());
        assert_eq!(r.ok(), Some(true));
        assert_eq!(EXPECTED_PANICS.with(Cell::get), 0);
    }
}

//! Biased locking — **not implemented yet** (the next issue adds biasing,
//! revocation at safepoints, bulk rebias/revoke). The encoding is in
//! [`mark_word`](crate::mark_word); [`init_header`](crate::init_header) never
//! produces a biased mark today, so these paths only run if a biased mark
//! word reaches the crate some other way.
//!
//! What is here is the part of revocation that needs no safepoint: an
//! *anonymously* biased object (nobody has reserved it) is revoked with one
//! CAS to the unlocked mark, as HotSpot's `revoke_and_rebias` does.

use crate::mark_word::MarkWord;
use crate::object::ObjectRef;
use crate::sync::Ordering;
use crate::thread::LockingThread;

/// Make `obj`, whose mark was `mark` (biased), not biased any more. The
/// caller re-reads the mark word afterwards: whether our CAS or someone
/// else's changed it does not matter.
pub(crate) fn revoke(_thread: &LockingThread, obj: ObjectRef, mark: MarkWord) {
    debug_assert!(mark.has_bias_pattern());
    if mark.bias_thread() == 0 {
        // Anonymously biased: no thread can be inside a critical section on
        // it, so replacing it with the unlocked mark (same age) is a
        // complete revocation. Failure means the mark changed; the caller
        // re-reads it.
        let _ = obj.cas_mark(mark, mark.unbiased(), Ordering::Release);
        return;
    }
    panic!(
        "object {obj:?} is biased towards thread {} ({mark:?}), but biased locking \
         (revocation at safepoints) is not implemented yet; create objects with init_header()",
        mark.bias_thread()
    );
}

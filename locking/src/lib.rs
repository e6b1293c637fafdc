//! Object locking.

//! Lock-contention profilers (filled by the profiler issue).

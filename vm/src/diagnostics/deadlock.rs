//! HotSpot's Java-level deadlock search (`ThreadService::find_deadlocks_at_safepoint`) and its
//! report (`DeadlockCycle::print_on_with`, `VM_FindDeadlocks`), for the thread dump.
//!
//! Each thread waits for at most one other: the owner of the monitor it is blocked entering,
//! or the owner of the ownable synchronizer (`ReentrantLock`) it is parked on. Following those
//! edges from each thread not yet visited, numbering threads in the order they are reached,
//! either ends (a thread that waits for nobody, or one reached from an earlier start), or comes
//! back to a thread numbered during this walk: a cycle, reported with every thread of the walk
//! (as HotSpot does, a thread that waits for a deadlocked thread from outside the cycle is
//! listed with it when the walk started there).
use std::fmt::Write as _;

use locking::ObjectMonitor;

use crate::diagnostics::thread_dump::{class_description, Blocker, Dump, ThreadSnapshot};

/// What a thread waits for, and who holds it.
#[derive(Clone, Copy)]
enum WaitsFor {
    /// A monitor (of `object`).
    Monitor {
        monitor: &'static ObjectMonitor,
        object: u64,
    },
    /// An ownable synchronizer (`ReentrantLock`), the thread's park blocker.
    Synchronizer { object: u64 },
}

/// What `t` waits for, and the index of its owner among `dump`'s threads (`None`: nobody the
/// dump knows holds it).
fn edge(dump: &Dump<'_>, t: &ThreadSnapshot) -> Option<(WaitsFor, Option<usize>)> {
    let index_of =
        |owner: &ThreadSnapshot| dump.threads.iter().position(|s| std::ptr::eq(s, owner));
    match t.blocker {
        Blocker::Entering {
            monitor, object, ..
        } => {
            let owner = locking::inspect::monitor_owner(monitor, dump.locking_threads())
                .and_then(|o| dump.thread_of(o))
                .and_then(index_of);
            Some((WaitsFor::Monitor { monitor, object }, owner))
        }
        Blocker::Parked { blocker, .. }
            if blocker != 0 && crate::threads::park_blocker::exclusive_owner(blocker).is_some() =>
        {
            let owner = dump.synchronizer_owner(blocker).and_then(index_of);
            Some((WaitsFor::Synchronizer { object: blocker }, owner))
        }
        _ => None,
    }
}

/// The deadlock cycles of a wait-for graph in which thread `i` waits for thread `owner[i]`
/// (`None`: for nobody): HotSpot's depth-first numbering. Each cycle lists the threads of the
/// walk that found it, in the order they were reached.
fn find_cycles(owner: &[Option<usize>]) -> Vec<Vec<usize>> {
    let mut dfn: Vec<Option<usize>> = vec![None; owner.len()];
    let mut next = 0;
    let mut cycles = Vec::new();
    for start in 0..owner.len() {
        if dfn[start].is_some() {
            continue;
        }
        let this_walk = next;
        dfn[start] = Some(next);
        next += 1;
        let (mut previous, mut current) = (start, start);
        let mut walk = Vec::new();
        while let Some(o) = owner[current] {
            walk.push(current);
            current = o;
            match dfn[current] {
                None => {
                    dfn[current] = Some(next);
                    next += 1;
                }
                // Reached from an earlier walk: not a new cycle.
                Some(n) if n < this_walk => break,
                // Waiting for itself (a lock it holds through another path): ignored.
                Some(_) if current == previous => break,
                Some(_) => {
                    cycles.push(std::mem::take(&mut walk));
                    break;
                }
            }
            previous = current;
        }
    }
    cycles
}

/// Appends HotSpot's deadlock report (nothing when there is no deadlock).
pub(crate) fn print_deadlocks(dump: &Dump<'_>, out: &mut String) {
    let edges: Vec<_> = dump.threads.iter().map(|t| edge(dump, t)).collect();
    let owners: Vec<Option<usize>> = edges.iter().map(|e| e.and_then(|(_, o)| o)).collect();
    let cycles = find_cycles(&owners);
    for cycle in &cycles {
        out.push_str("\nFound one Java-level deadlock:\n=============================");
        for &i in cycle {
            let t = &dump.threads[i];
            let _ = write!(out, "\n\"{}\":\n", t.name);
            let Some((waits_for, Some(owner))) = edges[i] else {
                continue;
            };
            match waits_for {
                WaitsFor::Monitor { monitor, object } => {
                    let _ = write!(
                        out,
                        "  waiting to lock monitor {:#018x} (object {object:#018x}, {})",
                        monitor as *const ObjectMonitor as usize,
                        class_description(object)
                    );
                }
                WaitsFor::Synchronizer { object } => {
                    let _ = write!(
                        out,
                        "  waiting for ownable synchronizer {object:#018x}, ({})",
                        class_description(object)
                    );
                }
            }
            let _ = writeln!(
                out,
                ",\n  which is held by \"{}\"",
                dump.threads[owner].name
            );
        }
        out.push_str("\nJava stack information for the threads listed above:\n");
        out.push_str("===================================================\n");
        for &i in cycle {
            let t = &dump.threads[i];
            let _ = writeln!(out, "\"{}\":", t.name);
            dump.print_stack(t, out);
        }
    }
    match cycles.len() {
        0 => {}
        1 => out.push_str("\nFound 1 deadlock.\n\n"),
        n => {
            let _ = write!(out, "\nFound {n} deadlocks.\n\n");
        }
    }
}

#[cfg(test)]
mod tests {
    use super::find_cycles;

    #[test]
    fn two_threads_waiting_for_each_other() {
        assert_eq!(find_cycles(&[Some(1), Some(0)]), vec![vec![0, 1]]);
    }

    #[test]
    fn chains_without_a_cycle_are_not_deadlocks() {
        assert!(find_cycles(&[Some(1), Some(2), None]).is_empty());
        assert!(find_cycles(&[None, None]).is_empty());
    }

    #[test]
    fn a_thread_waiting_for_a_cycle_is_listed_when_the_walk_starts_there() {
        // 0 waits for 1; 1 and 2 wait for each other (HotSpot lists all three).
        assert_eq!(
            find_cycles(&[Some(1), Some(2), Some(1)]),
            vec![vec![0, 1, 2]]
        );
        // Started inside the cycle, the outsider is not part of it.
        assert_eq!(find_cycles(&[Some(1), Some(0), Some(0)]), vec![vec![0, 1]]);
    }

    #[test]
    fn two_separate_cycles() {
        assert_eq!(
            find_cycles(&[Some(1), Some(0), Some(3), Some(2)]),
            vec![vec![0, 1], vec![2, 3]]
        );
    }

    #[test]
    fn self_loops_are_ignored() {
        assert!(find_cycles(&[Some(0)]).is_empty());
    }
}

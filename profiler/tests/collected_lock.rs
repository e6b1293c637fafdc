//! A lock whose object the garbage collector frees mid-run stays in the
//! report, with its data, class, id and time of death; a new object
//! allocated at the same address is another lock, with another id.

use std::sync::atomic::Ordering::Relaxed;
use std::sync::Arc;
use std::time::Duration;

use locking::gc::objects_died;
use locking::sync::AtomicUsize;
use locking::{
    identity_hash, init_header, monitor_enter, monitor_exit, safepoint, LockClass, LockingThread,
    ObjectRef,
};
use profiler::{Options, Profiler};

/// The object living in `header` now.
fn object_at(header: &'static AtomicUsize, class: &'static LockClass) -> ObjectRef {
    // SAFETY: the header is leaked (its memory lives forever), initialised
    // with init_header() before each "allocation", written only by the
    // locking crate while an object lives there, and re-initialised only
    // after objects_died said the object there died.
    unsafe { ObjectRef::with_class(header, class) }
}

#[test]
fn a_collected_lock_stays_in_the_report() {
    let mut options = Options::default();
    for p in [Profiler::FreeLunch, Profiler::HealthCenter, Profiler::Blame] {
        options.profilers.insert(p);
    }
    let (ctx, session) = profiler::Session::start(
        locking::LockingContext::builder(Default::default()),
        options,
        Default::default(),
    );
    let session = session.expect("a session");
    let class = LockClass::new(&ctx, "Resource");
    let header: &'static AtomicUsize = Box::leak(Box::new(AtomicUsize::new(init_header())));
    let first = object_at(header, class);
    let addr = first.addr();

    // Contention: the lock inflates and acquiring time is measured.
    let me = Arc::new(LockingThread::new(&ctx));
    monitor_enter(&me, first);
    let ctx2 = Arc::clone(&ctx);
    let contender = std::thread::spawn(move || {
        let t = LockingThread::new(&ctx2);
        monitor_enter(&t, first);
        monitor_exit(&t, first).unwrap();
    });
    std::thread::sleep(Duration::from_millis(30));
    monitor_exit(&me, first).unwrap();
    contender.join().unwrap();

    // The collection frees the object; another is allocated in its place
    // and inflated (its identity hash while it is stack-locked).
    let stats = {
        let at = safepoint::synchronize(&ctx);
        let stats = objects_died(&at, &|a| a != addr);
        session.at_safepoint();
        stats
    };
    assert_eq!((stats.monitors_reclaimed, stats.profiles_retired), (1, 1));
    header.store(init_header(), Relaxed);
    let second = object_at(header, class);
    monitor_enter(&me, second);
    identity_hash(&me, second);
    monitor_exit(&me, second).unwrap();

    let report = session.finish("collected_lock");
    let locks: Vec<_> = report
        .locks
        .iter()
        .filter(|l| l.class == "Resource")
        .collect();
    assert_eq!(locks.len(), 2, "{locks:?}");
    let (dead, reborn) = (locks[0], locks[1]);
    assert!(dead.id < reborn.id);
    assert!(dead.died_ms.is_some());
    assert_eq!(reborn.died_ms, None);
    let fl = dead
        .freelunch
        .as_ref()
        .expect("Free Lunch kept the dead lock");
    assert!(fl.acquiring_ns > 0);
    let hc = dead.healthcenter.as_ref().expect("JLM kept the dead lock");
    assert!(hc.slow >= 1);
    assert!(reborn.freelunch.is_some());
    assert_eq!(reborn.freelunch.as_ref().unwrap().acquiring_ns, 0);
    let text = profiler::views::free_lunch(&report);
    assert!(
        text.contains(&format!("Resource#{} (collected at", dead.id)),
        "{text}"
    );
    // Blame saw the death too (an ObjectDied in the trace: the report's
    // event counts still balance).
    assert_eq!(report.blame.expect("blame").events.lost, 0);
}

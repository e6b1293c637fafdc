//! Writing the trace (paper 002 §3.1, Fig. 2): each thread writes its events
//! into a thread-local buffer without synchronizing with other threads;
//! a full buffer (8–24 KB, a random size per buffer so that threads do not
//! all submit at once) goes to the processing queue, which a background
//! consumer thread empties ([`super::analysis`]). Buffers are also
//! reclaimed at safepoints, at thread exit and at the end of the run, so
//! no event is lost and the per-lock replay is not held up by a buffer
//! that a quiet thread never fills.
//!
//! Metadata is written on first use (§3.4): a thread's name with its first
//! buffer, and each new call chain with its methods and classes, interned
//! by the raw frames' method addresses and bytecode indices. Where the
//! paper's table of chains is a lock-free hash set, ours is a hash map
//! behind a mutex with a per-thread cache in front of it: a thread that
//! meets a chain again (the same lock site) finds its number without the
//! lock, and the mutex is taken only for chains new to the thread.

use std::cell::RefCell;
use std::collections::{HashMap, HashSet};

use parking_lot::Mutex;
use rustc_hash::FxHashMap;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering::Relaxed};
use std::sync::mpsc::Sender;
use std::sync::Arc;

use locking::profile::blame::ContentionTracer;
use locking::profile::{clock, LockProfile};
use locking::{LockingThread, ObjectRef};

use super::event::Event;
use super::histogram;
use crate::chains::{Chains, RawFrame};

/// What the consumer thread receives.
pub(crate) enum Message {
    /// A submitted buffer: its writer's thread id, then events.
    Buffer(Vec<u8>),
    /// Everything sent before has been processed once this is answered.
    Flush(Sender<()>),
}

/// Deep enough for any real program's lock site; bounds the cost.
const MAX_CHAIN: usize = 64;
/// The thread id of events written outside any Java thread (the VM
/// thread's revocations in the timeline).
pub(crate) const VM_THREAD: u32 = 0;

/// One thread's buffer. Only its thread writes it; the mutex is taken by
/// another thread only to reclaim it (at a safepoint or at the end).
struct LocalBuffer {
    thread: u32,
    /// The thread's name, written at the start of each buffer.
    name: String,
    bytes: Vec<u8>,
    /// Submit when `bytes` reaches this size.
    limit: usize,
    /// xorshift state for the next limit.
    random: u64,
    /// The thread's last contended exit, not written yet: the next exit
    /// may extend it (see [`PendingExit`]).
    pending_exit: Option<PendingExit>,
    /// Acquisitions won in the early spin, summed per (lock, owner) until
    /// the buffer is submitted (see [`SpinSum`]).
    spins: Vec<SpinSum>,
}

/// Acquisitions won in the early spin, summed: with short critical
/// sections there are millions, and the analysis needs only their sum per
/// (lock, owner) — none is cut by an exit. Written as one
/// [`Event::Spun`] when the buffer is submitted.
struct SpinSum {
    lock: u64,
    owner: u32,
    /// When the first began.
    t: u64,
    ns: u64,
    count: u64,
    max: u64,
    /// (histogram bucket, count), for the distribution of waits.
    buckets: Vec<(u16, u64)>,
}

impl SpinSum {
    fn add(&mut self, ns: u64) {
        self.ns += ns;
        self.count += 1;
        self.max = self.max.max(ns);
        let b = histogram::bucket(ns);
        match self.buckets.iter_mut().find(|e| e.0 == b) {
            Some(e) => e.1 += 1,
            None => self.buckets.push((b, 1)),
        }
    }
}

/// Sums kept per buffer before they are written anyway.
const MAX_SPIN_SUMS: usize = 16;

/// A contended exit held back so that the next ones can be merged into it.
///
/// A thread that releases a lock while others are blocked, takes it again
/// (barging) and releases it again, writes an exit every time: with short
/// critical sections, most of a contended run (paper 003 §4.5: "always a
/// significantly higher number of contended exit events"). The analysis
/// only needs the last of such a run: consecutive exits of one thread at
/// one site with no other event of the lock between them — the lock's
/// numbers are consecutive — blame the same owner and chain for the time up
/// to the last. So they are written as one event that stands for all their
/// numbers (`through`), timed at the last: exactly what writing each would
/// have told the analysis, for a fraction of the trace.
struct PendingExit {
    lock: u64,
    seq: u64,
    through: u64,
    t: u64,
    chain: u32,
    /// The chain's raw frames, to compare the next exit's with.
    raw: Vec<RawFrame>,
}

impl LocalBuffer {
    fn next_limit(&mut self) -> usize {
        self.random ^= self.random << 13;
        self.random ^= self.random >> 7;
        self.random ^= self.random << 17;
        8 * 1024 + (self.random % (16 * 1024)) as usize
    }

    /// Append `event`, starting the buffer (thread id and name) if empty.
    fn push(&mut self, event: &Event) {
        if self.bytes.is_empty() {
            put_header(&mut self.bytes, self.thread);
            Event::Thread {
                name: self.name.clone(),
            }
            .encode(&mut self.bytes);
            self.limit = self.next_limit();
        }
        event.encode(&mut self.bytes);
    }

    /// Add an acquisition won in the early spin (`since`..`since + ns`).
    fn add_spin(&mut self, lock: u64, owner: u32, since: u64, ns: u64) {
        let i = match self
            .spins
            .iter()
            .position(|s| s.lock == lock && s.owner == owner)
        {
            Some(i) => i,
            None => {
                if self.spins.len() == MAX_SPIN_SUMS {
                    self.flush_spins();
                }
                self.spins.push(SpinSum {
                    lock,
                    owner,
                    t: since,
                    ns: 0,
                    count: 0,
                    max: 0,
                    buckets: Vec::new(),
                });
                self.spins.len() - 1
            }
        };
        self.spins[i].add(ns);
    }

    /// Write the held-back exit and the spin sums: the buffer is about to
    /// be submitted.
    fn flush_held(&mut self) {
        self.flush_exit();
        self.flush_spins();
    }

    fn flush_spins(&mut self) {
        for s in std::mem::take(&mut self.spins) {
            self.push(&Event::Spun {
                lock: s.lock,
                owner: s.owner,
                t: s.t,
                ns: s.ns,
                count: s.count,
                max: s.max,
                buckets: s.buckets,
            });
        }
    }

    /// Write the held-back exit, if any.
    fn flush_exit(&mut self) {
        if let Some(p) = self.pending_exit.take() {
            self.push(&Event::ContendedExit {
                lock: p.lock,
                seq: p.seq,
                t: p.t,
                chain: p.chain,
                forward: 0,
                through: p.through,
            });
        }
    }
}

#[derive(Default)]
struct Interner {
    chains: FxHashMap<Box<[RawFrame]>, u32>,
    methods: FxHashMap<usize, u32>,
    classes: HashMap<String, u32>,
}

impl Interner {
    /// The id of class `name`, with its metadata event in `meta` if new.
    fn class(&mut self, name: &str, meta: &mut Vec<Event>) -> u32 {
        if let Some(&id) = self.classes.get(name) {
            return id;
        }
        let id = self.classes.len() as u32 + 1;
        self.classes.insert(name.to_owned(), id);
        meta.push(Event::Class {
            id,
            name: name.to_owned(),
        });
        id
    }

    /// The id of the chain `raw`, with the metadata of what is new in it
    /// (names from `chains`).
    fn chain(&mut self, chains: &Chains, raw: &[RawFrame], meta: &mut Vec<Event>) -> u32 {
        if let Some(&id) = self.chains.get(raw) {
            return id;
        }
        let mut frames = Vec::with_capacity(raw.len());
        for &r in raw {
            let frame = chains.resolve(r);
            let method = match self.methods.get(&r.method) {
                Some(&m) => m,
                None => {
                    let class = self.class(&frame.class, meta);
                    let m = self.methods.len() as u32 + 1;
                    self.methods.insert(r.method, m);
                    meta.push(Event::Method {
                        id: m,
                        class,
                        name: frame.method.to_string(),
                        file: frame.file.as_deref().unwrap_or("").to_owned(),
                    });
                    m
                }
            };
            frames.push((method, frame.line.unwrap_or(0)));
        }
        let id = self.chains.len() as u32 + 1;
        self.chains.insert(raw.into(), id);
        meta.push(Event::Chain { id, frames });
        id
    }
}

/// This OS thread's buffer for one recorder (a thread may write for
/// several over its life: an embedding program's thread that runs Java
/// code for one VM and then for another; or, side by side, for both).
struct Local {
    /// [`Recorder::id`] of the recorder the buffer is registered with.
    recorder: u64,
    /// That recorder's [`Recorder::closed`]: once set, the entry is dead
    /// and is dropped at this thread's next miss.
    closed: Arc<AtomicBool>,
    buffer: Arc<Mutex<LocalBuffer>>,
}

/// The chains this thread has recorded before in one recorder.
#[derive(Default)]
struct KnownChains {
    /// [`Recorder::id`] of the recorder the numbers belong to (0: none).
    recorder: u64,
    ids: FxHashMap<Box<[RawFrame]>, u32>,
}

thread_local! {
    /// This OS thread's buffers, one per open recorder it has written to
    /// (in a run, one), each registered with its recorder. Looked up by the
    /// recorder's id, so one session never writes into another's buffer.
    static LOCAL: RefCell<Vec<Local>> = const { RefCell::new(Vec::new()) };
    /// Scratch space for stack walks (emptied before each walk: nothing
    /// outlives a call).
    static WALK: RefCell<Vec<RawFrame>> = const { RefCell::new(Vec::new()) };
    /// The chains this thread has recorded before: a thread that blocks or
    /// releases at the same site again finds its chain's number here,
    /// without the interning table's lock (the paper's lock-free lookup).
    /// The numbers are one recorder's: the cache is emptied when the thread
    /// records for another (raw frames are method addresses, which another
    /// VM may reuse for other methods, and numbers are per session).
    static KNOWN_CHAINS: RefCell<KnownChains> = RefCell::new(KnownChains::default());
}

/// The recording side of a blame session (one per session).
pub(crate) struct Recorder {
    /// Process-unique: keys this recorder's entries in the thread-locals.
    id: u64,
    /// The session's stack walkers.
    chains: Arc<Chains>,
    queue: Mutex<Sender<Message>>,
    buffers: Mutex<Vec<Arc<Mutex<LocalBuffer>>>>,
    interner: Mutex<Interner>,
    /// The global sequence number of park events (§3.3).
    park_seq: AtomicU64,
    /// Bytes submitted so far (the trace's size).
    pub(crate) bytes: AtomicU64,
    /// Set at the end (or when the recorder goes): later events are
    /// dropped, and threads forget their buffers of this recorder.
    closed: Arc<AtomicBool>,
    /// The objects the trace has named by address (park blockers, objects
    /// with lock-state transitions) and that have not died: when the
    /// collector finds one dead, the trace says so (`Event::ObjectDied`),
    /// so that a new object at the address is a new lock. Addresses only:
    /// nothing here keeps an object alive.
    objects: Mutex<HashSet<usize>>,
    /// Spins shorter than this are not summed (`--blame-threshold`; the
    /// analysis applies it to every other wait, whose length it sees).
    spin_threshold_ns: u64,
}

impl Recorder {
    pub(crate) fn new(queue: Sender<Message>, chains: Arc<Chains>, threshold_ns: u64) -> Recorder {
        Recorder {
            spin_threshold_ns: threshold_ns,
            id: crate::unique_id(),
            chains,
            queue: Mutex::new(queue),
            buffers: Mutex::new(Vec::new()),
            interner: Mutex::new(Interner::default()),
            park_seq: AtomicU64::new(0),
            bytes: AtomicU64::new(0),
            closed: Arc::new(AtomicBool::new(false)),
            objects: Mutex::new(HashSet::new()),
        }
    }

    /// The trace names the object at `addr` (see `objects`).
    fn named(&self, addr: usize) {
        lock(&self.objects).insert(addr);
    }

    /// The thread the calling OS thread writes as: its Java thread if it
    /// has a buffer, else the VM thread.
    fn current_writer(&self) -> u32 {
        LOCAL
            .try_with(|l| {
                l.borrow()
                    .iter()
                    .find(|e| e.recorder == self.id)
                    .map(|e| lock(&e.buffer).thread)
            })
            .ok()
            .flatten()
            .unwrap_or(VM_THREAD)
    }

    /// Append `events` to the calling thread's buffer, as thread `thread`
    /// (named `name` in the metadata when its buffer is new).
    fn write(&self, thread: u32, name: impl FnOnce() -> String, events: &[Event]) {
        self.with_buffer(thread, name, |b| {
            b.flush_exit();
            for e in events {
                b.push(e);
            }
        });
    }

    /// Run `f` on the calling thread's buffer (created on first use) as
    /// thread `thread`, then submit the buffer if it is full.
    fn with_buffer(
        &self,
        thread: u32,
        name: impl FnOnce() -> String,
        f: impl FnOnce(&mut LocalBuffer),
    ) {
        if self.closed.load(Relaxed) {
            return;
        }
        // `try_with`: nothing is written once the thread's locals are being
        // destroyed (no Java code runs then).
        let _ = LOCAL.try_with(|local| {
            let mut local = local.borrow_mut();
            let i = match local.iter().position(|e| e.recorder == self.id) {
                Some(i) => i,
                None => {
                    // Forget buffers of closed recorders (finished or
                    // dropped sessions): a recorder flushes its buffers
                    // when it closes and takes nothing after.
                    local.retain(|e| !e.closed.load(Relaxed));
                    let b = Arc::new(Mutex::new(LocalBuffer {
                        thread,
                        name: name(),
                        bytes: Vec::new(),
                        limit: 0,
                        random: u64::from(thread).wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1,
                        pending_exit: None,
                        spins: Vec::new(),
                    }));
                    lock(&self.buffers).push(Arc::clone(&b));
                    local.push(Local {
                        recorder: self.id,
                        closed: Arc::clone(&self.closed),
                        buffer: b,
                    });
                    local.len() - 1
                }
            };
            let mut b = lock(&local[i].buffer);
            if b.thread != thread {
                // Events of another thread id on this OS thread (the VM
                // thread's): not in the same buffer.
                b.flush_held();
                if !b.bytes.is_empty() {
                    self.submit(&mut b);
                }
                b.thread = thread;
            }
            f(&mut b);
            if !b.bytes.is_empty() && b.bytes.len() >= b.limit {
                b.flush_spins();
                self.submit(&mut b);
            }
        });
    }

    /// Send the buffer's events to the consumer; the buffer starts afresh.
    fn submit(&self, b: &mut LocalBuffer) {
        let bytes = std::mem::take(&mut b.bytes);
        self.bytes.fetch_add(bytes.len() as u64, Relaxed);
        let _ = lock(&self.queue).send(Message::Buffer(bytes));
    }

    /// Reclaim every thread's buffer (`wait`: also those being written,
    /// else skip them; at a safepoint no Java thread writes, but a thread in
    /// native code may).
    pub(crate) fn reclaim_all(&self, wait: bool) {
        let buffers = lock(&self.buffers).clone();
        for buffer in buffers {
            let guard = if wait {
                Some(lock(&buffer))
            } else {
                buffer.try_lock()
            };
            if let Some(mut b) = guard {
                b.flush_held();
                if !b.bytes.is_empty() {
                    self.submit(&mut b);
                }
            }
        }
    }

    /// The calling thread is done: submit its buffer and forget it.
    pub(crate) fn thread_done(&self) {
        let mine = LOCAL.try_with(|l| {
            let mut l = l.borrow_mut();
            let i = l.iter().position(|e| e.recorder == self.id)?;
            Some(l.swap_remove(i).buffer)
        });
        if let Some(buffer) = mine.ok().flatten() {
            let mut b = lock(&buffer);
            b.flush_held();
            if !b.bytes.is_empty() {
                self.submit(&mut b);
            }
            drop(b);
            lock(&self.buffers).retain(|x| !Arc::ptr_eq(x, &buffer));
        }
    }

    /// Submit every buffer and wait until the consumer has processed
    /// everything submitted so far.
    pub(crate) fn flush(&self) {
        self.reclaim_all(true);
        let (tx, rx) = std::sync::mpsc::channel();
        if lock(&self.queue).send(Message::Flush(tx)).is_ok() {
            let _ = rx.recv();
        }
    }

    /// Stop recording: later events are dropped.
    pub(crate) fn close(&self) {
        self.closed.store(true, Relaxed);
    }

    /// The calling thread's chain, interned; metadata for it goes to `meta`.
    fn chain(&self, meta: &mut Vec<Event>) -> u32 {
        WALK.with(|walk| {
            let mut walk = walk.borrow_mut();
            walk.clear();
            self.chains.walk_raw(&mut walk, MAX_CHAIN);
            self.intern(&walk, meta)
        })
    }

    /// The number of the chain `raw` (the calling thread's own cache first).
    fn intern(&self, raw: &[RawFrame], meta: &mut Vec<Event>) -> u32 {
        KNOWN_CHAINS.with(|known| {
            let mut known = known.borrow_mut();
            if known.recorder != self.id {
                known.recorder = self.id;
                known.ids.clear();
            }
            if let Some(&id) = known.ids.get(raw) {
                return id;
            }
            let id = lock(&self.interner).chain(&self.chains, raw, meta);
            known.ids.insert(raw.into(), id);
            id
        })
    }

    fn class(&self, name: &str, meta: &mut Vec<Event>) -> u32 {
        lock(&self.interner).class(name, meta)
    }

    /// Write `event` (built from the calling thread's chain) with the
    /// metadata it needs, as `thread`.
    fn write_with_chain(&self, thread: &LockingThread, event: impl FnOnce(u32) -> Event) {
        let mut events = Vec::new();
        let chain = self.chain(&mut events);
        events.push(event(chain));
        self.write_as(thread, &events);
    }

    fn write_as(&self, thread: &LockingThread, events: &[Event]) {
        self.write(thread.id().get(), || thread_name(thread), events);
    }

    // ---- park/unpark (§3.3), called by the VM's natives ----

    pub(crate) fn park_begin(
        &self,
        thread: &LockingThread,
        blocker: Option<ObjectRef>,
        timed: bool,
    ) {
        let mut events = Vec::new();
        let (addr, class) = match blocker {
            Some(b) => {
                self.named(b.addr());
                (b.addr() as u64, self.class(b.class().name(), &mut events))
            }
            None => (0, 0),
        };
        let chain = self.chain(&mut events);
        let seq = self.next_park_seq();
        events.push(Event::ParkBegin {
            seq,
            t: clock::now_ns(),
            blocker: addr,
            class,
            chain,
            timed,
        });
        self.write_as(thread, &events);
    }

    pub(crate) fn park_end(&self, thread: &LockingThread, unpark: u64, timed_out: bool) {
        let seq = self.next_park_seq();
        let t = clock::now_ns();
        self.write_as(
            thread,
            &[Event::ParkEnd {
                seq,
                t,
                unpark,
                timed_out,
            }],
        );
    }

    /// Returns the unpark's sequence number, for the target's park end.
    pub(crate) fn unpark(&self, thread: &LockingThread, target: &LockingThread) -> u64 {
        let mut events = Vec::new();
        let chain = self.chain(&mut events);
        let seq = self.next_park_seq();
        events.push(Event::Unpark {
            seq,
            t: clock::now_ns(),
            target: target.id().get(),
            chain,
        });
        self.write_as(thread, &events);
        seq
    }

    /// `thread` took a shared hold of the synchronizer `blocker`. Not
    /// added to the named objects (a mutex per read lock): a synchronizer
    /// nobody parked on needs no death notice (see `analysis.rs`).
    pub(crate) fn shared_acquire(&self, thread: &LockingThread, blocker: ObjectRef) {
        let seq = self.next_park_seq();
        let t = clock::now_ns();
        self.write_as(
            thread,
            &[Event::SharedAcquire {
                seq,
                t,
                blocker: blocker.addr() as u64,
            }],
        );
    }

    /// `thread` is about to give up a shared hold of `blocker` (timed
    /// before the release, with the chain where it releases).
    pub(crate) fn shared_release(&self, thread: &LockingThread, blocker: ObjectRef) {
        let t = clock::now_ns();
        let mut events = Vec::new();
        let chain = self.chain(&mut events);
        let seq = self.next_park_seq();
        events.push(Event::SharedRelease {
            seq,
            t,
            blocker: blocker.addr() as u64,
            chain,
        });
        self.write_as(thread, &events);
    }

    fn next_park_seq(&self) -> u64 {
        self.park_seq.fetch_add(1, Relaxed) + 1
    }

    // ---- timeline ----

    pub(crate) fn thread_event(&self, thread: &LockingThread, begin: bool) {
        let t = clock::now_ns();
        let e = if begin {
            Event::ThreadBegin { t }
        } else {
            Event::ThreadEnd { t }
        };
        self.write_as(thread, &[e]);
    }

    /// A lock-state transition, on whatever thread made it.
    pub(crate) fn transition(&self, obj: ObjectRef, text: &str) {
        self.named(obj.addr());
        let mut events = Vec::new();
        let class = self.class(obj.class().name(), &mut events);
        events.push(Event::Transition {
            object: obj.addr() as u64,
            class,
            t: clock::now_ns(),
            text: text.to_owned(),
        });
        self.write(self.current_writer(), || "VM Thread".into(), &events);
    }
}

impl Drop for Recorder {
    /// A recorder that goes without having been closed (a session dropped
    /// unfinished): threads drop their buffers of it at their next miss.
    fn drop(&mut self) {
        self.closed.store(true, Relaxed);
    }
}

fn put_header(bytes: &mut Vec<u8>, thread: u32) {
    super::event::put_varint(bytes, u64::from(thread));
}

fn thread_name(thread: &LockingThread) -> String {
    thread.name().unwrap_or_else(|| format!("#{}", thread.id()))
}

fn lock<T>(m: &Mutex<T>) -> parking_lot::MutexGuard<'_, T> {
    m.lock()
}

impl ContentionTracer for Recorder {
    fn inflated(&self, thread: &LockingThread, lock: &'static LockProfile) {
        let mut events = Vec::new();
        let class = self.class(lock.class.name(), &mut events);
        events.push(Event::Inflate {
            lock: lock.id,
            object: lock.object as u64,
            class,
        });
        self.write_as(thread, &events);
    }

    fn contended_enter(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        since_ns: u64,
        after_wait: bool,
    ) {
        self.write_with_chain(thread, |chain| Event::ContendedEnter {
            lock: lock.id,
            seq,
            t: since_ns,
            chain,
            after_wait,
        });
    }

    fn contended_entered(&self, thread: &LockingThread, lock: &'static LockProfile, seq: u64) {
        let t = clock::now_ns();
        self.write_as(
            thread,
            &[Event::ContendedEntered {
                lock: lock.id,
                seq,
                t,
            }],
        );
    }

    fn spun(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        owner: Option<u32>,
        since_ns: u64,
        now_ns: u64,
    ) {
        let ns = now_ns.saturating_sub(since_ns);
        if ns < self.spin_threshold_ns {
            return;
        }
        self.with_buffer(
            thread.id().get(),
            || thread_name(thread),
            |b| b.add_spin(lock.id, owner.unwrap_or(0), since_ns, ns),
        );
    }

    fn contended_exit(
        &self,
        thread: &LockingThread,
        lock: &'static LockProfile,
        seq: u64,
        t: u64,
        forward: Option<u64>,
    ) {
        if let Some(forward) = forward {
            let exit = Event::ContendedExit {
                lock: lock.id,
                seq,
                t,
                chain: 0,
                forward,
                through: seq,
            };
            return self.write_as(thread, &[exit]);
        }
        WALK.with(|walk| {
            let mut walk = walk.borrow_mut();
            walk.clear();
            self.chains.walk_raw(&mut walk, MAX_CHAIN);
            self.with_buffer(
                thread.id().get(),
                || thread_name(thread),
                |b| {
                    if let Some(p) = &mut b.pending_exit {
                        if p.lock == lock.id && p.through + 1 == seq && p.raw == *walk {
                            p.through = seq;
                            p.t = t;
                            return;
                        }
                    }
                    b.flush_exit();
                    let mut meta = Vec::new();
                    let chain = self.intern(&walk, &mut meta);
                    for e in &meta {
                        b.push(e);
                    }
                    b.pending_exit = Some(PendingExit {
                        lock: lock.id,
                        seq,
                        through: seq,
                        t,
                        chain,
                        raw: walk.clone(),
                    });
                },
            );
        });
    }

    fn resolve_forward(&self, thread: &LockingThread, lock: &'static LockProfile, forward: u64) {
        self.write_with_chain(thread, |chain| Event::ForwardResolved {
            lock: lock.id,
            forward,
            chain,
        });
    }

    fn acquired(&self, thread: &LockingThread, lock: &'static LockProfile) {
        let t = clock::now_ns();
        self.write_as(thread, &[Event::Acquired { lock: lock.id, t }]);
    }

    fn held_at_inflation(
        &self,
        thread: &LockingThread,
        owner: &LockingThread,
        lock: &'static LockProfile,
        at_ns: u64,
    ) {
        // Written in the inflater's buffer, but about the owner (whose
        // name its own buffer carries: with the timeline, every thread
        // writes its begin).
        self.write_as(
            thread,
            &[Event::HeldAtInflation {
                lock: lock.id,
                owner: owner.id().get(),
                t: at_ns,
            }],
        );
    }

    fn released(&self, thread: &LockingThread, lock: &'static LockProfile, t: u64) {
        self.write_as(thread, &[Event::Released { lock: lock.id, t }]);
    }

    fn wait_begin(&self, thread: &LockingThread, lock: &'static LockProfile) {
        let t = clock::now_ns();
        self.write_as(thread, &[Event::WaitBegin { lock: lock.id, t }]);
    }

    fn wait_end(&self, thread: &LockingThread, lock: &'static LockProfile) {
        let t = clock::now_ns();
        self.write_as(thread, &[Event::WaitEnd { lock: lock.id, t }]);
    }

    /// At a collection's safepoint: one `ObjectDied` per dead object the
    /// trace named by address or that had a monitor profile (numbered in
    /// the park sequence: no Java thread is between taking a park number
    /// and writing its event at a safepoint, so the replay sees every
    /// event of the dead object before, and of a new one after).
    fn objects_died(&self, is_live: &dyn Fn(usize) -> bool, retired: &[&'static LockProfile]) {
        let mut dead: Vec<(usize, u64)> = retired.iter().map(|p| (p.object, p.id)).collect();
        let with_lock: HashSet<usize> = dead.iter().map(|d| d.0).collect();
        lock(&self.objects).retain(|&addr| {
            let live = is_live(addr);
            if !live && !with_lock.contains(&addr) {
                dead.push((addr, 0));
            }
            live
        });
        if dead.is_empty() {
            return;
        }
        dead.sort_unstable();
        let t = clock::now_ns();
        let events: Vec<Event> = dead
            .into_iter()
            .map(|(object, lock)| Event::ObjectDied {
                seq: self.next_park_seq(),
                t,
                object: object as u64,
                lock,
            })
            .collect();
        self.write(self.current_writer(), || "VM Thread".into(), &events);
    }
}

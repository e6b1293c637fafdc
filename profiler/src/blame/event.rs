//! The trace's events and their compact binary form (paper 002 §3.1, §3.4):
//! a buffer is its writer's thread id followed by events, each a tag byte
//! and LEB128 varints (strings: length, then UTF-8). Metadata — threads,
//! classes, methods, call chains — is written once, on first use, in the
//! buffer of the thread that first meets it; events refer to it by number.
//! Times are [`locking::profile::clock`] ns.

/// One trace event. Intrinsic locks are named by their lock id
/// (`LockProfile::id`), park blockers by object address, threads by the
/// locking crate's thread id (the buffer's header), the rest by metadata
/// numbers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    // ---- metadata ----
    /// A thread's name (its first event, and a rename).
    Thread {
        name: String,
    },
    Class {
        id: u32,
        name: String,
    },
    Method {
        id: u32,
        class: u32,
        name: String,
        file: String,
    },
    /// A call chain, innermost frame first: (method, line; 0 = unknown).
    Chain {
        id: u32,
        frames: Vec<(u32, u32)>,
    },
    // ---- intrinsic locks (per-lock `seq`) ----
    Inflate {
        lock: u64,
        object: u64,
        class: u32,
    },
    ContendedEnter {
        lock: u64,
        seq: u64,
        t: u64,
        chain: u32,
        after_wait: bool,
    },
    ContendedEntered {
        lock: u64,
        seq: u64,
        t: u64,
    },
    /// `forward` 0: `chain` is the releasing frame's; else a forward
    /// reference that a [`Event::ForwardResolved`] names the chain of.
    /// `through`: the last number the event stands for — consecutive exits
    /// of one thread at one site, with no other event of the lock between
    /// them, are written as one, timed at the last (`recorder.rs`).
    ContendedExit {
        lock: u64,
        seq: u64,
        t: u64,
        chain: u32,
        forward: u64,
        through: u64,
    },
    ForwardResolved {
        lock: u64,
        forward: u64,
        chain: u32,
    },
    /// Acquisitions of `lock` won in the early spin, summed per (lock,
    /// owner the spin began under; 0: unknown): `count` of them, `ns` in
    /// all, the longest `max`, the first beginning at `t`; `buckets`: how
    /// many fell in each bucket of `histogram::bucket`. Not numbered: no
    /// exit cuts them.
    Spun {
        lock: u64,
        owner: u32,
        t: u64,
        ns: u64,
        count: u64,
        max: u64,
        buckets: Vec<(u16, u64)>,
    },
    // ---- park-based synchronization (global `seq`) ----
    ParkBegin {
        seq: u64,
        t: u64,
        blocker: u64,
        class: u32,
        chain: u32,
        timed: bool,
    },
    /// `target`: the unparked thread's id.
    Unpark {
        seq: u64,
        t: u64,
        target: u32,
        chain: u32,
    },
    /// `unpark`: the seq of the unpark that ended the park (0: none).
    ParkEnd {
        seq: u64,
        t: u64,
        unpark: u64,
        timed_out: bool,
    },
    /// The writer took a shared hold (a read lock) of the synchronizer at
    /// `blocker` (toyjvm's `Unsafe.sharedAcquired`, traced only with blame).
    SharedAcquire {
        seq: u64,
        t: u64,
        blocker: u64,
    },
    /// The writer gave up a shared hold of `blocker`, timed before the
    /// release; `chain`: where.
    SharedRelease {
        seq: u64,
        t: u64,
        blocker: u64,
        chain: u32,
    },
    // ---- timeline only ----
    Acquired {
        lock: u64,
        t: u64,
    },
    Released {
        lock: u64,
        t: u64,
    },
    WaitBegin {
        lock: u64,
        t: u64,
    },
    WaitEnd {
        lock: u64,
        t: u64,
    },
    ThreadBegin {
        t: u64,
    },
    ThreadEnd {
        t: u64,
    },
    /// Written by the thread that inflated `lock` while thread `owner`
    /// held it as a stack lock: `owner` holds the monitor since before the
    /// inflation (`t`: just before the monitor was published), and its
    /// hold has no `Acquired`.
    HeldAtInflation {
        lock: u64,
        owner: u32,
        t: u64,
    },
    /// A `-Xlog:locking` transition of the object at `object`.
    Transition {
        object: u64,
        class: u32,
        t: u64,
        text: String,
    },
    // ---- garbage collection (global park `seq`) ----
    /// The collector found the object at `object` dead at `t` (a park
    /// blocker, or an object with transitions, that the trace named by
    /// address): a later event naming `object` is about another object.
    /// `lock`: the dead object's monitor lock id (0: it had none). Numbered
    /// in the park sequence, so that the park replay orders it.
    ObjectDied {
        seq: u64,
        t: u64,
        object: u64,
        lock: u64,
    },
}

impl Event {
    /// The event's time, if it has one (metadata has none).
    pub fn time(&self) -> Option<u64> {
        use Event::*;
        match *self {
            Thread { .. }
            | Class { .. }
            | Method { .. }
            | Chain { .. }
            | Inflate { .. }
            | ForwardResolved { .. } => None,
            ContendedEnter { t, .. }
            | ContendedEntered { t, .. }
            | Spun { t, .. }
            | ContendedExit { t, .. }
            | ParkBegin { t, .. }
            | Unpark { t, .. }
            | ParkEnd { t, .. }
            | SharedAcquire { t, .. }
            | SharedRelease { t, .. }
            | Acquired { t, .. }
            | Released { t, .. }
            | WaitBegin { t, .. }
            | WaitEnd { t, .. }
            | ThreadBegin { t }
            | ThreadEnd { t }
            | HeldAtInflation { t, .. }
            | Transition { t, .. }
            | ObjectDied { t, .. } => Some(t),
        }
    }
}

mod tag {
    pub const THREAD: u8 = 1;
    pub const CLASS: u8 = 2;
    pub const METHOD: u8 = 3;
    pub const CHAIN: u8 = 4;
    pub const INFLATE: u8 = 10;
    pub const ENTER: u8 = 11;
    pub const ENTERED: u8 = 12;
    pub const EXIT: u8 = 13;
    pub const RESOLVED: u8 = 14;
    pub const SPUN: u8 = 15;
    pub const PARK_BEGIN: u8 = 20;
    pub const UNPARK: u8 = 21;
    pub const PARK_END: u8 = 22;
    pub const SHARED_ACQUIRE: u8 = 23;
    pub const SHARED_RELEASE: u8 = 24;
    pub const ACQUIRED: u8 = 30;
    pub const RELEASED: u8 = 31;
    pub const WAIT_BEGIN: u8 = 32;
    pub const WAIT_END: u8 = 33;
    pub const THREAD_BEGIN: u8 = 34;
    pub const THREAD_END: u8 = 35;
    pub const TRANSITION: u8 = 36;
    pub const HELD_AT_INFLATION: u8 = 37;
    pub const OBJECT_DIED: u8 = 40;
}

/// Append `v` as a LEB128 varint.
pub(crate) fn put_varint(out: &mut Vec<u8>, mut v: u64) {
    while v >= 0x80 {
        out.push(v as u8 | 0x80);
        v >>= 7;
    }
    out.push(v as u8);
}

fn put_str(out: &mut Vec<u8>, s: &str) {
    put_varint(out, s.len() as u64);
    out.extend_from_slice(s.as_bytes());
}

impl Event {
    /// Append the event's encoding to `out`.
    pub fn encode(&self, out: &mut Vec<u8>) {
        use Event::*;
        match self {
            Thread { name } => {
                out.push(tag::THREAD);
                put_str(out, name);
            }
            Class { id, name } => {
                out.push(tag::CLASS);
                put_varint(out, (*id).into());
                put_str(out, name);
            }
            Method {
                id,
                class,
                name,
                file,
            } => {
                out.push(tag::METHOD);
                put_varint(out, (*id).into());
                put_varint(out, (*class).into());
                put_str(out, name);
                put_str(out, file);
            }
            Chain { id, frames } => {
                out.push(tag::CHAIN);
                put_varint(out, (*id).into());
                put_varint(out, frames.len() as u64);
                for &(m, line) in frames {
                    put_varint(out, m.into());
                    put_varint(out, line.into());
                }
            }
            Inflate {
                lock,
                object,
                class,
            } => {
                out.push(tag::INFLATE);
                put_varint(out, *lock);
                put_varint(out, *object);
                put_varint(out, (*class).into());
            }
            ContendedEnter {
                lock,
                seq,
                t,
                chain,
                after_wait,
            } => {
                out.push(tag::ENTER);
                for v in [*lock, *seq, *t, (*chain).into(), (*after_wait).into()] {
                    put_varint(out, v);
                }
            }
            ContendedEntered { lock, seq, t } => {
                out.push(tag::ENTERED);
                for v in [*lock, *seq, *t] {
                    put_varint(out, v);
                }
            }
            ContendedExit {
                lock,
                seq,
                t,
                chain,
                forward,
                through,
            } => {
                out.push(tag::EXIT);
                let more = through.saturating_sub(*seq);
                for v in [*lock, *seq, *t, (*chain).into(), *forward, more] {
                    put_varint(out, v);
                }
            }
            ForwardResolved {
                lock,
                forward,
                chain,
            } => {
                out.push(tag::RESOLVED);
                for v in [*lock, *forward, (*chain).into()] {
                    put_varint(out, v);
                }
            }
            Spun {
                lock,
                owner,
                t,
                ns,
                count,
                max,
                buckets,
            } => {
                out.push(tag::SPUN);
                for v in [*lock, (*owner).into(), *t, *ns, *count, *max] {
                    put_varint(out, v);
                }
                put_varint(out, buckets.len() as u64);
                for &(b, n) in buckets {
                    put_varint(out, b.into());
                    put_varint(out, n);
                }
            }
            ParkBegin {
                seq,
                t,
                blocker,
                class,
                chain,
                timed,
            } => {
                out.push(tag::PARK_BEGIN);
                for v in [
                    *seq,
                    *t,
                    *blocker,
                    (*class).into(),
                    (*chain).into(),
                    (*timed).into(),
                ] {
                    put_varint(out, v);
                }
            }
            Unpark {
                seq,
                t,
                target,
                chain,
            } => {
                out.push(tag::UNPARK);
                for v in [*seq, *t, (*target).into(), (*chain).into()] {
                    put_varint(out, v);
                }
            }
            ParkEnd {
                seq,
                t,
                unpark,
                timed_out,
            } => {
                out.push(tag::PARK_END);
                for v in [*seq, *t, *unpark, (*timed_out).into()] {
                    put_varint(out, v);
                }
            }
            SharedAcquire { seq, t, blocker } => {
                out.push(tag::SHARED_ACQUIRE);
                for v in [*seq, *t, *blocker] {
                    put_varint(out, v);
                }
            }
            SharedRelease {
                seq,
                t,
                blocker,
                chain,
            } => {
                out.push(tag::SHARED_RELEASE);
                for v in [*seq, *t, *blocker, (*chain).into()] {
                    put_varint(out, v);
                }
            }
            Acquired { lock, t }
            | Released { lock, t }
            | WaitBegin { lock, t }
            | WaitEnd { lock, t } => {
                out.push(match self {
                    Acquired { .. } => tag::ACQUIRED,
                    Released { .. } => tag::RELEASED,
                    WaitBegin { .. } => tag::WAIT_BEGIN,
                    _ => tag::WAIT_END,
                });
                put_varint(out, *lock);
                put_varint(out, *t);
            }
            HeldAtInflation { lock, owner, t } => {
                out.push(tag::HELD_AT_INFLATION);
                for v in [*lock, u64::from(*owner), *t] {
                    put_varint(out, v);
                }
            }
            ThreadBegin { t } | ThreadEnd { t } => {
                out.push(if matches!(self, ThreadBegin { .. }) {
                    tag::THREAD_BEGIN
                } else {
                    tag::THREAD_END
                });
                put_varint(out, *t);
            }
            Transition {
                object,
                class,
                t,
                text,
            } => {
                out.push(tag::TRANSITION);
                put_varint(out, *object);
                put_varint(out, (*class).into());
                put_varint(out, *t);
                put_str(out, text);
            }
            ObjectDied {
                seq,
                t,
                object,
                lock,
            } => {
                out.push(tag::OBJECT_DIED);
                for v in [*seq, *t, *object, *lock] {
                    put_varint(out, v);
                }
            }
        }
    }
}

/// Reads the events of one buffer.
pub struct Decoder<'a> {
    bytes: &'a [u8],
    at: usize,
}

/// A buffer that does not decode (a bug in the writer; never user input
/// except through the standalone reader).
#[derive(Debug)]
pub struct Malformed;

impl<'a> Decoder<'a> {
    pub fn new(bytes: &'a [u8]) -> Decoder<'a> {
        Decoder { bytes, at: 0 }
    }

    pub fn varint(&mut self) -> Result<u64, Malformed> {
        let mut v = 0u64;
        for shift in (0..64).step_by(7) {
            let b = *self.bytes.get(self.at).ok_or(Malformed)?;
            self.at += 1;
            v |= u64::from(b & 0x7f) << shift;
            if b & 0x80 == 0 {
                return Ok(v);
            }
        }
        Err(Malformed)
    }

    /// Whether everything has been read.
    pub fn at_end(&self) -> bool {
        self.at >= self.bytes.len()
    }

    /// The next `n` bytes as they are.
    pub fn bytes(&mut self, n: usize) -> Option<&'a [u8]> {
        let end = self.at.checked_add(n)?;
        let b = self.bytes.get(self.at..end)?;
        self.at = end;
        Some(b)
    }

    fn u32(&mut self) -> Result<u32, Malformed> {
        u32::try_from(self.varint()?).map_err(|_| Malformed)
    }

    fn flag(&mut self) -> Result<bool, Malformed> {
        Ok(self.varint()? != 0)
    }

    fn string(&mut self) -> Result<String, Malformed> {
        let len = usize::try_from(self.varint()?).map_err(|_| Malformed)?;
        let end = self.at.checked_add(len).ok_or(Malformed)?;
        let s = self.bytes.get(self.at..end).ok_or(Malformed)?;
        self.at = end;
        String::from_utf8(s.to_vec()).map_err(|_| Malformed)
    }

    /// The next event, `None` at the end.
    pub fn next_event(&mut self) -> Result<Option<Event>, Malformed> {
        use Event::*;
        let Some(&t) = self.bytes.get(self.at) else {
            return Ok(None);
        };
        self.at += 1;
        let d = self;
        Ok(Some(match t {
            tag::THREAD => Thread { name: d.string()? },
            tag::CLASS => Class {
                id: d.u32()?,
                name: d.string()?,
            },
            tag::METHOD => Method {
                id: d.u32()?,
                class: d.u32()?,
                name: d.string()?,
                file: d.string()?,
            },
            tag::CHAIN => {
                let id = d.u32()?;
                let n = d.varint()?;
                let mut frames = Vec::new();
                for _ in 0..n {
                    frames.push((d.u32()?, d.u32()?));
                }
                Chain { id, frames }
            }
            tag::INFLATE => Inflate {
                lock: d.varint()?,
                object: d.varint()?,
                class: d.u32()?,
            },
            tag::ENTER => ContendedEnter {
                lock: d.varint()?,
                seq: d.varint()?,
                t: d.varint()?,
                chain: d.u32()?,
                after_wait: d.flag()?,
            },
            tag::ENTERED => ContendedEntered {
                lock: d.varint()?,
                seq: d.varint()?,
                t: d.varint()?,
            },
            tag::EXIT => {
                let (lock, seq, t, chain, forward) =
                    (d.varint()?, d.varint()?, d.varint()?, d.u32()?, d.varint()?);
                let through = seq.checked_add(d.varint()?).ok_or(Malformed)?;
                ContendedExit {
                    lock,
                    seq,
                    t,
                    chain,
                    forward,
                    through,
                }
            }
            tag::RESOLVED => ForwardResolved {
                lock: d.varint()?,
                forward: d.varint()?,
                chain: d.u32()?,
            },
            tag::SPUN => {
                let (lock, owner, t, ns, count, max) = (
                    d.varint()?,
                    d.u32()?,
                    d.varint()?,
                    d.varint()?,
                    d.varint()?,
                    d.varint()?,
                );
                let n = d.varint()?;
                let mut buckets = Vec::new();
                for _ in 0..n {
                    let b = u16::try_from(d.varint()?).map_err(|_| Malformed)?;
                    buckets.push((b, d.varint()?));
                }
                Spun {
                    lock,
                    owner,
                    t,
                    ns,
                    count,
                    max,
                    buckets,
                }
            }
            tag::PARK_BEGIN => ParkBegin {
                seq: d.varint()?,
                t: d.varint()?,
                blocker: d.varint()?,
                class: d.u32()?,
                chain: d.u32()?,
                timed: d.flag()?,
            },
            tag::UNPARK => Unpark {
                seq: d.varint()?,
                t: d.varint()?,
                target: d.u32()?,
                chain: d.u32()?,
            },
            tag::PARK_END => ParkEnd {
                seq: d.varint()?,
                t: d.varint()?,
                unpark: d.varint()?,
                timed_out: d.flag()?,
            },
            tag::SHARED_ACQUIRE => SharedAcquire {
                seq: d.varint()?,
                t: d.varint()?,
                blocker: d.varint()?,
            },
            tag::SHARED_RELEASE => SharedRelease {
                seq: d.varint()?,
                t: d.varint()?,
                blocker: d.varint()?,
                chain: d.u32()?,
            },
            tag::ACQUIRED => Acquired {
                lock: d.varint()?,
                t: d.varint()?,
            },
            tag::RELEASED => Released {
                lock: d.varint()?,
                t: d.varint()?,
            },
            tag::WAIT_BEGIN => WaitBegin {
                lock: d.varint()?,
                t: d.varint()?,
            },
            tag::WAIT_END => WaitEnd {
                lock: d.varint()?,
                t: d.varint()?,
            },
            tag::THREAD_BEGIN => ThreadBegin { t: d.varint()? },
            tag::THREAD_END => ThreadEnd { t: d.varint()? },
            tag::HELD_AT_INFLATION => HeldAtInflation {
                lock: d.varint()?,
                owner: u32::try_from(d.varint()?).map_err(|_| Malformed)?,
                t: d.varint()?,
            },
            tag::TRANSITION => Transition {
                object: d.varint()?,
                class: d.u32()?,
                t: d.varint()?,
                text: d.string()?,
            },
            tag::OBJECT_DIED => ObjectDied {
                seq: d.varint()?,
                t: d.varint()?,
                object: d.varint()?,
                lock: d.varint()?,
            },
            _ => return Err(Malformed),
        }))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_event_round_trips() {
        use Event::*;
        let events = vec![
            Thread {
                name: "ping".into(),
            },
            Class {
                id: 3,
                name: "PingPong$Lock".into(),
            },
            Method {
                id: 9,
                class: 3,
                name: "run".into(),
                file: "PingPong.java".into(),
            },
            Chain {
                id: 7,
                frames: vec![(9, 68), (10, 0)],
            },
            Inflate {
                lock: 2,
                object: 0x7f00_1234_5678,
                class: 3,
            },
            ContendedEnter {
                lock: 2,
                seq: 1,
                t: 1_000_000_123,
                chain: 7,
                after_wait: true,
            },
            ContendedEntered {
                lock: 2,
                seq: 3,
                t: u64::MAX,
            },
            ContendedExit {
                lock: 2,
                seq: 2,
                t: 5,
                chain: 0,
                forward: 41,
                through: 9,
            },
            ForwardResolved {
                lock: 2,
                forward: 41,
                chain: 7,
            },
            Spun {
                lock: 2,
                owner: 3,
                t: 6,
                ns: 1_000_000_007,
                count: 12,
                max: 900_000_000,
                buckets: vec![(3, 2), (140, 10)],
            },
            ParkBegin {
                seq: 1,
                t: 2,
                blocker: 0xabc0,
                class: 3,
                chain: 7,
                timed: false,
            },
            Unpark {
                seq: 2,
                t: 3,
                target: 4,
                chain: 7,
            },
            ParkEnd {
                seq: 3,
                t: 4,
                unpark: 2,
                timed_out: false,
            },
            SharedAcquire {
                seq: 5,
                t: 11,
                blocker: 0xabc0,
            },
            SharedRelease {
                seq: 6,
                t: 12,
                blocker: 0xabc0,
                chain: 7,
            },
            Acquired { lock: 2, t: 1 },
            Released { lock: 2, t: 2 },
            WaitBegin { lock: 2, t: 3 },
            WaitEnd { lock: 2, t: 4 },
            ThreadBegin { t: 0 },
            ThreadEnd { t: 9 },
            HeldAtInflation {
                lock: 2,
                owner: 3,
                t: 10,
            },
            Transition {
                object: 0x10,
                class: 3,
                t: 8,
                text: "stack-locked -> inflated".into(),
            },
            ObjectDied {
                seq: 4,
                t: 10,
                object: 0xabc0,
                lock: 2,
            },
        ];
        let mut bytes = Vec::new();
        for e in &events {
            e.encode(&mut bytes);
        }
        let mut d = Decoder::new(&bytes);
        let mut back = Vec::new();
        while let Some(e) = d.next_event().unwrap() {
            back.push(e);
        }
        assert_eq!(back, events);
    }

    #[test]
    fn truncated_input_is_malformed_not_a_panic() {
        let mut bytes = Vec::new();
        Event::Thread {
            name: "main".into(),
        }
        .encode(&mut bytes);
        bytes.pop();
        assert!(Decoder::new(&bytes).next_event().is_err());
        assert!(Decoder::new(&[200]).next_event().is_err());
    }
}

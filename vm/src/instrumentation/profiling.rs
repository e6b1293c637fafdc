//! The lock profilers (`profiler` crate) wired into the VM: the profiling
//! options, the stack walker they use for call chains, and the reports
//! written at exit. The safepoint hook is in `threads/vm_thread/`.

use std::collections::HashMap;
use std::io::Write;
use std::sync::atomic::Ordering;

use std::sync::Arc;

use locking::{LockingContext, LockingThread};
use profiler::chains::{Frame, RawFrame, Walkers};

use crate::classes::class::{Class, ClassKind};
use crate::classes::descriptor::BasicType;
use crate::classes::method::Method;
use crate::heap;
use crate::runtime::options::VmOptions;
use crate::runtime::vm::Vm;
use crate::threads::jthread::JThread;
use crate::threads::registry::ThreadListener;

/// Build the VM's locking context from `context` (the VM's hooks) with the hooks of the
/// profilers `options` ask for, and start them (before any Java thread runs). The session is
/// the VM's (`Vm::profiler`).
pub fn start(
    options: &VmOptions,
    context: locking::LockingContextBuilder,
) -> (Arc<LockingContext>, Option<Arc<profiler::Session>>) {
    let walkers = Walkers {
        stack: walk,
        raw: walk_raw,
        resolve,
    };
    profiler::Session::start(context, options.profile.clone(), walkers)
}

/// Name the program in `vm`'s report.
pub fn set_program(vm: &Vm, main_class: &str, args: &[String]) {
    let mut program = main_class.replace('/', ".");
    for a in args {
        program.push(' ');
        program.push_str(a);
    }
    let _ = vm.program.set(program);
}

/// Blame tracing's part of `vm`'s session, if blame is on (the park natives and thread
/// attach/detach report to it).
pub fn blame(vm: &Vm) -> Option<&profiler::blame::BlameSession> {
    vm.profiler.as_ref()?.blame()
}

/// The session's table of threads: a row for every thread that runs while profiling, whatever
/// profilers are on.
struct ThreadTable(Arc<profiler::Session>);

impl ThreadListener for ThreadTable {
    fn attached(&self, t: &JThread) {
        // The main thread has no Thread object of its own here; its getId() is 1.
        let java_id = crate::diagnostics::crash::java_thread_id(t).map_or(1, |id| id as u64);
        let name = t.shared.locking.name().unwrap_or_default();
        self.0
            .thread_attached(t.shared.locking.id().get(), java_id, name);
    }

    fn detached(&self, t: &JThread) {
        self.0
            .thread_detached(t.shared.locking.id().get(), t.shared.locking.name());
    }
}

/// Blame's per-thread event buffers: a thread's first and last events (and, at detach, its
/// buffer handed to the consumer).
struct BlameBuffers(Arc<profiler::Session>);

impl ThreadListener for BlameBuffers {
    fn attached(&self, t: &JThread) {
        if let Some(blame) = self.0.blame() {
            blame.thread_attached(&t.shared.locking);
        }
    }

    fn detached(&self, t: &JThread) {
        if let Some(blame) = self.0.blame() {
            blame.thread_detached(&t.shared.locking);
        }
    }
}

/// What of `session` keeps per-thread state, as the thread registry's listeners, in the order
/// they hear of an attach: the thread table, the concurrency metrics' CPU clocks, blame's
/// buffers.
pub fn thread_listeners(session: Option<&Arc<profiler::Session>>) -> Vec<Box<dyn ThreadListener>> {
    let Some(session) = session else {
        return Vec::new();
    };
    let mut listeners: Vec<Box<dyn ThreadListener>> = vec![Box::new(ThreadTable(session.clone()))];
    if session.concurrency().is_some() {
        listeners.push(Box::new(crate::instrumentation::concurrency::CpuClocks(
            session.clone(),
        )));
    }
    if session.blame().is_some() {
        listeners.push(Box::new(BlameBuffers(session.clone())));
    }
    listeners
}

/// The Java frames of the thread running on this OS thread, innermost
/// first, as (method, bci of the current instruction); frames of native
/// methods are skipped.
fn java_frames(mut each: impl FnMut(&'static Method, u32) -> bool) {
    let current = crate::threads::jthread::current();
    if current.is_null() {
        return;
    }
    // SAFETY: non-null, `current` is the JThread running on this OS thread, alive and in place
    // until it is cleared (`JThread::set_current`). The walkers run on this same thread, inside
    // a call from the interpreter into the locking crate (a monitor slow path) or into a
    // native (park/unpark), while the interpreter is suspended in that call and does not touch
    // its frames; we only read them, through the field alone (no reference to the whole
    // JThread, which the suspended interpreter holds mutably).
    let frames = unsafe { &*std::ptr::addr_of!((*current).frames) };
    for f in frames.iter().rev().filter(|f| f.method.raw_code.is_some()) {
        if !each(f.method, f.bci().unwrap_or(0)) {
            return;
        }
    }
}

/// `m` at `bci` as a profiler frame.
fn frame_of(m: &Method, bci: u32) -> Frame {
    Frame {
        class: m.class().java_name().into(),
        method: m.name.as_str().into(),
        file: m.class().source_file.as_deref().map(Into::into),
        line: u32::try_from(m.line_number(bci)).ok(),
    }
}

/// The stack walker: this thread's Java frames, innermost first.
fn walk(_: &LockingThread, max_depth: usize) -> Vec<Frame> {
    let mut out = Vec::new();
    java_frames(|m, bci| {
        out.push(frame_of(m, bci));
        out.len() < max_depth
    });
    out
}

/// The raw stack walker (blame tracing): methods by address.
fn walk_raw(out: &mut Vec<RawFrame>, max_depth: usize) {
    let mut n = 0;
    java_frames(|m, bci| {
        out.push(RawFrame {
            method: m as *const Method as usize,
            bci,
        });
        n += 1;
        n < max_depth
    });
}

/// A frame of [`walk_raw`] resolved to names.
fn resolve(raw: RawFrame) -> Frame {
    // SAFETY: `raw.method` is the address of a `&'static Method` taken by
    // `walk_raw` (methods live as long as the VM; classes are never
    // unloaded).
    let m = unsafe { &*(raw.method as *const Method) };
    frame_of(m, raw.bci)
}

/// `vm`'s profiling report (`None`: no profiler was on). The first call builds it; later
/// calls return the same report.
pub fn report(vm: &Vm) -> Option<profiler::Report> {
    let session = vm.profiler.as_ref()?;
    let names = std::cell::OnceCell::new();
    let namer = |object: usize| {
        names
            .get_or_init(|| lock_names(vm))
            .get(&(object as u64))
            .cloned()
    };
    Some(session.finish_named(vm.program.get().map_or("", String::as_str), &namer))
}

/// The simple name of `class` (`java.util.HashMap$Node` → `HashMap$Node`).
fn simple_name(class: &Class) -> String {
    let name = class.java_name();
    match name.rfind('.') {
        Some(i) => name[i + 1..].to_owned(),
        None => name,
    }
}

/// Names for the objects that statics hold, by address, for the report's
/// locks (`LockReport::name`): each class mirror is `Class.class`; each
/// object a static reference field holds is `Class.field`; then each object
/// an instance field of such an object holds is `Holder.field` (the
/// holder's class). The first name an object gets wins, the program's
/// classes before the class library's, each in name order. A
/// `ReentrantLock`'s `sync` (the blocker its threads park on) takes the
/// lock's own name. Cheap: one pass over the statics and one over the
/// fields of what they hold.
///
/// Run at exit, outside a safepoint (the report is built then): daemon
/// threads may still run, but objects do not move, and only objects
/// reachable from a static at the moment they are read are followed.
fn lock_names(vm: &Vm) -> HashMap<u64, String> {
    let mut classes: Vec<&'static Class> = vm
        .all_classes()
        .into_iter()
        .filter(|c| matches!(c.kind, ClassKind::Instance))
        .collect();
    classes.sort_by(|a, b| a.is_boot.cmp(&b.is_boot).then(a.name.cmp(&b.name)));
    let mut names: HashMap<u64, String> = HashMap::new();
    let mut held: Vec<(u64, String)> = Vec::new();
    for class in &classes {
        if let Some(&mirror) = class.mirror.get() {
            names
                .entry(mirror)
                .or_insert_with(|| format!("{}.class", simple_name(class)));
        }
        for f in class
            .fields
            .iter()
            .filter(|f| f.is_static() && f.kind == BasicType::Reference)
        {
            let object = class.statics[f.slot as usize].load(Ordering::Relaxed);
            if object != 0 {
                let name = format!("{}.{}", simple_name(class), f.name);
                names.entry(object).or_insert_with(|| name.clone());
                held.push((object, name));
            }
        }
    }
    for (object, holder_name) in held {
        let holder = heap::class_of(object);
        if !matches!(holder.kind, ClassKind::Instance) {
            continue;
        }
        let mut class = Some(holder);
        while let Some(c) = class {
            for f in c
                .fields
                .iter()
                .filter(|f| !f.is_static() && f.kind == BasicType::Reference)
            {
                let value = heap::field(object, f.slot).load(Ordering::Relaxed);
                if value == 0 {
                    continue;
                }
                let name = if f.name == "sync" && c.name.starts_with("java/util/concurrent/locks/")
                {
                    holder_name.clone()
                } else {
                    format!("{}.{}", simple_name(holder), f.name)
                };
                names.entry(value).or_insert(name);
            }
            class = c.super_class;
        }
    }
    names
}

/// At exit: build `vm`'s report and write what the options ask for — the
/// JSON report, HPROF's file, the HTML page, the text views (to stderr
/// unless `--report-text` names a file).
pub fn finish(vm: &Vm) {
    let Some(report) = report(vm) else {
        return;
    };
    let options = &vm.options.profile;
    let write = |path: &std::path::Path, text: &str| {
        if let Err(e) = std::fs::write(path, text) {
            eprintln!("toyjvm: cannot write {}: {e}", path.display());
        }
    };
    if let Some(path) = &options.report {
        match serde_json::to_string_pretty(&report) {
            Ok(json) => write(path, &(json + "\n")),
            Err(e) => eprintln!("toyjvm: cannot encode the report: {e}"),
        }
    }
    if let Some(path) = &options.hprof_file {
        write(path, &profiler::views::hprof_file(&report));
    }
    if let Some(path) = &options.report_text {
        write(path, &profiler::views::all(&report));
    }
    if let Some(path) = &options.report_html {
        write(path, &profiler::html::render(&report));
    }
    if options.report_text.is_none() {
        let _ = std::io::stderr().write_all(profiler::views::all(&report).as_bytes());
    }
}

//! The lock profilers (`profiler` crate) wired into the VM: the profiling
//! options, the stack walker they use for call chains, and the reports
//! written at exit. The safepoint hook is in `vm_thread.rs`.

use std::cell::Cell;
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

thread_local! {
    /// The frames of the Java thread running on this OS thread (null: none).
    static FRAMES: Cell<*const Vec<crate::threads::jthread::Frame>> =
        const { Cell::new(std::ptr::null()) };
}

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

/// `t` runs on this OS thread from now on (its frames are what the
/// profilers' stack walks see). `t` must not move until [`unregister`].
pub fn register(t: &JThread) {
    FRAMES.with(|f| f.set(&t.frames));
}

/// This OS thread runs no Java thread any more.
pub fn unregister() {
    FRAMES.with(|f| f.set(std::ptr::null()));
}

/// `t` (current, named) starts running Java code: a row of the session's thread table, whatever
/// profilers are on.
pub fn thread_attached(vm: &Vm, t: &JThread) {
    if let Some(session) = vm.profiler.as_ref() {
        // The main thread has no Thread object of its own here; its getId() is 1.
        let java_id = crate::diagnostics::crash::java_thread_id(t).map_or(1, |id| id as u64);
        let name = t.shared.locking.name().unwrap_or_default();
        session.thread_attached(t.shared.locking.id().get(), java_id, name);
    }
}

/// `t` (current) runs no more Java code.
pub fn thread_detached(vm: &Vm, t: &JThread) {
    if let Some(session) = vm.profiler.as_ref() {
        session.thread_detached(t.shared.locking.id().get(), t.shared.locking.name());
    }
}

/// The Java frames of the thread running on this OS thread, innermost
/// first, as (method, bci of the current instruction); frames of native
/// methods are skipped.
fn java_frames(mut each: impl FnMut(&'static Method, u32) -> bool) {
    let frames = FRAMES.with(Cell::get);
    if frames.is_null() {
        return;
    }
    // SAFETY: `register` stored a pointer to the `frames` of the JThread
    // running on this OS thread, which stays in place until `unregister`.
    // The walkers run on this same thread, inside a call from the
    // interpreter into the locking crate (a monitor slow path) or into a
    // native (park/unpark), while the interpreter is suspended in that call
    // and does not touch its frames; we only read them.
    let frames = unsafe { &*frames };
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

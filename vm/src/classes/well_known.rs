//! Classes and field cells the VM itself uses, looked up once at bootstrap.
use crate::classes::class::Class;

pub struct WellKnown {
    pub object: &'static Class,
    pub string: &'static Class,
    pub class: &'static Class,
    pub throwable: &'static Class,
    pub thread: &'static Class,
    pub char_array: &'static Class,
    pub string_value: u32,
    pub class_vm_class: u32,
    pub throwable_detail_message: u32,
    pub thread_daemon: u32,
    /// `Thread.interrupted`: the interrupt status of a thread that is not alive.
    pub thread_interrupted: u32,
    /// `Thread.parkBlocker`, if the class library has it.
    pub thread_park_blocker: Option<u32>,
}

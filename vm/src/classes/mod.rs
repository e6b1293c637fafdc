//! Classes: parsing (`classfile.rs`), loading (`loader.rs`), linking and verification
//! (`link.rs`, with `crate::verify`; its error `link_error.rs`), initialization (`init.rs`), the class and method values
//! (`class.rs`, `method.rs`, `descriptor.rs`), decoded code (`code.rs`) and the classes the VM
//! knows by name (`well_known.rs`).
pub mod access;
pub mod class;
pub mod classfile;
pub mod code;
pub mod descriptor;
pub mod init;
pub mod link;
pub mod link_error;
pub mod loader;
pub mod method;
pub mod well_known;

//! `toyjvm`: run Java programs like `java` does.
fn main() {
    // First, so that a failure anywhere after this gets a crash report (docs/CRASH.md). The
    // lossy copy: `args()` below rejects a non-UTF-8 argument, and the report must not.
    let command_line: Vec<String> = std::env::args_os()
        .skip(1)
        .map(|a| a.to_string_lossy().into_owned())
        .collect();
    vm::diagnostics::crash::install(&command_line);
    let status = vm::cli::main(std::env::args().skip(1).collect());
    vm::runtime::vm_lifecycle::exit_vm(status)
}

//! `toyjvm`: run Java programs like `java` does.
fn main() {
    let status = vm::cli::main(std::env::args().skip(1).collect());
    vm::launch::exit_vm(status)
}

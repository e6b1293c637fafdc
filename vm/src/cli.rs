//! The `toyjvm` command line, shaped like `java`'s:
//! `toyjvm [options] <mainclass> [args...]`, `toyjvm [options] -jar <jarfile> [args...]`,
//! `toyjvm [options] <Program.java> [args...]` (source-launcher mode).
use crate::api::{JavaVm, StartError};
use crate::classpath::ClassPath;
use crate::command_line::{parse, Command, Said, Target};

/// Runs the command line; returns the process exit status.
pub fn main(argv: Vec<String>) -> i32 {
    let mut say = Said::default();
    let command = parse(argv, &mut say);
    say.print();
    let (options, classpath, target, args) = match command {
        Command::Exit(code) => return code,
        Command::Run {
            options,
            classpath,
            target,
            args,
        } => (options, classpath, target, args),
    };
    let (cp, main_class, _compiled) = match target {
        Target::Class(c) => (ClassPath::parse(&classpath), c, None),
        Target::Jar(j) => {
            if !std::path::Path::new(&j).is_file() {
                eprintln!("Error: Unable to access jarfile {j}");
                return 1;
            }
            let Some(main) = crate::classpath::main_class_from_jar(&j) else {
                eprintln!("no main manifest attribute, in {j}");
                return 1;
            };
            (ClassPath::parse(&j), main, None)
        }
        Target::Source(src) => {
            let boot = match crate::bootclasses::extracted_dir() {
                Ok(d) => d,
                Err(e) => {
                    eprintln!("Error: cannot write the jdk-subset classes: {e}");
                    return 1;
                }
            };
            match crate::source_launcher::compile_source(std::path::Path::new(&src), &boot) {
                Ok(compiled) => {
                    // Only the compiled program, like `java File.java` (no "." to shadow it).
                    let cp = ClassPath::parse(&compiled.class_dir().to_string_lossy());
                    let main = compiled.main_class().to_string();
                    (cp, main, Some(compiled))
                }
                Err(e) => {
                    eprint!("{e}");
                    if !e.ends_with('\n') {
                        eprintln!();
                    }
                    eprintln!("error: compilation failed");
                    return 1;
                }
            }
        }
    };
    let jvm = match JavaVm::start(*options, cp) {
        Ok(jvm) => jvm,
        Err(StartError::Heap(msg)) => {
            // HotSpot prints this on stdout.
            println!("Error occurred during initialization of VM");
            println!("{msg}");
            return 1;
        }
        Err(StartError::Options(msg)) => {
            eprintln!("{msg}");
            return 1;
        }
        Err(StartError::Bootstrap) => return 1,
    };
    // A failure was printed as `java` prints it; what is left is the exit status.
    let status = match jvm.run_main(&main_class, &args) {
        Ok(status) => status,
        Err(error) => error.exit_status(),
    };
    jvm.shutdown();
    status.code()
}

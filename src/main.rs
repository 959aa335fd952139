//! The `dbprint` binary: the package's entry point (`dbprint::entry`), its exit code the
//! process's.

fn main() {
    std::process::exit(dbprint::entry::run());
}

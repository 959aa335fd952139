//! `dbprint-mcp`: the `dbprint` command under the name the Python wheel installs (see the
//! package's Cargo.toml for why), through the same entry point.

fn main() {
    std::process::exit(dbprint::entry::run());
}

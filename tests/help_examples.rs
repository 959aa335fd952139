//! Every example the `--help` of `dbprint` and of each of its commands gives runs against the
//! bundled prints as written: a `dbprint ...` line (or a shell pipeline into one) is run from
//! the repository root, with `--project fixtures/project` added when it names no project, and
//! must exit 0, or 1 where its own words say it exits 1 (`check-query` on an error finding);
//! `completions`, which reads no print, is run as written.
//! The examples that start a server are not run; each is listed in `NOT_RUN` with the reason.

use std::path::Path;
use std::process::Command;

const BIN: &str = env!("CARGO_BIN_EXE_dbprint");
const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// The examples not run, each with why: every one starts a server, which answers until its
/// client leaves, or registers one with an MCP client this machine need not have.
const NOT_RUN: [(&str, &str); 7] = [
    ("dbprint serve", "starts a server"),
    ("dbprint serve production", "starts a server"),
    (
        "dbprint serve --project fixtures/project",
        "starts a server",
    ),
    (
        "claude mcp add dbprint -- dbprint serve --project /path/to/repo",
        "registers a server with Claude Code (the claude CLI)",
    ),
    (
        "dbprint serve --transport http --port 8811",
        "starts a server",
    ),
    (
        "Streamable HTTP: claude mcp add --transport http dbprint http://127.0.0.1:8811/mcp",
        "registers a server with Claude Code (the claude CLI)",
    ),
    (
        "legacy HTTP+SSE: claude mcp add --transport sse dbprint http://127.0.0.1:8811/sse",
        "registers a server with Claude Code (the claude CLI)",
    ),
];

/// One example line: the command, and what its description says of it.
struct Example {
    command: String,
    said: String,
}

/// `dbprint <args>`'s stdout, which must exit 0.
fn help(args: &[&str]) -> String {
    let out = Command::new(BIN).args(args).output().unwrap();
    assert!(
        out.status.success(),
        "dbprint {args:?} exited {}",
        out.status
    );
    String::from_utf8(out.stdout).unwrap()
}

/// The commands `dbprint --help` lists, `help` aside.
fn commands(top: &str) -> Vec<String> {
    let listed = top
        .split_once("\nCommands:\n")
        .map(|(_, rest)| rest)
        .expect("dbprint --help lists its commands");
    listed
        .lines()
        .take_while(|line| line.starts_with("  "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|command| *command != "help")
        .map(str::to_string)
        .collect()
}

/// The example lines of one help text: those after `Example:` or `Examples:`, each split
/// into its command and its description at the first run of two spaces.
fn examples(help: &str) -> Vec<Example> {
    let Some((_, section)) = help
        .split_once("\nExamples:\n")
        .or_else(|| help.split_once("\nExample:\n"))
    else {
        return Vec::new();
    };
    section
        .lines()
        .take_while(|line| line.starts_with("  "))
        .map(|line| {
            let line = line.trim();
            let (command, said) = line.split_once("  ").unwrap_or((line, ""));
            Example {
                command: command.trim().to_string(),
                said: said.trim().to_string(),
            }
        })
        .collect()
}

/// Runs one example in bash (the shell `completions`' example is for) from the repository root, `dbprint` being the binary under
/// test; (exit code, stderr).
fn run(command: &str) -> (i32, String) {
    let bin_dir = Path::new(BIN).parent().unwrap();
    let path = std::env::var_os("PATH").unwrap_or_default();
    let mut dirs = vec![bin_dir.to_path_buf()];
    dirs.extend(std::env::split_paths(&path));
    let cache = std::env::temp_dir().join(format!("dbprint-help-cache-{}", std::process::id()));
    let out = Command::new("bash")
        .args(["-c", command])
        .current_dir(ROOT)
        .env("PATH", std::env::join_paths(dirs).unwrap())
        .env("DBPRINT_CACHE_DIR", cache)
        .output()
        .unwrap();
    (
        out.status.code().unwrap_or(-1),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn every_help_example_runs_against_the_bundled_prints() {
    let top = help(&["--help"]);
    let commands = commands(&top);
    for expected in ["serve", "tables", "join-path", "check-query", "completions"] {
        assert!(commands.iter().any(|c| c == expected), "{commands:?}");
    }
    let mut all = examples(&top);
    for command in &commands {
        let said = examples(&help(&[command, "--help"]));
        assert!(
            !said.is_empty(),
            "dbprint {command} --help gives no example"
        );
        all.extend(said);
    }
    let mut seen = Vec::new();
    let mut not_run = Vec::new();
    for example in all {
        if seen.contains(&example.command) {
            continue;
        }
        seen.push(example.command.clone());
        if let Some((command, _)) = NOT_RUN.iter().find(|(c, _)| *c == example.command) {
            not_run.push(*command);
            continue;
        }
        let last = (example.command.rsplit('|').next()).expect("a split yields a part");
        let runs_dbprint =
            last.trim_start().starts_with("dbprint ") || example.command.contains("\"$(dbprint ");
        assert!(
            runs_dbprint,
            "not a dbprint command, nor listed as not run: {}",
            example.command
        );
        let reads_a_print = !example.command.contains("dbprint completions ");
        let command = if example.command.contains("--project") || !reads_a_print {
            example.command.clone()
        } else {
            format!("{} --project fixtures/project", example.command)
        };
        let expected = if example.said.contains("exits 1") {
            1
        } else {
            0
        };
        let (code, err) = run(&command);
        assert_eq!(code, expected, "{command}: {err}");
    }
    let listed: Vec<&str> = NOT_RUN.iter().map(|(c, _)| *c).collect();
    assert_eq!(not_run, listed, "every example not run is still given");
    assert!(seen.len() > NOT_RUN.len() + 8, "{seen:?}");
}

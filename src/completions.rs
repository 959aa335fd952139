//! `dbprint completions SHELL`: the shell's completion script for every command and flag of
//! this command line, made by clap_complete from the same definition `--help` reads, so no
//! command is ever left out of it.

use clap::Command;
use clap_complete::Shell;

/// The completion script of `command` for `shell`, as text.
pub fn script(shell: Shell, command: &mut Command) -> Result<String, String> {
    let name = command.get_name().to_string();
    let mut bytes = Vec::new();
    clap_complete::generate(shell, command, name, &mut bytes);
    String::from_utf8(bytes).map_err(|e| format!("the {shell} completion script is not UTF-8: {e}"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subcommand_is_in_every_shells_script() {
        let mut command = Command::new("dbprint")
            .subcommand(Command::new("serve"))
            .subcommand(Command::new("find-value"));
        for shell in [Shell::Bash, Shell::Zsh, Shell::Fish] {
            let text = script(shell, &mut command).unwrap();
            assert!(text.contains("find-value"), "{shell}: {text}");
            assert!(text.contains("serve"), "{shell}: {text}");
        }
    }
}

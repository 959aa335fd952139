//! `server.json` (the MCP Registry's format) describes this package as it is: its name and
//! version are Cargo's, its PyPI entries name the wheel (`dbprint-mcp`, pyproject.toml) and
//! its bundle entry a release asset of that version; each PyPI entry's arguments, run as
//! written, start a server on the transport the entry names, at the URL it names. The
//! bundle's manifest (packaging/mcpb/manifest.json) lists the tools the server lists. The
//! schema check and the installs themselves are packaging/check.sh's (run by .ci/run).
#![allow(clippy::disallowed_methods)] // fixtures and measurements, not the server (clippy.toml)

mod common;

use std::time::Duration;

use serde_json::{Value, json};

fn server_json() -> Value {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("server.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// The entry's arguments with `{port}`, the project, the connection and a cache directory
/// filled in; a flag no client must give (`isRequired` false, no value) left out.
fn arguments(package: &Value, port: u16, cache: &str) -> Vec<String> {
    let project = common::fixture_project().to_str().unwrap().to_string();
    let mut args = Vec::new();
    for argument in package["packageArguments"].as_array().unwrap() {
        let value = match argument["valueHint"].as_str() {
            Some("port") => port.to_string(),
            Some("project_dir") => project.clone(),
            Some("connection") => "shop".to_string(),
            Some("cache_dir") => cache.to_string(),
            Some(other) => panic!("no value for {other}"),
            None => match argument["value"].as_str() {
                Some(value) => value.to_string(),
                None => {
                    assert_eq!(argument["isRequired"], false, "{argument}");
                    assert_eq!(argument["format"], "boolean", "a flag: {argument}");
                    continue;
                }
            },
        };
        if let Some(name) = argument["name"].as_str() {
            args.push(name.to_string());
        }
        args.push(value);
    }
    args
}

#[test]
fn server_json_names_this_package_and_version() {
    let server = server_json();
    assert_eq!(server["version"], env!("CARGO_PKG_VERSION"));
    assert!(server["description"].as_str().unwrap().len() <= 100);
    assert!(server["name"].as_str().unwrap().contains('/'));
    let readme =
        std::fs::read_to_string(std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("README.md"))
            .unwrap();
    let owned = format!("mcp-name: {}", server["name"].as_str().unwrap());
    assert!(
        readme.contains(&owned),
        "the README claims the name: {owned}"
    );
    for url in [&server["repository"]["url"], &server["websiteUrl"]] {
        assert!(
            url.as_str().is_some_and(|u| u.starts_with("https://")),
            "{url}"
        );
    }
    assert_eq!(server["repository"]["source"], "github");
    let pypi = pypi_packages();
    let mut transports: Vec<&str> = pypi
        .iter()
        .map(|p| p["transport"]["type"].as_str().unwrap())
        .collect();
    transports.sort();
    assert_eq!(transports, ["sse", "stdio", "streamable-http"]);
    for package in server["packages"].as_array().unwrap() {
        assert_eq!(package["version"], env!("CARGO_PKG_VERSION"));
    }
}

/// The entries a registry client runs from PyPI (the wheel's command), not the bundle.
fn pypi_packages() -> Vec<Value> {
    server_json()["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["registryType"] == "pypi")
        .cloned()
        .collect()
}

#[test]
fn server_json_installs_the_wheel_by_uvx_and_the_bundle_from_its_release() {
    let server = server_json();
    for package in pypi_packages() {
        assert_eq!(
            package["identifier"], "dbprint-mcp",
            "not the reference's name"
        );
        assert_eq!(package["runtimeHint"], "uvx");
    }
    let pyproject = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("pyproject.toml"),
    )
    .unwrap();
    assert!(pyproject.contains("name = \"dbprint-mcp\""));
    let bundles: Vec<&Value> = server["packages"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|p| p["registryType"] == "mcpb")
        .collect();
    assert_eq!(bundles.len(), 1);
    let release = format!(
        "{}/releases/download/v{}/",
        server["repository"]["url"].as_str().unwrap(),
        env!("CARGO_PKG_VERSION")
    );
    let asset = bundles[0]["identifier"].as_str().unwrap();
    assert!(asset.starts_with(&release), "{asset}");
    assert!(asset.ends_with(".mcpb"), "{asset}");
    let sha = bundles[0]["fileSha256"].as_str().unwrap();
    assert!(sha.len() == 64 && sha.chars().all(|c| c.is_ascii_hexdigit()));
}

#[test]
fn the_bundle_manifest_lists_the_tools_the_server_lists_at_this_version() {
    let path =
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("packaging/mcpb/manifest.json");
    let manifest: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    assert_eq!(manifest["version"], env!("CARGO_PKG_VERSION"));
    let mut listed: Vec<&str> = manifest["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    listed.sort();
    let cwd = common::fixture_project();
    let mut server = common::spawn(&["serve", "shop"], &cwd);
    server.handshake("2025-06-18");
    let tools = server.request("tools/list", json!({}));
    let mut served: Vec<&str> = tools["result"]["tools"]
        .as_array()
        .unwrap()
        .iter()
        .map(|t| t["name"].as_str().unwrap())
        .collect();
    served.sort();
    assert_eq!(listed, served);
}

#[test]
fn each_package_entry_starts_the_transport_it_names_at_its_url() {
    for package in &pypi_packages() {
        let port = common::http::free_port();
        let cache = common::scratch();
        let args = arguments(package, port, cache.0.to_str().unwrap());
        let args: Vec<&str> = args.iter().map(String::as_str).collect();
        let cwd = common::fixture_project();
        let mut server = common::spawn(&args, &cwd);
        match package["transport"]["type"].as_str().unwrap() {
            "stdio" => {
                server.handshake("2025-06-18");
                assert!(server.tool("list_tables", json!({})).is_ok());
            }
            kind => {
                let url = package["transport"]["url"]
                    .as_str()
                    .unwrap()
                    .replace("{port}", &port.to_string());
                server
                    .wait_for_stderr(|l| l.contains(&url), Duration::from_secs(60))
                    .unwrap_or_else(|| {
                        panic!("{kind}: {url} not announced:\n{}", server.stderr_text())
                    });
                if kind == "sse" {
                    let mut session = common::http::SseSession::open(port);
                    session.handshake();
                    session.tool("list_tables", json!({}));
                } else {
                    common::http::Session::open(port).tool("list_tables", json!({}));
                }
            }
        }
    }
}

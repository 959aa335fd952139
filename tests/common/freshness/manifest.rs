//! The harness's own reading of a `manifest.yaml` (the producer's block layout, line by
//! line: no parser of the server's) and the entry edits a deploy makes: an entry added,
//! removed, or pointed at a renamed directory.

/// One `tables:` entry as the file spells it.
pub struct Entry {
    pub fqn: String,
    pub path: String,
    /// (kind, file name), in file order.
    pub artifacts: Vec<(String, String)>,
}

/// Each entry's byte range within `text`, with its FQN.
fn spans(text: &str) -> Vec<(String, std::ops::Range<usize>)> {
    let Some(open) = text.find("\ntables:\n") else {
        return Vec::new();
    };
    let mut at = open + "\ntables:\n".len();
    let mut spans: Vec<(String, std::ops::Range<usize>)> = Vec::new();
    while at < text.len() {
        let end = text[at..].find('\n').map_or(text.len(), |i| at + i + 1);
        let line = text[at..end].trim_end_matches('\n');
        if !line.is_empty() && !line.starts_with(' ') {
            break;
        }
        if let Some(key) = line.strip_prefix("  ").filter(|k| !k.starts_with(' ')) {
            if let Some(last) = spans.last_mut() {
                last.1.end = at;
            }
            spans.push((key.trim_end_matches(':').to_string(), at..end));
        } else if let Some(last) = spans.last_mut() {
            last.1.end = end;
        }
        at = end;
    }
    spans
}

/// Every entry of the manifest, in file order.
pub fn entries(text: &str) -> Vec<Entry> {
    spans(text)
        .into_iter()
        .map(|(fqn, range)| {
            let mut entry = Entry {
                fqn,
                path: String::new(),
                artifacts: Vec::new(),
            };
            for line in text[range].lines().skip(1) {
                if let Some(path) = line.strip_prefix("    path: ") {
                    entry.path = path.to_string();
                } else if let Some(artifact) = line.strip_prefix("      ")
                    && let Some((kind, file)) = artifact.split_once(": ")
                {
                    entry.artifacts.push((kind.to_string(), file.to_string()));
                }
            }
            entry
        })
        .collect()
}

/// The text of `fqn`'s entry, header line included.
pub fn entry_text<'a>(text: &'a str, fqn: &str) -> Option<&'a str> {
    let (_, range) = spans(text).into_iter().find(|(f, _)| f == fqn)?;
    Some(&text[range])
}

/// `text` with `entry` (whole lines, header included) as the first entry of `tables:`.
pub fn with_entry(text: &str, entry: &str) -> String {
    let at = text.find("\ntables:\n").expect("a manifest has tables") + "\ntables:\n".len();
    format!("{}{entry}{}", &text[..at], &text[at..])
}

/// `text` without `fqn`'s entry.
pub fn without_entry(text: &str, fqn: &str) -> Option<String> {
    let (_, range) = spans(text).into_iter().find(|(f, _)| f == fqn)?;
    Some(format!("{}{}", &text[..range.start], &text[range.end..]))
}

/// `text` with `fqn`'s `path:` set to `path`.
pub fn with_path(text: &str, fqn: &str, path: &str) -> Option<String> {
    let (_, range) = spans(text).into_iter().find(|(f, _)| f == fqn)?;
    let entry = &text[range.clone()];
    let line = entry.find("\n    path: ")? + 1;
    let end = line + entry[line..].find('\n')?;
    Some(format!(
        "{}{}    path: {path}{}",
        &text[..range.start],
        &entry[..line],
        &text[range.start + end..]
    ))
}

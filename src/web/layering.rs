//! The web layer renders what `app` returns: it reads no storage and looks up no
//! variant itself. Checked over the layer's own source, since the module tree alone
//! cannot forbid a path the crate can name.

#[cfg(test)]
mod tests {
    use std::path::{Path, PathBuf};

    /// Paths the web layer's code (its tests aside) must not name.
    const FORBIDDEN: [&str; 3] = ["crate::storage", "storage::", "pigeonpost_engine::registry"];

    fn sources(dir: &Path, found: &mut Vec<PathBuf>) {
        for entry in std::fs::read_dir(dir).expect("reading src/web") {
            let path = entry.expect("a directory entry").path();
            if path.is_dir() {
                sources(&path, found);
            } else if path.extension().is_some_and(|e| e == "rs") {
                found.push(path);
            }
        }
    }

    #[test]
    fn the_web_layer_names_no_storage_and_no_variant_registry() {
        let web = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/web");
        let mut files = Vec::new();
        sources(&web, &mut files);
        assert!(
            files.len() > 20,
            "src/web should hold the web layer's files"
        );
        let mut offences = Vec::new();
        for file in files.iter().filter(|f| !f.ends_with("layering.rs")) {
            let text = std::fs::read_to_string(file).expect("reading a source file");
            // A file's unit tests may build fixtures from anywhere.
            let code = text.split("#[cfg(test)]").next().unwrap_or_default();
            for (n, line) in code.lines().enumerate() {
                let line = line.trim_start();
                if line.starts_with("//") {
                    continue;
                }
                if FORBIDDEN.iter().any(|f| line.contains(f)) {
                    offences.push(format!("{}:{}: {line}", file.display(), n + 1));
                }
            }
        }
        assert!(
            offences.is_empty(),
            "web reaches past app:\n{}",
            offences.join("\n")
        );
    }
}

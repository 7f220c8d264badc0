//! Embeds every `locales/<language>/*.ftl` file, so that adding a language is adding a
//! folder: no Rust is written for it, and the binary still carries all its words.

use std::fmt::Write as _;
use std::path::Path;

fn main() {
    // Read when the script runs, not when it is compiled: a build folder copied from
    // another checkout keeps its compiled script, which must read this checkout's files.
    let manifest = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let root = Path::new(&manifest).join("locales");
    println!("cargo:rerun-if-changed={}", root.display());
    let mut languages: Vec<_> = std::fs::read_dir(&root)
        .expect("crates/i18n/locales can be read")
        .filter_map(Result::ok)
        .filter(|e| e.path().is_dir())
        .collect();
    languages.sort_by_key(|e| e.file_name());
    let mut out = String::from("pub(crate) static FILES: &[(&str, &[(&str, &str)])] = &[\n");
    for language in languages {
        println!("cargo:rerun-if-changed={}", language.path().display());
        let tag = language.file_name().to_string_lossy().into_owned();
        let mut files: Vec<_> = std::fs::read_dir(language.path())
            .expect("a language folder can be read")
            .filter_map(Result::ok)
            .filter(|e| e.path().extension().is_some_and(|x| x == "ftl"))
            .collect();
        files.sort_by_key(|e| e.file_name());
        write!(out, "    ({tag:?}, &[").unwrap();
        for file in files {
            println!("cargo:rerun-if-changed={}", file.path().display());
            let name = file.file_name().to_string_lossy().into_owned();
            write!(
                out,
                "({name:?}, include_str!({:?})), ",
                file.path().display().to_string()
            )
            .unwrap();
        }
        out.push_str("]),\n");
    }
    out.push_str("];\n");
    let dest = Path::new(&std::env::var("OUT_DIR").unwrap()).join("files.rs");
    std::fs::write(dest, out).expect("the list of message files can be written");
}

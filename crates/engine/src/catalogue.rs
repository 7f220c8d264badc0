//! A catalogue of variants as a value the caller holds: the built-in definitions
//! (embedded files) plus any number added at run time. A definition added later may
//! inherit from any earlier one. Variants are found by key, or by the content hash of
//! their definition, which is how a stored game names the exact rules it was played
//! under. (`registry` is a thin facade over one built-in catalogue, for callers that
//! have not moved to holding their own.)

use crate::definition::{self, Definition, DefinitionError, DefinitionHash};
use crate::variant::Variant;
use crate::variants::FILES;
use std::sync::Arc;

#[derive(Debug, Default)]
pub struct Catalogue {
    /// (file name without `.toml`, source) of every definition, for `inherits`.
    sources: Vec<(String, String)>,
    variants: Vec<Arc<Variant>>,
    errors: Vec<DefinitionError>,
}

impl Catalogue {
    /// An empty catalogue (nothing to inherit from).
    pub fn empty() -> Catalogue {
        Catalogue::default()
    }

    /// The embedded definitions. One that fails to build is kept in `errors` (a test
    /// keeps that list empty).
    pub fn builtin() -> Catalogue {
        let mut c = Catalogue::empty();
        for (name, source) in FILES {
            c.sources.push((name.to_string(), source.to_string()));
        }
        for (name, source) in FILES {
            match c.parse(&format!("{name}.toml"), source) {
                Ok(def) => match definition::build_definition(&def) {
                    Ok(v) => c.variants.push(Arc::new(v)),
                    Err(e) => c.errors.push(e),
                },
                Err(e) => c.errors.push(e),
            }
        }
        c
    }

    /// Fairy-Stockfish's built-in variants, each imported from its section of
    /// `fsf-builtins.ini`, but for those whose name `ours` already hosts: there the
    /// project's own definition stands for the game. One that fails to import is kept
    /// in `errors` (a test keeps that list empty).
    pub fn fairy_stockfish(ours: &Catalogue) -> Catalogue {
        let mut c = Catalogue::empty();
        for name in crate::fairy::builtin_names() {
            if ours.get(&name).is_some() {
                continue;
            }
            match c.load_file_text("fsf-builtins.ini", "", &name, true) {
                Ok(v) => c.variants.push(Arc::new(v)),
                Err(problems) => c.errors.push(DefinitionError {
                    file: "fsf-builtins.ini".to_string(),
                    problems,
                }),
            }
        }
        c
    }

    /// Reads a definition, resolving `inherits` against this catalogue's definitions.
    pub fn parse(&self, file: &str, source: &str) -> Result<Definition, DefinitionError> {
        let lookup = |name: &str| {
            self.sources
                .iter()
                .find(|(n, _)| n == name)
                .map(|(_, s)| s.clone())
        };
        Definition::parse(file, source, &lookup)
    }

    /// Compiles a definition without adding it.
    pub fn compile(&self, def: &Definition) -> Result<Variant, DefinitionError> {
        definition::build_definition(def)
    }

    /// Adds a definition under `file` (its name for `inherits` is `file` without
    /// `.toml`). A key already in the catalogue is refused, as is a definition that
    /// does not build; the catalogue is then unchanged.
    pub fn add(&mut self, file: &str, source: &str) -> Result<Arc<Variant>, DefinitionError> {
        let def = self.parse(file, source)?;
        let v = Arc::new(definition::build_definition(&def)?);
        if self.get(v.key()).is_some() {
            return Err(DefinitionError {
                file: file.to_string(),
                problems: vec![format!("key: '{}' is already in the catalogue", v.key())],
            });
        }
        let name = file.strip_suffix(".toml").unwrap_or(file);
        self.sources.push((name.to_string(), source.to_string()));
        self.variants.push(Arc::clone(&v));
        Ok(v)
    }

    /// The variant `key` defined in a file's text: a definition in our format, or, when
    /// `ini` is set, the section named `key` of a Fairy-Stockfish `variants.ini`,
    /// imported. Every problem comes back, each prefixed with the file's name.
    pub fn load_file_text(
        &self,
        file: &str,
        text: &str,
        key: &str,
        ini: bool,
    ) -> Result<Variant, Vec<String>> {
        let imported;
        let source = if ini {
            imported = crate::fairy::import(file, text, key).map_err(|e| e.problems)?;
            &imported
        } else {
            text
        };
        let located = |e: DefinitionError| -> Vec<String> {
            e.problems
                .iter()
                .map(|p| format!("{}: {p}", e.file))
                .collect()
        };
        let def = self.parse(file, source).map_err(located)?;
        let v = self.compile(&def).map_err(located)?;
        if v.key() != key {
            return Err(vec![format!(
                "{file}: defines the variant '{}', not '{key}'",
                v.key()
            )]);
        }
        Ok(v)
    }

    /// Keys of every variant, in the order they were added.
    pub fn keys(&self) -> Vec<&str> {
        self.variants.iter().map(|v| v.key()).collect()
    }

    pub fn get(&self, key: &str) -> Option<Arc<Variant>> {
        self.variants.iter().find(|v| v.key() == key).cloned()
    }

    /// The variant whose definition has this content hash.
    pub fn by_hash(&self, hash: &DefinitionHash) -> Option<Arc<Variant>> {
        self.variants
            .iter()
            .find(|v| v.definition_hash() == *hash)
            .cloned()
    }

    pub fn all(&self) -> &[Arc<Variant>] {
        &self.variants
    }

    /// Built-in definitions that failed to build.
    pub fn errors(&self) -> &[DefinitionError] {
        &self.errors
    }
}

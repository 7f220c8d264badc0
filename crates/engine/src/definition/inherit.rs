//! `inherits = "chess"`: a definition starts from another and overrides its tables key
//! by key, through any number of parents.

use super::error::DefinitionError;

/// Merges `child` over `parent`: tables key by key, anything else replaced.
fn merge(parent: &mut toml::Table, child: toml::Table) {
    for (k, v) in child {
        match (parent.get_mut(&k), v) {
            (Some(toml::Value::Table(p)), toml::Value::Table(c)) => merge(p, c),
            (_, v) => {
                parent.insert(k, v);
            }
        }
    }
}

/// The longest definition text read. The largest real one is under 8 kB; the TOML
/// reader overflowed its stack on some texts of a few hundred kilobytes.
const MAX_SOURCE_BYTES: usize = 64 * 1024;

/// Resolves `inherits` through `lookup` (file name -> source) and returns the merged
/// table. Cycles and missing parents are errors.
pub(super) fn resolve_inheritance(
    file: &str,
    source: &str,
    lookup: &dyn Fn(&str) -> Option<String>,
) -> Result<toml::Table, DefinitionError> {
    let fail = |p: String| DefinitionError {
        file: file.to_string(),
        problems: vec![p],
    };
    if source.len() > MAX_SOURCE_BYTES {
        return Err(fail(format!(
            "the definition is {} bytes long; at most {MAX_SOURCE_BYTES} are read",
            source.len()
        )));
    }
    let mut chain = vec![file.to_string()];
    let mut table: toml::Table = toml::from_str(source).map_err(|e| fail(e.to_string()))?;
    let mut layers = Vec::new();
    while let Some(parent) = table.remove("inherits") {
        let Some(parent) = parent.as_str().map(str::to_string) else {
            return Err(fail(
                "inherits: must be the key of another definition".into(),
            ));
        };
        if chain.contains(&parent) {
            return Err(fail(format!("inherits: '{parent}' leads to a cycle")));
        }
        let Some(text) = lookup(&parent) else {
            return Err(fail(format!("inherits: no definition '{parent}'")));
        };
        let parent_table: toml::Table = toml::from_str(&text)
            .map_err(|e| fail(format!("inherits: '{parent}' does not parse: {e}")))?;
        chain.push(parent);
        layers.push(std::mem::replace(&mut table, parent_table));
    }
    while let Some(layer) = layers.pop() {
        merge(&mut table, layer);
    }
    Ok(table)
}

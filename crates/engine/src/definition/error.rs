//! What is wrong with a definition: every problem found, each naming its key.

use std::fmt;

/// Everything wrong with one definition.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct DefinitionError {
    pub file: String,
    pub problems: Vec<String>,
}

impl fmt::Display for DefinitionError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}: ", self.file)?;
        for (i, p) in self.problems.iter().enumerate() {
            if i > 0 {
                f.write_str("; ")?;
            }
            f.write_str(p)?;
        }
        Ok(())
    }
}

impl std::error::Error for DefinitionError {}

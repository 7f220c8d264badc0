//! The content hash of a definition: the SHA-256 of its canonical text, which key order,
//! comments and whitespace do not change. A stored game names the exact rules it was
//! played under by it, and every compiled variant carries the hash of its definition.

use std::fmt;

/// The SHA-256 of a definition's canonical text.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct DefinitionHash(pub [u8; 32]);

impl fmt::Display for DefinitionHash {
    /// Lower-case hex, 64 digits.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for b in self.0 {
            write!(f, "{b:02x}")?;
        }
        Ok(())
    }
}

impl std::str::FromStr for DefinitionHash {
    type Err = String;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        if s.len() != 64 || !s.bytes().all(|b| b.is_ascii_hexdigit()) {
            return Err(format!("'{s}' is not 64 hexadecimal digits"));
        }
        let mut out = [0u8; 32];
        for (i, byte) in out.iter_mut().enumerate() {
            *byte = u8::from_str_radix(&s[2 * i..2 * i + 2], 16).map_err(|e| e.to_string())?;
        }
        Ok(DefinitionHash(out))
    }
}

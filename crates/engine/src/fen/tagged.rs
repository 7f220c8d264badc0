//! The tagged fields after the counters: what a mechanic keeps in the position besides
//! the pieces, each written only when it is not zero, as a tag and its value. One
//! reader and one writer per tag; a mechanic that keeps something new in the position
//! adds its tag here.

use super::error::{ParseFenError, number};
use crate::setup::Setup;
use std::fmt::Write;

/// Reads one tagged field into `s`.
pub(super) fn read(s: &mut Setup, field: &str) -> Result<(), ParseFenError> {
    if let Some(n) = field.strip_prefix("pass") {
        s.passes = number(n, "pass count")?.min(255);
    } else if let Some(counts) = field.strip_prefix("checks") {
        let Some((w, b)) = counts.split_once('+') else {
            return Err(ParseFenError::Tagged(format!(
                "'{field}' is not a check count such as 'checks2+1'"
            )));
        };
        s.checks = [
            number(w, "check count")?.min(255),
            number(b, "check count")?.min(255),
        ];
    } else {
        return Err(ParseFenError::Text(format!("unexpected field '{field}'")));
    }
    Ok(())
}

/// Writes the tagged fields of `s` that are not zero, each after a space.
pub(super) fn write(s: &Setup, out: &mut String) {
    if s.passes > 0 {
        let _ = write!(out, " pass{}", s.passes);
    }
    if s.checks != [0, 0] {
        let _ = write!(out, " checks{}+{}", s.checks[0], s.checks[1]);
    }
}

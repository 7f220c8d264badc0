//! How the importer writes values into our TOML: a quoted string, a piece's label.

/// `s` as a TOML basic string (control characters dropped).
pub(super) fn quoted(s: &str) -> String {
    let mut q = String::from("\"");
    for c in s.chars() {
        match c {
            '"' => q.push_str("\\\""),
            '\\' => q.push_str("\\\\"),
            c if c.is_control() => {}
            c => q.push(c),
        }
    }
    q.push('"');
    q
}

/// The label of the kind with letter `letter` (`P`).
pub(super) fn label(letter: char) -> String {
    letter.to_ascii_uppercase().to_string()
}

/// A list of squares `(file, rank)`, from 1, as a TOML list of square names.
pub(super) fn squares(region: &[(usize, usize)]) -> String {
    let list: Vec<String> = region
        .iter()
        .map(|(file, rank)| quoted(&format!("{}{rank}", char::from(b'a' + (*file - 1) as u8))))
        .collect();
    format!("[{}]", list.join(", "))
}

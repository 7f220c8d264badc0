//! Bytes as lower-case hex: how the server writes hashes, MACs and random tokens into
//! URLs, headers and the database.

/// `bytes` as two lower-case hex digits each.
pub fn lower(bytes: &[u8]) -> String {
    use std::fmt::Write;
    let mut s = String::with_capacity(bytes.len() * 2);
    for b in bytes {
        let _ = write!(s, "{b:02x}");
    }
    s
}

#[cfg(test)]
mod tests {
    #[test]
    fn two_lower_case_digits_a_byte() {
        assert_eq!(super::lower(&[0x00, 0x0f, 0xa0, 0xff]), "000fa0ff");
        assert_eq!(super::lower(&[]), "");
    }
}

//! Bytes as lower-case hex: how the server writes hashes, MACs and random tokens into
//! URLs, headers and the database.

/// `bytes` as two lower-case hex digits each.
pub fn lower(bytes: &[u8]) -> String {
    const DIGITS: &[u8; 16] = b"0123456789abcdef";
    let mut s = String::with_capacity(bytes.len() * 2);
    for &b in bytes {
        s.push(DIGITS[usize::from(b >> 4)] as char);
        s.push(DIGITS[usize::from(b & 0x0f)] as char);
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

//! Structure-aware mutation of valid texts: characters inserted, deleted and replaced,
//! tokens spliced in from other valid texts, numbers made huge or negative, unusual
//! Unicode, and now and then a very long input. Works on `char`s, so every result is
//! valid UTF-8 (the engine takes `&str`; bad bytes are the web layer's concern).

use crate::support::Rng;

/// Characters the notations use, plus their near misses.
const ASCII: &[u8] =
    b"abcdefghijklmnopqrstuvwxyzKQRBNPCDOG0123456789-*@/;:+=#x()[]{}|,._~^' \t\n\"\\!?%&$<>`\r";

/// Characters that trip byte-index arithmetic, case mapping or digit parsing:
/// multi-byte letters, letters whose lower case is longer (`İ`), ligatures that
/// upper-case into several letters (`ﬃ`), numerals that `char::is_numeric` accepts but
/// `to_digit` refuses, combining marks, byte-order and direction marks, NUL, the last
/// code point, an emoji.
const UNICODE: &[char] = &[
    'é',
    'ß',
    'İ',
    'ı',
    'ﬃ',
    'Ω',
    'K',
    '１',
    '٣',
    'Ⅻ',
    '½',
    '²',
    '\u{301}',
    '\u{FEFF}',
    '\u{202E}',
    '\u{200B}',
    '\u{0}',
    '\u{7F}',
    '\u{85}',
    '\u{A0}',
    '\u{3000}',
    '\u{10FFFF}',
    '🐦',
    '♔',
    '♟',
    '中',
];

/// Numbers at the edges of the integer types the engine might parse into.
pub const NUMBERS: &[&str] = &[
    "0",
    "-1",
    "-0",
    "+1",
    "255",
    "256",
    "65535",
    "65536",
    "2147483648",
    "4294967295",
    "4294967296",
    "9223372036854775807",
    "-9223372036854775809",
    "18446744073709551616",
    "99999999999999999999",
    "1e309",
    "0x10",
    "00000000000000000001",
    "17",
    "16",
];

pub fn random_char(rng: &mut Rng) -> char {
    if rng.below(5) == 0 {
        UNICODE[rng.below(UNICODE.len())]
    } else {
        ASCII[rng.below(ASCII.len())] as char
    }
}

/// The tokens of a text: runs of letters and digits, and single other characters.
pub fn tokens(text: &str) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut word = String::new();
    for c in text.chars() {
        if c.is_alphanumeric() || c == '_' {
            word.push(c);
        } else {
            if !word.is_empty() {
                out.push(std::mem::take(&mut word));
            }
            out.push(c.to_string());
        }
    }
    if !word.is_empty() {
        out.push(word);
    }
    out
}

/// A few mutations of `base`, splicing from `pool` (tokens of valid inputs).
pub fn mutate(rng: &mut Rng, base: &str, pool: &[String]) -> String {
    let mut s: Vec<char> = base.chars().collect();
    if rng.below(20) == 0 {
        // Pure noise now and then, the rest structure-aware.
        s = (0..rng.below(40)).map(|_| random_char(rng)).collect();
    }
    for _ in 0..1 + rng.below(4) {
        mutate_once(rng, &mut s, pool);
    }
    s.into_iter().collect()
}

fn mutate_once(rng: &mut Rng, s: &mut Vec<char>, pool: &[String]) {
    let at = rng.below(s.len() + 1);
    match rng.below(12) {
        0 | 1 => s.insert(at, random_char(rng)),
        2 if !s.is_empty() => {
            let end = (at + 1 + rng.below(4)).min(s.len());
            s.drain(at.min(s.len() - 1)..end);
        }
        3 if at < s.len() => s[at] = random_char(rng),
        4 | 5 if !pool.is_empty() => {
            let token: Vec<char> = pool[rng.below(pool.len())].chars().collect();
            // Insert or overwrite.
            if rng.below(2) == 0 {
                s.splice(at..at, token);
            } else {
                let end = (at + token.len()).min(s.len());
                s.splice(at..end, token);
            }
        }
        6 => replace_number(rng, s),
        7 if !s.is_empty() => {
            // Duplicate a slice in place.
            let start = rng.below(s.len());
            let end = (start + 1 + rng.below(12)).min(s.len());
            let copy: Vec<char> = s[start..end].to_vec();
            s.splice(end..end, copy);
        }
        8 if rng.below(25) == 0 && s.len() < 10_000 => {
            // Very long: the text, or one character, repeated into some 2 to 40 thousand
            // characters (never more: the input is built before the clock watches it).
            let unit: Vec<char> = if rng.below(2) == 0 || s.is_empty() {
                vec![random_char(rng)]
            } else {
                s.clone()
            };
            let long: Vec<char> = unit
                .iter()
                .copied()
                .cycle()
                .take(2000 + rng.below(38_000))
                .collect();
            s.splice(at..at, long);
        }
        9 => s.truncate(at),
        10 if at < s.len() => {
            let c = s[at];
            let swapped: Vec<char> = if c.is_lowercase() {
                c.to_uppercase().collect()
            } else {
                c.to_lowercase().collect()
            };
            s.splice(at..=at, swapped);
        }
        11 if s.len() > 1 => {
            let (a, b) = (rng.below(s.len()), rng.below(s.len()));
            s.swap(a, b);
        }
        _ => s.insert(at, random_char(rng)),
    }
}

/// Replaces a run of digits (or inserts at random) with an edge-case number.
fn replace_number(rng: &mut Rng, s: &mut Vec<char>) {
    let n: Vec<char> = NUMBERS[rng.below(NUMBERS.len())].chars().collect();
    let digits: Vec<usize> = (0..s.len()).filter(|&i| s[i].is_ascii_digit()).collect();
    if digits.is_empty() {
        let at = rng.below(s.len() + 1);
        s.splice(at..at, n);
        return;
    }
    let start = digits[rng.below(digits.len())];
    let end = (start..s.len())
        .find(|&i| !s[i].is_ascii_digit())
        .unwrap_or(s.len());
    s.splice(start..end, n);
}

//! Reading one option's value against the board: numbers, flags, files, regions,
//! each problem kept with the option's line.

use super::ini::Entry;
use super::model::Region;
use std::collections::BTreeMap;

pub(super) struct Reader {
    pub(super) problems: Vec<(usize, String)>,
}

impl Reader {
    pub(super) fn refuse(&mut self, e: &Entry, why: &str) {
        self.problems
            .push((e.line, format!("{} = {}: {why}", e.key, e.value)));
    }

    /// An option we import only at the values given (Fairy-Stockfish's default first).
    pub(super) fn only(&mut self, e: &Entry, values: &[&str]) {
        if !values.contains(&e.value.as_str()) {
            let why = format!("only {} can be imported", values.join(" or "));
            self.refuse(e, &why);
        }
    }

    pub(super) fn flag(&mut self, e: &Entry) -> bool {
        match e.value.as_str() {
            "true" => true,
            "false" => false,
            _ => {
                self.refuse(e, "must be true or false");
                false
            }
        }
    }

    pub(super) fn number(&mut self, e: &Entry, lo: usize, hi: usize) -> Option<usize> {
        match e.value.parse::<usize>() {
            Ok(n) if (lo..=hi).contains(&n) => Some(n),
            _ => {
                self.refuse(e, &format!("must be a number from {lo} to {hi}"));
                None
            }
        }
    }

    /// A file as a number from 1 or a letter from `a`.
    pub(super) fn file(&mut self, e: &Entry, files: usize) -> Option<usize> {
        let v = e.value.as_str();
        let n = match v.parse::<usize>() {
            Ok(n) => Some(n),
            Err(_) => match v.as_bytes() {
                [c @ b'a'..=b'z'] => Some(usize::from(c - b'a') + 1),
                _ => None,
            },
        };
        match n {
            Some(n) if n >= 1 && n <= files => Some(n),
            _ => {
                self.refuse(
                    e,
                    &format!("must be a file of the board (1 to {files}, or a letter)"),
                );
                None
            }
        }
    }

    /// A region, or `-` for none.
    pub(super) fn region_or_none(
        &mut self,
        e: &Entry,
        files: usize,
        ranks: usize,
    ) -> Option<Region> {
        match e.value.trim() {
            "-" => Some(Vec::new()),
            _ => self.region(e, files, ranks),
        }
    }

    pub(super) fn region(&mut self, e: &Entry, files: usize, ranks: usize) -> Option<Region> {
        let mut out = Vec::new();
        for word in e.value.split_whitespace() {
            let (f, r) = word.split_at(word.chars().next().map_or(0, char::len_utf8));
            let rank = r.parse::<usize>().ok().filter(|n| (1..=ranks).contains(n));
            let Some(rank) = rank else {
                self.refuse(e, &format!("'{word}' is not a square or rank of the board"));
                return None;
            };
            match f.as_bytes() {
                [b'*'] => out.extend((1..=files).map(|file| (file, rank))),
                [c @ b'a'..=b'z'] if usize::from(c - b'a') < files => {
                    out.push((usize::from(c - b'a') + 1, rank))
                }
                _ => {
                    self.refuse(e, &format!("'{word}' is not a square or rank of the board"));
                    return None;
                }
            }
        }
        Some(out)
    }

    /// `pawn = p`, `king = k:KN`, `customPiece1 = a:mWfcF`, or `- ` to remove the type.
    pub(super) fn piece(
        &mut self,
        option: &str,
        e: &Entry,
        letters: &mut BTreeMap<String, (char, String, usize)>,
    ) {
        if e.value == "-" {
            letters.remove(option);
            return;
        }
        let (letter, betza) = match e.value.split_once(':') {
            Some((l, b)) => (l.trim(), b.trim().to_string()),
            None => (e.value.as_str(), String::new()),
        };
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            self.refuse(
                e,
                "the piece must be one letter (optionally ':' and its Betza)",
            );
            return;
        };
        if !c.is_ascii_alphabetic() {
            self.refuse(e, "the piece must be one letter");
            return;
        }
        let custom = option.starts_with("customPiece");
        if custom && betza.is_empty() {
            self.refuse(e, "a custom piece needs its Betza after ':'");
            return;
        }
        if !custom && !betza.is_empty() && option != "king" {
            self.refuse(
                e,
                "only the king and custom pieces take a Betza string here",
            );
            return;
        }
        let c = c.to_ascii_lowercase();
        // A later option for the same letter replaces the type it had.
        letters.retain(|_, (l, ..)| *l != c);
        letters.insert(option.to_string(), (c, betza, e.line));
    }
}

//! A fixed-size set of squares, used for occupancy and castling rights.

use crate::geometry::MAX_SQUARES;
use crate::square::Square;

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Bits([u64; MAX_SQUARES / 64]);

impl Bits {
    pub fn set(&mut self, sq: Square) {
        self.0[sq.index() >> 6] |= 1 << (sq.index() & 63);
    }

    pub fn clear(&mut self, sq: Square) {
        self.0[sq.index() >> 6] &= !(1 << (sq.index() & 63));
    }

    pub fn has(&self, sq: Square) -> bool {
        self.0[sq.index() >> 6] & (1 << (sq.index() & 63)) != 0
    }

    /// The squares `64 * w ..` `64 * w + 63` as the bits of one word (none past the end).
    #[inline]
    pub fn word(&self, w: usize) -> u64 {
        self.0.get(w).copied().unwrap_or(0)
    }

    /// Sets the squares of word `w` (see `word`) to `bits`.
    #[inline]
    pub fn set_word(&mut self, w: usize, bits: u64) {
        if let Some(x) = self.0.get_mut(w) {
            *x = bits;
        }
    }

    /// Every square there can be.
    pub fn all() -> Bits {
        Bits([u64::MAX; MAX_SQUARES / 64])
    }

    /// The squares of `self` not in `other`.
    #[inline]
    pub fn without(mut self, other: &Bits) -> Bits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= !b;
        }
        self
    }

    /// Whether every square of `self` is in `other`. Every word is read, with no
    /// branch but the answer's: it is asked of every piece the generator walks.
    #[inline]
    pub fn within(&self, other: &Bits) -> bool {
        self.0
            .iter()
            .zip(other.0)
            .fold(0, |outside, (a, b)| outside | (a & !b))
            == 0
    }

    /// The squares in both.
    #[inline]
    pub fn and(mut self, other: &Bits) -> Bits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a &= b;
        }
        self
    }

    /// The squares in either.
    #[inline]
    pub fn or(mut self, other: &Bits) -> Bits {
        for (a, b) in self.0.iter_mut().zip(other.0) {
            *a |= b;
        }
        self
    }

    #[inline]
    pub fn is_empty(&self) -> bool {
        self.0.iter().all(|&w| w == 0)
    }

    /// Every square moved `by` indices up (down when negative); squares moved past
    /// either end are lost. Whether a square moved so is on the same rank or a
    /// neighbouring one is the caller's business (`MoveTables`' leaps keep only the
    /// squares whose move stays on the board).
    #[inline]
    pub fn shifted(&self, by: i32) -> Bits {
        const WORDS: usize = MAX_SQUARES / 64;
        let mut out = [0u64; WORDS];
        let whole = (by.unsigned_abs() / 64) as usize;
        let bits = by.unsigned_abs() % 64;
        if whole >= WORDS {
            return Bits(out);
        }
        if by >= 0 {
            for (i, w) in out.iter_mut().enumerate().skip(whole) {
                *w = self.0[i - whole] << bits;
                if bits != 0 && i > whole {
                    *w |= self.0[i - whole - 1] >> (64 - bits);
                }
            }
        } else {
            for (i, w) in out.iter_mut().enumerate().take(WORDS - whole) {
                *w = self.0[i + whole] >> bits;
                if bits != 0 && i + whole + 1 < WORDS {
                    *w |= self.0[i + whole + 1] << (64 - bits);
                }
            }
        }
        Bits(out)
    }

    pub fn count(&self) -> u32 {
        self.0.iter().map(|w| w.count_ones()).sum()
    }

    pub fn iter(&self) -> BitsIter {
        BitsIter {
            words: self.0,
            word: 0,
        }
    }
}

pub struct BitsIter {
    words: [u64; MAX_SQUARES / 64],
    word: usize,
}

impl Iterator for BitsIter {
    type Item = Square;

    fn next(&mut self) -> Option<Square> {
        while self.word < self.words.len() {
            let w = self.words[self.word];
            if w != 0 {
                let bit = w.trailing_zeros() as usize;
                self.words[self.word] = w & (w - 1);
                return Some(Square((self.word * 64 + bit) as u16));
            }
            self.word += 1;
        }
        None
    }
}

//! A fixed-width signed integer of `N` 64-bit words, for matching weights.
//!
//! The Dutch system's criteria are encoded lexicographically in one edge weight, field
//! above field, so that no sum of a lower criterion can carry into a higher one. With
//! up to ~2000 players and a score block per score level that needs a few hundred bits,
//! more than `i128` holds. The matching only adds, subtracts, compares and halves, so
//! this type provides exactly those (two's complement, little-endian words).

use std::cmp::Ordering;
use std::ops::{Add, Sub};

/// A two's-complement integer of `N` words; the top bit of the last word is the sign.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Wide<const N: usize>(pub [u64; N]);

impl<const N: usize> Wide<N> {
    /// Zero.
    pub const ZERO: Self = Wide([0; N]);

    /// A small non-negative value.
    pub fn from_u64(v: u64) -> Self {
        let mut w = [0; N];
        if N > 0 {
            w[0] = v;
        }
        Wide(w)
    }

    /// Whether the value is negative.
    pub fn is_negative(&self) -> bool {
        N > 0 && (self.0[N - 1] >> 63) == 1
    }

    /// Arithmetic shift right by one (division by two rounding towards minus infinity;
    /// the matching only halves even values).
    pub fn half(self) -> Self {
        let mut out = [0u64; N];
        let sign = if self.is_negative() { 1u64 << 63 } else { 0 };
        for (i, o) in out.iter_mut().enumerate() {
            let high = if i + 1 < N { self.0[i + 1] << 63 } else { sign };
            *o = (self.0[i] >> 1) | high;
        }
        Wide(out)
    }

    /// Adds `v << shift` to a non-negative accumulator (used to build weights field
    /// by field). Bits shifted past the top are dropped; callers size fields to fit.
    pub fn add_shifted(&mut self, v: u64, shift: u32) {
        let word = (shift / 64) as usize;
        let bit = shift % 64;
        if word >= N {
            return;
        }
        let mut addend = [0u64; N];
        addend[word] = v << bit;
        if bit > 0 && word + 1 < N {
            addend[word + 1] = v >> (64 - bit);
        }
        *self = *self + Wide(addend);
    }

    /// Narrows or widens to `M` words (sign-extending); the value must fit.
    pub fn resize<const M: usize>(self) -> Wide<M> {
        let fill = if self.is_negative() { u64::MAX } else { 0 };
        let mut out = [fill; M];
        for (i, o) in out.iter_mut().enumerate() {
            if i < N {
                *o = self.0[i];
            }
        }
        Wide(out)
    }

    /// The number of significant bits of a non-negative value.
    pub fn bits(&self) -> u32 {
        for i in (0..N).rev() {
            if self.0[i] != 0 {
                return 64 * i as u32 + (64 - self.0[i].leading_zeros());
            }
        }
        0
    }
}

impl<const N: usize> Add for Wide<N> {
    type Output = Self;
    fn add(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut carry = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(rhs.0[i]);
            let (s2, c2) = s1.overflowing_add(carry as u64);
            *o = s2;
            carry = c1 || c2;
        }
        Wide(out)
    }
}

impl<const N: usize> Sub for Wide<N> {
    type Output = Self;
    fn sub(self, rhs: Self) -> Self {
        let mut out = [0u64; N];
        let mut borrow = false;
        for (i, o) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(rhs.0[i]);
            let (d2, b2) = d1.overflowing_sub(borrow as u64);
            *o = d2;
            borrow = b1 || b2;
        }
        Wide(out)
    }
}

impl<const N: usize> Ord for Wide<N> {
    fn cmp(&self, other: &Self) -> Ordering {
        match (self.is_negative(), other.is_negative()) {
            (true, false) => return Ordering::Less,
            (false, true) => return Ordering::Greater,
            _ => {}
        }
        // Same sign: two's complement words compare as unsigned, most significant first.
        for i in (0..N).rev() {
            match self.0[i].cmp(&other.0[i]) {
                Ordering::Equal => continue,
                unequal => return unequal,
            }
        }
        Ordering::Equal
    }
}

impl<const N: usize> PartialOrd for Wide<N> {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn w(v: i128) -> Wide<2> {
        Wide([v as u64, (v >> 64) as u64])
    }

    #[test]
    fn arithmetic_agrees_with_i128() {
        let values = [
            0i128,
            1,
            -1,
            5,
            -7,
            1 << 70,
            -(1 << 90),
            i64::MAX as i128 * 3,
        ];
        for &a in &values {
            for &b in &values {
                assert_eq!(w(a) + w(b), w(a + b));
                assert_eq!(w(a) - w(b), w(a - b));
                assert_eq!(w(a).cmp(&w(b)), a.cmp(&b), "{a} vs {b}");
            }
            assert_eq!(w(a).half(), w(a >> 1));
        }
    }

    #[test]
    fn shifted_fields_land_across_words() {
        let mut x = Wide::<4>::ZERO;
        x.add_shifted(3, 63);
        assert_eq!(x.0, [1 << 63, 1, 0, 0]);
        x.add_shifted(1, 200);
        assert_eq!(x.bits(), 201);
        let y: Wide<8> = x.resize();
        assert_eq!(y.resize::<4>(), x);
    }
}

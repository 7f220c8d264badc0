//! A tiny seeded xorshift generator, so the recorded game and the players' choices are
//! reproducible from a seed without a dependency.

#[derive(Clone, Debug)]
pub struct XorShift(u64);

impl XorShift {
    /// A zero state would stay zero forever, so the seed is mixed first (splitmix64).
    pub fn new(seed: u64) -> XorShift {
        let mut z = seed.wrapping_add(0x9E37_79B9_7F4A_7C15);
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        XorShift(if z == 0 { 1 } else { z })
    }

    pub fn next_u64(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        self.0 = x;
        x
    }

    /// A number in `0..n` (`n` > 0); the modulo bias is irrelevant at these sizes.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next_u64() % n.max(1)
    }

    /// Fisher-Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_same_seed_gives_the_same_sequence_and_zero_is_a_usable_seed() {
        let a: Vec<u64> = (0..5)
            .map({
                let mut r = XorShift::new(0);
                move |_| r.next_u64()
            })
            .collect();
        let b: Vec<u64> = (0..5)
            .map({
                let mut r = XorShift::new(0);
                move |_| r.next_u64()
            })
            .collect();
        assert_eq!(a, b);
        assert!(a.iter().all(|&x| x != 0));
    }
}

//! The Dutch pairing's time: 1,000 entrants in the first round (the target is under a
//! second in release), and the fifth round of fields of 100 and 200 entrants after
//! four rounds of random results (score groups, floaters, colour preferences). Later
//! rounds of 1,000 entrants are not measured here: each of their brackets runs
//! several matchings over all unpaired players, and they take minutes (the known gap,
//! see the crate's report).

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost_pairing::{Colour, Float, Player, dutch};
use std::hint::black_box;

/// A xorshift generator, so the field is the same on every run.
struct Rng(u64);
impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

/// `n` players after `rounds` rounds paired by our own Dutch pairing, with random
/// results (white wins 2 in 5, draws 1 in 5).
fn field(n: u32, rounds: u32, total: u32) -> Vec<Player> {
    let mut rng = Rng(0xC0FF_EE00_1234_5678);
    let mut ps: Vec<Player> = (1..=n)
        .map(|number| Player {
            number,
            ..Player::default()
        })
        .collect();
    for round in 1..=rounds {
        let p = dutch::pair(&ps, round, total).expect("a large field pairs");
        let before: Vec<u32> = ps.iter().map(|p| p.score_halves).collect();
        for b in &p.boards {
            let (hw, hb) = match rng.below(5) {
                0 | 1 => (2, 0),
                2 => (1, 1),
                _ => (0, 2),
            };
            let (sw, sb) = (before[b.white as usize - 1], before[b.black as usize - 1]);
            let float = |a: u32, b: u32| match a.cmp(&b) {
                std::cmp::Ordering::Greater => Float::Down,
                std::cmp::Ordering::Less => Float::Up,
                std::cmp::Ordering::Equal => Float::None,
            };
            for (who, opp, c, h, f) in [
                (b.white, b.black, Colour::White, hw, float(sw, sb)),
                (b.black, b.white, Colour::Black, hb, float(sb, sw)),
            ] {
                let pl = &mut ps[who as usize - 1];
                pl.colours.push(Some(c));
                pl.opponents.push(opp);
                pl.score_halves += h;
                pl.floats.push(f);
            }
        }
        if let Some(bye) = p.bye {
            let pl = &mut ps[bye as usize - 1];
            pl.colours.push(None);
            pl.floats.push(Float::Down);
            pl.score_halves += 2;
            pl.had_bye = true;
        }
    }
    ps
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("dutch");
    group.sample_size(10);
    let first = field(1000, 0, 9);
    group.bench_function("1000 entrants, round 1", |b| {
        b.iter(|| dutch::pair(black_box(&first), 1, 9).expect("pairs"))
    });
    for n in [100, 200] {
        let fifth = field(n, 4, 9);
        group.bench_function(format!("{n} entrants, round 5"), |b| {
            b.iter(|| dutch::pair(black_box(&fifth), 5, 9).expect("pairs"))
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

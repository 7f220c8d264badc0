//! Tandem-84 move generation speed: listing every legal turn must take well under
//! 20 ms. Positions: Black's first two-move turn (after 1. P c2-c4), and two busy
//! middlegames with both sides' pieces developed on both boards.

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost_engine::notation::resolve;
use pigeonpost_engine::{Position, registry};
use std::hint::black_box;

const MIDDLEGAMES: &[(&str, &str)] = &[
    ("middlegame-1", MIDDLEGAME_1),
    ("middlegame-2", MIDDLEGAME_2),
];

const MIDDLEGAME_1: &str = "g1m2r|r2kbg/pp1n1p|p1pq1p/2pp2|1p1np1/1P2P1|2PP2/2NB1P|1Q1N2/P1P2P|P3PP/G1CK1R|R1BM1G w - - 0 10";
const MIDDLEGAME_2: &str = "1rm1g1|g1k2r/p2bpp|pbpp1p/1pnp2|2n1q1/2P1P1|1p2P1/PN1Q2|2NP2/1P1B1P|PPC2P/G2K1R|R1M2G b - - 0 10";

fn legal_turns(c: &mut Criterion) {
    let v = registry::get("tandem84").expect("tandem84");
    let start = Position::start(&v);
    let first = resolve(&start, "P c2-c4").expect("legal").turn;
    let black_first = start.play_unchecked(&first);
    let mut cases = vec![("black-first-turn", black_first)];
    for (name, fen) in MIDDLEGAMES {
        cases.push((name, Position::from_fen(&v, fen).expect("position")));
    }
    for (name, pos) in cases {
        eprintln!("{name}: {} legal turns", pos.legal_turns().len());
        c.bench_function(&format!("tandem84 legal_turns {name}"), |b| {
            b.iter(|| black_box(&pos).legal_turns())
        });
    }
}

criterion_group!(benches, legal_turns);
criterion_main!(benches);

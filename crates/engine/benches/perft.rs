//! Perft speed in nodes per second (criterion reports them as elements/s).
//! Target on the 2-core CI machine, release build: chess at least 25 million nodes/s.

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use pigeonpost_engine::{Position, perft, registry};
use std::hint::black_box;

fn bench(c: &mut Criterion) {
    let cases = [
        ("chess start d5", "chess", None, 5, 4_865_609u64),
        (
            "kiwipete d4",
            "chess",
            Some("r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1"),
            4,
            4_085_603,
        ),
        ("capablanca start d4", "capablanca", None, 4, 805_128),
    ];
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    for (name, key, fen, depth, nodes) in cases {
        let v = registry::get(key).expect("variant");
        let pos = match fen {
            Some(f) => Position::from_fen(&v, f).expect("fen"),
            None => Position::start(&v),
        };
        assert_eq!(perft::perft(&pos, depth), nodes, "{name}");
        group.throughput(Throughput::Elements(nodes));
        group.bench_function(name, |b| b.iter(|| perft::perft(black_box(&pos), depth)));
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

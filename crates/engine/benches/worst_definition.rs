//! Move generation on the worst definitions the limits accept (see
//! `src/limits.rs`): a 16x16 board with 128 pieces, every one but the kings a
//! rider in 56 directions (the queen, riders of every leap up to (3,3), and a cannon
//! in the queen's lines, whose moves overlap and so take the deduplicating path); and
//! the largest board turns of two moves allow (128 squares) with 64 such pieces. The
//! 16x16 start has no perft here: its depth 2 (1679 * 1679 nodes) takes seconds.
//! Positions: the start, and a real position of play reached by a fixed walk (turn
//! `i * 31 + 7` of the legal ones at ply `i`).

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost_engine::registry::build_custom;
use pigeonpost_engine::{Position, perft};
use std::hint::black_box;
use std::sync::Arc;

/// 56 directions: 48 rider directions of every leap up to (3,3), 8 cannon lines.
const RIDER: &str = "QDDNNAAHHCCZZGGpQ";

fn definition(files: usize, ranks: usize, fen: &str, mechanics: &str) -> String {
    format!(
        "key = \"worst\"\nname = \"Worst\"\n[board]\nfiles = {files}\nranks = {ranks}\n\
         [pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\nroyal = true\n\
         [pieces.X]\nname = \"Rider\"\nbetza = \"{RIDER}\"\nglyph = \"queen-knight\"\n\
         [setup]\nfen = \"{fen}\"\n[draws]\nrepetition = false\n{mechanics}"
    )
}

/// `n` ranks of white riders (the king on a1) and of black ones (the king on the last
/// rank's first square), the middle empty.
fn packed_fen(files: usize, ranks: usize, n: usize) -> String {
    let full = |c: char| c.to_string().repeat(files);
    let mut rows = Vec::new();
    for r in (0..ranks).rev() {
        rows.push(if r == ranks - 1 {
            format!("k{}", "x".repeat(files - 1))
        } else if r >= ranks - n {
            full('x')
        } else if r == 0 {
            format!("K{}", "X".repeat(files - 1))
        } else if r < n {
            full('X')
        } else {
            files.to_string()
        });
    }
    format!("{} w - - 0 1", rows.join("/"))
}

fn walk(v: &Arc<pigeonpost_engine::Variant>, plies: usize) -> Position {
    let mut pos = Position::start(v);
    for i in 0..plies {
        let turns = pos.legal_turns();
        if turns.is_empty() {
            break;
        }
        pos = pos.play_unchecked(&turns[(i * 31 + 7) % turns.len()]);
    }
    pos
}

fn bench(c: &mut Criterion) {
    let mut group = c.benchmark_group("worst definition");
    group.sample_size(10);
    let single = definition(16, 16, &packed_fen(16, 16, 4), "");
    let v = Arc::new(
        build_custom("worst.toml", &single)
            .unwrap_or_else(|e| panic!("the worst single-move definition is refused: {e}")),
    );
    for (name, plies) in [("16x16 start", 0), ("16x16 after 6 plies", 6)] {
        let pos = walk(&v, plies);
        eprintln!("{name}: {} legal turns", pos.legal_turns().len());
        group.bench_function(format!("legal_turns {name}"), |b| {
            b.iter(|| black_box(&pos).legal_turns())
        });
        if plies > 0 {
            group.bench_function(format!("perft 2 {name}"), |b| {
                b.iter(|| perft::perft(black_box(&pos), 2))
            });
        }
    }
    // 64 pieces, 32 a side: the last rank (the king on h), three in front of the king,
    // the third rank but its a-c and p files, and one on the h-file's fourth rank, so
    // that every line into either king is blocked. Measured with Black to move: a turn
    // of two moves.
    let sparse = format!(
        "xxxxxxxkxxxxxxxx/6xxx7/3{}1/7x8/7X8/3{}1/6XXX7/XXXXXXXKXXXXXXXX b - - 0 1",
        "x".repeat(12),
        "X".repeat(12)
    );
    let two = definition(
        16,
        8,
        &sparse,
        "[mechanics.moves_per_turn]\nmoves = 2\nfirst = 1\n",
    );
    let v = Arc::new(
        build_custom("worst2.toml", &two)
            .unwrap_or_else(|e| panic!("the worst two-move definition is refused: {e}")),
    );
    for (name, plies) in [
        ("16x8 two moves start", 0),
        ("16x8 two moves after 1 ply", 1),
        ("16x8 two moves after 4 plies", 4),
    ] {
        let pos = walk(&v, plies);
        eprintln!("{name}: {} legal turns", pos.legal_turns().len());
        group.bench_function(format!("legal_turns {name}"), |b| {
            b.iter(|| black_box(&pos).legal_turns())
        });
    }
    group.finish();
}

criterion_group!(benches, bench);
criterion_main!(benches);

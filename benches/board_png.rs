//! Drawing a board picture (`web::board_png`), as mails and `board.png` do: the time to
//! draw one and the size of the PNG, for the start of the launch variants and a chess
//! middle game. Run with `cargo bench --bench board_png`; the sizes are printed first.

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost::web::board_png::{Shot, render};
use pigeonpost_engine::{Position, registry};
use std::hint::black_box;

fn positions() -> Vec<(String, Position)> {
    let mut out: Vec<(String, Position)> = [
        "chess",
        "meteoric",
        "morphomania",
        "tandem84",
        "culverin",
        "palindromic",
    ]
    .into_iter()
    .map(|key| {
        let v = registry::get(key).expect("a launch variant");
        (format!("{key} start"), Position::start(&v))
    })
    .collect();
    let chess = registry::get("chess").expect("chess");
    let middle = Position::from_fen(
        &chess,
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
    )
    .expect("a chess position");
    out.push(("chess middle game".into(), middle));
    out
}

fn draw(c: &mut Criterion) {
    for (name, position) in positions() {
        let shot = Shot {
            position: &position,
            flipped: true,
            last_squares: &[(4, 1), (4, 3)],
        };
        let png = render(&shot).expect("drawn");
        eprintln!("{name}: {} bytes", png.len());
        c.bench_function(&format!("board png {name}"), |b| {
            b.iter(|| render(black_box(&shot)))
        });
    }
}

criterion_group!(benches, draw);
criterion_main!(benches);

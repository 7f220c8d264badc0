//! The parts of a game page that are computed rather than read:
//! reading the stored position, the board as SVG, the position in words, and the turn
//! builder (the engine's first parts, then the links and JSON the page carries), each
//! in the source language and in German, whose words come from the message files too.
//! Run with `cargo bench --bench game_page_parts`.

use criterion::{Criterion, criterion_group, criterion_main};
use pigeonpost::app::rules::turn_builder;
use pigeonpost::web::board::{BoardOptions, Sheet, board_svg};
use pigeonpost::web::board_words::BoardWords;
use pigeonpost::web::position_text::describe;
use pigeonpost::web::turn_builder::{OnPage, view};
use pigeonpost_engine::{Position, registry};
use pigeonpost_i18n::Tr;
use std::hint::black_box;

/// (name, variant key, position text): a chess opening six plies in, as the load
/// tool's game page shows, a chess middle game, and Tandem-84's start.
const POSITIONS: [(&str, &str, &str); 3] = [
    (
        "chess ply 6",
        "chess",
        "rnbqkb1r/pp2pppp/5n2/2pp4/3P4/2N2N2/PPP1PPPP/R1BQKB1R w KQkq - 0 4",
    ),
    (
        "chess middle game",
        "chess",
        "r1bq1rk1/pp2bppp/2n1pn2/3p4/2PP4/2N1PN2/PP3PPP/R2QKB1R w KQ - 0 9",
    ),
    ("tandem84 start", "tandem84", ""),
];

fn parts(c: &mut Criterion) {
    for (name, key, fen) in POSITIONS {
        let v = registry::get(key).expect("a launch variant");
        let fen = match fen {
            "" => Position::start(&v).fen(),
            f => f.to_string(),
        };
        let position = Position::from_fen(&v, &fen).expect("a position");
        c.bench_function(&format!("{name}: read the position text"), |b| {
            b.iter(|| Position::from_fen(&v, black_box(&fen)))
        });
        for tr in [Tr::source(), Tr::by_tag("de").expect("German ships")] {
            let lang = tr.tag();
            let opts = BoardOptions {
                flipped: false,
                last_squares: &[(4, 1), (4, 3)],
                checked: &[],
                sheet: Sheet::Linked,
                words: BoardWords::of(tr),
            };
            c.bench_function(&format!("{name}: board as SVG ({lang})"), |b| {
                b.iter(|| board_svg(black_box(&position), &opts))
            });
            c.bench_function(&format!("{name}: position in words ({lang})"), |b| {
                b.iter(|| describe(black_box(&position), tr))
            });
            c.bench_function(&format!("{name}: turn builder ({lang})"), |b| {
                let send = tr.t("game-send");
                let page = OnPage {
                    href: "/games/1",
                    send_label: &send,
                    tr,
                };
                b.iter(|| {
                    let built = turn_builder::build(black_box(&position), None, false);
                    view(&page, &position, &built)
                })
            });
        }
    }
}

criterion_group!(benches, parts);
criterion_main!(benches);

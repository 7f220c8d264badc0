//! The position in words, for a player who cannot see the board (a screen reader, a
//! braille display): for each board, the pieces of each side by kind ("White: King e1;
//! Rooks a1, h1"), then rank by rank ("Rank 8: a8 black Rook, e8 black King"), then
//! what each side holds in hand. Every variant, every board of a multi-board variant.

use crate::board_words::Pattern;
use pigeonpost_engine::{Color, File, Position, Rank};
use pigeonpost_i18n::Tr;

/// One board in words.
pub struct BoardWords {
    /// "Board a–h" where a variant has several, empty where it has one.
    pub heading: String,
    /// One line per side: "White: King e1; Queen d1; Rooks a1, h1".
    pub by_piece: Vec<String>,
    /// One line per rank, from the top (rank 8 in chess).
    pub by_rank: Vec<String>,
}

/// The whole position in words.
pub struct PositionWords {
    pub boards: Vec<BoardWords>,
    /// "White holds: 2 Knights, 1 Rook" per side with a reserve.
    pub reserves: Vec<String>,
}

/// "Rook" once, "Rooks" for more (names already plural are left alone).
fn plural(name: &str, n: usize) -> String {
    let mut s = String::with_capacity(name.len() + 1);
    push_plural(&mut s, name, n);
    s
}

fn push_plural(s: &mut String, name: &str, n: usize) {
    s.push_str(name);
    if n != 1 && !name.ends_with('s') {
        s.push('s');
    }
}

pub fn describe(position: &Position, tr: Tr) -> PositionWords {
    let g = position.variant().geometry();
    let several = g.boards().len() > 1;
    let mut names = crate::board_words::PieceNames::new(tr, position.variant());
    // The messages said once a square or a kind, cut at their values once here.
    let on_square = [Color::White, Color::Black].map(|side| {
        let fixed = Some(("side", side.name().into()));
        Pattern::text(tr, "position-on-square", &["square", "piece"], fixed)
    });
    let wall_square = Pattern::text(tr, "position-wall-square", &["square"], None);
    let rank_line = Pattern::text(tr, "position-rank", &["rank", "squares"], None);
    let mut kind_of: Vec<(usize, Pattern)> = Vec::new();
    let mut boards = Vec::new();
    for part in g.boards() {
        let files = part.files();
        let heading = if several {
            tr.t2(
                "position-board",
                ("first", part.first_file.to_string()),
                ("last", part.last_file().to_string()),
            )
        } else {
            String::new()
        };
        // Each square's piece, read once for both lists: by (rank, file within board).
        let width = part.width;
        let mut pieces = Vec::with_capacity(width * g.height());
        for r in g.ranks() {
            for f in files.clone() {
                let on_board = g.square(f, r).filter(|&sq| !g.is_hole(sq));
                pieces
                    .push(on_board.and_then(|sq| Some((g.name_at(f, r), position.piece_on(sq)?))));
            }
        }
        let at = |f: File, r: Rank| {
            pieces[r.index() * width + (f.index() - part.first_file.index())].as_ref()
        };
        let mut by_rank = Vec::with_capacity(g.height());
        for r in g.ranks().rev() {
            let mut squares = Vec::new();
            for f in files.clone() {
                if let Some((name, p)) = at(f, r) {
                    squares.push(on_square[p.color.index()].fill(&[name, names.get(p.name)]));
                } else if g.square(f, r).is_some_and(|sq| position.is_wall(sq)) {
                    squares.push(wall_square.fill(&[g.name_at(f, r)]));
                }
            }
            let rank = r.to_string();
            by_rank.push(match squares.is_empty() {
                true => tr.t1("position-rank-empty", "rank", rank),
                false => rank_line.fill(&[&rank, &squares.join(", ")]),
            });
        }
        // Kinds in the order they are first met from White's back rank, per side.
        let mut kinds: Vec<(Color, &str, Vec<&str>)> = Vec::new();
        for r in g.ranks() {
            for f in files.clone() {
                let Some(&(name, p)) = at(f, r) else {
                    continue;
                };
                match kinds
                    .iter_mut()
                    .find(|(c, n, _)| *c == p.color && *n == p.name)
                {
                    Some((_, _, squares)) => squares.push(name),
                    None => kinds.push((p.color, p.name, vec![name])),
                }
            }
        }
        let mut by_piece: Vec<String> = [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                let of_side: Vec<String> = kinds
                    .iter()
                    .filter(|(c, _, _)| *c == color)
                    .map(|(_, name, squares)| {
                        // The form the count asks for (one rook, two rooks) is fixed in
                        // the pattern, cut once for each count met.
                        let n = squares.len();
                        let at = match kind_of.iter().position(|(count, _)| *count == n) {
                            Some(at) => at,
                            None => {
                                let values = ["piece", "pieces", "squares"];
                                let count = Some(("count", (n as i64).into()));
                                kind_of
                                    .push((n, Pattern::text(tr, "position-kind", &values, count)));
                                kind_of.len() - 1
                            }
                        };
                        let said = names.get(name).to_string();
                        kind_of[at]
                            .1
                            .fill(&[&said, &plural(name, n), &squares.join(", ")])
                    })
                    .collect();
                match of_side.is_empty() {
                    true => tr.t1("position-side-none", "side", color.name()),
                    false => tr.t2(
                        "position-side",
                        ("side", color.name()),
                        ("kinds", of_side.join("; ")),
                    ),
                }
            })
            .collect();
        // The walls (a duck, arrows), which belong to neither side.
        let walls: Vec<&str> = g
            .ranks()
            .flat_map(|r| files.clone().map(move |f| (f, r)))
            .filter(|&(f, r)| g.square(f, r).is_some_and(|sq| position.is_wall(sq)))
            .map(|(f, r)| g.name_at(f, r))
            .collect();
        if !walls.is_empty() {
            by_piece.push(tr.t1("position-walls", "squares", walls.join(", ")));
        }
        boards.push(BoardWords {
            heading,
            by_piece,
            by_rank,
        });
    }
    let reserves = if position.in_hand(Color::White).is_empty() {
        Vec::new()
    } else {
        [Color::White, Color::Black]
            .into_iter()
            .map(|color| {
                let held: Vec<String> = position
                    .in_hand(color)
                    .into_iter()
                    .filter(|h| h.count > 0)
                    .map(|h| {
                        let said = names.get(&h.piece.name).to_string();
                        tr.with(
                            "position-held",
                            [
                                ("count", h.count.into()),
                                ("piece", said.into()),
                                ("pieces", plural(&h.piece.name, h.count as usize).into()),
                            ],
                        )
                    })
                    .collect();
                match held.is_empty() {
                    true => tr.t1("position-holds-nothing", "side", color.name()),
                    false => tr.t2(
                        "position-holds",
                        ("side", color.name()),
                        ("held", held.join(", ")),
                    ),
                }
            })
            .collect()
    };
    PositionWords { boards, reserves }
}

#[cfg(test)]
mod tests {
    use super::*;
    use pigeonpost_engine::registry;

    #[test]
    fn the_chess_start_in_words() {
        let words = describe(
            &Position::start(&registry::get("chess").unwrap()),
            Tr::source(),
        );
        assert_eq!(words.boards.len(), 1);
        let board = &words.boards[0];
        assert_eq!(board.heading, "");
        assert_eq!(
            board.by_piece[0],
            "White: Rooks a1, h1; Knights b1, g1; Bishops c1, f1; Queen d1; King e1; \
             Pawns a2, b2, c2, d2, e2, f2, g2, h2"
        );
        assert!(board.by_piece[1].starts_with("Black: Pawns a7, b7"));
        assert_eq!(board.by_rank.len(), 8);
        assert!(board.by_rank[0].starts_with("Rank 8: a8 black Rook, b8 black Knight"));
        assert_eq!(board.by_rank[3], "Rank 5: empty");
        assert!(board.by_rank[7].starts_with("Rank 1: a1 white Rook, b1 white Knight"));
        let de = describe(
            &Position::start(&registry::get("chess").unwrap()),
            Tr::by_tag("de").unwrap(),
        );
        assert!(de.boards[0].by_rank[7].starts_with("Reihe 1: a1 Turm (Weiß), b1 Springer (Weiß)"));
        assert!(de.boards[0].by_piece[0].starts_with("Weiß: Turm ×2 a1, h1; Springer ×2 b1, g1"));
        assert!(words.reserves.is_empty());
    }

    #[test]
    fn both_tandem84_boards_are_described() {
        let words = describe(
            &Position::start(&registry::get("tandem84").unwrap()),
            Tr::source(),
        );
        assert_eq!(words.boards.len(), 2);
        let headings: Vec<&str> = words.boards.iter().map(|b| b.heading.as_str()).collect();
        assert_eq!(headings, ["Board a–f", "Board g–l"]);
        for b in &words.boards {
            assert_eq!(b.by_rank.len(), 7, "{:?}", b.by_rank);
            assert!(b.by_piece[0].contains("Pawns"), "{:?}", b.by_piece);
        }
    }

    #[test]
    fn reserves_say_what_each_side_holds() {
        let words = describe(
            &Position::start(&registry::get("meteoric").unwrap()),
            Tr::source(),
        );
        assert_eq!(words.reserves.len(), 2);
        assert!(
            words.reserves[0].starts_with("White holds: 1 Queen, 2 Knights"),
            "{:?}",
            words.reserves
        );
        assert!(
            words.reserves[1].starts_with("Black holds: "),
            "{:?}",
            words.reserves
        );
    }
}

//! The `[mechanics]` table of a definition: one sub-table per mechanic, named by its
//! kind, holding its parameters. For example
//!
//! ```toml
//! [mechanics.moves_per_turn]
//! moves = 2
//! first = 1
//! different_boards = true
//! [mechanics.teleporting_pieces]
//! pieces = ["G"]
//! reach = "board"
//! ```
//!
//! Keyed by kind, a mechanic merges key by key under `inherits` like every other table
//! (a child changes one parameter without restating the rest). Every unknown kind,
//! unknown or ill-typed parameter and impossible combination is reported, each with
//! its key.

use super::between_boards::{Reach, Teleporting};
use super::cannon_captures::CannonCaptures;
use super::colour_balanced_drops::ColourBalancedDrops;
use super::combinations::combinations;
pub(crate) use super::compiled::{Board, Compiled};
use super::enclosing_drops::{Enclosing, EnclosingDrops};
use super::ends::read_ends;
use super::flipping::Flipping;
use super::free_drops::FreeDrops;
use super::full_board::FullBoard;
use super::gate_leaps::GateLeaps;
use super::moves_per_turn::MovesPerTurn;
use super::own_then_opponent::OwnThenOpponent;
use super::params::{Params, piece_set, square_set};
use super::passing::Passing;
use super::petrifying_captures::PetrifyingCaptures;
use super::placed_promotion::PlacedPromotion;
use super::reserve_forms::{promoted_forms_revert, revert_kind};
use super::unstacked_drops::Unstacked;
use super::walling::{WallRule, Walling};
use super::{Drops, Mechanics, TurnShape};
use crate::piece::PieceKind;
use crate::reserve::CapturesToReserve;

/// Every mechanic kind, for the "unknown kind" message.
pub(super) const KINDS: &[&str] = &[
    "bare_king_loses",
    "captures_to_reserve",
    "checkmate",
    "checks_forbidden",
    "checks_to_win",
    "colour_balanced_drops",
    "compulsory_capture",
    "explosions",
    "extinction",
    "board_transfers",
    "cannon_captures",
    "castling_across_boards",
    "castling_by_drops",
    "drops_behind_advancing_pawn",
    "drops_onto_advancing_pawn",
    "drops_onto_empty",
    "en_passant_squares",
    "drop_mate_loses",
    "enclosing_drops",
    "farthest_move",
    "flipping",
    "flying_general",
    "free_drops",
    "full_board_ends",
    "gate_leaps",
    "gating",
    "guarded_pieces",
    "king_takes_checker",
    "mating_checks",
    "moves_per_turn",
    "must_drop",
    "no_check",
    "no_stranded_pieces",
    "own_then_opponent",
    "passing",
    "petrifying_captures",
    "placed_promotion",
    "preclusion",
    "promotion_limits",
    "reversal_goal",
    "royal_capture",
    "royal_reaches_region",
    "several_royals",
    "stalemate",
    "swaps_across_boards",
    "teleporting_pieces",
    "walling",
];

pub(crate) fn compile(table: &toml::Table, board: &Board, problems: &mut Vec<String>) -> Compiled {
    let mut c = Compiled {
        mechanics: Mechanics::default(),
        several_royals: false,
        to_reserve: None,
        no_stranded_pieces: false,
        gating: false,
        gates_from_hand: false,
    };
    for (kind, value) in table {
        let Some(params) = value.as_table() else {
            problems.push(format!("mechanics.{kind}: must be a table of parameters"));
            continue;
        };
        if !KINDS.contains(&kind.as_str()) {
            problems.push(format!(
                "mechanics.{kind}: no such mechanic (known: {})",
                KINDS.join(", ")
            ));
            continue;
        }
        let mut p = Params::new(kind, params.clone(), problems);
        if !read_moves(kind, &mut p, board, &mut c) {
            read_ends(kind, &mut p, board, &mut c);
        }
        p.finish();
    }
    // Without check there is nothing for `no_check` to add. Without a royal piece
    // nothing is ever in check, and the legality test can say so at once.
    if c.mechanics.royal_capture.is_some() || board.kinds.iter().all(|k| !k.royal) {
        c.mechanics.no_check = true;
    }
    // Guarded pieces side by side are safe from each other only where a capture
    // between them would blow up the taker's own.
    if let Some(g) = &mut c.mechanics.guarded {
        g.touching_safe = c.mechanics.explosions.is_some();
    }
    // `farthest_move` constrains the turn shape, whichever table came first.
    if let TurnShape::OwnThenOpponent(o) = &mut c.mechanics.turn {
        o.farthest = table.contains_key("farthest_move");
    }
    combinations(table, board, problems);
    c.mechanics.settle();
    c
}

/// Reads one mechanic of how pieces move, drop and take turns into `c`; false when
/// `kind` is not one of those.
fn read_moves(kind: &str, p: &mut Params, board: &Board, c: &mut Compiled) -> bool {
    let m = &mut c.mechanics;
    match kind {
        "drops_onto_empty" => {
            let ranks = p.choice("pawn_ranks", &["any", "inner", "above_first", "below_zone"]);
            let unstacked = p.has("unstacked").then(|| {
                let kinds = piece_set(p, "unstacked", board.kinds);
                let count = p.int("unstacked_count", 1, 255, 1) as u8;
                (kinds, count)
            });
            let d = m.drops.get_or_insert_with(Drops::default);
            d.onto_empty = true;
            d.promoted_too = p.boolean("promoted_too", false);
            d.pawns_off_first = matches!(ranks, "inner" | "above_first");
            d.pawns_off_zone = matches!(ranks, "inner" | "below_zone");
            match unstacked {
                Some((kinds, count)) if kinds.count_ones() == 1 => {
                    d.unstacked = Some(Unstacked {
                        kind: PieceKind::new(kinds.trailing_zeros() as usize),
                        count,
                    })
                }
                Some((0, _)) => {}
                Some(_) => p.problem("unstacked", "name one piece"),
                None => {}
            }
        }
        "no_stranded_pieces" => c.no_stranded_pieces = true,
        "gating" => {
            c.gating = true;
            c.gates_from_hand = true;
            m.gating = true;
            // The reserve serves gating alone unless a drop mechanic is named too.
            m.drops.get_or_insert_with(Drops::default);
        }
        "drops_onto_advancing_pawn" => {
            m.drops
                .get_or_insert_with(Drops::default)
                .onto_advancing_pawn = true
        }
        "drops_behind_advancing_pawn" => {
            m.drops
                .get_or_insert_with(Drops::default)
                .behind_advancing_pawn = true
        }
        "cannon_captures" => {
            let kinds = piece_set(p, "pieces", board.kinds);
            let short = p.boolean("short_over_enemy_pawns", false);
            m.cannon = Some(CannonCaptures {
                kinds,
                short_over_enemy_pawns: short,
            });
        }
        "moves_per_turn" => {
            let moves = p.int("moves", 2, 2, 2) as u8;
            let first = p.int("first", 1, i64::from(moves), i64::from(moves)) as u8;
            m.turn = TurnShape::Several(MovesPerTurn {
                first,
                moves,
                different_boards: p.boolean("different_boards", false),
                same_piece_twice: p.boolean("same_piece_twice", true),
                check_each_move: p.boolean("check_each_move", false),
                check_ends_turn: p.boolean("check_ends_turn", false),
            });
        }
        "own_then_opponent" => m.turn = TurnShape::OwnThenOpponent(OwnThenOpponent::default()),
        // Read with `own_then_opponent`, which it constrains.
        "farthest_move" => {}
        "flying_general" => m.flying_general = true,
        "king_takes_checker" => m.king_takes_checker = true,
        "passing" => {
            let facing_royals_end = p.boolean("facing_royals_end", false);
            let points = if p.has("points") {
                let mut values = vec![0u32; board.kinds.len()];
                for (label, n) in p.numbers("points", 0, 1000) {
                    match board.kinds.iter().position(|k| k.label == label) {
                        Some(i) => values[i] = n as u32,
                        None => p.problem("points", &format!("no piece '{label}' in [pieces]")),
                    }
                }
                Some((values, p.int("black_extra", 0, 1000, 0) as u32))
            } else {
                if p.has("black_extra") {
                    p.problem("black_extra", "only counts with points");
                }
                None
            };
            let by_piece_count = p.boolean("by_piece_count", false);
            if by_piece_count && points.is_some() {
                p.problem(
                    "by_piece_count",
                    "the endings are decided by points already",
                );
            }
            m.passing = Some(Passing {
                facing_royals_end,
                points,
                by_piece_count,
                only_when_stuck: p.boolean("only_when_stuck", false),
            });
        }
        "board_transfers" => m.boards.transfers = true,
        "swaps_across_boards" => m.boards.swaps = true,
        "castling_across_boards" => m.boards.castling_across = true,
        "teleporting_pieces" => {
            let kinds = piece_set(p, "pieces", board.kinds);
            let reach = match p.choice("reach", &["board", "king_step"]) {
                "king_step" => Reach::KingStep,
                _ => Reach::Board,
            };
            m.boards.teleporting = Some(Teleporting { kinds, reach });
        }
        "gate_leaps" => {
            c.gating = true;
            m.gate_leaps = Some(GateLeaps::read(p, board.kinds));
        }
        "castling_by_drops" => m.castling_by_drops = true,
        "colour_balanced_drops" => {
            m.colour_balanced = Some(ColourBalancedDrops {
                kinds: piece_set(p, "pieces", board.kinds),
            })
        }
        "petrifying_captures" => {
            m.petrifying = Some(PetrifyingCaptures {
                kinds: piece_set(p, "pieces", board.kinds),
            })
        }
        "walling" => {
            let rule = WallRule::from_name(p.choice("rule", WallRule::NAMES));
            let white = p
                .has("squares")
                .then(|| square_set(p, "squares", board.geometry));
            let black = match p.has("black_squares") {
                true => Some(square_set(p, "black_squares", board.geometry)),
                false => white,
            };
            m.walling = Some(Walling {
                rule: rule.unwrap_or(WallRule::Moved),
                regions: [white, black],
            });
        }
        "enclosing_drops" => {
            let rule = Enclosing::from_name(p.choice("rule", Enclosing::NAMES));
            let start = match p.has("start") {
                true => square_set(p, "start", board.geometry),
                false => Default::default(),
            };
            m.enclosing = Some(EnclosingDrops {
                rule: rule.unwrap_or(Enclosing::Line),
                start,
            });
        }
        "flipping" => {
            m.flipping = Some(
                Flipping::from_name(p.choice("rule", Flipping::NAMES)).unwrap_or(Flipping::Lines),
            )
        }
        "placed_promotion" => m.placed_promotion = Some(read_placed(p, board)),
        "free_drops" => {
            m.free_drops = Some(FreeDrops {
                kinds: piece_set(p, "pieces", board.kinds),
            })
        }
        "full_board_ends" => {
            m.full_board = Some(FullBoard {
                by_piece_count: p.boolean("by_piece_count", false),
            })
        }
        "captures_to_reserve" => {
            let mut to_reserve = CapturesToReserve::new(board.kinds.len(), board.reserve);
            promoted_forms_revert(p, board.kinds, &mut to_reserve);
            if p.boolean("promoted_revert", false) {
                to_reserve.revert_to = revert_kind(p, board.kinds);
            }
            for (k, kind) in board.kinds.iter().enumerate() {
                if !kind.royal && to_reserve.slot_of[k].is_none() {
                    p.problem(
                        "",
                        &format!(
                            "piece '{}' has no reserve slot (without a square colour) to go to",
                            kind.label
                        ),
                    );
                }
            }
            c.to_reserve = Some(to_reserve);
        }
        _ => return false,
    }
    true
}

/// `placed_promotion`'s pawns, choices (kinds that capture as they move, so that where
/// they could move is where they attack) and zones (Black's by default White's
/// mirrored).
fn read_placed(p: &mut Params, board: &Board) -> PlacedPromotion {
    let pawns = piece_set(p, "pieces", board.kinds);
    let mut choices = Vec::new();
    for label in p.strings("choices") {
        match board.kinds.iter().position(|k| k.label == label) {
            Some(i) if board.kinds[i].royal => {
                p.problem("choices", &format!("'{label}' is royal"));
            }
            Some(i) => choices.push(PieceKind::new(i)),
            None => p.problem("choices", &format!("no piece '{label}' in [pieces]")),
        }
    }
    for &k in &choices {
        let plain = crate::betza::parse(&board.kinds[k.index()].betza)
            .is_ok_and(|cs| cs.iter().all(|c| c.moves && c.captures && !c.initial));
        if !plain {
            let label = &board.kinds[k.index()].label;
            p.problem(
                "choices",
                &format!("'{label}' must move and capture alike (no m, c or i in its Betza)"),
            );
        }
    }
    let g = board.geometry;
    let white = square_set(p, "squares", g);
    let black = match p.has("black_squares") {
        true => square_set(p, "black_squares", g),
        false => {
            let mut mirrored = crate::bits::Bits::default();
            for sq in white.iter() {
                if let Some(m) =
                    g.square_at_index(g.file_index(sq), g.height() - 1 - g.rank_index(sq))
                {
                    mirrored.set(m);
                }
            }
            mirrored
        }
    };
    PlacedPromotion {
        pawns,
        choices,
        zones: [white, black],
    }
}

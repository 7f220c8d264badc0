//! Reading the mechanics of how a game ends, and whether there is check, from their
//! `[mechanics.<kind>]` tables (the mechanics of moves and turns are `schema`'s).

use super::check_count::CheckCount;
use super::compiled::{Board, Compiled};
use super::explosions::Explosions;
use super::extinction::{Extinction, RunOut};
use super::guarded_pieces::GuardedPieces;
use super::mating_checks::MatingChecks;
use super::must_drop::MustDrop;
use super::params::{Params, piece_set, square_set};
use super::promotion_limits::PromotionLimits;
use super::region_goal::RegionGoal;
use super::reversal_goal::ReversalGoal;
use super::royal_capture::RoyalCapture;
use crate::bits::Bits;
use crate::outcome::StalemateRule;
use crate::piece::PieceKind;

/// Reads one mechanic of how the game ends (and whether there is check) into `c`.
pub(super) fn read_ends(kind: &str, p: &mut Params, board: &Board, c: &mut Compiled) {
    let m = &mut c.mechanics;
    match kind {
        "reversal_goal" => m.reversal = Some(ReversalGoal::default()),
        "preclusion" => m.preclusion = true,
        "no_check" => m.no_check = true,
        "several_royals" => c.several_royals = true,
        "royal_capture" => {
            let royal = board.kinds.iter().find(|k| k.royal);
            if royal.is_none() {
                p.problem(
                    "",
                    "there is no royal piece to capture: no piece has royal = true",
                );
            }
            m.royal_capture = Some(RoyalCapture::new(royal.map(|k| k.name.as_str())));
        }
        "stalemate" => {
            m.stalemate = match p.choice("result", &["draw", "loss", "win"]) {
                "loss" => StalemateRule::Loss,
                "win" => StalemateRule::Win,
                _ => StalemateRule::Draw,
            };
            m.stalemate_by_count = p.boolean("by_piece_count", false);
        }
        "checkmate" => m.checkmate_wins = p.choice("result", &["loss", "win"]) == "win",
        "compulsory_capture" => m.compulsory_capture = true,
        "promotion_limits" => {
            let mut limits = Vec::new();
            for (label, n) in p.numbers("limits", 0, 64) {
                match board.kinds.iter().position(|k| k.label == label) {
                    Some(i) => limits.push((PieceKind::new(i), n as u8)),
                    None => p.problem("limits", &format!("no piece '{label}' in [pieces]")),
                }
            }
            if limits.is_empty() {
                p.problem("limits", "name at least one piece and its limit");
            }
            m.promotion_limits = Some(PromotionLimits { limits });
        }
        "checks_forbidden" => {
            m.checks_forbidden = true;
            m.checks_forbidden_to_drops = p.boolean("drops_only", false);
        }
        "en_passant_squares" => {
            let mut set = |key: &str| {
                let mut bits = Bits::default();
                for name in p.strings_or_none(key) {
                    match board.geometry.parse_square(&name) {
                        Some(sq) => bits.set(sq),
                        None => p.problem(key, &format!("'{name}' is not a square of the board")),
                    }
                }
                bits
            };
            m.en_passant_squares = Some([set("white"), set("black")]);
        }
        "explosions" => {
            let mut kinds = |key: &str| match p.has(key) {
                true => piece_set(p, key, board.kinds),
                false => 0,
            };
            m.explosions = Some(Explosions {
                immune: kinds("immune"),
                mutually_immune: kinds("mutually_immune"),
            });
        }
        "bare_king_loses" => m.bare_king_loses = true,
        "drop_mate_loses" => m.drop_mate_loses = piece_set(p, "pieces", board.kinds),
        "royal_reaches_region" => {
            let white = square_set(p, "squares", board.geometry);
            // An empty list: Black has no region (only White wins so).
            let black = if p.has("black_squares") {
                let mut set = Bits::default();
                for name in p.strings_or_none("black_squares") {
                    match board.geometry.parse_square(&name) {
                        Some(sq) => set.set(sq),
                        None => p.problem(
                            "black_squares",
                            &format!("'{name}' is not a square of the board"),
                        ),
                    }
                }
                set
            } else {
                white
            };
            let survive = p.boolean("survive", false);
            let black_follows = p.boolean("black_follows", false);
            let listed = p.has("pieces");
            m.region = Some(RegionGoal {
                squares: [white, black],
                black_follows,
                pieces: match p.has("pieces") {
                    true => piece_set(p, "pieces", board.kinds),
                    false => 0,
                },
                safe: p.boolean("safe", false),
                survive,
            });
            if survive && !listed {
                p.problem(
                    "survive",
                    "only with pieces (royal pieces use black_follows)",
                );
            }
            if listed && black_follows {
                p.problem("black_follows", "only royal pieces follow: not with pieces");
            }
        }
        "extinction" => {
            let all_pieces = p.boolean("all_pieces", false);
            let kinds = match all_pieces && !p.has("pieces") {
                true => 0,
                false => piece_set(p, "pieces", board.kinds),
            };
            m.extinction = Some(Extinction {
                kinds,
                all_pieces,
                at_most: p.int("at_most", 0, 64, 0) as u8,
                opponent_at_least: p.int("opponent_at_least", 0, 64, 0) as u8,
                reply_move: p.boolean("reply_move", false),
                result: match p.choice("result", &["loss", "win", "draw"]) {
                    "win" => RunOut::Wins,
                    "draw" => RunOut::Draws,
                    _ => RunOut::Loses,
                },
            })
        }
        "must_drop" => {
            m.must_drop = Some(MustDrop {
                kinds: match p.has("pieces") {
                    true => piece_set(p, "pieces", board.kinds),
                    false => 0,
                },
            })
        }
        "guarded_pieces" => {
            m.guarded = Some(GuardedPieces {
                kinds: piece_set(p, "pieces", board.kinds),
                while_at_most: p.int("while_at_most", 1, 100, 1) as u32,
                touching_safe: false,
                not_all_attacked: p.boolean("not_all_attacked", false),
            })
        }
        "mating_checks" => {
            m.mating_checks = Some(MatingChecks {
                kinds: piece_set(p, "pieces", board.kinds),
                not_alone: match p.has("not_alone") {
                    true => piece_set(p, "not_alone", board.kinds),
                    false => 0,
                },
            })
        }
        "checks_to_win" => {
            m.check_count = Some(CheckCount {
                count: p.int("count", 1, 100, 3) as u8,
            })
        }
        _ => {}
    }
}

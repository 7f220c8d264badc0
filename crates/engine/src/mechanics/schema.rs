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
use super::check_count::CheckCount;
use super::colour_balanced_drops::ColourBalancedDrops;
use super::explosions::Explosions;
use super::extinction::Extinction;
use super::guarded_pieces::GuardedPieces;
use super::moves_per_turn::MovesPerTurn;
use super::must_drop::MustDrop;
use super::own_then_opponent::OwnThenOpponent;
use super::params::Params;
use super::passing::Passing;
use super::petrifying_captures::PetrifyingCaptures;
use super::preclusion;
use super::promotion_limits::PromotionLimits;
use super::region_goal::RegionGoal;
use super::reversal_goal::ReversalGoal;
use super::royal_capture::RoyalCapture;
use super::unstacked_drops::Unstacked;
use super::walling::{WallRule, Walling};
use super::{Drops, Mechanics, TurnShape};
use crate::bits::Bits;
use crate::geometry::Geometry;
use crate::limits::MAX_SQUARES_SEVERAL_MOVES;
use crate::outcome::StalemateRule;
use crate::piece::{KindDef, PieceKind};
use crate::reserve::{CapturesToReserve, SlotDef};

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
    "farthest_move",
    "flying_general",
    "gating",
    "guarded_pieces",
    "king_takes_checker",
    "moves_per_turn",
    "must_drop",
    "no_check",
    "no_stranded_pieces",
    "own_then_opponent",
    "passing",
    "petrifying_captures",
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

/// The mechanics, with what they compile into the variant's data (`Equipment`): the
/// mechanics that change only what a move does to the position, which the state reads.
pub(crate) struct Compiled {
    pub mechanics: Mechanics,
    pub several_royals: bool,
    pub to_reserve: Option<CapturesToReserve>,
    /// `no_stranded_pieces`: no piece may arrive unpromoted where it could never move.
    pub no_stranded_pieces: bool,
    /// `gating`: the position text lists gates, which the state keeps.
    pub gating: bool,
}

/// What the schema needs to know of the rest of the definition.
pub(crate) struct Board<'a> {
    pub geometry: &'a Geometry,
    pub kinds: &'a [KindDef],
    pub reserve: &'a [SlotDef],
}

pub(crate) fn compile(table: &toml::Table, board: &Board, problems: &mut Vec<String>) -> Compiled {
    let mut c = Compiled {
        mechanics: Mechanics::default(),
        several_royals: false,
        to_reserve: None,
        no_stranded_pieces: false,
        gating: false,
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
            m.passing = Some(Passing {
                facing_royals_end,
                points,
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

/// Reads one mechanic of how the game ends (and whether there is check) into `c`.
fn read_ends(kind: &str, p: &mut Params, board: &Board, c: &mut Compiled) {
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
                wins: p.choice("result", &["loss", "win"]) == "win",
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

/// A promoted form without a reserve slot of its own (shogi's `+P`) goes to the
/// reserve as the one kind that promotes into it.
fn promoted_forms_revert(p: &mut Params, kinds: &[KindDef], to_reserve: &mut CapturesToReserve) {
    for k in 0..kinds.len() {
        if to_reserve.slot_of[k].is_some() {
            continue;
        }
        let origins: Vec<usize> = (0..kinds.len())
            .filter(|&j| {
                to_reserve.slot_of[j].is_some()
                    && kinds[j]
                        .promotion
                        .as_ref()
                        .is_some_and(|pr| pr.choices.iter().any(|c| c.contains(&PieceKind::new(k))))
            })
            .collect();
        match origins[..] {
            [j] => {
                to_reserve.slot_of[k] = to_reserve.slot_of[j];
                to_reserve.forms |= PieceKind::new(k).bit();
            }
            [] => {}
            _ => p.problem(
                "",
                &format!(
                    "piece '{}' has no reserve slot, and several kinds promote into it: which one it reverts to cannot be told",
                    kinds[k].label
                ),
            ),
        }
    }
}

/// The kind a captured promoted piece reverts to: the one kind that promotes.
fn revert_kind(p: &mut Params, kinds: &[KindDef]) -> Option<PieceKind> {
    // Shogi-style promotions (into forms of their own) are not marked.
    let promoting: Vec<usize> = (0..kinds.len())
        .filter(|&k| kinds[k].promotion.as_ref().is_some_and(|p| !p.leaving))
        .collect();
    match promoting[..] {
        [k] => Some(PieceKind::new(k)),
        [] => {
            p.problem("promoted_revert", "no piece promotes");
            None
        }
        _ => {
            let labels: Vec<&str> = promoting.iter().map(|&k| kinds[k].label.as_str()).collect();
            p.problem(
                "promoted_revert",
                &format!(
                    "several kinds promote ({}): which one a promoted piece reverts to cannot be told",
                    labels.join(", ")
                ),
            );
            None
        }
    }
}

/// The squares named by a list, as a set.
fn square_set(p: &mut Params, key: &str, g: &Geometry) -> Bits {
    let mut set = Bits::default();
    for name in p.strings(key) {
        match g.parse_square(&name) {
            Some(sq) => set.set(sq),
            None => p.problem(key, &format!("'{name}' is not a square of the board")),
        }
    }
    set
}

/// The kinds named by a list of piece labels, as a bit set.
fn piece_set(p: &mut Params, key: &str, kinds: &[KindDef]) -> u64 {
    let mut set = 0u64;
    for label in p.strings(key) {
        match kinds.iter().position(|k| k.label == label) {
            Some(i) => set |= 1 << i,
            None => p.problem(key, &format!("no piece '{label}' in [pieces]")),
        }
    }
    set
}

/// Mechanics that need another, exclude another, or need a kind of board.
fn combinations(table: &toml::Table, board: &Board, problems: &mut Vec<String>) {
    let on = |k: &str| table.contains_key(k);
    let mut need = |kind: &str, ok: bool, why: &str| {
        if on(kind) && !ok {
            problems.push(format!("mechanics.{kind}: {why}"));
        }
    };
    let boards = board.geometry.boards().len();
    need(
        "moves_per_turn",
        !on("own_then_opponent"),
        "a definition has one turn structure; own_then_opponent is on too",
    );
    need(
        "moves_per_turn",
        board.reserve.is_empty(),
        "turns of several moves do not generate reserve drops",
    );
    need(
        "captures_to_reserve",
        on("drops_onto_empty") || !on_any_drops(table),
        "captured pieces are dropped onto empty squares: switch on drops_onto_empty",
    );
    need(
        "explosions",
        !on("captures_to_reserve") && !on("moves_per_turn") && !on("own_then_opponent"),
        "removes pieces around a capture of single-move turns: not with captures_to_reserve or turns of several moves",
    );
    need(
        "explosions",
        on("no_check") || on("royal_capture") || board.kinds.iter().all(|k| !k.royal),
        "check is not judged through explosions: use pieces that are not royal, or no_check",
    );
    need(
        "must_drop",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("passing"),
        "narrows turns of one move; another turn structure or passing is on",
    );
    need(
        "colour_balanced_drops",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("passing"),
        "narrows turns of one move; another turn structure or passing is on",
    );
    need(
        "must_drop",
        !board.reserve.is_empty(),
        "needs a reserve to drop from",
    );
    need(
        "guarded_pieces",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("passing"),
        "judges turns of one move; another turn structure or passing is on",
    );
    need(
        "own_then_opponent",
        on("no_check"),
        "actions are not judged for check: switch on no_check",
    );
    need(
        "promotion_limits",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("king_takes_checker"),
        "narrows turns of one move; another turn structure or king_takes_checker is on",
    );
    need(
        "king_takes_checker",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("passing"),
        "narrows turns of one move; another turn structure or passing is on",
    );
    need(
        "walling",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("passing"),
        "follows each move with a wall: turns are one move, and no pass",
    );
    need(
        "petrifying_captures",
        !on("captures_to_reserve") && !on("explosions"),
        "leaves a wall where the capturer stood: not with captures_to_reserve or explosions",
    );
    need(
        "walling",
        board.reserve.is_empty(),
        "follows moves on the board with a wall: not with a reserve to drop from",
    );
    // `moved` is the rule when none is named.
    let moved = table
        .get("walling")
        .is_some_and(|w| w.get("rule").is_none_or(|r| r.as_str() == Some("moved")));
    need(
        "walling",
        !moved || on("no_check") || on("royal_capture") || board.kinds.iter().all(|k| !k.royal),
        "a wall that moves away could uncover check on the mover's own royal piece: use pieces that are not royal, or no_check",
    );
    need(
        "passing",
        !on("moves_per_turn") && !on("own_then_opponent"),
        "passes are turns of one move or none; the turn structure is another",
    );
    need(
        "farthest_move",
        on("own_then_opponent"),
        "constrains the first action of own_then_opponent, which is off",
    );
    need(
        "preclusion",
        on("reversal_goal") && on("own_then_opponent"),
        "protects the reversal_goal in own_then_opponent turns: switch both on",
    );
    // The multi-move walks judge one royal piece's safety themselves.
    for kind in ["moves_per_turn", "own_then_opponent"] {
        let why = format!(
            "turns of several moves keep one royal piece a side, under check; {kind} is on"
        );
        need("several_royals", !on(kind), &why);
        need("royal_capture", !on(kind), &why);
    }
    let squares = board.geometry.num_squares();
    let why = format!(
        "turns of several moves need a board of at most {MAX_SQUARES_SEVERAL_MOVES} squares, not {squares}"
    );
    for kind in ["moves_per_turn", "own_then_opponent"] {
        need(kind, squares <= MAX_SQUARES_SEVERAL_MOVES, &why);
    }
    let why = format!(
        "turns of a move and a wall need a board of at most {MAX_SQUARES_SEVERAL_MOVES} squares, not {squares}"
    );
    need("walling", squares <= MAX_SQUARES_SEVERAL_MOVES, &why);
    let small = board.geometry.num_squares() <= 64 && board.kinds.len() <= preclusion::KINDS;
    let why = format!(
        "needs at most 64 squares and {} piece kinds",
        preclusion::KINDS
    );
    need("reversal_goal", small, &why);
    for kind in [
        "board_transfers",
        "swaps_across_boards",
        "castling_across_boards",
    ] {
        need(kind, boards >= 2, "needs two or more boards side by side");
    }
}

fn on_any_drops(table: &toml::Table) -> bool {
    table.keys().any(|k| k.starts_with("drops_"))
}

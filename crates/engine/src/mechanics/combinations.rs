//! The combinations of mechanics a definition may not make: a mechanic that needs
//! another, excludes another, or needs a kind of board, each reported with its key.

use super::compiled::Board;
use super::preclusion;
use crate::limits::MAX_SQUARES_SEVERAL_MOVES;

/// Mechanics that need another, exclude another, or need a kind of board.
pub(super) fn combinations(table: &toml::Table, board: &Board, problems: &mut Vec<String>) {
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
        "enclosing_drops",
        !on("moves_per_turn") && !on("own_then_opponent"),
        "narrows the drops of turns of one move; another turn structure is on",
    );
    need(
        "flipping",
        !on("moves_per_turn") && !on("own_then_opponent") && !on("explosions"),
        "turns pieces after a turn of one move: not with turns of several moves or explosions",
    );
    need(
        "flipping",
        board.kinds.iter().all(|k| !k.royal),
        "a royal piece would change sides: use pieces that are not royal",
    );
    need(
        "placed_promotion",
        !on("moves_per_turn") && !on("own_then_opponent"),
        "narrows turns of one move; another turn structure is on",
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

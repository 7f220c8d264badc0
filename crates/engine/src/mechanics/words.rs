//! The mechanics a definition switches on, in words for a rules page: one sentence per
//! mechanic saying what it does, followed by the parameters the definition gives it.

/// What each mechanic does, in the README's words.
const SENTENCES: &[(&str, &str)] = &[
    (
        "bare_king_loses",
        "A side left with a bare royal piece loses.",
    ),
    (
        "board_transfers",
        "A piece may move to the corresponding square of the other board and on from there.",
    ),
    (
        "cannon_captures",
        "Cannons capture by jumping over one piece (the screen) in any of eight directions.",
    ),
    (
        "captures_to_reserve",
        "A captured piece joins the captor's reserve, to be dropped later (as in crazyhouse).",
    ),
    (
        "castling_across_boards",
        "Castling may be done with rooks across boards.",
    ),
    (
        "castling_by_drops",
        "A king dropped on its castling square may castle with the rooks standing on theirs, and a rook dropped on its castling square with the king on its own.",
    ),
    (
        "checkmate",
        "What being checkmated is worth: with result = \"win\", the checkmated player wins.",
    ),
    ("checks_forbidden", "No move may give check."),
    ("checks_to_win", "Giving check a set number of times wins."),
    (
        "colour_balanced_drops",
        "A drop must leave a side's pieces of a listed kind able to stand half on dark squares and half on light ones.",
    ),
    (
        "compulsory_capture",
        "A player who can capture must capture.",
    ),
    (
        "drops_behind_advancing_pawn",
        "A piece may be dropped directly behind an own pawn, which steps one square forward.",
    ),
    (
        "drops_onto_advancing_pawn",
        "A piece may be dropped onto an own pawn, which steps one square forward.",
    ),
    (
        "drop_mate_loses",
        "Checkmating by dropping a listed piece loses for the side that dropped it.",
    ),
    (
        "enclosing_drops",
        "A drop must close in a line of enemy pieces against an own piece (rule = \"line\"), or stand next to an own piece (\"touching\"); while a start square is empty, drops go there only.",
    ),
    (
        "flipping",
        "An arriving piece turns to its side the enemy pieces it closes in against own pieces on a line (rule = \"lines\"), or those next to it (\"touching\").",
    ),
    (
        "free_drops",
        "A player may drop a piece of a listed kind on an empty square without holding one; the supply never runs out.",
    ),
    (
        "full_board_ends",
        "The game ends when no square is empty: a draw, or with by_piece_count won by the side with more pieces.",
    ),
    (
        "drops_onto_empty",
        "Pieces in the reserve are dropped onto empty squares of the drop zone.",
    ),
    (
        "en_passant_squares",
        "En passant is taken only on the listed squares (each side's own list).",
    ),
    (
        "explosions",
        "Every capture explodes: the capturer and every piece around the capture square but pawns are removed.",
    ),
    (
        "extinction",
        "Losing every piece of a listed kind (or all pieces) ends the game: a loss, a win where that is the goal, or a draw.",
    ),
    (
        "mating_checks",
        "A checkmate counts only if the checks leading to it include one by a listed piece; otherwise the game is drawn, and a mate by the pieces that may not mate alone wins for the mated side.",
    ),
    (
        "farthest_move",
        "A piece moves as far as it legally can in the direction it takes.",
    ),
    (
        "flying_general",
        "The royal pieces may not face each other on an open file or rank.",
    ),
    (
        "gating",
        "A piece leaving a square of its first rank it has not left yet may bring a piece from the reserve onto that square.",
    ),
    (
        "guarded_pieces",
        "A player may not leave a listed piece attacked while holding few enough of its kind, unless the move takes such a piece of the opponent's.",
    ),
    (
        "king_takes_checker",
        "In check, the king may move only to take the one piece giving check.",
    ),
    (
        "moves_per_turn",
        "A turn is several moves, and check is judged at the end of the turn.",
    ),
    (
        "must_drop",
        "A player holding a listed piece (any piece when none is listed) in the reserve must drop one if it can.",
    ),
    ("no_check", "Royal pieces are never in check."),
    (
        "no_stranded_pieces",
        "No piece may be moved or dropped, without promoting, where it could never move again.",
    ),
    (
        "own_then_opponent",
        "A turn is an own action followed by an action with an opponent's piece; passing is allowed.",
    ),
    (
        "passing",
        "A player not in check may pass (with only_when_stuck, only when no other turn is legal); two passes in a row end the game.",
    ),
    (
        "petrifying_captures",
        "A piece of a listed kind that captures turns into a wall on the square it took.",
    ),
    (
        "placed_promotion",
        "A listed pawn in its zone (or a side's last one anywhere) may instead of moving become one of the choices, on its square or on an empty square the new piece could move to, attacking no enemy piece there and giving no check; pawns do not promote on arrival.",
    ),
    (
        "preclusion",
        "No action may make reversing the start position impossible.",
    ),
    (
        "promotion_limits",
        "A piece promotes to a listed kind only while its side has fewer of that kind on the board than the limit.",
    ),
    (
        "reversal_goal",
        "Completing the reversal of the start position wins.",
    ),
    (
        "royal_capture",
        "Capture the king: there is no check, and a side left without a royal piece loses.",
    ),
    (
        "royal_reaches_region",
        "A royal piece that reaches the goal region wins.",
    ),
    (
        "several_royals",
        "Each side may have several royal pieces: attacking any is check, and no turn may leave any attacked.",
    ),
    ("stalemate", "Stalemate is decided as the parameter says."),
    (
        "swaps_across_boards",
        "A piece may swap places with an own piece on the corresponding square of the other board.",
    ),
    (
        "gate_leaps",
        "A piece still on its open gate (a square of its first rank it has not left) has extra leaps onto empty squares, some not out of check; a gate closes when a named enemy piece moves onto its rank or file.",
    ),
    (
        "teleporting_pieces",
        "Listed pieces may make non-capturing moves anywhere on their own board.",
    ),
    (
        "walling",
        "Every move is followed by a wall on an empty square, which nothing enters, passes or takes: the one wall moved on (rule = \"moved\"), a square the moved piece could reach (\"shot\"), the square it left (\"vacated\"), any square (\"anywhere\"), or one on the edge or beside a wall (\"edge\").",
    ),
];

/// A mechanic a definition switches on, as a rules page lists it: its kind
/// (`checks_to_win`) and the parameters the definition gives it, each as its name and its
/// value written as in the definition (`count`, `3`), in the definition's order. The words
/// for it are the page's to choose; `mechanics_in_words` has them in English.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct MechanicInfo {
    pub kind: String,
    pub params: Vec<(String, String)>,
}

/// Each mechanic of `table` (the definition's `[mechanics]`) with its parameters, in the
/// table's order.
pub(crate) fn given(table: &toml::Table) -> Vec<MechanicInfo> {
    table
        .iter()
        .map(|(kind, params)| MechanicInfo {
            kind: kind.clone(),
            params: params
                .as_table()
                .map(|t| t.iter().map(|(k, v)| (k.clone(), v.to_string())).collect())
                .unwrap_or_default(),
        })
        .collect()
}

/// One sentence per mechanic in `table` (the definition's `[mechanics]`), in the
/// table's order, each with its parameters.
pub(crate) fn in_words(table: &toml::Table) -> Vec<String> {
    table
        .iter()
        .map(|(kind, params)| {
            let sentence = SENTENCES
                .iter()
                .find(|(k, _)| k == kind)
                .map_or("", |(_, s)| *s);
            let given: Vec<String> = params
                .as_table()
                .map(|t| t.iter().map(|(k, v)| format!("{k} = {v}")).collect())
                .unwrap_or_default();
            match (sentence.is_empty(), given.is_empty()) {
                (_, true) => format!("{kind}: {sentence}"),
                (_, false) => format!("{kind}: {sentence} ({})", given.join(", ")),
            }
            .trim_end_matches(": ")
            .to_string()
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_mechanic_has_a_sentence() {
        for kind in super::super::schema::KINDS {
            assert!(SENTENCES.iter().any(|(k, _)| k == kind), "{kind}");
        }
    }

    #[test]
    fn parameters_follow_the_sentence() {
        let table: toml::Table =
            toml::from_str("[checks_to_win]\ncount = 3\n[no_check]\n").unwrap();
        let words = in_words(&table);
        assert_eq!(words.len(), 2);
        assert!(words[0].starts_with("checks_to_win: Giving check"));
        assert!(words[0].ends_with("(count = 3)"), "{}", words[0]);
        assert_eq!(words[1], "no_check: Royal pieces are never in check.");
        let given = given(&table);
        assert_eq!(given[0].kind, "checks_to_win");
        assert_eq!(given[0].params, [("count".to_string(), "3".to_string())]);
        assert!(given[1].params.is_empty());
    }
}

//! PGN text: a game as Portable Game Notation.
//!
//! The Seven Tag Roster, then `Variant` (lichess' or pychess-variants' name where they host
//! the variant too, ours otherwise), `SetUp`/`FEN` when the start is not orthodox chess's
//! (in our position text, which is theirs for the variants we share), `RulesVersion` (the
//! hash of the definition the game is played under), `TimeControl` in its correspondence
//! form, `Termination` with the result's reason and `PlyCount`. Moves are in abbreviated
//! notation, each followed by its canonical Game Courier text in a comment. Where
//! abbreviated notation is no PGN token (a turn of two moves, `Nh3; a6`) its moves are
//! joined by `:`; a free-play turn, which has no abbreviated form, is the null move `--`
//! with its text in the comment.

use crate::app::rules::analysis_tree::Node;
use crate::app::rules::pgn_variations::{self, MoveNo, Published};
use crate::app::rules::record::{Game, GameRecord, GameStatus, TimeControl};
use crate::calendar::format_utc;
use crate::storage::moves::MoveRow;
use pigeonpost_engine::{Color, Position, Reason};

/// Names other servers give variants we host, with the same position text: lichess
/// calls orthodox chess "Standard"; pychess-variants hosts Capablanca chess.
const SHARED_NAMES: &[(&str, &str)] = &[("chess", "Standard"), ("capablanca", "Capablanca")];

/// Seconds in a day, for `TimeControl`.
const DAY: i64 = 86_400;

/// A game that has a move list: under way or over (not an invitation).
pub(crate) fn played(status: GameStatus) -> bool {
    matches!(status, GameStatus::Active | GameStatus::Finished)
}

/// The PGN text of `game` with its `moves`; `url` is its page.
pub(crate) fn write(
    game: &GameRecord,
    moves: &[MoveRow],
    url: &str,
    published: &[Published],
) -> String {
    let row = &game.row;
    let result = result_code(row);
    let mut tags = vec![
        (
            "Event",
            format!("Pigeonpost correspondence game {}", row.id),
        ),
        ("Site", url.to_string()),
        ("Date", pgn_date(row.created_at)),
        ("Round", "-".to_string()),
        ("White", game.name(Color::White).to_string()),
        ("Black", game.name(Color::Black).to_string()),
        ("Result", result.to_string()),
    ];
    let builtin = SHARED_NAMES.iter().find(|(key, _)| *key == row.variant);
    let orthodox = row.variant == "chess"
        && game.variant.rules_enforced()
        && row.start_fen == Position::start(&game.variant).fen();
    match builtin {
        Some((_, name)) if game.variant.rules_enforced() => {
            tags.push(("Variant", name.to_string()))
        }
        _ => tags.push(("Variant", game.variant.name().to_string())),
    }
    if !orthodox {
        tags.push(("SetUp", "1".to_string()));
        tags.push(("FEN", row.start_fen.clone()));
    }
    if let Some(hash) = &row.definition_hash {
        tags.push(("RulesVersion", hash.clone()));
    }
    tags.push(("TimeControl", time_control(&row.time_control)));
    tags.push(("Termination", termination(game)));
    tags.push(("PlyCount", moves.len().to_string()));
    let mut text: String = tags
        .iter()
        .map(|(k, v)| format!("[{k} \"{}\"]\n", tag_value(v)))
        .collect();
    text.push('\n');
    text.push_str(&wrap(&movetext(game, moves, result, published)));
    text.push('\n');
    text
}

/// "1-0", "0-1", "1/2-1/2", or "*" while in progress and for an aborted game.
pub(crate) fn result_code(row: &Game) -> &'static str {
    if row.status != GameStatus::Finished || row.reason == Some(Reason::Aborted) {
        return "*";
    }
    match row.winner {
        Some(Color::White) => "1-0",
        Some(Color::Black) => "0-1",
        None => "1/2-1/2",
    }
}

/// PGN's correspondence forms: "-" without a clock, "1/SECONDS" for a time per move
/// (chess.com's daily games write it so), "SECONDS+INCREMENT" for a bank. Grace periods
/// and a cap have no PGN spelling; the game page states them.
fn time_control(tc: &TimeControl) -> String {
    match *tc {
        TimeControl::Untimed => "-".to_string(),
        TimeControl::PerMove { days, .. } => format!("1/{}", days * DAY),
        TimeControl::Bank {
            days, increment, ..
        } => format!("{}+{increment}", days * DAY),
    }
}

/// The result's reason in words, or PGN's "unterminated" while the game goes on.
fn termination(game: &GameRecord) -> String {
    game.row
        .result()
        .map_or_else(|| "unterminated".to_string(), |(_, text)| text)
}

/// The move list: numbers from the start position's move number and side, each turn in
/// abbreviated notation with its canonical text (and the player's comment) after it.
pub(crate) fn movetext(
    game: &GameRecord,
    moves: &[MoveRow],
    result: &str,
    published: &[Published],
) -> String {
    let mut at = Position::from_fen(&game.variant, &game.row.start_fen)
        .map(|p| MoveNo {
            number: p.fullmove().max(1),
            side: p.side_to_move(),
        })
        .unwrap_or(MoveNo {
            number: 1,
            side: Color::White,
        });
    let added = pgn_variations::additions(published, moves);
    let enforced = game.variant.rules_enforced();
    let token = |n: &Node| match enforced {
        true => n.san.as_deref().unwrap_or_default().replace("; ", ":"),
        false => "--".to_string(),
    };
    let mut tokens = Vec::new();
    let mut numbered = true;
    for (i, m) in moves.iter().enumerate() {
        tokens.extend(at.prefix(numbered));
        tokens.push(move_token(game, m));
        let note = match &m.comment {
            Some(c) if !c.trim().is_empty() => format!("{} ({})", m.canonical, c.trim()),
            _ => m.canonical.clone(),
        };
        tokens.push(format!("{{{}}}", comment_text(&note)));
        numbered = false;
        if let Some(add) = added.get(i) {
            for note in &add.notes {
                tokens.push(format!("{{{}}}", comment_text(note)));
            }
            for (p, node) in &add.variations {
                tokens.extend(pgn_variations::variation(
                    p,
                    node,
                    at,
                    &token,
                    &comment_text,
                ));
                numbered = true;
            }
        }
        at = at.next();
    }
    tokens.push(result.to_string());
    tokens.join(" ")
}

/// One turn as a PGN symbol.
fn move_token(game: &GameRecord, m: &MoveRow) -> String {
    if !game.variant.rules_enforced() {
        return "--".to_string();
    }
    m.san.replace("; ", ":")
}

/// A comment's text: PGN ends a comment at the first `}`, and keeps it on one line here.
fn comment_text(text: &str) -> String {
    text.replace('}', ")").replace(['\r', '\n'], " ")
}

/// A tag's value: PGN escapes `\` and `"`, and a tag is one line.
fn tag_value(text: &str) -> String {
    text.replace('\\', "\\\\")
        .replace('"', "\\\"")
        .replace(['\r', '\n'], " ")
}

/// "YYYY.MM.DD" of `at`.
fn pgn_date(at: i64) -> String {
    format_utc(at)
        .get(..10)
        .map_or_else(|| "????.??.??".to_string(), |d| d.replace('-', "."))
}

/// Movetext lines of at most 79 characters, as PGN's export format asks, broken between
/// words (a comment may go on over a line break).
fn wrap(text: &str) -> String {
    let mut out = String::new();
    let mut line = 0;
    for word in text.split(' ') {
        if line > 0 && line + 1 + word.len() > 79 {
            out.push('\n');
            line = 0;
        } else if line > 0 {
            out.push(' ');
            line += 1;
        }
        out.push_str(word);
        line += word.len();
    }
    out
}

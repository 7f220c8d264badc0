//! A Fairy-Stockfish variant, as read by `options`, written as one of our definitions
//! (TOML text, self-contained: it inherits nothing), so that it is checked, hashed and
//! compiled exactly like a definition written by hand.

use super::castling;
use super::draw_odds;
use super::model::{Fsf, Kind, Region};
use super::pawn_kinds;
use super::promotion;
use super::regions;
use super::shogi;
use super::text::{label, quoted, squares};
use super::walls;
use std::fmt::Write;

/// Our definition of `f`, named `key`, or what cannot be expressed.
pub(crate) fn definition(key: &str, f: &Fsf) -> Result<String, Vec<String>> {
    let mut problems = Vec::new();
    let mut out = String::new();
    let _ = writeln!(out, "# Imported from the Fairy-Stockfish section [{key}].");
    let _ = writeln!(out, "key = {}", quoted(key));
    let _ = writeln!(out, "name = {}", quoted(key));
    let _ = writeln!(
        out,
        "summary = \"Imported from a Fairy-Stockfish variant definition.\""
    );
    let fen = fen(f, &mut problems);
    let _ = writeln!(out, "\n[board]\nfiles = {}\nranks = {}", f.files, f.ranks);
    regions::board(&mut out, f);
    walls::holes(&mut out, f, &fen.board);
    let castle = castling::start(f, &fen.board, &fen.castling);
    for k in &f.kinds {
        piece(&mut out, f, k, castle.as_ref(), &mut problems);
    }
    let zone = relative_ranks(
        f,
        f.promotion_white.as_ref(),
        f.promotion_black.as_ref(),
        f.ranks,
    );
    shogi::promoted_forms(&mut out, f, zone.as_deref().ok(), &mut problems);
    let _ = writeln!(out, "\n[setup]\nfen = {}", quoted(&fen.text));
    // Fairy-Stockfish marks promoted pieces in every game with drops; where they do
    // not go back to hand as pawns the mark means nothing, and is read as nothing.
    if f.drops && !(f.captures_to_hand && reverts(f)) {
        let _ = writeln!(out, "promotion_marks_ignored = true");
    }
    if let Some(start) = &castle {
        castling::section(&mut out, f, start);
    }
    if f.drops || shogi::gates(f) {
        reserve(&mut out, f, &fen, &mut problems);
        shogi::gating(&mut out, f);
    } else if f.captures_to_hand {
        problems.push("capturesToHand needs pieceDrops = true".into());
    }
    shogi::stranding(&mut out, f, &mut problems);
    super::placement::mechanics(&mut out, f, &mut problems);
    walls::mechanics(&mut out, f, &mut problems);
    goals(&mut out, f, &mut problems);
    regions::mechanics(&mut out, f, &mut problems);
    promotion::mechanics(&mut out, f);
    pawn_kinds::check(f, &mut problems);
    let _ = write!(
        out,
        "\n[draws]\nrepetition = {}\nfifty_move = {}\ninsufficient_material = false\n{}{}",
        f.repetition,
        f.fifty_move,
        shogi::repetition(f),
        draw_odds::line(f)
    );
    super::endings::draws(&mut out, f);
    if problems.is_empty() {
        Ok(out)
    } else {
        Err(problems)
    }
}

fn piece(
    out: &mut String,
    f: &Fsf,
    k: &Kind,
    castle: Option<&castling::Start>,
    problems: &mut Vec<String>,
) {
    let mut betza = k.betza.clone();
    let mut extra = String::new();
    // A pawn's double step, and a custom piece's `i` moves, start from the double-step
    // region, whose default is fixed ranks (2 and 7) whatever the board's height.
    let initial = k.pawn || (!k.royal && k.betza.contains('i'));
    if initial {
        let regions = match f.double_step {
            true => side_ranks(f, f.double_white.as_ref(), f.double_black.as_ref(), 2, 7),
            false => Ok((Vec::new(), Vec::new())),
        };
        match regions {
            Ok((white, black)) if !white.is_empty() => {
                if k.pawn {
                    betza.push_str("ifmnD");
                }
                let _ = writeln!(extra, "initial_ranks = {white:?}");
                if black != white {
                    let _ = writeln!(extra, "black_initial_ranks = {black:?}");
                }
            }
            Err(_) if let Some(squares) = promotion::initial_squares(f) => {
                if k.pawn {
                    betza.push_str("ifmnD");
                }
                extra.push_str(&squares);
            }
            Ok(_) if k.pawn => {}
            Ok(_) => problems.push(format!(
                "{}: 'i' moves without a double-step region for White cannot be imported",
                k.letter
            )),
            Err(e) => problems.push(format!("doubleStepRegion: {e}")),
        }
    }
    if k.promotes {
        let white = f.promotion_white.as_ref();
        let black = f.promotion_black.as_ref();
        let zone = match side_ranks(f, white, black, 8, 1) {
            Ok((white, black)) if black != white => {
                Ok(format!("ranks = {white:?}, black_ranks = {black:?}"))
            }
            Ok((white, _)) => Ok(format!("ranks = {white:?}")),
            Err(e) => promotion::squares_zone(f).ok_or(e),
        };
        match zone {
            Ok(zone) => {
                let choices = promotion_choices(f);
                let black_choices = black_promotion_choices(f);
                if let Some(first) = choices.first() {
                    let default = |choices: &[String], first: &str| -> String {
                        match choices.iter().any(|c| c == "Q") {
                            true => "Q".into(),
                            false => first.into(),
                        }
                    };
                    let list = |c: &[String]| -> String {
                        c.iter().map(|c| quoted(c)).collect::<Vec<_>>().join(", ")
                    };
                    let black_choices = match black_choices.first() {
                        Some(b) if black_choices != choices => format!(
                            ", black_choices = [{}], black_default = {}",
                            list(&black_choices),
                            quoted(&default(&black_choices, b))
                        ),
                        _ => String::new(),
                    };
                    let _ = writeln!(
                        extra,
                        "promotion = {{ {zone}, choices = [{}], default = {}{black_choices}{} }}",
                        list(&choices),
                        quoted(&default(&choices, first)),
                        promotion::pawn_optional(f)
                    );
                }
            }
            Err(e) => problems.push(format!("promotionRegion: {e}")),
        }
    }
    regions::piece(f, k, &mut betza, &mut extra, problems);
    if k.letter == 'k'
        && let Some(start) = castle
    {
        let _ = write!(betza, "isO{}", start.distance);
    }
    if !k.pawn && shogi::promotions(f).iter().any(|(x, _)| *x == k.letter) {
        let white = f.promotion_white.as_ref();
        let black = f.promotion_black.as_ref();
        match relative_ranks(f, white, black, f.ranks) {
            Ok(ranks) => extra.push_str(&shogi::promotion_line(f, k, &ranks).unwrap_or_default()),
            Err(e) => problems.push(format!("promotionRegion: {e}")),
        }
    }
    if k.royal {
        extra.push_str("royal = true\n");
    }
    if k.pawn || k.promotes {
        extra.push_str("pawn = true\n");
    }
    extra.push_str(pawn_kinds::clock_line(f, k));
    let _ = write!(
        out,
        "\n[pieces.{}]\nname = {}\nbetza = {}\nglyph = {}\n{extra}",
        label(k.letter),
        quoted(&k.name),
        quoted(&betza),
        quoted(k.glyph)
    );
}

/// What a pawn may promote to (labels), of the kinds the variant has.
fn promotion_choices(f: &Fsf) -> Vec<String> {
    let wanted = f
        .promotion_types_white
        .clone()
        .or_else(|| f.promotion_types.clone())
        .unwrap_or_else(|| "nbrq".into());
    choices_of(f, &wanted)
}

/// Black's, where `promotionPieceTypesBlack` gives them.
fn black_promotion_choices(f: &Fsf) -> Vec<String> {
    match &f.promotion_types_black {
        Some(wanted) => choices_of(f, wanted),
        None => {
            let wanted = f.promotion_types.clone().unwrap_or_else(|| "nbrq".into());
            choices_of(f, &wanted)
        }
    }
}

fn choices_of(f: &Fsf, wanted: &str) -> Vec<String> {
    wanted
        .chars()
        .filter(|c| f.kinds.iter().any(|k| k.letter == *c && !k.royal))
        .map(label)
        .collect()
}

/// The ranks, each counted from its owner's side, of White's and Black's regions (whole
/// ranks only); a region not given is its default, a rank counted from White's side
/// (`default_white`, `default_black`) as Fairy-Stockfish's defaults are, whatever the
/// board's height. Ranks beyond the board are left out.
fn side_ranks(
    f: &Fsf,
    white: Option<&Region>,
    black: Option<&Region>,
    default_white: usize,
    default_black: usize,
) -> Result<(Vec<usize>, Vec<usize>), String> {
    let on_board = |ranks: Vec<usize>| -> Vec<usize> {
        ranks
            .into_iter()
            .filter(|r| (1..=f.ranks).contains(r))
            .collect()
    };
    let w = match white {
        Some(region) => whole_ranks(f, region)?,
        None => on_board(vec![default_white]),
    };
    let b = match black {
        Some(region) => whole_ranks(f, region)?,
        None => on_board(vec![default_black]),
    };
    let mut from_black: Vec<usize> = b.iter().map(|r| f.ranks + 1 - r).collect();
    from_black.sort_unstable();
    Ok((w, from_black))
}

/// The ranks `region` covers, if it covers whole ranks.
fn whole_ranks(f: &Fsf, region: &Region) -> Result<Vec<usize>, String> {
    let mut ranks: Vec<usize> = region.iter().map(|(_, r)| *r).collect();
    ranks.sort_unstable();
    ranks.dedup();
    for r in &ranks {
        if region.iter().filter(|(_, rr)| rr == r).count() != f.files {
            return Err("only whole ranks can be imported".into());
        }
    }
    Ok(ranks)
}

/// Ranks counted from each owner's side that `white` covers (whole ranks only), with
/// `black` its mirror image; `default` (a rank from White's side) when neither is given.
fn relative_ranks(
    f: &Fsf,
    white: Option<&Region>,
    black: Option<&Region>,
    default: usize,
) -> Result<Vec<usize>, String> {
    let whole = |region: &Region| whole_ranks(f, region);
    let w = match white {
        Some(region) => whole(region)?,
        None => vec![default],
    };
    let b = match black {
        Some(region) => whole(region)?,
        None => w.iter().map(|r| f.ranks + 1 - r).collect(),
    };
    let mut mirrored: Vec<usize> = b.iter().map(|r| f.ranks + 1 - r).collect();
    mirrored.sort_unstable();
    if mirrored != w {
        return Err("White's and Black's regions must mirror each other".into());
    }
    Ok(w)
}

/// The longest run of empty squares kept while reading a start position (a board has
/// at most 26 files).
const MAX_RUN: usize = 32;

/// The start position in our notation, and the pieces in White's pocket.
struct Fen {
    text: String,
    /// The castling field.
    castling: String,
    board: Vec<Vec<Option<char>>>,
    pocket: String,
}

fn fen(f: &Fsf, problems: &mut Vec<String>) -> Fen {
    let mut words = f.start_fen.split_whitespace();
    let first = words.next().unwrap_or("");
    let (board_text, pocket) = match first.split_once('[') {
        Some((b, p)) => (b, p.trim_end_matches(']').to_string()),
        None => (first, String::new()),
    };
    // `Q~` marks a promoted piece. Fairy-Stockfish's rules read the mark only when a
    // captured piece goes to the captor's hand (it comes back a pawn), the one case in
    // which our definition marks promotions too; elsewhere the mark changes nothing.
    let marks_promoted = f.drops && f.captures_to_hand && reverts(f);
    let board_text = if marks_promoted {
        board_text.to_string()
    } else {
        board_text.replace('~', "")
    };
    let board_text = board_text.as_str();
    let mut board = Vec::new();
    for row in board_text.split('/') {
        let mut squares = Vec::new();
        let mut run = 0usize;
        for c in row.chars().filter(|&c| c != '~') {
            if let Some(d) = c.to_digit(10) {
                // Only the first rank's files are read from this (for castling); the
                // definition's own check refuses a run longer than the board.
                run = run
                    .saturating_mul(10)
                    .saturating_add(d as usize)
                    .min(MAX_RUN);
            } else {
                squares.extend(std::iter::repeat_n(None, run));
                run = 0;
                squares.push(Some(c));
            }
        }
        squares.extend(std::iter::repeat_n(None, run));
        board.push(squares);
    }
    let rest: Vec<&str> = words.collect();
    let side = rest.first().copied().unwrap_or("w");
    let mut castling = "-";
    let mut ep = "-";
    let mut numbers = Vec::new();
    for w in rest.iter().skip(1) {
        if w.contains('+') {
            let want = f.check_counting.then(|| checks_needed(f)).flatten();
            let all = w.split('+').all(|n| n.parse::<usize>().ok() == want);
            if !all {
                problems.push(format!(
                    "startFen: the check counts '{w}' must both be the number of checks that win"
                ));
            }
        } else if w.parse::<u32>().is_ok() {
            numbers.push(*w);
        } else if numbers.is_empty()
            && castling == "-"
            && ep == "-"
            && !w.chars().any(|c| c.is_ascii_digit())
        {
            castling = w;
        } else {
            ep = w;
        }
    }
    let half = numbers.first().copied().unwrap_or("0");
    let full = numbers.get(1).copied().unwrap_or("1");
    let reserve = if f.drops || shogi::gates(f) {
        format!("[{pocket}]")
    } else {
        String::new()
    };
    Fen {
        text: format!("{board_text}{reserve} {side} {castling} {ep} {half} {full}"),
        castling: castling.to_string(),
        board,
        pocket,
    }
}

/// The number of checks that wins, read from the start position (`3+3`).
pub(crate) fn checks_needed(f: &Fsf) -> Option<usize> {
    match f.start_fen.split_whitespace().find(|w| w.contains('+')) {
        Some(w) => w.split('+').next().and_then(|n| n.parse().ok()),
        // Fairy-Stockfish's default where the start position gives none: one check
        // each.
        None => Some(1),
    }
}

fn reserve(out: &mut String, f: &Fsf, fen: &Fen, problems: &mut Vec<String>) {
    let drop_ranks = match &f.drop_white {
        None => f.ranks,
        Some(_) => match relative_ranks(f, f.drop_white.as_ref(), f.drop_black.as_ref(), f.ranks) {
            Ok(ranks) if ranks.iter().copied().eq(1..=ranks.len()) => ranks.len(),
            Ok(_) => {
                problems.push(
                    "whiteDropRegion: only the first ranks of each side can be imported".into(),
                );
                f.ranks
            }
            Err(e) => {
                problems.push(format!("whiteDropRegion: {e}"));
                f.ranks
            }
        },
    };
    let in_pocket = |k: &Kind| {
        fen.pocket
            .chars()
            .filter(|c| *c == k.letter.to_ascii_uppercase())
            .count()
    };
    // A royal piece is in hand only where the start position puts it there (a
    // placement phase): it is never captured into a hand.
    let slots: Vec<String> = f
        .kinds
        .iter()
        .filter(|k| !k.royal || in_pocket(k) > 0)
        .map(|k| {
            let count = in_pocket(k);
            format!(
                "{{ piece = {}, count = {count} }}",
                quoted(&label(k.letter))
            )
        })
        .collect();
    // A dropped piece never castles by having stood still: only `castlingDroppedPiece`
    // makes rights by dropping (`castling_by_drops`).
    let _ = writeln!(
        out,
        "\n[reserve]\ndrop_ranks = {drop_ranks}\ndropped_unmoved = false\nslots = [{}]",
        slots.join(", ")
    );
    let pawn_ranks = match (f.first_rank_pawn_drops, f.zone_pawn_drops) {
        (false, false) => "inner",
        (true, true) => "any",
        (true, false) => "below_zone",
        (false, true) => "above_first",
    };
    // Without drops the hand serves gating alone.
    if f.drops {
        let _ = writeln!(
            out,
            "\n[mechanics.drops_onto_empty]\npawn_ranks = \"{pawn_ranks}\""
        );
        shogi::drop_rules(out, f, problems);
    }
    if f.captures_to_hand {
        let _ = writeln!(out, "\n[mechanics.captures_to_reserve]");
        // Fairy-Stockfish puts a captured promoted piece in hand as a pawn (short of
        // `dropPromoted`, which is refused).
        if reverts(f) {
            let _ = writeln!(out, "promoted_revert = true");
        }
    }
}

/// Whether a pawn promotes at all, so that a promoted piece has something to revert to.
fn reverts(f: &Fsf) -> bool {
    f.kinds.iter().any(|k| k.promotes) && !promotion_choices(f).is_empty() && !f.shogi.drop_loop
}

fn goals(out: &mut String, f: &Fsf, problems: &mut Vec<String>) {
    if let Some(piece) = f.flag_piece {
        let royal = f.kinds.iter().any(|k| k.letter == piece && k.royal);
        match (&f.flag_white, &f.flag_black) {
            (Some(w), Some(b)) if royal => {
                let _ = writeln!(
                    out,
                    "\n[mechanics.royal_reaches_region]\nsquares = {}\nblack_squares = {}",
                    squares(w),
                    squares(b)
                );
                if f.flag_move {
                    let _ = writeln!(out, "black_follows = true");
                }
            }
            // A side without a region (fox and hounds: only the fox has one) never
            // wins so; with flagMove the piece must stand there through the answer.
            (w, b) if (w.is_some() || b.is_some()) && !(royal && f.flag_move) => {
                let none = Region::new();
                let _ = writeln!(
                    out,
                    "\n[mechanics.royal_reaches_region]\nsquares = {}\nblack_squares = {}\npieces = [{}]\nsafe = {}",
                    squares(w.as_ref().unwrap_or(&none)),
                    squares(b.as_ref().unwrap_or(&none)),
                    quoted(&label(piece)),
                    f.endings.flag_safe
                );
                if f.flag_move {
                    let _ = writeln!(out, "survive = true");
                }
            }
            _ => problems.push("flagPiece: a flag region for each side is needed".into()),
        }
    }
    if f.check_counting {
        match checks_needed(f) {
            Some(n) if n > 0 => {
                let _ = writeln!(out, "\n[mechanics.checks_to_win]\ncount = {n}");
            }
            _ => problems.push("checkCounting: startFen must give the checks as 'N+N'".into()),
        }
    }
    super::endings::extinction(out, f, problems);
    if f.stalemate != "draw" || f.stalemate_by_count {
        let _ = writeln!(
            out,
            "\n[mechanics.stalemate]\nresult = {}\nby_piece_count = {}",
            quoted(&f.stalemate),
            f.stalemate_by_count
        );
    }
    if f.checkmate_wins {
        let _ = writeln!(out, "\n[mechanics.checkmate]\nresult = \"win\"");
    }
    if !f.checking {
        let _ = writeln!(out, "\n[mechanics.checks_forbidden]");
    }
    if f.must_capture {
        let _ = writeln!(out, "\n[mechanics.compulsory_capture]");
    }
    if f.ep_white.is_some() || f.ep_black.is_some() {
        let all: Region = (1..=f.ranks)
            .flat_map(|r| (1..=f.files).map(move |file| (file, r)))
            .collect();
        let _ = writeln!(
            out,
            "\n[mechanics.en_passant_squares]\nwhite = {}\nblack = {}",
            squares(f.ep_white.as_ref().unwrap_or(&all)),
            squares(f.ep_black.as_ref().unwrap_or(&all))
        );
    }
    if f.blast {
        let list =
            |letters: &str| -> Vec<String> { letters.chars().map(|c| quoted(&label(c))).collect() };
        let _ = writeln!(out, "\n[mechanics.explosions]");
        for (key, letters) in [
            ("immune", &f.blast_immune),
            ("mutually_immune", &f.mutually_immune),
        ] {
            if !letters.is_empty() {
                let _ = writeln!(out, "{key} = [{}]", list(letters).join(", "));
            }
        }
    }
}

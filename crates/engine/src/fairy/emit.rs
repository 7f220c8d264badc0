//! A Fairy-Stockfish variant, as read by `options`, written as one of our definitions
//! (TOML text, self-contained: it inherits nothing), so that it is checked, hashed and
//! compiled exactly like a definition written by hand.

use super::castling;
use super::draw_odds;
use super::model::{Fsf, Kind, Region};
use super::pawn_kinds;
use super::promotion::{self, black_promotion_choices, promotion_choices};
use super::ranks::{relative_ranks, side_ranks};
use super::regions;
use super::shogi;
use super::start::{checks_needed, fen, reserve, reverts};
use super::text::{label, quoted, squares};
use super::walls;
use crate::family::Family;
use std::fmt::Write;

/// Our definition of `f`, keyed `key` and called `name`, or what cannot be expressed.
pub(crate) fn definition(
    key: &str,
    (name, summary): (&str, &str),
    family: Option<&Family>,
    f: &Fsf,
) -> Result<String, Vec<String>> {
    let mut problems = Vec::new();
    let mut out = String::new();
    let _ = writeln!(out, "# Imported from the Fairy-Stockfish section [{key}].");
    let _ = writeln!(out, "key = {}", quoted(key));
    let _ = writeln!(out, "name = {}", quoted(name));
    if let Some(family) = family {
        let _ = writeln!(out, "family = {}", quoted(&family.key));
    }
    let _ = writeln!(out, "summary = {}", quoted(summary));
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
    // Free drops come from no reserve (the start position lists none).
    if (f.drops && !f.enclosing.free_drops) || shogi::gates(f) {
        reserve(&mut out, f, &fen, &mut problems);
        shogi::gating(&mut out, f);
    } else if f.captures_to_hand {
        problems.push("capturesToHand needs pieceDrops = true".into());
    }
    shogi::gate_leaps(&mut out, f);
    shogi::stranding(&mut out, f, &mut problems);
    super::placement::mechanics(&mut out, f, &mut problems);
    walls::mechanics(&mut out, f, &mut problems);
    super::enclosing::mechanics(&mut out, f, &mut problems);
    goals(&mut out, f, &mut problems);
    regions::mechanics(&mut out, f, &mut problems);
    promotion::mechanics(&mut out, f);
    promotion::placed(&mut out, f, &mut problems);
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
    // With `sittuyinPromotion` the pawn kind promotes in place of a move
    // (`promotion::placed`), never on arrival.
    if k.promotes && !(f.promotion.placed && k.option == "pawn") {
        let white = f.promotion_white.as_ref();
        let black = f.promotion_black.as_ref();
        let zone = match side_ranks(f, white, black, 8, 1) {
            // A side whose pawn kinds do not list this one never promotes it: its zone
            // is empty.
            Ok((mut white, mut black)) => {
                if !k.promotes_white {
                    white.clear();
                }
                if !k.promotes_black {
                    black.clear();
                }
                match black != white {
                    true => Ok(format!("ranks = {white:?}, black_ranks = {black:?}")),
                    false => Ok(format!("ranks = {white:?}")),
                }
            }
            Err(_) if !(k.promotes_white && k.promotes_black) => Err(
                "a zone of single squares with promotionPawnTypes that differ by side cannot be imported".to_string(),
            ),
            Err(e) => promotion::squares_zone(f).ok_or(e),
        };
        match zone {
            Ok(zone) => {
                let mut choices = promotion_choices(f);
                let mut black_choices = black_promotion_choices(f);
                // A pawn that also promotes shogi-style (`promotedPieceType = p:e`)
                // can do so only on arriving in the zone, where its promotion is
                // forced: the promoted form is one more choice there.
                if let Some(form) = shogi::pawn_form(f, k) {
                    choices.push(form.clone());
                    black_choices.push(form);
                }
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
    if betza.is_empty() {
        extra.push_str("immobile = true\n");
    }
    if k.pawn || k.promotes {
        extra.push_str("pawn = true\n");
    }
    extra.push_str(&pawn_kinds::clock_line(f, k));
    let _ = write!(
        out,
        "\n[pieces.{}]\nname = {}\nbetza = {}\nglyph = {}\n{extra}",
        label(k.letter),
        quoted(&k.name),
        quoted(&betza),
        quoted(k.glyph)
    );
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
    super::endings::mating_checks(out, f);
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

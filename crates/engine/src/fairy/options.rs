//! The options of one resolved Fairy-Stockfish section, read into typed values. Every
//! option is either understood, deliberately ignored (it only concerns a GUI or the
//! engine's evaluation, never the rules), or refused with its line: an option that
//! would change the rules is never silently dropped.

use super::castling;
use super::draw_odds;
use super::ini::Entry;
use super::model::{Fsf, Kind, Regions};
use super::pawn_kinds;
use super::pieces;
use super::promotion;
use super::reader::Reader;
use super::regions;
use std::collections::BTreeMap;

/// Options that do not touch the rules: how XBoard draws pieces, and piece values for
/// Fairy-Stockfish's search.
const DISPLAY_ONLY: &[&str] = &[
    "pieceToCharTable",
    "variantTemplate",
    "pocketSize",
    "pieceValueMg",
    "pieceValueEg",
];

/// Reads `options`; problems are `(line, message)`.
pub(crate) fn read(options: &BTreeMap<String, Entry>) -> Result<Fsf, Vec<(usize, String)>> {
    let mut r = Reader {
        problems: Vec::new(),
    };
    let mut f = Fsf {
        files: 8,
        ranks: 8,
        kinds: Vec::new(),
        start_fen: "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1".into(),
        promotion_white: None,
        promotion_black: None,
        promotion_types: None,
        promotion_types_white: None,
        promotion_types_black: None,
        pawn_types: None,
        pawn_types_white: None,
        pawn_types_black: None,
        double_step: true,
        double_white: None,
        double_black: None,
        castling: true,
        castle_kingside: 7,
        castle_queenside: 3,
        castle: Default::default(),
        n_move_types: None,
        n_move_white: None,
        n_move_black: None,
        ep_types: None,
        draw_odds: None,
        promotion: Default::default(),
        drops: false,
        captures_to_hand: false,
        first_rank_pawn_drops: false,
        rook_drops_first_rank: false,
        zone_pawn_drops: false,
        drop_white: None,
        drop_black: None,
        check_counting: false,
        flag_piece: None,
        flag_move: false,
        checking: true,
        flag_white: None,
        flag_black: None,
        extinction: None,
        extinction_result: String::from("loss"),
        extinction_count: 0,
        stalemate: "draw".into(),
        stalemate_by_count: false,
        checkmate_wins: false,
        must_capture: false,
        blast: false,
        blast_immune: String::new(),
        mutually_immune: String::new(),
        ep_white: None,
        ep_black: None,
        fifty_move: true,
        repetition: true,
        shogi: Default::default(),
        regions: Regions::default(),
        endings: Default::default(),
        placement: Default::default(),
        walling: Default::default(),
        enclosing: Default::default(),
    };
    // Board size first: regions and files are read against it.
    if let Some(e) = options.get("maxFile") {
        f.files = r.file(e, 26).unwrap_or(8);
    }
    if let Some(e) = options.get("maxRank") {
        f.ranks = r.number(e, 1, 16).unwrap_or(8);
    }
    let mut letters: BTreeMap<String, (char, String, usize)> = BTreeMap::new();
    let mut ordered: Vec<&Entry> = options.values().collect();
    ordered.sort_by_key(|e| e.order);
    for e in ordered {
        let (files, ranks) = (f.files, f.ranks);
        match super::shogi::read(e, &mut f) {
            Ok(true) => continue,
            Ok(false) => {}
            Err(why) => {
                r.refuse(e, &why);
                continue;
            }
        }
        if draw_odds::read(e, &mut f)
            || regions::read(&mut f.regions, &mut r, e, files, ranks)
            || super::endings::read(&mut f.endings, &mut r, e)
            || super::placement::read(&mut f.placement, &mut r, e)
            || super::walls::read(&mut f.walling, &mut r, e, files, ranks)
            || super::enclosing::read(&mut f.enclosing, &mut r, e, files, ranks)
        {
            continue;
        }
        if castling::read(&mut r, e, &mut f)
            || promotion::read(&mut r, e, &mut f)
            || pawn_kinds::read(e, &mut f)
        {
            continue;
        }
        match e.key.as_str() {
            "maxFile" | "maxRank" => {}
            k if DISPLAY_ONLY.contains(&k) => {}
            k if pieces::predefined(k).is_some() || k.starts_with("customPiece") => {
                r.piece(k, e, &mut letters);
            }
            "startFen" => f.start_fen = e.value.clone(),
            "promotionRegionWhite" => f.promotion_white = r.region(e, files, ranks),
            "promotionRegionBlack" => f.promotion_black = r.region(e, files, ranks),
            "promotionPieceTypes" => f.promotion_types = Some(e.value.to_lowercase()),
            "promotionPieceTypesWhite" => f.promotion_types_white = Some(e.value.to_lowercase()),
            "promotionPieceTypesBlack" => f.promotion_types_black = Some(e.value.to_lowercase()),
            // The kinds that promote as pawns do; `pawnTypes` also names the en passant
            // and n-move kinds, which we read only as the pawn.
            "pawnTypes" => {
                r.only(e, &["p"]);
                f.pawn_types = Some(e.value.to_lowercase());
            }
            "promotionPawnTypes" => f.pawn_types = Some(e.value.to_lowercase()),
            "promotionPawnTypesWhite" => f.pawn_types_white = Some(e.value.to_lowercase()),
            "promotionPawnTypesBlack" => f.pawn_types_black = Some(e.value.to_lowercase()),
            "doubleStep" => f.double_step = r.flag(e),
            "doubleStepRegionWhite" => f.double_white = r.region(e, files, ranks),
            "doubleStepRegionBlack" => f.double_black = r.region(e, files, ranks),
            "castling" => f.castling = r.flag(e),
            "castlingKingsideFile" => f.castle_kingside = r.file(e, files).unwrap_or(7),
            "castlingQueensideFile" => f.castle_queenside = r.file(e, files).unwrap_or(3),
            "castlingKingPiece" => r.only(e, &["k"]),
            "petrifyOnCapture" | "dropOnTop" => r.only(e, &["false"]),
            "sittuyinPromotion" => f.promotion.placed = r.flag(e),
            "mustCapture" => f.must_capture = r.flag(e),
            "blastOnCapture" => f.blast = r.flag(e),
            "enPassantRegion" => {
                f.ep_white = r.region_or_none(e, files, ranks);
                f.ep_black = f.ep_white.clone();
            }
            "enPassantRegionWhite" => f.ep_white = r.region_or_none(e, files, ranks),
            "enPassantRegionBlack" => f.ep_black = r.region_or_none(e, files, ranks),
            "blastImmuneTypes" => f.blast_immune = kind_letters(&e.value),
            "mutuallyImmuneTypes" => f.mutually_immune = kind_letters(&e.value),
            "stalematePieceCount" => f.stalemate_by_count = r.flag(e),
            "checking" => f.checking = r.flag(e),
            "flagMove" => f.flag_move = r.flag(e),
            "pieceDrops" => f.drops = r.flag(e),
            "capturesToHand" => f.captures_to_hand = r.flag(e),
            "firstRankPawnDrops" => f.first_rank_pawn_drops = r.flag(e),
            "sittuyinRookDrop" => f.rook_drops_first_rank = r.flag(e),
            "promotionZonePawnDrops" => f.zone_pawn_drops = r.flag(e),
            "whiteDropRegion" => f.drop_white = r.region(e, files, ranks),
            "blackDropRegion" => f.drop_black = r.region(e, files, ranks),
            "checkCounting" => f.check_counting = r.flag(e),
            "flagPiece" | "flagPieceWhite" | "flagPieceBlack" => {
                f.flag_piece = e.value.chars().next().filter(|c| *c != '*');
            }
            "flagRegion" => {
                f.flag_white = r.region(e, files, ranks);
                f.flag_black = f.flag_white.clone();
            }
            "flagRegionWhite" => f.flag_white = r.region(e, files, ranks),
            "flagRegionBlack" => f.flag_black = r.region(e, files, ranks),
            "flagPieceCount" => r.only(e, &["1"]),
            // Read after the loop: it only matters with an extinction value.
            "extinctionPieceTypes" => {}
            "extinctionValue" => {
                r.only(e, &["loss", "win", "draw", "none"]);
                f.extinction_result = e.value.clone();
                if e.value == "none" {
                    f.extinction = None;
                } else if f.extinction.is_none() {
                    f.extinction = Some(String::new());
                }
            }
            "extinctionPieceCount" => f.extinction_count = r.number(e, 0, 64).unwrap_or(0),
            "checkmateValue" => {
                r.only(e, &["loss", "win"]);
                f.checkmate_wins = e.value == "win";
            }
            "stalemateValue" => {
                r.only(e, &["draw", "loss", "win"]);
                f.stalemate = e.value.clone();
            }
            _ => r.refuse(e, "is not an option we can import"),
        }
    }
    // Without gates there is nothing to leap from: an option that would do nothing is
    // more likely a section's mistake than its intent.
    if let Some(e) = options.get("cambodianMoves")
        && f.shogi.cambodian_moves
        && !f.shogi.gating
    {
        r.refuse(e, "needs gating = true: its leaps start from the gates");
    }
    if let Some(e) = options.get("extinctionPieceTypes")
        && f.extinction.is_some()
    {
        f.extinction = Some(e.value.to_lowercase());
    }
    f.fifty_move = f.endings.n_move != 0;
    let (repetition, n_move) = regions::draws_left_to_players(&f);
    f.repetition &= !repetition;
    f.fifty_move &= !n_move;
    if f.extinction.as_deref() == Some("") {
        f.extinction = None;
    }
    // A side's own list (`promotionPawnTypes{White,Black}`) overrides the shared one.
    let shared = f.pawn_types.clone();
    for (option, (letter, betza, line)) in letters {
        let (default_betza, glyph, name) = pieces::predefined(&option).unwrap_or(("", "disc", ""));
        // The pawn kind promotes whatever the lists say (Fairy-Stockfish generates its
        // moves apart from the other kinds', promotions included): pyffish's spartan
        // lets a black pawn promote although Black's list names the hoplite only.
        let promotes = |own: Option<&String>| {
            option == "pawn" || own.or(shared.as_ref()).is_some_and(|l| l.contains(letter))
        };
        let custom = option.starts_with("customPiece");
        f.kinds.push(Kind {
            option: option.clone(),
            letter,
            betza: pieces::betza(if betza.is_empty() {
                default_betza
            } else {
                &betza
            }),
            glyph: if custom { "disc" } else { glyph },
            name: if custom {
                format!("Piece {}", letter.to_ascii_uppercase())
            } else {
                name.into()
            },
            pawn: option == "pawn",
            promotes: promotes(f.pawn_types_white.as_ref())
                || promotes(f.pawn_types_black.as_ref()),
            promotes_white: promotes(f.pawn_types_white.as_ref()),
            promotes_black: promotes(f.pawn_types_black.as_ref()),
            royal: option == "king",
            shogi_pawn: option == "shogiPawn",
        });
        let _ = line;
    }
    if r.problems.is_empty() {
        Ok(f)
    } else {
        Err(r.problems)
    }
}

/// The letters of a set of kinds (`-`: none).
fn kind_letters(value: &str) -> String {
    value
        .chars()
        .take_while(|c| c.is_ascii_alphabetic())
        .map(|c| c.to_ascii_lowercase())
        .collect()
}

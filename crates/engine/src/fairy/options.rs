//! The options of one resolved Fairy-Stockfish section, read into typed values. Every
//! option is either understood, deliberately ignored (it only concerns a GUI or the
//! engine's evaluation, never the rules), or refused with its line: an option that
//! would change the rules is never silently dropped.

use super::ini::Entry;
use super::pieces;
use super::regions::{self, Regions};
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

/// A square set as Fairy-Stockfish writes it (`d4 e4`, `*8` for a whole rank), as
/// (file, rank), both from 1.
pub(crate) type Region = Vec<(usize, usize)>;

/// One piece kind: its letter (lower case, as in the ini file) and what it is.
#[derive(Clone, Debug)]
pub(crate) struct Kind {
    /// The option that names it (`king`, `fers`, `customPiece1`).
    pub option: String,
    pub letter: char,
    pub betza: String,
    pub glyph: &'static str,
    pub name: String,
    pub pawn: bool,
    /// Promotes as a pawn does (the built-in pawn, or the kinds `pawnTypes` names).
    pub promotes: bool,
    pub royal: bool,
    /// Fairy-Stockfish's `shogiPawn`, the kind `shogiPawnDropMateIllegal` means.
    pub shogi_pawn: bool,
}

#[derive(Clone, Debug)]
pub(crate) struct Fsf {
    pub files: usize,
    pub ranks: usize,
    pub kinds: Vec<Kind>,
    pub start_fen: String,
    pub promotion_white: Option<Region>,
    pub promotion_black: Option<Region>,
    pub promotion_types: Option<String>,
    pub promotion_types_white: Option<String>,
    pub promotion_types_black: Option<String>,
    /// The letters of the kinds that promote as pawns (`pawnTypes`); none: the pawn.
    pub pawn_types: Option<String>,
    pub double_step: bool,
    pub double_white: Option<Region>,
    pub double_black: Option<Region>,
    pub castling: bool,
    pub castle_kingside: usize,
    pub castle_queenside: usize,
    pub drops: bool,
    pub captures_to_hand: bool,
    pub first_rank_pawn_drops: bool,
    pub zone_pawn_drops: bool,
    pub drop_white: Option<Region>,
    pub drop_black: Option<Region>,
    pub check_counting: bool,
    pub flag_piece: Option<char>,
    /// `flagMove`: Black may answer White's arrival by arriving too (a draw).
    pub flag_move: bool,
    /// `checking = false`: no move may give check.
    pub checking: bool,
    pub flag_white: Option<Region>,
    pub flag_black: Option<Region>,
    /// The extinction kinds' letters (`*` for all pieces together), with a value.
    pub extinction: Option<String>,
    pub extinction_wins: bool,
    pub extinction_count: usize,
    /// `stalemateValue`: `draw`, `loss` or `win`.
    pub stalemate: String,
    pub stalemate_by_count: bool,
    pub checkmate_wins: bool,
    pub must_capture: bool,
    /// `blastOnCapture`, with the letters of the immune kinds and of those immune to
    /// each other.
    pub blast: bool,
    pub blast_immune: String,
    pub mutually_immune: String,
    /// `enPassantRegion{White,Black}`: where each side may capture en passant.
    pub ep_white: Option<Region>,
    pub ep_black: Option<Region>,
    pub fifty_move: bool,
    pub repetition: bool,
    /// Shogi-style promotion and the shogi family's drop rules.
    pub shogi: super::shogi::Shogi,
    pub regions: Regions,
}

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
        double_step: true,
        double_white: None,
        double_black: None,
        castling: true,
        castle_kingside: 7,
        castle_queenside: 3,
        drops: false,
        captures_to_hand: false,
        first_rank_pawn_drops: false,
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
        extinction_wins: false,
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
        if regions::read(&mut f.regions, &mut r, e, files, ranks) {
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
            "promotionPawnTypes" | "pawnTypes" => {
                r.only(e, &["p"]);
                f.pawn_types = Some(e.value.to_lowercase());
            }
            "mandatoryPawnPromotion" => r.only(e, &["true"]),
            "doubleStep" => f.double_step = r.flag(e),
            "doubleStepRegionWhite" => f.double_white = r.region(e, files, ranks),
            "doubleStepRegionBlack" => f.double_black = r.region(e, files, ranks),
            "castling" => f.castling = r.flag(e),
            "castlingKingsideFile" => f.castle_kingside = r.file(e, files).unwrap_or(7),
            "castlingQueensideFile" => f.castle_queenside = r.file(e, files).unwrap_or(3),
            "castlingRank" => r.only(e, &["1"]),
            "castlingKingPiece" => r.only(e, &["k"]),
            "castlingRookPieces" => r.only(e, &["r"]),
            "chess960"
            | "mustDrop"
            | "petrifyOnCapture"
            | "passOnStalemate"
            | "immobilityIllegal"
            | "dropOnTop"
            | "extinctionClaim"
            | "extinctionPseudoRoyal"
            | "dupleCheck"
            | "perpetualCheckIllegal"
            | "shogiPawnDropMateIllegal"
            | "sittuyinRookDrop"
            | "dropOppositeColoredBishop"
            | "mandatoryPiecePromotion"
            | "shatarMateRule"
            | "sittuyinPromotion" => r.only(e, &["false"]),
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
            "dropChecks" => r.only(e, &["true"]),
            "checking" => f.checking = r.flag(e),
            "flagMove" => f.flag_move = r.flag(e),
            "pieceDrops" => f.drops = r.flag(e),
            "capturesToHand" => f.captures_to_hand = r.flag(e),
            "firstRankPawnDrops" => f.first_rank_pawn_drops = r.flag(e),
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
                r.only(e, &["loss", "win", "none"]);
                f.extinction_wins = e.value == "win";
                if e.value == "none" {
                    f.extinction = None;
                } else if f.extinction.is_none() {
                    f.extinction = Some(String::new());
                }
            }
            "extinctionPieceCount" => f.extinction_count = r.number(e, 0, 64).unwrap_or(0),
            "extinctionOpponentPieceCount" => r.only(e, &["0"]),
            "checkmateValue" => {
                r.only(e, &["loss", "win"]);
                f.checkmate_wins = e.value == "win";
            }
            "stalemateValue" => {
                r.only(e, &["draw", "loss", "win"]);
                f.stalemate = e.value.clone();
            }
            "nMoveRule" => {
                r.only(e, &["50", "0"]);
                f.fifty_move = e.value == "50";
            }
            "nFoldRule" => {
                r.only(e, &["3", "0"]);
                f.repetition = e.value == "3";
            }
            _ => r.refuse(e, "is not an option we can import"),
        }
    }
    if let Some(e) = options.get("extinctionPieceTypes")
        && f.extinction.is_some()
    {
        f.extinction = Some(e.value.to_lowercase());
    }
    let (repetition, n_move) = regions::draws_left_to_players(&f);
    f.repetition &= !repetition;
    f.fifty_move &= !n_move;
    if f.extinction.as_deref() == Some("") {
        f.extinction = None;
    }
    for (option, (letter, betza, line)) in letters {
        let (default_betza, glyph, name) = pieces::predefined(&option).unwrap_or(("", "disc", ""));
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
            promotes: match &f.pawn_types {
                Some(letters) => letters.contains(letter),
                None => option == "pawn",
            },
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

pub(super) struct Reader {
    problems: Vec<(usize, String)>,
}

impl Reader {
    pub(super) fn refuse(&mut self, e: &Entry, why: &str) {
        self.problems
            .push((e.line, format!("{} = {}: {why}", e.key, e.value)));
    }

    /// An option we import only at the values given (Fairy-Stockfish's default first).
    pub(super) fn only(&mut self, e: &Entry, values: &[&str]) {
        if !values.contains(&e.value.as_str()) {
            let why = format!("only {} can be imported", values.join(" or "));
            self.refuse(e, &why);
        }
    }

    pub(super) fn flag(&mut self, e: &Entry) -> bool {
        match e.value.as_str() {
            "true" => true,
            "false" => false,
            _ => {
                self.refuse(e, "must be true or false");
                false
            }
        }
    }

    pub(super) fn number(&mut self, e: &Entry, lo: usize, hi: usize) -> Option<usize> {
        match e.value.parse::<usize>() {
            Ok(n) if (lo..=hi).contains(&n) => Some(n),
            _ => {
                self.refuse(e, &format!("must be a number from {lo} to {hi}"));
                None
            }
        }
    }

    /// A file as a number from 1 or a letter from `a`.
    fn file(&mut self, e: &Entry, files: usize) -> Option<usize> {
        let v = e.value.as_str();
        let n = match v.parse::<usize>() {
            Ok(n) => Some(n),
            Err(_) => match v.as_bytes() {
                [c @ b'a'..=b'z'] => Some(usize::from(c - b'a') + 1),
                _ => None,
            },
        };
        match n {
            Some(n) if n >= 1 && n <= files => Some(n),
            _ => {
                self.refuse(
                    e,
                    &format!("must be a file of the board (1 to {files}, or a letter)"),
                );
                None
            }
        }
    }

    /// A region, or `-` for none.
    fn region_or_none(&mut self, e: &Entry, files: usize, ranks: usize) -> Option<Region> {
        match e.value.trim() {
            "-" => Some(Vec::new()),
            _ => self.region(e, files, ranks),
        }
    }

    pub(super) fn region(&mut self, e: &Entry, files: usize, ranks: usize) -> Option<Region> {
        let mut out = Vec::new();
        for word in e.value.split_whitespace() {
            let (f, r) = word.split_at(word.chars().next().map_or(0, char::len_utf8));
            let rank = r.parse::<usize>().ok().filter(|n| (1..=ranks).contains(n));
            let Some(rank) = rank else {
                self.refuse(e, &format!("'{word}' is not a square or rank of the board"));
                return None;
            };
            match f.as_bytes() {
                [b'*'] => out.extend((1..=files).map(|file| (file, rank))),
                [c @ b'a'..=b'z'] if usize::from(c - b'a') < files => {
                    out.push((usize::from(c - b'a') + 1, rank))
                }
                _ => {
                    self.refuse(e, &format!("'{word}' is not a square or rank of the board"));
                    return None;
                }
            }
        }
        Some(out)
    }

    /// `pawn = p`, `king = k:KN`, `customPiece1 = a:mWfcF`, or `- ` to remove the type.
    fn piece(
        &mut self,
        option: &str,
        e: &Entry,
        letters: &mut BTreeMap<String, (char, String, usize)>,
    ) {
        if e.value == "-" {
            letters.remove(option);
            return;
        }
        let (letter, betza) = match e.value.split_once(':') {
            Some((l, b)) => (l.trim(), b.trim().to_string()),
            None => (e.value.as_str(), String::new()),
        };
        let mut chars = letter.chars();
        let (Some(c), None) = (chars.next(), chars.next()) else {
            self.refuse(
                e,
                "the piece must be one letter (optionally ':' and its Betza)",
            );
            return;
        };
        if !c.is_ascii_alphabetic() {
            self.refuse(e, "the piece must be one letter");
            return;
        }
        let custom = option.starts_with("customPiece");
        if custom && betza.is_empty() {
            self.refuse(e, "a custom piece needs its Betza after ':'");
            return;
        }
        if !custom && !betza.is_empty() && option != "king" {
            self.refuse(
                e,
                "only the king and custom pieces take a Betza string here",
            );
            return;
        }
        let c = c.to_ascii_lowercase();
        // A later option for the same letter replaces the type it had.
        letters.retain(|_, (l, ..)| *l != c);
        letters.insert(option.to_string(), (c, betza, e.line));
    }
}

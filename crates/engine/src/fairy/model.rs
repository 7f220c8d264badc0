//! The typed model of one resolved Fairy-Stockfish section: what `options` reads, the
//! family readers (`shogi`, `regions`) fill in and `emit` writes out. Only data here,
//! so that every reader and writer stands above it.

use std::collections::BTreeMap;

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
    /// Promotes as a pawn does (the built-in pawn, or the kinds `pawnTypes` names), for
    /// either side; and for each side (`promotionPawnTypes{White,Black}`).
    pub promotes: bool,
    pub promotes_white: bool,
    pub promotes_black: bool,
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
    /// `promotionPawnTypes{White,Black}`: each side's, where given.
    pub pawn_types_white: Option<String>,
    pub pawn_types_black: Option<String>,
    pub double_step: bool,
    pub double_white: Option<Region>,
    pub double_black: Option<Region>,
    pub castling: bool,
    pub castle_kingside: usize,
    pub castle_queenside: usize,
    pub castle: Castling,
    /// `nMoveRuleTypes` and `enPassantTypes`, as letters (`fairy::pawn_kinds`).
    pub n_move_types: Option<String>,
    /// `nMoveRuleTypes{White,Black}`: each side's, where given.
    pub n_move_white: Option<String>,
    pub n_move_black: Option<String>,
    pub ep_types: Option<String>,
    /// `materialCounting = whitedrawodds/blackdrawodds`: the side that wins every draw.
    pub draw_odds: Option<&'static str>,
    pub promotion: Promotion,
    pub drops: bool,
    pub captures_to_hand: bool,
    pub first_rank_pawn_drops: bool,
    /// `sittuyinRookDrop`: the `rook` kind is dropped on the side's first rank only.
    pub rook_drops_first_rank: bool,
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
    /// `extinctionValue` for the side that ran out: `loss`, `win` or `draw`.
    pub extinction_result: String,
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
    pub shogi: Shogi,
    pub regions: Regions,
    pub endings: Endings,
    pub placement: Placement,
    pub walling: Walling,
    pub enclosing: Enclosing,
}

/// What a section says of the reversi family's drops, flips, passes and full board
/// (read by `enclosing`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Enclosing {
    /// `enclosingDrop`, as our rule's name; `None`: drops go anywhere.
    pub drop_rule: Option<&'static str>,
    /// `enclosingDropStart`: the squares filled first.
    pub start: Region,
    /// `flipEnclosedPieces`, as our rule's name.
    pub flip: Option<&'static str>,
    /// `passOnStalemate{White,Black}`.
    pub pass_white: bool,
    pub pass_black: bool,
    /// `adjudicateFullBoard`.
    pub full_board: bool,
    /// `freeDrops` (ours): drops need no piece in hand.
    pub free_drops: bool,
}

/// What a section says of walls placed in play (read by `read`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Walling {
    /// `wallingRule`, as our rule's name; `None`: no walls are placed.
    pub rule: Option<&'static str>,
    /// `wallingRegion{White,Black}`: where each side may put a wall; `None`: anywhere.
    pub white: Option<Region>,
    pub black: Option<Region>,
    /// `petrifyOnCaptureTypes`: the letters of the kinds that turn to walls when they
    /// capture.
    pub petrify: String,
}

/// What a section says of turns that must drop (read by `placement`).
#[derive(Clone, Debug, Default)]
pub(crate) struct Placement {
    /// `mustDrop`: a side holding pieces must drop one if it can.
    pub must_drop: bool,
    /// `mustDropType`: only this kind is meant (`None`: any, `*`).
    pub must_drop_type: Option<char>,
    /// `dropChecks = false`: no drop may give check.
    pub no_drop_checks: bool,
    /// `dropOppositeColoredBishop`: drops keep the bishops able to stand on both
    /// square colours.
    pub bishops_balanced: bool,
    /// `castlingDroppedPiece`: a king or rook dropped on its castling square castles.
    pub castling_dropped: bool,
}

/// What a section says of game ends beyond checkmate (read by `endings`).
#[derive(Clone, Debug)]
pub(crate) struct Endings {
    /// `extinctionPseudoRoyal`: the extinction kinds may not be left attacked.
    pub pseudo_royal: bool,
    /// `dupleCheck`: with `pseudo_royal`, nor may all of them at once, however many.
    pub duple: bool,
    /// `extinctionOpponentPieceCount`: extinction ends the game only while the
    /// opponent has at least this many of the kind.
    pub opponent_count: usize,
    /// `extinctionClaim`: the side to move needs the opponent to have one more.
    pub claim: bool,
    /// `nMoveRule`: moves of each side without progress that draw (0: never).
    pub n_move: usize,
    /// `flagPieceSafe`: a flag piece wins only where it is not attacked.
    pub flag_safe: bool,
    /// `shatarMateRule`: a mate counts only after a check by a knight, rook or bers.
    pub mating_checks: bool,
}

impl Default for Endings {
    fn default() -> Self {
        Endings {
            pseudo_royal: false,
            duple: false,
            opponent_count: 0,
            claim: false,
            n_move: 50,
            flag_safe: false,
            mating_checks: false,
        }
    }
}

/// What a section says of shogi-style promotion, drops and repetitions.
#[derive(Clone, Debug)]
pub(crate) struct Shogi {
    /// `promotedPieceType` pairs in the order given (parents first): a later pair for
    /// the same kind wins, `x:-` clears.
    pub promoted: Vec<(char, Option<char>)>,
    pub mandatory: bool,
    pub no_doubled: Option<char>,
    pub no_doubled_count: usize,
    pub immobility: bool,
    pub pawn_drop_mate: bool,
    pub perpetual_check: bool,
    /// `nFoldRule`: occurrences of a position that end the game (0: never).
    pub repetitions: usize,
    /// `nFoldValue`: `draw`, `win` or `loss`, for the side to move or, with
    /// `nFoldValueAbsolute`, for White.
    pub repetition_value: String,
    pub repetition_absolute: bool,
    /// `dropLoop`: a captured promoted piece goes to hand as it is.
    pub drop_loop: bool,
    /// `pieceDemotion`: a promoted piece turns back on the same terms (kyoto shogi).
    pub demotion: bool,
    /// `dropPromoted`: a piece in hand may be dropped in its promoted form.
    pub drop_promoted: bool,
    /// `piecePromotionOnCapture`: only captures promote (and demote).
    pub on_capture: bool,
    /// `gating` and `seirawanGating`: gates in the position text, and pieces from hand
    /// coming onto them (without `seirawanGating` gates serve nothing we import).
    pub gating: bool,
    pub seirawan_gating: bool,
    /// `cambodianMoves`: the king's and the fers's leaps from their open gates.
    pub cambodian_moves: bool,
}

impl Default for Shogi {
    fn default() -> Self {
        Shogi {
            promoted: Vec::new(),
            mandatory: false,
            no_doubled: None,
            no_doubled_count: 1,
            immobility: false,
            pawn_drop_mate: false,
            perpetual_check: false,
            repetitions: 3,
            repetition_value: "draw".into(),
            repetition_absolute: false,
            drop_loop: false,
            demotion: false,
            drop_promoted: false,
            on_capture: false,
            gating: false,
            seirawan_gating: false,
            cambodian_moves: false,
        }
    }
}

#[derive(Clone, Debug)]
pub(crate) struct Regions {
    /// By the option naming the kind (`king`, `fers`): White's and Black's region.
    pub mobility: BTreeMap<String, (Option<Region>, Option<Region>)>,
    /// `soldierPromotionRank`, counted from 1: the soldier moves only forward before it.
    pub soldier_rank: usize,
    pub flying_general: bool,
    /// `chasingRule = axf`: no automatic verdict at a repetition.
    pub repetition_left_to_players: bool,
    /// `diagonalLines`: squares joined by lines the palace pieces also move along.
    pub lines: Option<Region>,
    /// `kingType = wazir` (ours): the royal is of the wazir kind, lines and all.
    pub king_wazir: bool,
    pub pass: bool,
    pub bikjang: bool,
    /// `materialCounting = janggi`.
    pub janggi_points: bool,
    /// `materialCounting = unweighted`: more pieces on the board win.
    pub unweighted: bool,
    /// `countingRule` (makruk, cambodian, asean): south-east Asian counting.
    pub counting: bool,
    /// `makpongRule`: in check, the king moves only to take the checker.
    pub makpong: bool,
}

impl Default for Regions {
    fn default() -> Self {
        Regions {
            mobility: BTreeMap::new(),
            soldier_rank: 1,
            flying_general: false,
            repetition_left_to_players: false,
            lines: None,
            king_wazir: false,
            pass: false,
            bikjang: false,
            janggi_points: false,
            unweighted: false,
            counting: false,
            makpong: false,
        }
    }
}

/// The castling options beyond on/off and the king's files (`fairy::castling`).
#[derive(Clone, Debug, Default)]
pub struct Castling {
    /// `chess960`: kings and rooks castle from any file of the castling rank.
    pub any_file: bool,
    /// `castlingRank`, relative to each side (1 = its first rank); 0 = the default 1.
    pub rank: usize,
    /// `castlingRookKingsideFile` / `castlingRookQueensideFile`, from 1.
    pub rook_kingside: Option<usize>,
    pub rook_queenside: Option<usize>,
    /// `castlingRookPieces`: the letters of the kinds that castle as the rook.
    pub rook_pieces: Option<String>,
}

/// Optional pawn promotion and promotion limits (`fairy::promotion`).
#[derive(Clone, Debug, Default)]
pub struct Promotion {
    /// `mandatoryPawnPromotion = false`: a pawn may arrive in the region unpromoted.
    pub pawn_optional: bool,
    /// `promotionLimit`: each kind's letter and how many of it a side may hold (a later
    /// pair for the same kind wins, as a child section's does).
    pub limits: Vec<(char, usize)>,
    /// `sittuyinPromotion`: the pawn promotes in place of a move, not on arrival.
    pub placed: bool,
}

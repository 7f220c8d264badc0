//! The shape of a definition file, as serde reads it: every table and key a definition
//! may have, with unknown keys refused. `compile` checks what the values mean.

use serde::Deserialize;

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDef {
    pub(super) key: String,
    pub(super) name: String,
    #[serde(default)]
    pub(super) summary: String,
    /// The key of a family in `families.toml`; absent: "other".
    #[serde(default)]
    pub(super) family: Option<String>,
    /// `false`: free play. The board, pieces and start are drawn and read, and every
    /// submission is applied as written; no rule of play is checked.
    #[serde(default = "yes")]
    pub(super) enforced: bool,
    pub(super) board: RawBoard,
    pub(super) pieces: toml::Table,
    pub(super) setup: RawSetup,
    #[serde(default)]
    pub(super) reserve: Option<RawReserve>,
    #[serde(default)]
    pub(super) castling: Option<RawCastling>,
    #[serde(default)]
    pub(super) families: Vec<RawFamily>,
    #[serde(default)]
    pub(super) draws: RawDraws,
    #[serde(default)]
    pub(super) rulings: Vec<RawRuling>,
    /// `[mechanics.<kind>]` tables, read by `mechanics::compile`.
    #[serde(default)]
    pub(super) mechanics: toml::Table,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBoard {
    #[serde(default)]
    pub(super) files: Option<usize>,
    #[serde(default)]
    pub(super) boards: Option<Vec<usize>>,
    pub(super) ranks: usize,
    /// Squares that do not exist.
    #[serde(default)]
    pub(super) holes: Vec<String>,
    /// Squares joined by diagonal lines (a janggi palace's): pieces with `along_lines`
    /// also move diagonally among them.
    #[serde(default)]
    pub(super) diagonal_lines: Vec<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPiece {
    pub(super) name: String,
    /// Required where rules are enforced (unless `immobile`); free play may leave it out.
    #[serde(default)]
    pub(super) betza: String,
    /// The piece never moves once placed (a reversi stone): it has no Betza.
    #[serde(default)]
    pub(super) immobile: bool,
    /// A drawing of the piece set; none: the piece is drawn as its letter in a circle.
    #[serde(default)]
    pub(super) glyph: String,
    #[serde(default)]
    pub(super) notes: String,
    #[serde(default)]
    pub(super) royal: bool,
    #[serde(default)]
    pub(super) pawn: bool,
    /// Whether the piece's moves restart the fifty-move count (default: a pawn's do).
    #[serde(default)]
    pub(super) resets_clock: Option<bool>,
    /// Black's, where it differs from White's.
    #[serde(default)]
    pub(super) black_resets_clock: Option<bool>,
    #[serde(default)]
    pub(super) minor: bool,
    /// Ranks counted from the owner's side, 1-based.
    #[serde(default)]
    pub(super) initial_ranks: Vec<usize>,
    /// Single squares `i` moves start from besides those ranks, White's; Black's are
    /// `black_initial_squares`, or White's mirrored.
    #[serde(default)]
    pub(super) initial_squares: Vec<String>,
    #[serde(default)]
    pub(super) black_initial_squares: Option<Vec<String>>,
    /// Black's, counted from Black's side, where they are not White's mirrored.
    #[serde(default)]
    pub(super) black_initial_ranks: Option<Vec<usize>>,
    #[serde(default)]
    pub(super) promotion: Option<RawPromotion>,
    /// The squares White's piece may move to (and attack); none: the whole board.
    #[serde(default)]
    pub(super) region: Option<Vec<String>>,
    /// Black's; none: White's turned half round the board.
    #[serde(default)]
    pub(super) black_region: Option<Vec<String>>,
    /// Other moves from a rank on.
    #[serde(default)]
    pub(super) beyond: Option<RawBeyond>,
    /// Moves (Betza) the piece also has on the board's diagonal lines, from one of their
    /// squares along the lines to another.
    #[serde(default)]
    pub(super) along_lines: Option<String>,
    /// Hops neither over nor onto a piece of its own kind (the janggi cannon).
    #[serde(default)]
    pub(super) not_over_own_kind: bool,
}

/// `beyond = { rank = 6, betza = "fsW" }`: from its rank 6 on (counted from the
/// owner's side), the piece moves as `betza` says instead of its own Betza.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawBeyond {
    pub(super) rank: usize,
    pub(super) betza: String,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawPromotion {
    #[serde(default)]
    pub(super) ranks: Vec<usize>,
    /// Single squares of the zone besides whole ranks (legan's corner), White's; Black's
    /// are `black_squares`, or White's turned half round.
    #[serde(default)]
    pub(super) squares: Vec<String>,
    #[serde(default)]
    pub(super) black_squares: Option<Vec<String>>,
    /// Black's, counted from Black's side, where they are not White's mirrored.
    #[serde(default)]
    pub(super) black_ranks: Option<Vec<usize>>,
    pub(super) choices: Vec<String>,
    pub(super) default: String,
    #[serde(default)]
    pub(super) optional: bool,
    #[serde(default)]
    pub(super) leaving: bool,
    #[serde(default)]
    pub(super) on_capture: bool,
    /// Black's own choices and default, where they differ from White's.
    #[serde(default)]
    pub(super) black_choices: Option<Vec<String>>,
    #[serde(default)]
    pub(super) black_default: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSetup {
    pub(super) fen: String,
    /// Position texts may mark promoted pieces (`Q~`) although nothing here reverts
    /// them: the mark is read and dropped (Fairy-Stockfish writes it in every game with
    /// drops).
    #[serde(default)]
    pub(super) promotion_marks_ignored: bool,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawReserve {
    pub(super) slots: Vec<RawSlot>,
    pub(super) drop_ranks: usize,
    /// Whether a dropped piece counts as never having moved (it may castle, and make
    /// the initial moves kept for unmoved pieces); `false`: it counts as moved.
    #[serde(default = "unmoved_by_default")]
    pub(super) dropped_unmoved: bool,
}

fn unmoved_by_default() -> bool {
    true
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawSlot {
    pub(super) piece: String,
    pub(super) count: u8,
    #[serde(default)]
    pub(super) label: Option<String>,
    #[serde(default)]
    pub(super) colour: Option<String>,
    /// Only onto the owner's first this many ranks (within `drop_ranks`).
    #[serde(default)]
    pub(super) drop_ranks: Option<usize>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawCastling {
    /// The label of the piece a king castles with (default: the piece on the first
    /// castling square of the setup).
    #[serde(default)]
    pub(super) partner: Option<String>,
    /// The labels of several kinds a king castles with, instead of `partner`.
    #[serde(default)]
    pub(super) partners: Vec<String>,
    pub(super) rooks: Vec<String>,
    /// The files the king lands on castling towards the higher and the lower files
    /// (the partner lands next to it, on the inner side); without them the king moves
    /// the distance of its Betza `O`.
    #[serde(default)]
    pub(super) kingside_file: Option<String>,
    #[serde(default)]
    pub(super) queenside_file: Option<String>,
    /// Kings and partners castle from any file of the rooks' rank (Chess960).
    #[serde(default)]
    pub(super) any_file: bool,
    #[serde(default)]
    pub(super) black_rooks: Option<Vec<String>>,
    #[serde(default)]
    pub(super) extra_rooks: Vec<String>,
    #[serde(default)]
    pub(super) black_extra_rooks: Option<Vec<String>>,
    /// White's king square for castling where the setup has no king there yet (it is
    /// dropped later: `castling_by_drops`); Black's is mirrored.
    #[serde(default)]
    pub(super) king: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawFamily {
    pub(super) by: String,
    #[serde(default)]
    pub(super) light: Option<String>,
    #[serde(default)]
    pub(super) dark: Option<String>,
    #[serde(default)]
    pub(super) odd: Option<String>,
    #[serde(default)]
    pub(super) even: Option<String>,
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawDraws {
    #[serde(default = "yes")]
    pub(super) repetition: bool,
    /// Occurrences of one position that end the game by repetition.
    #[serde(default = "three")]
    pub(super) repetition_count: u8,
    #[serde(default)]
    pub(super) perpetual_check_loses: bool,
    /// `draw`, `side_to_move_wins`, `side_to_move_loses`, `white_wins`, `black_wins`.
    #[serde(default)]
    pub(super) repetition_result: Option<String>,
    #[serde(default = "yes")]
    pub(super) fifty_move: bool,
    /// The moves of each side without a capture or a pawn move that end the game
    /// (`fifty_move`), 50 by default.
    #[serde(default = "fifty")]
    pub(super) fifty_move_count: u16,
    #[serde(default)]
    pub(super) insufficient_material: bool,
    /// `white` or `black`: that side wins every game that would end drawn.
    #[serde(default)]
    pub(super) draw_odds: Option<String>,
}

fn yes() -> bool {
    true
}

fn fifty() -> u16 {
    50
}

fn three() -> u8 {
    3
}

impl Default for RawDraws {
    fn default() -> Self {
        RawDraws {
            repetition: true,
            repetition_count: 3,
            perpetual_check_loses: false,
            repetition_result: None,
            fifty_move: true,
            fifty_move_count: 50,
            insufficient_material: false,
            draw_odds: None,
        }
    }
}

#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
pub(super) struct RawRuling {
    pub(super) title: String,
    pub(super) text: String,
}

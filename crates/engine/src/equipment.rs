//! A variant's data, as the move generator reads it: the board, the kinds of piece with
//! their move tables, the reserve slots, the castlings, the forms pieces take square by
//! square, and the zones where pieces promote or make their first moves. Plain values,
//! compiled once from a definition; what a move does beyond them is the mechanics'
//! business (`mechanics::Mechanics`, met through the generator's and the legality
//! filter's hooks).

use crate::bits::Bits;
use crate::color::Color;
use crate::geometry::Geometry;
use crate::movetable::MoveTables;
use crate::piece::{KindDef, Piece, PieceKind};
use crate::reserve::{CapturesToReserve, SlotDef};
use crate::square::Square;

/// A castling: king and rook squares before and after, for one side.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Castling {
    pub color: Color,
    pub king_from: Square,
    pub king_to: Square,
    pub rook_from: Square,
    pub rook_to: Square,
    /// Squares that must be empty (other than the king's and rook's own).
    pub empty: Vec<Square>,
    /// Squares the king stands on or crosses, none of which may be attacked.
    pub safe: Vec<Square>,
}

#[derive(Debug)]
pub(crate) struct Equipment {
    pub geometry: Geometry,
    pub kinds: Vec<KindDef>,
    pub tables: MoveTables,
    pub reserve: Vec<SlotDef>,
    /// Each side's drop zone (White's first): the squares, holes aside, of its first
    /// `[reserve] drop_ranks` ranks.
    pub drop_zone: [Bits; 2],
    /// `[reserve] dropped_unmoved`: a dropped piece counts as never having moved.
    pub dropped_unmoved: bool,
    pub castlings: Vec<Castling>,
    /// Squares whose "never moved" flag matters (castling kings and rooks).
    pub castling_squares: Vec<Square>,
    /// Castling rights used only by a mechanic (`castling_across_boards`):
    /// (colour, king square, rook square).
    pub extra_castle_rights: Vec<(Color, Square, Square)>,
    /// Every castling right, each once (`castle_rights`), listed when the castlings are
    /// read.
    pub rights: Vec<(Color, Square, Square)>,
    /// The kinds a king castles with (the rook), as a set of kind bits.
    pub castle_partners: u64,
    /// Kings and partners castle from any file of their rank (Chess960): the rights are
    /// named by the partner's file, whatever the number of rights a side has.
    pub castling_any_file: bool,
    /// `morph[kind * squares + sq]`: the kind a piece of `kind` becomes on `sq`.
    pub morph: Option<Vec<u8>>,
    /// Families of kinds that are one piece in different forms.
    pub families: Vec<Vec<PieceKind>>,
    /// `promotion_zone[kind][colour]`: squares on which that piece must promote.
    pub promotion_zone: Vec<[Bits; 2]>,
    /// `initial_zone[kind][colour]`: the squares its `i` moves start from, for kinds
    /// with `initial_ranks` (`ranked_initial_mask`); the others need a piece unmoved.
    pub initial_zone: Vec<[Bits; 2]>,
    pub ranked_initial_mask: u64,
    /// Bit sets over kinds, for the generator's inner loops.
    pub royal_mask: u64,
    /// Kinds no move may capture: the royal ones, unless `royal_capture` is on.
    pub protected_mask: u64,
    /// Kinds that promote on arriving in their zone, without choice of staying.
    pub promoting_mask: u64,
    /// Kinds whose arrival needs a closer look (`push_promotions`): promotions that
    /// may be declined or that also happen on leaving the zone, and kinds with
    /// stranded squares.
    pub careful_mask: u64,
    /// `no_stranded_pieces`: `stranded[kind][colour]` are the squares from which a
    /// piece of that kind could never move again (on an empty board); no move that
    /// does not promote and no drop may put it there. Empty when the rule is off.
    pub stranded: Vec<[Bits; 2]>,
    /// `several_royals`: a side may have more than one royal piece. It is then in check
    /// when any of them is attacked, and no turn may leave any of them attacked (the
    /// rule Fairy-Stockfish applies to pseudo-royal pieces, its `extinctionPseudoRoyal`
    /// with an `extinctionPieceCount` that keeps all of them pseudo-royal;
    /// `scripts/fsf-compare.py` checks the two agree). Checkmate is being in check with
    /// no legal turn. Legality cannot use pins found from one royal piece, so every
    /// move is played out and judged: only these variants pay for that. Not this rule:
    /// "extinction royal" (only the last royal piece is protected) and duple check
    /// (only leaving every royal piece attacked is illegal).
    pub several_royals: bool,
    /// `gating`: a piece leaving an open gate of its first rank may bring a piece from
    /// the reserve onto the square it left; the position text lists the gates.
    pub gating: bool,
    /// `gating` from the reserve: a side's gates close once it holds nothing to gate
    /// and no capture can fill its hand again.
    pub gates_from_hand: bool,
    /// `walling`: turns place walls, which the position text writes as `*`.
    pub walls_in_play: bool,
    /// `captures_to_reserve`: where a captured piece goes (see `reserve`).
    pub to_reserve: Option<CapturesToReserve>,
    /// `[setup] promotion_marks_ignored`: a `~` mark in a position text is dropped.
    pub promotion_marks_ignored: bool,
}

impl Equipment {
    pub(crate) fn geometry(&self) -> &Geometry {
        &self.geometry
    }

    pub(crate) fn kind(&self, k: PieceKind) -> &KindDef {
        &self.kinds[k.index()]
    }

    pub(crate) fn kinds(&self) -> &[KindDef] {
        &self.kinds
    }

    /// Every kind with what it is, in the order of the definition.
    pub(crate) fn each_kind(&self) -> impl Iterator<Item = (PieceKind, &KindDef)> {
        self.kinds
            .iter()
            .enumerate()
            .map(|(i, k)| (PieceKind::new(i), k))
    }

    /// The kind whose label is `label` (White's, in upper case).
    pub(crate) fn kind_by_label(&self, label: &str) -> Option<PieceKind> {
        self.each_kind()
            .find(|(_, k)| k.label == label)
            .map(|(id, _)| id)
    }

    /// The kind whose label (in either colour's case) is `label`, with that colour.
    pub(crate) fn piece_by_label(&self, label: &str) -> Option<Piece> {
        self.each_kind().find_map(|(k, kind)| {
            if kind.label == label {
                Some(Piece::new(k, Color::White))
            } else if lower_case_of(&kind.label, label) {
                Some(Piece::new(k, Color::Black))
            } else {
                None
            }
        })
    }

    /// The kind whose label matches `label` ignoring case (for "wrong case" hints).
    pub(crate) fn kind_by_label_any_case(&self, label: &str) -> Option<PieceKind> {
        self.each_kind()
            .find(|(_, k)| k.label.eq_ignore_ascii_case(label))
            .map(|(id, _)| id)
    }

    pub(crate) fn label(&self, p: Piece) -> String {
        self.kind(p.kind()).label_for(p.color())
    }

    #[inline]
    pub(crate) fn promotes_on(&self, p: Piece, sq: Square) -> bool {
        self.promotion_zone[p.kind().index()][p.color().index()].has(sq)
    }

    /// Whether `p` could never move again from `sq` (`no_stranded_pieces`).
    #[inline]
    pub(crate) fn strands(&self, p: Piece, sq: Square) -> bool {
        self.stranded
            .get(p.kind().index())
            .is_some_and(|z| z[p.color().index()].has(sq))
    }

    /// The form a piece takes on `sq` (itself unless the variant morphs pieces).
    #[inline]
    pub(crate) fn morph(&self, p: Piece, sq: Square) -> Piece {
        match &self.morph {
            None => p,
            Some(table) => {
                let at = p.kind().index() * self.geometry.num_squares() + sq.index();
                p.with_kind(PieceKind::new(table[at] as usize))
            }
        }
    }

    /// The kinds that are forms of the same piece as `kind` (Morphomania's families).
    pub(crate) fn family_of(&self, kind: PieceKind) -> Option<&[PieceKind]> {
        self.families
            .iter()
            .find(|f| f.contains(&kind))
            .map(|f| f.as_slice())
    }

    /// Every castling right of the variant, each once: (colour, king square, rook
    /// square), by colour and rook square.
    pub(crate) fn castle_rights(&self) -> &[(Color, Square, Square)] {
        &self.rights
    }

    /// Lists the castling rights, once the castlings are read.
    pub(crate) fn list_castle_rights(&mut self) {
        let mut out: Vec<(Color, Square, Square)> = self
            .castlings
            .iter()
            .map(|c| (c.color, c.king_from, c.rook_from))
            .collect();
        out.extend(self.extra_castle_rights.iter().copied());
        out.sort_by_key(|&(c, _, r)| (c, r));
        out.dedup();
        self.rights = out;
    }

    /// Whether a king castles with pieces of `kind`.
    #[inline]
    pub(crate) fn is_castle_partner(&self, kind: PieceKind) -> bool {
        kind.is_in(self.castle_partners)
    }

    pub(crate) fn castlings_for(&self, color: Color) -> impl Iterator<Item = &Castling> {
        self.castlings.iter().filter(move |c| c.color == color)
    }

    pub(crate) fn reserve_slots(&self) -> &[SlotDef] {
        &self.reserve
    }

    /// Whether `sq` is within `color`'s drop zone (its first `drop_ranks` ranks).
    pub(crate) fn in_drop_zone(&self, sq: Square, color: Color) -> bool {
        self.drop_zone[color.index()].has(sq)
    }

    /// Whether the position marks promoted pieces (`Q~`): where a captured promoted
    /// piece reverts to what it was promoted from.
    pub(crate) fn marks_promoted(&self) -> bool {
        self.to_reserve
            .as_ref()
            .is_some_and(|c| c.revert_to.is_some())
    }
}

/// Whether `lower` is `label` in lower case, as Black writes it.
fn lower_case_of(label: &str, lower: &str) -> bool {
    match label.is_ascii() {
        true => {
            label.len() == lower.len()
                && label
                    .bytes()
                    .zip(lower.bytes())
                    .all(|(a, b)| a.to_ascii_lowercase() == b)
        }
        false => label.chars().flat_map(char::to_lowercase).eq(lower.chars()),
    }
}

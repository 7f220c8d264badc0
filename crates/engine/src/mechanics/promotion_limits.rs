//! `promotion_limits`: a piece promotes to a listed kind only while its side has fewer
//! pieces of that kind on the board than the kind's limit (grand chess: one queen, two
//! rooks, ...). Where promotion is optional the piece may still arrive unpromoted; where
//! no choice is left and it could never move again (`no_stranded_pieces`), it may not
//! arrive at all.

use crate::piece::PieceKind;
use crate::state::State;
use crate::turn::{Move, flags};

#[derive(Debug)]
pub(crate) struct PromotionLimits {
    /// Each limited kind and how many of it a side may have on the board.
    pub limits: Vec<(PieceKind, u8)>,
}

impl PromotionLimits {
    /// Whether `m` promotes to a kind its side already has its limit of.
    pub(crate) fn forbids(&self, s: &State, m: &Move) -> bool {
        let Some(kind) = m.promotion().filter(|_| !m.is(flags::SWAP)) else {
            return false;
        };
        let Some(&(_, limit)) = self.limits.iter().find(|(k, _)| *k == kind) else {
            return false;
        };
        s.on_board(m.piece.with_kind(kind)) >= u32::from(limit)
    }
}

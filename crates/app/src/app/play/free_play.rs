//! Free play, as Game Courier's own mode: a game on any board, from any start, with no
//! rule of play enforced. Its rules are a definition like any other (kept by hash,
//! frozen per game), made from a variant's pieces with `enforced = false`: every
//! submission is then applied as written, and results come from the players.

use super::Play;
use crate::app::play::{ColorChoice, Opponent};
use crate::app::rules::clock_rules::TimeControl;
use crate::app::rules::rulebook::Playable;
use crate::app::support::limits::Action;
use crate::app::{AppError, User};
use pigeonpost_engine::{Catalogue, FreeBoard, free_play};
use pigeonpost_i18n::Said;
use std::net::IpAddr;
use std::sync::Arc;

/// Boards side by side at most (Tandem-84 has two).
const MAX_BOARDS: usize = 4;

/// Where a free game is played: a variant's own board and start, or another board,
/// another start, or both.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct FreeSetup {
    /// The variant whose pieces are played with.
    pub pieces_of: String,
    pub board: Option<FreeBoard>,
    pub start: Option<String>,
    /// The creator keeps the game private from the start (`privacy`).
    pub private: bool,
}

impl FreeSetup {
    /// Reads the form's fields: files (one number, or one per board: "8 8"), ranks,
    /// holes (square names), and a start position. Empty fields keep the variant's own.
    pub fn parse(
        pieces_of: &str,
        files: &str,
        ranks: &str,
        holes: &str,
        start: &str,
    ) -> Result<FreeSetup, AppError> {
        let pieces_of = pieces_of.to_string();
        let holes: Vec<String> = holes
            .split(|c: char| c == ',' || c.is_whitespace())
            .filter(|h| !h.is_empty())
            .map(str::to_string)
            .collect();
        let start = Some(start.trim().to_string()).filter(|s| !s.is_empty());
        let (files, ranks) = (files.trim(), ranks.trim());
        if files.is_empty() && ranks.is_empty() {
            if !holes.is_empty() {
                return Err(AppError::Invalid(Said::new(
                    "refused-holes-are-squares-board-give",
                )));
            }
            return Ok(FreeSetup {
                pieces_of,
                board: None,
                start,
                private: false,
            });
        }
        let number = |text: &str, refusal: &'static str| {
            text.parse::<usize>()
                .map_err(|_| AppError::Invalid(Said::with(refusal, [("text", text.into())])))
        };
        let widths = files
            .split(|c: char| c == '+' || c.is_whitespace())
            .filter(|w| !w.is_empty())
            .map(|w| number(w, "refused-files-not-number"))
            .collect::<Result<Vec<_>, _>>()?;
        if widths.is_empty() || widths.len() > MAX_BOARDS {
            return Err(AppError::Invalid(Said::with(
                "refused-files-of-each-board",
                [("most", MAX_BOARDS.into())],
            )));
        }
        if ranks.is_empty() {
            return Err(AppError::Invalid(Said::new(
                "refused-give-number-ranks-too",
            )));
        }
        let board = FreeBoard {
            widths,
            ranks: number(ranks, "refused-ranks-not-number")?,
            holes,
        };
        Ok(FreeSetup {
            pieces_of,
            board: Some(board),
            start,
            private: false,
        })
    }
}

impl Play<'_> {
    /// Creates an invitation to free play on `setup`; a board or start the engine
    /// cannot read is refused with its problems.
    pub async fn create_free_game(
        &self,
        creator: &User,
        from: IpAddr,
        setup: &FreeSetup,
        color: ColorChoice,
        opponent: Opponent,
        time_control: TimeControl,
    ) -> Result<i64, AppError> {
        self.limits
            .check(Action::Invite, from, self.clock.now_ms())?;
        let base = self
            .0
            .player_variants()
            .variant_to_play(creator, &setup.pieces_of)
            .await?;
        let definition = free_play(&base.variant, setup.board.as_ref(), setup.start.as_deref());
        let variant = Catalogue::empty().compile(&definition).map_err(|e| {
            AppError::Invalid(Said::with(
                "refused-free-board-unusable",
                [("problems", e.problems.join("; ").into())],
            ))
        })?;
        let chosen = Playable {
            key: base.key,
            variant: Arc::new(variant),
        };
        self.invite(
            creator,
            chosen,
            None,
            &crate::app::play::Terms {
                private: setup.private,
                ..Default::default()
            },
            (color, opponent),
            time_control,
        )
        .await
    }
}

//! A game: the start position and the turns played, with the draw rules that need
//! the game's history (repetition, the fifty-move rule) and insufficient material.
//! Its text export names the definition's content hash, so a stored game replays
//! under exactly the rules it began with.

use crate::color::Color;
use crate::notation::{self, NotationError, ResolveError, Resolved};
use crate::outcome::{Outcome, Reason};
use crate::position::{FenError, IllegalTurn, Position};
use crate::square::Coords;
use crate::turn::Turn;
use crate::variant::{RepetitionResult, Variant};
use std::sync::Arc;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GameError {
    #[error("the start position is invalid: {0}")]
    Start(#[from] FenError),
    #[error("turn {ply} ('{text}') cannot be replayed: {reason}")]
    Replay {
        ply: usize,
        text: String,
        reason: String,
    },
}

/// A submission played: its canonical text, its abbreviated text (the canonical one
/// again in free play, which has no other), its comment, and the squares it touched,
/// in the order written.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Played {
    pub canonical: String,
    pub san: String,
    pub comment: Option<String>,
    pub squares: Vec<Coords>,
}

/// A game in progress: its current position, the repetition key of every position it has
/// been in, and the turns played through this value. It holds no earlier positions, so a
/// game resumed from storage costs the same however long it is.
#[derive(Clone, Debug, PartialEq)]
pub struct Game {
    current: Position,
    /// The repetition key of every position reached from the start, the current one last.
    keys: Vec<String>,
    /// Turns played before this value was made (a resumed game).
    base_ply: usize,
    texts: Vec<String>,
    /// The start position's text, when this value began at the start (not resumed).
    start_fen: Option<String>,
}

/// Why a stored game could not be resumed.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0}")]
pub struct ResumeError(String);

impl Game {
    pub fn new(v: &Arc<Variant>) -> Game {
        Game::from_position(Position::start(v))
    }

    pub fn from_position(start: Position) -> Game {
        let key = start.repetition_key();
        Game {
            start_fen: Some(start.fen()),
            current: start,
            keys: vec![key],
            base_ply: 0,
            texts: Vec::new(),
        }
    }

    /// Picks a game up where storage left it: `current` after `ply` turns, and `keys`, the
    /// repetition key of every position from the start to `current` (as `repetition_key`
    /// gave them, one per ply and one for the start). Nothing is replayed.
    pub fn resume(current: Position, ply: usize, keys: Vec<String>) -> Result<Game, ResumeError> {
        if keys.len() != ply + 1 {
            return Err(ResumeError(format!(
                "{} repetition keys for a game at ply {ply}; expected {}",
                keys.len(),
                ply + 1
            )));
        }
        Ok(Game {
            current,
            keys,
            base_ply: ply,
            texts: Vec::new(),
            start_fen: None,
        })
    }

    /// Rebuilds a game from its start and the canonical texts of its turns.
    pub fn replay(
        v: &Arc<Variant>,
        start_fen: Option<&str>,
        turns: &[String],
    ) -> Result<Game, GameError> {
        let start = match start_fen {
            Some(f) => Position::from_fen(v, f)?,
            None => Position::start(v),
        };
        let mut game = Game::from_position(start);
        for (i, text) in turns.iter().enumerate() {
            game.submit(text).map_err(|e| GameError::Replay {
                ply: i + 1,
                text: text.clone(),
                reason: e.to_string(),
            })?;
        }
        Ok(game)
    }

    pub fn position(&self) -> &Position {
        &self.current
    }

    /// The number of turns played from the start.
    pub fn ply(&self) -> usize {
        self.base_ply + self.texts.len()
    }

    /// The canonical texts of the turns played through this value (since `resume`).
    pub fn texts(&self) -> &[String] {
        &self.texts
    }

    /// The game as text: the variant's key, the content hash of its definition (the
    /// exact rules), the start position and the turns played through this value, one
    /// per line. A resumed game gives the ply it was resumed at instead of a start.
    pub fn export(&self) -> String {
        let v = self.current.variant();
        let mut out = format!(
            "[Variant \"{}\"]\n[Definition \"sha256:{}\"]\n",
            v.key(),
            v.definition_hash()
        );
        match &self.start_fen {
            Some(fen) => out.push_str(&format!("[Start \"{fen}\"]\n")),
            None => out.push_str(&format!("[ResumedAtPly \"{}\"]\n", self.base_ply)),
        }
        out.push('\n');
        for (i, text) in self.texts.iter().enumerate() {
            out.push_str(&format!("{}. {text}\n", self.base_ply + i + 1));
        }
        out
    }

    /// The repetition key of the current position, as `resume` takes it back.
    pub fn repetition_key(&self) -> &str {
        self.keys.last().map(String::as_str).unwrap_or_default()
    }

    /// Reads a submission, and plays it when it names exactly one legal turn. The game
    /// is unchanged on error, and after it has ended.
    pub fn play_text(&mut self, text: &str) -> Result<Resolved, NotationError> {
        // The ends that need no list of turns are checked here; mate and stalemate are
        // found by `resolve`, which lists the turns anyway.
        if let Some(o) = self.current.terminal().or_else(|| self.drawn_by_rule()) {
            return Err(ResolveError::game_over(&o).into());
        }
        let resolved = notation::resolve(self.position(), text)?;
        self.push(resolved.turn, resolved.canonical.clone());
        Ok(resolved)
    }

    /// Plays a submission the way this game's rules say: read against the legal turns,
    /// or, in free play, applied as written. The game is unchanged on error.
    pub fn submit(&mut self, text: &str) -> Result<Played, NotationError> {
        if !self.current.variant().rules_enforced() {
            let (next, written) = self.current.play_as_written(text)?;
            self.keys.push(next.repetition_key());
            self.current = next;
            self.texts.push(written.canonical.clone());
            return Ok(Played {
                san: written.canonical.clone(),
                canonical: written.canonical,
                comment: written.comment,
                squares: written.squares,
            });
        }
        let before = self.current.clone();
        let resolved = self.play_text(text)?;
        let g = before.variant().geometry();
        let squares = resolved
            .turn
            .moves()
            .flat_map(|m| m.from().into_iter().chain([m.to()]))
            .map(|sq| g.coords(sq))
            .collect();
        Ok(Played {
            san: before.turn_san(&resolved.turn),
            canonical: resolved.canonical,
            comment: resolved.comment,
            squares,
        })
    }

    /// Plays a turn after checking it is legal and that the game has not ended. The game
    /// is unchanged on error.
    pub fn play(&mut self, turn: &Turn) -> Result<(), IllegalTurn> {
        if let Some(o) = self.outcome() {
            return Err(IllegalTurn::GameOver(o));
        }
        let next = self.current.play(turn)?;
        let text = self.position().turn_text(turn);
        self.keys.push(next.repetition_key());
        self.current = next;
        self.texts.push(text);
        Ok(())
    }

    /// Plays a turn known to be legal (from `legal_turns` of the current position, in a
    /// game that has not ended) without checking it again.
    pub fn play_unchecked(&mut self, turn: &Turn) {
        let text = self.position().turn_text(turn);
        self.push(*turn, text);
    }

    fn push(&mut self, turn: Turn, text: String) {
        let next = self.current.play_unchecked(&turn);
        self.keys.push(next.repetition_key());
        self.current = next;
        self.texts.push(text);
    }

    /// The end of the game, by the rules of play or by the automatic draw rules.
    pub fn outcome(&self) -> Option<Outcome> {
        self.position()
            .outcome()
            .map(|o| self.mate_by_earlier_check(o))
            .or_else(|| self.drawn_by_rule())
            .map(|o| self.position().variant().draw_rules().settle(o))
    }

    /// A mate that its own check did not make count (`mating_checks`) still counts when
    /// an earlier check of the mated side's unbroken run of checks, on its turns back
    /// from the mate within this game, was a mating one.
    fn mate_by_earlier_check(&self, o: Outcome) -> Outcome {
        if o.reason != Reason::MateWithoutMatingCheck {
            return o;
        }
        let pos = self.position();
        let v = pos.variant();
        let mut at = self.keys.len() - 1;
        while at >= 2 {
            at -= 2;
            let Ok(earlier) = Position::from_fen(v, &format!("{} 0 1", self.keys[at])) else {
                break;
            };
            match earlier.mating_check() {
                None => break,
                Some(true) => return v.rules().checkmate(pos.side_to_move()),
                Some(false) => {}
            }
        }
        o
    }

    /// At a repetition, the side that gave check on every turn since position `since`
    /// loses: the positions since then are read back from their keys (a key is the
    /// position's text without its clocks) to see who was in check.
    fn perpetual_check(&self, since: usize) -> Option<Outcome> {
        let v = self.position().variant();
        let mut checked = [true; 2];
        for key in &self.keys[since + 1..] {
            let pos = Position::from_fen(v, &format!("{key} 0 1")).ok()?;
            let side = pos.side_to_move();
            checked[side.index()] &= pos.in_check();
        }
        match checked {
            [true, false] => Some(Outcome::win(Color::White, Reason::PerpetualCheck)),
            [false, true] => Some(Outcome::win(Color::Black, Reason::PerpetualCheck)),
            _ => None,
        }
    }

    /// A draw by the rules that need the game's history (or its material).
    fn drawn_by_rule(&self) -> Option<Outcome> {
        let pos = self.position();
        let rules = pos.variant().draw_rules();
        if rules.repetition {
            let last = &self.keys[self.keys.len() - 1];
            let count = usize::from(rules.repetition_count.max(2));
            let seen: Vec<usize> = (0..self.keys.len())
                .filter(|&i| self.keys[i] == *last)
                .collect();
            if seen.len() >= count {
                let since = seen[seen.len() - count];
                if rules.perpetual_check_loses
                    && let Some(o) = self.perpetual_check(since)
                {
                    return Some(o);
                }
                let reason = match count {
                    3 => Reason::ThreefoldRepetition,
                    4 => Reason::FourfoldRepetition,
                    _ => Reason::Repetition,
                };
                let side = pos.side_to_move();
                return Some(match rules.repetition_result {
                    RepetitionResult::Draw => Outcome::draw(reason),
                    RepetitionResult::SideToMoveWins => Outcome::win(side, reason),
                    RepetitionResult::SideToMoveLoses => Outcome::win(side.opposite(), reason),
                    RepetitionResult::WhiteWins => Outcome::win(Color::White, reason),
                    RepetitionResult::BlackWins => Outcome::win(Color::Black, reason),
                });
            }
        }
        if rules.fifty_move && pos.halfmove_clock() >= 2 * u32::from(rules.fifty_move_count) {
            return Some(Outcome::draw(match rules.fifty_move_count {
                50 => Reason::FiftyMoveRule,
                _ => Reason::MoveCountRule,
            }));
        }
        if rules.insufficient_material && pos.insufficient_material() {
            return Some(Outcome::draw(Reason::InsufficientMaterial));
        }
        None
    }
}

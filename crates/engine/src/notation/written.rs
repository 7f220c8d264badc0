//! Free play: a submission applied as written, for a variant whose rules are not
//! enforced. The parts are board edits run from left to right, as Game Courier runs
//! them (`notation.md`): a move takes whatever stands on its arrival square, a
//! placement puts a piece there (replacing any), a removal empties a square. Only the
//! text is checked: that it reads, and names squares and pieces of this board. A part
//! that cannot be applied as written (a move or removal from an empty square, a label
//! that is not the piece standing there) is refused, and nothing is applied.

use super::error::{NotationError, ResolveError, SyntaxError};
use super::san_read;
use super::syntax::{self, Part};
use super::why::Why;
use crate::position::Position;
use crate::square::Coords;
use crate::state::State;

/// A submission applied as written: its canonical text (every move labelled with the
/// piece that moved), its comment, and the squares it touched, in order.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Written {
    pub canonical: String,
    pub comment: Option<String>,
    pub squares: Vec<Coords>,
}

impl Position {
    /// Applies a submission as written, for free play (a variant whose rules are not
    /// enforced; see `Variant::rules_enforced`): only the text is checked. A variant
    /// with rules refuses this; read its turns with `notation::resolve`.
    pub fn play_as_written(&self, text: &str) -> Result<(Position, Written), NotationError> {
        if self.variant().rules_enforced() {
            return Err(ResolveError::illegal(Why::RulesEnforced).into());
        }
        let (state, written) = apply(self, text)?;
        Ok((self.with_state(state), written))
    }
}

/// Applies `text` to `pos`'s board and passes the move to the other side.
fn apply(pos: &Position, text: &str) -> Result<(State, Written), SyntaxError> {
    let (body, comment) = syntax::split_comment(text);
    let parts = syntax::split_parts(body)?;
    if parts.iter().all(|p| san_read::looks_abbreviated(p)) {
        return Err(SyntaxError::new(Why::FullNotationOnly));
    }
    let e = pos.variant().equipment();
    let sub = syntax::parse(e, &parts).map_err(|e| one_part(e, parts.len()))?;
    let g = e.geometry();
    let mut state = pos.state().clone();
    let mut canonical = Vec::new();
    let mut squares = Vec::new();
    for (i, (part, written)) in sub.parts.iter().enumerate() {
        let refuse = |what: Why| one_part(SyntaxError::new(what).in_part(i, written), parts.len());
        match *part {
            Part::Move { label, from, to } => {
                let Some(piece) = state.piece(from) else {
                    return Err(refuse(Why::NothingToMove {
                        square: g.coords(from).to_string(),
                    }));
                };
                if let Some(l) = label.filter(|&l| l != piece) {
                    return Err(refuse(Why::OtherPieceThere {
                        square: g.coords(from).to_string(),
                        holds: e.label(piece),
                        not: e.label(l),
                    }));
                }
                state.remove(from);
                state.remove(to);
                state.put(e, to, piece);
                canonical.push(format!(
                    "{} {}-{}",
                    e.label(piece),
                    g.coords(from),
                    g.coords(to)
                ));
                squares.extend([from, to]);
            }
            Part::Place { piece, to } => {
                state.remove(to);
                state.put(e, to, piece);
                canonical.push(format!("{}-{}", e.label(piece), g.coords(to)));
                squares.push(to);
            }
            Part::Remove { sq } => {
                if state.remove(sq).is_none() {
                    return Err(refuse(Why::NothingToRemove {
                        square: g.coords(sq).to_string(),
                    }));
                }
                canonical.push(format!("@-{}", g.coords(sq)));
                squares.push(sq);
            }
            Part::Wall { to } => {
                if !e.walls_in_play {
                    return Err(refuse(Why::NoWalls));
                }
                if !state.is_empty(to) {
                    return Err(refuse(Why::WallOnOccupied {
                        square: g.coords(to).to_string(),
                    }));
                }
                state.put_wall(to);
                canonical.push(format!("*-{}", g.coords(to)));
                squares.push(to);
            }
        }
    }
    let mover = state.side;
    state.finish_turn(mover, true, false);
    Ok((
        state,
        Written {
            canonical: canonical.join("; "),
            comment,
            squares: squares.into_iter().map(|sq| g.coords(sq)).collect(),
        },
    ))
}

fn one_part(e: SyntaxError, parts: usize) -> SyntaxError {
    if parts == 1 { e.of_one_part() } else { e }
}

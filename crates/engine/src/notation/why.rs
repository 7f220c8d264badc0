//! What is wrong with a refused submission, as a value: each reason with the squares,
//! labels, piece names and alternatives it is about. `Display` writes it in English,
//! the words stored records and the engine's own tools use; a page in another language
//! chooses its own words from the same value.
//!
//! Squares are their names as the board writes them (`e4`); pieces are their lower-case
//! names as the variant writes them (`knight`) or their labels (`N`, `+P`); turns and
//! moves are written in the game's notation. Parts are counted from 0.

use crate::color::Color;
use crate::outcome::Outcome;
use std::fmt;

/// Why a submission was refused.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Why {
    // The text does not read.
    /// Nothing was written.
    EmptyMove,
    /// Part `part` is empty (two `;` in a row, or one at an end).
    EmptyPart { part: usize },
    /// `pass` was written with moves.
    PassWithMoves,
    /// `add` or `capture`, Game Courier commands this server does not take.
    CommandNotAccepted { command: String },
    /// `=` in full notation, where a promotion is a move and a placement.
    EqualsInFullNotation,
    /// A check or annotation mark (`+ # ! ?`) in full notation.
    MarkInFullNotation { mark: char },
    /// A character no notation uses.
    UnexpectedCharacter { character: char },
    /// A part starting with `-`, which would remove a square.
    SquareRemovalWritten,
    /// A move with nothing before its `-`.
    SquareRemoval,
    /// More words than `label from-to`.
    TooManyWords,
    /// A square where the label goes, before the space.
    SquareBeforeSpace { square: String },
    /// A `*` that is not between a label and a square.
    PlacementForm,
    /// An `x` for a capture in full notation.
    CaptureMark,
    /// An `x` for a capture inside what should be a square.
    CaptureMarkInSquare { written: String },
    /// Neither `from-to` nor a placement.
    ExpectedFromTo { found: String },
    /// Two `-` in one part.
    TwoHyphens,
    /// A removal with a label before it.
    LabelledRemoval,
    /// Something other than a square after a label.
    SquareAfterLabel { label: String, found: String },
    /// A square was expected and nothing was written.
    ExpectedSquare,
    /// A square was expected and something else was written.
    ExpectedSquareFound { found: String },
    /// A square written in upper case.
    UpperCaseSquare { write: String, not: String },
    /// A square name this board does not have (`last`: its last square).
    OffBoard { square: String, last: String },
    /// A piece label was expected and something else was written.
    ExpectedLabel { found: String },
    /// A label in the wrong case for any side: `white` and `black` are the right ones.
    LabelCase {
        white: String,
        black: String,
        not: String,
    },
    /// A label no piece of the game has (`known`: the labels it has).
    UnknownLabel { label: String, known: Vec<String> },
    /// A `/` not after castling.
    SlashAfterCastlingOnly,
    /// A `=` with no piece letter after it.
    ExpectedPromotionLetter,
    /// Text that reads as no move.
    ExpectedMove { found: String },
    /// What stands between the piece letter and the destination is not a file or rank.
    UnreadableOrigin { head: String, dest: String },
    /// A piece letter in lower case in abbreviated notation.
    LowerCaseLetter { found: String },
    /// Abbreviated notation in a game whose rules are not enforced.
    FullNotationOnly,
    /// Free play: a move from an empty square.
    NothingToMove { square: String },
    /// Free play: the label is not the piece on the square.
    OtherPieceThere {
        square: String,
        holds: String,
        not: String,
    },
    /// Free play: a removal from an empty square.
    NothingToRemove { square: String },
    /// Free play: a wall in a game without walls.
    NoWalls,
    /// Free play: a wall on a square that is not empty.
    WallOnOccupied { square: String },

    // The text reads, but names no legal turn or several.
    /// Free play asked of a game whose rules are enforced.
    RulesEnforced,
    /// The game has ended.
    GameOver { outcome: Outcome },
    /// The submission was read for another variant.
    OtherVariant,
    /// A pass while a move is possible.
    CannotPass,
    /// The text names no legal turn, and nothing more precise is known.
    NotLegal { written: String },
    /// The text names several legal turns (`turns`, in full notation).
    CouldMean { written: String, turns: Vec<String> },
    /// A part reads both as a pawn's move and as Black's piece in lower case.
    TwoReadings {
        written: String,
        upper: String,
        turns: Vec<String>,
    },
    /// The parts end before the turn does: `options` can follow (the first eight),
    /// `more` others besides.
    NotWholeTurn {
        written: String,
        options: Vec<String>,
        more: usize,
    },
    /// A removal not after an en-passant capture.
    RemovalOnlyAfterEnPassant,
    /// The wall written goes elsewhere after this move.
    WallElsewhere,
    /// A wall in a game where none follows a move.
    NoWallAfterMove,
    /// A part after the turn is complete; `leave_out` adds the advice to leave it out.
    TurnAlreadyComplete { leave_out: bool },
    /// A label in the case of the other side: `side` moves, written `write`.
    SideCase {
        side: Color,
        write: String,
        not: String,
    },
    /// A promotion to a piece that is not among the choices.
    NotAPromotionChoice {
        promoting: String,
        piece: String,
        square: String,
        choices: Vec<String>,
    },
    /// A removal alone.
    BareRemoval { written: String },
    /// A wall alone.
    BareWall { written: String },
    /// A move from an empty square.
    NoPieceOn { square: String },
    /// The label is not the piece on the square.
    HoldsOther {
        square: String,
        holds: String,
        not: String,
    },
    /// A pawn's step written without the drop that pushes it (`drop`, as it is written).
    PawnStepBeforeDrop { written: String, drop: String },
    /// A placement in a game without drops or promotions of that kind.
    NoDrops,
    /// A drop of a piece not in reserve.
    NoneInReserve { piece: String },
    /// The reserve holds the piece but its drop zone (`ranks` deep) has no free square;
    /// `occupied`: the square written, when it is taken.
    DropZoneFull {
        occupied: Option<String>,
        piece: String,
        ranks: usize,
    },
    /// The reserve holds the piece but no drop of it answers the check.
    DropCannotAnswerCheck {
        occupied: Option<String>,
        piece: String,
    },
    /// The reserve holds the piece but no free square of its zone takes it now.
    DropZoneRefuses {
        occupied: Option<String>,
        piece: String,
        ranks: usize,
    },
    /// A drop that fails for `why`, where the piece can be dropped on `squares`.
    DropElsewhere {
        why: Box<Why>,
        piece: String,
        squares: Vec<String>,
    },
    /// The reserve's piece is bound to the other square colour than the square's
    /// (`dark`: the square written is dark); `gone`: the one of that colour is dropped.
    BoundToSquareColour {
        piece: String,
        square: String,
        dark: bool,
        gone: bool,
    },
    /// A drop that would push a pawn onto an occupied square.
    PawnCannotBeRelocated { occupied: String, pawn: String },
    /// The square is occupied.
    Occupied { square: String },
    /// The piece cannot be dropped on that square.
    CannotDropOn { piece: String, square: String },
    /// The piece belongs to the side not to move.
    NotYours {
        piece: String,
        square: String,
        owner: Color,
        mover: Color,
    },
    /// The piece moved earlier in this turn (`earlier`: that move, as written).
    MovedTwice {
        piece: String,
        square: String,
        earlier: String,
    },
    /// The next move must begin on another board (each board by its first and last
    /// file).
    OtherBoard {
        earlier: String,
        began: (String, String),
        next: (String, String),
    },
    /// The piece could open a turn but cannot follow `earlier`.
    CannotFollow {
        piece: String,
        square: String,
        earlier: String,
    },
    /// The move is legal, but written with parts that do not fit it.
    WrittenOtherwise { spellings: Vec<String> },
    /// A move of the piece on `from` refused for `why`; `dests`: where it can go (none:
    /// it has no legal move).
    MoveRefused {
        why: Box<Why>,
        piece: String,
        from: String,
        dests: Vec<String>,
    },
    /// Castling after the king has moved.
    KingHasMoved,
    /// Castling with a rook that has moved or is gone.
    RookGone { square: String },
    /// Castling through an occupied square.
    CastlingBlocked { square: String },
    /// Castling out of check.
    CastleOutOfCheck,
    /// Castling across or onto an attacked square.
    CastleThroughAttack { square: String },
    /// The piece must move as far as it legally can: `far` squares, not `written`.
    MustGoFurther {
        piece: String,
        from: String,
        to: String,
        far: usize,
        written: usize,
    },
    /// A move the piece could make that the rules forbid here.
    NotAllowedHere {
        piece: String,
        from: String,
        to: String,
    },
    /// The mover's royal piece would be attacked (`by`: the attacker's name and square,
    /// when one alone does it).
    WouldBeInCheck {
        king: String,
        square: String,
        by: Option<(String, String)>,
    },
    /// The destination holds a piece of the mover's side (`owner`: `None` when it is
    /// the side to move, as it almost always is).
    OccupiedByOwn {
        square: String,
        owner: Option<Color>,
        own: String,
        piece: String,
        from: String,
    },
    /// The piece cannot reach the square.
    CannotReach {
        piece: String,
        from: String,
        to: String,
    },
    /// `why`, said of a player in check.
    InCheck { why: Box<Why> },
    /// A wall (`,square`) in abbreviated notation, in a game without walls.
    NoWallAbbreviated,
    /// The wall cannot go on that square after the move.
    WallNotThere { square: String },
    /// No castling is legal.
    NoCastling,
    /// Another castling than the one written is legal: the king's squares.
    NotThatCastling { squares: Vec<String> },
    /// No piece of that letter can be dropped on the square.
    NoDropOn { label: String, square: String },
    /// No piece of that letter (`None`: a pawn) can move.
    NoneCanMove { label: Option<String> },
    /// A piece of that letter can go to `to`, from `from`, but not as written.
    DoesNotFit {
        label: Option<String>,
        to: String,
        from: Vec<String>,
    },
    /// No piece of that letter can go to `to`; they can go to `dests`.
    CannotMoveTo {
        label: Option<String>,
        to: String,
        dests: Vec<String>,
    },
}

/// `“a”`, `“b”` joined by `sep`.
fn quoted(list: &[String], sep: &str) -> String {
    list.iter()
        .map(|s| format!("“{s}”"))
        .collect::<Vec<_>>()
        .join(sep)
}

fn possessive(c: Color) -> String {
    format!("{}'s", c.title())
}

/// A piece letter as abbreviated notation's messages name it: "pawn" or "“N”".
fn letter(label: &Option<String>) -> String {
    match label {
        None => "pawn".to_string(),
        Some(l) => format!("“{l}”"),
    }
}

fn shade(dark: bool) -> &'static str {
    if dark { "dark" } else { "light" }
}

fn zone(ranks: usize) -> String {
    if ranks == 1 {
        "your first rank".to_string()
    } else {
        format!("your first {ranks} ranks")
    }
}

fn occupied_first(occupied: &Option<String>) -> String {
    occupied
        .as_ref()
        .map(|sq| format!("{sq} is occupied; "))
        .unwrap_or_default()
}

impl fmt::Display for Why {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        use Why::*;
        match self {
            EmptyMove => f.write_str("the move is empty: write a move such as “P e2-e4”"),
            EmptyPart { part } => write!(
                f,
                "part {} is empty: remove the extra “;” or write a move there",
                part + 1
            ),
            PassWithMoves => {
                f.write_str("“pass” is a whole turn on its own and cannot be combined with moves")
            }
            CommandNotAccepted { command } => write!(
                f,
                "the “{command}” command is not accepted here; write a promotion as a move and \
                 a placement, as in “P e7-e8; N-e8”"
            ),
            EqualsInFullNotation => f.write_str(
                "“=” is not part of full notation: write a promotion as a move then a \
                 placement, as in “P e7-e8; Q-e8”",
            ),
            MarkInFullNotation { mark } => write!(
                f,
                "“{mark}” is not part of full notation: leave it out, or write the whole move \
                 in abbreviated notation (“Nf3+”)"
            ),
            UnexpectedCharacter { character } => write!(f, "unexpected character “{character}”"),
            SquareRemovalWritten => f.write_str(
                "square removal is not allowed in this game (“-e4” would delete the square)",
            ),
            SquareRemoval => f.write_str("square removal is not allowed in this game"),
            TooManyWords => {
                f.write_str("expected “label from-to”, such as “P e2-e4”; there are too many words")
            }
            SquareBeforeSpace { square } => write!(
                f,
                "expected a piece label before the space, found the square “{square}”"
            ),
            PlacementForm => f.write_str("a placement is written “label*square”, as in “N*d2”"),
            CaptureMark => f.write_str(
                "“x” is not part of full notation: write the move with a hyphen, as in \
                 “P e4-d5”",
            ),
            CaptureMarkInSquare { written } => write!(
                f,
                "“x” is not part of full notation: write the move with a hyphen, not \
                 “{written}”"
            ),
            ExpectedFromTo { found } => write!(
                f,
                "expected “from-to” (such as “e2-e4”) or a placement (such as “N-d2”), found \
                 “{found}”"
            ),
            TwoHyphens => f.write_str("a part has at most one “-”"),
            LabelledRemoval => f.write_str("a removal is written “e5-” or “@-e5”, without a label"),
            SquareAfterLabel { label, found } => write!(
                f,
                "expected a square after the label “{label}”, found “{found}”"
            ),
            ExpectedSquare => f.write_str("expected a square such as “e4”"),
            ExpectedSquareFound { found } => {
                write!(f, "expected a square such as “e4”, found “{found}”")
            }
            UpperCaseSquare { write, not } => write!(
                f,
                "coordinates must be lower case: write “{write}”, not “{not}”"
            ),
            OffBoard { square, last } => {
                write!(f, "“{square}” is not a square of this board (a1 to {last})")
            }
            ExpectedLabel { found } => write!(f, "expected a piece label, found “{found}”"),
            LabelCase { white, black, not } => write!(
                f,
                "labels are case-sensitive: write “{white}” for White and “{black}” for Black, \
                 not “{not}”"
            ),
            UnknownLabel { label, known } => write!(
                f,
                "unknown piece label “{label}”; this game's pieces are {} (lower case for \
                 Black)",
                known.join(", ")
            ),
            SlashAfterCastlingOnly => f.write_str("“/” only follows castling, as in “O-O/e1”"),
            ExpectedPromotionLetter => {
                f.write_str("expected a piece letter after “=”, as in “e8=Q”")
            }
            ExpectedMove { found } => write!(
                f,
                "expected a move such as “e4”, “Nf3”, “exd5”, “e8=Q”, “O-O” or “N@d2”, or full \
                 notation such as “P e2-e4”; found “{found}”"
            ),
            UnreadableOrigin { head, dest } => write!(
                f,
                "cannot read “{head}” before the destination “{dest}”: expected a file letter \
                 and/or a rank number"
            ),
            LowerCaseLetter { found } => write!(
                f,
                "piece letters are upper case in abbreviated notation, found “{found}”"
            ),
            FullNotationOnly => f.write_str(
                "rules are not enforced in this game, so a move is written in full notation, \
                 naming its squares: a move “P e2-e4”, a placement “N-d2”, a removal “@-e4”",
            ),
            NothingToMove { square } => write!(f, "{square} is empty: there is nothing to move"),
            OtherPieceThere { square, holds, not } => {
                write!(f, "the piece on {square} is “{holds}”, not “{not}”")
            }
            NothingToRemove { square } => {
                write!(f, "{square} is empty: there is nothing to remove")
            }
            NoWalls => f.write_str("no walls are placed in this game"),
            WallOnOccupied { square } => {
                write!(f, "{square} is not empty: a wall goes on an empty square")
            }
            RulesEnforced => f.write_str(
                "this game's rules are enforced: a submission is read against its legal turns",
            ),
            GameOver { outcome } => write!(f, "the game is over: {outcome}"),
            OtherVariant => f.write_str("this move was read for another game's board and pieces"),
            CannotPass => {
                f.write_str("you cannot pass: passing is allowed only when you have no legal move")
            }
            NotLegal { written } => write!(f, "“{written}” is not a legal turn here"),
            CouldMean { written, turns } => write!(
                f,
                "“{written}” could mean {}; write the one you mean in full",
                quoted(turns, " or ")
            ),
            TwoReadings {
                written,
                upper,
                turns,
            } => write!(
                f,
                "“{written}” can be read two ways: a lower-case letter first is a pawn's file, \
                 and it is also how Black's pieces are written; it could mean {}. Write the \
                 piece letter in upper case (“{upper}”) for the piece, or the move in full",
                quoted(turns, " or ")
            ),
            NotWholeTurn {
                written,
                options,
                more,
            } => {
                write!(
                    f,
                    "“{written}” is not a whole turn: another move must follow, for example {}",
                    match options.is_empty() {
                        true => "“”".to_string(),
                        false => quoted(options, ", "),
                    }
                )?;
                if *more > 0 {
                    write!(f, " (and {more} more)")?;
                }
                Ok(())
            }
            RemovalOnlyAfterEnPassant => f.write_str(
                "a removal is only written after an en-passant capture, to take the passed pawn \
                 (“P d5-e6; e5-”)",
            ),
            WallElsewhere => {
                f.write_str("the wall goes on another square after this move: see the legal turns")
            }
            NoWallAfterMove => f.write_str("no wall follows a move in this game; leave it out"),
            TurnAlreadyComplete { leave_out } => {
                f.write_str("the turn is already complete before this part")?;
                if *leave_out {
                    f.write_str("; leave it out")?;
                }
                Ok(())
            }
            SideCase { side, write, not } => {
                let case = match side {
                    Color::White => "upper",
                    Color::Black => "lower",
                };
                write!(
                    f,
                    "{} pieces are written in {case} case: write “{write}”, not “{not}”",
                    possessive(*side)
                )
            }
            NotAPromotionChoice {
                promoting,
                piece,
                square,
                choices,
            } => write!(
                f,
                "a {promoting} cannot become a {piece} here; the choices on {square} are {}",
                choices.join(", ")
            ),
            BareRemoval { written } => write!(
                f,
                "“{written}” alone is a bare removal, which is not a legal turn; a removal is \
                 only written after an en-passant capture, as in “P d5-e6; e5-”"
            ),
            BareWall { written } => write!(
                f,
                "“{written}” alone places a wall without a move, which is not a legal turn; a \
                 wall follows the move, as in “P e2-e4; *-e5”"
            ),
            NoPieceOn { square } => write!(f, "there is no piece on {square}"),
            HoldsOther { square, holds, not } => write!(f, "{square} holds {holds}, not {not}"),
            PawnStepBeforeDrop { written, drop } => write!(
                f,
                "a pawn step is only written directly before the drop that pushes it, as in \
                 “{written}; {drop}”"
            ),
            NoDrops => f.write_str(
                "a placement is only written after a pawn's move to promote it, as in \
                 “P e7-e8; Q-e8”; pieces cannot be dropped in this game",
            ),
            NoneInReserve { piece } => write!(f, "you have no {piece} in reserve to drop now"),
            DropZoneFull {
                occupied,
                piece,
                ranks,
            } => write!(
                f,
                "{}you have a {piece} in reserve, but it is dropped on {} and no square there \
                 is free now",
                occupied_first(occupied),
                zone(*ranks)
            ),
            DropCannotAnswerCheck { occupied, piece } => write!(
                f,
                "{}you have a {piece} in reserve, but no drop of it answers the check",
                occupied_first(occupied)
            ),
            DropZoneRefuses {
                occupied,
                piece,
                ranks,
            } => write!(
                f,
                "{}you have a {piece} in reserve, but none of the free squares of {} takes it \
                 now",
                occupied_first(occupied),
                zone(*ranks)
            ),
            DropElsewhere {
                why,
                piece,
                squares,
            } => write!(
                f,
                "{why}; a {piece} can be dropped on {}",
                squares.join(", ")
            ),
            BoundToSquareColour {
                piece,
                square,
                dark,
                gone,
            } => {
                write!(
                    f,
                    "each reserve {piece} is bound to one square colour: the {piece} you hold \
                     goes only on {} squares, and {square} is {}",
                    shade(!dark),
                    shade(*dark)
                )?;
                if *gone {
                    write!(
                        f,
                        " (the {}-square {piece} has already been dropped)",
                        shade(*dark)
                    )?;
                }
                Ok(())
            }
            PawnCannotBeRelocated { occupied, pawn } => write!(
                f,
                "{occupied} is occupied, so the pawn on {pawn} cannot be relocated"
            ),
            Occupied { square } => write!(f, "{square} is occupied"),
            CannotDropOn { piece, square } => write!(f, "a {piece} cannot be dropped on {square}"),
            NotYours {
                piece,
                square,
                owner,
                mover,
            } => write!(
                f,
                "the {piece} on {square} is {}, and {} is to move now",
                possessive(*owner),
                mover.title()
            ),
            MovedTwice {
                piece,
                square,
                earlier,
            } => write!(
                f,
                "the {piece} on {square} has just moved ({earlier}), and one piece may not move \
                 twice in a turn"
            ),
            OtherBoard {
                earlier,
                began,
                next,
            } => write!(
                f,
                "the moves of one turn must begin on different boards: {earlier} began on the \
                 board of files {}-{}, so the next move must begin on the board of files {}-{}",
                began.0, began.1, next.0, next.1
            ),
            CannotFollow {
                piece,
                square,
                earlier,
            } => write!(
                f,
                "the {piece} on {square} could move as the first move of a turn, but no move of \
                 it may follow {earlier}"
            ),
            WrittenOtherwise { spellings } => write!(
                f,
                "the parts written with this move do not fit it; it is written {}",
                quoted(spellings, " or ")
            ),
            MoveRefused {
                why,
                piece,
                from,
                dests,
            } => {
                write!(f, "{why}; ")?;
                if dests.is_empty() {
                    write!(f, "the {piece} on {from} has no legal move now")
                } else {
                    write!(f, "it can go to {}", dests.join(", "))
                }
            }
            KingHasMoved => f.write_str("the king has already moved, so it cannot castle"),
            RookGone { square } => write!(
                f,
                "the rook on {square} has moved or is gone, so the king cannot castle with it"
            ),
            CastlingBlocked { square } => write!(
                f,
                "{square} is occupied, so the king cannot castle that way"
            ),
            CastleOutOfCheck => f.write_str("you cannot castle out of check"),
            CastleThroughAttack { square } => write!(
                f,
                "the king would cross or land on {square}, which is attacked, so it cannot \
                 castle"
            ),
            MustGoFurther {
                piece,
                from,
                to,
                far,
                written,
            } => write!(
                f,
                "the piece you move must go as far as it legally can: the {piece} on {from} can \
                 go {far} {}, and {from}-{to} goes only {written}",
                if *far == 1 { "square" } else { "squares" }
            ),
            NotAllowedHere { piece, from, to } => write!(
                f,
                "moving the {piece} from {from} to {to} is not allowed by this game's rules here"
            ),
            WouldBeInCheck { king, square, by } => match by {
                Some((name, at)) => write!(
                    f,
                    "your {king} on {square} would be in check from the {name} on {at}"
                ),
                None => write!(f, "your {king} on {square} would be in check"),
            },
            OccupiedByOwn {
                square,
                owner,
                own,
                piece,
                from,
            } => write!(
                f,
                "{square} is occupied by {} {own}, so the {piece} on {from} cannot go there",
                owner.map_or_else(|| "your own".to_string(), possessive)
            ),
            CannotReach { piece, from, to } => {
                write!(f, "the {piece} on {from} cannot reach {to}")
            }
            InCheck { why } => write!(
                f,
                "{why}: you are in check, and only a turn that answers it is legal"
            ),
            NoWallAbbreviated => f.write_str(
                "no wall follows a move in this game: leave out the comma and the square after it",
            ),
            WallNotThere { square } => {
                write!(f, "the wall cannot go on {square} after that move")
            }
            NoCastling => f.write_str("castling is not possible now"),
            NotThatCastling { squares } => write!(
                f,
                "that castling is not possible now; the king can castle to {}",
                squares.join(", ")
            ),
            NoDropOn { label, square } => write!(f, "no {label} can be dropped on {square} now"),
            NoneCanMove { label } => write!(f, "no {} of yours can move now", letter(label)),
            DoesNotFit { label, to, from } => write!(
                f,
                "that does not fit any {} move to {to}; one can go there {}",
                letter(label),
                from.iter()
                    .map(|sq| format!("from {sq}"))
                    .collect::<Vec<_>>()
                    .join(" or ")
            ),
            CannotMoveTo { label, to, dests } => write!(
                f,
                "no {} can move to {to}; yours can go to {}",
                letter(label),
                dests.join(", ")
            ),
        }
    }
}

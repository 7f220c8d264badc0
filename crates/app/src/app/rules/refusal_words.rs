//! A refused move in a reader's words: the engine's typed reason (`Why`) and the part it
//! is about, each written from a message of `refusals.ftl`. The engine writes the same
//! values in English (`Display`); the source language's messages say exactly that, and
//! a test holds the two together.

use crate::app::{Refusal, RefusalReason};
use pigeonpost_engine::Color;
use pigeonpost_engine::notation::{NotationError, Shown, Why};
use pigeonpost_i18n::{Arg, Tr};

impl Refusal {
    /// Why the move was refused, in `tr`'s words.
    pub fn words(&self, tr: Tr) -> String {
        reason(tr, &self.reason)
    }

    /// The same refusal with its words fixed in `tr`'s language, for a layer that shows
    /// a refusal only as its text (`Display`).
    pub fn worded(self, tr: Tr) -> Refusal {
        Refusal {
            kind: self.kind,
            reason: RefusalReason::Text(self.words(tr)),
        }
    }
}

fn reason(tr: Tr, r: &RefusalReason) -> String {
    match r {
        RefusalReason::Notation(e) => notation(tr, e),
        RefusalReason::NoMoveWritten => tr.t("refusal-no-move-written"),
        RefusalReason::NoAnalysisMove => tr.t("refusal-no-analysis-move"),
        RefusalReason::NoMovesToImport => tr.t("refusal-no-moves-to-import"),
        RefusalReason::InTurn {
            number,
            text,
            of_line,
            why,
        } => tr.with(
            match of_line {
                true => "refusal-in-line-turn",
                false => "refusal-in-turn",
            },
            [
                ("number", number.into()),
                ("text", text.into()),
                ("why", reason(tr, why).into()),
            ],
        ),
        RefusalReason::LineEndsGame { number, text } => {
            tr.t2("refusal-line-ends-game", ("number", number), ("text", text))
        }
        RefusalReason::Text(t) => t.clone(),
    }
}

/// The engine's refusal in `tr`'s words: the part it is about, then why.
pub fn notation(tr: Tr, e: &NotationError) -> String {
    let why = why_words(tr, e.why());
    match e.place().shown() {
        Shown::Nowhere => why,
        Shown::AtChar(c) => tr.t2("refusal-at-character", ("character", c + 1), ("why", why)),
        Shown::Part {
            index,
            text,
            at_char: None,
        } => tr.with(
            "refusal-in-part",
            [
                ("part", (index + 1).into()),
                ("text", text.into()),
                ("why", why.into()),
            ],
        ),
        Shown::Part {
            index,
            text,
            at_char: Some(c),
        } => tr.with(
            "refusal-in-part-at-character",
            [
                ("part", (index + 1).into()),
                ("text", text.into()),
                ("character", (c + 1).into()),
                ("why", why.into()),
            ],
        ),
    }
}

/// Items joined as the language lists them ("e4, e5").
fn list(tr: Tr, items: &[String]) -> String {
    items.join(&tr.t("refusal-list-separator"))
}

/// Items, each quoted, joined as a list.
fn quoted_list(tr: Tr, items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| quoted(tr, i)).collect();
    list(tr, &quoted)
}

/// Items, each quoted, as alternatives ("“a” or “b”").
fn quoted_or(tr: Tr, items: &[String]) -> String {
    let quoted: Vec<String> = items.iter().map(|i| quoted(tr, i)).collect();
    quoted.join(&tr.t("refusal-or"))
}

fn quoted(tr: Tr, text: &str) -> String {
    tr.t1("refusal-quoted", "text", text)
}

fn side(c: Color) -> &'static str {
    match c {
        Color::White => "white",
        Color::Black => "black",
    }
}

fn shade(dark: bool) -> &'static str {
    match dark {
        true => "dark",
        false => "light",
    }
}

fn text(s: &str) -> Arg<'_> {
    Arg::from(s)
}

fn m(tr: Tr, id: &str) -> String {
    tr.t(&format!("refusal-{id}"))
}

fn m1<'a>(tr: Tr, id: &str, name: &str, value: Arg<'a>) -> String {
    tr.with(&format!("refusal-{id}"), [(name, value)])
}

fn m2<'a>(tr: Tr, id: &str, a: (&str, Arg<'a>), b: (&str, Arg<'a>)) -> String {
    tr.with(&format!("refusal-{id}"), [a, b])
}

fn m3<'a>(tr: Tr, id: &str, a: (&str, Arg<'a>), b: (&str, Arg<'a>), c: (&str, Arg<'a>)) -> String {
    tr.with(&format!("refusal-{id}"), [a, b, c])
}

/// `why` in `tr`'s words.
pub fn why_words(tr: Tr, why: &Why) -> String {
    use Why::*;
    match why {
        EmptyMove => m(tr, "empty-move"),
        EmptyPart { part } => m1(tr, "empty-part", "part", (part + 1).into()),
        PassWithMoves => m(tr, "pass-with-moves"),
        CommandNotAccepted { command } => m1(tr, "command-not-accepted", "command", text(command)),
        EqualsInFullNotation => m(tr, "equals-in-full-notation"),
        MarkInFullNotation { mark } => {
            m1(tr, "mark-in-full-notation", "mark", mark.to_string().into())
        }
        UnexpectedCharacter { character } => m1(
            tr,
            "unexpected-character",
            "character",
            character.to_string().into(),
        ),
        SquareRemovalWritten => m(tr, "square-removal-written"),
        SquareRemoval => m(tr, "square-removal"),
        TooManyWords => m(tr, "too-many-words"),
        SquareBeforeSpace { square } => m1(tr, "square-before-space", "square", text(square)),
        PlacementForm => m(tr, "placement-form"),
        CaptureMark => m(tr, "capture-mark"),
        CaptureMarkInSquare { written } => {
            m1(tr, "capture-mark-in-square", "written", text(written))
        }
        ExpectedFromTo { found } => m1(tr, "expected-from-to", "found", text(found)),
        TwoHyphens => m(tr, "two-hyphens"),
        LabelledRemoval => m(tr, "labelled-removal"),
        SquareAfterLabel { label, found } => m2(
            tr,
            "square-after-label",
            ("label", text(label)),
            ("found", text(found)),
        ),
        ExpectedSquare => m(tr, "expected-square"),
        ExpectedSquareFound { found } => m1(tr, "expected-square-found", "found", text(found)),
        UpperCaseSquare { write, not } => m2(
            tr,
            "upper-case-square",
            ("write", text(write)),
            ("written", text(not)),
        ),
        OffBoard { square, last } => m2(
            tr,
            "off-board",
            ("square", text(square)),
            ("last", text(last)),
        ),
        ExpectedLabel { found } => m1(tr, "expected-label", "found", text(found)),
        LabelCase { white, black, not } => m3(
            tr,
            "label-case",
            ("white", text(white)),
            ("black", text(black)),
            ("written", text(not)),
        ),
        UnknownLabel { label, known } => m2(
            tr,
            "unknown-label",
            ("label", text(label)),
            ("labels", list(tr, known).into()),
        ),
        SlashAfterCastlingOnly => m(tr, "slash-after-castling-only"),
        ExpectedPromotionLetter => m(tr, "expected-promotion-letter"),
        ExpectedMove { found } => m1(tr, "expected-move", "found", text(found)),
        UnreadableOrigin { head, dest } => m2(
            tr,
            "unreadable-origin",
            ("head", text(head)),
            ("dest", text(dest)),
        ),
        LowerCaseLetter { found } => m1(tr, "lower-case-letter", "found", text(found)),
        FullNotationOnly => m(tr, "full-notation-only"),
        NothingToMove { square } => m1(tr, "nothing-to-move", "square", text(square)),
        OtherPieceThere { square, holds, not } => m3(
            tr,
            "other-piece-there",
            ("square", text(square)),
            ("holds", text(holds)),
            ("written", text(not)),
        ),
        NothingToRemove { square } => m1(tr, "nothing-to-remove", "square", text(square)),
        NoWalls => m(tr, "no-walls"),
        WallOnOccupied { square } => m1(tr, "wall-on-occupied", "square", text(square)),
        RulesEnforced => m(tr, "rules-enforced"),
        GameOver { outcome } => m1(tr, "game-over", "outcome", outcome.to_string().into()),
        OtherVariant => m(tr, "other-variant"),
        CannotPass => m(tr, "cannot-pass"),
        NotLegal { written } => m1(tr, "not-legal", "written", text(written)),
        CouldMean { written, turns } => m2(
            tr,
            "could-mean",
            ("written", text(written)),
            ("turns", quoted_or(tr, turns).into()),
        ),
        TwoReadings {
            written,
            upper,
            turns,
        } => m3(
            tr,
            "two-readings",
            ("written", text(written)),
            ("upper", text(upper)),
            ("turns", quoted_or(tr, turns).into()),
        ),
        NotWholeTurn {
            written,
            options,
            more,
        } => {
            let options = match options.is_empty() {
                true => quoted(tr, ""),
                false => quoted_list(tr, options),
            };
            match more {
                0 => m2(
                    tr,
                    "not-whole-turn",
                    ("written", text(written)),
                    ("options", options.into()),
                ),
                _ => m3(
                    tr,
                    "not-whole-turn-more",
                    ("written", text(written)),
                    ("options", options.into()),
                    ("more", more.into()),
                ),
            }
        }
        RemovalOnlyAfterEnPassant => m(tr, "removal-only-after-en-passant"),
        WallElsewhere => m(tr, "wall-elsewhere"),
        NoWallAfterMove => m(tr, "no-wall-after-move"),
        TurnAlreadyComplete { leave_out: true } => m(tr, "turn-complete-leave-out"),
        TurnAlreadyComplete { leave_out: false } => m(tr, "turn-complete"),
        SideCase {
            side: s,
            write,
            not,
        } => m3(
            tr,
            "side-case",
            ("side", side(*s).into()),
            ("write", text(write)),
            ("written", text(not)),
        ),
        NotAPromotionChoice {
            promoting,
            piece,
            square,
            choices,
        } => tr.with(
            "refusal-not-a-promotion-choice",
            [
                ("promoting", text(promoting)),
                ("piece", text(piece)),
                ("square", text(square)),
                ("choices", list(tr, choices).into()),
            ],
        ),
        BareRemoval { written } => m1(tr, "bare-removal", "written", text(written)),
        BareWall { written } => m1(tr, "bare-wall", "written", text(written)),
        NoPieceOn { square } => m1(tr, "no-piece-on", "square", text(square)),
        HoldsOther { square, holds, not } => m3(
            tr,
            "holds-other",
            ("square", text(square)),
            ("holds", text(holds)),
            ("written", text(not)),
        ),
        PawnStepBeforeDrop { written, drop } => m2(
            tr,
            "pawn-step-before-drop",
            ("written", text(written)),
            ("drop", text(drop)),
        ),
        NoDrops => m(tr, "no-drops"),
        NoneInReserve { piece } => m1(tr, "none-in-reserve", "piece", text(piece)),
        DropZoneFull {
            occupied,
            piece,
            ranks,
        } => occupied_first(
            tr,
            occupied,
            m2(
                tr,
                "drop-zone-full",
                ("piece", text(piece)),
                ("zone", zone(tr, *ranks).into()),
            ),
        ),
        DropCannotAnswerCheck { occupied, piece } => occupied_first(
            tr,
            occupied,
            m1(tr, "drop-cannot-answer-check", "piece", text(piece)),
        ),
        DropZoneRefuses {
            occupied,
            piece,
            ranks,
        } => occupied_first(
            tr,
            occupied,
            m2(
                tr,
                "drop-zone-refuses",
                ("piece", text(piece)),
                ("zone", zone(tr, *ranks).into()),
            ),
        ),
        DropElsewhere {
            why,
            piece,
            squares,
        } => m3(
            tr,
            "drop-elsewhere",
            ("why", why_words(tr, why).into()),
            ("piece", text(piece)),
            ("squares", list(tr, squares).into()),
        ),
        BoundToSquareColour {
            piece,
            square,
            dark,
            gone,
        } => tr.with(
            match gone {
                true => "refusal-bound-to-square-colour-gone",
                false => "refusal-bound-to-square-colour",
            },
            [
                ("piece", text(piece)),
                ("square", text(square)),
                ("held", shade(!dark).into()),
                ("colour", shade(*dark).into()),
            ],
        ),
        PawnCannotBeRelocated { occupied, pawn } => m2(
            tr,
            "pawn-cannot-be-relocated",
            ("occupied", text(occupied)),
            ("pawn", text(pawn)),
        ),
        Occupied { square } => m1(tr, "occupied", "square", text(square)),
        CannotDropOn { piece, square } => m2(
            tr,
            "cannot-drop-on",
            ("piece", text(piece)),
            ("square", text(square)),
        ),
        NotYours {
            piece,
            square,
            owner,
            mover,
        } => tr.with(
            "refusal-not-yours",
            [
                ("piece", text(piece)),
                ("square", text(square)),
                ("owner", side(*owner).into()),
                ("mover", side(*mover).into()),
            ],
        ),
        MovedTwice {
            piece,
            square,
            earlier,
        } => m3(
            tr,
            "moved-twice",
            ("piece", text(piece)),
            ("square", text(square)),
            ("earlier", text(earlier)),
        ),
        OtherBoard {
            earlier,
            began,
            next,
        } => tr.with(
            "refusal-other-board",
            [
                ("earlier", text(earlier)),
                ("began-first", text(&began.0)),
                ("began-last", text(&began.1)),
                ("next-first", text(&next.0)),
                ("next-last", text(&next.1)),
            ],
        ),
        CannotFollow {
            piece,
            square,
            earlier,
        } => m3(
            tr,
            "cannot-follow",
            ("piece", text(piece)),
            ("square", text(square)),
            ("earlier", text(earlier)),
        ),
        WrittenOtherwise { spellings } => m1(
            tr,
            "written-otherwise",
            "spellings",
            quoted_or(tr, spellings).into(),
        ),
        MoveRefused {
            why,
            piece,
            from,
            dests,
        } => match dests.is_empty() {
            true => m3(
                tr,
                "move-refused-no-move",
                ("why", why_words(tr, why).into()),
                ("piece", text(piece)),
                ("from", text(from)),
            ),
            false => m2(
                tr,
                "move-refused",
                ("why", why_words(tr, why).into()),
                ("squares", list(tr, dests).into()),
            ),
        },
        KingHasMoved => m(tr, "king-has-moved"),
        RookGone { square } => m1(tr, "rook-gone", "square", text(square)),
        CastlingBlocked { square } => m1(tr, "castling-blocked", "square", text(square)),
        CastleOutOfCheck => m(tr, "castle-out-of-check"),
        CastleThroughAttack { square } => m1(tr, "castle-through-attack", "square", text(square)),
        MustGoFurther {
            piece,
            from,
            to,
            far,
            written,
        } => tr.with(
            "refusal-must-go-further",
            [
                ("piece", text(piece)),
                ("from", text(from)),
                ("to", text(to)),
                ("far", far.into()),
                ("distance", written.into()),
            ],
        ),
        NotAllowedHere { piece, from, to } => m3(
            tr,
            "not-allowed-here",
            ("piece", text(piece)),
            ("from", text(from)),
            ("to", text(to)),
        ),
        WouldBeInCheck { king, square, by } => match by {
            None => m2(
                tr,
                "would-be-in-check",
                ("king", text(king)),
                ("square", text(square)),
            ),
            Some((attacker, at)) => tr.with(
                "refusal-would-be-in-check-from",
                [
                    ("king", text(king)),
                    ("square", text(square)),
                    ("attacker", text(attacker)),
                    ("at", text(at)),
                ],
            ),
        },
        OccupiedByOwn {
            square,
            owner,
            own,
            piece,
            from,
        } => tr.with(
            "refusal-occupied-by-own",
            [
                ("square", text(square)),
                ("owner", owner.map_or("own", side).into()),
                ("own", text(own)),
                ("piece", text(piece)),
                ("from", text(from)),
            ],
        ),
        CannotReach { piece, from, to } => m3(
            tr,
            "cannot-reach",
            ("piece", text(piece)),
            ("from", text(from)),
            ("to", text(to)),
        ),
        InCheck { why } => m1(tr, "in-check", "why", why_words(tr, why).into()),
        NoWallAbbreviated => m(tr, "no-wall-abbreviated"),
        WallNotThere { square } => m1(tr, "wall-not-there", "square", text(square)),
        NoCastling => m(tr, "no-castling"),
        NotThatCastling { squares } => {
            m1(tr, "not-that-castling", "squares", list(tr, squares).into())
        }
        NoDropOn { label, square } => m2(
            tr,
            "no-drop-on",
            ("label", text(label)),
            ("square", text(square)),
        ),
        NoneCanMove { label: None } => m(tr, "no-pawn-can-move"),
        NoneCanMove { label: Some(l) } => m1(tr, "none-can-move", "label", text(l)),
        DoesNotFit { label, to, from } => {
            let from: Vec<String> = from
                .iter()
                .map(|sq| tr.t1("refusal-from-square", "square", sq))
                .collect();
            let from = from.join(&tr.t("refusal-or"));
            match label {
                None => m2(tr, "no-pawn-fits", ("to", text(to)), ("from", from.into())),
                Some(l) => m3(
                    tr,
                    "does-not-fit",
                    ("label", text(l)),
                    ("to", text(to)),
                    ("from", from.into()),
                ),
            }
        }
        CannotMoveTo { label, to, dests } => match label {
            None => m2(
                tr,
                "no-pawn-can-move-to",
                ("to", text(to)),
                ("squares", list(tr, dests).into()),
            ),
            Some(l) => m3(
                tr,
                "cannot-move-to",
                ("label", text(l)),
                ("to", text(to)),
                ("squares", list(tr, dests).into()),
            ),
        },
    }
}

/// "your first 2 ranks", the drop zone of a reserve piece.
fn zone(tr: Tr, ranks: usize) -> String {
    tr.t1("refusal-drop-zone", "ranks", ranks)
}

/// `rest`, after "e4 is occupied; " when the square written is taken.
fn occupied_first(tr: Tr, occupied: &Option<String>, rest: String) -> String {
    match occupied {
        None => rest,
        Some(sq) => tr.t2("refusal-occupied-then", ("square", sq), ("why", rest)),
    }
}

#[cfg(test)]
#[path = "refusal_words_tests.rs"]
mod tests;

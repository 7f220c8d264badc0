//! The source language's messages say what the engine's `Display` says, for every
//! reason and every place; the other languages say something else.

use super::*;
use crate::app::{Refusal, RefusalReason};
use pigeonpost_engine::notation::{self, ErrorKind, NotationError};
use pigeonpost_engine::{Outcome, Position, Reason, registry};

fn s(t: &str) -> String {
    t.to_string()
}

fn v(items: &[&str]) -> Vec<String> {
    items.iter().map(|t| t.to_string()).collect()
}

/// Which reason a value is, by its place in the enum: a reason added to the engine
/// without a sample here does not compile, and one left out of `samples` fails.
fn index(w: &Why) -> usize {
    use Why::*;
    match w {
        EmptyMove => 0,
        EmptyPart { .. } => 1,
        PassWithMoves => 2,
        CommandNotAccepted { .. } => 3,
        EqualsInFullNotation => 4,
        MarkInFullNotation { .. } => 5,
        UnexpectedCharacter { .. } => 6,
        SquareRemovalWritten => 7,
        SquareRemoval => 8,
        TooManyWords => 9,
        SquareBeforeSpace { .. } => 10,
        PlacementForm => 11,
        CaptureMark => 12,
        CaptureMarkInSquare { .. } => 13,
        ExpectedFromTo { .. } => 14,
        TwoHyphens => 15,
        LabelledRemoval => 16,
        SquareAfterLabel { .. } => 17,
        ExpectedSquare => 18,
        ExpectedSquareFound { .. } => 19,
        UpperCaseSquare { .. } => 20,
        OffBoard { .. } => 21,
        ExpectedLabel { .. } => 22,
        LabelCase { .. } => 23,
        UnknownLabel { .. } => 24,
        SlashAfterCastlingOnly => 25,
        ExpectedPromotionLetter => 26,
        ExpectedMove { .. } => 27,
        UnreadableOrigin { .. } => 28,
        LowerCaseLetter { .. } => 29,
        FullNotationOnly => 30,
        NothingToMove { .. } => 31,
        OtherPieceThere { .. } => 32,
        NothingToRemove { .. } => 33,
        NoWalls => 34,
        WallOnOccupied { .. } => 35,
        RulesEnforced => 36,
        GameOver { .. } => 37,
        OtherVariant => 38,
        CannotPass => 39,
        NotLegal { .. } => 40,
        CouldMean { .. } => 41,
        TwoReadings { .. } => 42,
        NotWholeTurn { .. } => 43,
        RemovalOnlyAfterEnPassant => 44,
        WallElsewhere => 45,
        NoWallAfterMove => 46,
        TurnAlreadyComplete { .. } => 47,
        SideCase { .. } => 48,
        NotAPromotionChoice { .. } => 49,
        BareRemoval { .. } => 50,
        BareWall { .. } => 51,
        NoPieceOn { .. } => 52,
        HoldsOther { .. } => 53,
        PawnStepBeforeDrop { .. } => 54,
        NoDrops => 55,
        NoneInReserve { .. } => 56,
        DropZoneFull { .. } => 57,
        DropCannotAnswerCheck { .. } => 58,
        DropZoneRefuses { .. } => 59,
        DropElsewhere { .. } => 60,
        BoundToSquareColour { .. } => 61,
        PawnCannotBeRelocated { .. } => 62,
        Occupied { .. } => 63,
        CannotDropOn { .. } => 64,
        NotYours { .. } => 65,
        MovedTwice { .. } => 66,
        OtherBoard { .. } => 67,
        CannotFollow { .. } => 68,
        WrittenOtherwise { .. } => 69,
        MoveRefused { .. } => 70,
        KingHasMoved => 71,
        RookGone { .. } => 72,
        CastlingBlocked { .. } => 73,
        CastleOutOfCheck => 74,
        CastleThroughAttack { .. } => 75,
        MustGoFurther { .. } => 76,
        NotAllowedHere { .. } => 77,
        WouldBeInCheck { .. } => 78,
        OccupiedByOwn { .. } => 79,
        CannotReach { .. } => 80,
        InCheck { .. } => 81,
        NoWallAbbreviated => 82,
        WallNotThere { .. } => 83,
        NoCastling => 84,
        NotThatCastling { .. } => 85,
        NoDropOn { .. } => 86,
        NoneCanMove { .. } => 87,
        DoesNotFit { .. } => 88,
        CannotMoveTo { .. } => 89,
    }
}

const REASONS: usize = 90;

/// Every reason, with each of its shapes (a value present or absent, one or several).
fn samples() -> Vec<Why> {
    use Why::*;
    let check = Box::new(CannotReach {
        piece: s("knight"),
        from: s("g1"),
        to: s("g3"),
    });
    vec![
        EmptyMove,
        EmptyPart { part: 1 },
        PassWithMoves,
        CommandNotAccepted { command: s("add") },
        EqualsInFullNotation,
        MarkInFullNotation { mark: '+' },
        UnexpectedCharacter { character: '%' },
        SquareRemovalWritten,
        SquareRemoval,
        TooManyWords,
        SquareBeforeSpace { square: s("e2") },
        PlacementForm,
        CaptureMark,
        CaptureMarkInSquare {
            written: s("e4xd5"),
        },
        ExpectedFromTo { found: s("e2e4") },
        TwoHyphens,
        LabelledRemoval,
        SquareAfterLabel {
            label: s("P"),
            found: s("Q"),
        },
        ExpectedSquare,
        ExpectedSquareFound { found: s("zz") },
        UpperCaseSquare {
            write: s("e4"),
            not: s("E4"),
        },
        OffBoard {
            square: s("e9"),
            last: s("h8"),
        },
        ExpectedLabel { found: s("1") },
        LabelCase {
            white: s("N"),
            black: s("n"),
            not: s("nN"),
        },
        UnknownLabel {
            label: s("X"),
            known: v(&["P", "N", "B", "R", "Q", "K"]),
        },
        SlashAfterCastlingOnly,
        ExpectedPromotionLetter,
        ExpectedMove { found: s("hello") },
        UnreadableOrigin {
            head: s("Nzz"),
            dest: s("d7"),
        },
        LowerCaseLetter { found: s("n") },
        FullNotationOnly,
        NothingToMove { square: s("e4") },
        OtherPieceThere {
            square: s("e2"),
            holds: s("P"),
            not: s("N"),
        },
        NothingToRemove { square: s("e4") },
        NoWalls,
        WallOnOccupied { square: s("e2") },
        RulesEnforced,
        GameOver {
            outcome: Outcome {
                winner: Some(Color::White),
                reason: Reason::Checkmate,
            },
        },
        OtherVariant,
        CannotPass,
        NotLegal {
            written: s("P e2-e4"),
        },
        CouldMean {
            written: s("Nd2"),
            turns: v(&["N b1-d2", "N f3-d2"]),
        },
        TwoReadings {
            written: s("bc6"),
            upper: s("Bc6"),
            turns: v(&["P b7-c6", "b d7-c6"]),
        },
        NotWholeTurn {
            written: s("P e2-e4"),
            options: v(&["*-e5", "*-e6"]),
            more: 0,
        },
        NotWholeTurn {
            written: s("P e2-e4"),
            options: v(&["a", "b", "c", "d", "e", "f", "g", "h"]),
            more: 3,
        },
        NotWholeTurn {
            written: s("x"),
            options: vec![],
            more: 0,
        },
        RemovalOnlyAfterEnPassant,
        WallElsewhere,
        NoWallAfterMove,
        TurnAlreadyComplete { leave_out: true },
        TurnAlreadyComplete { leave_out: false },
        SideCase {
            side: Color::White,
            write: s("N"),
            not: s("n"),
        },
        SideCase {
            side: Color::Black,
            write: s("q"),
            not: s("Q"),
        },
        NotAPromotionChoice {
            promoting: s("pawn"),
            piece: s("king"),
            square: s("e8"),
            choices: v(&["Q", "R", "B", "N"]),
        },
        BareRemoval { written: s("e5-") },
        BareWall { written: s("*-e5") },
        NoPieceOn { square: s("e4") },
        HoldsOther {
            square: s("e2"),
            holds: s("P"),
            not: s("N"),
        },
        PawnStepBeforeDrop {
            written: s("P e2-e3"),
            drop: s("N-e2"),
        },
        NoDrops,
        NoneInReserve { piece: s("knight") },
        DropZoneFull {
            occupied: Some(s("b1")),
            piece: s("rook"),
            ranks: 1,
        },
        DropZoneFull {
            occupied: None,
            piece: s("rook"),
            ranks: 2,
        },
        DropCannotAnswerCheck {
            occupied: None,
            piece: s("knight"),
        },
        DropCannotAnswerCheck {
            occupied: Some(s("c3")),
            piece: s("knight"),
        },
        DropZoneRefuses {
            occupied: None,
            piece: s("bishop"),
            ranks: 3,
        },
        DropElsewhere {
            why: Box::new(Occupied { square: s("d2") }),
            piece: s("knight"),
            squares: v(&["c3", "e3"]),
        },
        BoundToSquareColour {
            piece: s("bishop"),
            square: s("c1"),
            dark: true,
            gone: false,
        },
        BoundToSquareColour {
            piece: s("bishop"),
            square: s("f1"),
            dark: false,
            gone: true,
        },
        PawnCannotBeRelocated {
            occupied: s("e3"),
            pawn: s("e2"),
        },
        Occupied { square: s("d2") },
        CannotDropOn {
            piece: s("knight"),
            square: s("d2"),
        },
        NotYours {
            piece: s("pawn"),
            square: s("e7"),
            owner: Color::Black,
            mover: Color::White,
        },
        MovedTwice {
            piece: s("knight"),
            square: s("f3"),
            earlier: s("N g1-f3"),
        },
        OtherBoard {
            earlier: s("P e2-e4"),
            began: (s("a"), s("h")),
            next: (s("i"), s("p")),
        },
        CannotFollow {
            piece: s("knight"),
            square: s("g1"),
            earlier: s("P e2-e4"),
        },
        WrittenOtherwise {
            spellings: v(&["P e7-e8; Q-e8", "P e7-e8"]),
        },
        MoveRefused {
            why: check.clone(),
            piece: s("knight"),
            from: s("g1"),
            dests: v(&["f3", "h3"]),
        },
        MoveRefused {
            why: Box::new(KingHasMoved),
            piece: s("king"),
            from: s("e1"),
            dests: vec![],
        },
        KingHasMoved,
        RookGone { square: s("h1") },
        CastlingBlocked { square: s("f1") },
        CastleOutOfCheck,
        CastleThroughAttack { square: s("f1") },
        MustGoFurther {
            piece: s("checker"),
            from: s("c3"),
            to: s("d4"),
            far: 2,
            written: 1,
        },
        MustGoFurther {
            piece: s("checker"),
            from: s("c3"),
            to: s("c3"),
            far: 1,
            written: 0,
        },
        NotAllowedHere {
            piece: s("pawn"),
            from: s("e2"),
            to: s("e4"),
        },
        WouldBeInCheck {
            king: s("king"),
            square: s("e1"),
            by: None,
        },
        WouldBeInCheck {
            king: s("king"),
            square: s("e1"),
            by: Some((s("bishop"), s("b4"))),
        },
        OccupiedByOwn {
            square: s("e2"),
            owner: None,
            own: s("pawn"),
            piece: s("queen"),
            from: s("d1"),
        },
        OccupiedByOwn {
            square: s("e2"),
            owner: Some(Color::Black),
            own: s("pawn"),
            piece: s("queen"),
            from: s("d1"),
        },
        CannotReach {
            piece: s("knight"),
            from: s("g1"),
            to: s("g3"),
        },
        InCheck { why: check },
        NoWallAbbreviated,
        WallNotThere { square: s("e5") },
        NoCastling,
        NotThatCastling {
            squares: v(&["g1"]),
        },
        NoDropOn {
            label: s("P"),
            square: s("e8"),
        },
        NoneCanMove { label: None },
        NoneCanMove {
            label: Some(s("N")),
        },
        DoesNotFit {
            label: None,
            to: s("d5"),
            from: v(&["e4", "c4"]),
        },
        DoesNotFit {
            label: Some(s("N")),
            to: s("d2"),
            from: v(&["b1"]),
        },
        CannotMoveTo {
            label: None,
            to: s("e5"),
            dests: v(&["e3", "e4"]),
        },
        CannotMoveTo {
            label: Some(s("R")),
            to: s("a5"),
            dests: vec![],
        },
    ]
}

#[test]
fn every_reason_has_a_sample() {
    let mut seen = [false; REASONS];
    for w in samples() {
        seen[index(&w)] = true;
    }
    let missing: Vec<usize> = (0..REASONS).filter(|&i| !seen[i]).collect();
    assert!(missing.is_empty(), "reasons without a sample: {missing:?}");
}

#[test]
fn the_source_words_are_the_engine_s_for_every_reason() {
    let en = Tr::source();
    for w in samples() {
        assert_eq!(why_words(en, &w), w.to_string(), "{w:?}");
    }
}

#[test]
fn every_reason_reads_otherwise_in_the_other_languages() {
    for tag in ["de", "es", "ja"] {
        let tr = Tr::by_tag(tag).unwrap();
        for w in samples() {
            let words = why_words(tr, &w);
            assert_ne!(words, w.to_string(), "{tag}: {w:?} is in English");
            assert!(!words.starts_with("refusal-"), "{tag}: {w:?}: {words}");
        }
    }
}

/// Refusals the engine really gives, place and all: syntax errors in one part and in
/// several, illegal moves with what is legal, and ambiguous ones.
fn refused() -> Vec<NotationError> {
    let mut out = Vec::new();
    let chess = registry::get("chess").expect("chess");
    let start = Position::start(&chess);
    for text in [
        "",
        "P e2-e4;",
        "P e2-e9",
        "P e2-e4; Q-e9",
        "hello there",
        "N e2-e4",
        "P e2-e5",
        "Nd7",
        "nf3",
        "Ke2",
        "O-O",
        "e5",
        "P e2-e4 // fine",
        "pass",
        "e4; e5",
        "Q-d4",
        "e2-",
        "P E2-E4",
        "p e7-e5",
        "x e2-e4",
        "add P-e4",
        "e8=",
        "Nzzd7",
    ] {
        if let Err(e) = notation::resolve(&start, text) {
            out.push(e);
        }
    }
    // Two knights that can reach d2: ambiguous in abbreviated notation.
    let two = Position::from_fen(&chess, "4k3/8/8/8/8/5N2/8/1N2K3 w - - 0 1").expect("fen");
    for text in ["Nd2", "N b1-c4", "K e1-e2; K e2-e3"] {
        if let Err(e) = notation::resolve(&two, text) {
            out.push(e);
        }
    }
    out
}

#[test]
fn the_source_words_are_the_engine_s_for_real_refusals() {
    let refusals = refused();
    assert!(refusals.len() > 20, "{refusals:?}");
    assert!(
        refusals.iter().any(|e| e.kind() == ErrorKind::Ambiguous),
        "an ambiguous move among {refusals:?}"
    );
    let en = Tr::source();
    for e in refusals {
        assert_eq!(notation(en, &e), e.to_string(), "{e:?}");
        let r = Refusal::from(e.clone());
        assert_eq!(r.words(en), r.to_string());
        let in_turn = r.in_turn(2, "Nd2", true);
        assert_eq!(in_turn.words(en), in_turn.to_string());
    }
}

#[test]
fn a_refusal_reads_in_german() {
    let chess = registry::get("chess").expect("chess");
    let start = Position::start(&chess);
    let de = Tr::by_tag("de").unwrap();
    let e = notation::resolve(&start, "P e2-e5").expect_err("a pawn does not go three");
    let words = notation(de, &e);
    assert!(words.contains("e2") && words.contains("e3, e4"), "{words}");
    assert!(!words.contains("cannot"), "{words}");
    for reason in [
        RefusalReason::NoMoveWritten,
        RefusalReason::NoAnalysisMove,
        RefusalReason::NoMovesToImport,
        RefusalReason::LineEndsGame {
            number: 2,
            text: s("Qh5"),
        },
    ] {
        let r = Refusal::written(reason);
        assert_eq!(r.words(Tr::source()), r.to_string());
        assert_ne!(r.words(de), r.to_string());
    }
}

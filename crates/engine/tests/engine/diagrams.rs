//! A piece's move diagram: found by the move generator on an otherwise empty board, so
//! it cannot disagree with the rules.

use pigeonpost_engine::{Coords, PieceDiagram, Reach, registry};

fn sq(name: &str) -> Coords {
    name.parse().unwrap()
}

fn diagram(variant: &str, label: &str) -> PieceDiagram {
    registry::get(variant)
        .and_then(|v| v.piece_diagram(label))
        .expect("diagram")
}

#[test]
fn a_knight_in_the_middle_reaches_eight_squares_both_ways() {
    let d = diagram("chess", "N");
    assert_eq!(d.origin.to_string(), "d4");
    assert_eq!(d.reach.len(), 8);
    assert!(d.reach.iter().all(|(_, r)| *r == Reach::MoveOrCapture));
    assert_eq!(d.at(sq("e6")), Some(Reach::MoveOrCapture));
    assert_eq!(d.at(sq("d5")), None);
}

#[test]
fn a_queen_from_d4_reaches_twenty_seven_squares() {
    assert_eq!(diagram("chess", "Q").reach.len(), 27);
}

#[test]
fn a_pawn_moves_straight_and_captures_diagonally() {
    let d = diagram("chess", "P");
    assert_eq!(d.at(sq("d5")), Some(Reach::Move));
    assert_eq!(d.at(sq("c5")), Some(Reach::Capture));
    assert_eq!(d.at(sq("e5")), Some(Reach::Capture));
    assert_eq!(d.at(sq("d3")), None);
}

#[test]
fn an_unknown_label_has_no_diagram() {
    assert!(registry::get("chess").unwrap().piece_diagram("Z").is_none());
}

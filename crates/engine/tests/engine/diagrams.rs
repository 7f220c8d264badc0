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

#[test]
fn a_king_captures_where_it_moves() {
    let d = diagram("chess", "K");
    assert_eq!(d.reach.len(), 8);
    assert!(
        d.reach.iter().all(|(_, r)| *r == Reach::MoveOrCapture),
        "{d:?}"
    );
}

#[test]
fn a_cannon_captures_over_a_screen_and_the_diagram_shows_one() {
    let v = registry::get("xiangqi").expect("xiangqi is hosted");
    let cannon = v
        .pieces()
        .into_iter()
        .find(|p| p.name == "Cannon")
        .expect("a cannon");
    let d = v.piece_diagram(&cannon.label).expect("diagram");
    // e5 on the 9x10 board: slides to the squares around it, takes only over a screen.
    assert_eq!(d.origin.to_string(), "e5");
    assert_eq!(d.at(sq("e7")), Some(Reach::Move));
    assert_eq!(d.over_screen(sq("e7")), Some(Reach::Capture));
    assert_eq!(
        d.over_screen(sq("e6")),
        None,
        "nothing lies between e5 and e6"
    );
    assert!(d.reach.iter().all(|(_, r)| *r == Reach::Move), "{d:?}");
    let mut screens: Vec<String> = d.screens.iter().map(|c| c.to_string()).collect();
    screens.sort();
    assert_eq!(screens, ["d5", "e4", "e6", "f5"]);
}

#[test]
fn a_janggi_cannon_moves_only_over_a_screen() {
    let v = registry::get("janggi").expect("janggi is hosted");
    let cannon = v
        .pieces()
        .into_iter()
        .find(|p| p.betza.contains('p'))
        .expect("a cannon");
    let d = v.piece_diagram(&cannon.label).expect("diagram");
    assert!(d.reach.is_empty(), "{d:?}");
    assert_eq!(d.over_screen(sq("e8")), Some(Reach::MoveOrCapture), "{d:?}");
}

#[test]
fn fairy_stockfish_games_are_hosted_beside_ours() {
    for key in [
        "shogi", "xiangqi", "janggi", "makruk", "seirawan", "duck", "atomic",
    ] {
        assert!(registry::get(key).is_some(), "{key}");
    }
    // A name both have is ours.
    assert!(
        registry::fairy_stockfish()
            .iter()
            .all(|v| v.key() != "chess")
    );
    assert_eq!(registry::get("chess").unwrap().key(), "chess");
    let hosted = registry::hosted().count();
    assert!(hosted >= registry::all().len() + 100, "{hosted}");
}

#[test]
fn xiangqi_is_drawn_on_points_with_its_river_and_palaces_janggi_without_a_river() {
    use pigeonpost_engine::DrawnOn;
    let corners = |key: &str| {
        let d = registry::get(key).unwrap().board_drawing();
        let mut p: Vec<String> = d.palaces.iter().map(|(a, b)| format!("{a}-{b}")).collect();
        p.sort();
        (d.drawn_on, d.river, p)
    };
    assert_eq!(
        corners("xiangqi"),
        (
            DrawnOn::Points,
            Some(5),
            vec!["d1-f3".into(), "d8-f10".into()]
        )
    );
    assert_eq!(
        corners("janggi"),
        (DrawnOn::Points, None, vec!["d1-f3".into(), "d8-f10".into()])
    );
    assert_eq!(corners("chess"), (DrawnOn::Squares, None, vec![]));
    assert_eq!(corners("shogi").0, DrawnOn::Grid);
}

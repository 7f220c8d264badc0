//! Turns taken apart for a player who builds one a move at a time: the first parts and
//! each one's completions cover exactly the legal turns, with the same texts.

use pigeonpost_engine::{Position, registry};

#[test]
fn single_move_variants_have_one_completion_per_first_part() {
    let v = registry::get("chess").unwrap();
    let p = Position::start(&v);
    assert!(p.turns_are_single_moves());
    let firsts = p.first_parts();
    assert_eq!(firsts.len(), 20);
    let e4 = firsts.iter().find(|f| f.text == "P e2-e4").unwrap();
    let c = p.completions(&e4.mv).unwrap();
    assert_eq!(c.turns.len(), 1);
    assert_eq!(c.turns[0].text, "P e2-e4");
    assert!(c.turns[0].second.is_none());
}

#[test]
fn each_completion_text_is_its_first_and_second_part_joined() {
    for key in ["tandem84", "palindromic"] {
        let v = registry::get(key).unwrap();
        let mut p = Position::start(&v);
        // The second turn is the first with two parts in Tandem-84.
        p = p.play_unchecked(&p.legal_turns()[0]);
        assert!(!p.turns_are_single_moves());
        let all = p.legal_turns();
        let mut seen = 0;
        for first in p.first_parts() {
            let c = p.completions(&first.mv).unwrap();
            for t in &c.turns {
                let expected = match &t.second {
                    Some(s) => format!("{}; {}", first.text, s.text),
                    None => first.text.clone(),
                };
                assert_eq!(t.text, expected, "{key}");
                assert!(all.contains(&t.turn), "{key}: {}", t.text);
            }
            seen += c.turns.len();
        }
        assert_eq!(seen, all.len(), "{key}: completions cover every turn");
    }
}

/// A move followed by a wall (duck chess's duck, amazons' arrow) is one first part,
/// listed once without its wall; its completions are the move with each wall square,
/// and together they are every legal turn.
#[test]
fn a_move_a_wall_follows_is_one_first_part_whose_completions_are_its_walls() {
    for key in ["duck", "amazons"] {
        let v = registry::get(key).unwrap();
        let p = Position::start(&v);
        let all = p.legal_turns();
        let firsts = p.first_parts();
        assert!(firsts.iter().all(|f| f.wall_follows), "{key}");
        assert!(
            firsts.len() * 10 < all.len(),
            "{key}: {} firsts",
            firsts.len()
        );
        let mut texts: Vec<&str> = firsts.iter().map(|f| f.text.as_str()).collect();
        texts.sort_unstable();
        texts.dedup();
        assert_eq!(texts.len(), firsts.len(), "{key}: each move once");
        let mut seen = 0;
        for first in &firsts {
            let c = p.completions(&first.mv).unwrap();
            for t in &c.turns {
                let wall = t.second.as_ref().expect("a wall");
                assert_eq!((wall.from, wall.placed), (None, Some(wall.to)), "{key}");
                assert_eq!(t.text, format!("{}; {}", first.text, wall.text), "{key}");
                assert!(all.contains(&t.turn), "{key}: {}", t.text);
                assert_eq!(t.text, p.turn_text(&t.turn));
            }
            seen += c.turns.len();
        }
        assert_eq!(seen, all.len(), "{key}: completions cover every turn");
    }
}

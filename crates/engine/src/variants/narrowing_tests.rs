//! The narrowed questions (turns beginning with a given move, the first moves, whether
//! any turn exists) agree with the whole list of legal turns, in every variant, along
//! games that wander through many positions.

use crate::position::Position;
use crate::registry;
use crate::turn::Move;
use std::collections::HashSet;

/// Positions of one game in each variant: each turn picked by a fixed stride through the
/// list, so the games are varied and repeatable.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for v in registry::all() {
        let mut pos = Position::start(v);
        for ply in 0..40usize {
            let turns = pos.legal_turns();
            out.push(pos.clone());
            if turns.is_empty() {
                break;
            }
            let next = turns[(ply * 7919 + 13) % turns.len()];
            pos = pos.play_unchecked(&next);
        }
    }
    out
}

#[test]
fn narrowed_lists_agree_with_the_whole_list() {
    let mut checked = 0;
    for pos in positions() {
        let all = pos.legal_turns();
        let firsts: Vec<Move> = all
            .iter()
            .filter_map(|t| t.moves().next().copied())
            .collect();
        let distinct: HashSet<Move> = firsts.iter().copied().collect();
        let listed = pos.legal_first_moves();
        assert_eq!(
            listed.len(),
            distinct.len(),
            "{pos:?}: a first move listed twice or missed"
        );
        assert_eq!(
            listed.into_iter().collect::<HashSet<_>>(),
            distinct,
            "{pos:?}"
        );
        assert_eq!(pos.outcome().is_none(), !all.is_empty(), "{pos:?}");
        for m in distinct.iter().take(12) {
            let narrowed = pos.legal_turns_starting(&|first| first == m);
            let filtered: Vec<_> = all
                .iter()
                .copied()
                .filter(|t| t.moves().next() == Some(m))
                .collect();
            assert_eq!(narrowed, filtered, "{pos:?}: turns beginning {m:?}");
            checked += 1;
        }
    }
    assert!(checked > 1000, "only {checked} first moves checked");
}

//! The knockout's rules on brackets built by hand: a match's games, its tie-break, a
//! Basque pair, a game played again, a withdrawal, byes, and a round that moves on match
//! by match.

use super::*;

fn rule(games: i64, basque: bool, tiebreak: MatchTieBreak) -> MatchRule {
    MatchRule {
        games,
        basque,
        tiebreak,
    }
}

/// Users 101, 102, ... are seeds 1, 2, ...
fn seeds(n: i64) -> Vec<i64> {
    (101..101 + n).collect()
}

/// A game of match `board` of `round`, leg `leg`, White `white`; `result`: "1-0",
/// "0-1", "1/2", "aborted", or "*" (being played).
fn game(round: i64, board: i64, leg: i64, white: i64, black: i64, result: &str) -> EventGame {
    EventGame {
        game_id: round * 1000 + board * 10 + leg,
        round,
        board,
        leg,
        white_id: white,
        black_id: black,
        status: if result == "*" {
            GameStatus::Active
        } else {
            GameStatus::Finished
        },
        winner: match result {
            "1-0" => Some(Color::White),
            "0-1" => Some(Color::Black),
            _ => None,
        },
        reason: (result == "aborted").then(|| "aborted".to_string()),
        ply: 10,
        annulled: false,
    }
}

fn starts(b: &Bracket) -> Vec<(i64, i64, i64, i64, i64)> {
    b.start
        .iter()
        .map(|l| (l.place.round, l.place.board, l.place.leg, l.white, l.black))
        .collect()
}

fn none() -> HashSet<i64> {
    HashSet::new()
}

#[test]
fn a_match_starts_its_games_one_after_another_the_higher_seed_white_first() {
    let r = rule(2, false, MatchTieBreak::Games);
    let b = bracket(&seeds(2), &[], &[], &none(), r);
    assert_eq!(starts(&b), vec![(1, 1, 1, 101, 102)]);
    let g = [game(1, 1, 1, 101, 102, "*")];
    assert!(bracket(&seeds(2), &g, &[], &none(), r).start.is_empty());
    let g = [game(1, 1, 1, 101, 102, "1/2")];
    assert_eq!(
        starts(&bracket(&seeds(2), &g, &[], &none(), r)),
        vec![(1, 1, 2, 102, 101)]
    );
}

#[test]
fn a_level_match_plays_a_further_pair_then_goes_to_the_higher_seed() {
    let r = rule(2, false, MatchTieBreak::Games);
    let mut g = vec![
        game(1, 1, 1, 101, 102, "1-0"),
        game(1, 1, 2, 102, 101, "1-0"),
    ];
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert!(b.decide.is_empty());
    assert_eq!(starts(&b), vec![(1, 1, 3, 101, 102)]);
    // A win in the first tie-break game does not decide it: the second may level it.
    g.push(game(1, 1, 3, 101, 102, "0-1"));
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert!(b.decide.is_empty());
    assert_eq!(starts(&b), vec![(1, 1, 4, 102, 101)]);
    let mut won = g.clone();
    won.push(game(1, 1, 4, 102, 101, "1/2"));
    let b = bracket(&seeds(2), &won, &[], &none(), r);
    assert_eq!(b.decide.len(), 1);
    assert_eq!(
        (b.decide[0].winner_id, b.decide[0].how.as_str()),
        (102, "tiebreak")
    );
    assert_eq!(b.champion().map(|s| s.user_id), Some(102));
    g.push(game(1, 1, 4, 102, 101, "0-1"));
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert_eq!(
        (b.decide[0].winner_id, b.decide[0].how.as_str()),
        (101, "level")
    );
    assert!(b.start.is_empty());
}

#[test]
fn a_level_match_decided_by_rating_goes_to_the_higher_seed_at_once() {
    let r = rule(2, false, MatchTieBreak::Rating);
    let g = [
        game(1, 1, 1, 101, 102, "1/2"),
        game(1, 1, 2, 102, 101, "1/2"),
    ];
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert_eq!(
        (b.decide[0].winner_id, b.decide[0].how.as_str()),
        (101, "rating")
    );
    assert!(b.start.is_empty());
}

#[test]
fn a_match_ends_when_its_leader_cannot_be_caught() {
    let r = rule(4, false, MatchTieBreak::Games);
    let g = [
        game(1, 1, 1, 101, 102, "0-1"),
        game(1, 1, 2, 102, 101, "1-0"),
        game(1, 1, 3, 101, 102, "1/2"),
    ];
    // 2½ to ½ with one game left: decided.
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert_eq!(
        (b.decide[0].winner_id, b.decide[0].how.as_str()),
        (102, "score")
    );
    assert!(b.start.is_empty());
    // 2 to 0 with two left: not yet.
    let b = bracket(&seeds(2), &g[..2], &[], &none(), r);
    assert!(b.decide.is_empty());
    assert_eq!(starts(&b), vec![(1, 1, 3, 101, 102)]);
}

#[test]
fn a_basque_match_starts_both_games_at_once_and_its_tie_break_pair_too() {
    let r = rule(2, true, MatchTieBreak::Games);
    let b = bracket(&seeds(2), &[], &[], &none(), r);
    assert_eq!(starts(&b), vec![(1, 1, 1, 101, 102), (1, 1, 2, 102, 101)]);
    // One over, one being played: nothing to do.
    let g = [game(1, 1, 1, 101, 102, "1-0"), game(1, 1, 2, 102, 101, "*")];
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert!(b.start.is_empty() && b.decide.is_empty());
    let g = [
        game(1, 1, 1, 101, 102, "1-0"),
        game(1, 1, 2, 102, 101, "1-0"),
    ];
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert_eq!(starts(&b), vec![(1, 1, 3, 101, 102), (1, 1, 4, 102, 101)]);
}

#[test]
fn a_game_that_counts_for_nothing_is_played_again_with_its_colours() {
    let r = rule(2, true, MatchTieBreak::Games);
    let g = [
        game(1, 1, 1, 101, 102, "aborted"),
        game(1, 1, 2, 102, 101, "1/2"),
    ];
    let b = bracket(&seeds(2), &g, &[], &none(), r);
    assert_eq!(starts(&b), vec![(1, 1, 3, 101, 102)]);
}

#[test]
fn a_withdrawn_entrant_loses_the_match_at_once() {
    let r = rule(2, false, MatchTieBreak::Games);
    let g = [game(1, 1, 1, 101, 102, "*")];
    let gone: HashSet<i64> = [101].into();
    let b = bracket(&seeds(2), &g, &[], &gone, r);
    assert_eq!(
        (b.decide[0].winner_id, b.decide[0].how.as_str()),
        (102, "withdrawal")
    );
}

#[test]
fn byes_go_on_and_a_round_moves_on_match_by_match() {
    let r = rule(1, false, MatchTieBreak::Rating);
    // Six: seeds 1 and 2 have byes; 4-5 and 3-6 play.
    let b = bracket(&seeds(6), &[], &[], &none(), r);
    let byes: Vec<i64> = b
        .decide
        .iter()
        .filter(|d| d.how == "bye")
        .map(|d| d.winner_id)
        .collect();
    assert_eq!(byes, vec![101, 102]);
    assert_eq!(starts(&b), vec![(1, 2, 1, 104, 105), (1, 4, 1, 103, 106)]);
    // The byes recorded, and 5 beats 4: seed 1 meets 5 at once, with 3-6 still playing.
    let decided: Vec<Decided> = b.decide.clone();
    let g = [game(1, 2, 1, 104, 105, "0-1"), game(1, 4, 1, 103, 106, "*")];
    let b = bracket(&seeds(6), &g, &decided, &none(), r);
    assert_eq!(b.decide.len(), 1);
    assert_eq!(starts(&b), vec![(2, 1, 1, 101, 105)]);
    assert_eq!(b.rounds.len(), 3);
    assert!(b.champion().is_none());
}

#[test]
fn the_final_standing_shares_places_by_the_round_gone_out_in() {
    let r = rule(1, false, MatchTieBreak::Rating);
    let g = [
        game(1, 1, 1, 101, 104, "1-0"),
        game(1, 2, 1, 102, 103, "0-1"),
        game(2, 1, 1, 101, 103, "0-1"),
    ];
    let b = bracket(&seeds(4), &g, &[], &none(), r);
    assert_eq!(b.champion().map(|s| s.user_id), Some(103));
    let p = places(&b);
    assert_eq!(
        p,
        vec![
            (1, 1, 103, None),
            (2, 2, 101, Some(2)),
            (3, 4, 102, Some(1)),
            (3, 4, 104, Some(1)),
        ]
    );
}

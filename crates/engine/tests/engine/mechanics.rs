//! `[mechanics.<kind>]` tables are checked strictly: an unknown mechanic, an unknown or
//! ill-typed parameter and an impossible combination are each reported with their key,
//! all at once.

use pigeonpost_engine::registry::build_custom;

fn with(mechanics: &str) -> String {
    format!("inherits = \"chess\"\nkey = \"x\"\nname = \"X\"\n{mechanics}")
}

fn problems(mechanics: &str) -> Vec<String> {
    match build_custom("x.toml", &with(mechanics)) {
        Ok(_) => Vec::new(),
        Err(e) => e.problems,
    }
}

#[test]
fn an_unknown_mechanic_is_named_with_its_key() {
    let p = problems("[mechanics.drops_onto_the_moon]\n");
    assert_eq!(p.len(), 1, "{p:?}");
    assert!(
        p[0].starts_with("mechanics.drops_onto_the_moon: no such mechanic"),
        "{p:?}"
    );
}

#[test]
fn every_parameter_problem_is_reported_at_once() {
    let p = problems(
        "[mechanics.stalemate]\nresult = \"victory\"\ncolour = 1\n[mechanics.cannon_captures]\npieces = [\"Z\"]\nshort_over_enemy_pawns = 3\n",
    );
    let keys = [
        "mechanics.stalemate.result:",
        "mechanics.stalemate.colour: unknown parameter",
        "mechanics.cannon_captures.pieces: no piece 'Z'",
        "mechanics.cannon_captures.short_over_enemy_pawns:",
    ];
    for k in keys {
        assert!(p.iter().any(|x| x.starts_with(k)), "{k} not in {p:?}");
    }
    assert_eq!(p.len(), keys.len(), "{p:?}");
}

#[test]
fn mechanics_that_need_another_say_which() {
    let p = problems(
        "[mechanics.own_then_opponent]\n[mechanics.moves_per_turn]\n[mechanics.farthest_move]\n",
    );
    assert!(p.iter().any(|x| x.starts_with("mechanics.moves_per_turn: a definition has one turn structure")), "{p:?}");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.own_then_opponent:") && x.contains("no_check")),
        "{p:?}"
    );
    let p = problems("[mechanics.board_transfers]\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.board_transfers: needs two or more boards")),
        "{p:?}"
    );
}

#[test]
fn a_child_definition_changes_one_parameter_of_an_inherited_mechanic() {
    let src = "inherits = \"morphomania\"\nkey = \"y\"\nname = \"Y\"\n[mechanics.stalemate]\nresult = \"draw\"\n";
    let v = build_custom("y.toml", src).unwrap();
    assert_eq!(v.stalemate_rule(), pigeonpost_engine::StalemateRule::Draw);
    let parent = pigeonpost_engine::registry::get("morphomania").unwrap();
    assert_eq!(
        parent.stalemate_rule(),
        pigeonpost_engine::StalemateRule::Loss
    );
}

/// The example in README.md's engine section, combining three mechanics.
#[test]
fn the_readme_example_combines_drops_captures_to_reserve_and_a_goal_region() {
    let readme = include_str!("../../../../README.md");
    let start = readme
        .find("inherits = \"chess\"\nkey = \"crazyhouse-hill\"")
        .expect("the example is in the README");
    let end = start
        + readme[start..]
            .find("```")
            .expect("the example's fence closes");
    let v = build_custom("readme.toml", &readme[start..end]).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(v.key(), "crazyhouse-hill");
    let v = std::sync::Arc::new(v);
    // From the start it is chess: the reserve is empty and no king is near the centre.
    assert_eq!(
        pigeonpost_engine::perft::perft(&pigeonpost_engine::Position::start(&v), 2),
        400
    );
}

/// Found by the definitions fuzzer (seed 1795536883320921792): Tandem-84 without its
/// two-move turns lists a ghost's step both as its Betza move and as a teleport.
#[test]
fn a_teleporting_piece_in_one_move_turns_lists_each_move_once() {
    let source = include_str!("../../src/variants/tandem84.toml");
    let start = source
        .find("[mechanics.moves_per_turn]")
        .expect("the section");
    let end = start
        + source[start..]
            .find("[mechanics.board_transfers]")
            .expect("next");
    let single = format!("{}{}", &source[..start], &source[end..]);
    let v = std::sync::Arc::new(build_custom("single.toml", &single).expect("compiles"));
    let fen = "1bmcnr|rnkqbg/pppppp|pppppp/5g|6/6|4G1/6|6/PPPPPP|PPPPPP/GBQKNR|RNCMB1 w FGfg - 2 2";
    let pos = pigeonpost_engine::Position::from_fen(&v, fen).expect("the position");
    let turns = pos.legal_turns();
    let mut once = turns.clone();
    once.sort_by_key(|t| pos.turn_text(t));
    once.dedup_by_key(|t| pos.turn_text(t));
    assert_eq!(once.len(), turns.len(), "a turn listed twice");
    // The ghost on k4 still teleports across its board and steps beside it.
    let texts: Vec<String> = turns.iter().map(|t| pos.turn_text(t)).collect();
    assert!(texts.iter().any(|t| t == "G k4-k5"), "{texts:?}");
    assert!(texts.iter().any(|t| t == "G k4-h5"), "{texts:?}");
}

#[test]
fn a_wall_that_moves_needs_pieces_that_are_not_royal() {
    let p = problems("[mechanics.walling]\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.walling: a wall that moves away")),
        "{p:?}"
    );
    // Walls that stay put only block: the move is judged before the wall comes.
    assert!(problems("[mechanics.walling]\nrule = \"anywhere\"\n").is_empty());
    let p = problems("[mechanics.walling]\nrule = \"shot\"\n[mechanics.moves_per_turn]\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.walling: follows each move with a wall")),
        "{p:?}"
    );
    let p = problems("[mechanics.walling]\nrule = \"sideways\"\nsquares = [\"z9\"]\n");
    assert!(
        p.iter().any(|x| x.starts_with("mechanics.walling.rule:")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.walling.squares:")),
        "{p:?}"
    );
}

#[test]
fn the_reversi_mechanics_name_their_rules_and_keep_to_single_moves() {
    let p = problems("[mechanics.enclosing_drops]\nrule = \"around\"\nstart = [\"z9\"]\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.enclosing_drops.rule:")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.enclosing_drops.start:")),
        "{p:?}"
    );
    // A royal piece that changed sides would leave its side without one.
    let p = problems("[mechanics.flipping]\nrule = \"lines\"\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.flipping: a royal piece would change sides")),
        "{p:?}"
    );
    let p = problems("[mechanics.passing]\nby_piece_count = true\npoints = { Q = 9 }\n");
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.passing.by_piece_count:")),
        "{p:?}"
    );
    assert!(problems("[mechanics.full_board_ends]\nby_piece_count = true\n").is_empty());
    assert!(problems("[mechanics.free_drops]\npieces = [\"Q\"]\n").is_empty());
}

#[test]
fn a_placed_promotion_needs_choices_that_move_as_they_capture() {
    // A pawn as the new piece would attack other squares than it could move to.
    let p = problems(
        "[mechanics.placed_promotion]\npieces = [\"P\"]\nchoices = [\"P\", \"K\"]\nsquares = [\"a8\"]\n",
    );
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.placed_promotion.choices: 'P' must move")),
        "{p:?}"
    );
    assert!(
        p.iter()
            .any(|x| x.starts_with("mechanics.placed_promotion.choices: 'K' is royal")),
        "{p:?}"
    );
    assert!(
        problems("[mechanics.placed_promotion]\npieces = [\"P\"]\nchoices = [\"Q\"]\nsquares = [\"a8\"]\n")
            .is_empty()
    );
}

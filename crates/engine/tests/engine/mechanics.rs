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
        "[mechanics.stalemate]\nresult = \"win\"\ncolour = 1\n[mechanics.cannon_captures]\npieces = [\"Z\"]\nshort_over_enemy_pawns = 3\n",
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

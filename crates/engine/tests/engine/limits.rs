//! The bounds of any definition (`src/limits.rs`): each is refused one past it,
//! with its key, and the worst definitions the benchmark measures are accepted.

use pigeonpost_engine::registry::build_custom;

fn definition(files: usize, ranks: usize, betza: &str, fen: &str, extra: &str) -> String {
    format!(
        "key = \"l\"\nname = \"L\"\n[board]\nfiles = {files}\nranks = {ranks}\n\
         [pieces.K]\nname = \"King\"\nbetza = \"K\"\nglyph = \"king\"\nroyal = true\n\
         [pieces.X]\nname = \"Rider\"\nbetza = \"{betza}\"\nglyph = \"queen-knight\"\n\
         [setup]\nfen = \"{fen}\"\n{extra}"
    )
}

fn problems(src: &str) -> Vec<String> {
    build_custom("l.toml", src)
        .err()
        .map(|e| e.problems)
        .unwrap_or_default()
}

#[test]
fn a_piece_moves_in_at_most_64_directions() {
    let fen = "k7/8/8/8/8/8/8/K1X5 w - - 0 1";
    // 56 directions are accepted; adding the eight knight-hopper lines makes 64, still
    // accepted; four more (the dabbaba hopper) is one kind of move too many.
    let p = problems(&definition(8, 8, "QDDNNAAHHCCZZGGpQ", fen, ""));
    assert!(p.is_empty(), "{p:?}");
    assert!(problems(&definition(8, 8, "QDDNNAAHHCCZZGGpQpN", fen, "")).is_empty());
    let p = problems(&definition(8, 8, "QDDNNAAHHCCZZGGpQpNpD", fen, ""));
    assert!(
        p.iter()
            .any(|x| x.starts_with("pieces.X.betza:") && x.contains("68 directions")),
        "{p:?}"
    );
}

#[test]
fn a_setup_holds_at_most_128_pieces() {
    // 16x16: 64 a side is the limit; one more rank of white pieces is too many.
    let row = |c: &str| c.repeat(16);
    let mut rows = vec![format!("k{}", "x".repeat(15)), row("x"), row("x"), row("x")];
    rows.extend(std::iter::repeat_n("16".to_string(), 8));
    rows.extend([row("X"), row("X"), row("X"), format!("K{}", "X".repeat(15))]);
    let ok = format!("{} w - - 0 1", rows.join("/"));
    assert!(problems(&definition(16, 16, "W", &ok, "")).is_empty());
    rows[11] = row("X");
    let too_many = format!("{} w - - 0 1", rows.join("/"));
    let p = problems(&definition(16, 16, "W", &too_many, ""));
    assert!(
        p.iter().any(|x| x.starts_with("setup.fen: 144 pieces")),
        "{p:?}"
    );
}

/// A king in each corner of a board `files` wide and 8 ranks high.
fn kings_on(files: usize) -> String {
    format!(
        "k{}/{f}/{f}/{f}/{f}/{f}/{f}/K{} w - - 0 1",
        files - 1,
        files - 1,
        f = files
    )
}

/// `mechanic` is accepted on a board of 16 x 8 and refused with `refusal` on 17 x 8.
fn fits_128_squares(mechanic: &str, refusal: &str) {
    assert!(problems(&definition(16, 8, "W", &kings_on(16), mechanic)).is_empty());
    let p = problems(&definition(17, 8, "W", &kings_on(17), mechanic));
    assert!(p.iter().any(|x| x.starts_with(refusal)), "{p:?}");
}

#[test]
fn turns_of_two_moves_need_a_board_of_at_most_128_squares() {
    fits_128_squares(
        "[mechanics.moves_per_turn]\nmoves = 2\n",
        "mechanics.moves_per_turn: turns of several moves need a board of at most 128 squares",
    );
}

#[test]
fn turns_of_a_move_and_a_wall_need_a_board_of_at_most_128_squares() {
    fits_128_squares(
        "[mechanics.walling]\nrule = \"anywhere\"\n",
        "mechanics.walling: turns of a move and a wall need a board of at most 128 squares",
    );
}

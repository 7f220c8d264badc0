//! Definitions are checked strictly, with every problem named by file, key and reason.

use pigeonpost_engine::registry::build_custom;

const BASE: &str = r#"
key = "tiny"
name = "Tiny"
[board]
files = 5
ranks = 5
[pieces.K]
name = "King"
betza = "K"
glyph = "king"
royal = true
[pieces.R]
name = "Rook"
betza = "R"
glyph = "rook"
[setup]
fen = "r1k2/5/5/5/R1K2 w - - 0 1"
"#;

#[test]
fn a_small_variant_builds_as_data() {
    let v = build_custom("tiny.toml", BASE).unwrap();
    assert_eq!(v.key(), "tiny");
    assert_eq!(v.geometry().width(), 5);
}

#[test]
fn unknown_keys_are_errors_naming_file_and_key() {
    let e = build_custom("tiny.toml", &format!("{BASE}\ncolour = 3\n")).unwrap_err();
    let text = e.to_string();
    assert!(text.starts_with("tiny.toml"), "{text}");
    assert!(text.contains("colour"), "{text}");
}

#[test]
fn every_problem_is_listed_not_just_the_first() {
    let src = BASE
        .replace("betza = \"R\"", "betza = \"Rx\"")
        .replace("glyph = \"king\"", "glyph = \"crown\"");
    let e = build_custom("tiny.toml", &src).unwrap_err();
    assert_eq!(e.problems.len(), 2, "{e}");
    assert!(e.problems[0].contains("pieces.K.glyph") || e.problems[1].contains("pieces.K.glyph"));
    assert!(e.to_string().contains("pieces.R.betza"), "{e}");
    assert!(e.to_string().contains("at character 2"), "{e}");
}

/// A piece may name no drawing: the server draws its letter in a circle.
#[test]
fn a_piece_without_a_glyph_builds() {
    let src = BASE.replace("glyph = \"rook\"\n", "");
    assert_ne!(src, BASE);
    let v = build_custom("tiny.toml", &src).unwrap();
    let rook = v.pieces().into_iter().find(|p| p.label == "R").unwrap();
    assert_eq!(rook.glyph, "");
}

#[test]
fn a_glyph_the_piece_set_lacks_is_an_error_listing_the_drawings() {
    let src = BASE.replace("glyph = \"rook\"", "glyph = \"cannon\"");
    let e = build_custom("tiny.toml", &src).unwrap_err();
    let text = e.to_string();
    assert!(text.contains("pieces.R.glyph"), "{text}");
    assert!(text.contains("no drawing 'cannon'"), "{text}");
    assert!(text.contains("culverin"), "the drawings are listed: {text}");
}

#[test]
fn every_hosted_variant_names_drawings_of_the_piece_set() {
    // A hosted definition naming a missing drawing is refused, so it shows up here as a
    // registry error, not among the variants.
    let errors = pigeonpost_engine::registry::errors();
    assert!(errors.is_empty(), "{errors:?}");
    for v in pigeonpost_engine::registry::all() {
        for p in v.pieces() {
            assert!(
                pigeonpost_engine::glyphs::is_glyph(&p.glyph),
                "{}: {} is drawn as '{}'",
                v.key(),
                p.name,
                p.glyph
            );
        }
    }
}

#[test]
fn a_setup_that_does_not_fit_the_board_is_an_error() {
    let src = BASE.replace("r1k2/5/5/5/R1K2", "r1k2/5/5/5/R1K3");
    let e = build_custom("tiny.toml", &src).unwrap_err();
    assert!(e.to_string().contains("setup.fen"), "{e}");
    let src = BASE.replace("r1k2/5/5/5/R1K2", "r1k2/5/5/R1K2");
    assert!(build_custom("tiny.toml", &src).is_err());
}

#[test]
fn duplicate_labels_are_errors() {
    let src = format!("{BASE}\n[pieces.K2]\nname = \"x\"\nbetza = \"K\"\nglyph = \"king\"\n");
    let e = build_custom("tiny.toml", &src).unwrap_err();
    assert!(e.to_string().contains("pieces.K2"), "{e}");
    // TOML itself refuses a piece table written twice.
    let src = format!("{BASE}\n[pieces.R]\nname = \"again\"\n");
    assert!(build_custom("tiny.toml", &src).is_err());
}

#[test]
fn inheritance_overrides_key_by_key_and_refuses_cycles() {
    let src = r#"
inherits = "chess"
key = "chess-no-queen-promo"
name = "x"
[pieces.P]
promotion = { ranks = [8], choices = ["R", "N"], default = "R" }
"#;
    let v = build_custom("x.toml", src).unwrap();
    assert_eq!(v.pieces().len(), 6);
    let e = build_custom("x.toml", "inherits = \"nothing\"\nkey=\"x\"").unwrap_err();
    assert!(e.to_string().contains("no definition 'nothing'"), "{e}");
}

#[test]
fn a_family_is_named_inherited_or_other_and_an_unknown_one_refused() {
    assert_eq!(
        build_custom("tiny.toml", BASE).unwrap().family().key,
        "other"
    );
    let named = BASE.replace("name = \"Tiny\"", "name = \"Tiny\"\nfamily = \"shogi\"");
    assert_eq!(
        build_custom("tiny.toml", &named).unwrap().family().key,
        "shogi"
    );
    let inherited = "inherits = \"capablanca\"\nkey = \"capa2\"\nname = \"x\"\n";
    assert_eq!(
        build_custom("x.toml", inherited).unwrap().family().key,
        "large"
    );
    let culverin2 = pigeonpost_engine::registry::get("culverin2").unwrap();
    assert_eq!(culverin2.family().key, "drops", "inherited from culverin");
    let wrong = BASE.replace("name = \"Tiny\"", "name = \"Tiny\"\nfamily = \"shgoi\"");
    let e = build_custom("tiny.toml", &wrong).unwrap_err();
    assert!(
        e.to_string()
            .contains("family: 'shgoi' is not one of chess, large,"),
        "{e}"
    );
}

/// The README's table of Fairy-Stockfish's variants is the families file, row by row.
#[test]
fn the_readme_lists_every_fairy_stockfish_variant_under_its_family() {
    let readme = include_str!("../../../../README.md");
    let mut listed = 0;
    for family in pigeonpost_engine::Family::all() {
        if family.fairy_stockfish().is_empty() {
            continue;
        }
        let row = format!(
            "| {} | {} | |",
            family.name,
            family.fairy_stockfish().join(", ")
        );
        assert!(readme.contains(&row), "README lacks the row {row}");
        listed += family.fairy_stockfish().len();
    }
    assert_eq!(listed, 121);
}

#[test]
fn boards_up_to_sixteen_by_sixteen() {
    let src = BASE
        .replace("files = 5", "files = 16")
        .replace("ranks = 5", "ranks = 16")
        .replace(
            "r1k2/5/5/5/R1K2",
            "r1k13/16/16/16/16/16/16/16/16/16/16/16/16/16/16/R1K13",
        );
    let v = build_custom("big.toml", &src).unwrap();
    assert_eq!(v.geometry().num_squares(), 256);
    let too_big = BASE
        .replace("files = 5", "files = 17")
        .replace("ranks = 5", "ranks = 16");
    assert!(build_custom("big.toml", &too_big).is_err());
}

/// Found by the definitions fuzzer (seed 1795513585312439374): a royal form in a family
/// let a knight turn into a second royal piece by moving, and the position it reached
/// could not be written and read back. Both forms of a piece share its royalty.
#[test]
fn a_family_may_not_mix_royal_and_plain_forms() {
    let source = pigeonpost_engine::registry::get("morphomania")
        .unwrap()
        .definition_text()
        .replace("[pieces.A]\n", "[pieces.A]\nroyal = true\n");
    let e = build_custom("royal-family.toml", &source).unwrap_err();
    assert!(
        e.problems
            .iter()
            .any(|p| p.contains("both or neither must be royal")),
        "{e}"
    );
}

//! The catalogue is a value the caller holds, and a definition is named by the hash of
//! its canonical text, which does not change with key order, comments or whitespace.

use pigeonpost_engine::{Catalogue, Game, Position, registry};

const TINY: &str = r#"
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

/// The same definition with its tables and keys in another order, comments, and other
/// spacing.
const TINY_SHUFFLED: &str = r#"
# A comment changes nothing.
[setup]
fen   =   "r1k2/5/5/5/R1K2 w - - 0 1"

[pieces.R]
glyph = "rook"
betza = "R"      # the rook
name = "Rook"

[pieces.K]
royal = true
glyph = "king"
name = "King"
betza = "K"

[board]
ranks = 5
files = 5
"#;

fn shuffled() -> String {
    format!("name = \"Tiny\"\nkey = \"tiny\"\n{TINY_SHUFFLED}")
}

#[test]
fn the_hash_ignores_key_order_comments_and_whitespace() {
    let c = Catalogue::empty();
    let a = c.parse("a.toml", TINY).unwrap();
    let b = c.parse("b.toml", &shuffled()).unwrap();
    assert_eq!(a.hash(), b.hash());
    assert_eq!(a.canonical(), b.canonical());
}

#[test]
fn any_change_of_meaning_changes_the_hash() {
    let c = Catalogue::empty();
    let a = c.parse("a.toml", TINY).unwrap();
    let other_rook = TINY.replace("betza = \"R\"", "betza = \"R4\"");
    let b = c.parse("b.toml", &other_rook).unwrap();
    assert_ne!(a.hash(), b.hash());
}

#[test]
fn the_canonical_text_parses_back_to_the_same_definition() {
    let c = Catalogue::empty();
    let a = c.parse("a.toml", &shuffled()).unwrap();
    let again = c.parse("again.toml", a.canonical()).unwrap();
    assert_eq!(again.hash(), a.hash());
    assert_eq!(again.canonical(), a.canonical());
}

#[test]
fn an_inherited_definition_hashes_as_its_resolved_text() {
    // The canonical text has the parents merged in: rebuilt with no catalogue to
    // inherit from, it is the same variant, with the same hash.
    let c = Catalogue::builtin();
    let child = c
        .parse(
            "m.toml",
            "inherits = \"meteoric\"\nkey = \"m2\"\nname = \"M2\"\n",
        )
        .unwrap();
    let alone = Catalogue::empty()
        .parse("x.toml", child.canonical())
        .unwrap();
    assert_eq!(alone.hash(), child.hash());
    let v = Catalogue::empty().compile(&alone).unwrap();
    let meteoric = c.get("meteoric").unwrap();
    assert_eq!(
        Position::start(&std::sync::Arc::new(v)).legal_turns().len(),
        Position::start(&meteoric).legal_turns().len()
    );
}

#[test]
fn a_catalogue_takes_definitions_at_run_time_and_finds_them_by_hash() {
    let mut c = Catalogue::builtin();
    let before = c.keys().len();
    let tiny = c.add("tiny.toml", TINY).unwrap();
    assert_eq!(c.keys().len(), before + 1);
    assert_eq!(
        c.get("tiny").unwrap().definition_hash(),
        tiny.definition_hash()
    );
    assert_eq!(c.by_hash(&tiny.definition_hash()).unwrap().key(), "tiny");
    // A later definition inherits from one added earlier.
    let big = c
        .add("tiny-big.toml", "inherits = \"tiny\"\nkey = \"tiny-big\"\nname = \"B\"\n[board]\nfiles = 6\nranks = 6\n[setup]\nfen = \"r1k3/6/6/6/6/R1K3 w - - 0 1\"\n")
        .unwrap();
    assert_eq!(big.geometry().width(), 6);
    // The same key twice is refused and the catalogue is unchanged.
    assert!(c.add("again.toml", TINY).is_err());
    assert_eq!(c.keys().len(), before + 2);
    // The global facade does not see what a caller's catalogue holds.
    assert!(registry::get("tiny").is_none());
}

#[test]
fn every_builtin_variant_carries_the_hash_of_its_definition() {
    let c = Catalogue::builtin();
    assert!(c.errors().is_empty(), "{:?}", c.errors());
    for v in c.all() {
        let def = Catalogue::empty()
            .parse("x.toml", v.definition_text())
            .unwrap();
        assert_eq!(def.hash(), v.definition_hash(), "{}", v.key());
    }
    let hashes: std::collections::HashSet<_> =
        c.all().iter().map(|v| v.definition_hash()).collect();
    assert_eq!(hashes.len(), c.all().len());
}

#[test]
fn a_game_made_from_a_definition_exports_its_hash() {
    let c = Catalogue::empty();
    let def = c.parse("tiny.toml", TINY).unwrap();
    let mut g = Game::from_definition(&def).unwrap();
    g.play_text("R a1-a4").unwrap();
    let text = g.export();
    assert!(
        text.contains(&format!("[Definition \"sha256:{}\"]", def.hash())),
        "{text}"
    );
    assert!(text.contains("[Variant \"tiny\"]"), "{text}");
    assert!(
        text.contains("[Start \"r1k2/5/5/5/R1K2 w - - 0 1\"]"),
        "{text}"
    );
    assert!(text.contains("1. R a1-a4"), "{text}");
}

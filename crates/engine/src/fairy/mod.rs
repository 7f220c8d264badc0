//! Fairy-Stockfish `variants.ini` sections imported as our definitions.
//!
//! A section (with its parents: sections before it in the same file, or any of Fairy-
//! Stockfish's built-in variants, written as sections in `fsf-builtins.ini`) is read option by option into typed
//! values and written out as one of our TOML definitions, which then goes through the
//! same strict checks as any other. An option that would change the rules and that we
//! cannot express is an error naming the option and its line, never ignored; options
//! that only concern a GUI or Fairy-Stockfish's evaluation are ignored by name.

mod castling;
mod draw_odds;
mod emit;
mod enclosing;
mod endings;
mod ini;
mod model;
mod options;
mod pawn_kinds;
mod pieces;
mod placement;
mod promotion;
mod ranks;
mod reader;
mod regions;
mod shogi;
mod start;
mod text;
mod walls;

use crate::family::Family;

const BUILTIN: &str = include_str!("fsf-builtins.ini");

/// Why a section could not be imported: every problem, each with its place.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .problems.join("\n"))]
pub struct ImportError {
    /// `file:line: what` (or `file: what` where no line applies).
    pub problems: Vec<String>,
}

/// A table of one text per built-in, by its name.
type ByBuiltin = std::collections::BTreeMap<String, String>;

/// The entry for `name` of the embedded table `text`, read once into `cell`. The files
/// are embedded and a test reads each: an unreadable one leaves what Fairy-Stockfish
/// gives, never a panic.
fn entry(
    cell: &'static std::sync::OnceLock<ByBuiltin>,
    text: &'static str,
    name: &str,
) -> Option<&'static str> {
    cell.get_or_init(|| toml::from_str(text).unwrap_or_default())
        .get(name)
        .map(String::as_str)
}

/// The name players know the built-in `name` by (`names.toml`), if it has one.
fn known_name(name: &str) -> Option<&'static str> {
    static NAMES: std::sync::OnceLock<ByBuiltin> = std::sync::OnceLock::new();
    entry(&NAMES, include_str!("names.toml"), name)
}

/// What a section says of itself when nothing tells more: a player's own, or a
/// built-in missing from `summaries.toml`.
const IMPORTED: &str = "Imported from a Fairy-Stockfish variant definition.";

/// The one line on the built-in `name` (`summaries.toml`), if it has one.
fn known_summary(name: &str) -> Option<&'static str> {
    static SUMMARIES: std::sync::OnceLock<ByBuiltin> = std::sync::OnceLock::new();
    entry(&SUMMARIES, include_str!("summaries.toml"), name)
}

/// The names of Fairy-Stockfish's built-in variants, in the order of its own list.
pub fn builtin_names() -> Vec<String> {
    sections(BUILTIN)
}

/// The names of the sections of an ini file, in order.
pub fn sections(text: &str) -> Vec<String> {
    ini::parse(text).0.into_iter().map(|s| s.name).collect()
}

/// Our definition (TOML text) of section `section` of `text`, read from `file`.
pub fn import(file: &str, text: &str, section: &str) -> Result<String, ImportError> {
    let fail = |problems: Vec<String>| Err(ImportError { problems });
    let (own, syntax) = ini::parse(text);
    if !syntax.is_empty() {
        return fail(
            syntax
                .into_iter()
                .map(|(n, m)| format!("{file}:{n}: {m}"))
                .collect(),
        );
    }
    let (builtin, _) = ini::parse(BUILTIN);
    let chain = match ini::chain(section, &own, &builtin) {
        Ok(c) => c,
        Err(e) => return fail(vec![format!("{file}: {e}")]),
    };
    let options = ini::resolve(&chain);
    let model = match options::read(&options) {
        Ok(m) => m,
        Err(problems) => {
            return fail(
                problems
                    .into_iter()
                    .map(|(n, m)| format!("{file}:{n}: {m}"))
                    .collect(),
            );
        }
    };
    // The family of the nearest of its sections that is a built-in's name: a section
    // inheriting from shogi is a shogi variant, whatever it changes.
    let family = chain
        .iter()
        .find_map(|s| Family::of_fairy_stockfish(&s.name));
    // A built-in itself (no section of the file's own) goes by the name players know,
    // and says what it is.
    let (name, summary) = match own.iter().any(|s| s.name == section) {
        true => (section, IMPORTED),
        false => (
            known_name(section).unwrap_or(section),
            known_summary(section).unwrap_or(IMPORTED),
        ),
    };
    emit::definition(section, (name, summary), family, &model).or_else(|problems| {
        fail(
            problems
                .into_iter()
                .map(|m| format!("{file}: [{section}] {m}"))
                .collect(),
        )
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Imported definitions inherit nothing: an empty catalogue compiles them.
    fn build(
        file: &str,
        source: &str,
    ) -> Result<crate::variant::Variant, crate::definition::DefinitionError> {
        let c = crate::catalogue::Catalogue::empty();
        c.compile(&c.parse(file, source)?)
    }

    fn start_text(v: &crate::variant::Variant) -> String {
        let e = v.equipment();
        crate::fen::write(e, &crate::position::setup_of(e, v.start_state()))
    }

    #[test]
    fn every_builtin_either_builds_or_is_refused_with_its_reasons() {
        let mut imported = 0;
        for name in sections(BUILTIN) {
            // A section the importer reads but the definition check refuses is refused
            // too, with the check's words: never accepted with another meaning.
            match crate::catalogue::Catalogue::empty().load_file_text(
                "fsf-builtins.ini",
                "",
                &name,
                true,
            ) {
                Ok(_) => imported += 1,
                Err(problems) => assert!(!problems.is_empty(), "{name}"),
            }
        }
        // The families every importer since the first has read.
        assert!(imported >= 30, "{imported}");
    }

    #[test]
    fn a_section_inherits_from_any_fairy_stockfish_builtin() {
        let def = import("v.ini", "[mine:nocastle]\nmaxRank = 8\n", "mine").expect("imported");
        let v = build("mine.toml", &def).expect("builds");
        assert!(start_text(&v).contains(" w - "), "{}", start_text(&v));
        let e = import("v.ini", "[mine:nosuchgame]\n", "mine").expect_err("refused");
        assert!(e.problems[0].contains("nosuchgame"), "{e}");
    }

    #[test]
    fn a_section_takes_the_family_of_its_nearest_builtin_ancestor() {
        let file = "[a:shogi]\nmaxRank = 9\n[b:a]\nmaxFile = 9\n\
            [c]\nking = k\nrook = r\nstartFen = 4k3/8/8/8/8/8/8/R3K3 w - - 0 1\n";
        for (section, family) in [("a", "shogi"), ("b", "shogi"), ("c", "other")] {
            let v = build("v.toml", &import("v.ini", file, section).expect("imported"))
                .expect("builds");
            assert_eq!(v.family().key, family, "[{section}]");
        }
        // Each built-in as a section of its own file, as the catalogue reads them.
        for name in sections(BUILTIN) {
            let def = import("fsf-builtins.ini", BUILTIN, &name).expect("imported");
            let want = Family::of_fairy_stockfish(&name).expect("listed in families.toml");
            assert!(
                def.contains(&format!("family = \"{}\"", want.key)),
                "{name}"
            );
        }
    }

    #[test]
    fn every_builtin_has_a_summary_of_its_own_and_a_players_section_the_plain_one() {
        let summaries: ByBuiltin =
            toml::from_str(include_str!("summaries.toml")).expect("summaries.toml reads");
        let builtins = builtin_names();
        let keys: Vec<&String> = summaries.keys().collect();
        let mut sorted = builtins.clone();
        sorted.sort();
        assert_eq!(
            keys,
            sorted.iter().collect::<Vec<_>>(),
            "one summary per built-in"
        );
        let mut seen = std::collections::BTreeSet::new();
        for (key, summary) in &summaries {
            assert!(seen.insert(summary), "{key}: the same summary as another");
            assert!(summary.ends_with('.') && !summary.contains('\n'), "{key}");
        }
        let v = build("d.toml", &import("", "", "duck").expect("imported")).expect("builds");
        assert_eq!(v.summary(), summaries["duck"]);
        let mine = import("m.ini", "[mine:duck]\n", "mine").expect("imported");
        let v = build("m.toml", &mine).expect("builds");
        assert_eq!(v.summary(), IMPORTED);
    }

    #[test]
    fn every_known_name_is_a_builtins_and_a_builtin_goes_by_it() {
        let names: std::collections::BTreeMap<String, String> =
            toml::from_str(include_str!("names.toml")).expect("names.toml reads");
        let builtins = builtin_names();
        for key in names.keys() {
            assert!(builtins.contains(key), "{key} is no built-in");
        }
        let v = build("xq.toml", &import("", "", "xiangqi").expect("imported")).expect("builds");
        assert_eq!((v.key(), v.name()), ("xiangqi", "Xiangqi"));
        // A player's own section keeps the name it is given, whatever it inherits.
        let v = build(
            "m.toml",
            &import("m.ini", "[mine:xiangqi]\n", "mine").unwrap(),
        )
        .unwrap();
        assert_eq!(v.name(), "mine");
    }

    #[test]
    fn an_option_that_changes_the_rules_is_refused_with_its_line() {
        let e = import(
            "v.ini",
            "[x:chess]\ncastlingWins = K\nconnectNxN = 2\n",
            "x",
        )
        .expect_err("refused");
        assert_eq!(e.problems.len(), 2, "{e}");
        assert!(e.problems[0].starts_with("v.ini:2: castlingWins"), "{e}");
        assert!(e.problems[1].starts_with("v.ini:3: connectNxN"), "{e}");
        let e = import("v.ini", "[x:chess]\nnoSuchOption = 1\n", "x").expect_err("refused");
        assert!(e.problems[0].contains("v.ini:2: noSuchOption"), "{e}");
    }

    #[test]
    fn a_promoted_piece_in_the_start_position_is_kept_where_it_reverts() {
        let fen = "4k3/4Q~3/8/8/8/8/8/K7[] b - - 0 1";
        let ini = format!(
            "[zh:crazyhouse]\ncastling = false\nstartFen = {fen}\n\
             [x:chess]\ncastling = false\nstartFen = {fen}\n"
        );
        let zh = import("v.ini", &ini, "zh").expect("imported");
        assert!(zh.contains("promoted_revert = true"), "{zh}");
        let v = build("zh.toml", &zh).expect("builds");
        assert!(start_text(&v).starts_with("4k3/4Q~3/"));
        // Without captures to hand the mark changes nothing in Fairy-Stockfish either.
        let x = import("v.ini", &ini, "x").expect("imported");
        let v = build("x.toml", &x).expect("builds");
        assert!(start_text(&v).starts_with("4k3/4Q3/"));
    }

    #[test]
    fn a_start_position_with_an_endless_run_of_empty_squares_is_refused_not_overflowed() {
        let ini = "[x:chess]\nstartFen = 99999999999999999999999/8/8/8/8/8/8/4K2k w - - 0 1\n";
        let def = import("v.ini", ini, "x").expect("written out; the definition check refuses it");
        assert!(build("x.toml", &def).is_err());
    }
}

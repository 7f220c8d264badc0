//! A piece's name in the reader's language, as the players of its game say it: shogi's
//! rook is 飛車 to a Japanese reader, chess's knight a Springer to a German one. The
//! words are messages (`pieces.ftl`); which game a name belongs to is the message's id,
//! so a variant needs no code of its own to be named in its players' words.

use pigeonpost_engine::Variant;
use pigeonpost_i18n::Tr;

/// The name of the piece a definition calls `name`, in a game of `variant`, as `words`
/// write it: the name the players of the variant's family use (`piece-<family>-<name>`,
/// `piece-shogi-rook`), else the language's general name for the piece (`piece-<name>`,
/// `piece-rook`), else the definition's own name. `<name>` is the definition's name as
/// [`piece_id`] writes it. A language's own messages only: falling back to English would
/// replace the definition's name by the same words.
pub fn piece_name_in(words: Tr, variant: &Variant, name: &str) -> String {
    piece_name_for(words, &variant.family().key, name)
}

/// [`piece_name_in`] for a family known by its key.
pub fn piece_name_for(words: Tr, family: &str, name: &str) -> String {
    let piece = piece_id(name);
    if piece.is_empty() {
        return name.to_string();
    }
    [
        format!("piece-{}-{piece}", piece_id(family)),
        format!("piece-{piece}"),
    ]
    .into_iter()
    .find(|id| words.has(id))
    .map_or_else(|| name.to_string(), |id| words.t(&id))
}

/// A name as a message id writes it: lower case, each run of characters other than
/// ASCII letters and digits one hyphen ("Shogi pawn promoted (Gold general)":
/// `shogi-pawn-promoted-gold-general`).
pub fn piece_id(name: &str) -> String {
    let mut id = String::with_capacity(name.len());
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            id.push(c.to_ascii_lowercase());
        } else if !id.is_empty() && !id.ends_with('-') {
            id.push('-');
        }
    }
    id.trim_end_matches('-').to_string()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tr(tag: &str) -> Tr {
        Tr::by_tag(tag).expect("a shipped language")
    }

    #[test]
    fn ids_are_the_name_in_lower_case_words() {
        assert_eq!(
            piece_id("Shogi pawn promoted (Gold general)"),
            "shogi-pawn-promoted-gold-general"
        );
        assert_eq!(piece_id("Fers-alfil"), "fers-alfil");
        assert_eq!(piece_id("  (König) "), "k-nig");
        assert_eq!(piece_id("?"), "");
    }

    #[test]
    fn the_family_s_name_comes_first_then_the_general_one_then_the_definition_s() {
        let ja = tr("ja");
        // The family's own: shogi's rook is not the chess players' ルーク.
        assert_eq!(piece_name_for(ja, "shogi", "Rook"), "飛車");
        assert_eq!(piece_name_for(ja, "xiangqi", "Rook"), "車");
        // The general name, in a family without one of its own.
        assert_eq!(piece_name_for(ja, "chess", "Rook"), "ルーク");
        assert_eq!(piece_name_for(ja, "large", "Rook"), "ルーク");
        // A general name used inside a family that names other pieces itself.
        assert_eq!(piece_name_for(ja, "shogi", "Gold general"), "金将");
        // Neither: the definition's own name, as it is written.
        assert_eq!(
            piece_name_for(ja, "chess", "Dabbaba rider"),
            "Dabbaba rider"
        );
        assert_eq!(piece_name_for(ja, "chess", "?"), "?");
        let de = tr("de");
        assert_eq!(piece_name_for(de, "chess", "Knight"), "Springer");
        assert_eq!(
            piece_name_for(de, "shogi", "Shogi pawn promoted (Gold general)"),
            "Tokin"
        );
        // English keeps the definitions' names: no message stands in for them.
        let en = Tr::source();
        assert_eq!(piece_name_for(en, "shogi", "Rook"), "Rook");
        assert_eq!(piece_name_for(en, "shogi", "Bers"), "Bers");
    }

    #[test]
    fn a_variant_is_named_by_its_family() {
        let shogi = pigeonpost_engine::registry::get("shogi").expect("shogi is built in");
        let names: Vec<String> = shogi
            .pieces()
            .iter()
            .map(|p| piece_name_in(tr("ja"), &shogi, &p.name))
            .collect();
        for word in ["飛車", "角行", "歩兵", "と金"] {
            assert!(names.iter().any(|n| n == word), "{word} in {names:?}");
        }
        let chess = pigeonpost_engine::registry::get("chess").expect("chess is built in");
        let mut names: Vec<String> = chess
            .pieces()
            .iter()
            .map(|p| piece_name_in(tr("es"), &chess, &p.name))
            .collect();
        names.sort();
        assert_eq!(names, ["alfil", "caballo", "dama", "peón", "rey", "torre"]);
    }
}

//! Fairy-Stockfish's predefined piece types: the option that names each, its moves in
//! Betza notation (from Fairy-Stockfish's documented list) and the drawing of our piece
//! set that shows it (`disc` where the set has none).

/// (option name, Betza, drawing, name shown to players).
pub(crate) const TYPES: &[(&str, &str, &str, &str)] = &[
    ("pawn", "fmWfceF", "pawn", "Pawn"),
    ("knight", "N", "knight", "Knight"),
    ("bishop", "B", "bishop", "Bishop"),
    ("rook", "R", "rook", "Rook"),
    ("queen", "Q", "queen", "Queen"),
    ("king", "K", "king", "King"),
    ("fers", "F", "disc", "Fers"),
    ("alfil", "A", "disc", "Alfil"),
    ("fersAlfil", "FA", "disc", "Fers-alfil"),
    ("silver", "FfW", "disc", "Silver general"),
    ("aiwok", "RNF", "disc", "Ai-wok"),
    ("bers", "RF", "disc", "Bers"),
    ("archbishop", "BN", "bishop-knight", "Archbishop"),
    ("chancellor", "RN", "rook-knight", "Chancellor"),
    ("amazon", "QN", "queen-knight", "Amazon"),
    ("knibis", "mNcB", "disc", "Knibis"),
    ("biskni", "mBcN", "disc", "Biskni"),
    ("kniroo", "mNcR", "disc", "Kniroo"),
    ("rookni", "mRcN", "disc", "Rookni"),
    ("shogiPawn", "fW", "disc", "Shogi pawn"),
    ("lance", "fR", "disc", "Lance"),
    ("shogiKnight", "fN", "disc", "Shogi knight"),
    ("gold", "WfF", "disc", "Gold general"),
    ("dragonHorse", "BW", "bishop-wazir", "Dragon horse"),
    ("clobber", "cW", "disc", "Clobber"),
    ("breakthrough", "fmWfF", "disc", "Breakthrough piece"),
    ("immobile", "", "disc", "Stone"),
    ("cannon", "mRcpR", "culverin", "Cannon"),
    ("horse", "nN", "knight", "Horse"),
    ("elephant", "nA", "disc", "Elephant"),
    ("banner", "RcpRnN", "disc", "Banner"),
    ("janggiCannon", "pR", "culverin", "Janggi cannon"),
    ("janggiElephant", "nZ", "disc", "Janggi elephant"),
    ("soldier", "fsW", "disc", "Soldier"),
    ("wazir", "W", "disc", "Wazir"),
    ("commoner", "K", "disc", "Commoner"),
    ("centaur", "KN", "disc", "Centaur"),
];

/// The predefined type an option names.
pub(crate) fn predefined(option: &str) -> Option<(&'static str, &'static str, &'static str)> {
    TYPES
        .iter()
        .find(|(o, ..)| *o == option)
        .map(|(_, betza, glyph, name)| (*betza, *glyph, *name))
}

/// A Betza string as Fairy-Stockfish reads it, in our reading. The one difference is
/// on oblique atoms (`N`, `L`, `J`): Fairy-Stockfish reads a lone direction letter as
/// doubled (`fN` is the shogi knight's two narrow forward leaps, `ffN` to us), where
/// classic Betza takes every leap on that side.
pub(crate) fn betza(fsf: &str) -> String {
    const DIRECTIONS: &str = "fbvrls";
    let chars: Vec<char> = fsf.chars().collect();
    let mut out = String::with_capacity(fsf.len() + 4);
    let mut i = 0;
    while i < chars.len() {
        if !DIRECTIONS.contains(chars[i]) {
            out.push(chars[i]);
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && DIRECTIONS.contains(chars[i]) {
            i += 1;
        }
        let run = &chars[start..i];
        let atom = chars[i..].iter().find(|c| c.is_ascii_uppercase());
        if !matches!(atom, Some('N' | 'L' | 'C' | 'J' | 'Z')) {
            out.extend(run);
            continue;
        }
        let vertical = |c: char| "fbv".contains(c);
        let mut j = 0;
        while j < run.len() {
            let c = run[j];
            match run.get(j + 1) {
                Some(&n) if n == c || vertical(c) != vertical(n) => {
                    out.push(c);
                    out.push(n);
                    j += 2;
                }
                _ => {
                    out.push(c);
                    out.push(c);
                    j += 1;
                }
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::betza;

    #[test]
    fn a_lone_direction_on_an_oblique_atom_reads_as_doubled() {
        assert_eq!(betza("fN"), "ffN");
        assert_eq!(betza("fNsW"), "ffNsW");
        assert_eq!(betza("fRffN"), "fRffN");
        assert_eq!(betza("frN"), "frN");
        assert_eq!(betza("fsW"), "fsW");
        assert_eq!(betza("FfW"), "FfW");
        assert_eq!(betza("bFfD"), "bFfD");
        assert_eq!(betza("mNcB"), "mNcB");
    }
}

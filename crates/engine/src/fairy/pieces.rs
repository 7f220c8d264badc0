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

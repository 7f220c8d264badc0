//! The project's piece set: the drawings a definition may name for a piece. The server
//! draws `piece-<glyph>-white` and `piece-<glyph>-black` from its piece set, and a test
//! there checks that every name here has both; a definition naming anything else is
//! refused, and a piece that names none (or `disc`) is drawn as its letter in a circle,
//! so no piece is ever drawn as nothing and no two kinds look alike.

/// Every drawing in the piece set, with what it shows.
pub const GLYPHS: &[(&str, &str)] = &[
    ("king", "king"),
    ("queen", "queen"),
    ("rook", "rook"),
    (
        "rook-right",
        "rook with an arrow to its owner's right (a right-handed rook)",
    ),
    (
        "rook-left",
        "rook with an arrow to its owner's left (a left-handed rook)",
    ),
    ("bishop", "bishop"),
    ("knight", "knight"),
    ("pawn", "pawn"),
    (
        "speedpawn",
        "pawn with a stripe (a pawn that moves further)",
    ),
    (
        "bishop-knight",
        "bishop and knight compound (archbishop, cardinal)",
    ),
    (
        "rook-knight",
        "rook and knight compound (chancellor, marshal)",
    ),
    ("queen-knight", "queen and knight compound (amazon)"),
    ("bishop-wazir", "bishop and wazir compound"),
    ("culverin", "culverin (a cannon)"),
    ("ghost", "ghost"),
    (
        DISC,
        "disc with the piece's letter (a piece the set has no drawing for, such as an imported fairy piece)",
    ),
];

/// The drawing of a piece the set has no picture for: a disc with its letter, so that
/// two kinds of one variant drawn so still differ.
pub const DISC: &str = "disc";

/// Whether `name` is a drawing of the piece set.
pub fn is_glyph(name: &str) -> bool {
    GLYPHS.iter().any(|(g, _)| *g == name)
}

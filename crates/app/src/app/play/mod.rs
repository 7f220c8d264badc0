//! Playing a game: inviting and accepting, moving, the buttons beside moving, clocks and
//! vacations, notes, and reading a game as its page shows it.

pub mod agreements;
pub mod clocks;
pub mod conditionals;
pub mod conversation;
pub mod endings;
pub mod free_play;
pub mod freshness;
pub mod games;
pub mod invitations;
pub mod moves;
pub mod notes;
pub mod offers;
pub mod privacy;
pub(crate) mod turn_reads;
pub mod vacations;
pub mod watching;

crate::app::service!(
    /// Playing games: invitations, turns, agreements, clocks, vacations, reading a game.
    Play
);

/// A stored line as its owner sees it.
#[derive(Debug, Clone)]
pub struct ConditionalLine {
    pub id: i64,
    pub turns: Vec<String>,
}

impl ConditionalLine {
    pub(crate) fn from_row(row: &crate::storage::conditionals::ConditionalRow) -> ConditionalLine {
        ConditionalLine {
            id: row.id,
            turns: row.turns().into_iter().map(str::to_string).collect(),
        }
    }

    /// The line in words: "if X, reply Y; then if Z, reply W".
    pub fn words(&self) -> String {
        let pairs: Vec<String> = self
            .turns
            .chunks(2)
            .map(|pair| match pair {
                [theirs, mine] => format!("if {theirs}, reply {mine}"),
                [theirs] => format!("if {theirs}"),
                _ => String::new(),
            })
            .collect();
        pairs.join("; then ")
    }
}

/// The colour the creator asked for.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum ColorChoice {
    White,
    Black,
    Random,
}

/// Who the invitation is for.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Opponent {
    Open,
    Username(String),
    Email(String),
}

impl Opponent {
    /// Reads the "opponent" form field: empty, an email address, or a username.
    pub fn parse(field: &str) -> Opponent {
        let field = field.trim();
        if field.is_empty() {
            Opponent::Open
        } else if field.contains('@') {
            Opponent::Email(field.to_string())
        } else {
            Opponent::Username(field.to_string())
        }
    }
}

/// A game's variant and the position it starts from, and whether its creator keeps it
/// private from the start (`privacy`).
#[derive(Debug, Clone)]
pub struct StartSetup {
    pub variant_key: String,
    /// A position in the variant's position text, or nothing (only white space) for the
    /// variant's own start.
    pub start: String,
    pub private: bool,
}

impl StartSetup {
    /// The variant's own start position.
    pub fn standard(variant_key: &str) -> StartSetup {
        StartSetup {
            variant_key: variant_key.to_string(),
            start: String::new(),
            private: false,
        }
    }
}

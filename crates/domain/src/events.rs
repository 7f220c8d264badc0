//! A tournament's shape and where it stands, as storage keeps them and the use-cases
//! decide with them.

/// How an event pairs its entrants.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventFormat {
    /// Everyone meets everyone (`cycles` times), every game started at once.
    RoundRobin,
    /// Rounds paired by score (the FIDE Dutch system), each paired when the one before
    /// it is over or at its deadline.
    Swiss,
    /// A bracket of matches: the winner of each goes on, the loser is out.
    Knockout,
}

impl EventFormat {
    pub const ALL: [EventFormat; 3] = [
        EventFormat::RoundRobin,
        EventFormat::Swiss,
        EventFormat::Knockout,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            EventFormat::RoundRobin => "round_robin",
            EventFormat::Swiss => "swiss",
            EventFormat::Knockout => "knockout",
        }
    }

    pub fn parse(s: &str) -> Option<EventFormat> {
        EventFormat::ALL.into_iter().find(|f| f.as_str() == s)
    }

    /// Its name for players.
    pub fn title(self) -> &'static str {
        match self {
            EventFormat::RoundRobin => "Round robin",
            EventFormat::Swiss => "Swiss",
            EventFormat::Knockout => "Knockout",
        }
    }
}

/// How a knockout match that ends level is decided.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MatchTieBreak {
    /// A further pair of games, one with each colour; level again, the higher seed goes on.
    Games,
    /// The higher seed (the higher rating at the start) goes on.
    Rating,
}

impl MatchTieBreak {
    pub const ALL: [MatchTieBreak; 2] = [MatchTieBreak::Games, MatchTieBreak::Rating];

    pub fn as_str(self) -> &'static str {
        match self {
            MatchTieBreak::Games => "games",
            MatchTieBreak::Rating => "rating",
        }
    }

    pub fn parse(s: &str) -> Option<MatchTieBreak> {
        MatchTieBreak::ALL.into_iter().find(|f| f.as_str() == s)
    }
}

/// Where an event stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum EventStatus {
    /// Open to sign-up.
    Signup,
    Running,
    Finished,
}

impl EventStatus {
    pub fn as_str(self) -> &'static str {
        match self {
            EventStatus::Signup => "signup",
            EventStatus::Running => "running",
            EventStatus::Finished => "finished",
        }
    }

    pub fn parse(s: &str) -> Option<EventStatus> {
        [
            EventStatus::Signup,
            EventStatus::Running,
            EventStatus::Finished,
        ]
        .into_iter()
        .find(|f| f.as_str() == s)
    }
}

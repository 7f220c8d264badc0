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
}

impl EventFormat {
    pub const ALL: [EventFormat; 2] = [EventFormat::RoundRobin, EventFormat::Swiss];

    pub fn as_str(self) -> &'static str {
        match self {
            EventFormat::RoundRobin => "round_robin",
            EventFormat::Swiss => "swiss",
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
        }
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

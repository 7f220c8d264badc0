//! What mail a player chose to get, and the one place that decides whether a mail of a
//! given kind goes to them (`sends`): every mail queued passes it (see `App::enqueue`).

use crate::app::AppError;
use crate::notify::MailKind;
use crate::storage::preferences::MailRow;
use pigeonpost_i18n::Said;

/// What a player gets about the moves in their games.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum MoveMail {
    /// A mail for each move, offer and result.
    EveryMove,
    /// One mail a day at the chosen hour, listing the games awaiting their move.
    Digest,
    Nothing,
}

impl MoveMail {
    /// The form's and the table's word for it.
    pub fn as_str(self) -> &'static str {
        match self {
            MoveMail::EveryMove => "every",
            MoveMail::Digest => "digest",
            MoveMail::Nothing => "none",
        }
    }

    fn parse(text: &str) -> Option<MoveMail> {
        [MoveMail::EveryMove, MoveMail::Digest, MoveMail::Nothing]
            .into_iter()
            .find(|m| m.as_str() == text)
    }
}

/// What mail a player chose to get.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct MailPreferences {
    pub moves: MoveMail,
    /// The hour of the day (0-23, on the player's clock: their time zone, or UTC) of the digest.
    pub digest_hour: u8,
    /// Reminders before a deadline.
    pub reminders: bool,
    /// Invitations, and what became of the player's own.
    pub invitations: bool,
}

/// The mail preferences form, as typed.
#[derive(Debug, Clone, Default)]
pub struct MailFields {
    /// "every", "digest" or "none".
    pub moves: String,
    pub digest_hour: String,
    /// "on" or "off".
    pub reminders: String,
    pub invitations: String,
}

/// Whether a mail of `kind` goes to a player who chose `prefs`. The one place this is
/// decided: add any other condition on a player's mail (a verified address) here.
pub fn sends(prefs: &MailPreferences, kind: MailKind) -> bool {
    match kind {
        MailKind::Move => prefs.moves == MoveMail::EveryMove,
        MailKind::Digest => prefs.moves == MoveMail::Digest,
        MailKind::Reminder => prefs.reminders,
        MailKind::Invitation => prefs.invitations,
        MailKind::Required => true,
    }
}

/// `prefs` with mail of `kind` turned off (a move mail or a digest: all mail about
/// moves). None for mail that cannot be turned off.
pub fn turned_off(mut prefs: MailPreferences, kind: MailKind) -> Option<MailPreferences> {
    match kind {
        MailKind::Move | MailKind::Digest => prefs.moves = MoveMail::Nothing,
        MailKind::Reminder => prefs.reminders = false,
        MailKind::Invitation => prefs.invitations = false,
        MailKind::Required => return None,
    }
    Some(prefs)
}

/// The message that names mail of `kind` in a reader's language, as the unsubscribe
/// page and the line on unsubscribing at a mail's foot ("You get ... because") say it.
pub fn kind_message(kind: MailKind) -> &'static str {
    match kind {
        MailKind::Move => "mail-kind-move",
        MailKind::Digest => "mail-kind-digest",
        MailKind::Reminder => "mail-kind-reminder",
        MailKind::Invitation => "mail-kind-invitation",
        MailKind::Required => "mail-kind-required",
    }
}

impl MailPreferences {
    /// Checks every field of the form; a bad value refuses the whole form.
    pub fn parse(f: &MailFields) -> Result<MailPreferences, AppError> {
        let short = |t: &str| t.chars().take(20).collect::<String>();
        let refused =
            |id, got: &str| AppError::Invalid(Said::with(id, [("got", short(got).into())]));
        let moves = MoveMail::parse(f.moves.trim())
            .ok_or_else(|| refused("refused-move-mail", &f.moves))?;
        let digest_hour = f
            .digest_hour
            .trim()
            .parse::<u8>()
            .ok()
            .filter(|h| *h < 24)
            .ok_or_else(|| refused("refused-digest-hour", &f.digest_hour))?;
        let switch = |text: &str, id| match text.trim() {
            "on" => Ok(true),
            "off" => Ok(false),
            other => Err(refused(id, other)),
        };
        Ok(MailPreferences {
            moves,
            digest_hour,
            reminders: switch(&f.reminders, "refused-reminders-switch")?,
            invitations: switch(&f.invitations, "refused-invitation-mail-switch")?,
        })
    }

    pub(crate) fn from_row(row: &MailRow) -> Result<MailPreferences, AppError> {
        let bad = || AppError::Internal(format!("stored mail preferences {row:?}"));
        Ok(MailPreferences {
            moves: MoveMail::parse(&row.move_mail).ok_or_else(bad)?,
            digest_hour: u8::try_from(row.digest_hour)
                .ok()
                .filter(|h| *h < 24)
                .ok_or_else(bad)?,
            reminders: row.reminder_mail == 1,
            invitations: row.invitation_mail == 1,
        })
    }

    pub(crate) fn to_row(self) -> MailRow {
        MailRow {
            move_mail: self.moves.as_str().into(),
            digest_hour: i64::from(self.digest_hour),
            reminder_mail: i64::from(self.reminders),
            invitation_mail: i64::from(self.invitations),
        }
    }
}
/// Whether a player whose stored choices are `row` gets mail of `kind` (`sends` on
/// their choice).
pub(crate) fn chosen(row: &MailRow, kind: MailKind) -> Result<bool, AppError> {
    Ok(kind == MailKind::Required || sends(&MailPreferences::from_row(row)?, kind))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn fields(moves: &str, hour: &str, reminders: &str, invitations: &str) -> MailFields {
        MailFields {
            moves: moves.into(),
            digest_hour: hour.into(),
            reminders: reminders.into(),
            invitations: invitations.into(),
        }
    }

    #[test]
    fn the_form_takes_only_its_own_words() {
        let p = MailPreferences::parse(&fields("digest", "7", "off", "on")).expect("valid");
        assert_eq!(p.moves, MoveMail::Digest);
        assert_eq!(p.digest_hour, 7);
        assert!(!p.reminders && p.invitations);
        for bad in [
            fields("weekly", "7", "on", "on"),
            fields("every", "24", "on", "on"),
            fields("every", "-1", "on", "on"),
            fields("every", "", "on", "on"),
            fields("every", "7", "yes", "on"),
            fields("every", "7", "on", ""),
        ] {
            assert!(MailPreferences::parse(&bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn each_kind_follows_its_own_choice() {
        let p = MailPreferences::parse(&fields("digest", "7", "off", "on")).expect("valid");
        assert!(!sends(&p, MailKind::Move));
        assert!(sends(&p, MailKind::Digest));
        assert!(!sends(&p, MailKind::Reminder));
        assert!(sends(&p, MailKind::Invitation));
        assert!(sends(&p, MailKind::Required));
        let off = turned_off(p, MailKind::Digest).expect("optional");
        assert_eq!(off.moves, MoveMail::Nothing);
        assert!(turned_off(p, MailKind::Required).is_none());
    }
}

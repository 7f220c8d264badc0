//! What a player chose to have pushed to their browsers, and the one place that decides
//! whether an event is pushed to them and whether the push replaces its mail
//! (`delivery`): every mail queued for a player passes it (see `App::enqueue`).

use crate::app::AppError;
use crate::notify::push::PushKind;
use crate::storage::preferences::PushRow;
use pigeonpost_i18n::Said;

/// A player's push choices.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct PushPreferences {
    /// The kinds pushed, as `PushKind::bit`s.
    kinds: i64,
    /// An event pushed to at least one browser is not also mailed.
    pub instead_of_mail: bool,
}

/// The push preferences form, as typed: each kind's word with its checkbox ("on" when
/// ticked, empty when not), and "on" or "off" for push instead of mail.
#[derive(Debug, Clone, Default)]
pub struct PushFields {
    pub kinds: Vec<(String, String)>,
    pub instead: String,
}

/// How an event reaches a player.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Delivery {
    /// Pushed to each of their browsers.
    pub push: bool,
    /// Mailed too (if their mail choices and address allow it).
    pub mail: bool,
}

/// How an event of push kind `kind` (None: one never pushed) reaches a player who chose
/// `prefs` and has browsers subscribed or not (`devices`). The one place this is decided.
pub fn delivery(prefs: &PushPreferences, devices: bool, kind: Option<PushKind>) -> Delivery {
    let push = devices && kind.is_some_and(|k| prefs.pushes(k));
    Delivery {
        push,
        mail: !(push && prefs.instead_of_mail),
    }
}

impl PushPreferences {
    pub fn pushes(&self, kind: PushKind) -> bool {
        self.kinds & kind.bit() != 0
    }

    /// Checks every field of the form; a bad value refuses the whole form.
    pub fn parse(f: &PushFields) -> Result<PushPreferences, AppError> {
        let short = |t: &str| t.chars().take(20).collect::<String>();
        // `kind` names the kind of push a switch is for, none for the switch of mail.
        let switch = |text: &str, kind: Option<PushKind>| match (text.trim(), kind) {
            ("on", _) => Ok(true),
            ("off" | "", _) => Ok(false),
            (other, Some(kind)) => Err(AppError::Invalid(Said::with(
                "refused-push-kind-switch",
                [("kind", kind.as_str().into()), ("got", short(other).into())],
            ))),
            (other, None) => Err(AppError::Invalid(Said::with(
                "refused-push-instead-switch",
                [("got", short(other).into())],
            ))),
        };
        let mut kinds = 0;
        for (word, ticked) in &f.kinds {
            let kind = PushKind::ALL
                .into_iter()
                .find(|k| k.as_str() == word.trim())
                .ok_or_else(|| {
                    AppError::Invalid(Said::with(
                        "refused-push-kind",
                        [("got", short(word).into())],
                    ))
                })?;
            if switch(ticked, Some(kind))? {
                kinds |= kind.bit();
            }
        }
        let instead_of_mail = switch(&f.instead, None)?;
        Ok(PushPreferences {
            kinds,
            instead_of_mail,
        })
    }

    pub(crate) fn from_row(row: &PushRow) -> Result<PushPreferences, AppError> {
        if !(0..32).contains(&row.push_kinds) || !(0..=1).contains(&row.push_instead) {
            return Err(AppError::Internal(format!(
                "stored push preferences {row:?}"
            )));
        }
        Ok(PushPreferences {
            kinds: row.push_kinds,
            instead_of_mail: row.push_instead == 1,
        })
    }

    /// The stored set of kinds.
    pub(crate) fn kinds_bits(&self) -> i64 {
        self.kinds
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ticked(kinds: &[&str]) -> Vec<(String, String)> {
        kinds.iter().map(|k| (k.to_string(), "on".into())).collect()
    }

    fn prefs(kinds: &[&str], instead: &str) -> PushPreferences {
        PushPreferences::parse(&PushFields {
            kinds: ticked(kinds),
            instead: instead.into(),
        })
        .expect("valid")
    }

    #[test]
    fn the_form_takes_only_its_own_words() {
        let p = prefs(&["move", "deadline"], "on");
        assert!(p.pushes(PushKind::Move) && p.pushes(PushKind::Deadline));
        assert!(!p.pushes(PushKind::Offer) && !p.pushes(PushKind::End));
        assert!(p.instead_of_mail);
        assert_eq!(
            prefs(&[], "").kinds_bits(),
            0,
            "nothing ticked: nothing pushed"
        );
        let unticked = PushFields {
            kinds: vec![("move".into(), "".into()), ("end".into(), "on".into())],
            instead: "off".into(),
        };
        let p = PushPreferences::parse(&unticked).expect("valid");
        assert!(!p.pushes(PushKind::Move) && p.pushes(PushKind::End));
        for (kinds, instead) in [
            (ticked(&["moves"]), "on"),
            (ticked(&["move"]), "yes"),
            (vec![("move".to_string(), "yes".to_string())], "on"),
        ] {
            let fields = PushFields {
                kinds,
                instead: instead.into(),
            };
            assert!(PushPreferences::parse(&fields).is_err(), "{fields:?}");
        }
    }

    #[test]
    fn a_push_replaces_the_mail_only_when_chosen_and_sent() {
        let instead = prefs(&["move"], "on");
        let both = prefs(&["move"], "off");
        let pushed = |p, devices, kind| delivery(&p, devices, kind);
        assert_eq!(
            pushed(instead, true, Some(PushKind::Move)),
            Delivery {
                push: true,
                mail: false
            }
        );
        // No browser to push to, or a kind not pushed, or one never pushed: mailed.
        for (devices, kind) in [
            (false, Some(PushKind::Move)),
            (true, Some(PushKind::End)),
            (true, None),
        ] {
            assert_eq!(
                pushed(instead, devices, kind),
                Delivery {
                    push: false,
                    mail: true
                }
            );
        }
        assert_eq!(
            pushed(both, true, Some(PushKind::Move)),
            Delivery {
                push: true,
                mail: true
            }
        );
    }
}

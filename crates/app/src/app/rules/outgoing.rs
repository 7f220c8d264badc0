//! Queueing a game's mail and its pushes, and the one place that decides who receives
//! them (`game_mail_recipient`): every game mail (a move, a result, an invitation, a
//! reminder, news of a game) passes here, so a player's choices, their confirmed
//! address and their subscribed browsers are read in one place.

use crate::app::{App, AppError};
use crate::notify::Mail;
use crate::notify::messages;
use crate::storage;
use crate::storage::users::MailRecipient;

/// The mails and pushes game mails come to once their recipients are known
/// (`App::addressed_before`).
#[derive(Debug, Default)]
pub(crate) struct Outgoing {
    pub mails: Vec<Mail>,
    pub pushes: Vec<storage::push::QueuedPush>,
}

/// What one game mail comes to: the mail, if it goes to anyone, and the push to the
/// player's browsers, if any.
struct Addressed {
    mail: Option<Mail>,
    push: Option<storage::push::QueuedPush>,
}

/// Whom a game mail goes to, if anyone (`App::game_mail_recipient`).
enum Recipient {
    Nobody,
    /// An address that is no player's: an invitation by email.
    Outsider,
    Player(i64),
}

impl App {
    /// Queues a game mail (a move, a result, an invitation, a reminder, news of a game)
    /// if its address may receive one, and its push to the player's browsers if they
    /// chose it (see `game_mail_recipient`), with the address that turns its kind off
    /// when it goes to a player. Says whether the mail was queued.
    pub(crate) async fn enqueue(
        &self,
        conn: &mut crate::storage::Conn,
        mail: &crate::notify::Mail,
    ) -> Result<bool, AppError> {
        let facts = match has_address(mail) {
            true => storage::users::mail_recipient(conn, &mail.to).await?,
            false => None,
        };
        let addressed = self.addressed(mail, facts)?;
        if let Some(push) = &addressed.push {
            storage::push::enqueue(conn, push).await?;
        }
        match addressed.mail {
            Some(mail) => {
                self.put_in_outbox(conn, &mail).await?;
                Ok(true)
            }
            None => Ok(false),
        }
    }

    /// `mails` as `enqueue` would queue them, their recipients decided now, before the
    /// transaction that queues them (with `put_in_outbox`), so that it only writes: read
    /// inline on SQLite, else on a pooled connection.
    pub(crate) async fn addressed_before(
        &self,
        mails: Vec<crate::notify::Mail>,
    ) -> Result<Outgoing, AppError> {
        let mut reads = self.reader(None);
        let mut out = Outgoing::default();
        for mail in &mails {
            let facts = match has_address(mail) {
                false => None,
                true => reads.mail_recipient(&mail.to).await?,
            };
            let addressed = self.addressed(mail, facts)?;
            out.mails.extend(addressed.mail);
            out.pushes.extend(addressed.push);
        }
        Ok(out)
    }

    /// `mail` as it is queued for the recipient `facts` describe (with the address that
    /// turns its kind off, for a player), if it goes to anyone, and its push, if any.
    fn addressed(
        &self,
        mail: &crate::notify::Mail,
        facts: Option<MailRecipient>,
    ) -> Result<Addressed, AppError> {
        let (recipient, push_to) = game_mail_recipient(mail, facts)?;
        let push = push_to
            .zip(mail.push.as_ref())
            .map(|(user_id, note)| self.queued_push(user_id, mail.game, note));
        let unsubscribe = match recipient {
            Recipient::Nobody => return Ok(Addressed { mail: None, push }),
            Recipient::Outsider => None,
            Recipient::Player(id) => self.unsubscribe_url(id, mail.kind),
        };
        let mail = match unsubscribe {
            Some(url) => messages::with_unsubscribe(mail.clone(), &url),
            None => mail.clone(),
        };
        Ok(Addressed {
            mail: Some(mail),
            push,
        })
    }

    /// `note`, about `game`, as the push outbox queues it for each browser of `user_id`.
    fn queued_push(
        &self,
        user_id: i64,
        game: Option<i64>,
        note: &crate::notify::push::Note,
    ) -> storage::push::QueuedPush {
        let topic = crate::notify::push::topic(game, note.kind);
        storage::push::QueuedPush {
            user_id,
            kind: note.kind.as_str(),
            payload: note.payload(&topic),
            topic,
            now_ms: self.clock.now_ms(),
        }
    }

    /// Queues `mail` whatever the game-mail rules say: for the mails about an account
    /// itself (a link to confirm an address, to reset a password), and behind `enqueue`.
    pub(crate) async fn put_in_outbox(
        &self,
        conn: &mut crate::storage::Conn,
        mail: &crate::notify::Mail,
    ) -> Result<(), AppError> {
        let message_id = self.message_id_of(mail);
        let row = outbox_row(mail, message_id.as_deref(), self.clock.now_ms());
        Ok(storage::outbox::enqueue_with_id(conn, &row).await?)
    }

    /// A mail about a game is given its Message-ID when queued, naming the game, so that
    /// it threads with the game's other mail (see `notify::thread`).
    pub(crate) fn message_id_of(&self, mail: &crate::notify::Mail) -> Option<String> {
        mail.game.map(|game| {
            crate::notify::thread::message_id(
                game,
                &crate::notify::worker::message_id_host(&self.base_url),
            )
        })
    }
}

/// The one place that decides who receives game mail, and whose browsers its event is
/// pushed to, from what is stored about its address (`facts`: the player whose address
/// it is, if any). The mail goes to nobody who is:
/// - a deleted player, whose address is a placeholder, not an address (see `deletion`):
///   the outbox would retry it for ever;
/// - a player who has not confirmed their address (see `verification`): until they
///   follow the mailed link, the address may be someone else's, who never asked for our
///   mail. They see their games on the site meanwhile;
/// - a player who chose not to get mail of its kind (see `mail_preferences::sends`), or
///   to have its push instead (see `push_preferences::delivery`).
///
/// Any other address gets it: a player's confirmed one, or an outside address invited
/// by email (capped per day, see `invitation_caps`), which has no choice to read. A
/// push goes to a player (confirmed or not: a browser they subscribed is theirs) who
/// chose its kind and has a browser to push to.
fn game_mail_recipient(
    mail: &crate::notify::Mail,
    facts: Option<MailRecipient>,
) -> Result<(Recipient, Option<i64>), AppError> {
    use crate::app::rules::push_preferences::{PushPreferences, delivery};
    if !has_address(mail) {
        return Ok((Recipient::Nobody, None));
    }
    let Some(player) = facts else {
        return Ok((Recipient::Outsider, None));
    };
    let push = PushPreferences::from_row(&player.push)?;
    let delivery = delivery(
        &push,
        player.push.devices,
        mail.push.as_ref().map(|n| n.kind),
    );
    let push_to = delivery.push.then_some(player.id);
    if !delivery.mail
        || player.email_verified_at.is_none()
        || !crate::app::rules::mail_preferences::chosen(&player.choices, mail.kind)?
    {
        return Ok((Recipient::Nobody, push_to));
    }
    Ok((Recipient::Player(player.id), push_to))
}

/// Whether `mail` is addressed to an address at all (a deleted player's placeholder is
/// not one): nothing about it need be read otherwise.
fn has_address(mail: &crate::notify::Mail) -> bool {
    mail.to.contains('@')
}

/// `mail`'s row in the outbox, queued at `now_ms`.
fn outbox_row<'a>(
    mail: &'a crate::notify::Mail,
    message_id: Option<&'a str>,
    now_ms: i64,
) -> storage::outbox::NewMail<'a> {
    storage::outbox::NewMail {
        recipient: &mail.to,
        subject: &mail.subject,
        text_body: &mail.text,
        html_body: &mail.html,
        message_id,
        reply_to: mail.reply_to.as_deref(),
        unsubscribe: mail.unsubscribe.as_deref(),
        not_played: mail.not_played,
        now_ms,
    }
}

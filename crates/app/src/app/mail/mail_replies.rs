//! Moves by mail: a reply to a mail that asked a player to move (`receive-mail` hands
//! it over, read by `notify::inbound`). The Reply-To token it was sent to names the
//! game, the player and the ply (`reply_tokens`); the first line the player wrote is
//! played through the same use-cases as the web's forms (`submit_move` with the token's
//! ply as the ply seen, `resign`, `offer_draw`, `answer_draw`), so every check, the
//! stale-ply guard, the clock and the opponent's mail are theirs. The player is
//! answered by mail either way.
//!
//! Who is answered: a good token proves the mail answers one we sent to the player, so
//! the answer goes to the player's registered address (never to the From address,
//! which anyone can write). A message without a good token is answered only if its From
//! address is a registered player's, and then says nothing about any game; a stranger
//! gets nothing, so forged mail cannot make us send mail to third parties. Automatic
//! messages (auto-replies, bounces) are never answered.
//!
//! A good token proves only that the mail answers one we sent: anyone who saw that mail
//! (a forwarded copy, a shared mailbox) holds it. So the reply must also come From the
//! player's registered address; a reply from any other address (a forwarder that
//! rewrites the sender, an alias) plays nothing and is answered, to the registered
//! address, with why. And whatever provokes them, an address is sent at most
//! `NOT_PLAYED_PER_HOUR` answers that played nothing an hour (counted in the outbox, as
//! each mail is read by its own `receive-mail` process).

use super::Mailing;
use crate::app::rules::move_messages::MAX_MESSAGE;
use crate::app::rules::record::GameRecord;
use crate::app::rules::record::GameStatus;
use crate::app::rules::shared::{label, move_number, variant_name_in};
use crate::app::support::reply_tokens::Ticket;
use crate::app::{AppError, User};
use crate::notify::inbound::Inbound;
use crate::notify::{Mail, reply_messages, reply_text};
use crate::storage::{self, StorageError};
use pigeonpost_engine::{Color, Position};
use pigeonpost_i18n::{Said, Tr};

/// Answers that played nothing one mail address may be sent per hour.
pub const NOT_PLAYED_PER_HOUR: i64 = 5;

/// The most legal moves listed in a refusal; past it, how many more.
const MAX_LISTED: usize = 120;

/// What became of a message, for the log of `receive-mail`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Receipt {
    /// An automatic message (the reason): not answered.
    Ignored(String),
    /// Not a reply to one of our mails (no good token): answered only to a player.
    Unmatched { answered: bool },
    /// Played (what, in the source language).
    Done(String),
    /// Not played (why); the player was told, in their words.
    Refused(Said),
}

/// What a reply asks for.
#[derive(Debug, Clone, PartialEq, Eq)]
enum Command {
    Resign,
    Draw,
    Accept,
    Decline,
    Move(String),
}

impl Command {
    fn read(line: &str) -> Command {
        let word = line
            .trim_matches(|c: char| c.is_ascii_punctuation() || c.is_whitespace())
            .to_ascii_lowercase();
        match word.as_str() {
            "resign" | "i resign" | "resigns" => Command::Resign,
            "draw" | "offer draw" | "accept draw" | "draw offer" | "i accept the draw" => {
                Command::Draw
            }
            "accept" | "i accept" | "accepted" | "yes" => Command::Accept,
            "decline" | "i decline" | "declined" | "no" => Command::Decline,
            _ => Command::Move(without_number(line).to_string()),
        }
    }
}

/// The move without the number players write before it in mail ("12. Nf3", "3... e5")
/// and a full stop after it ("Nf3."), which no notation has.
fn without_number(line: &str) -> &str {
    let digits = line.len() - line.trim_start_matches(|c: char| c.is_ascii_digit()).len();
    let rest = &line[digits..];
    let dots = rest.len() - rest.trim_start_matches('.').len();
    let line = match digits > 0 && dots > 0 {
        true => rest[dots..].trim_start(),
        false => line,
    };
    match line.strip_suffix('.') {
        Some(shorter) if !shorter.is_empty() && !shorter.ends_with('.') => shorter,
        _ => line,
    }
}

impl Mailing<'_> {
    /// Plays the reply `mail` and answers it. Errors only when it could not be handled
    /// now (the database); the mail server should then deliver it again later.
    pub async fn receive_mail(&self, mail: &Inbound) -> Result<Receipt, AppError> {
        if let Some(why) = &mail.automatic {
            return Ok(Receipt::Ignored(why.clone()));
        }
        let Some(ticket) = mail
            .recipients
            .iter()
            .find_map(|r| self.reply_keys.check(r))
        else {
            return self.unmatched(mail).await;
        };
        let read = {
            let mut conn = self.conn().await?;
            match storage::users::by_id(&mut conn, ticket.user).await {
                Ok(user) => match self.read_game(&mut conn, ticket.game).await {
                    Ok(game) => Some((User::from(user), game)),
                    Err(AppError::NotFound(_)) => None,
                    Err(e) => return Err(e),
                },
                Err(StorageError::NotFound) => None,
                Err(e) => return Err(e.into()),
            }
        };
        // A good token for a game or account deleted since.
        let Some((user, game)) = read else {
            return self.unmatched(mail).await;
        };
        let (written, message) = reply_text::written(&mail.text).unwrap_or_default();
        // The lines after the move are a message with it, cut to a message's length (a
        // mail program's additions may run long; the player's words come first).
        let message: String = message.chars().take(MAX_MESSAGE).collect();
        if !same_mailbox(mail.from.as_deref(), &user.email) {
            let why = match &mail.from {
                Some(from) => Said::with("refused-reply-other-sender", [("from", from.into())]),
                None => Said::new("refused-reply-no-sender"),
            };
            let why = AppError::Forbidden(why);
            return self.refuse(&user, ticket.game, &written, Some(&why)).await;
        }
        let command = Command::read(&written);
        if let Some(why) = not_current(&game, &ticket, &command) {
            let why = AppError::Conflict(why);
            return self.refuse(&user, ticket.game, &written, Some(&why)).await;
        }
        if written.is_empty() {
            return self.refuse(&user, ticket.game, "", None).await;
        }
        let done = match &command {
            Command::Resign => self.0.play().resign(&user, ticket.game).await,
            Command::Draw => {
                let offered_to_me = game
                    .row
                    .color_of(user.id)
                    .is_some_and(|c| game.row.draw_offer_by == Some(c.opposite()));
                match offered_to_me {
                    true => {
                        self.0
                            .play()
                            .answer_draw(
                                &user,
                                ticket.game,
                                crate::app::rules::offers::Answer::Accept,
                            )
                            .await
                    }
                    false => self.0.play().offer_draw(&user, ticket.game).await,
                }
            }
            Command::Accept => self.0.play().accept(&user, ticket.game, None).await,
            Command::Decline => self.0.play().decline(&user, ticket.game, None).await,
            Command::Move(text) => {
                self.0
                    .play()
                    .submit_move(&user, ticket.game, ticket.ply, text, &message)
                    .await
            }
        };
        match done {
            Ok(()) => self.confirm(&user, ticket.game, &command).await,
            Err(
                e @ (AppError::DatabaseUnavailable(_) | AppError::Internal(_) | AppError::Busy),
            ) => Err(e),
            Err(e) => self.refuse(&user, ticket.game, &written, Some(&e)).await,
        }
    }

    /// No good token: a registered player hears so, in words about no game.
    async fn unmatched(&self, mail: &Inbound) -> Result<Receipt, AppError> {
        let player = match &mail.from {
            Some(from) => {
                let mut conn = self.conn().await?;
                match storage::users::by_email(&mut conn, from).await {
                    Ok(user) => Some(user),
                    Err(StorageError::NotFound) => None,
                    Err(e) => return Err(e.into()),
                }
            }
            None => None,
        };
        let Some(player) = player else {
            return Ok(Receipt::Unmatched { answered: false });
        };
        let player = User::from(player);
        let words = player.locale.mail_words();
        let answer = reply_messages::reply_unmatched(words, &player.email, &self.url("/"));
        let answered = self.send_not_played(&answer).await?;
        Ok(Receipt::Unmatched { answered })
    }

    /// Tells the player what their reply did, with the game as it now stands.
    async fn confirm(
        &self,
        user: &User,
        game_id: i64,
        command: &Command,
    ) -> Result<Receipt, AppError> {
        let (game, moves) = {
            let mut conn = self.conn().await?;
            let game = self.read_game(&mut conn, game_id).await?;
            let moves = storage::moves::moves(&mut conn, game_id).await?;
            (game, moves)
        };
        let color = game.row.color_of(user.id).unwrap_or(Color::White);
        let done = match command {
            Command::Resign => Said::new("reply-resigned"),
            Command::Draw if game.row.status == GameStatus::Finished => {
                Said::new("reply-accepted-draw")
            }
            Command::Draw => Said::new("reply-offered-draw"),
            Command::Accept => Said::new("reply-accepted-invitation"),
            Command::Decline => Said::new("reply-declined-invitation"),
            Command::Move(_) => match moves.last() {
                Some(m) => Said::with(
                    "reply-played",
                    [
                        ("number", move_number(m.ply, color).into()),
                        ("turn", m.canonical.as_str().into()),
                    ],
                ),
                None => Said::new("reply-move-played"),
            },
        };
        let words = user.locale.mail_words();
        let list = move_list(&moves, &game);
        let (next, reply_to) = self.next_step(&game, user, words);
        let name = variant_name_in(words, &game.row);
        let url = self.url(&format!("/games/{game_id}"));
        let mut answer = reply_messages::reply_done(
            words,
            &user.email,
            &label(&game.row, &name),
            &done.words(words),
            &list,
            &next,
            &url,
        );
        answer.reply_to = reply_to;
        // The position the reply led to, when it was about the board.
        if matches!(game.row.status, GameStatus::Active | GameStatus::Finished) {
            let board = crate::app::rules::shared::Board {
                variant: &game.variant,
                game: game_id,
                ply: game.row.ply,
                fen: &game.row.fen,
                last_squares: game.row.last_squares.as_slice(),
                side: color,
            };
            let alt = words.t("mail-board-now-alt");
            answer = self.with_board(answer, board, &alt);
        }
        self.send_answer(&answer).await?;
        Ok(Receipt::Done(done.to_string()))
    }

    /// Tells the player, in their words, that their reply changed nothing and why
    /// (`why`; none: no move was found in it); with the legal moves when the rules
    /// refused a move.
    async fn refuse(
        &self,
        user: &User,
        game_id: i64,
        written: &str,
        why: Option<&AppError>,
    ) -> Result<Receipt, AppError> {
        let game = {
            let mut conn = self.conn().await?;
            self.read_game(&mut conn, game_id).await?
        };
        let words = user.locale.mail_words();
        let list_legal = matches!(why, Some(AppError::MoveRejected(_)));
        let legal = match list_legal && game.row.status == GameStatus::Active {
            true => {
                let game = game.clone();
                tokio::task::spawn_blocking(move || legal_moves(&game, words))
                    .await
                    .map_err(|e| AppError::Internal(format!("listing legal moves: {e}")))?
            }
            false => String::new(),
        };
        let (_, reply_to) = self.next_step(&game, user, words);
        let name = variant_name_in(words, &game.row);
        let url = self.url(&format!("/games/{game_id}"));
        let reason = why.map(|e| e.words(words)).unwrap_or_default();
        let mut answer = reply_messages::reply_refused(
            words,
            &user.email,
            &label(&game.row, &name),
            written,
            &reason,
            &legal,
            &url,
        );
        answer.reply_to = reply_to;
        self.send_not_played(&answer).await?;
        Ok(Receipt::Refused(match (written.is_empty(), why) {
            (false, Some(e)) => e.said(),
            _ => Said::new("refused-reply-no-move"),
        }))
    }

    /// What comes next in `game` for `user`, in their `words`, and the Reply-To for it
    /// when it is their move (so that they may answer this mail too).
    fn next_step(&self, game: &GameRecord, user: &User, words: Tr) -> (String, Option<String>) {
        let row = &game.row;
        if let Some((_, result)) = row.result_in(words) {
            return (words.t1("reply-next-over", "result", result), None);
        }
        if row.status != GameStatus::Active {
            return (String::new(), None);
        }
        if row.color_of(user.id) == Some(game.to_move) {
            let reply = self.reply_address(row.id, user.id, row.ply);
            return (words.t("reply-next-yours"), reply);
        }
        (
            words.t1("reply-next-theirs", "name", game.name(game.to_move)),
            None,
        )
    }

    /// Queues an answer that played nothing, unless its address had
    /// `NOT_PLAYED_PER_HOUR` of them in the last hour; says whether it was queued.
    async fn send_not_played(&self, mail: &Mail) -> Result<bool, AppError> {
        let since = self.clock.now() - 3600;
        let sent = {
            let mut conn = self.conn().await?;
            storage::outbox::count_not_played(&mut conn, &mail.to, since).await?
        };
        if sent >= NOT_PLAYED_PER_HOUR {
            tracing::info!(
                "a reply that played nothing was not answered: the address had its answers this hour"
            );
            return Ok(false);
        }
        self.send_answer(mail).await?;
        Ok(true)
    }

    /// Queues an answer on its own: the reply's own effects, if any, are already
    /// committed by the use-case that made them.
    async fn send_answer(&self, mail: &Mail) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        self.enqueue(&mut tx, mail).await?;
        tx.commit().await?;
        self.mail_wake.notify_one();
        Ok(())
    }
}

/// Whether the sender `from` is the player's registered address `email`, letter case
/// aside (mail systems treat addresses so in practice).
fn same_mailbox(from: Option<&str>, email: &str) -> bool {
    from.is_some_and(|f| f.trim().eq_ignore_ascii_case(email.trim()))
}

/// Why a good token no longer applies to `command`: the game is over, or has moved past
/// its ply; an invitation is only accepted or declined.
fn not_current(game: &GameRecord, ticket: &Ticket, command: &Command) -> Option<Said> {
    let answers_invitation = matches!(command, Command::Accept | Command::Decline);
    match game.row.status {
        GameStatus::Active if !answers_invitation => {}
        GameStatus::Invited if answers_invitation => return None,
        GameStatus::Invited => return Some(Said::new("refused-reply-not-started")),
        GameStatus::Active => return Some(Said::new("refused-reply-already-accepted")),
        GameStatus::Finished => return Some(Said::new("refused-game-over")),
        GameStatus::Declined | GameStatus::Withdrawn => {
            return Some(Said::new("refused-reply-invitation-closed"));
        }
    }
    (game.row.ply != ticket.ply).then(|| {
        Said::with(
            "refused-reply-moved-on",
            [("seen", ticket.ply.into()), ("ply", game.row.ply.into())],
        )
    })
}

/// "1. e4 e5 2. Nf3", in the short notation the move list shows.
fn move_list(moves: &[storage::moves::MoveRow], game: &GameRecord) -> String {
    let mut out = String::new();
    let first_black = game.variant.rules_enforced()
        && Position::from_fen(&game.variant, &game.row.start_fen)
            .is_ok_and(|p| p.side_to_move() == Color::Black);
    for m in moves {
        let white_moves = (m.ply % 2 == 1) != first_black;
        let text = if m.san.is_empty() {
            &m.canonical
        } else {
            &m.san
        };
        if white_moves || out.is_empty() {
            let color = if white_moves {
                Color::White
            } else {
                Color::Black
            };
            out.push_str(&format!("{} ", move_number(m.ply, color)));
        }
        out.push_str(text);
        out.push(' ');
    }
    out.trim_end().to_string()
}

/// The moves the player to move could make, compactly, in their `words`: every legal
/// turn when turns are single moves, else the moves a turn may begin with.
fn legal_moves(game: &GameRecord, words: Tr) -> String {
    if !game.variant.rules_enforced() {
        return words.t("reply-rules-not-enforced");
    }
    let Ok(position) = Position::from_fen(&game.variant, &game.row.fen) else {
        return String::new();
    };
    let parts = position.first_parts();
    // A move a wall follows is listed once, without its wall: the reply names the wall's
    // square after it, as the example shows.
    let walled = parts
        .iter()
        .find(|p| p.wall_follows)
        .and_then(|p| position.completions(&p.mv)?.turns.into_iter().next())
        .map(|t| t.text);
    let firsts: Vec<String> = parts.into_iter().map(|p| p.text).collect();
    if firsts.is_empty() {
        return String::new();
    }
    let listed = firsts
        .iter()
        .take(MAX_LISTED)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    let more = ("more", firsts.len().saturating_sub(MAX_LISTED).into());
    match (position.turn_is_one_move(), walled) {
        (true, Some(example)) => words.with(
            "reply-legal-walled",
            [("example", example.into()), ("moves", listed.into()), more],
        ),
        (true, None) => words.with("reply-legal", [("moves", listed.into()), more]),
        (false, _) => words.with("reply-legal-turn", [("moves", listed.into()), more]),
    }
}

#[cfg(test)]
mod tests {
    use super::Command;

    #[test]
    fn words_are_commands_and_the_rest_moves() {
        assert_eq!(Command::read("Resign."), Command::Resign);
        assert_eq!(Command::read("draw?"), Command::Draw);
        assert_eq!(Command::read("Nf3"), Command::Move("Nf3".into()));
        assert_eq!(Command::read("12. Nf3"), Command::Move("Nf3".into()));
        assert_eq!(Command::read("3...e5."), Command::Move("e5".into()));
        assert_eq!(Command::read("P e2-e4"), Command::Move("P e2-e4".into()));
        assert_eq!(Command::read("1."), Command::Move("".into()));
    }
}

//! Storing a decided turn: read the game as the write finds it, let the caller decide
//! (a pure function, `store_turn`'s `decide`) what the turn writes, and write that value
//! in the same short transaction, guarded by the ply read.
//!
//! Which connection runs it is this module's business: on SQLite the writer's direct
//! connection (`write_tx::GroupGate::write_direct`: the read and every statement in one go
//! on the write's own task, with no round trip to another thread per statement while
//! every other writer of the process waits); on PostgreSQL a pooled transaction. Both run
//! the same statements (`Write::stmt`), bound once (`statement`).

use super::StorageError;
use super::conditionals;
use super::events::NewEvent;
use super::game_row::{GAME_COLUMNS, GameRow};
use super::games::{Advance, SELECT, set_offers_stmt, set_win_report_stmt};
use super::moves::{NewMove, insert_stmt};
use super::outbox::NewMail;
use super::push::QueuedPush;
use super::ratings::{Change, Standing, standing_columns};
use super::statement::{
    Columns, FromColumns, Stmt, execute, execute_direct, fetch_one, fetch_one_direct,
};
use super::vacations::ends_in_force;
use super::webhook_deliveries::enqueue_for_game_stmt;
use super::writes::WriteGate;
use pigeonpost_domain::ClockState;
use pigeonpost_engine::Color;
use std::sync::LazyLock;

/// The game as storing a turn reads it, inside the write.
#[derive(Debug, Clone)]
pub struct TurnContext {
    pub game: GameRow,
    /// When the vacation in force of White's and of Black's player ends, if either is
    /// away.
    pub away: [Option<i64>; 2],
    /// Whether any of the game's webhook targets exists: if not, its events queue none.
    pub hooked: bool,
    /// White's and Black's standing in the game's pool, when the game is rated and they
    /// have one.
    pub standings: [Option<Standing>; 2],
}

impl FromColumns for TurnContext {
    /// `FOR_TURN`: the game's columns, then the two vacations and the webhook flag.
    fn from_columns(r: &impl Columns) -> Result<Self, StorageError> {
        Ok(TurnContext {
            game: GameRow::from_columns(r)?,
            away: [r.get(GAME_COLUMNS)?, r.get(GAME_COLUMNS + 1)?],
            // An integer: SQLite has no booleans to return.
            hooked: r.get::<i64>(GAME_COLUMNS + 2)? == 1,
            standings: [
                Standing::maybe_at(r, GAME_COLUMNS + 3)?,
                Standing::maybe_at(r, GAME_COLUMNS + 8)?,
            ],
        })
    }
}

/// One thing a turn writes.
#[derive(Debug, Clone)]
pub enum Write {
    /// The move row, with the clock as it stood before it.
    Move {
        game_id: i64,
        record: NewMove,
        player_id: i64,
        clock_before: ClockState,
    },
    /// The game's new position (and result, and clock), guarded by the ply decided on.
    Advance(Advance),
    /// The standing draw offer and takeback request at `ply` (guarded by it).
    Offers {
        game_id: i64,
        ply: i64,
        draw: Option<Color>,
        takeback: Option<Color>,
    },
    /// The standing report of a win at `ply` (guarded by it).
    WinReport {
        game_id: i64,
        ply: i64,
        by: Option<Color>,
    },
    /// An entry of the game's history.
    Event {
        game_id: i64,
        ply: i64,
        user_id: Option<i64>,
        kind: &'static str,
    },
    /// A webhook event, delivered to every webhook of the game's players.
    Hook {
        game_id: i64,
        kind: &'static str,
        payload: String,
        now_ms: i64,
    },
    /// Every conditional line of `owner` in the game goes.
    DropLines {
        game_id: i64,
        owner: i64,
    },
    /// What remains of `owner`'s line after a reply, answering the turn at `ply`.
    Line {
        game_id: i64,
        owner: i64,
        ply: i64,
        line: String,
    },
    /// A rated result's new standing for one player (guarded by the one it was decided
    /// from), the game's record of it, and the pool's tally.
    Standing(Change),
    RatingChange(Change),
    /// The pool's tally of how well it foretold, with a rated result.
    PoolTally(Change),
    /// A mail in the outbox.
    Mail(QueuedMail),
    /// A push to each of a player's browsers.
    Push(QueuedPush),
}

/// A mail as the outbox stores it, owned.
#[derive(Debug, Clone)]
pub struct QueuedMail {
    pub recipient: String,
    pub subject: String,
    pub text_body: String,
    pub html_body: String,
    pub message_id: Option<String>,
    pub reply_to: Option<String>,
    pub unsubscribe: Option<String>,
    pub now_ms: i64,
}

impl Write {
    /// The statement that writes this, at `now`.
    fn stmt(&self, now: i64) -> Stmt<'_> {
        match self {
            Write::Move {
                game_id,
                record,
                player_id,
                clock_before,
            } => insert_stmt(*game_id, record, *player_id, clock_before, now),
            Write::Advance(advance) => advance.stmt(now),
            Write::Offers {
                game_id,
                ply,
                draw,
                takeback,
            } => set_offers_stmt(*game_id, *ply, *draw, *takeback),
            Write::WinReport { game_id, ply, by } => set_win_report_stmt(*game_id, *ply, *by),
            Write::Event {
                game_id,
                ply,
                user_id,
                kind,
            } => NewEvent {
                game_id: *game_id,
                ply: *ply,
                user_id: *user_id,
                kind,
                detail: "",
            }
            .stmt(now),
            Write::Hook {
                game_id,
                kind,
                payload,
                now_ms,
            } => enqueue_for_game_stmt(*game_id, kind, payload, *now_ms),
            Write::DropLines { game_id, owner } => conditionals::delete_all_stmt(*game_id, *owner),
            Write::Line {
                game_id,
                owner,
                ply,
                line,
            } => conditionals::insert_stmt(*game_id, *owner, *ply, line, now),
            Write::Standing(change) => change.standing_stmt(),
            Write::RatingChange(change) => change.record_stmt(),
            Write::PoolTally(change) => change.tally_stmt(),
            Write::Mail(m) => NewMail {
                recipient: &m.recipient,
                subject: &m.subject,
                text_body: &m.text_body,
                html_body: &m.html_body,
                message_id: m.message_id.as_deref(),
                reply_to: m.reply_to.as_deref(),
                unsubscribe: m.unsubscribe.as_deref(),
                not_played: false,
                now_ms: m.now_ms,
            }
            .stmt(),
            Write::Push(push) => push.stmt(),
        }
    }
}

/// Everything one submission writes, in order: its turn, and a conditional reply to it.
#[derive(Debug, Clone, Default)]
pub struct TurnWrite {
    pub writes: Vec<Write>,
}

impl TurnWrite {
    /// Whether it queues a webhook delivery (and the webhook worker is to be woken).
    pub fn queues_hooks(&self) -> bool {
        self.writes.iter().any(|w| matches!(w, Write::Hook { .. }))
    }
}

/// Reads game `game_id` in a write at `now`, has `decide` say what the turn writes, and
/// writes it in that transaction; the value written. `decide` refuses with its own error
/// (the game is over, has moved on, ran out of time), and then nothing is written. A
/// guard that finds the game changed between the read and its statement is a conflict.
pub async fn store_turn<E, D>(
    gate: &WriteGate,
    game_id: i64,
    now: i64,
    decide: D,
) -> Result<TurnWrite, E>
where
    D: FnOnce(TurnContext) -> Result<TurnWrite, E> + Send + 'static,
    E: From<StorageError> + Send + 'static,
{
    match gate {
        WriteGate::Grouped(_) => {
            gate.write_direct(move |conn| {
                let context: TurnContext = fetch_one_direct(conn, &for_turn(game_id, now))?;
                let turn = decide(context)?;
                for write in &turn.writes {
                    execute_direct(conn, &write.stmt(now))?;
                }
                Ok(turn)
            })
            .await
        }
        WriteGate::Pooled(_) => {
            let mut tx = gate.begin().await?;
            let context: TurnContext = fetch_one(&mut tx, &for_turn(game_id, now)).await?;
            let turn = decide(context)?;
            for write in &turn.writes {
                execute(&mut tx, &write.stmt(now)).await?;
            }
            tx.commit().await?;
            Ok(turn)
        }
    }
}

/// `games::BY_ID` with what storing a turn needs beside the game: for each seat's player, the
/// end of their vacation in force at `$2`, whether anyone the game's events go to
/// (`webhooks::targets_of_game`) has a webhook, and, in a rated game, each player's
/// standing in its pool (the variant's key).
static FOR_TURN: LazyLock<String> = LazyLock::new(|| {
    format!(
        "SELECT s.*, {} AS white_away, {} AS black_away,
            CASE WHEN EXISTS (SELECT 1 FROM webhooks w
                WHERE w.user_id IN (s.creator_id, s.white_id, s.black_id, s.invitee_id))
              THEN 1 ELSE 0 END AS hooked, {}, {}
         FROM ({SELECT} WHERE g.id = $1) s
         LEFT JOIN ratings rw ON s.rated = 1 AND rw.user_id = s.white_id AND rw.pool = s.variant
         LEFT JOIN ratings rb ON s.rated = 1 AND rb.user_id = s.black_id AND rb.pool = s.variant",
        ends_in_force("s.white_id", "$2"),
        ends_in_force("s.black_id", "$2"),
        standing_columns("rw"),
        standing_columns("rb"),
    )
});

fn for_turn(game_id: i64, now: i64) -> Stmt<'static> {
    Stmt::new(&FOR_TURN, vec![game_id.into(), now.into()])
}

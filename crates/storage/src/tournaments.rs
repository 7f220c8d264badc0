//! Correspondence tournaments: an event and its terms (`tournaments`), who entered
//! (`tournament_entrants`), the games of each round (`tournament_games`, beside their
//! rows in `games`), the byes, and the notices every entrant reads. Every change of an
//! event is guarded by where it stood when it was read (its status, its round), so that
//! two servers or two requests never both start it or pair the same round.

use super::game_row::time_control;
use super::statement::{Columns, FromColumns, Stmt, execute, fetch_all, fetch_optional};
use super::tournament_variants::{self, RoundVariant};
use super::{Conn, StorageError};
use pigeonpost_domain::{EventFormat, EventStatus, MatchTieBreak, TimeControl};

/// An event as its organiser sets it up.
#[derive(Debug, Clone)]
pub struct NewEvent<'a> {
    pub organiser_id: i64,
    pub name: &'a str,
    pub format: EventFormat,
    pub variant: &'a str,
    pub definition_hash: &'a str,
    pub time_control: TimeControl,
    pub rated: bool,
    /// The Swiss's rounds, or the round robin's cycles.
    pub rounds: i64,
    pub max_entrants: i64,
    /// Days a Swiss round lasts before the next is paired with its games still running.
    pub round_days: i64,
    /// The tie-breaks in order, as their codes joined by commas.
    pub tiebreaks: &'a str,
    pub min_rating: Option<i64>,
    pub min_games: i64,
    pub standing_plies: i64,
    pub max_timeouts: i64,
    /// When it starts by itself, if it does.
    pub starts_at: Option<i64>,
    /// A knockout match's games (0 in the other formats).
    pub match_games: i64,
    /// How a knockout's level match is decided (none in the other formats).
    pub match_tiebreak: Option<MatchTieBreak>,
    /// Each pairing plays two simultaneous games, one with each colour.
    pub basque: bool,
    /// A multi-variant event's variants, one a round in order (the first is `variant`);
    /// empty: every round plays `variant`.
    pub round_variants: &'a [RoundVariant],
    /// Only these accounts may enter; empty: anyone the entry conditions admit.
    pub invitees: &'a [i64],
    /// Days of vacation each entrant may take in all while it runs (0: none); none: no
    /// limit of its own.
    pub leave_days: Option<i64>,
}

/// An event as stored, with its organiser's name and how many entrants it has.
#[derive(Debug, Clone)]
pub struct Event {
    pub id: i64,
    pub organiser_id: i64,
    pub organiser: String,
    pub name: String,
    pub format: EventFormat,
    pub variant: String,
    pub definition_hash: String,
    pub time_control: TimeControl,
    pub rated: bool,
    pub rounds: i64,
    pub max_entrants: i64,
    pub round_days: i64,
    pub tiebreaks: String,
    pub min_rating: Option<i64>,
    pub min_games: i64,
    pub standing_plies: i64,
    pub max_timeouts: i64,
    pub status: EventStatus,
    /// The round being played (0 before the start; a round robin plays every round at
    /// once, as its round 1), and when a Swiss round's time is up.
    pub round: i64,
    pub round_deadline: Option<i64>,
    pub created_at: i64,
    /// Entrants who have not withdrawn.
    pub entrants: i64,
    /// When it starts by itself, if it does.
    pub starts_at: Option<i64>,
    /// A knockout match's games (0 in the other formats).
    pub match_games: i64,
    /// How a knockout's level match is decided (none in the other formats).
    pub match_tiebreak: Option<MatchTieBreak>,
    /// Each pairing plays two simultaneous games, one with each colour.
    pub basque: bool,
    /// A multi-variant event's variants, one a round in order (the first is `variant`);
    /// empty: every round plays `variant`.
    pub round_variants: Vec<RoundVariant>,
    /// Only the accounts its organiser named may enter (`tournament_invitees`).
    pub invitation_only: bool,
    /// Days of vacation each entrant may take in all while it runs (0: none); none: no
    /// limit of its own.
    pub leave_days: Option<i64>,
    /// When it started.
    pub started_at: Option<i64>,
}

const EVENT: &str = "SELECT t.id, t.organiser_id,
        CASE WHEN o.deleted_at IS NULL THEN o.username ELSE 'deleted player' END,
        t.name, t.format, t.variant, t.definition_hash,
        t.tc_kind, t.tc_days, t.tc_increment, t.tc_cap, t.tc_grace,
        t.rated, t.rounds, t.max_entrants, t.round_days, t.tiebreaks, t.min_rating,
        t.min_games, t.standing_plies, t.max_timeouts, t.status, t.round, t.round_deadline,
        t.created_at,
        (SELECT COUNT(*) FROM tournament_entrants e
         WHERE e.tournament_id = t.id AND e.withdrawn_at IS NULL),
        t.starts_at, t.match_games, t.match_tiebreak, t.basque, t.invitation_only,
        t.leave_days, t.started_at
    FROM tournaments t JOIN users o ON o.id = t.organiser_id";

fn corrupt(why: String) -> StorageError {
    StorageError::Other(sqlx::Error::Decode(why.into()))
}

impl FromColumns for Event {
    fn from_columns(r: &impl Columns) -> Result<Event, StorageError> {
        let format: String = r.get(4)?;
        let status: String = r.get(21)?;
        let kind: String = r.get(7)?;
        Ok(Event {
            id: r.get(0)?,
            organiser_id: r.get(1)?,
            organiser: r.get(2)?,
            name: r.get(3)?,
            format: EventFormat::parse(&format)
                .ok_or_else(|| corrupt(format!("unknown event format '{format}'")))?,
            variant: r.get(5)?,
            definition_hash: r.get(6)?,
            time_control: time_control(&kind, r.get(8)?, r.get(9)?, r.get(10)?, r.get(11)?)?,
            rated: r.get::<i64>(12)? != 0,
            rounds: r.get(13)?,
            max_entrants: r.get(14)?,
            round_days: r.get(15)?,
            tiebreaks: r.get(16)?,
            min_rating: r.get(17)?,
            min_games: r.get(18)?,
            standing_plies: r.get(19)?,
            max_timeouts: r.get(20)?,
            status: EventStatus::parse(&status)
                .ok_or_else(|| corrupt(format!("unknown event status '{status}'")))?,
            round: r.get(22)?,
            round_deadline: r.get(23)?,
            created_at: r.get(24)?,
            entrants: r.get(25)?,
            starts_at: r.get(26)?,
            match_games: r.get(27)?,
            match_tiebreak: match r.get::<String>(28)?.as_str() {
                "" => None,
                code => Some(
                    MatchTieBreak::parse(code)
                        .ok_or_else(|| corrupt(format!("unknown match tie-break '{code}'")))?,
                ),
            },
            basque: r.get::<i64>(29)? != 0,
            round_variants: Vec::new(),
            invitation_only: r.get::<i64>(30)? != 0,
            leave_days: r.get(31)?,
            started_at: r.get(32)?,
        })
    }
}

/// Stores a new event, open to sign-up; its id.
pub async fn create(conn: &mut Conn, e: &NewEvent<'_>, now: i64) -> Result<i64, StorageError> {
    let tc = e.time_control.columns();
    let (id,): (i64,) = super::statement::fetch_one(
        conn,
        &Stmt::new(
            "INSERT INTO tournaments (organiser_id, name, format, variant, definition_hash,
                tc_kind, tc_days, tc_increment, tc_cap, tc_grace, rated, rounds, max_entrants,
                round_days, tiebreaks, min_rating, min_games, standing_plies, max_timeouts,
                starts_at, match_games, match_tiebreak, basque, invitation_only, leave_days,
                status, created_at, updated_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15, $16,
                $17, $18, $19, $21, $22, $23, $24, $25, $26, 'signup', $20, $20)
             RETURNING id",
            vec![
                e.organiser_id.into(),
                e.name.into(),
                e.format.as_str().into(),
                e.variant.into(),
                e.definition_hash.into(),
                tc.0.into(),
                tc.1.into(),
                tc.2.into(),
                tc.3.into(),
                tc.4.into(),
                i64::from(e.rated).into(),
                e.rounds.into(),
                e.max_entrants.into(),
                e.round_days.into(),
                e.tiebreaks.into(),
                e.min_rating.into(),
                e.min_games.into(),
                e.standing_plies.into(),
                e.max_timeouts.into(),
                now.into(),
                e.starts_at.into(),
                e.match_games.into(),
                e.match_tiebreak.map_or("", MatchTieBreak::as_str).into(),
                i64::from(e.basque).into(),
                i64::from(!e.invitees.is_empty()).into(),
                e.leave_days.into(),
            ],
        ),
    )
    .await?;
    tournament_variants::add(conn, id, e.round_variants).await?;
    super::tournament_invitees::add(conn, id, e.invitees).await?;
    Ok(id)
}

/// Gives each of `events` its variants.
async fn with_variants(conn: &mut Conn, events: &mut [Event]) -> Result<(), StorageError> {
    let (Some(first), Some(last)) = (
        events.iter().map(|e| e.id).min(),
        events.iter().map(|e| e.id).max(),
    ) else {
        return Ok(());
    };
    for (id, v) in tournament_variants::of_events(conn, first, last).await? {
        if let Some(e) = events.iter_mut().find(|e| e.id == id) {
            e.round_variants.push(v);
        }
    }
    Ok(())
}

/// Event `id`, if there is one.
pub async fn get(conn: &mut Conn, id: i64) -> Result<Option<Event>, StorageError> {
    let sql = format!("{EVENT} WHERE t.id = $1");
    let mut event: Vec<Event> = fetch_optional(conn, &Stmt::new(&sql, vec![id.into()]))
        .await?
        .into_iter()
        .collect();
    with_variants(conn, &mut event).await?;
    Ok(event.pop())
}

/// The newest events, at most `limit`.
pub async fn list(conn: &mut Conn, limit: i64) -> Result<Vec<Event>, StorageError> {
    let sql = format!("{EVENT} ORDER BY t.id DESC LIMIT $1");
    let mut events = fetch_all(conn, &Stmt::new(&sql, vec![limit.into()])).await?;
    with_variants(conn, &mut events).await?;
    Ok(events)
}

/// Marks event `id` as changed at `now` if it stands at `status` and round `round`, and
/// fails with `why` otherwise: taken first by a transaction that changes the event, it
/// holds off every other (on PostgreSQL, by the row's lock) until it ends.
pub async fn claim(
    conn: &mut Conn,
    id: i64,
    status: EventStatus,
    round: i64,
    now: i64,
    why: &'static str,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournaments SET updated_at = $4 WHERE id = $1 AND status = $2 AND round = $3",
            vec![id.into(), status.as_str().into(), round.into(), now.into()],
        )
        .one_row(why),
    )
    .await?;
    Ok(())
}

/// Holds event `id` as `claim` does, if it stands at `status` and round `round`, but
/// leaves when it last changed as it was: for a change that leaves the event's own
/// work as it was (a knockout looked at since a game ended stays due).
pub async fn hold(
    conn: &mut Conn,
    id: i64,
    status: EventStatus,
    round: i64,
    why: &'static str,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournaments SET updated_at = updated_at
             WHERE id = $1 AND status = $2 AND round = $3",
            vec![id.into(), status.as_str().into(), round.into()],
        )
        .one_row(why),
    )
    .await?;
    Ok(())
}

/// Event `id` moves to `status` and round `round`, whose time is up at `deadline` (a
/// Swiss round's). Call after `claim`.
pub async fn advance(
    conn: &mut Conn,
    id: i64,
    status: EventStatus,
    round: i64,
    deadline: Option<i64>,
) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournaments SET status = $2, round = $3, round_deadline = $4 WHERE id = $1",
            vec![
                id.into(),
                status.as_str().into(),
                round.into(),
                deadline.into(),
            ],
        )
        .one_row("conflict-event-gone"),
    )
    .await?;
    Ok(())
}

/// Events that may have something to do at `now`: running ones with no game of the round
/// being played (or later) left in play or whose round's time is up, running ones that
/// withdraw entrants after games lost on time, and running knockouts with a game ended
/// since they last changed (its match may be decided, or need its next game).
pub async fn due(conn: &mut Conn, now: i64) -> Result<Vec<i64>, StorageError> {
    let rows: Vec<(i64,)> = fetch_all(
        conn,
        &Stmt::new(
            "SELECT t.id FROM tournaments t
             WHERE (t.status = 'running' AND (t.max_timeouts > 0 OR t.round_deadline <= $1))
                OR (t.status = 'signup' AND t.starts_at <= $1)
                OR (t.status = 'running' AND NOT EXISTS (
                    SELECT 1 FROM tournament_games tg JOIN games g ON g.id = tg.game_id
                    WHERE tg.tournament_id = t.id AND tg.round >= t.round
                      AND g.status = 'active'))
                OR (t.status = 'running' AND t.format = 'knockout' AND EXISTS (
                    SELECT 1 FROM tournament_games tg JOIN games g ON g.id = tg.game_id
                    WHERE tg.tournament_id = t.id AND g.status <> 'active'
                      AND g.updated_at >= t.updated_at))
             ORDER BY t.id",
            vec![now.into()],
        ),
    )
    .await?;
    Ok(rows.into_iter().map(|(id,)| id).collect())
}

/// Event `id` started at `now`. Call after `claim`.
pub async fn mark_started(conn: &mut Conn, id: i64, now: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournaments SET started_at = $2 WHERE id = $1",
            vec![id.into(), now.into()],
        ),
    )
    .await?;
    Ok(())
}

/// Event `id` no longer starts by itself. Call after `claim`.
pub async fn clear_start_time(conn: &mut Conn, id: i64) -> Result<(), StorageError> {
    execute(
        conn,
        &Stmt::new(
            "UPDATE tournaments SET starts_at = NULL WHERE id = $1",
            vec![id.into()],
        ),
    )
    .await?;
    Ok(())
}

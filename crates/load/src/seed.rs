//! `seed-ratings`: fills a database (migrated through the server's own storage door)
//! with many players, many finished rated chess games, their ratings as the server's
//! rule makes them (`ratings::rate`, replayed in order), and open seeks, so that the
//! profile, the leaderboard, the lobby and `pigeonpost ratings recompute` can be measured
//! at scale against the real server. The first player (`{prefix}1`) plays `--heavy`
//! games (a profile with a long archive); the rest are between random pairs.

use crate::LoadError;
use crate::rng::XorShift;
use pigeonpost_app::app::rules::ratings::{self, Seat};
use pigeonpost_engine::{Color, Position, registry};
use pigeonpost_storage::ratings::{Change, Standing};
use pigeonpost_storage::statement::{self, Arg, Stmt};
use pigeonpost_storage::{self as storage, DatabaseUrl};
use std::collections::HashMap;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// A SQLite file or a `postgres://` URL, migrated here as the server would.
    #[arg(long)]
    pub database: String,
    #[arg(long, default_value_t = 100_000)]
    pub players: i64,
    #[arg(long, default_value_t = 1_000_000)]
    pub games: i64,
    /// Games of the first player (`PREFIX1`), whose profile has the long archive.
    #[arg(long, default_value_t = 10_000)]
    pub heavy: i64,
    #[arg(long, default_value_t = 1_000)]
    pub seeks: i64,
    #[arg(long, default_value = "sd")]
    pub prefix: String,
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
}

/// Rows per INSERT: well under both backends' limits on bound values.
const BATCH: usize = 400;

/// Runs `sql_head` followed by `rows` groups of `width` placeholders, binding each row's
/// values in turn, a batch of rows per statement, through the storage's own statement
/// runner.
async fn insert_rows(
    pool: &sqlx::AnyPool,
    sql_head: &str,
    width: usize,
    rows: &[Vec<Arg<'static>>],
) -> Result<(), LoadError> {
    let mut conn = pool.acquire().await?;
    for chunk in rows.chunks(BATCH) {
        let groups: Vec<String> = (0..chunk.len())
            .map(|i| {
                let marks: Vec<String> =
                    (1..=width).map(|j| format!("${}", i * width + j)).collect();
                format!("({})", marks.join(","))
            })
            .collect();
        let sql = format!("{sql_head}{}", groups.join(","));
        let args = chunk.iter().flatten().cloned().collect();
        statement::execute(&mut conn, &Stmt::new(&sql, args))
            .await
            .map_err(|e| LoadError::Setup(format!("seeding: {e}")))?;
    }
    Ok(())
}

pub async fn run(args: Args) -> Result<(), LoadError> {
    let url: DatabaseUrl = args
        .database
        .parse()
        .map_err(|e: String| LoadError::Setup(e))?;
    let db = storage::open(&url)
        .await
        .map_err(|e| LoadError::Setup(format!("open {}: {e}", args.database)))?;
    let pool = db.pool.clone();
    let started = Instant::now();
    let chess = registry::get("chess").ok_or_else(|| LoadError::Setup("no chess".into()))?;
    let hash = chess.definition_hash().to_string();
    let start = Position::start(&chess);
    let (start_fen, start_key) = (start.fen(), start.repetition_key());
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map(|d| d.as_secs() as i64)
        .unwrap_or(0);
    sqlx::query(
        "INSERT INTO definitions (hash, text, created_at) VALUES ($1, $2, $3)
         ON CONFLICT (hash) DO NOTHING",
    )
    .bind(&hash)
    .bind(chess.definition_text())
    .bind(now)
    .execute(&pool)
    .await?;
    let first_id: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM users")
        .fetch_one(&pool)
        .await?;
    let first_game: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(id), 0) + 1 FROM games")
        .fetch_one(&pool)
        .await?;
    let first_seq: i64 = sqlx::query_scalar("SELECT COALESCE(MAX(seq), 0) + 1 FROM rating_changes")
        .fetch_one(&pool)
        .await?;
    // A year of games, ending now.
    let span = 365 * 24 * 3600;
    let joined = now - span - 30 * 24 * 3600;
    let users: Vec<Vec<Arg<'static>>> = (0..args.players)
        .map(|i| {
            let name = format!("{}{}", args.prefix, i + 1);
            vec![
                Arg::Int(first_id + i),
                Arg::Owned(name.clone()),
                Arg::Owned(format!("{name}@example.org")),
                // Not a password hash anyone can log in with: these players are read.
                Arg::Owned("$argon2id$v=19$m=19456,t=2,p=1$c2VlZA$c2VlZA".into()),
                Arg::Int(joined),
                Arg::OptInt(Some(joined)),
            ]
        })
        .collect();
    insert_rows(
        &pool,
        "INSERT INTO users (id, username, email, password_hash, created_at, email_verified_at) VALUES ",
        6,
        &users,
    )
    .await?;
    println!(
        "{} players in {:.1} s",
        args.players,
        started.elapsed().as_secs_f64()
    );

    let mut rng = XorShift::new(args.seed);
    let mut standings: HashMap<i64, Standing> = HashMap::new();
    let mut games = Vec::with_capacity(BATCH);
    let mut changes = Vec::with_capacity(2 * BATCH);
    let mut seq = first_seq;
    let (mut results, mut squared_error) = (0i64, 0f64);
    let heavy = first_id;
    for g in 0..args.games {
        let id = first_game + g;
        let at = now - span + span * g / args.games.max(1);
        let (a, b) = {
            let a = if g < args.heavy {
                heavy
            } else {
                first_id + rng.below(args.players as u64) as i64
            };
            let mut b = first_id + rng.below(args.players as u64) as i64;
            if b == a {
                b = first_id + (b - first_id + 1) % args.players;
            }
            (a, b)
        };
        let (white, black) = if rng.below(2) == 0 { (a, b) } else { (b, a) };
        let winner = match rng.below(10) {
            0..=3 => Some(Color::White),
            4..=7 => Some(Color::Black),
            _ => None,
        };
        let seats = [white, black].map(|user_id| Seat {
            user_id,
            standing: standings.get(&user_id).copied(),
        });
        let made: [Change; 2] = ratings::rate(id, "chess", seats, winner, at);
        for c in &made {
            standings.insert(
                c.user_id,
                Standing {
                    values: c.after,
                    games: c.games_before + 1,
                    rated_at: at,
                },
            );
            changes.push(vec![
                Arg::Int(id),
                Arg::Owned(c.color.name().into()),
                Arg::Int(c.user_id),
                Arg::Owned("chess".into()),
                Arg::Int(seq),
                Arg::Float(c.before.rating),
                Arg::Float(c.before.deviation),
                Arg::Float(c.before.volatility),
                Arg::Float(c.after.rating),
                Arg::Float(c.after.deviation),
                Arg::Float(c.after.volatility),
                Arg::Float(c.expected),
                Arg::Float(c.score),
                Arg::Int(at),
            ]);
            seq += 1;
            results += 1;
            squared_error += (c.score - c.expected) * (c.score - c.expected);
        }
        let reason = match winner {
            Some(_) => "resignation",
            None => "agreement",
        };
        games.push(vec![
            Arg::Int(id),
            Arg::Owned("chess".into()),
            Arg::Owned("finished".into()),
            Arg::Int(1),
            Arg::Int(white),
            Arg::Int(white),
            Arg::Int(black),
            Arg::Owned(start_fen.clone()),
            Arg::Owned(start_fen.clone()),
            Arg::Int(40),
            Arg::OptText(winner.map(Color::name)),
            Arg::Owned(reason.into()),
            Arg::Int(at - 20 * 24 * 3600),
            Arg::Int(at),
            Arg::Owned(start_key.clone()),
            Arg::Owned(hash.clone()),
        ]);
        if games.len() == BATCH {
            flush(&pool, &mut games, &mut changes).await?;
        }
        if (g + 1) % 100_000 == 0 {
            println!(
                "{} games in {:.1} s",
                g + 1,
                started.elapsed().as_secs_f64()
            );
        }
    }
    flush(&pool, &mut games, &mut changes).await?;
    let rows: Vec<Vec<Arg<'static>>> = standings
        .iter()
        .map(|(user, s)| {
            vec![
                Arg::Int(*user),
                Arg::Owned("chess".into()),
                Arg::Float(s.values.rating),
                Arg::Float(s.values.deviation),
                Arg::Float(s.values.volatility),
                Arg::Int(s.games),
                Arg::Int(s.rated_at),
            ]
        })
        .collect();
    insert_rows(
        &pool,
        "INSERT INTO ratings (user_id, pool, rating, deviation, volatility, games, rated_at) VALUES ",
        7,
        &rows,
    )
    .await?;
    sqlx::query(
        "INSERT INTO rating_pools (pool, results, squared_error) VALUES ('chess', $1, $2)
         ON CONFLICT (pool) DO UPDATE SET results = rating_pools.results + excluded.results,
            squared_error = rating_pools.squared_error + excluded.squared_error",
    )
    .bind(results)
    .bind(squared_error)
    .execute(&pool)
    .await?;
    seed_seeks(
        &pool,
        &args,
        first_id,
        first_game + args.games,
        &start_fen,
        &start_key,
        &hash,
        now,
    )
    .await?;
    // PostgreSQL plans from statistics its autovacuum gathers some time after a bulk load;
    // gathered now, the pages are measured as a server that has run a while would serve
    // them. (SQLite keeps none unless asked, and the server never asks.)
    if url.sqlite_path().is_none() {
        sqlx::query("ANALYZE").execute(&pool).await?;
    }
    println!(
        "{} games, {} ratings, {} seeks in {:.1} s",
        args.games,
        standings.len(),
        args.seeks,
        started.elapsed().as_secs_f64()
    );
    db.writer.close().await;
    pool.close().await;
    Ok(())
}

async fn flush(
    pool: &sqlx::AnyPool,
    games: &mut Vec<Vec<Arg<'static>>>,
    changes: &mut Vec<Vec<Arg<'static>>>,
) -> Result<(), LoadError> {
    insert_rows(
        pool,
        "INSERT INTO games (id, variant, status, rated, creator_id, white_id, black_id,
            start_fen, fen, ply, winner, reason, created_at, updated_at, start_key,
            definition_hash) VALUES ",
        16,
        games,
    )
    .await?;
    games.clear();
    insert_rows(
        pool,
        "INSERT INTO rating_changes (game_id, color, user_id, pool, seq, rating, deviation,
            volatility, rating_after, deviation_after, volatility_after, expected, score,
            rated_at) VALUES ",
        14,
        changes,
    )
    .await?;
    changes.clear();
    Ok(())
}

#[allow(clippy::too_many_arguments)]
async fn seed_seeks(
    pool: &sqlx::AnyPool,
    args: &Args,
    first_id: i64,
    first_game: i64,
    start_fen: &str,
    start_key: &str,
    hash: &str,
    now: i64,
) -> Result<(), LoadError> {
    let mut rng = XorShift::new(args.seed ^ 0x5EE);
    let mut games = Vec::new();
    let mut seeks = Vec::new();
    for s in 0..args.seeks {
        let id = first_game + s;
        let poster = first_id + rng.below(args.players as u64) as i64;
        let (white, black) = match rng.below(2) {
            0 => (Some(poster), None),
            _ => (None, Some(poster)),
        };
        games.push(vec![
            Arg::Int(id),
            Arg::Owned("chess".into()),
            Arg::Owned("invited".into()),
            Arg::Int(poster),
            Arg::OptInt(white),
            Arg::OptInt(black),
            Arg::Owned(start_fen.into()),
            Arg::Owned(start_fen.into()),
            Arg::Int(now - 3600),
            Arg::Int(now - 3600),
            Arg::Owned(start_key.into()),
            Arg::Owned(hash.into()),
            Arg::Int(i64::from(rng.below(2) == 0)),
        ]);
        seeks.push(vec![
            Arg::Int(id),
            Arg::OptInt(None),
            Arg::OptInt(None),
            Arg::Owned(format!("seek {s}")),
            Arg::Int(now + 7 * 24 * 3600),
            Arg::Owned("chess".into()),
        ]);
    }
    insert_rows(
        pool,
        "INSERT INTO games (id, variant, status, creator_id, white_id, black_id, start_fen, fen,
            created_at, updated_at, start_key, definition_hash, rated) VALUES ",
        13,
        &games,
    )
    .await?;
    insert_rows(
        pool,
        "INSERT INTO seeks (game_id, min_rating, max_rating, message, expires_at, family) VALUES ",
        6,
        &seeks,
    )
    .await
}

/// Reads `path` `reads` times, one request at a time (after one unmeasured read), and
/// prints its size, median and 90th percentile answer times.
pub async fn time_gets(base_url: &str, path: &str, reads: usize) -> Result<(), LoadError> {
    let client = reqwest::Client::new();
    let url = format!("{base_url}{path}");
    let first = client
        .get(&url)
        .send()
        .await
        .map_err(|e| LoadError::request(&url, e))?;
    let status = first.status().as_u16();
    let size = first
        .bytes()
        .await
        .map_err(|e| LoadError::request(&url, e))?
        .len();
    if status != 200 {
        return Err(LoadError::Unexpected {
            what: url,
            status,
            gist: String::new(),
        });
    }
    let mut samples = crate::stats::Samples::default();
    for _ in 0..reads {
        let t = Instant::now();
        let r = client
            .get(&url)
            .send()
            .await
            .map_err(|e| LoadError::request(&url, e))?;
        r.bytes().await.map_err(|e| LoadError::request(&url, e))?;
        samples.push(t.elapsed());
    }
    println!(
        "GET {path}: {size} bytes; median {}, p90 {} over {reads} reads",
        crate::stats::ms(samples.median()),
        crate::stats::ms(samples.percentile(90.0))
    );
    Ok(())
}

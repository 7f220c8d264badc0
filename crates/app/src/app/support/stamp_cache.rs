//! Game stamps read lately, kept while nothing has been committed since: a refresh of an
//! unchanged game page (`freshness`) is then answered without asking the database at
//! all. Only on SQLite, where `storage::commit_mark` tells cheaply (`PRAGMA
//! data_version`) whether any process has committed anything; on PostgreSQL every stamp
//! is read.
//!
//! A kept read also stays good only while the wall clock does not change what it says:
//! until the viewer's session runs out, and until a vacation of either player begins or
//! ends (the read names the next such moment). Everything else a stamp derives from the
//! clock (a claim coming due, the time left) is derived again on every use.

use crate::app::rules::record::GameRecord;
use crate::storage::commit_mark::{CommitMarks, Mark};
use crate::storage::stamps::StampFacts;
use std::collections::HashMap;
use std::sync::{Arc, Mutex};

/// Stamps kept at most; past it the cache starts again (a read costs one query).
const KEPT: usize = 4096;

/// What one read of a game's stamp found, before anything is derived from the clock.
#[derive(Debug)]
pub(crate) struct StampRead {
    pub game: GameRecord,
    pub newer_rules: bool,
    pub facts: StampFacts,
}

impl StampRead {
    /// The first moment at which the clock alone makes this read wrong.
    fn good_until(&self) -> Option<i64> {
        let session_ends = self.facts.viewer.as_ref().map(|v| v.expires_at);
        [self.facts.vacation_change, session_ends]
            .into_iter()
            .flatten()
            .min()
    }
}

/// (game, the viewer's session hash).
type Key = (i64, Option<String>);

struct Kept {
    mark: Mark,
    read_at: i64,
    read: Arc<StampRead>,
}

pub(crate) struct StampCache {
    marks: Option<Arc<CommitMarks>>,
    kept: Mutex<HashMap<Key, Kept>>,
}

impl StampCache {
    /// A cache over the database `marks` watches; `None` keeps nothing.
    pub fn new(marks: Option<Arc<CommitMarks>>) -> StampCache {
        StampCache {
            marks,
            kept: Mutex::default(),
        }
    }

    /// The database's mark now: take it before a read, to keep what the read finds
    /// under it (a commit in between then makes it a miss, never a stale hit).
    pub fn mark(&self) -> Option<Mark> {
        self.marks.as_ref()?.now()
    }

    /// The read kept for `game` and `session`, if nothing has been committed since it
    /// was made (`mark` is now's) and the clock, at `now`, has not overtaken it.
    pub fn get(
        &self,
        game: i64,
        session: Option<&str>,
        mark: Option<Mark>,
        now: i64,
    ) -> Option<Arc<StampRead>> {
        let mark = mark?;
        let kept = self.kept.lock().ok()?;
        let k = kept.get(&(game, session.map(str::to_string)))?;
        let timely = now >= k.read_at && k.read.good_until().is_none_or(|end| now < end);
        (k.mark == mark && timely).then(|| k.read.clone())
    }

    /// Keeps `read`, made at `now` after the database's mark was `mark`.
    pub fn keep(
        &self,
        game: i64,
        session: Option<&str>,
        mark: Option<Mark>,
        now: i64,
        read: Arc<StampRead>,
    ) {
        let (Some(mark), Ok(mut kept)) = (mark, self.kept.lock()) else {
            return;
        };
        if kept.len() >= KEPT {
            kept.clear();
        }
        kept.insert(
            (game, session.map(str::to_string)),
            Kept {
                mark,
                read_at: now,
                read,
            },
        );
    }
}

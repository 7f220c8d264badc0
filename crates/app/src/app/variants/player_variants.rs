//! Variants players write: a private draft, then published as `owner/key` with numbered
//! versions. Editing a published variant adds a version; games keep the version they
//! were created with (by hash, see `rulebook`). Anyone may copy a published variant into
//! their own drafts; its author may unpublish it, which hides it from the list and from
//! new games and changes nothing for games already played.

use super::PlayerVariants;
use crate::app::rules::authoring::{self, Format, Problem};
use crate::app::rules::rulebook;
use crate::app::rules::rulebook::Playable;
use crate::app::support::limits::Action;
use crate::app::variants::LISTED;
use crate::app::{AppError, User};
/// A published variant, as storage decodes it.
use crate::storage::player_variants::{PlayerVariantRow, VariantText, VersionRow};
use crate::storage::{self, StorageError};
use pigeonpost_engine::{Variant, registry};
use pigeonpost_i18n::Said;
use std::net::IpAddr;
use std::sync::Arc;

const MAX_NAME: usize = 80;
const MAX_DESCRIPTION: usize = 1_000;

/// What the editor sends. The variant's name is its definition's own (`name`), the one
/// its pages, its games and the lists all show.
#[derive(Clone, Debug)]
pub struct VariantForm {
    pub format: Format,
    pub source: String,
    pub description: String,
}

/// A player's variant as kept: its text, its standing and how much it is played.
#[derive(Debug, Clone)]
pub struct VariantRecord {
    pub id: i64,
    pub owner_id: i64,
    pub owner_name: String,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub format: String,
    pub source: String,
    pub hash: String,
    /// Offered to everyone for new games now.
    pub published: bool,
    pub copied_from: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Games created with any of its versions (or, for a draft, its current text).
    pub games: i64,
    /// The latest published version, if any.
    pub latest_version: Option<i64>,
    /// Its author lets its games be rated (once published).
    pub rated: bool,
}

impl From<PlayerVariantRow> for VariantRecord {
    fn from(r: PlayerVariantRow) -> VariantRecord {
        VariantRecord {
            id: r.id,
            owner_id: r.owner_id,
            owner_name: r.owner_name,
            slug: r.slug,
            name: r.name,
            description: r.description,
            format: r.format,
            source: r.source,
            hash: r.hash,
            published: r.published == 1,
            copied_from: r.copied_from,
            created_at: r.created_at,
            updated_at: r.updated_at,
            games: r.games,
            latest_version: r.latest_version,
            rated: r.rated == 1,
        }
    }
}

/// One published version of a player's variant.
#[derive(Debug, Clone)]
pub struct Version {
    pub version: i64,
    pub hash: String,
    pub published_at: i64,
}

impl From<VersionRow> for Version {
    fn from(r: VersionRow) -> Version {
        Version {
            version: r.version,
            hash: r.hash,
            published_at: r.published_at,
        }
    }
}

fn records(rows: Vec<PlayerVariantRow>) -> Vec<VariantRecord> {
    rows.into_iter().map(VariantRecord::from).collect()
}

/// A player's variant as its page shows it, at one version.
pub struct PlayerVariant {
    pub row: VariantRecord,
    pub versions: Vec<Version>,
    /// The version shown (`None`: the current text of a never-published draft).
    pub version: Option<i64>,
    pub variant: Arc<Variant>,
    pub hash: String,
    pub is_owner: bool,
}

impl PlayerVariant {
    pub fn key(&self) -> String {
        format!("{}/{}", self.row.owner_name, self.row.slug)
    }
}

/// What the new-game form offers, each as (key, name).
pub struct VariantChoices {
    /// Every hosted variant, the form groups them by family.
    pub builtin: Vec<Arc<Variant>>,
    pub published: Vec<(String, String)>,
    pub drafts: Vec<(String, String)>,
}

/// The result of saving: the variant's key, or what is wrong with the definition.
pub type Saved = Result<String, Vec<Problem>>;

fn text_checks(form: &VariantForm, defined_name: &str) -> Result<String, AppError> {
    let name = defined_name.trim().to_string();
    let plain = |s: &str| !s.chars().any(|c| c.is_control() && c != '\n' && c != '\r');
    if name.chars().count() > MAX_NAME || !plain(&name) {
        return Err(AppError::Invalid(Said::with(
            "refused-variant-name",
            [("most", MAX_NAME.into())],
        )));
    }
    if form.description.chars().count() > MAX_DESCRIPTION || !plain(&form.description) {
        return Err(AppError::Invalid(Said::with(
            "refused-variant-description",
            [("most", MAX_DESCRIPTION.into())],
        )));
    }
    Ok(name)
}

impl PlayerVariants<'_> {
    /// Checks `form` on a blocking thread: the checked definition, or its problems.
    /// Each check counts against `from`'s hourly allowance.
    async fn checked(
        &self,
        from: IpAddr,
        form: &VariantForm,
    ) -> Result<Result<authoring::Checked, Vec<Problem>>, AppError> {
        self.limits
            .check(Action::CheckDefinition, from, self.clock.now_ms())?;
        let (format, source) = (form.format, form.source.clone());
        let max = self.variant_limits.definition_bytes;
        tokio::task::spawn_blocking(move || authoring::check(format, &source, max))
            .await
            .map_err(|e| AppError::Internal(format!("checking a definition: {e}")))
    }

    /// Saves a new draft for `user`; its key is the definition's.
    pub async fn create_variant(
        &self,
        user: &User,
        from: IpAddr,
        form: &VariantForm,
    ) -> Result<Saved, AppError> {
        let checked = match self.checked(from, form).await? {
            Ok(c) => c,
            Err(problems) => return Ok(Err(problems)),
        };
        let name = text_checks(form, checked.variant.name())?;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        storage::definitions::keep(&mut tx, &checked.hash, checked.canonical(), now).await?;
        let text = VariantText {
            slug: checked.key(),
            name: &name,
            description: form.description.trim(),
            format: form.format.as_str(),
            source: &form.source,
            hash: &checked.hash,
        };
        self.add_variant(&mut tx, user, &text, None, now).await?;
        tx.commit().await?;
        Ok(Ok(format!("{}/{}", user.username, checked.key())))
    }

    /// Replaces the text of `user`'s variant `slug`. A published variant gets a new
    /// version when its rules change.
    pub async fn edit_variant(
        &self,
        user: &User,
        from: IpAddr,
        slug: &str,
        form: &VariantForm,
    ) -> Result<Saved, AppError> {
        let checked = match self.checked(from, form).await? {
            Ok(c) => c,
            Err(problems) => return Ok(Err(problems)),
        };
        if checked.key() != slug {
            return Ok(Err(vec![Problem::whole(Said::with(
                "problem-key-changed",
                [("key", slug.into())],
            ))]));
        }
        let name = text_checks(form, checked.variant.name())?;
        let now = self.clock.now();
        let mut tx = self.begin().await?;
        let row = self.own_variant(&mut tx, user, slug).await?;
        storage::definitions::keep(&mut tx, &checked.hash, checked.canonical(), now).await?;
        let text = VariantText {
            slug,
            name: &name,
            description: form.description.trim(),
            format: form.format.as_str(),
            source: &form.source,
            hash: &checked.hash,
        };
        storage::player_variants::update(&mut tx, row.id, &text, now).await?;
        if row.published == 1 && row.hash != checked.hash {
            storage::player_variants::add_version(&mut tx, row.id, &checked.hash, now).await?;
        }
        tx.commit().await?;
        Ok(Ok(format!("{}/{slug}", user.username)))
    }

    /// Publishes `user`'s variant `slug`; a version is added if its rules are new.
    pub async fn publish_variant(&self, user: &User, slug: &str) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let row = self.own_variant(&mut tx, user, slug).await?;
        let versions = storage::player_variants::versions(&mut tx, row.id).await?;
        if versions.first().map(|v| v.hash.as_str()) != Some(row.hash.as_str()) {
            let now = self.clock.now();
            storage::player_variants::add_version(&mut tx, row.id, &row.hash, now).await?;
        }
        storage::player_variants::set_published(&mut tx, row.id, true).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Whether games of `user`'s variant `slug` may be rated (in its own pool, once
    /// published: each game is played under the version frozen for it).
    pub async fn set_rated_play(&self, user: &User, slug: &str, on: bool) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let row = self.own_variant(&mut tx, user, slug).await?;
        storage::player_variants::set_rated(&mut tx, row.id, on).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Takes `user`'s variant `slug` off the list and out of new games.
    pub async fn unpublish_variant(&self, user: &User, slug: &str) -> Result<(), AppError> {
        let mut tx = self.begin().await?;
        let row = self.own_variant(&mut tx, user, slug).await?;
        storage::player_variants::set_published(&mut tx, row.id, false).await?;
        tx.commit().await?;
        Ok(())
    }

    /// Copies the published variant `owner/slug` into `user`'s drafts.
    pub async fn copy_variant(
        &self,
        user: &User,
        owner: &str,
        slug: &str,
    ) -> Result<String, AppError> {
        let mut conn = self.conn().await?;
        let row = self
            .visible_variant(&mut conn, Some(user), owner, slug, false)
            .await?;
        drop(conn);
        let now = self.clock.now();
        let text = VariantText {
            slug,
            name: &row.name,
            description: &row.description,
            format: &row.format,
            source: &row.source,
            hash: &row.hash,
        };
        let from = format!("{}/{slug}", row.owner_name);
        let mut tx = self.begin().await?;
        self.add_variant(&mut tx, user, &text, Some(&from), now)
            .await?;
        tx.commit().await?;
        Ok(format!("{}/{slug}", user.username))
    }

    /// `owner/slug` as `viewer` may see it, at `version` (the latest by default).
    pub async fn player_variant(
        &self,
        viewer: Option<&User>,
        owner: &str,
        slug: &str,
        version: Option<i64>,
    ) -> Result<PlayerVariant, AppError> {
        let mut conn = self.conn().await?;
        let row = self
            .visible_variant(&mut conn, viewer, owner, slug, true)
            .await?;
        let versions = storage::player_variants::versions(&mut conn, row.id).await?;
        let is_owner = viewer.is_some_and(|u| u.id == row.owner_id);
        let (version, hash) = match version {
            Some(n) => {
                let v = versions
                    .iter()
                    .find(|v| v.version == n)
                    .ok_or_else(|| AppError::NotFound(crate::app::missing::variant_version(n)))?;
                (Some(n), v.hash.clone())
            }
            None if is_owner || versions.is_empty() => (None, row.hash.clone()),
            None => (
                versions.first().map(|v| v.version),
                versions
                    .first()
                    .map_or(row.hash.clone(), |v| v.hash.clone()),
            ),
        };
        let variant = rulebook::variant_by_hash(&mut conn, &hash).await?;
        Ok(PlayerVariant {
            row: row.into(),
            versions: versions.into_iter().map(Version::from).collect(),
            version,
            variant,
            hash,
            is_owner,
        })
    }

    /// Published variants matching `search`, most played first.
    pub async fn published_variants(&self, search: &str) -> Result<Vec<VariantRecord>, AppError> {
        let mut conn = self.conn().await?;
        Ok(records(
            storage::player_variants::published(&mut conn, search.trim(), LISTED).await?,
        ))
    }

    /// Every variant `user` keeps, drafts included.
    pub async fn my_variants(&self, user: &User) -> Result<Vec<VariantRecord>, AppError> {
        let mut conn = self.conn().await?;
        Ok(records(
            storage::player_variants::of_owner(&mut conn, user.id).await?,
        ))
    }

    /// The variants `user` may start a game of, in the order the form offers them:
    /// built-ins, then published variants by popularity, then their own unpublished
    /// drafts (for play-testing). Each player's variant is (key, name).
    pub async fn variant_choices(&self, user: &User) -> Result<VariantChoices, AppError> {
        let builtin = self.0.play().variants();
        let mut conn = self.conn().await?;
        let key = |r: &PlayerVariantRow| (format!("{}/{}", r.owner_name, r.slug), r.name.clone());
        let published = storage::player_variants::published(&mut conn, "", LISTED)
            .await?
            .iter()
            .map(key)
            .collect();
        let drafts = storage::player_variants::of_owner(&mut conn, user.id)
            .await?
            .iter()
            .filter(|r| r.published == 0)
            .map(key)
            .collect();
        Ok(VariantChoices {
            builtin,
            published,
            drafts,
        })
    }

    /// What `user` may create a game with under `key`: a built-in, a published
    /// variant, or one of their own drafts (for play-testing).
    pub async fn variant_to_play(&self, user: &User, key: &str) -> Result<Playable, AppError> {
        let Some((owner, slug)) = key.split_once('/') else {
            let variant = registry::get(key)
                .ok_or_else(|| AppError::NotFound(crate::app::missing::variant(key)))?;
            return Ok(Playable {
                key: key.to_string(),
                variant,
            });
        };
        let mut conn = self.conn().await?;
        let row = self
            .visible_variant(&mut conn, Some(user), owner, slug, false)
            .await?;
        let variant = rulebook::variant_by_hash(&mut conn, &row.hash).await?;
        Ok(Playable {
            key: format!("{}/{}", row.owner_name, row.slug),
            variant,
        })
    }

    /// Adds `text` as a new variant of `user`'s, within their allowance and under a key
    /// they do not use yet. Counted under the account's lock: two saves at once on two
    /// servers cannot both take the last place.
    async fn add_variant(
        &self,
        tx: &mut storage::Conn,
        user: &User,
        text: &VariantText<'_>,
        copied_from: Option<&str>,
        now: i64,
    ) -> Result<(), AppError> {
        storage::logins::lock_account(tx, user.id).await?;
        let kept = storage::player_variants::count_of_owner(tx, user.id).await?;
        if kept >= self.variant_limits.variants_per_player {
            return Err(AppError::Conflict(Said::with(
                "refused-most-variants",
                [("kept", kept.into())],
            )));
        }
        match storage::player_variants::insert(tx, user.id, text, copied_from, now).await {
            Err(StorageError::Conflict(_)) => Err(AppError::Taken(Said::with(
                "refused-variant-key-taken",
                [("key", text.slug.into())],
            ))),
            other => other.map(|_| ()).map_err(AppError::from),
        }
    }

    /// `owner/slug` if `viewer` may use it: published, or their own. With `ever`, one
    /// that was published once and is now unpublished is shown too (its page stays for
    /// the games played with it), though not offered for new games.
    async fn visible_variant(
        &self,
        conn: &mut storage::Conn,
        viewer: Option<&User>,
        owner: &str,
        slug: &str,
        ever: bool,
    ) -> Result<PlayerVariantRow, AppError> {
        let missing =
            || AppError::NotFound(crate::app::missing::variant(&format!("{owner}/{slug}")));
        let row = storage::player_variants::by_key(conn, owner, slug)
            .await?
            .ok_or_else(missing)?;
        let public = row.published == 1 || (ever && row.latest_version.is_some());
        if public || viewer.is_some_and(|u| u.id == row.owner_id) {
            Ok(row)
        } else {
            Err(missing())
        }
    }

    /// `user`'s own variant `slug`.
    async fn own_variant(
        &self,
        conn: &mut storage::Conn,
        user: &User,
        slug: &str,
    ) -> Result<PlayerVariantRow, AppError> {
        storage::player_variants::by_key(conn, &user.username, slug)
            .await?
            .filter(|r| r.owner_id == user.id)
            .ok_or_else(|| AppError::NotFound(crate::app::missing::own_variant(slug)))
    }
}

//! Variants players write (`player_variants`) and their published versions
//! (`player_variant_versions`). The definitions themselves are in `definitions`.

use super::Conn;
use super::StorageError;

/// A player's variant as stored, with its author's name.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct PlayerVariantRow {
    pub id: i64,
    pub owner_id: i64,
    pub owner_name: String,
    pub slug: String,
    pub name: String,
    pub description: String,
    pub format: String,
    pub source: String,
    pub hash: String,
    pub published: i64,
    pub copied_from: Option<String>,
    pub created_at: i64,
    pub updated_at: i64,
    /// Games created with any of its versions (or, for a draft, its current text).
    pub games: i64,
    /// The latest published version, if any.
    pub latest_version: Option<i64>,
    /// 1 when its author lets its games be rated.
    pub rated: i64,
}

/// One published version.
#[derive(Debug, Clone, sqlx::FromRow)]
pub struct VersionRow {
    pub version: i64,
    pub hash: String,
    pub published_at: i64,
}

const SELECT: &str = "SELECT v.id, v.owner_id,
        CASE WHEN u.deleted_at IS NULL THEN u.username ELSE 'deleted player' END AS owner_name,
        v.slug, v.name, v.description, v.format, v.source, v.hash, v.published, v.copied_from,
        v.created_at, v.updated_at,
        (SELECT COUNT(*) FROM games g WHERE g.definition_hash IN
            (SELECT hash FROM player_variant_versions pv WHERE pv.variant_id = v.id
             UNION SELECT v.hash)) AS games,
        (SELECT MAX(version) FROM player_variant_versions pv WHERE pv.variant_id = v.id)
            AS latest_version,
        v.rated
    FROM player_variants v JOIN users u ON u.id = v.owner_id";

/// What a new or edited variant holds.
pub struct VariantText<'a> {
    pub slug: &'a str,
    pub name: &'a str,
    pub description: &'a str,
    pub format: &'a str,
    pub source: &'a str,
    pub hash: &'a str,
}

pub async fn insert(
    conn: &mut Conn,
    owner_id: i64,
    v: &VariantText<'_>,
    copied_from: Option<&str>,
    now: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO player_variants (owner_id, slug, name, description, format, source, hash,
            copied_from, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id",
    )
    .bind(owner_id)
    .bind(v.slug)
    .bind(v.name)
    .bind(v.description)
    .bind(v.format)
    .bind(v.source)
    .bind(v.hash)
    .bind(copied_from)
    .bind(now)
    .fetch_one(conn)
    .await?)
}

/// Replaces the text of variant `id` (its key stays).
pub async fn update(
    conn: &mut Conn,
    id: i64,
    v: &VariantText<'_>,
    now: i64,
) -> Result<(), StorageError> {
    sqlx::query(
        "UPDATE player_variants SET name = $1, description = $2, format = $3, source = $4,
            hash = $5, updated_at = $6 WHERE id = $7",
    )
    .bind(v.name)
    .bind(v.description)
    .bind(v.format)
    .bind(v.source)
    .bind(v.hash)
    .bind(now)
    .bind(id)
    .execute(conn)
    .await?;
    Ok(())
}

pub async fn by_key(
    conn: &mut Conn,
    owner: &str,
    slug: &str,
) -> Result<Option<PlayerVariantRow>, StorageError> {
    let (Ok(owner), Ok(slug)) = (super::findable(owner), super::findable(slug)) else {
        return Ok(None);
    };
    let sql = format!("{SELECT} WHERE u.username = $1 AND v.slug = $2 AND u.deleted_at IS NULL");
    Ok(sqlx::query_as(&sql)
        .bind(owner)
        .bind(slug)
        .fetch_optional(conn)
        .await?)
}

/// The rules `owner/slug` names now, if it is published (a light read, for pages that
/// say whether a game's rules are still the newest).
pub async fn current_hash(
    conn: &mut Conn,
    owner: &str,
    slug: &str,
) -> Result<Option<String>, StorageError> {
    let (Ok(owner), Ok(slug)) = (super::findable(owner), super::findable(slug)) else {
        return Ok(None);
    };
    Ok(sqlx::query_scalar(
        "SELECT v.hash FROM player_variants v JOIN users u ON u.id = v.owner_id
         WHERE u.username = $1 AND v.slug = $2 AND v.published = 1 AND u.deleted_at IS NULL",
    )
    .bind(owner)
    .bind(slug)
    .fetch_optional(conn)
    .await?)
}

/// Whether games of `owner/slug` may be rated: it is published and its author allows it.
pub async fn rated_allowed(conn: &mut Conn, owner: &str, slug: &str) -> Result<bool, StorageError> {
    let (Ok(owner), Ok(slug)) = (super::findable(owner), super::findable(slug)) else {
        return Ok(false);
    };
    let found: Option<i64> = sqlx::query_scalar(
        "SELECT 1 FROM player_variants v JOIN users u ON u.id = v.owner_id
         WHERE u.username = $1 AND v.slug = $2 AND v.published = 1 AND v.rated = 1
           AND u.deleted_at IS NULL",
    )
    .bind(owner)
    .bind(slug)
    .fetch_optional(conn)
    .await?;
    Ok(found.is_some())
}

/// The author's word on whether games of variant `id` may be rated.
pub async fn set_rated(conn: &mut Conn, id: i64, on: bool) -> Result<(), StorageError> {
    sqlx::query("UPDATE player_variants SET rated = $1 WHERE id = $2")
        .bind(i64::from(on))
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

/// Every variant of `owner_id`, drafts included, newest first.
pub async fn of_owner(
    conn: &mut Conn,
    owner_id: i64,
) -> Result<Vec<PlayerVariantRow>, StorageError> {
    let sql = format!("{SELECT} WHERE v.owner_id = $1 ORDER BY v.updated_at DESC, v.id DESC");
    Ok(sqlx::query_as(&sql).bind(owner_id).fetch_all(conn).await?)
}

pub async fn count_of_owner(conn: &mut Conn, owner_id: i64) -> Result<i64, StorageError> {
    Ok(
        sqlx::query_scalar("SELECT COUNT(*) FROM player_variants WHERE owner_id = $1")
            .bind(owner_id)
            .fetch_one(conn)
            .await?,
    )
}

/// Published variants whose key, name or description contains `search` (every one for
/// an empty search), most played first.
pub async fn published(
    conn: &mut Conn,
    search: &str,
    limit: i64,
) -> Result<Vec<PlayerVariantRow>, StorageError> {
    let Ok(search) = super::findable(search) else {
        return Ok(Vec::new());
    };
    let sql = format!(
        "{SELECT} WHERE v.published = 1 AND u.deleted_at IS NULL
           AND (LOWER(v.slug) LIKE $1 ESCAPE '\\' OR LOWER(v.name) LIKE $1 ESCAPE '\\'
                OR LOWER(v.description) LIKE $1 ESCAPE '\\' OR LOWER(u.username) LIKE $1 ESCAPE '\\')
         ORDER BY games DESC, v.name, v.id LIMIT $2"
    );
    let escaped: String = search
        .to_lowercase()
        .chars()
        .flat_map(|c| match c {
            '%' | '_' | '\\' => vec!['\\', c],
            c => vec![c],
        })
        .collect();
    Ok(sqlx::query_as(&sql)
        .bind(format!("%{escaped}%"))
        .bind(limit)
        .fetch_all(conn)
        .await?)
}

pub async fn set_published(conn: &mut Conn, id: i64, on: bool) -> Result<(), StorageError> {
    sqlx::query("UPDATE player_variants SET published = $1 WHERE id = $2")
        .bind(i64::from(on))
        .bind(id)
        .execute(conn)
        .await?;
    Ok(())
}

pub async fn versions(conn: &mut Conn, variant_id: i64) -> Result<Vec<VersionRow>, StorageError> {
    Ok(sqlx::query_as(
        "SELECT version, hash, published_at FROM player_variant_versions
         WHERE variant_id = $1 ORDER BY version DESC",
    )
    .bind(variant_id)
    .fetch_all(conn)
    .await?)
}

/// Adds the next version of variant `id` with `hash`; returns its number.
pub async fn add_version(
    conn: &mut Conn,
    id: i64,
    hash: &str,
    now: i64,
) -> Result<i64, StorageError> {
    Ok(sqlx::query_scalar(
        "INSERT INTO player_variant_versions (variant_id, version, hash, published_at)
         SELECT $1, COALESCE(MAX(version), 0) + 1, $2, $3 FROM player_variant_versions
         WHERE variant_id = $1 RETURNING version",
    )
    .bind(id)
    .bind(hash)
    .bind(now)
    .fetch_one(conn)
    .await?)
}

/// Removes every variant of a player whose account is deleted (games keep their rules:
/// those are in `definitions`).
pub async fn delete_of_owner(conn: &mut Conn, owner_id: i64) -> Result<(), StorageError> {
    sqlx::query(
        "DELETE FROM player_variant_versions WHERE variant_id IN
            (SELECT id FROM player_variants WHERE owner_id = $1)",
    )
    .bind(owner_id)
    .execute(&mut *conn)
    .await?;
    sqlx::query("DELETE FROM player_variants WHERE owner_id = $1")
        .bind(owner_id)
        .execute(conn)
        .await?;
    Ok(())
}

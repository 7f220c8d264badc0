//! Reads the JSON API needs that no page makes in one piece: the variants a player may
//! start a game of, each with the hash of the definition a new game would be played
//! under. Everything else the API serves comes from the use-cases the pages call.

use crate::app::variants::LISTED;
use crate::app::{AppError, User};
use crate::storage;

/// Where a listed variant comes from.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum VariantSource {
    Builtin,
    /// Published by a player (`owner/key`).
    Published,
    /// One of the asking player's unpublished drafts (for play-testing).
    Draft,
}

/// A variant a game can be created with now.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VariantListing {
    pub key: String,
    pub name: String,
    /// The SHA-256 of the definition's canonical text: the rules a new game gets.
    pub definition_hash: String,
    pub source: VariantSource,
    /// A built-in's family key (players' variants are listed without one).
    pub family: Option<String>,
}

crate::app::service!(
    /// What the JSON API asks beyond the pages' use-cases.
    Api
);

impl Api<'_> {
    /// The variants `user` may start a game of, in the new-game form's order: built-ins,
    /// published variants by popularity, then their own drafts.
    pub async fn playable_variants(&self, user: &User) -> Result<Vec<VariantListing>, AppError> {
        let mut out: Vec<VariantListing> = self
            .0
            .play()
            .variants()
            .iter()
            .map(|v| VariantListing {
                key: v.key().to_string(),
                name: v.name().to_string(),
                definition_hash: v.definition_hash().to_string(),
                source: VariantSource::Builtin,
                family: Some(v.family().key.clone()),
            })
            .collect();
        let mut conn = self.conn().await?;
        let published = storage::player_variants::published(&mut conn, "", LISTED).await?;
        let drafts = storage::player_variants::of_owner(&mut conn, user.id).await?;
        drop(conn);
        let listed = |r: storage::player_variants::PlayerVariantRow, source| VariantListing {
            key: format!("{}/{}", r.owner_name, r.slug),
            name: r.name,
            definition_hash: r.hash,
            source,
            family: None,
        };
        out.extend(
            published
                .into_iter()
                .map(|r| listed(r, VariantSource::Published)),
        );
        out.extend(
            drafts
                .into_iter()
                .filter(|r| r.published == 0)
                .map(|r| listed(r, VariantSource::Draft)),
        );
        Ok(out)
    }
}

//! What the use-cases lean on that is no use-case itself: rate limits, password hashing,
//! the previews' CPU budget, kept game stamps, invitation caps, signed Reply-To addresses
//! and the live-update registry.

pub mod invitation_caps;
pub mod limits;
pub mod live;
pub mod passwords;
pub mod previews;
pub mod reply_tokens;
pub(crate) mod stamp_cache;

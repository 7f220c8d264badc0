//! Mail beyond a move's own: moves by mail, refused mail, the daily digest, and what the
//! server forgets of what it sent.

pub mod digests;
pub mod mail_replies;
pub mod mail_status;
pub mod retention;

crate::app::service!(
    /// Mail beyond a move's own: moves by mail, refused mail, digests, retention.
    Mailing
);

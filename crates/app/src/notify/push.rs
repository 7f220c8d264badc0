//! Web Push (RFC 8030): what a push says (`Note`, of a `PushKind`), the server's VAPID
//! key (RFC 8292) that signs every push, and the encrypted request (RFC 8291,
//! `aes128gcm`) that carries a note to one browser's push service. The worker that sends
//! them is `push_worker`.

use base64ct::{Base64UrlUnpadded, Encoding};
use pigeonpost_i18n::Said;
use std::time::Duration;
use web_push_native::jwt_simple::algorithms::{
    ECDSAP256KeyPairLike, ECDSAP256PublicKeyLike, ES256KeyPair,
};
use web_push_native::jwt_simple::claims::Claims;
use web_push_native::{Auth, WebPushBuilder, p256};

/// The kinds of event a player chooses to have pushed (`app::rules::push_preferences`).
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum PushKind {
    /// The opponent moved: it is the player's move.
    Move,
    /// An invitation, an accepted one or a seek taken, an event's pairing.
    Invitation,
    /// A draw or takeback offer, or other news of a game from the opponent.
    Offer,
    /// A game's end.
    End,
    /// A deadline approaching.
    Deadline,
}

impl PushKind {
    pub const ALL: [PushKind; 5] = [
        PushKind::Move,
        PushKind::Invitation,
        PushKind::Offer,
        PushKind::End,
        PushKind::Deadline,
    ];

    /// The form's, the queue's and the notification's word for it.
    pub fn as_str(self) -> &'static str {
        match self {
            PushKind::Move => "move",
            PushKind::Invitation => "invitation",
            PushKind::Offer => "offer",
            PushKind::End => "end",
            PushKind::Deadline => "deadline",
        }
    }

    /// Its bit in the stored set of kinds (see migration 0032).
    pub fn bit(self) -> i64 {
        match self {
            PushKind::Move => 1,
            PushKind::Invitation => 2,
            PushKind::Offer => 4,
            PushKind::End => 8,
            PushKind::Deadline => 16,
        }
    }
}

/// What a push shows: a notification's title and body, and the page a click opens.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Note {
    pub kind: PushKind,
    pub title: String,
    pub body: String,
    pub url: String,
}

/// The longest title and body a notification carries, in characters: a phone shows
/// less, and the encrypted payload must stay within a push service's 4096 bytes.
const MAX_TITLE: usize = 120;
const MAX_BODY: usize = 600;

impl Note {
    /// The JSON the service worker reads (`static/sw.js`): `tag` groups a game's
    /// notifications of one kind, so a newer one replaces the older on the device.
    pub fn payload(&self, tag: &str) -> String {
        serde_json::json!({
            "title": cut(&self.title, MAX_TITLE),
            "body": cut(&self.body, MAX_BODY),
            "url": self.url,
            "tag": tag,
            "kind": self.kind.as_str(),
        })
        .to_string()
    }
}

/// The RFC 8030 Topic (and notification tag) of a note about `game`: a push service
/// keeps only the newest message of a topic for a device that is away. At most 32
/// characters of the URL-safe base64 alphabet.
pub fn topic(game: Option<i64>, kind: PushKind) -> String {
    match game {
        Some(game) => format!("g{game}-{}", kind.as_str()),
        None => kind.as_str().to_string(),
    }
}

fn cut(text: &str, max: usize) -> String {
    match text.char_indices().nth(max) {
        Some((at, _)) => format!("{}\u{2026}", &text[..at]),
        None => text.to_string(),
    }
}

/// The server's VAPID key pair: its private half signs each push's `Authorization`, its
/// public half is what a browser subscribes with (`applicationServerKey`), so a push
/// service takes pushes for that subscription from this server alone.
pub struct Vapid {
    key: ES256KeyPair,
    public: String,
    /// The `sub` claim: how the push service's operator reaches ours.
    contact: String,
}

impl std::fmt::Debug for Vapid {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Vapid")
            .field("public", &self.public)
            .finish_non_exhaustive()
    }
}

impl Vapid {
    /// A new private key, as stored (unpadded base64url of the 32-byte scalar): the
    /// candidate a first server stores (`storage::settings::vapid_key`).
    pub fn new_key() -> String {
        Base64UrlUnpadded::encode_string(&ES256KeyPair::generate().to_bytes())
    }

    /// The key pair from its stored private key; `contact` is a `mailto:` or `https:`
    /// URL (RFC 8292 section 2.1).
    pub fn from_stored(stored: &str, contact: &str) -> Result<Vapid, String> {
        let bytes = Base64UrlUnpadded::decode_vec(stored.trim())
            .map_err(|e| format!("the stored VAPID key is not base64url: {e}"))?;
        // The key pair's reader asserts the length rather than refusing it.
        if bytes.len() != 32 {
            return Err(format!(
                "the stored VAPID key is {} bytes, not a 32-byte P-256 key",
                bytes.len()
            ));
        }
        let key = ES256KeyPair::from_bytes(&bytes)
            .map_err(|e| format!("the stored VAPID key is not a P-256 key: {e}"))?;
        let public = key.public_key().public_key().to_bytes_uncompressed();
        Ok(Vapid {
            public: Base64UrlUnpadded::encode_string(&public),
            key,
            contact: contact.to_string(),
        })
    }

    /// The public key as a browser's `pushManager.subscribe` takes it: the uncompressed
    /// P-256 point, unpadded base64url.
    pub fn public_key(&self) -> &str {
        &self.public
    }

    /// The request that pushes `payload` to `to`, encrypted for it and signed, to be
    /// kept by the push service for `ttl` while the device is away.
    pub fn request(
        &self,
        to: &Subscription<'_>,
        payload: &str,
        topic: &str,
        ttl: Duration,
    ) -> Result<http::Request<Vec<u8>>, String> {
        let url = reqwest::Url::parse(to.endpoint)
            .map_err(|e| format!("the endpoint is not a URL: {e}"))?;
        let endpoint: http::Uri = to
            .endpoint
            .parse()
            .map_err(|e| format!("the endpoint is not a URL: {e}"))?;
        let (public, auth) = keys(to.p256dh, to.auth).map_err(|e| e.to_string())?;
        let mut request = WebPushBuilder::new(endpoint, public, auth)
            .build(payload.as_bytes().to_vec())
            .map_err(|e| format!("the push could not be made: {e}"))?;
        let headers = request.headers_mut();
        let value = |v: String| http::HeaderValue::from_str(&v).map_err(|e| e.to_string());
        headers.insert(
            http::header::AUTHORIZATION,
            value(self.authorization(&url.origin().ascii_serialization())?)?,
        );
        headers.insert("TTL", value(ttl.as_secs().to_string())?);
        headers.insert("Topic", value(topic.to_string())?);
        headers.insert("Urgency", http::HeaderValue::from_static("normal"));
        Ok(request)
    }
}

impl Vapid {
    /// The `Authorization` of a push to a push service at `origin` (RFC 8292 section 3):
    /// a JWT signed with the key, for that audience, valid for 12 hours (at most 24, says
    /// section 2), and the public key. Signed here rather than by the push library,
    /// whose audience leaves out the origin's port.
    fn authorization(&self, origin: &str) -> Result<String, String> {
        let claims = Claims::create(VAPID_VALIDITY)
            .with_audience(origin)
            .with_subject(&self.contact);
        let token = self
            .key
            .sign(claims)
            .map_err(|e| format!("the push could not be signed: {e}"))?;
        Ok(format!("vapid t={token}, k={}", self.public))
    }
}

/// How long a push's signature is valid.
const VAPID_VALIDITY: web_push_native::jwt_simple::prelude::Duration =
    web_push_native::jwt_simple::prelude::Duration::from_hours(12);

/// A browser's subscription as its Push API gives it.
pub struct Subscription<'a> {
    pub endpoint: &'a str,
    /// The browser's public key, an uncompressed P-256 point, unpadded base64url.
    pub p256dh: &'a str,
    /// Its authentication secret, 16 bytes, unpadded base64url.
    pub auth: &'a str,
}

/// The subscription's keys, or why they are not keys (words for the browser's player).
pub fn keys(p256dh: &str, auth: &str) -> Result<(p256::PublicKey, Auth), Said> {
    let point = Base64UrlUnpadded::decode_vec(p256dh.trim_end_matches('='))
        .map_err(|_| Said::new("refused-push-key-not-base64"))?;
    if point.len() != 65 || point[0] != 4 {
        return Err(Said::new("refused-push-key-not-uncompressed"));
    }
    let public = p256::PublicKey::from_sec1_bytes(&point)
        .map_err(|_| Said::new("refused-push-key-off-curve"))?;
    let secret = Base64UrlUnpadded::decode_vec(auth.trim_end_matches('='))
        .map_err(|_| Said::new("refused-push-secret-not-base64"))?;
    if secret.len() != 16 {
        return Err(Said::new("refused-push-secret-length"));
    }
    Ok((public, Auth::clone_from_slice(&secret)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_stored_key_reads_back_to_the_same_public_key() {
        let stored = Vapid::new_key();
        let a = Vapid::from_stored(&stored, "mailto:op@example.org").expect("key");
        let b = Vapid::from_stored(&stored, "mailto:op@example.org").expect("key");
        assert_eq!(a.public_key(), b.public_key());
        let point = Base64UrlUnpadded::decode_vec(a.public_key()).expect("base64url");
        assert_eq!((point.len(), point[0]), (65, 4), "an uncompressed point");
        assert!(Vapid::from_stored("not a key", "mailto:x@y").is_err());
        assert!(Vapid::from_stored("AAAA", "mailto:x@y").is_err());
    }

    #[test]
    fn bad_keys_are_refused_with_a_reason() {
        // RFC 8291 appendix A: the user agent's public key and secret.
        let ua = "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4";
        let auth = "BTBZMqHH6r4Tts7J_aSIgg";
        assert!(keys(ua, auth).is_ok());
        assert!(keys(ua, "BTBZMqHH6r4Tts7J_aSI").is_err(), "short secret");
        assert!(keys(&ua[..40], auth).is_err(), "short point");
        assert!(keys("not base64!", auth).is_err());
        let mut off_curve = Base64UrlUnpadded::decode_vec(ua).unwrap();
        off_curve[64] ^= 1;
        let off_curve = Base64UrlUnpadded::encode_string(&off_curve);
        assert!(keys(&off_curve, auth).is_err(), "not on the curve");
    }

    #[test]
    fn payloads_are_cut_to_what_a_notification_shows() {
        let note = Note {
            kind: PushKind::Move,
            title: "t".repeat(500),
            body: "b".repeat(5000),
            url: "https://pp.example/games/1".into(),
        };
        let v: serde_json::Value = serde_json::from_str(&note.payload("g1-move")).unwrap();
        assert_eq!(v["title"].as_str().unwrap().chars().count(), MAX_TITLE + 1);
        assert_eq!(v["body"].as_str().unwrap().chars().count(), MAX_BODY + 1);
        assert_eq!(v["tag"], "g1-move");
        assert_eq!(topic(Some(12), PushKind::Deadline), "g12-deadline");
        assert!(topic(Some(i64::MAX), PushKind::Invitation).len() <= 32);
    }
}

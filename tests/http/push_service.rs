//! A push service for the tests, on 127.0.0.1, with the browser's side of Web Push
//! written here from the RFCs, apart from the server's library: a `Device` holds what a
//! browser's Push API makes (a P-256 key pair and a 16-byte secret), and reads what
//! reaches it by decrypting the `aes128gcm` body (RFC 8291 section 3.4, RFC 8188) and
//! checking the VAPID signature (RFC 8292) with the server's public key.

use aes_gcm::aead::{Aead, KeyInit};
use aes_gcm::{Aes128Gcm, Nonce};
use axum::extract::{Path, State};
use axum::http::{HeaderMap, StatusCode};
use base64ct::{Base64UrlUnpadded, Encoding};
use hkdf::Hkdf;
use p256::ecdsa::signature::Verifier;
use p256::elliptic_curve::sec1::ToEncodedPoint;
use sha2::Sha256;
use std::collections::{HashMap, VecDeque};
use std::sync::{Arc, Mutex};

/// One request the service got, for the device at the path's end.
#[derive(Debug, Clone)]
pub struct Received {
    pub device: String,
    pub headers: HeaderMap,
    pub body: Vec<u8>,
    /// What the service answered.
    pub status: u16,
}

#[derive(Default)]
struct Script {
    /// Per device, the statuses to answer in order (201 once they run out).
    answers: HashMap<String, VecDeque<u16>>,
    got: Vec<Received>,
}

/// The service: `endpoint(name)` is a device's address on it.
pub struct PushService {
    base: String,
    script: Arc<Mutex<Script>>,
}

impl PushService {
    pub async fn start() -> PushService {
        let script = Arc::new(Mutex::new(Script::default()));
        async fn push(
            State(script): State<Arc<Mutex<Script>>>,
            Path(device): Path<String>,
            headers: HeaderMap,
            body: axum::body::Bytes,
        ) -> StatusCode {
            let mut s = script.lock().expect("lock");
            let status = s
                .answers
                .get_mut(&device)
                .and_then(|a| a.pop_front())
                .unwrap_or(201);
            s.got.push(Received {
                device,
                headers,
                body: body.to_vec(),
                status,
            });
            StatusCode::from_u16(status).expect("a status")
        }
        let router = axum::Router::new()
            .route("/push/{device}", axum::routing::post(push))
            .with_state(script.clone());
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind the push service");
        let base = format!("http://{}", listener.local_addr().expect("addr"));
        tokio::spawn(async move { axum::serve(listener, router).await });
        PushService { base, script }
    }

    pub fn endpoint(&self, device: &str) -> String {
        format!("{}/push/{device}", self.base)
    }

    /// The origin pushes must be signed for (the VAPID `aud`).
    pub fn origin(&self) -> &str {
        &self.base
    }

    /// Answers the next requests for `device` with `statuses`, in order.
    pub fn answer(&self, device: &str, statuses: &[u16]) {
        let mut s = self.script.lock().expect("lock");
        s.answers
            .entry(device.to_string())
            .or_default()
            .extend(statuses.iter().copied());
    }

    pub fn got(&self) -> Vec<Received> {
        self.script.lock().expect("lock").got.clone()
    }
}

/// A browser's subscription keys, as its Push API makes them.
pub struct Device {
    pub secret: p256::SecretKey,
    pub auth: [u8; 16],
}

impl Device {
    pub fn new() -> Device {
        use rand::RngCore;
        let mut auth = [0u8; 16];
        rand::thread_rng().fill_bytes(&mut auth);
        Device {
            secret: p256::SecretKey::random(&mut rand::thread_rng()),
            auth,
        }
    }

    fn public_point(&self) -> Vec<u8> {
        self.secret
            .public_key()
            .to_encoded_point(false)
            .as_bytes()
            .to_vec()
    }

    /// `keys.p256dh` of `PushSubscription.toJSON()`.
    pub fn p256dh(&self) -> String {
        Base64UrlUnpadded::encode_string(&self.public_point())
    }

    /// `keys.auth`.
    pub fn auth(&self) -> String {
        Base64UrlUnpadded::encode_string(&self.auth)
    }

    /// The plaintext of an `aes128gcm` push body sent to this device, or why it is not
    /// one: the header (salt, record size, the sender's key), the keys derived from the
    /// ECDH secret and `auth` (RFC 8291 section 3.4), one record, its padding removed.
    pub fn decrypt(&self, body: &[u8]) -> Result<String, String> {
        if body.len() < 21 {
            return Err("shorter than the header".into());
        }
        let salt = &body[..16];
        let record_size = u32::from_be_bytes(body[16..20].try_into().unwrap()) as usize;
        let id_len = body[20] as usize;
        let sender = body.get(21..21 + id_len).ok_or("no key id")?;
        let record = &body[21 + id_len..];
        if record.len() > record_size {
            return Err(format!("a record of {} bytes, over {record_size}", record.len()));
        }
        let sender = p256::PublicKey::from_sec1_bytes(sender).map_err(|e| e.to_string())?;
        let shared = p256::ecdh::diffie_hellman(self.secret.to_nonzero_scalar(), sender.as_affine());
        let mut key_info = b"WebPush: info\0".to_vec();
        key_info.extend_from_slice(&self.public_point());
        key_info.extend_from_slice(sender.to_encoded_point(false).as_bytes());
        let mut ikm = [0u8; 32];
        Hkdf::<Sha256>::new(Some(&self.auth), shared.raw_secret_bytes())
            .expand(&key_info, &mut ikm)
            .map_err(|e| e.to_string())?;
        let prk = Hkdf::<Sha256>::new(Some(salt), &ikm);
        let mut cek = [0u8; 16];
        let mut nonce = [0u8; 12];
        prk.expand(b"Content-Encoding: aes128gcm\0", &mut cek)
            .map_err(|e| e.to_string())?;
        prk.expand(b"Content-Encoding: nonce\0", &mut nonce)
            .map_err(|e| e.to_string())?;
        let mut plain = Aes128Gcm::new_from_slice(&cek)
            .map_err(|e| e.to_string())?
            .decrypt(Nonce::from_slice(&nonce), record)
            .map_err(|_| "the record does not decrypt".to_string())?;
        // The last record's padding: its delimiter 2, then zeros.
        while plain.last() == Some(&0) {
            plain.pop();
        }
        if plain.pop() != Some(2) {
            return Err("no last-record delimiter".into());
        }
        String::from_utf8(plain).map_err(|e| e.to_string())
    }
}

/// The claims of a request's VAPID `Authorization` (`vapid t=JWT, k=KEY`), after
/// checking that `k` is `server_key` and that the JWT is ES256-signed by it.
pub fn vapid_claims(headers: &HeaderMap, server_key: &str) -> Result<serde_json::Value, String> {
    let auth = headers
        .get("authorization")
        .and_then(|v| v.to_str().ok())
        .ok_or("no Authorization")?;
    let rest = auth.strip_prefix("vapid ").ok_or("not the vapid scheme")?;
    let mut token = None;
    let mut key = None;
    for part in rest.split(',') {
        match part.trim().split_once('=') {
            Some(("t", v)) => token = Some(v),
            Some(("k", v)) => key = Some(v),
            _ => return Err(format!("an unknown parameter in {auth}")),
        }
    }
    let (token, key) = token.zip(key).ok_or("t or k missing")?;
    if key != server_key {
        return Err("signed with another key than the page subscribes with".into());
    }
    let point = Base64UrlUnpadded::decode_vec(key).map_err(|e| e.to_string())?;
    let verifying = p256::ecdsa::VerifyingKey::from_sec1_bytes(&point).map_err(|e| e.to_string())?;
    let (signed, signature) = token.rsplit_once('.').ok_or("not a JWT")?;
    let signature = Base64UrlUnpadded::decode_vec(signature).map_err(|e| e.to_string())?;
    let signature = p256::ecdsa::Signature::from_slice(&signature).map_err(|e| e.to_string())?;
    verifying
        .verify(signed.as_bytes(), &signature)
        .map_err(|_| "the JWT's signature does not verify".to_string())?;
    let (header, claims) = signed.split_once('.').ok_or("not a JWT")?;
    let header: serde_json::Value =
        serde_json::from_slice(&Base64UrlUnpadded::decode_vec(header).map_err(|e| e.to_string())?)
            .map_err(|e| e.to_string())?;
    if header["alg"] != "ES256" {
        return Err(format!("alg {}", header["alg"]));
    }
    serde_json::from_slice(&Base64UrlUnpadded::decode_vec(claims).map_err(|e| e.to_string())?)
        .map_err(|e| e.to_string())
}

#[test]
fn the_browsers_side_reads_the_rfcs_example() {
    // RFC 8291 appendix A: the user agent's keys and the message sent to it.
    let key = Base64UrlUnpadded::decode_vec("q1dXpw3UpT5VOmu_cf_v6ih07Aems3njxI-JWgLcM94").unwrap();
    let mut auth = [0u8; 16];
    auth.copy_from_slice(&Base64UrlUnpadded::decode_vec("BTBZMqHH6r4Tts7J_aSIgg").unwrap());
    let device = Device {
        secret: p256::SecretKey::from_slice(&key).unwrap(),
        auth,
    };
    assert_eq!(
        device.p256dh(),
        "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4"
    );
    let body = Base64UrlUnpadded::decode_vec(concat!(
        "DGv6ra1nlYgDCS1FRnbzlwAAEABBBP4z9KsN6nGRTbVYI_c7VJSPQTBtkgcy27mlmlMoZIIgDll6e3vC",
        "YLocInmYWAmS6TlzAC8wEqKK6PBru3jl7A_yl95bQpu6cVPTpK4Mqgkf1CXztLVBSt2Ks3oZwbuwXPXLW",
        "youBWLVWGNWQexSgSxsj_Qulcy4a-fN"
    ))
    .unwrap();
    assert_eq!(
        device.decrypt(&body).unwrap(),
        "When I grow up, I want to be a watermelon"
    );
    let mut tampered = body.clone();
    *tampered.last_mut().unwrap() ^= 1;
    assert!(device.decrypt(&tampered).is_err());
    assert!(Device::new().decrypt(&body).is_err(), "another device's keys");
}

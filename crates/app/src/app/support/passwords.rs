//! Password hashing with argon2, bounded. Each hash takes about 19 MiB (the memory cost an
//! operator sets, `--password-memory-kib`) and a core for tens of milliseconds, so
//! unbounded hashing lets anyone who can post a form exhaust the server's memory (150
//! parallel registrations took it from 0.6 to 3 GB). At most one hash
//! runs per core, a short queue waits behind them, and a request beyond that is refused at
//! once with `AppError::Busy` rather than queued without end.
//!
//! Each running hash works in a buffer kept for the next one instead of allocating its
//! 19 MiB afresh: freed argon2 memory stayed with the allocator (glibc raises its mmap
//! threshold after the first such free), and the process grew by hundreds of megabytes
//! under a burst of logins even with the number of hashes bounded.
//!
//! No database connection may be held while a hash runs: callers read what they need,
//! return the connection, hash here, then write.

use crate::app::AppError;
use argon2::password_hash::{Output, ParamsString, PasswordHash, Salt, SaltString};
use argon2::{Algorithm, Argon2, Block, Params, Version};
use std::sync::{Arc, Mutex};
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// Requests that may wait for a hashing slot, per core.
const QUEUE_PER_CORE: usize = 4;
/// The most memory a stored hash may ask for (256 MiB, in 1 KiB blocks); a hash that asks
/// for more is refused rather than allowed to take the server's memory.
const MAX_BLOCKS: usize = 256 * 1024;

/// Work buffers of the running hashes, kept between hashes.
type Buffers = Arc<Mutex<Vec<Vec<Block>>>>;

/// The bounded hasher shared by every request.
pub struct Passwords {
    /// Permits to run or wait: refused when none is left.
    admitted: Arc<Semaphore>,
    /// Permits to run: one per slot.
    running: Arc<Semaphore>,
    buffers: Buffers,
    /// The parameters new hashes are made with.
    params: Params,
}

/// A place in the hashing queue: the next hash or check runs when a core is free.
pub struct Admitted {
    place: OwnedSemaphorePermit,
    running: Arc<Semaphore>,
    buffers: Buffers,
    params: Params,
}

impl Passwords {
    /// `running` hashing slots (0: as many as the machine has cores), each with a few
    /// places to wait, making new hashes with argon2's default time cost and parallelism
    /// and `memory_kib` KiB of memory (a stored hash is checked with its own parameters,
    /// so hashes made at another cost still check).
    pub fn with_slots(running: u32, memory_kib: u32) -> Passwords {
        let running = match running {
            0 => std::thread::available_parallelism().map_or(2, |n| n.get()),
            n => n as usize,
        };
        Passwords::new(
            running,
            running * QUEUE_PER_CORE,
            params_costing(memory_kib),
        )
    }

    pub fn new(running: usize, queue: usize, params: Params) -> Passwords {
        let running = running.max(1);
        Passwords {
            admitted: Arc::new(Semaphore::new(running + queue)),
            running: Arc::new(Semaphore::new(running)),
            buffers: Arc::default(),
            params,
        }
    }

    /// A place in the queue, or `Busy` when the queue is full.
    pub fn admit(&self) -> Result<Admitted, AppError> {
        let place = self
            .admitted
            .clone()
            .try_acquire_owned()
            .map_err(|_| AppError::Busy)?;
        Ok(Admitted {
            place,
            running: self.running.clone(),
            buffers: self.buffers.clone(),
            params: self.params.clone(),
        })
    }

    /// Checks `password` against a stored PHC string.
    pub async fn verify(
        &self,
        admitted: Admitted,
        password: String,
        hash: String,
    ) -> Result<bool, AppError> {
        admitted
            .run(move |memory| verify_with(memory, &password, &hash))
            .await
    }
}

impl Admitted {
    /// Hashes a new password into a PHC string.
    pub async fn hash(self, password: String) -> Result<String, AppError> {
        let params = self.params.clone();
        self.run(move |memory| hash_with(memory, &params, &password))
            .await
    }

    /// Runs `work` on a blocking thread once a core is free, with a kept work buffer. The
    /// permits travel into the thread, so a request abandoned by its client keeps its slot
    /// until the hash it started is done: the bound holds however many clients hang up.
    async fn run<T: Send + 'static>(
        self,
        work: impl FnOnce(&mut Vec<Block>) -> Result<T, AppError> + Send + 'static,
    ) -> Result<T, AppError> {
        let Admitted {
            place,
            running,
            buffers,
            ..
        } = self;
        let core = running
            .acquire_owned()
            .await
            .map_err(|e| AppError::Internal(format!("hashing slots: {e}")))?;
        tokio::task::spawn_blocking(move || {
            // At most one buffer per running permit is ever made. A poisoned lock only
            // means a hash panicked while taking or returning a buffer; the list is fine.
            let take = buffers.lock().unwrap_or_else(|e| e.into_inner()).pop();
            let mut memory = take.unwrap_or_default();
            let result = work(&mut memory);
            buffers
                .lock()
                .unwrap_or_else(|e| e.into_inner())
                .push(memory);
            drop((core, place));
            result
        })
        .await
        .map_err(|e| AppError::Internal(format!("hashing task: {e}")))?
    }
}

fn internal(what: &str) -> impl FnOnce(argon2::Error) -> AppError + '_ {
    move |e| AppError::Internal(format!("{what}: {e}"))
}

fn phc_error(what: &str) -> impl FnOnce(argon2::password_hash::Error) -> AppError + '_ {
    move |e| AppError::Internal(format!("{what}: {e}"))
}

/// Argon2's default time cost and parallelism with `memory_kib` KiB, brought within what
/// argon2 allows (8 KiB a lane at least) and what this server checks (`MAX_BLOCKS`).
fn params_costing(memory_kib: u32) -> Params {
    let least = 8 * Params::DEFAULT_P_COST;
    let memory_kib = memory_kib.clamp(least, MAX_BLOCKS as u32);
    Params::new(
        memory_kib,
        Params::DEFAULT_T_COST,
        Params::DEFAULT_P_COST,
        None,
    )
    .unwrap_or_default()
}

/// Grows `memory` to at least the blocks `params` needs, and returns them.
fn blocks_for<'m>(
    memory: &'m mut Vec<Block>,
    params: &Params,
) -> Result<&'m mut [Block], AppError> {
    let needed = params.block_count();
    if needed > MAX_BLOCKS {
        return Err(AppError::Internal(format!(
            "a stored hash asks for {needed} KiB of memory"
        )));
    }
    if memory.len() < needed {
        memory.resize(needed, Block::default());
    }
    Ok(&mut memory[..needed])
}

/// Argon2id with `params`, as `PasswordHasher::hash_password` makes it, but in `memory`.
fn hash_with(memory: &mut Vec<Block>, params: &Params, password: &str) -> Result<String, AppError> {
    let argon2 = Argon2::new(Algorithm::default(), Version::default(), params.clone());
    let salt = SaltString::generate(&mut rand::rngs::OsRng);
    let mut salt_bytes = [0u8; Salt::MAX_LENGTH];
    let salt_bytes = salt
        .as_salt()
        .decode_b64(&mut salt_bytes)
        .map_err(phc_error("salt"))?;
    let mut out = [0u8; Params::DEFAULT_OUTPUT_LEN];
    let blocks = blocks_for(memory, params)?;
    argon2
        .hash_password_into_with_memory(password.as_bytes(), salt_bytes, &mut out, blocks)
        .map_err(internal("hashing"))?;
    let phc = PasswordHash {
        algorithm: Algorithm::default().ident(),
        version: Some(Version::default().into()),
        params: ParamsString::try_from(params).map_err(phc_error("parameters"))?,
        salt: Some(salt.as_salt()),
        hash: Some(Output::new(&out).map_err(phc_error("output"))?),
    };
    Ok(phc.to_string())
}

/// Does `password` hash to the stored PHC string, computed in `memory`? Compares in
/// constant time, as `PasswordVerifier` does.
fn verify_with(memory: &mut Vec<Block>, password: &str, stored: &str) -> Result<bool, AppError> {
    let parsed = PasswordHash::new(stored).map_err(phc_error("stored hash"))?;
    let (Some(salt), Some(expected)) = (parsed.salt, parsed.hash) else {
        return Err(AppError::Internal(
            "stored hash without salt or output".into(),
        ));
    };
    let algorithm = Algorithm::try_from(parsed.algorithm).map_err(phc_error("algorithm"))?;
    let version = match parsed.version {
        Some(v) => Version::try_from(v).map_err(internal("version"))?,
        None => Version::default(),
    };
    let params = Params::try_from(&parsed).map_err(phc_error("parameters"))?;
    let argon2 = Argon2::new(algorithm, version, params.clone());
    let mut salt_bytes = [0u8; Salt::MAX_LENGTH];
    let salt_bytes = salt
        .decode_b64(&mut salt_bytes)
        .map_err(phc_error("salt"))?;
    let mut out = vec![0u8; expected.len()];
    let blocks = blocks_for(memory, &params)?;
    argon2
        .hash_password_into_with_memory(password.as_bytes(), salt_bytes, &mut out, blocks)
        .map_err(internal("hashing"))?;
    Ok(Output::new(&out).map_err(phc_error("output"))? == expected)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn beyond_the_queue_is_busy() {
        let p = Passwords::new(1, 1, Params::default());
        let first = p.admit().expect("a running slot");
        let second = p.admit().expect("a queue slot");
        assert!(matches!(p.admit(), Err(AppError::Busy)));
        drop(first);
        let third = p.admit().expect("a slot again");
        let hash = second.hash("correct horse".into()).await.expect("hash");
        assert!(
            p.verify(third, "correct horse".into(), hash.clone())
                .await
                .expect("verify")
        );
        let fourth = p.admit().expect("slots are returned after use");
        assert!(
            !p.verify(fourth, "wrong".into(), hash)
                .await
                .expect("verify")
        );
    }

    /// Hashes made here and by the argon2 crate's own `PasswordHasher` check out both ways,
    /// so stored hashes from before keep working.
    #[test]
    fn agrees_with_the_argon2_crate() {
        use argon2::password_hash::{PasswordHasher, PasswordVerifier};
        let mut memory = Vec::new();
        let ours = hash_with(&mut memory, &Params::default(), "correct horse").expect("hash");
        let parsed = PasswordHash::new(&ours).expect("PHC string");
        assert!(
            Argon2::default()
                .verify_password(b"correct horse", &parsed)
                .is_ok()
        );
        let salt = SaltString::generate(&mut rand::rngs::OsRng);
        let theirs = Argon2::default()
            .hash_password(b"correct horse", &salt)
            .expect("hash")
            .to_string();
        assert!(verify_with(&mut memory, "correct horse", &theirs).expect("verify"));
        assert!(!verify_with(&mut memory, "correct horsf", &theirs).expect("verify"));
        // A cheaper stored hash uses the front of the same buffer.
        let small = Params::new(1024, 1, 1, None).expect("params");
        let cheap = Argon2::new(Algorithm::Argon2id, Version::V0x13, small)
            .hash_password(b"pw", &salt)
            .expect("hash")
            .to_string();
        assert!(verify_with(&mut memory, "pw", &cheap).expect("verify"));
        assert_eq!(memory.len(), Params::DEFAULT_M_COST as usize);
    }

    /// The operator's memory cost is the one new hashes carry, and is bounded.
    #[tokio::test]
    async fn new_hashes_carry_the_memory_cost_set() {
        let p = Passwords::with_slots(1, 64);
        let hash = p
            .admit()
            .expect("slot")
            .hash("pw".into())
            .await
            .expect("hash");
        assert!(hash.contains("m=64,t=2,p=1"), "{hash}");
        assert!(
            p.verify(p.admit().expect("slot"), "pw".into(), hash)
                .await
                .expect("verify")
        );
        assert_eq!(params_costing(1).m_cost(), 8, "argon2's least");
        assert_eq!(
            params_costing(u32::MAX).block_count(),
            MAX_BLOCKS,
            "the bound"
        );
    }
}

//! Per-address rate limits on the requests that cost the server most: a login or a
//! registration (a password hash each), a new game (often an email), a variant
//! definition checked (compiling it, diagrams and perft), and a mailed link (address
//! confirmation, password reset), which is limited per client and also per mail address
//! it goes to, so that no one can fill a stranger's mailbox from many clients. Kept in memory,
//! since a limit that needs a database write per request would itself be a load; a
//! restart forgets them, which only gives an attacker one fresh allowance.
//!
//! Each (action, address) pair is a generic cell rate algorithm: one timestamp, the
//! "theoretical arrival time", moves forward by `window / count` per request, and a request
//! is refused while that time is more than `window` ahead of now. So an idle address may
//! make `count` requests at once, then one per `window / count`, and the refusal says
//! exactly when the next one will be let through.

use crate::app::AppError;
use crate::config::LimitConfig;
use pigeonpost_i18n::{Said, Value};
use std::collections::HashMap;
use std::net::IpAddr;
use std::sync::Mutex;

/// What a limited request does.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Action {
    Login,
    Register,
    Invite,
    CheckDefinition,
    /// Asking for a mailed link (confirming an address, resetting a password).
    AccountMail,
}

/// Who an allowance belongs to: a client (by network address), or a mail address.
#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Holder {
    Client(IpAddr),
    Mailbox(String),
}

impl Action {
    /// The key of the refusal's choice of what was asked too often.
    fn key(self) -> &'static str {
        match self {
            Action::Login => "login",
            Action::Register => "register",
            Action::Invite => "invite",
            Action::CheckDefinition => "check-definition",
            Action::AccountMail => "account-mail",
        }
    }
}

/// Links one mail address may be sent per hour.
pub const MAILS_PER_MAILBOX_PER_HOUR: u32 = 3;

/// Addresses tracked at most; beyond it, addresses whose allowance is whole again are
/// forgotten first. About 60 bytes each.
const MAX_TRACKED: usize = 200_000;

#[derive(Debug, Clone, Copy)]
struct Rule {
    /// Milliseconds one request uses up.
    step_ms: i64,
    /// How far ahead of now the allowance may be used up.
    window_ms: i64,
}

impl Rule {
    fn new(count: u32, window_secs: i64) -> Rule {
        let window_ms = window_secs * 1000;
        Rule {
            step_ms: (window_ms / i64::from(count.max(1))).max(1),
            window_ms,
        }
    }
}

/// The limits of one server.
pub struct RateLimits {
    login: Rule,
    register: Rule,
    invite: Rule,
    check_definition: Rule,
    account_mail: Rule,
    /// Links one mail address may be sent, from all clients together.
    mailbox: Rule,
    state: Mutex<Tracked>,
}

#[derive(Default)]
struct Tracked {
    /// The theoretical arrival time (ms) per action and address.
    due: HashMap<(Action, Holder), i64>,
    last_prune_ms: i64,
}

impl RateLimits {
    pub fn new(config: &LimitConfig) -> RateLimits {
        RateLimits {
            login: Rule::new(config.logins_per_10_min, 600),
            register: Rule::new(config.registrations_per_hour, 3600),
            invite: Rule::new(config.invitations_per_hour, 3600),
            check_definition: Rule::new(config.definition_checks_per_hour, 3600),
            account_mail: Rule::new(config.account_mails_per_hour, 3600),
            mailbox: Rule::new(MAILS_PER_MAILBOX_PER_HOUR, 3600),
            state: Mutex::new(Tracked::default()),
        }
    }

    /// Lets one `action` from `addr` through at `now_ms`, or says when to come back.
    pub fn check(&self, action: Action, addr: IpAddr, now_ms: i64) -> Result<(), AppError> {
        let rule = match action {
            Action::Login => self.login,
            Action::Register => self.register,
            Action::Invite => self.invite,
            Action::CheckDefinition => self.check_definition,
            Action::AccountMail => self.account_mail,
        };
        self.take(rule, action, Holder::Client(group(addr)), now_ms)
    }

    /// Lets one more mailed link go to `mailbox` at `now_ms`, or says when to come back
    /// (`MAILS_PER_MAILBOX_PER_HOUR`, whoever asks).
    pub fn check_mailbox(&self, mailbox: &str, now_ms: i64) -> Result<(), AppError> {
        let holder = Holder::Mailbox(mailbox.trim().to_lowercase());
        self.take(self.mailbox, Action::AccountMail, holder, now_ms)
    }

    fn take(
        &self,
        rule: Rule,
        action: Action,
        holder: Holder,
        now_ms: i64,
    ) -> Result<(), AppError> {
        let whose = match holder {
            Holder::Client(_) => "client",
            Holder::Mailbox(_) => "mailbox",
        };
        let key = (action, holder);
        // A poisoned lock only means another request panicked mid-update of a map of
        // timestamps; the map is still usable.
        let mut tracked = self.state.lock().unwrap_or_else(|e| e.into_inner());
        let due = tracked.due.get(&key).copied().unwrap_or(now_ms).max(now_ms);
        let next = due + rule.step_ms;
        if next - now_ms > rule.window_ms {
            let wait_ms = next - rule.window_ms - now_ms;
            let retry_after = (wait_ms + 999) / 1000;
            return Err(AppError::TooManyAttempts {
                message: Said::with(
                    "limit-too-many",
                    [
                        ("action", action.key().into()),
                        ("whose", whose.into()),
                        ("wait", Value::Wait(retry_after)),
                    ],
                ),
                retry_after,
            });
        }
        if tracked.due.len() >= MAX_TRACKED && !tracked.due.contains_key(&key) {
            tracked.prune(now_ms);
            if tracked.due.len() >= MAX_TRACKED {
                // Every tracked address is busy (a very wide attack): let this one through
                // untracked rather than grow without bound. The hashing bound still holds.
                return Ok(());
            }
        }
        tracked.due.insert(key, next);
        Ok(())
    }
}

impl Tracked {
    /// Forgets addresses whose allowance is whole again, at most once a second.
    fn prune(&mut self, now_ms: i64) {
        if now_ms - self.last_prune_ms < 1000 {
            return;
        }
        self.last_prune_ms = now_ms;
        self.due.retain(|_, due| *due > now_ms);
    }
}

/// The unit one client is limited as: an IPv4 address, or an IPv6 /64 (one household or
/// server usually has a whole /64, so single IPv6 addresses would cost it nothing).
pub fn group(addr: IpAddr) -> IpAddr {
    match addr.to_canonical() {
        IpAddr::V6(v6) => {
            let bits = u128::from(v6) & !((1u128 << 64) - 1);
            IpAddr::V6(bits.into())
        }
        v4 => v4,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn limits(logins: u32) -> RateLimits {
        RateLimits::new(&LimitConfig {
            logins_per_10_min: logins,
            ..LimitConfig::default()
        })
    }

    fn ip(s: &str) -> IpAddr {
        s.parse().expect("an address")
    }

    #[test]
    fn a_burst_then_one_per_step() {
        let l = limits(3);
        let a = ip("192.0.2.1");
        for _ in 0..3 {
            assert!(l.check(Action::Login, a, 0).is_ok());
        }
        match l.check(Action::Login, a, 0) {
            Err(AppError::TooManyAttempts { retry_after, .. }) => assert_eq!(retry_after, 200),
            other => panic!("expected a refusal, got {other:?}"),
        }
        assert!(l.check(Action::Login, a, 199_000).is_err());
        assert!(l.check(Action::Login, a, 200_000).is_ok());
        assert!(l.check(Action::Login, a, 200_000).is_err());
    }

    #[test]
    fn addresses_and_actions_are_separate() {
        let l = limits(1);
        assert!(l.check(Action::Login, ip("192.0.2.1"), 0).is_ok());
        assert!(l.check(Action::Login, ip("192.0.2.1"), 0).is_err());
        assert!(l.check(Action::Login, ip("192.0.2.2"), 0).is_ok());
        assert!(l.check(Action::Register, ip("192.0.2.1"), 0).is_ok());
    }

    #[test]
    fn a_mailbox_is_limited_whoever_asks() {
        let l = limits(30);
        for _ in 0..MAILS_PER_MAILBOX_PER_HOUR {
            assert!(l.check_mailbox("Ann@Example.org", 0).is_ok());
        }
        assert!(l.check_mailbox("ann@example.org ", 0).is_err());
        assert!(l.check_mailbox("bob@example.org", 0).is_ok());
        assert!(l.check(Action::AccountMail, ip("192.0.2.1"), 0).is_ok());
    }

    #[test]
    fn one_ipv6_network_is_one_client() {
        let l = limits(1);
        assert!(l.check(Action::Login, ip("2001:db8::1"), 0).is_ok());
        assert!(l.check(Action::Login, ip("2001:db8::2:3"), 0).is_err());
        assert!(l.check(Action::Login, ip("2001:db8:0:1::1"), 0).is_ok());
        // An IPv4 address seen through an IPv6 socket is the IPv4 address.
        assert!(l.check(Action::Login, ip("192.0.2.9"), 0).is_ok());
        assert!(l.check(Action::Login, ip("::ffff:192.0.2.9"), 0).is_err());
    }
}

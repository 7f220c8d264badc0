//! The words of the mails about an account rather than a game: the link that confirms an
//! address, and the link that sets a new password. They go to an address whatever the
//! game-mail rules say (a player confirms an address by reading mail sent to it).

use super::Mail;
use super::messages::{html_page, text_body};

fn account_mail(to: &str, subject: &str, paragraphs: Vec<String>, url: &str, link: &str) -> Mail {
    Mail {
        to: to.to_string(),
        subject: subject.to_string(),
        text: text_body(&paragraphs, url),
        html: html_page(&paragraphs, url, link),
        message_id: None,
        game: None,
        reply_to: None,
        kind: super::MailKind::Required,
        unsubscribe: None,
        push: None,
        images: Vec::new(),
        words: pigeonpost_i18n::Tr::source(),
    }
}

/// Asks `username` to confirm `to` as their address by following `url` (valid `days`).
pub fn confirm_address(to: &str, username: &str, url: &str, days: i64) -> Mail {
    account_mail(
        to,
        "Confirm your address on Pigeonpost",
        vec![
            format!("Someone, probably you, gave this address for the Pigeonpost player {username}."),
            format!(
                "Follow the link within {days} days to confirm it. Until then {username} gets no game mail here and cannot invite by email."
            ),
            "If it was not you, ignore this mail: nothing is sent here again unless the address is confirmed.".to_string(),
        ],
        url,
        "Confirm this address",
    )
}

/// Sends `username` a link that sets a new password, valid for an hour and once.
pub fn reset_password(to: &str, username: &str, url: &str) -> Mail {
    account_mail(
        to,
        "Set a new Pigeonpost password",
        vec![
            format!("Someone, probably you, asked to set a new password for the Pigeonpost player {username}."),
            "Follow the link within an hour to choose one. The link works once; using it logs out every browser logged in as you.".to_string(),
            "If it was not you, ignore this mail: your password stays as it is.".to_string(),
        ],
        url,
        "Set a new password",
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notify::messages::escape_html;

    #[test]
    fn links_are_in_both_parts() {
        let url = "https://pp.example/verify/ab";
        let m = confirm_address("a@example.org", "ann<b>", url, 7);
        assert!(m.text.contains(url) && m.html.contains(url));
        assert!(m.html.contains(&escape_html("ann<b>")));
        assert!(!m.html.contains("ann<b>"));
        assert_eq!(m.game, None);
    }
}

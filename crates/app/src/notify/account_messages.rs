//! The words of the mails about an account rather than a game: the link that confirms an
//! address, and the link that sets a new password. They go to an address whatever the
//! game-mail rules say (a player confirms an address by reading mail sent to it).

use super::Mail;
use super::messages::{html_page, text_body};
use pigeonpost_i18n::Tr;

fn account_mail(
    to: &str,
    subject: String,
    paragraphs: Vec<String>,
    url: &str,
    link: String,
    words: Tr,
) -> Mail {
    Mail {
        to: to.to_string(),
        subject,
        text: text_body(&paragraphs, url),
        html: html_page(&paragraphs, url, &link),
        message_id: None,
        game: None,
        reply_to: None,
        kind: super::MailKind::Required,
        unsubscribe: None,
        push: None,
        images: Vec::new(),
        words,
        not_played: false,
    }
}

/// Asks `username` to confirm `to` as their address by following `url` (valid `days`),
/// in `words`.
pub fn confirm_address(to: &str, username: &str, url: &str, days: i64, words: Tr) -> Mail {
    account_mail(
        to,
        words.t("mail-confirm-subject"),
        vec![
            words.t1("mail-confirm-who", "username", username),
            words.t2(
                "mail-confirm-follow",
                ("days", days),
                ("username", username),
            ),
            words.t("mail-confirm-not-you"),
        ],
        url,
        words.t("mail-confirm-link"),
        words,
    )
}

/// Sends `username` a link that sets a new password, valid for an hour and once, in
/// `words`.
pub fn reset_password(to: &str, username: &str, url: &str, words: Tr) -> Mail {
    account_mail(
        to,
        words.t("mail-reset-subject"),
        vec![
            words.t1("mail-reset-who", "username", username),
            words.t("mail-reset-follow"),
            words.t("mail-reset-not-you"),
        ],
        url,
        words.t("mail-reset-link"),
        words,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notify::messages::escape_html;

    #[test]
    fn links_are_in_both_parts() {
        let url = "https://pp.example/verify/ab";
        let m = confirm_address("a@example.org", "ann<b>", url, 7, Tr::source());
        assert!(m.text.contains(url) && m.html.contains(url));
        assert!(m.html.contains(&escape_html("ann<b>")));
        assert!(!m.html.contains("ann<b>"));
        assert_eq!(m.game, None);
    }

    #[test]
    fn each_mail_is_in_its_reader_s_language() {
        let url = "https://pp.example/verify/ab";
        let en = confirm_address("a@example.org", "ann", url, 7, Tr::source());
        assert_eq!(en.subject, "Confirm your address on Pigeonpost");
        assert!(
            en.text
                .contains("Follow the link within 7 days to confirm it."),
            "{}",
            en.text
        );
        let de = Tr::by_tag("de").expect("German ships");
        let m = confirm_address("a@example.org", "ann", url, 7, de);
        assert_eq!(m.words, de);
        assert!(m.text.contains("innerhalb von 7 Tagen"), "{}", m.text);
        let ja = Tr::by_tag("ja").expect("Japanese ships");
        let m = reset_password("a@example.org", "ann", url, ja);
        assert_eq!(m.subject, "Pigeonpost の新しいパスワードの設定");
        assert!(m.html.contains("新しいパスワードを設定する"), "{}", m.html);
    }
}

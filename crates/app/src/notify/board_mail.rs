//! The board in a mail about a game position. The app adds it when it writes the mail
//! (`with_board`): a text diagram in the text part, and in the HTML part an `<img>` whose
//! `cid:` address names the picture: game, ply and side (`BoardRef`). The outbox keeps
//! only the words; the worker draws the picture when it sends the mail (`BoardPictures`,
//! given by the server), so that no picture is drawn inside the transaction that queues
//! the mail, and the outbox needs no column for it.

use super::Mail;
use super::messages::escape_html;
use pigeonpost_engine::Color;
use std::future::Future;
use std::pin::Pin;

/// Which picture: the board of game `game` after `ply` turns, seen from `side`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct BoardRef {
    pub game: i64,
    pub ply: i64,
    pub side: Color,
}

/// The domain of our Content-IDs: any fixed name does, as they are unique only within
/// one message.
const CID_DOMAIN: &str = "board.pigeonpost";

impl BoardRef {
    /// `g12.p5.black@board.pigeonpost`, as the HTML part's `cid:` and the image part's
    /// Content-ID (without the angle brackets).
    pub fn content_id(&self) -> String {
        let side = self.side.name();
        format!("g{}.p{}.{side}@{CID_DOMAIN}", self.game, self.ply)
    }

    /// The reference a Content-ID of `content_id`'s names, if it is one.
    pub fn from_content_id(cid: &str) -> Option<BoardRef> {
        let local = cid.strip_suffix(CID_DOMAIN)?.strip_suffix('@')?;
        let mut parts = local.split('.');
        let game = parts.next()?.strip_prefix('g')?.parse().ok()?;
        let ply = parts.next()?.strip_prefix('p')?.parse().ok()?;
        let side = match parts.next()? {
            "white" => Color::White,
            "black" => Color::Black,
            _ => return None,
        };
        parts
            .next()
            .is_none()
            .then_some(BoardRef { game, ply, side })
    }
}

/// A picture carried in the mail, shown where the HTML part says `cid:<content_id>`.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct InlineImage {
    pub content_id: String,
    pub png: Vec<u8>,
}

/// `mail` with the board: `diagram` (see `board_text`) in the text part and the picture
/// in the HTML part (`alt`: what it shows, in words), both after the mail's paragraphs
/// and before its link.
pub fn with_board(mut mail: Mail, board: &BoardRef, diagram: &str, alt: &str) -> Mail {
    let text = format!("\n\n{}", diagram.trim_end());
    match mail.text.find("\n\nhttp") {
        Some(at) => mail.text.insert_str(at, &text),
        None => mail.text.push_str(&text),
    }
    let img = picture_html(board, alt);
    match mail.html.rfind("<p><a href=") {
        Some(at) => mail.html.insert_str(at, &img),
        None => mail.html.push_str(&img),
    }
    mail
}

/// The paragraph of an HTML part that shows `board`'s picture (`alt`: what it shows, in
/// words, for readers that show no pictures).
pub fn picture_html(board: &BoardRef, alt: &str) -> String {
    format!(
        "<p><img src=\"cid:{}\" alt=\"{}\" style=\"max-width:100%;height:auto\"></p>\n",
        board.content_id(),
        escape_html(alt)
    )
}

/// The boards an HTML part shows. Only `src="cid:` is read: text from players is
/// escaped in the HTML part, so a name cannot ask for a picture.
pub fn referenced(html: &str) -> Vec<BoardRef> {
    let mut found = Vec::new();
    for (at, _) in html.match_indices("src=\"cid:") {
        let rest = &html[at + "src=\"cid:".len()..];
        if let Some(board) = rest
            .split('"')
            .next()
            .and_then(BoardRef::from_content_id)
            .filter(|b| !found.contains(b))
        {
            found.push(board);
        }
    }
    found
}

/// Draws the pictures mails refer to, given to the outbox worker by the server (which
/// alone knows both the games and the drawing). An error is a picture the mail goes
/// without (a game deleted since), said in the log.
pub trait BoardPictures: Send + Sync + 'static {
    fn png<'a>(
        &'a self,
        board: BoardRef,
    ) -> Pin<Box<dyn Future<Output = Result<Vec<u8>, String>> + Send + 'a>>;
}

#[cfg(test)]
mod tests {
    use super::*;

    fn plain_mail() -> Mail {
        super::super::messages::mail(
            pigeonpost_i18n::Tr::source(),
            super::super::MailKind::Move,
            "bob@example.org",
            12,
            "subject".into(),
            vec!["alice played 1. e4.".into()],
            ("http://pp.example/games/12", "Open the game"),
        )
    }

    #[test]
    fn a_content_id_reads_back_and_nothing_else_does() {
        let board = BoardRef {
            game: 12,
            ply: 5,
            side: Color::Black,
        };
        let cid = board.content_id();
        assert_eq!(cid, "g12.p5.black@board.pigeonpost");
        assert_eq!(BoardRef::from_content_id(&cid), Some(board));
        for bad in [
            "g12.p5.red@board.pigeonpost",
            "g12.p5.black@example.org",
            "g12.p5.black.x@board.pigeonpost",
            "12.5.black@board.pigeonpost",
            "gx.p5.black@board.pigeonpost",
        ] {
            assert_eq!(BoardRef::from_content_id(bad), None, "{bad}");
        }
    }

    #[test]
    fn the_board_goes_before_the_link_in_both_parts() {
        let board = BoardRef {
            game: 12,
            ply: 1,
            side: Color::Black,
        };
        let mail = with_board(plain_mail(), &board, "8 r n b\n", "The board <after> 1. e4");
        let diagram = mail.text.find("8 r n b").expect("diagram in the text");
        assert!(diagram < mail.text.find("http://pp.example").expect("link"));
        let img = mail.html.find("cid:g12.p1.black@").expect("picture");
        assert!(img < mail.html.find("<p><a href=").expect("link"));
        assert!(mail.html.contains("alt=\"The board &lt;after&gt; 1. e4\""));
        assert_eq!(referenced(&mail.html), vec![board]);
    }

    #[test]
    fn only_an_image_source_asks_for_a_picture() {
        let html = "<p>cid:g1.p1.white@board.pigeonpost &quot;src=&quot;cid:g2.p1.white@board.pigeonpost</p>";
        assert!(referenced(html).is_empty());
    }
}

//! The board as a picture: `GET /games/{id}/board.png` draws any position of
//! a game from either side, with caching by tag; the game page names it as its
//! `og:image`; and a move mail carries it inline (`cid:`) beside a text diagram of the
//! same position from the recipient's side.

use crate::smtp_sink::SunkMail;
use crate::support::{TestApp, spawn_app_counting_mail, started_game};
use mail_parser::{MessageParser, MimeHeaders};
use resvg::tiny_skia::Pixmap;

const PNG_SIGNATURE: &[u8] = b"\x89PNG\r\n\x1a\n";

/// A chess board is 8 squares of 45 pixels and an 18-pixel margin for coordinates.
const CHESS_SIDE: u32 = 8 * 45 + 18;

struct Picture {
    status: u16,
    etag: Option<String>,
    cache: Option<String>,
    kind: Option<String>,
    body: Vec<u8>,
}

async fn picture(app: &TestApp, path: &str, headers: &[(&str, &str)]) -> Picture {
    let r = app.browser().get_with(path, headers).await;
    let header = |name: &str| {
        r.headers()
            .get(name)
            .and_then(|v| v.to_str().ok())
            .map(str::to_string)
    };
    Picture {
        status: r.status().as_u16(),
        etag: header("etag"),
        cache: header("cache-control"),
        kind: header("content-type"),
        body: r.bytes().await.expect("body").to_vec(),
    }
}

fn decode(png: &[u8]) -> Pixmap {
    assert!(png.starts_with(PNG_SIGNATURE), "not a PNG");
    Pixmap::decode_png(png).expect("a PNG that decodes")
}

#[both_backends]
async fn board_png_draws_the_position_with_a_tag_and_answers_304_for_it() {
    let app = spawn_app_counting_mail().await;
    let (w, _b, id) = started_game(&app, "chess", "bp_white", "bp_black").await;
    let path = format!("/games/{id}/board.png");
    let first = picture(&app, &path, &[]).await;
    assert_eq!(first.status, 200);
    assert_eq!(first.kind.as_deref(), Some("image/png"));
    assert!(first.cache.as_deref().is_some_and(|c| c.contains("max-age")));
    let pixmap = decode(&first.body);
    assert_eq!((pixmap.width(), pixmap.height()), (CHESS_SIDE, CHESS_SIDE));
    let tag = first.etag.expect("an ETag");

    let again = picture(&app, &path, &[("if-none-match", &tag)]).await;
    assert_eq!(again.status, 304);
    assert!(again.body.is_empty());
    assert_eq!(again.etag.as_deref(), Some(tag.as_str()));

    // A move changes the current picture, and its tag; the start stays at ply 0.
    w.play(id, "e4").await;
    let moved = picture(&app, &path, &[("if-none-match", &tag)]).await;
    assert_eq!(moved.status, 200);
    assert_ne!(moved.etag.as_deref(), Some(tag.as_str()));
    assert_ne!(moved.body, first.body);
    let start = picture(&app, &format!("{path}?ply=0"), &[("if-none-match", &tag)]).await;
    assert_eq!(start.status, 304, "ply 0 is the start position");
}

#[both_backends]
async fn board_png_from_blacks_side_is_another_picture() {
    let app = spawn_app_counting_mail().await;
    let (_w, _b, id) = started_game(&app, "chess", "bs_white", "bs_black").await;
    let white = picture(&app, &format!("/games/{id}/board.png?side=white"), &[]).await;
    let black = picture(&app, &format!("/games/{id}/board.png?side=black"), &[]).await;
    let plain = picture(&app, &format!("/games/{id}/board.png"), &[]).await;
    assert_eq!((white.status, black.status), (200, 200));
    assert_eq!(white.body, plain.body, "White's side is the default");
    assert_ne!(white.body, black.body);
    assert_ne!(white.etag, black.etag);
    // Turned round: the top left square holds Black's rook from White's side (a8) and
    // White's from Black's (h1). A white piece is filled pure white, which neither a
    // black piece nor a square is.
    let white_ink = |png: &[u8]| {
        let p = decode(png);
        (18..63)
            .flat_map(|x| (0..45).map(move |y| (x, y)))
            .filter(|&(x, y)| {
                p.pixel(x, y)
                    .is_some_and(|c| c.red() > 250 && c.green() > 250 && c.blue() > 250)
            })
            .count()
    };
    let (from_white, from_black) = (white_ink(&white.body), white_ink(&black.body));
    assert!(
        from_black > 100 && from_white < from_black / 5,
        "{from_white} white pixels on a8 from White's side, {from_black} on h1 from Black's"
    );
}

#[both_backends]
async fn board_png_refuses_a_bad_ply_or_side_and_an_unknown_game() {
    let app = spawn_app_counting_mail().await;
    let (_w, _b, id) = started_game(&app, "chess", "bb_white", "bb_black").await;
    for (query, status) in [
        ("?ply=1", 404),
        ("?ply=-1", 404),
        ("?ply=x", 400),
        ("?side=red", 400),
        ("?ply=99999999999999999999", 400),
    ] {
        let got = picture(&app, &format!("/games/{id}/board.png{query}"), &[]).await;
        assert_eq!(got.status, status, "{query}");
        assert!(!got.body.starts_with(PNG_SIGNATURE), "{query}");
    }
    // A game that does not exist is not found, whatever the ply, and draws nothing.
    for path in ["/games/999999/board.png", "/games/999999/board.png?ply=0"] {
        let got = picture(&app, path, &[]).await;
        assert_eq!(got.status, 404, "{path}");
        assert!(got.etag.is_none());
        assert!(!got.body.starts_with(PNG_SIGNATURE));
    }
}

#[both_backends]
async fn the_game_page_names_its_board_picture_for_link_previews() {
    let app = spawn_app_counting_mail().await;
    let (w, _b, id) = started_game(&app, "chess", "og_white", "og_black").await;
    w.play(id, "e4").await;
    let page = app.browser().get(&format!("/games/{id}")).await;
    let image = og(&page.body, "og:image").expect("og:image");
    assert!(
        image.starts_with("http://") && image.ends_with(&format!("/games/{id}/board.png")),
        "{image}"
    );
    let title = og(&page.body, "og:title").expect("og:title");
    assert!(title.contains("og_white vs og_black"), "{title}");
    let description = og(&page.body, "og:description").expect("og:description");
    assert!(description.contains("Black to move"), "{description}");
    // The address is absolute, on the server's configured base URL: fetch it as is.
    let path = image.split_once(&format!("/games/{id}")).expect("path").1;
    let got = picture(&app, &format!("/games/{id}{path}"), &[]).await;
    decode(&got.body);
    // An earlier position, turned round, names that picture.
    let earlier = app.browser().get(&format!("/games/{id}?ply=0&flip=1")).await;
    let image = og(&earlier.body, "og:image").expect("og:image");
    let image = image.replace("&#38;", "&").replace("&amp;", "&");
    assert!(image.ends_with("/board.png?ply=0&side=black"), "{image}");
}

/// The content of `<meta property="NAME" content="...">`, as written in the page.
fn og(page: &str, name: &str) -> Option<String> {
    let at = page.find(&format!("<meta property=\"{name}\" content=\""))?;
    let rest = &page[at..];
    let start = rest.find("content=\"")? + "content=\"".len();
    let end = rest[start..].find('"')?;
    Some(rest[start..start + end].to_string())
}

/// The one mail to `to` whose subject contains `subject`.
fn sunk(app: &TestApp, to: &str, subject: &str) -> SunkMail {
    let found: Vec<SunkMail> = app
        .sink()
        .messages()
        .into_iter()
        .filter(|m| m.is_for(to) && m.subject().contains(subject))
        .collect();
    assert_eq!(found.len(), 1, "one mail to {to} about {subject:?}");
    found.into_iter().next().expect("one")
}

#[both_backends]
async fn a_move_mail_shows_the_board_inline_and_as_a_text_diagram() {
    let app = spawn_app_counting_mail().await;
    let (w, _b, id) = started_game(&app, "chess", "mb_white", "mb_black").await;
    w.play(id, "e4").await;
    app.drain_mail().await;
    let mail = sunk(&app, "mb_black@example.org", "played");
    let raw = mail.data.as_bytes();
    let message = MessageParser::default().parse(raw).expect("a message");

    // The HTML part sits with its picture in multipart/related, and shows it by cid:.
    let related = message
        .parts
        .iter()
        .find(|p| p.content_type().is_some_and(|t| t.c_type == "multipart" && t.subtype() == Some("related")));
    assert!(related.is_some(), "no multipart/related part:\n{}", mail.data);
    let html = message.body_html(0).expect("an HTML part");
    let at = html.find("src=\"cid:").expect("an image by cid") + "src=\"cid:".len();
    let cid = &html[at..at + html[at..].find('"').expect("closing quote")];
    let image = message
        .parts
        .iter()
        .find(|p| p.content_id() == Some(cid))
        .expect("a part with the cid's Content-ID");
    let kind = image.content_type().expect("a content type");
    assert_eq!((kind.c_type.as_ref(), kind.subtype()), ("image", Some("png")));
    let png = image.contents();
    let pixmap = decode(png);
    assert_eq!((pixmap.width(), pixmap.height()), (CHESS_SIDE, CHESS_SIDE));
    // The picture is the position after the move from the recipient's (Black's) side:
    // the very picture board.png draws of it.
    let served = picture(&app, &format!("/games/{id}/board.png?ply=1&side=black"), &[]).await;
    assert_eq!(png, served.body.as_slice());
    eprintln!("move mail: {} bytes, its PNG {} bytes", raw.len(), png.len());

    // The text part's diagram has every square of the position after 1. e4, from Black's
    // side, the move's squares in brackets.
    let text = message.body_text(0).expect("a text part");
    let squares = diagram_squares(&text);
    let expected = "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR";
    for (rank_from_top, row) in expected.split('/').enumerate() {
        let rank = 8 - rank_from_top;
        let mut file = 0;
        for c in row.chars() {
            match c.to_digit(10) {
                Some(n) => {
                    for _ in 0..n {
                        assert_eq!(squares[&(file, rank)], '.', "{}{rank}", (b'a' + file as u8) as char);
                        file += 1;
                    }
                }
                None => {
                    assert_eq!(squares[&(file, rank)], c, "{}{rank}", (b'a' + file as u8) as char);
                    file += 1;
                }
            }
        }
    }
    assert_eq!(squares.len(), 64, "{text}");
    assert!(text.contains(" 4  .  .  . [P] .  .  .  .  4") || text.contains("4  .  .  . [P] .  .  .  .  4"), "{text}");
    assert!(text.contains("2  P  P  P [.] P  P  P  P  2"), "{text}");
    assert!(text.contains("   h  g  f  e  d  c  b  a"), "from Black's side:\n{text}");
}

/// The squares of a one-board text diagram: (file index, rank) to its letter or `.`.
/// Files are read from the line of letters above the board, whichever way round.
fn diagram_squares(text: &str) -> std::collections::HashMap<(usize, usize), char> {
    let lines: Vec<&str> = text.lines().collect();
    let header = lines
        .iter()
        .position(|l| {
            let t = l.trim();
            t.len() == 22 && t.split_whitespace().all(|w| w.len() == 1 && w.as_bytes()[0].is_ascii_lowercase())
        })
        .expect("a line of file letters");
    let files: Vec<usize> = lines[header]
        .split_whitespace()
        .map(|w| (w.as_bytes()[0] - b'a') as usize)
        .collect();
    let mut squares = std::collections::HashMap::new();
    for line in &lines[header + 1..header + 9] {
        let rank: usize = line.split_whitespace().next().expect("rank").parse().expect("a rank number");
        // After the rank number and its space, each square is three characters wide.
        let cells = &line[2..];
        for (i, file) in files.iter().enumerate() {
            let cell = &cells[i * 3..i * 3 + 3];
            squares.insert((*file, rank), cell.chars().nth(1).expect("a mark"));
        }
    }
    squares
}

#[both_backends]
async fn a_tandem84_move_mail_shows_both_boards() {
    let app = spawn_app_counting_mail().await;
    let (w, _b, id) = started_game(&app, "tandem84", "tb_white", "tb_black").await;
    let turns = w.built_turns(id, 0).await;
    w.play(id, &turns[0]).await;
    app.drain_mail().await;
    let mail = sunk(&app, "tb_black@example.org", "played");
    let message = MessageParser::default()
        .parse(mail.data.as_bytes())
        .expect("a message");
    let text = message.body_text(0).expect("a text part");
    assert!(text.contains("Board g-l:"), "{text}");
    assert!(text.contains("Board a-f:"), "{text}");
    let image = message
        .parts
        .iter()
        .find(|p| p.content_type().is_some_and(|t| t.c_type == "image"))
        .expect("a picture");
    let pixmap = decode(image.contents());
    assert_eq!(
        (pixmap.width(), pixmap.height()),
        (2 * (6 * 45 + 18) + 12, 7 * 45 + 18),
        "both boards side by side"
    );
}

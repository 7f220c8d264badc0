//! The two Atom feeds in words: what each entry of a player's "awaiting my move" feed
//! and of a game's public feed says, from what the use-cases read (`app::desk::feeds`).

use super::atom::{Entry, Feed, tag};
use crate::app::desk::feeds::{AwaitingFeed, GameFeed};
use crate::app::rules::record::Move;
use crate::app::rules::shared::move_number;
use crate::app::tournaments::EventNews;
use crate::handlers::game_title;
use pigeonpost_engine::Color;
use pigeonpost_i18n::{Arg, Tr};

/// Who the feeds say they come from.
const AUTHOR: &str = "Pigeonpost";

/// "12... N g8-f6 (Nf6)": the move in full notation, with the abbreviated one where
/// they differ.
fn move_words(m: &Move, mover: Color) -> String {
    let number = move_number(m.ply, mover);
    if m.san == m.canonical {
        format!("{number} {}", m.canonical)
    } else {
        format!("{number} {} ({})", m.canonical, m.san)
    }
}

/// The move's comment, quoted after the sentence, if it has one.
fn with_comment(tr: Tr, text: String, m: &Move) -> String {
    match m.comment.as_deref().map(str::trim) {
        Some(c) if !c.is_empty() => format!("{text} {}", tr.t1("feed-comment", "comment", c)),
        _ => text,
    }
}

/// A side as the feed's sentences choose on it.
fn side(color: Color) -> &'static str {
    match color {
        Color::White => "white",
        Color::Black => "black",
    }
}

/// The feed of the games awaiting a player's move, at `self_link`, in the player's
/// language and on their clock.
pub fn awaiting(feed: &AwaitingFeed, base_url: &str, self_link: String) -> Feed {
    let tr = feed.user.locale.mail_words();
    let zone = &feed.user.locale.zone;
    let entries: Vec<Entry> = feed
        .entries
        .iter()
        .map(|e| {
            let row = &e.game.row;
            let what = match &e.last_move {
                Some(m) => with_comment(
                    tr,
                    tr.with(
                        "feed-opponent-played",
                        [
                            ("opponent", Arg::from(&e.opponent)),
                            ("move", move_words(m, e.color.opposite()).into()),
                        ],
                    ),
                    m,
                ),
                None => tr.t1("feed-game-begun", "side", side(e.color)),
            };
            let deadline = match row.clock.deadline {
                Some(d) => tr.t1("feed-move-by", "deadline", zone.show(tr, d)),
                None => tr.t("feed-no-time-limit"),
            };
            Entry {
                id: tag(
                    base_url,
                    row.created_at,
                    &format!("game-{}/your-move/ply-{}", row.id, row.ply),
                ),
                title: tr.with(
                    "feed-your-move",
                    [
                        ("opponent", Arg::from(&e.opponent)),
                        ("game", game_title(&e.game, tr).into()),
                    ],
                ),
                updated: e.since,
                link: format!("{base_url}/games/{}", row.id),
                author: None,
                summary: format!("{what} {deadline}"),
            }
        })
        .collect();
    let updated = entries
        .iter()
        .map(|e| e.updated)
        .max()
        .unwrap_or(feed.made_at)
        .max(feed.made_at);
    Feed {
        id: tag(
            base_url,
            feed.made_at,
            &format!("awaiting/player-{}", feed.user.id),
        ),
        lang: tr.tag(),
        title: tr.t1("feed-awaiting-title", "name", &feed.user.username),
        updated,
        author: AUTHOR.to_string(),
        self_link,
        alternate: format!("{base_url}/my"),
        entries,
    }
}

/// The public feed of a game in `tr`'s words: its result when it is over, then its
/// newest moves.
pub fn game(tr: Tr, feed: &GameFeed, base_url: &str) -> Feed {
    let row = &feed.game.row;
    let page = format!("{base_url}/games/{}", row.id);
    let mut entries = Vec::with_capacity(feed.moves.len() + 1);
    if let Some((_, result)) = row.result_in(tr) {
        entries.push(Entry {
            id: tag(base_url, row.created_at, &format!("game-{}/result", row.id)),
            title: tr.t1("feed-result-title", "result", &result),
            updated: row.updated_at,
            link: page.clone(),
            author: None,
            summary: tr.t1("feed-game-over", "result", &result),
        });
    }
    entries.extend(feed.moves.iter().map(|m| {
        let mover = feed.mover(m.ply);
        let name = feed.game.name(mover).to_string();
        let words = move_words(m, mover);
        let played = tr.with(
            "feed-move-played",
            [
                ("side", side(mover).into()),
                ("name", Arg::from(&name)),
                ("move", Arg::from(&words)),
            ],
        );
        Entry {
            id: tag(
                base_url,
                row.created_at,
                &format!("game-{}/ply-{}", row.id, m.ply),
            ),
            title: tr.with(
                "feed-move-title",
                [("move", Arg::from(&words)), ("name", Arg::from(&name))],
            ),
            updated: m.created_at,
            link: format!("{page}?ply={}", m.ply),
            summary: with_comment(tr, played, m),
            author: Some(name),
        }
    }));
    Feed {
        id: tag(base_url, row.created_at, &format!("game-{}", row.id)),
        lang: tr.tag(),
        title: game_title(&feed.game, tr),
        updated: row.updated_at,
        author: AUTHOR.to_string(),
        self_link: format!("{page}/feed.atom"),
        alternate: page,
        entries,
    }
}

/// An event's notices (its start, rounds paired, withdrawals, its end), newest first,
/// in `tr`'s words.
pub fn event(news: &EventNews, base_url: &str, tr: Tr) -> Feed {
    let e = &news.event;
    let page = format!("{base_url}/tournaments/{}", e.id);
    let entries = news
        .notices
        .iter()
        .map(|n| {
            let words = n.words.words(tr);
            Entry {
                id: tag(
                    base_url,
                    e.created_at,
                    &format!("event-{}/notice-{}", e.id, n.id),
                ),
                title: entry_title(&words),
                updated: n.at,
                link: format!("{page}#notices"),
                author: None,
                summary: words,
            }
        })
        .collect();
    Feed {
        id: tag(base_url, e.created_at, &format!("event-{}", e.id)),
        lang: tr.tag(),
        title: tr.t1("event-feed-news", "event", e.name.as_str()),
        updated: news.notices.first().map_or(e.created_at, |n| n.at),
        author: AUTHOR.to_string(),
        self_link: format!("{page}/feed.atom"),
        alternate: page,
        entries,
    }
}

/// A notice's first sentence, cut to a line a feed reader shows whole: up to a full
/// stop followed by a space, or a Japanese one.
fn entry_title(text: &str) -> String {
    let end = [". ", "。"]
        .iter()
        .filter_map(|stop| text.find(stop))
        .min()
        .unwrap_or(text.len());
    let sentence = text[..end].trim_end_matches('.');
    match sentence.char_indices().nth(80) {
        Some((cut, _)) => format!("{}…", &sentence[..cut]),
        None => sentence.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::entry_title;

    #[test]
    fn an_entry_is_titled_by_its_notice_s_first_sentence() {
        assert_eq!(
            entry_title("Round 2 is paired. Round 1 reached its deadline."),
            "Round 2 is paired"
        );
        assert_eq!(entry_title("The event is over."), "The event is over");
        assert_eq!(
            entry_title("第2ラウンドを組み合わせました。第1ラウンドは期限に達しました。"),
            "第2ラウンドを組み合わせました"
        );
    }
}

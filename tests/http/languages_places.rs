//! The variant and event pages in the reader's language: the catalogue, a rules page with
//! its pieces named as each game's players name them (shogi's in Japanese, chess's in
//! German), the new-game form, the list of events, an event before and after it starts
//! and the organiser's form, with no English sentence of ours left on them.

use crate::languages::speak;
use crate::languages::english_lines;
use crate::support::{
    Browser, Page, enter_event, open_event, spawn_app, spawn_app_with_clock, text_of,
};


async fn page_in(b: &Browser, path: &str, language: &str) -> String {
    let response = b.get_with(path, &[("accept-language", language)]).await;
    assert_eq!(response.status(), 200, "{path}");
    response.text().await.expect("a body")
}

/// `html` without the elements `open` (a tag's start, as `<ul class="variants"`) begins,
/// each up to its closing `close`: what a page shows of the definitions' and the players'
/// own texts, which are written in one language whatever the reader's.
fn without(html: &str, open: &str, close: &str) -> String {
    let mut out = String::new();
    let mut rest = html;
    while let Some(at) = rest.find(open) {
        out.push_str(&rest[..at]);
        match rest[at..].find(close) {
            Some(end) => rest = &rest[at + end + close.len()..],
            None => return out,
        }
    }
    out.push_str(rest);
    out
}

/// The words of the page's own: its main part, without the drawings (whose titles name
/// squares), the definition's text and rulings, the catalogue's lines on each variant
/// (its own summary), the variant names of a menu and the notices an event has stored.
fn own_text(html: &str) -> String {
    let main = html
        .split_once("<main>")
        .and_then(|(_, rest)| rest.split_once("</main>"))
        .map_or(html, |(main, _)| main);
    let mut text = main.to_string();
    for (open, close) in [
        ("<svg", "</svg>"),
        ("<pre", "</pre>"),
        ("<dl class=\"rulings\"", "</dl>"),
        ("<ul class=\"variants\"", "</ul>"),
        ("<select", "</select>"),
        ("<ul id=\"notice-list\"", "</ul>"),
        ("<textarea", "</textarea>"),
        ("<code", "</code>"),
    ] {
        text = without(&text, open, close);
    }
    // A rules page's first paragraph is the definition's summary of the variant.
    if let Some((head, rest)) = text.split_once("</h1>")
        && let Some((first, after)) = rest.split_once("</p>")
        && first.trim_start().starts_with("<p>")
    {
        text = format!("{head}</h1>{after}");
    }
    // What is a name, not words: the definitions' own keys (by_piece_count) and the
    // notation that is called by its maker's name.
    text_of(&text)
        .split(' ')
        .filter(|w| !w.contains('_'))
        .collect::<Vec<_>>()
        .join(" ")
        .replace("Game Courier", "")
}

fn no_english(what: &str, html: &str) {
    let own = own_text(html);
    if english_lines(&own).is_empty() {
        return;
    }
    // Where each English word stands, for the failure to say what is left.
    let found: Vec<String> = own
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| crate::languages::ENGLISH.contains(&w.to_lowercase().as_str()))
        .map(|w| {
            let at = own.find(w).unwrap_or(0);
            own.chars()
                .skip(own[..at].chars().count().saturating_sub(30))
                .take(70)
                .collect()
        })
        .collect();
    panic!("English on {what}: {found:?}");
}

#[both_backends]
async fn a_japanese_visitor_reads_the_catalogue_and_shogi_in_its_players_words() {
    let app = spawn_app().await;
    let visitor = app.browser();
    let list = page_in(&visitor, "/variants", "ja").await;
    assert!(list.contains("<html lang=\"ja\">"), "{list}");
    for words in ["<h2>組み込み</h2>", "プレイヤー作", "チェスとその仲間", "ロビーの対局募集", ">将棋<"] {
        assert!(list.contains(words), "{words:?} missing from {list}");
    }
    no_english("/variants", &list);

    let shogi = page_in(&visitor, "/variants/shogi", "ja").await;
    assert!(shogi.contains("<h1>将棋</h1>"), "{shogi}");
    // Shogi's pieces by their shogi names, the promoted ones too; chess's are not used.
    for piece in ["<td>飛車</td>", "<td>角行</td>", "<td>歩兵</td>", "<td>と金</td>", "<td>竜王</td>"] {
        assert!(shogi.contains(piece), "{piece:?} missing from {shogi}");
    }
    assert!(!shogi.contains("<td>ルーク</td>"), "{shogi}");
    for words in ["初期配置", "指し手の入力", "このサーバーが適用するルール", "持ち駒を打つ手"] {
        assert!(shogi.contains(words), "{words:?} missing from {shogi}");
    }
    // The mechanics, each a sentence in Japanese with the definition's own parameters.
    assert!(shogi.contains("drops_onto_empty：持ち駒は"), "{shogi}");
    no_english("/variants/shogi", &shogi);

    // Xiangqi's pieces in the characters its Japanese players write.
    let xiangqi = page_in(&visitor, "/variants/xiangqi", "ja").await;
    for piece in ["<td>車</td>", "<td>炮／砲</td>", "<td>兵／卒</td>"] {
        assert!(xiangqi.contains(piece), "{piece:?} missing from {xiangqi}");
    }
    no_english("/variants/xiangqi", &xiangqi);

    // Without a language asked for, the page is as it was, the definitions' names kept.
    let english = visitor.get("/variants/shogi").await;
    assert!(english.contains("<html lang=\"en\">"));
    assert!(english.contains("How to enter moves"), "{}", english.body);
    assert!(!english.contains("飛車"));
}

#[both_backends]
async fn a_german_player_reads_chess_s_rules_and_the_new_game_form_in_german() {
    let app = spawn_app().await;
    let greta = app.player("lp_greta").await;
    speak(&greta, "de", "Europe/Berlin").await;

    let chess = greta.get("/variants/chess").await;
    assert!(chess.contains("<html lang=\"de\">"), "{}", chess.body);
    for words in [
        "<h1>Schach</h1>",
        "<td>Springer</td>",
        "<td>Läufer</td>",
        "<td>Dame</td>",
        "Ausgangsstellung",
        "Brett: 8 Linien mal 8 Reihen.",
        "Keine: die üblichen Spielregeln.",
        "Eine Partie Schach beginnen",
        "Kanonische Definition",
    ] {
        assert!(chess.contains(words), "{words:?} missing from {}", chess.body);
    }
    // The diagrams' words for a screen reader, too.
    assert!(chess.contains("Springer auf d4; zieht oder schlägt auf"), "{}", chess.body);
    no_english("/variants/chess", &chess.body);

    let form = greta.get("/games/new").await;
    for words in ["<h1>Neue Partie</h1>", "Bedenkzeit", "Tage pro Zug", "Ich spiele", "Einladung senden"] {
        assert!(form.contains(words), "{words:?} missing from {}", form.body);
    }
    assert!(form.contains("<optgroup label=\"Schach und seine Verwandten\">"), "{}", form.body);
    no_english("/games/new", &form.body);

    let editor = greta.get("/variants/new").await;
    for words in [
        "<h1>Neue Variante</h1>",
        ">Prüfen</button>",
        ">Entwurf speichern</button>",
        "Figurenzeichnungen",
        "Läufer und Springer vereint",
    ] {
        assert!(editor.contains(words), "{words:?} missing from {}", editor.body);
    }
    no_english("/variants/new", &editor.body);
    let source = "inherits = \"chess\"\nkey = \"lp-knights\"\nname = \"Knights\"\nsummary = \"x\"\n\n[pieces.N]\nname = \"Knight\"\nbetza = \"NW\"\nglyph = \"knight\"\n";
    let preview = greta
        .post(
            "/variants/new",
            &[("format", "pigeonpost"), ("source", source), ("action", "check")],
        )
        .await;
    for words in ["Vorschau: Knights", "Die Definition ist in Ordnung.", "Perft ab der Ausgangsstellung", "<td>Springer</td>"] {
        assert!(preview.contains(words), "{words:?} missing from {}", preview.body);
    }
    no_english("the editor's preview", &preview.body);

    let list = greta.get("/variants").await;
    assert!(list.contains("<h2 id=\"mine\">Deine Varianten</h2>"), "{}", list.body);
    no_english("/variants", &list.body);
}

/// A visitor's and a player's look at an event: what its page says before and after it
/// starts, with its times on the reader's clock.
async fn event_page(b: &Browser, id: i64) -> Page {
    let page = b.get(&format!("/tournaments/{id}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    page
}

#[both_backends]
async fn events_read_in_japanese_on_tokyo_s_clock_and_in_spanish() {
    let app = spawn_app_with_clock().await;
    // 2026-03-27 12:00 UTC.
    app.clock().set_ms(1_774_612_800_000);
    let org = app.player("lp_org").await;
    speak(&org, "ja", "Asia/Tokyo").await;

    let form = org.get("/tournaments/new").await;
    for words in ["<h1>大会を主催する</h1>", "スイス式：", "持ち時間", "参加受付を始める"] {
        assert!(form.contains(words), "{words:?} missing from {}", form.body);
    }
    assert!(form.contains("<code>sb</code> ゾンネボーン・ベルガー"), "{}", form.body);
    no_english("/tournaments/new", &form.body);

    let id = open_event(
        &org,
        &[
            ("name", "Cup"),
            ("format", "swiss"),
            ("rounds", "3"),
            ("tiebreaks", "bh,sb"),
            // On the organiser's clock, Tokyo's: 2026-04-01 00:00 UTC.
            ("starts_at", "2026-04-01T09:00"),
        ],
    )
    .await;
    let open = event_page(&org, id).await;
    for words in [
        "<html lang=\"ja\">",
        "</a>のスイス式、主催：",
        "参加受付中",
        "持ち時間：1手3日",
        // 2026-04-01 00:00 UTC, on Tokyo's clock.
        "2026年4月1日 09:00 JST の時点で参加者が",
        "タイブレーク（順に）：ブーフホルツ、ゾンネボーン・ベルガー",
        "参加者（0）",
    ] {
        assert!(open.contains(words), "{words:?} missing from {}", open.body);
    }
    no_english("an open event", &open.body);

    let list = page_in(&app.browser(), "/tournaments", "ja").await;
    for words in ["<h1>大会</h1>", "<td>スイス式</td>", "<td>参加受付中</td>", "<td>0 / 50</td>"] {
        assert!(list.contains(words), "{words:?} missing from {list}");
    }
    no_english("/tournaments", &list);

    enter_event(&app, id, &["lp_ann", "lp_bob", "lp_cid", "lp_dan"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let running = event_page(&org, id).await;
    for words in [
        "進行中",
        "第1ラウンド（全3ラウンド）",
        "<h2 id=\"standings\">順位表</h2>",
        "<th scope=\"col\">第1ラウンド</th>",
        "対局中",
        "対局の裁定",
    ] {
        assert!(running.contains(words), "{words:?} missing from {}", running.body);
    }
    no_english("a running event", &running.body);

    // The entrant's calendar in the words the calendar program asks for; its times in UTC.
    let calendar = page_in(
        &app.browser(),
        &format!("/tournaments/{id}/players/lp_ann/calendar.ics"),
        "ja",
    )
    .await;
    assert!(calendar.contains("SUMMARY:Cup：第1ラウンドの締め切り"), "{calendar}");
    assert!(calendar.contains("戦のあなたの手番"), "{calendar}");

    // A Spanish reader of the same event, by their browser's word.
    let spanish = page_in(&app.browser(), &format!("/tournaments/{id}"), "es").await;
    for words in ["<html lang=\"es\">", "Suizo de", "en curso", "Ronda 1 de 3", "Clasificación", "en juego"] {
        assert!(spanish.contains(words), "{words:?} missing from {spanish}");
    }
    no_english("a running event in Spanish", &spanish);
}

#[both_backends]
async fn a_knockout_s_bracket_reads_in_german() {
    let app = spawn_app().await;
    let org = app.player("lk_org").await;
    let id = open_event(&org, &[("format", "knockout"), ("max_entrants", "4")]).await;
    enter_event(&app, id, &["lk_ann", "lk_bob", "lk_cid"]).await;
    assert_eq!(org.post(&format!("/tournaments/{id}/start"), &[]).await.status, 200);
    let page = page_in(&app.browser(), &format!("/tournaments/{id}"), "de").await;
    for words in [
        "K.-o.-Turnier in",
        "Turnierbaum",
        "Halbfinale",
        "ein Freilos",
        "(gesetzt als 1)",
        "Ausgeschieden in",
    ] {
        assert!(page.contains(words), "{words:?} missing from {page}");
    }
    no_english("a knockout", &page);
}

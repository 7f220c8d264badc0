//! Each variant page teaches input: a "How to enter moves" section whose
//! worked examples are real legal turns of that variant, in both notations, after the
//! line of play the page shows.

use crate::support::spawn_app;
use pigeonpost_engine::notation;
use pigeonpost_engine::{Position, registry};

/// Undoes the HTML escaping of text inside an element.
fn unescape(s: &str) -> String {
    s.replace("&#x2f;", "/")
        .replace("&#47;", "/")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&quot;", "\"")
        .replace("&#34;", "\"")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// The rows of the examples table: (kind, when, full, abbreviated).
fn examples(body: &str) -> Vec<(String, String, String, String)> {
    let start = body
        .find("<table class=\"list examples\">")
        .expect("an examples table");
    let table = &body[start..start + body[start..].find("</table>").expect("table end")];
    table
        .split("<tr><td>")
        .skip(1)
        .map(|row| {
            let cells: Vec<String> = row
                .split("</td>")
                .take(4)
                .map(|c| {
                    let c = c.trim_start_matches("<td>");
                    unescape(c.trim_start_matches("<code>").trim_end_matches("</code>"))
                })
                .collect();
            (
                cells[0].clone(),
                cells[1].clone(),
                cells[2].clone(),
                cells[3].clone(),
            )
        })
        .collect()
}

/// The plies of "After 1. P e2-e4 1... p d7-d5 2. ...".
fn plies(when: &str) -> Vec<String> {
    let Some(line) = when.strip_prefix("After ") else {
        assert_eq!(when, "In the start position");
        return Vec::new();
    };
    let mut out: Vec<String> = Vec::new();
    for word in line.split(' ') {
        let number = word.trim_end_matches('.');
        if word.ends_with('.') && !number.is_empty() && number.bytes().all(|b| b.is_ascii_digit()) {
            out.push(String::new());
        } else if let Some(last) = out.last_mut() {
            if !last.is_empty() {
                last.push(' ');
            }
            last.push_str(word);
        }
    }
    out
}

fn resolve(pos: &Position, text: &str, key: &str) -> pigeonpost_engine::Turn {
    notation::resolve(pos, text)
        .unwrap_or_else(|e| panic!("{key}: `{text}` is not legal: {e}"))
        .turn
}

#[both_backends]
async fn every_variant_page_has_worked_examples_that_are_legal_in_both_notations() {
    let app = spawn_app().await;
    for key in registry::keys() {
        let v = registry::get(key).expect("hosted");
        let page = app.browser().get(&format!("/variants/{key}")).await;
        assert_eq!(page.status, 200, "{key}");
        assert!(page.contains("How to enter moves"), "{key}");
        let rows = examples(&page.body);
        assert!(
            rows.iter().any(|r| r.0 == "A move"),
            "{key}: a plain move among {rows:?}"
        );
        for (kind, when, full, abbreviated) in &rows {
            let mut pos = Position::start(&v);
            for ply in plies(when) {
                let turn = resolve(&pos, &ply, key);
                pos = pos.play(&turn).expect("legal");
            }
            let by_full = resolve(&pos, full, key);
            let by_short = resolve(&pos, abbreviated, key);
            assert_eq!(by_full, by_short, "{key} {kind}: {full} and {abbreviated}");
            assert!(
                notation::kinds(&by_full)
                    .iter()
                    .any(|k| k.title() == kind.as_str()),
                "{key}: {full} is not {kind}"
            );
        }
        let kinds: Vec<&str> = rows.iter().map(|r| r.0.as_str()).collect();
        let expect: &[&str] = match key {
            "chess" | "capablanca" => &["A capture", "Castling"],
            "meteoric" => &[
                "A drop from the reserve",
                "A drop that pushes a pawn forward",
            ],
            "culverin" => &["A drop that pushes a pawn forward"],
            "tandem84" => &[
                "A turn of two moves",
                "A move by way of the other board",
                "A swap",
            ],
            "palindromic" => &["A turn of two moves"],
            _ => &[],
        };
        for k in expect {
            assert!(kinds.contains(k), "{key}: {k} missing from {kinds:?}");
        }
    }
}

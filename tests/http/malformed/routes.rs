//! The table of every route the malformed-input walk sends to, and the check that it
//! matches the router: `the_table_knows_every_route` reads `.route("...")` calls in
//! the web layer's source and fails on a route the table lacks (or one it has that is
//! gone). To add a route, add a line to `ROUTES`.

use std::collections::BTreeSet;

#[derive(Clone, Copy, PartialEq)]
pub(crate) enum Method {
    Get,
    Post,
}

/// A query parameter or form field, with a value that is valid on its own, and, where a
/// malformed value could still be a legitimate one (an empty opponent means "anyone"),
/// another field set so that the request is refused anyway, after this field is read.
pub(crate) struct Field {
    pub(crate) name: &'static str,
    pub(crate) valid: &'static str,
    pub(crate) spoiler: Option<(&'static str, &'static str)>,
}

const fn f(name: &'static str, valid: &'static str) -> Field {
    Field {
        name,
        valid,
        spoiler: None,
    }
}

const fn spoilt(
    name: &'static str,
    valid: &'static str,
    by: (&'static str, &'static str),
) -> Field {
    Field {
        name,
        valid,
        spoiler: Some(by),
    }
}

pub(crate) struct Route {
    pub(crate) method: Method,
    /// `{id}` is the game in progress, `{invite}` the pending invitation by email,
    /// `{key}` a variant, `{token}` the invitation's token, `{name}` a built-in file,
    /// `{owner}/{slug}` a player's variant (rosa's, which does not exist), `{line}` a
    /// conditional line that does not exist, `{player}` a player who does not exist.
    pub(crate) path: &'static str,
    pub(crate) query: &'static [Field],
    pub(crate) form: &'static [Field],
}

const fn get(path: &'static str, query: &'static [Field]) -> Route {
    Route {
        method: Method::Get,
        path,
        query,
        form: &[],
    }
}

const fn post(path: &'static str, form: &'static [Field]) -> Route {
    Route {
        method: Method::Post,
        path,
        query: &[],
        form,
    }
}

const NEXT: &[Field] = &[f("next", "/my")];
const TAKEN: (&str, &str) = ("email", "rosa@example.org");
const NO_VARIANT: (&str, &str) = ("variant", "no-such-variant");
const EDITOR: &[Field] = &[
    f("format", "pigeonpost"),
    f(
        "source",
        "inherits = \"chess\"\nkey = \"probe\"\nname = \"Probe\"\n",
    ),
    f("name", "Probe"),
    f("description", "A probe."),
    f("action", "check"),
];

/// Every route. The player is rosa (White in game `{id}`, her move at ply 0, password
/// "correct horse"); sven is Black; `{invite}` is sven's invitation to an address.
pub(crate) const ROUTES: &[Route] = &[
    get("/", &[]),
    get("/variants", &[f("q", "gothic")]),
    get("/variants/{key}", &[]),
    get("/variants/new", &[]),
    // "check" only reads: no probe of the editor saves anything.
    post("/variants/new", EDITOR),
    get("/variants/{owner}/{slug}", &[f("version", "1")]),
    get("/variants/{owner}/{slug}/edit", &[]),
    post("/variants/{owner}/{slug}/edit", EDITOR),
    post("/variants/{owner}/{slug}/publish", &[]),
    post("/variants/{owner}/{slug}/unpublish", &[]),
    post("/variants/{owner}/{slug}/copy", &[]),
    post("/variants/{owner}/{slug}/rated", &[f("rated", "on")]),
    get("/my", &[]),
    // Live-update streams: answered with a stream (which the walk does not read) or
    // refused; `since` is the page version the stream resumes from.
    get("/my/events", &[f("since", "0123456789abcdef")]),
    get("/my/games.pgn", &[]),
    get("/register", NEXT),
    post(
        "/register",
        &[
            spoilt("username", "newcomer", TAKEN),
            spoilt("email", "newcomer@example.org", ("username", "rosa")),
            spoilt("password", "a long enough password", TAKEN),
            spoilt("next", "/my", TAKEN),
        ],
    ),
    get("/login", NEXT),
    post(
        "/login",
        &[
            f("name", "rosa"),
            f("password", "correct horse"),
            spoilt("next", "/my", ("password", "wrong horse")),
        ],
    ),
    post("/logout", &[]),
    get("/account", &[]),
    post(
        "/account/password",
        &[
            f("current", "correct horse"),
            spoilt("new", "another horse battery", ("current", "wrong horse")),
        ],
    ),
    // Each field with the other one wrong, so that no probe mails a link.
    post(
        "/account/email",
        &[
            spoilt("email", "rosa@new.example", ("password", "wrong horse")),
            spoilt("password", "correct horse", ("email", "not an address")),
        ],
    ),
    // Rosa's address is confirmed: there is no link to send again.
    post("/account/email/resend", &[]),
    // `{token}` is the invitation's, no confirmation or reset link's.
    get("/verify/{token}", &[]),
    get("/password/forgot", &[]),
    // No account has this address: the answer is the same, and nothing is stored.
    post("/password/forgot", &[f("email", "nobody@example.org")]),
    get("/password/reset/{token}", &[]),
    post(
        "/password/reset",
        &[
            f("token", "{token}"),
            f("new", "a long enough password"),
        ],
    ),
    // Unticked is what is stored already, so a blank or missing box changes nothing.
    post("/account/preferences", &[f("one_click", "on")]),
    // The defaults (the browser's language, UTC), which a new player has already: a
    // missing field is the default too, and a malformed one is refused.
    post("/account/locale", &[f("language", ""), f("time_zone", "")]),
    // The defaults, which a player without a row has already: a valid probe writes
    // nothing, and any field malformed or missing refuses the form.
    post(
        "/account/mail",
        &[
            f("moves", "every"),
            f("digest_hour", "8"),
            f("reminders", "on"),
            f("invitations", "on"),
        ],
    ),
    // `{token}` is the invitation's, no unsubscribe address: refused, whatever the body.
    get("/unsubscribe/{token}", &[]),
    post("/unsubscribe/{token}", &[f("List-Unsubscribe", "One-Click")]),
    // No session has this id: ending it would end nothing, whatever else is wrong.
    post("/account/sessions/end", &[f("id", "999999")]),
    post("/account/sessions/end-others", &[]),
    // Each field with the other one wrong, so that no probe makes a token.
    post(
        "/account/tokens",
        &[
            spoilt("name", "probe", ("scope", "admin")),
            spoilt("scope", "read", ("name", "")),
        ],
    ),
    // No token has this id: revoking it revokes nothing, whatever else is wrong.
    post("/account/tokens/revoke", &[f("id", "999999")]),
    // The form has no field: only a request without its token or with a body that is
    // not UTF-8 is walked, and both are refused before anything is made. Rosa has no
    // feed address, so revoking revokes nothing.
    post("/account/feed", &[]),
    post("/account/feed/revoke", &[]),
    // The walk's server keeps the default policy, under which this private address is
    // refused, so that no probe makes a webhook; no webhook has the id to delete.
    post("/account/webhooks", &[f("url", "https://10.0.0.1/hook")]),
    post("/account/webhooks/delete", &[f("id", "999999")]),
    // Each checkbox with another one wrong, so that no probe changes rosa's choices.
    post(
        "/account/push",
        &[
            spoilt("move", "on", ("instead", "maybe")),
            spoilt("invitation", "on", ("instead", "maybe")),
            spoilt("offer", "on", ("instead", "maybe")),
            spoilt("end", "on", ("instead", "maybe")),
            spoilt("deadline", "on", ("instead", "maybe")),
            spoilt("instead", "on", ("move", "maybe")),
        ],
    ),
    // The walk's server keeps the default policy, under which this private address is
    // refused (after the keys, which are RFC 8291's example's, are read), so that no
    // probe subscribes; no device has the id to remove.
    post(
        "/account/push/devices",
        &[
            f("endpoint", "https://10.0.0.1/push"),
            f(
                "p256dh",
                "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
            ),
            f("auth", "BTBZMqHH6r4Tts7J_aSIgg"),
        ],
    ),
    post("/account/push/devices/remove", &[f("id", "999999")]),
    get("/push/key", &[]),
    get("/manifest.webmanifest", &[]),
    get("/sw.js", &[]),
    get("/icon-192.png", &[]),
    get("/icon-512.png", &[]),
    // `{file}` is a secret no address has, with the feed's suffix.
    get("/feeds/my/{file}", &[]),
    get("/account/export", &[]),
    // Each field with the other one wrong, so that no probe deletes rosa's account.
    post(
        "/account/delete",
        &[
            spoilt(
                "password",
                "correct horse",
                ("confirmation", "keep my account"),
            ),
            spoilt(
                "confirmation",
                "delete my account",
                ("password", "wrong horse"),
            ),
        ],
    ),
    post("/account/mail/retry", &[]),
    get("/static/{name}", &[f("v", "0")]),
    get("/games/new", &[f("variant", "chess")]),
    post(
        "/games",
        &[
            f("variant", "chess"),
            spoilt("color", "white", NO_VARIANT),
            spoilt("opponent", "sven", NO_VARIANT),
            spoilt("time_control", "bank", NO_VARIANT),
            spoilt("days", "3", NO_VARIANT),
            spoilt("increment_days", "0", NO_VARIANT),
            spoilt("increment_hours", "12", NO_VARIANT),
            spoilt("cap_days", "10", NO_VARIANT),
            spoilt("grace_hours", "6", NO_VARIANT),
            spoilt("rules", "free", NO_VARIANT),
            spoilt("files", "10", NO_VARIANT),
            spoilt("ranks", "10", NO_VARIANT),
            spoilt("holes", "a1 j10", NO_VARIANT),
            spoilt("start", "1k8/10/10/10/10/10/10/10/10/4K5 w", NO_VARIANT),
            spoilt("rated", "on", NO_VARIANT),
            spoilt("min_rating", "1200", NO_VARIANT),
            spoilt("max_rating", "1800", NO_VARIANT),
            spoilt("message", "a friendly game", NO_VARIANT),
            spoilt("seek_days", "5", NO_VARIANT),
        ],
    ),
    get(
        "/games/{id}",
        &[
            f("ply", "0"),
            f("first", "P e2-e4"),
            f("move", "P e2-e4"),
            f("confirm", "resign"),
        ],
    ),
    get("/games/{id}/events", &[f("since", "0123456789abcdef")]),
    get("/games/{id}/pgn", &[]),
    get("/games/{id}/feed.atom", &[]),
    get(
        "/games/{id}/board.png",
        &[f("ply", "0"), f("side", "black")],
    ),
    post("/games/{id}/moves", &[f("ply", "0"), f("move", "P e2-e4")]),
    post("/games/{id}/resign", &[]),
    post("/games/{id}/abort", &[]),
    post("/games/{id}/claim-draw", &[]),
    post("/games/{id}/claim-win", &[]),
    post("/games/{id}/win/report", &[]),
    post("/games/{id}/win/confirm", &[]),
    post("/games/{id}/win/dispute", &[]),
    // Rosa is to move, so her line is refused whatever it says; `{line}` is no line.
    post("/games/{id}/conditionals", &[f("line", "p e7-e5\nN g1-f3")]),
    post("/games/{id}/conditionals/{line}/cancel", &[]),
    // The analysis board: rosa's tree is empty, so node 999999 is nobody's; a valid
    // move would grow the tree, so the move is what spoils the other fields.
    get(
        "/games/{id}/analysis",
        &[f("ply", "0"), f("node", "999999"), f("first", "P e2-e4"), f("move", "P e2-e4")],
    ),
    post(
        "/games/{id}/analysis/moves",
        &[spoilt("ply", "0", ("move", "Z z9-z9")), f("move", "P e2-e4")],
    ),
    post(
        "/games/{id}/analysis/import",
        &[spoilt("ply", "0", ("list", "Z z9-z9")), f("list", "1. e4 e5")],
    ),
    post("/games/{id}/analysis/note", &[f("node", "999999"), f("note", "a plan")]),
    post("/games/{id}/analysis/delete", &[f("node", "999999")]),
    // The game is in progress: publishing is refused whatever the field says.
    post("/games/{id}/analysis/publish", &[f("publish", "yes")]),
    post("/games/{id}/analysis/conditional", &[f("node", "999999")]),
    // Nobody's analysis: `{player}` is no player of the game.
    get("/games/{id}/analyses/{player}", &[f("node", "999999")]),
    // Any text is a note: the walk leaves `game_notes` out of its comparison.
    post("/games/{id}/note", &[f("note", "a plan")]),
    // Lines and reports are free text: sent to the invitation, which has no conversation
    // yet, so that what is well-formed is refused too, after it was read.
    post("/games/{invite}/conversation", &[f("line", "good luck")]),
    post("/games/{invite}/report", &[f("words", "rude words")]),
    // A box ticked is "on"; unticked, the game's choices stay as they are (none).
    post("/games/{id}/privacy", &[f("private", "on")]),
    get("/games/{id}/conversation", &[]),
    get("/games/{id}/privacy", &[]),
    get("/games/{id}/report", &[]),
    get("/games/{id}/moves", &[]),
    get("/games/{id}/note", &[]),
    get("/games/{id}/conditionals", &[]),
    get("/games/{id}/accept", &[]),
    get("/games/{id}/decline", &[]),
    get("/games/{id}/withdraw", &[]),
    get("/watch", &[f("variant", "chess"), f("player", "rosa")]),
    // The lobby's live-update stream; `since` is the version it resumes from.
    get("/lobby/events", &[f("since", "0-0-0")]),
    get(
        "/lobby",
        &[
            f("variant", "chess"),
            f("family", "chess"),
            f("time_control", "move"),
            f("rated", "rated"),
        ],
    ),
    get(
        "/players/{username}",
        &[
            f("variant", "chess"),
            f("result", "won"),
            f("colour", "white"),
            f("opponent", "sven"),
            f("rated", "rated"),
            f("from", "2026-01-01"),
            f("until", "2026-12-31"),
            f("page", "1"),
        ],
    ),
    get("/tournaments", &[]),
    get("/tournaments/new", &[]),
    post(
        "/tournaments",
        &[
            f("variant", "chess"),
            spoilt("name", "Club autumn event", NO_VARIANT),
            spoilt("format", "round_robin", NO_VARIANT),
            spoilt("rounds", "2", NO_VARIANT),
            spoilt("rated", "on", NO_VARIANT),
            spoilt("max_entrants", "12", NO_VARIANT),
            spoilt("round_days", "14", NO_VARIANT),
            spoilt("tiebreaks", "sb,win", NO_VARIANT),
            spoilt("min_rating", "1200", NO_VARIANT),
            spoilt("min_games", "3", NO_VARIANT),
            spoilt("standing_plies", "10", NO_VARIANT),
            spoilt("max_timeouts", "2", NO_VARIANT),
            spoilt("time_control", "bank", NO_VARIANT),
            spoilt("days", "3", NO_VARIANT),
            spoilt("increment_days", "0", NO_VARIANT),
            spoilt("increment_hours", "12", NO_VARIANT),
            spoilt("cap_days", "10", NO_VARIANT),
            spoilt("grace_hours", "6", NO_VARIANT),
        ],
    ),
    // `{id}` is a game's id, which no event has.
    get("/tournaments/{id}", &[]),
    get("/tournaments/{id}/crosstable.trf", &[]),
    get("/tournaments/{id}/feed.atom", &[]),
    get("/tournaments/{id}/players/{username}/calendar.ics", &[]),
    post("/tournaments/{id}/join", &[]),
    post("/tournaments/{id}/leave", &[]),
    post("/tournaments/{id}/start", &[]),
    get("/tournaments/{id}/join", &[]),
    get("/tournaments/{id}/leave", &[]),
    get("/tournaments/{id}/start", &[]),
    post("/tournaments/{id}/rulings", &[]),
    get("/tournaments/{id}/rulings", &[]),
    // A built-in's leaderboard (`{owner}` is where a variant key stands).
    get("/variants/{owner}/leaderboard", &[]),
    get("/variants/{owner}/{slug}/leaderboard", &[]),
    get("/operator/reports", &[]),
    // A name no player has: nothing to block or unblock.
    post("/account/blocks", &[f("name", "nobody_at_all")]),
    post("/account/blocks/remove", &[f("name", "nobody_at_all")]),
    post("/games/{id}/draw/offer", &[]),
    post("/games/{id}/draw/accept", &[]),
    post("/games/{id}/draw/decline", &[]),
    post("/games/{id}/takeback/request", &[]),
    post("/games/{id}/takeback/accept", &[]),
    post("/games/{id}/takeback/decline", &[]),
    get("/vacation", &[]),
    post("/vacation", &[f("days", "3")]),
    post("/vacation/end", &[]),
    post("/games/{invite}/accept", &[f("token", "{token}")]),
    post("/games/{invite}/decline", &[f("token", "{token}")]),
    post("/games/{invite}/withdraw", &[]),
    get("/invitations/{token}", &[]),
    // The JSON API's document (the API's operations are walked by tests/http/api.rs and
    // by schemathesis; they are registered from their documentation, not `.route`).
    get("/api/v1/openapi.json", &[]),
];

/// The methods and paths the router serves, read from the web layer's source, and the
/// game's buttons, whose routes are made from their list (`Agreement::ALL`).
fn served_routes() -> BTreeSet<(String, String)> {
    let mut served: BTreeSet<(String, String)> = pigeonpost::app::play::agreements::Agreement::ALL
        .iter()
        .map(|kind| ("POST".to_string(), format!("/games/{{id}}/{}", kind.path())))
        .collect();
    let mut files = vec![std::path::PathBuf::from(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/web/src"
    ))];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(
                std::fs::read_dir(&path)
                    .expect("read dir")
                    .map(|e| e.expect("entry").path()),
            );
            continue;
        }
        let text = std::fs::read_to_string(&path).expect("read source");
        for (start, _) in text.match_indices(".route(") {
            let call = balanced(&text[start + ".route".len()..]);
            let Some(path) = call.split('"').nth(1) else {
                continue;
            };
            // A path made with `format!` is one of a list's, counted above.
            if path.contains("{}") {
                continue;
            }
            for method in ["get", "post", "put", "patch", "delete"] {
                let used = call
                    .match_indices(&format!("{method}("))
                    .any(|(i, _)| !call[..i].ends_with(|c: char| c.is_alphanumeric() || c == '_'));
                if used {
                    served.insert((method.to_uppercase(), path.to_string()));
                }
            }
        }
    }
    served
}

/// The parenthesised text at the start of `text`, parentheses included.
fn balanced(text: &str) -> &str {
    let mut depth = 0;
    for (i, c) in text.char_indices() {
        match c {
            '(' => depth += 1,
            ')' if depth == 1 => return &text[..=i],
            ')' => depth -= 1,
            _ => {}
        }
    }
    text
}

#[test]
fn the_table_knows_every_route() {
    let table: BTreeSet<(String, String)> = ROUTES
        .iter()
        .map(|r| {
            let method = if r.method == Method::Get {
                "GET"
            } else {
                "POST"
            };
            (method.to_string(), r.path.replace("{invite}", "{id}"))
        })
        .collect();
    let served = served_routes();
    let missing: Vec<_> = served.difference(&table).collect();
    let stale: Vec<_> = table.difference(&served).collect();
    assert!(
        missing.is_empty() && stale.is_empty(),
        "routes served but not in ROUTES (tests/http/malformed/routes.rs): {missing:?}; in ROUTES but not served: {stale:?}"
    );
}

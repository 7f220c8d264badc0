use super::*;

#[test]
fn every_shipped_file_parses() {
    assert_eq!(faults(), Vec::<String>::new());
}

#[test]
fn no_language_defines_a_message_twice() {
    // A bundle keeps the first of two messages with one id and drops the other, so a
    // second file reusing an id would lose its words without a word of warning.
    for (tag, files) in FILES {
        let mut seen = std::collections::BTreeMap::new();
        for (name, text) in *files {
            for id in message_ids(text) {
                if let Some(first) = seen.insert(id.clone(), *name) {
                    panic!("{tag}: {id} is defined in {first} and in {name}");
                }
            }
        }
    }
}

#[test]
fn every_shipped_language_has_every_message() {
    let mut short = Vec::new();
    for tr in shipped() {
        let missing = missing(tr);
        if !missing.is_empty() {
            short.push(format!("{}: {}", tr.tag(), missing.join(", ")));
        }
    }
    assert!(
        short.is_empty(),
        "messages shown in English for want of a translation:\n{}",
        short.join("\n")
    );
    assert!(
        shipped().count() >= 4,
        "English and at least three translations ship"
    );
}

#[test]
fn every_language_formats_every_message_without_a_fault() {
    // Each message formatted with every value it names as text: a selector on a
    // value the message does not get, or a reference to a missing term, is a fault.
    let names = value_names();
    for tr in shipped() {
        for id in source_ids() {
            let message = tr.language.bundle.get_message(&id).expect("checked above");
            let Some(pattern) = message.value() else {
                continue;
            };
            let mut errors = Vec::new();
            let mut args = FluentArgs::new();
            for name in &names {
                args.set(name.as_str(), FluentValue::from("x"));
            }
            tr.language
                .bundle
                .format_pattern(pattern, Some(&args), &mut errors);
            assert!(errors.is_empty(), "{}: {id}: {errors:?}", tr.tag());
        }
    }
}

/// Every `$name` any shipped file uses, so that each message gets every value it names.
fn value_names() -> std::collections::BTreeSet<String> {
    FILES
        .iter()
        .flat_map(|(_, files)| files.iter())
        .flat_map(|(_, text)| value_names_in(text))
        .map(str::to_string)
        .collect()
}

#[test]
fn a_missing_message_falls_back_to_the_source_then_to_its_id() {
    let de = Tr::by_tag("de").unwrap();
    assert_eq!(de.t("nav-variants"), "Varianten");
    assert_eq!(de.t("no-such-message"), "no-such-message");
}

#[test]
fn the_account_choice_outranks_the_browser() {
    assert_eq!(Tr::choose(Some("ja"), Some("de")).tag(), "ja");
    assert_eq!(Tr::choose(None, Some("de-AT, en;q=0.5")).tag(), "de");
    assert_eq!(Tr::choose(Some("xx"), Some("es")).tag(), "es");
    assert_eq!(Tr::choose(None, None).tag(), "en");
    assert_eq!(Tr::choose(None, Some("fr")).tag(), "en");
}

#[test]
fn plurals_and_values_follow_the_language() {
    let en = Tr::source();
    assert_eq!(en.t1("time-left-days", "days", 1), "1 day left");
    assert_eq!(en.t1("time-left-days", "days", 3), "3 days left");
    let de = Tr::by_tag("de").unwrap();
    assert_eq!(de.t1("time-left-hours", "hours", 1), "noch 1 Stunde");
    assert_eq!(de.t1("time-left-hours", "hours", 5), "noch 5 Stunden");
    let es = Tr::by_tag("es").unwrap();
    assert_eq!(es.t1("time-left-days", "days", 2), "quedan 2 días");
    // A message missing a value it needs falls back rather than showing a hole.
    assert_eq!(en.t1("game-label", "variant", "Chess"), "game-label");
}

#[test]
fn markup_messages_escape_their_values() {
    let en = Tr::source();
    let html = en.html1("login-no-account-html", "register", "/register?next=<x>");
    assert!(html.contains("href=\"/register?next=&lt;x&gt;\""), "{html}");
}

#[test]
fn dates_and_numbers_are_written_as_each_language_writes_them() {
    let at = Civil {
        year: 2026,
        month: 3,
        day: 1,
        hour: 14,
        minute: 5,
        zone: "CET".into(),
    };
    assert_eq!(Tr::source().date_time(&at), "2026-03-01 14:05 CET");
    assert_eq!(
        Tr::by_tag("de").unwrap().date_time(&at),
        "01.03.2026, 14:05 CET"
    );
    assert_eq!(
        Tr::by_tag("ja").unwrap().date_time(&at),
        "2026年3月1日 14:05 CET"
    );
    assert_eq!(Tr::by_tag("es").unwrap().date(&at), "01/03/2026");
    assert_eq!(Tr::source().int(1234567), "1,234,567");
    assert_eq!(Tr::by_tag("de").unwrap().int(-1234), "-1.234");
    assert_eq!(Tr::source().int(999), "999");
}

#[test]
fn a_kept_message_reads_back_with_its_values_in_each_language() {
    let kept = Said::stored(
        "time-left-days",
        vec![
            ("days", Value::Number(3)),
            ("unused-here", Value::Number(1)),
        ],
    );
    // A value no shipped message uses is no value of a message: the record is not read.
    assert_eq!(kept, None);
    let kept = Said::stored("time-left-days", vec![("days", Value::Number(3))]).unwrap();
    assert_eq!(kept.words(Tr::source()), "3 days left");
    assert_eq!(kept.words(Tr::by_tag("es").unwrap()), "quedan 3 días");
    assert_eq!(Said::stored("no-such-message", Vec::new()), None);
}

#[test]
fn a_moment_and_a_quoted_message_are_written_in_the_sentence_s_language() {
    let at = Civil {
        year: 2026,
        month: 3,
        day: 1,
        hour: 14,
        minute: 5,
        zone: "CET".into(),
    };
    let (en, de) = (Tr::source(), Tr::by_tag("de").unwrap());
    let passed = Said::with("refused-event-start-passed", [("at", at.into())]);
    assert!(
        passed.words(en).contains("2026-03-01 14:05 CET has passed"),
        "{passed}"
    );
    assert!(
        passed
            .words(de)
            .contains("01.03.2026, 14:05 CET ist vorbei")
    );
    let why = Said::with(
        "refused-event-too-few-entrants",
        [("fewest", Value::Number(3)), ("count", Value::Number(1))],
    );
    let notice = Said::with("notice-event-not-started", [("why", why.into())]);
    assert!(
        notice
            .words(de)
            .contains("(ein Turnier braucht zum Start mindestens 3 Teilnehmer; es hat 1)"),
        "{}",
        notice.words(de)
    );
    assert!(
        notice
            .to_string()
            .contains("(an event needs at least 3 entrants")
    );
}

#[test]
fn waits_are_written_to_the_second_then_in_whole_minutes() {
    let en = Tr::source();
    assert_eq!(en.wait(0), "1 second");
    assert_eq!(en.wait(45), "45 seconds");
    assert_eq!(en.wait(121), "3 minutes");
    let de = Tr::by_tag("de").unwrap();
    assert_eq!(de.wait(1), "1 Sekunde");
    assert_eq!(de.wait(121), "3 Minuten");
    assert_eq!(Tr::by_tag("ja").unwrap().wait(60), "60秒");
}

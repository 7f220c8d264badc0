//! A check that the templates write no words of their own: every sentence a reader
//! sees comes from the message files (`pigeonpost-i18n`), so it exists in every
//! shipped language.

/// The words a template writes itself: text between its tags, and the values of the
/// attributes a reader is shown (`alt`, `title`, `aria-label`, `placeholder`), once
/// its template code (`{{ }}`, `{% %}`, `{# #}`) is taken out.
fn own_words(template: &str) -> Vec<String> {
    let code_free = strip(&strip(&strip(template, "{#", "#}"), "{%", "%}"), "{{", "}}");
    let mut words = Vec::new();
    let mut rest = code_free.as_str();
    while let Some(open) = rest.find('<') {
        words.extend(letters(&rest[..open]));
        let Some(close) = rest[open..].find('>') else {
            break;
        };
        let tag = &rest[open..open + close];
        for attribute in ["alt=\"", "title=\"", "aria-label=\"", "placeholder=\""] {
            if let Some(at) = tag.find(attribute) {
                let value = &tag[at + attribute.len()..];
                words.extend(letters(&value[..value.find('"').unwrap_or(value.len())]));
            }
        }
        // A script or style element's body is code, not words.
        let skip_to = ["<script", "<style"]
            .iter()
            .find(|t| tag.starts_with(**t))
            .and_then(|t| rest[open..].find(&format!("</{}", &t[1..])));
        rest = &rest[open + skip_to.unwrap_or(close + 1)..];
    }
    words.extend(letters(rest));
    words
}

fn strip(text: &str, open: &str, close: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
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

/// Runs of two letters or more: words, as opposed to the punctuation and numbers a
/// template may write between values.
fn letters(text: &str) -> Vec<String> {
    // A character reference (`&times;`) is a sign, not a word.
    let mut signs_out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(at) = rest.find('&') {
        signs_out.push_str(&rest[..at]);
        let tail = &rest[at + 1..];
        let name_len = tail
            .find(|c: char| !c.is_ascii_alphanumeric() && c != '#')
            .unwrap_or(tail.len());
        rest = match tail[name_len..].starts_with(';') && name_len > 0 {
            true => &tail[name_len + 1..],
            false => {
                signs_out.push('&');
                tail
            }
        };
    }
    signs_out.push_str(rest);
    signs_out
        .split(|c: char| !c.is_alphabetic())
        .filter(|w| w.chars().count() >= 2)
        .map(str::to_string)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn templates() -> Vec<(String, String)> {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("templates");
        let mut all: Vec<(String, String)> = std::fs::read_dir(&dir)
            .expect("templates/")
            .map(|e| e.expect("an entry").path())
            .filter(|p| p.extension().is_some_and(|x| x == "html"))
            .map(|p| {
                let name = p.file_name().unwrap().to_string_lossy().into_owned();
                (name, std::fs::read_to_string(&p).expect("a template"))
            })
            .collect();
        all.sort();
        all
    }

    #[test]
    fn translated_templates_write_no_words_of_their_own() {
        let mut faults = Vec::new();
        for (name, text) in templates() {
            let words = own_words(&text);
            if !words.is_empty() {
                faults.push(format!("{name} writes {words:?}"));
            }
        }
        assert!(faults.is_empty(), "{}", faults.join("\n"));
    }

    #[test]
    fn a_character_reference_is_not_a_word() {
        assert!(letters(" &times; {{ n }}").is_empty());
        assert_eq!(letters("Salt &amp; pepper"), ["Salt", "pepper"]);
    }

    #[test]
    fn the_check_finds_words_in_text_and_shown_attributes_only() {
        let t = r#"<p class="x">{{ a }}: {{ b }}</p><img alt="The board" src="/x.png">
            {% if a %}<a href="/y" title="{{ t }}">{{ nav.tr.t("go") }}</a>{% endif %}
            <script>var x = "ignored";</script> Hello"#;
        assert_eq!(own_words(t), vec!["The", "board", "Hello"]);
        assert!(own_words("{# a comment #}<p>#{{ id }} · 12</p>").is_empty());
    }
}

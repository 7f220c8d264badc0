//! Reading forms out of the server's pages as a browser would: find the form that posts to
//! an address and collect its hidden fields (the CSRF token among them). The pages come
//! from our own templates, so a small scanner is enough; it does not compute anything the
//! server would have put there.

/// The hidden fields of the first `<form>` whose `action` is `action`, in page order;
/// `None` when the page has no such form.
pub fn hidden_fields(page: &str, action: &str) -> Option<Vec<(String, String)>> {
    let needle = format!("action=\"{action}\"");
    let mut from = 0;
    while let Some(at) = page[from..].find("<form") {
        let start = from + at;
        let end = page[start..]
            .find("</form>")
            .map_or(page.len(), |e| start + e);
        let form = &page[start..end];
        let tag_end = form.find('>').unwrap_or(form.len());
        if form[..tag_end].contains(&needle) {
            return Some(inputs(&form[tag_end..]));
        }
        from = end;
    }
    None
}

fn inputs(body: &str) -> Vec<(String, String)> {
    let mut out = Vec::new();
    let mut rest = body;
    while let Some(at) = rest.find("<input") {
        let tag = &rest[at..];
        let end = tag.find('>').unwrap_or(tag.len());
        let tag = &tag[..end];
        if attribute(tag, "type").as_deref() == Some("hidden")
            && let Some(name) = attribute(tag, "name")
        {
            out.push((name, attribute(tag, "value").unwrap_or_default()));
        }
        rest = &rest[at + end..];
    }
    out
}

fn attribute(tag: &str, name: &str) -> Option<String> {
    let needle = format!(" {name}=\"");
    let start = tag.find(&needle)? + needle.len();
    let len = tag[start..].find('"')?;
    Some(unescape(&tag[start..start + len]))
}

/// The entities askama writes when escaping an attribute value.
fn unescape(text: &str) -> String {
    text.replace("&quot;", "\"")
        .replace("&#x27;", "'")
        .replace("&#39;", "'")
        .replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&amp;", "&")
}

/// A short, single-line excerpt of a page for error messages: the text of its first
/// `role="alert"` paragraph when there is one, else its title.
pub fn gist(page: &str) -> String {
    let pick = |open: &str, close: &str| {
        let start = page.find(open)?;
        let inner = &page[start..];
        let body = inner.find('>')? + 1;
        let len = inner[body..].find(close)?;
        Some(unescape(inner[body..body + len].trim()))
    };
    pick("role=\"alert\"", "</p>")
        .or_else(|| pick("<title", "</title>"))
        .unwrap_or_else(|| page.chars().take(120).collect())
}

#[cfg(test)]
mod tests {
    use super::*;

    const PAGE: &str = r#"<title>Game - Pigeonpost</title>
<form class="inline" method="post" action="/logout">
  <input type="hidden" name="csrf" value="aaa">
</form>
<form method="post" action="/games/7/moves" id="move-form" class="stacked">
  <input type="hidden" name="csrf" value="bbb">
  <input type="hidden" name="ply" value="12">
  <p class="error" role="alert" id="move-error">that is not &quot;legal&quot;</p>
  <label>Your move <input name="move" value="" id="move"></label>
</form>"#;

    #[test]
    fn the_hidden_fields_of_the_form_posting_to_an_address_are_read() {
        let fields = hidden_fields(PAGE, "/games/7/moves").expect("form");
        assert_eq!(
            fields,
            vec![("csrf".into(), "bbb".into()), ("ply".into(), "12".into())]
        );
        assert_eq!(
            hidden_fields(PAGE, "/logout"),
            Some(vec![("csrf".into(), "aaa".into())])
        );
        assert_eq!(hidden_fields(PAGE, "/games/8/moves"), None);
    }

    #[test]
    fn the_gist_is_the_alert_text_or_the_title() {
        assert_eq!(gist(PAGE), "that is not \"legal\"");
        assert_eq!(gist("<title>Log in</title>"), "Log in");
    }
}

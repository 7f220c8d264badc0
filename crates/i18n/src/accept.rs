//! Choosing a language from `Accept-Language` (RFC 9110, section 12.5.4): the ranges in
//! the order of their weights (the first written wins a tie), each matched by RFC 4647's
//! "lookup" (section 3.4), which drops subtags from the end until a tag is offered, so
//! "de-CH-1996" finds "de". A range of weight 0 is refused, and "*" asks for nothing in
//! particular.

/// The offered tag `header` prefers most, if it accepts any.
pub fn preferred<'a>(header: &str, offered: &[&'a str]) -> Option<&'a str> {
    let mut ranges: Vec<(u16, usize, &str)> = header
        .split(',')
        .enumerate()
        .filter_map(|(at, item)| {
            let mut parts = item.split(';').map(str::trim);
            let range = parts.next().filter(|r| !r.is_empty())?;
            let weight = parts
                .find_map(|p| {
                    p.strip_prefix("q=")
                        .or_else(|| p.strip_prefix("Q="))
                        .map(qvalue)
                })
                .unwrap_or(Some(1000))?;
            Some((weight, at, range))
        })
        .collect();
    ranges.sort_by(|a, b| b.0.cmp(&a.0).then(a.1.cmp(&b.1)));
    ranges
        .into_iter()
        .filter(|(weight, _, range)| *weight > 0 && *range != "*")
        .find_map(|(_, _, range)| lookup(range, offered))
}

/// A weight in thousandths: "1", "1.000", "0.8", "0.125"; None if it is not one.
fn qvalue(q: &str) -> Option<u16> {
    let (whole, fraction) = q.split_once('.').unwrap_or((q, ""));
    if fraction.len() > 3 || !fraction.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let thousandths: u16 = format!("{fraction:0<3}").parse().ok()?;
    match whole {
        "0" => Some(thousandths),
        "1" if thousandths == 0 => Some(1000),
        _ => None,
    }
}

/// RFC 4647 lookup of one range: the range, then shorter and shorter prefixes of it (a
/// single-letter subtag such as "x" is dropped with the one after it).
fn lookup<'a>(range: &str, offered: &[&'a str]) -> Option<&'a str> {
    let mut range = range;
    loop {
        if let Some(tag) = offered.iter().find(|t| t.eq_ignore_ascii_case(range)) {
            return Some(tag);
        }
        let cut = range.rfind('-')?;
        range = &range[..cut];
        if range.len() >= 2 && range.as_bytes()[range.len() - 2] == b'-' {
            range = &range[..range.len() - 2];
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const OFFERED: &[&str] = &["en", "de", "es", "ja"];

    #[test]
    fn the_heaviest_offered_range_wins() {
        assert_eq!(
            preferred("fr-CH, fr;q=0.9, de;q=0.8, en;q=0.7", OFFERED),
            Some("de")
        );
        assert_eq!(preferred("en;q=0.5, ja", OFFERED), Some("ja"));
        assert_eq!(preferred("es-419", OFFERED), Some("es"));
        assert_eq!(preferred("DE-at", OFFERED), Some("de"));
    }

    #[test]
    fn ties_go_to_the_first_written() {
        assert_eq!(preferred("ja;q=0.5, de;q=0.5", OFFERED), Some("ja"));
    }

    #[test]
    fn refused_wildcard_and_unknown_ranges_choose_nothing() {
        assert_eq!(preferred("de;q=0", OFFERED), None);
        assert_eq!(preferred("*", OFFERED), None);
        assert_eq!(preferred("fr, zh-Hant-TW", OFFERED), None);
        assert_eq!(preferred("", OFFERED), None);
        assert_eq!(preferred(";;,,;q=", OFFERED), None);
    }

    #[test]
    fn a_malformed_weight_drops_its_range_only() {
        assert_eq!(
            preferred("de;q=2, es;q=0.1234, ja;q=0.3", OFFERED),
            Some("ja")
        );
    }

    #[test]
    fn lookup_drops_a_singleton_with_its_subtag() {
        assert_eq!(lookup("de-x-private", OFFERED), Some("de"));
        assert_eq!(lookup("de-CH-1996", OFFERED), Some("de"));
    }
}

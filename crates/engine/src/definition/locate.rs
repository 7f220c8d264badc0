//! Where in a definition's text a problem stands, so an editor can point at it. A
//! problem is reported as `path: reason` (`pieces.N.betza: ...`, `reserve.slots[2].piece:
//! ...`); the path is looked up in the text's own syntax tree, which keeps the place of
//! every key. TOML syntax errors carry their place in their message, and a Fairy-Stockfish
//! import problem starts with `file:line:`. A path that the text does not spell (it came
//! from a parent through `inherits`) has no place.

use toml::de::{DeTable, DeValue};

/// A place in a text: 1-based line and column (in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Location {
    pub line: usize,
    pub column: usize,
}

/// Where `problem` stands in `source`, if it can be told.
pub fn locate(source: &str, problem: &str) -> Option<Location> {
    syntax_place(problem)
        .or_else(|| import_line(problem))
        .or_else(|| {
            let (path, reason) = problem.split_once(": ")?;
            let (key, value) = path_offset(source, path)?;
            // A problem inside a string value (a Betza string's "at character 3") points
            // at that character; any other at the key.
            let offset = value
                .and_then(|value| within_string(source, value, reason))
                .unwrap_or(key);
            Some(location_of(source, offset))
        })
}

/// The byte offset of the character a problem's `at character N` names, within the
/// string value at `value` (its span in `source`), if the value is a plain quoted string
/// that long.
fn within_string(source: &str, value: std::ops::Range<usize>, reason: &str) -> Option<usize> {
    let rest = &reason[reason.find("at character ")? + "at character ".len()..];
    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
    let n: usize = digits.parse().ok().filter(|&n| n > 0)?;
    let text = source.get(value.clone())?;
    let quote = text.chars().next().filter(|&c| c == '"' || c == '\'')?;
    let inner = text.get(1..text.len().checked_sub(1)?)?;
    // An escape (`\"`) would shift the characters: only a literal string is counted.
    if quote == '"' && inner.contains('\\') {
        return None;
    }
    let (at, _) = inner.char_indices().nth(n - 1)?;
    Some(value.start + 1 + at)
}

/// `TOML parse error at line 3, column 7`.
fn syntax_place(problem: &str) -> Option<Location> {
    let rest = &problem[problem.find("at line ")? + "at line ".len()..];
    let (line, rest) = rest.split_once(", column ")?;
    let column: String = rest.chars().take_while(char::is_ascii_digit).collect();
    Some(Location {
        line: line.trim().parse().ok()?,
        column: column.parse().ok()?,
    })
}

/// `variants.ini:12: ...`.
fn import_line(problem: &str) -> Option<Location> {
    let mut parts = problem.splitn(3, ':');
    let (_file, line, _) = (parts.next()?, parts.next()?, parts.next()?);
    let line = line.trim().parse().ok().filter(|&n| n > 0)?;
    Some(Location { line, column: 1 })
}

/// One step of a problem's path.
enum Step<'a> {
    Key(&'a str),
    Index(usize),
}

fn steps(path: &str) -> Option<Vec<Step<'_>>> {
    let mut out = Vec::new();
    for segment in path.split('.') {
        let (key, mut rest) = match segment.find('[') {
            Some(i) => (&segment[..i], &segment[i..]),
            None => (segment, ""),
        };
        let plain = |c: char| c.is_ascii_alphanumeric() || c == '_' || c == '-' || c == '~';
        if key.is_empty() || !key.chars().all(plain) {
            return None;
        }
        out.push(Step::Key(key));
        while let Some(inner) = rest.strip_prefix('[') {
            let (n, after) = inner.split_once(']')?;
            out.push(Step::Index(n.parse().ok()?));
            rest = after;
        }
        if !rest.is_empty() {
            return None;
        }
    }
    Some(out)
}

/// The byte offset of the deepest part of `path` that the text spells, and the span of
/// its value where the whole path is spelt and leads to a value that is no table.
fn path_offset(source: &str, path: &str) -> Option<(usize, Option<std::ops::Range<usize>>)> {
    let tree = DeTable::parse(source).ok()?;
    let mut table: &DeTable = tree.get_ref();
    let mut array: Option<&[toml::Spanned<DeValue>]> = None;
    let mut found = None;
    let mut leaf = None;
    for step in steps(path)? {
        let value = match (step, array) {
            (Step::Key(k), None) => {
                let Some((key, value)) = table.iter().find(|(key, _)| key.get_ref() == k) else {
                    return found.map(|f| (f, None));
                };
                found = Some(key.span().start);
                value
            }
            (Step::Index(i), Some(items)) => {
                let Some(value) = items.get(i) else {
                    return found.map(|f| (f, None));
                };
                found = Some(value.span().start);
                value
            }
            _ => return found.map(|f| (f, None)),
        };
        array = None;
        leaf = None;
        match value.get_ref() {
            DeValue::Table(t) => table = t,
            DeValue::Array(items) => array = Some(&items[..]),
            _ => leaf = Some(value.span()),
        }
    }
    found.map(|f| (f, leaf))
}

fn location_of(source: &str, offset: usize) -> Location {
    let before = &source[..offset.min(source.len())];
    let line = before.matches('\n').count() + 1;
    let line_start = before.rfind('\n').map_or(0, |i| i + 1);
    Location {
        line,
        column: before[line_start..].chars().count() + 1,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const SOURCE: &str = "inherits = \"chess\"\nkey = \"x\"\n\n[pieces.N]\nname = \"Knight\"\nbetza = \"Q9\"\n\n[reserve]\nslots = [{ piece = \"Q\" }, { piece = \"Z\" }]\n";

    #[test]
    fn a_key_path_points_at_its_key() {
        let at = locate(SOURCE, "pieces.N.betza: 'Q9' is not a piece").unwrap();
        assert_eq!(at, Location { line: 6, column: 1 });
    }

    #[test]
    fn a_betza_problem_points_at_its_character() {
        let source = "[pieces.N]\nbetza = \"N!W\"\n";
        let at = locate(
            source,
            "pieces.N.betza: \"N!W\" at character 2: no such piece",
        )
        .unwrap();
        assert_eq!(
            at,
            Location {
                line: 2,
                column: 11
            }
        );
        assert_eq!(&source.lines().nth(1).unwrap()[at.column - 1..][..1], "!");
        // Past the end of the string, or in one with escapes: the key.
        let at = locate(source, "pieces.N.betza: at character 9: too short").unwrap();
        assert_eq!(at, Location { line: 2, column: 1 });
    }

    #[test]
    fn an_array_index_points_at_its_element() {
        let at = locate(SOURCE, "reserve.slots[1].piece: no piece 'Z'").unwrap();
        assert_eq!(at.line, 9);
        assert_eq!(
            &SOURCE.lines().nth(8).unwrap()[at.column - 1..][..7],
            "piece ="
        );
    }

    #[test]
    fn a_path_from_a_parent_points_at_what_the_text_spells() {
        assert_eq!(locate(SOURCE, "board.holes: bad"), None);
        assert_eq!(
            locate(SOURCE, "pieces.K.betza: bad").map(|l| l.line),
            Some(4)
        );
    }

    #[test]
    fn syntax_errors_and_import_problems_carry_their_place() {
        let e = toml::from_str::<toml::Table>("a = 1\nb = = 2\n").unwrap_err();
        let at = locate("", &e.to_string()).unwrap();
        assert_eq!(at.line, 2);
        assert_eq!(
            locate("", "variants.ini:12: flagMove is not supported"),
            Some(Location {
                line: 12,
                column: 1
            })
        );
    }

    #[test]
    fn a_message_without_a_path_has_no_place() {
        assert_eq!(locate(SOURCE, "the definition is too long"), None);
        assert_eq!(
            locate(SOURCE, "inherits: no definition 'x y'").map(|l| l.line),
            Some(1)
        );
    }
}

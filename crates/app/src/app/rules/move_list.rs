//! Reading a pasted move list: a PGN game (tags, numbers, comments, variations, results
//! and annotations are left out), or a Game Courier list in either notation, numbered or
//! not, one turn per line or all on one line. What remains is one text per turn, for
//! the engine to read as a player's move.
//!
//! A full-notation move is a piece label and its squares with a space between (`P e2-e4`),
//! so a word of letters alone is joined to the next; a part ending in `;` is joined to
//! the part after it (a turn of two moves); our PGN writes such a turn joined by `:`.

/// The turns of `text`, in order.
pub fn turns(text: &str) -> Vec<String> {
    let text = strip(text);
    let mut turns: Vec<String> = Vec::new();
    let mut pending = String::new();
    let mut continues = false;
    for word in text.split_whitespace() {
        if is_move_number(word) || is_result(word) || word.starts_with('$') {
            continue;
        }
        let word = word.trim_end_matches(['!', '?']);
        if word.is_empty() {
            continue;
        }
        let word = if is_pgn_pair(word) {
            word.replace(':', "; ")
        } else {
            word.to_string()
        };
        if !pending.is_empty() {
            pending.push(' ');
        }
        pending.push_str(&word);
        let label_only = word.chars().all(|c| c.is_ascii_alphabetic()) && !is_word_move(&word);
        continues = label_only || word.ends_with(';');
        if !continues {
            turns.push(std::mem::take(&mut pending));
        }
    }
    if continues && !pending.is_empty() {
        turns.push(pending);
    }
    turns
}

/// Words that are whole moves though they hold no digit.
fn is_word_move(word: &str) -> bool {
    matches!(word, "pass" | "resign")
}

/// `Nh3:a6`: two abbreviated moves of one turn, as our PGN writes them.
fn is_pgn_pair(word: &str) -> bool {
    word.contains(':') && !word.starts_with(':') && !word.ends_with(':')
}

/// `12.`, `12...`, `12…`.
fn is_move_number(word: &str) -> bool {
    let digits = word.trim_end_matches(['.', '…']);
    !digits.is_empty() && digits.len() < word.len() && digits.chars().all(|c| c.is_ascii_digit())
}

fn is_result(word: &str) -> bool {
    matches!(word, "1-0" | "0-1" | "1/2-1/2" | "½-½" | "*")
}

/// The text without PGN tag lines, `{...}` comments, `(...)` variations and `%` escape
/// lines.
fn strip(text: &str) -> String {
    let mut out = String::new();
    for line in text.lines() {
        let t = line.trim_start();
        if t.starts_with('[') || t.starts_with('%') {
            continue;
        }
        out.push_str(line);
        out.push('\n');
    }
    let mut kept = String::with_capacity(out.len());
    let (mut comment, mut depth) = (false, 0usize);
    for c in out.chars() {
        match c {
            '{' if !comment => comment = true,
            '}' if comment => {
                comment = false;
                kept.push(' ');
            }
            '(' if !comment => depth += 1,
            ')' if !comment && depth > 0 => {
                depth -= 1;
                kept.push(' ');
            }
            _ if comment || depth > 0 => {}
            c => kept.push(c),
        }
    }
    kept
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pgn_movetext_is_its_moves() {
        let pgn = "[Event \"x\"]\n[FEN \"...\"]\n\n1. e4 {P e2-e4} e5 (1... c5 2. Nf3) 2. Nf3!? $1 Nc6\n3. Bb5 a6 1-0\n";
        assert_eq!(turns(pgn), ["e4", "e5", "Nf3", "Nc6", "Bb5", "a6"]);
    }

    #[test]
    fn game_courier_lists_numbered_or_not() {
        assert_eq!(
            turns("1. P e2-e4\n1... p e7-e5\n2. N g1-f3"),
            ["P e2-e4", "p e7-e5", "N g1-f3"]
        );
        assert_eq!(
            turns("P e2-e4 p e7-e5 N-d2 @-e4"),
            ["P e2-e4", "p e7-e5", "N-d2", "@-e4"]
        );
    }

    #[test]
    fn two_move_turns_stay_whole() {
        assert_eq!(
            turns("1. P b2-b3; N e1-f3 2. p a6-a5; n k7-j5"),
            ["P b2-b3; N e1-f3", "p a6-a5; n k7-j5"]
        );
        assert_eq!(turns("1. Nh3:a6 Bj3:c4"), ["Nh3; a6", "Bj3; c4"]);
        assert_eq!(turns("O-O O-O-O pass"), ["O-O", "O-O-O", "pass"]);
    }
}

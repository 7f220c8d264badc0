//! The binary as a script calls it: counts, a Fairy-Stockfish section, and refusals.

use std::process::{Command, Output};

fn perft(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_pigeonpost-perft"))
        .args(args)
        .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../.."))
        .output()
        .expect("the binary runs")
}

fn stdout(out: &Output) -> String {
    assert!(
        out.status.success(),
        "failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8_lossy(&out.stdout).into_owned()
}

#[test]
fn counts_a_builtin_with_or_without_the_subcommand_word() {
    assert!(stdout(&perft(&["chess", "3"])).contains("total: 8902"));
    assert!(stdout(&perft(&["perft", "chess", "3"])).contains("total: 8902"));
}

#[test]
fn counts_a_fairy_stockfish_section_from_a_position() {
    let out = perft(&[
        "perft",
        "kingofthehill",
        "2",
        "--definition",
        "crates/engine/src/fairy/fsf-builtins.ini",
        "--fen",
        "rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1",
    ]);
    // After 1. e4: 20 replies, each answered by 30 or 31 moves (python-chess: 600).
    assert!(stdout(&out).contains("total: 600\n"), "{}", stdout(&out));
}

#[test]
fn divides_by_root_turn() {
    let out = stdout(&perft(&["chess", "2", "--divide"]));
    let roots: Vec<&str> = out.lines().filter(|l| !l.starts_with("total")).collect();
    assert_eq!(roots.len(), 20, "{out}");
    assert!(roots.iter().all(|l| l.ends_with(": 20")), "{out}");
    assert!(out.ends_with("total: 400\n"), "{out}");
}

#[test]
fn refuses_bad_words_with_a_message() {
    for args in [
        &["chess"][..],
        &["chess", "deep"],
        &["chess", "2", "--fen"],
        &["chess", "2", "--speed"],
        &["nosuchvariant", "2"],
        &["chess", "2", "--definition", "no/such/file.ini"],
        &["chess", "2", "--fen", "not a position"],
    ] {
        let out = perft(args);
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(!out.stderr.is_empty(), "{args:?} gave no message");
    }
}

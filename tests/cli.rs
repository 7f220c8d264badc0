//! The `pigeonpost` command line as a user runs it: `perft`, and `serve` refusing a
//! database it cannot reach.

use std::process::Command;

fn pigeonpost(args: &[&str]) -> (bool, String, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .args(args)
        .output()
        .expect("the binary runs");
    (
        out.status.success(),
        String::from_utf8_lossy(&out.stdout).into_owned(),
        String::from_utf8_lossy(&out.stderr).into_owned(),
    )
}

#[test]
fn perft_prints_the_total_last() {
    let (ok, out, _) = pigeonpost(&["perft", "chess", "3"]);
    assert!(ok);
    assert_eq!(out, "total: 8902\n");
}

#[test]
fn perft_divide_prints_one_line_per_root_turn() {
    let (ok, out, _) = pigeonpost(&["perft", "chess", "2", "--divide"]);
    assert!(ok);
    let lines: Vec<&str> = out.lines().collect();
    assert_eq!(lines.len(), 21);
    assert!(lines.contains(&"P e2-e4: 20"));
    assert!(lines.contains(&"N g1-f3: 20"));
    assert_eq!(lines[20], "total: 400");
}

#[test]
fn perft_plays_turns_and_starts_from_fen() {
    let (ok, out, _) = pigeonpost(&[
        "perft", "chess", "1", "--turn", "P e2-e4", "--turn", "p e7-e5",
    ]);
    assert!(ok);
    assert_eq!(out, "total: 29\n");
    let (ok, out, _) = pigeonpost(&[
        "perft",
        "chess",
        "1",
        "--fen",
        "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
    ]);
    assert!(ok);
    assert_eq!(out, "total: 14\n");
    let (ok, out, _) = pigeonpost(&["perft", "chess", "0", "--divide"]);
    assert!(ok);
    assert_eq!(out, "total: 1\n");
}

#[test]
fn perft_reports_bad_input_without_a_panic() {
    let (ok, _, err) = pigeonpost(&["perft", "nosuchgame", "1"]);
    assert!(!ok);
    assert!(err.contains("unknown variant 'nosuchgame'"), "{err}");
    let (ok, _, err) = pigeonpost(&["perft", "chess", "1", "--turn", "P e2-e5"]);
    assert!(!ok);
    assert!(err.contains("--turn 1"), "{err}");
    let (ok, _, err) = pigeonpost(&["perft", "chess", "1", "--fen", "not a fen"]);
    assert!(!ok);
    assert!(err.contains("invalid position"), "{err}");
    assert!(!err.contains("panicked"));
}

/// A server whose PostgreSQL cannot be reached says which database (without its
/// password) and exits with a failure status, rather than serving without a database.
#[test]
fn serve_with_an_unreachable_database_names_it_and_fails() {
    // Port 1 on this machine: nothing listens there, the connection is refused at once.
    let url = "postgres://pp:hunter2@127.0.0.1:1/pigeonpost";
    let out = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .args(["serve", "--addr", "127.0.0.1:0", "--database", url])
        .env_remove("PIGEONPOST_DATABASE")
        .output()
        .expect("the binary runs");
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "it must fail: {stderr}");
    assert!(
        stderr.contains("postgres://pp:***@127.0.0.1:1/pigeonpost"),
        "names the database: {stderr}"
    );
    assert!(!stderr.contains("hunter2"), "shows no password: {stderr}");
}

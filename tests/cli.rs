//! The `pigeonpost` command line as a user runs it: `perft`, and `serve` and
//! `receive-mail` facing a database they cannot reach.

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

/// A file of the test's own in a fresh folder.
fn file(name: &str, text: &str) -> (tempfile::TempDir, String) {
    let dir = tempfile::tempdir().expect("a folder");
    let path = dir.path().join(name);
    std::fs::write(&path, text).expect("written");
    (dir, path.display().to_string())
}

#[test]
fn perft_reads_a_variant_from_a_fairy_stockfish_ini_section() {
    // King of the hill with the king a step from the centre: Kc3-d4 ends the game, so
    // it has no turns below it (Fairy-Stockfish counts the same).
    let ini = "[hill:kingofthehill]\nstartFen = 4k3/8/8/8/8/2K5/8/8 w - - 0 1\n";
    let (_dir, path) = file("v.ini", ini);
    let (ok, out, err) = pigeonpost(&["perft", "hill", "2", "--definition", &path, "--divide"]);
    assert!(ok, "{err}");
    assert!(out.contains("K c3-d4: 0\n"), "{out}");
    assert!(out.contains("K c3-c4: 5\n"), "{out}");
    assert!(out.ends_with("total: 35\n"), "{out}");
}

#[test]
fn perft_reads_a_variant_from_one_of_our_definition_files() {
    let toml = "inherits = \"chess\"\nkey = \"nocastle\"\nname = \"No castling\"\n[setup]\nfen = \"rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1\"\n";
    let (_dir, path) = file("v.toml", toml);
    let (ok, out, err) = pigeonpost(&["perft", "nocastle", "3", "--definition", &path]);
    assert!(ok, "{err}");
    assert_eq!(out, "total: 8902\n");
    let (ok, _, err) = pigeonpost(&["perft", "other", "1", "--definition", &path]);
    assert!(!ok);
    assert!(
        err.contains("defines the variant 'nocastle', not 'other'"),
        "{err}"
    );
}

#[test]
fn definition_check_summarises_each_variant_or_lists_every_problem() {
    let (_dir, good) = file("good.ini", "[zh:crazyhouse]\n[capa:capablanca]\n");
    let (ok, out, err) = pigeonpost(&["definition", "check", &good]);
    assert!(ok, "{err}");
    assert!(out.contains("zh (zh)\n  board: 8 files x 8 ranks"), "{out}");
    assert!(
        out.contains("capa (capa)\n  board: 10 files x 8 ranks"),
        "{out}"
    );
    assert!(out.contains("  piece A: Archbishop, BN\n"), "{out}");
    assert_eq!(out.matches("  hash: ").count(), 2, "{out}");
    let (_dir, bad) = file("bad.ini", "[x:chess]\ncastling = maybe\n\n[y:nowhere]\n");
    let (ok, _, err) = pigeonpost(&["definition", "check", &bad]);
    assert!(!ok);
    assert!(err.contains("bad.ini:2: castling"), "{err}");
    assert!(err.contains("nowhere"), "{err}");
    // A definition of ours: a TOML syntax error and a problem of meaning, each with its
    // line and column.
    let (_dir, broken) = file("broken.toml", "inherits = \"chess\"\nkey = = \"x\"\n");
    let (ok, _, err) = pigeonpost(&["definition", "check", &broken]);
    assert!(!ok);
    assert!(err.contains("broken.toml:2:7: TOML parse error"), "{err}");
    let source = "inherits = \"chess\"\nkey = \"x\"\n\n[pieces.N]\nbetza = \"N!W\"\n";
    let (_dir, wrong) = file("wrong.toml", source);
    let (ok, _, err) = pigeonpost(&["definition", "check", &wrong]);
    assert!(!ok);
    assert!(err.contains("wrong.toml:5:11: pieces.N.betza"), "{err}");
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

/// `receive-mail` whose database cannot be reached exits with EX_TEMPFAIL (75), so that
/// the mail server keeps the reply and delivers it again later, rather than bouncing it.
#[test]
fn receive_mail_without_its_database_asks_the_mail_server_to_retry() {
    use std::io::Write;
    let message = "From: bob@example.org\r\nTo: move+1-2-3-abc@reply.example.org\r\nSubject: Re\r\n\r\ne5\r\n";
    let dir = tempfile::tempdir().expect("temp dir");
    let missing = dir.path().join("none.db");
    let missing = missing.to_string_lossy().into_owned();
    for database in [
        "postgres://pp:hunter2@127.0.0.1:1/pigeonpost",
        missing.as_str(),
    ] {
        let mut child = Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
            .args(["receive-mail", "--database", database])
            .args(["--reply-domain", "reply.example.org"])
            .stdin(std::process::Stdio::piped())
            .stderr(std::process::Stdio::piped())
            .spawn()
            .expect("the binary runs");
        child
            .stdin
            .take()
            .expect("stdin")
            .write_all(message.as_bytes())
            .expect("write");
        let out = child.wait_with_output().expect("it ends");
        let stderr = String::from_utf8_lossy(&out.stderr);
        assert_eq!(out.status.code(), Some(75), "{stderr}");
        assert!(!stderr.contains("hunter2"), "shows no password: {stderr}");
    }
    assert!(
        !dir.path().join("none.db").exists(),
        "no database is created"
    );
}

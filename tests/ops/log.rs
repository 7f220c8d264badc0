//! The operator's log, read from the real binary's standard error: a line at start and
//! at shutdown, one line per request without secrets, no colour codes when not on a
//! terminal, and JSON lines with `--log-format json`.

use crate::server::Site;

const PASSWORD: &str = "very secret horse";

/// Makes a few requests that carry secrets: a password in a form, a token in a path
/// and in a query string.
async fn requests(base: &str) {
    let client = reqwest::Client::new();
    let ok = client
        .get(format!("{base}/login"))
        .send()
        .await
        .expect("GET");
    assert_eq!(ok.status(), 200);
    let token = "c0ffee".repeat(11);
    let _ = client
        .get(format!("{base}/invitations/{token}?token=querysecret"))
        .send()
        .await
        .expect("GET");
    let _ = client
        .post(format!("{base}/login"))
        .form(&[("name", "nobody"), ("password", PASSWORD)])
        .send()
        .await
        .expect("POST");
}

fn assert_no_secrets(log: &str) {
    assert!(!log.contains(PASSWORD), "{log}");
    assert!(!log.contains("querysecret"), "{log}");
    assert!(!log.contains(&"c0ffee".repeat(11)), "{log}");
    assert!(!log.contains('\u{1b}'), "colour codes in a log file: {log}");
}

#[tokio::test]
async fn log_has_start_request_and_shutdown_lines_without_secrets_or_colour() {
    let mut site = Site::new();
    let server = site.start().await;
    requests(&site.base()).await;
    assert!(server.terminate().success());
    let log = site.log(1);
    let start = log
        .lines()
        .find(|l| l.contains("pigeonpost starting"))
        .unwrap_or_else(|| panic!("no start line: {log}"));
    for word in [
        format!("addr=127.0.0.1:{}", site.port),
        "database=".to_string(),
        "pigeonpost.db".to_string(),
        "mail=eml files in".to_string(),
        format!("version=\"{}\"", env!("CARGO_PKG_VERSION")),
    ] {
        assert!(start.contains(&word), "{word} missing from {start}");
    }
    let request = log
        .lines()
        .find(|l| l.contains("method=GET") && l.contains("path=/login "))
        .unwrap_or_else(|| panic!("no request line: {log}"));
    assert!(request.contains("INFO"), "{request}");
    assert!(request.contains("status=200"), "{request}");
    assert!(request.contains("ms="), "{request}");
    assert!(
        log.lines()
            .any(|l| l.contains("method=POST") && l.contains("path=/login ")),
        "{log}"
    );
    assert!(log.contains("path=/invitations/[token]"), "{log}");
    assert!(log.contains("shutting down"), "{log}");
    assert!(log.contains("pigeonpost stopped"), "{log}");
    assert_no_secrets(&log);
}

#[tokio::test]
async fn log_format_json_writes_one_object_per_line() {
    let mut site = Site::new();
    let server = site.start_with(&["--log-format", "json"]).await;
    requests(&site.base()).await;
    assert!(server.terminate().success());
    let log = site.log(1);
    let lines: Vec<serde_json::Value> = log
        .lines()
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("{e}: not JSON: {l}")))
        .collect();
    let start = lines
        .iter()
        .find(|v| v["message"] == "pigeonpost starting")
        .unwrap_or_else(|| panic!("no start line: {log}"));
    assert_eq!(start["version"], env!("CARGO_PKG_VERSION"));
    assert_eq!(start["level"], "INFO");
    assert!(start["mail"].as_str().is_some(), "{start}");
    let request = lines
        .iter()
        .find(|v| v["method"] == "GET" && v["path"] == "/login")
        .unwrap_or_else(|| panic!("no request line: {log}"));
    assert_eq!(request["status"], 200);
    assert!(
        lines.iter().any(|v| v["message"] == "pigeonpost stopped"),
        "{log}"
    );
    assert_no_secrets(&log);
}

/// Request lines are written in batches, by the log's own thread: a line reaches the
/// file while the server runs, within moments, not only when it stops.
#[tokio::test]
async fn a_request_line_reaches_the_log_while_the_server_runs() {
    let mut site = Site::new();
    let server = site.start().await;
    let got = reqwest::get(format!("{}/variants", site.base()))
        .await
        .expect("GET");
    assert_eq!(got.status(), 200);
    let deadline = std::time::Instant::now() + std::time::Duration::from_secs(5);
    while !site.log(1).contains("path=/variants ") {
        assert!(
            std::time::Instant::now() < deadline,
            "no request line while running: {}",
            site.log(1)
        );
        tokio::time::sleep(std::time::Duration::from_millis(20)).await;
    }
    server.kill();
}

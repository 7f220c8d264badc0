//! Clients that hold connections. A slow client sending its headers
//! a byte at a time, one that sends nothing, and one idle after its answer are all
//! disconnected at the header-read timeout; clients beyond the connection limit wait for
//! a free connection; and the real binary still shuts down cleanly on SIGTERM.

use crate::support::spawn_app_with;
use std::time::{Duration, Instant};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::TcpStream;

#[both_backends]
async fn a_client_sending_headers_slowly_is_disconnected() {
    let app = spawn_app_with(|c| c.connections.header_read_timeout_secs = 2).await;
    let mut socket = TcpStream::connect(app.base.trim_start_matches("http://"))
        .await
        .expect("connect");
    let trickle = b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: ";
    let started = Instant::now();
    let mut sent = 0usize;
    loop {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "the connection is still open after 30 s of trickled headers"
        );
        let byte = trickle.get(sent).copied().unwrap_or(b'a');
        if socket.write_all(&[byte]).await.is_err() {
            break;
        }
        sent += 1;
        // Waits a second for the server to hang up, then sends the next byte.
        let mut buf = [0u8; 1024];
        match tokio::time::timeout(Duration::from_secs(1), socket.read(&mut buf)).await {
            Ok(Ok(0) | Err(_)) => break,
            Ok(Ok(_)) => {} // a 408 response; the close follows
            Err(_) => {}    // still open
        }
    }
    let open = started.elapsed();
    assert!(sent >= 2, "closed before the trickle began ({sent} bytes)");
    assert!(open < Duration::from_secs(30), "closed after {open:?}");
}

#[both_backends]
async fn silent_and_idle_connections_are_closed_too() {
    let app = spawn_app_with(|c| c.connections.header_read_timeout_secs = 2).await;
    let address = app.base.trim_start_matches("http://");
    let silent = TcpStream::connect(address).await.expect("connect");
    let mut idle = TcpStream::connect(address).await.expect("connect");
    idle.write_all(b"GET /variants HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .await
        .expect("send a request");
    let limit = Duration::from_secs(30);
    for (what, mut socket) in [("silent", silent), ("idle", idle)] {
        let mut received = Vec::new();
        tokio::time::timeout(limit, socket.read_to_end(&mut received))
            .await
            .unwrap_or_else(|_| panic!("the {what} connection is still open after {limit:?}"))
            .expect("read until closed");
        if what == "idle" {
            assert!(received.starts_with(b"HTTP/1.1 200"), "answered first");
        }
    }
}

#[both_backends]
async fn connections_beyond_the_limit_wait_for_a_free_one() {
    let app = spawn_app_with(|c| {
        c.connections.max_connections = 2;
        c.connections.header_read_timeout_secs = 600;
    })
    .await;
    let address = app.base.trim_start_matches("http://").to_string();
    let mut held = Vec::new();
    for _ in 0..2 {
        held.push(TcpStream::connect(&address).await.expect("connect"));
    }
    let url = format!("{}/variants", app.base);
    let third = tokio::spawn(async move { reqwest::get(url).await.map(|r| r.status().as_u16()) });
    tokio::time::sleep(Duration::from_secs(1)).await;
    assert!(
        !third.is_finished(),
        "a third connection was served while two were held"
    );
    drop(held);
    let status = tokio::time::timeout(Duration::from_secs(10), third)
        .await
        .expect("served once a connection closed")
        .expect("the request task");
    assert_eq!(status.expect("an answer"), 200);
}

/// One address holds at most `--connections-per-address` connections: the next from it
/// is closed unread at once (the header-read timeout here is ten minutes), while other
/// addresses are served; a place given back serves that address again.
#[both_backends]
async fn one_address_cannot_take_every_connection() {
    let app = spawn_app_with(|c| {
        c.connections.connections_per_address = 3;
        c.connections.header_read_timeout_secs = 600;
    })
    .await;
    let address = app.base.trim_start_matches("http://").to_string();
    let mut held = Vec::new();
    for _ in 0..3 {
        held.push(TcpStream::connect(&address).await.expect("connect"));
    }
    let mut fourth = TcpStream::connect(&address).await.expect("connect");
    let _ = fourth.write_all(b"GET /variants HTTP/1.1\r\nHost: x\r\n\r\n").await;
    let mut answer = Vec::new();
    let read = tokio::time::timeout(Duration::from_secs(10), fourth.read_to_end(&mut answer)).await;
    assert!(
        matches!(read, Ok(Ok(0)) | Ok(Err(_))),
        "the fourth connection of one address was not closed unread: {read:?} {:?}",
        String::from_utf8_lossy(&answer)
    );
    let other = app.browser_at("127.0.0.2");
    assert_eq!(other.get("/variants").await.status, 200, "another address is served");
    drop(held.pop());
    let deadline = Instant::now() + Duration::from_secs(10);
    loop {
        let served = reqwest::get(format!("{}/variants", app.base)).await;
        if served.is_ok_and(|r| r.status() == 200) {
            break;
        }
        assert!(Instant::now() < deadline, "the place given back was not taken again");
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
}

/// The real binary, as `pigeonpost serve`, ends cleanly on SIGTERM although one client
/// sits idle on a keep-alive connection (closed at once) and another is halfway through
/// its headers (hyper lets a request that has begun finish, so it waits for the
/// header-read timeout).
#[cfg(unix)]
#[both_backends]
async fn serve_stops_on_sigterm_with_connections_open() {
    let dir = tempfile::tempdir().expect("temp dir");
    let addr = std::net::TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .to_string();
    let path = |name: &str| dir.path().join(name).display().to_string();
    let mut server = std::process::Command::new(env!("CARGO_BIN_EXE_pigeonpost"))
        .args(["serve", "--addr", &addr, "--database", &path("pp.db")])
        .args([
            "--mail-dir",
            &path("mail"),
            "--header-read-timeout-secs",
            "2",
        ])
        .args([
            "--static-dir",
            concat!(env!("CARGO_MANIFEST_DIR"), "/static"),
        ])
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .spawn()
        .expect("start pigeonpost serve");
    let started = Instant::now();
    while reqwest::get(format!("http://{addr}/variants"))
        .await
        .is_err()
    {
        assert!(
            started.elapsed() < Duration::from_secs(30),
            "never answered"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let mut idle = TcpStream::connect(&addr).await.expect("connect");
    idle.write_all(b"GET /variants HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
        .await
        .expect("send");
    let mut buf = [0u8; 64];
    let n = idle.read(&mut buf).await.expect("an answer");
    assert!(buf[..n].starts_with(b"HTTP/1.1 200"));
    let mut partial = TcpStream::connect(&addr).await.expect("connect");
    partial
        .write_all(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n")
        .await
        .expect("send");
    tokio::time::sleep(Duration::from_millis(200)).await;

    let signalled = Instant::now();
    let kill = std::process::Command::new("kill")
        .args(["-TERM", &server.id().to_string()])
        .status()
        .expect("run kill");
    assert!(kill.success());
    let status = loop {
        if let Some(status) = server.try_wait().expect("wait") {
            break status;
        }
        if signalled.elapsed() > Duration::from_secs(20) {
            let _ = server.kill();
            panic!("still running 20 s after SIGTERM");
        }
        tokio::time::sleep(Duration::from_millis(50)).await;
    };
    assert!(status.success(), "{status}");
    eprintln!("stopped {:?} after SIGTERM", signalled.elapsed());
}

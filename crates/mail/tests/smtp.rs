//! The SMTP adapter against a real SMTP server (aiosmtpd) listening on loopback.
//!
//! `QUAD_TEST_PYTHON` names a Python with aiosmtpd (`scripts/test-tools.sh` makes one; `just
//! test-all` passes it). The test fails, rather than skips, when that server cannot start.

use std::{
    net::{TcpListener, TcpStream},
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use quad_application::mail::ports::{Mailer, OutgoingEmail};
use quad_domain::Email;
use quad_mail::SmtpMailer;

struct SmtpServer {
    child: Child,
    port: u16,
}

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.child.kill();
        let _ = self.child.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port()
}

/// aiosmtpd with its Maildir handler, delivering into `maildir`.
fn start_smtp_server(maildir: &Path) -> SmtpServer {
    let python = std::env::var("QUAD_TEST_PYTHON").unwrap_or_else(|_| "python3".into());
    let port = free_port();
    let child = Command::new(&python)
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir)
        .stdout(Stdio::null())
        .stderr(Stdio::inherit())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start aiosmtpd with {python} (run scripts/test-tools.sh): {e}"));
    let server = SmtpServer { child, port };
    let deadline = Instant::now() + Duration::from_secs(15);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "aiosmtpd did not start listening (is it installed for {python}?)");
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

fn delivered(maildir: &Path) -> Vec<String> {
    let Ok(entries) = std::fs::read_dir(maildir.join("new")) else { return Vec::new() };
    entries.map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap()).collect()
}

fn email() -> OutgoingEmail {
    OutgoingEmail {
        to: Email::parse("ada@umich.edu").unwrap(),
        subject: "Verify your e-mail address for Quad".into(),
        html_body: "<p><a href=\"http://quad.test/verify-email/abc\">Verify</a></p>".into(),
        text_body: "Verify: http://quad.test/verify-email/abc".into(),
        list_unsubscribe: None,
    }
}

#[tokio::test]
async fn a_message_reaches_a_real_smtp_server_with_both_bodies() {
    let dir = tempfile::tempdir().unwrap();
    let maildir = dir.path().join("maildir");
    let server = start_smtp_server(&maildir);
    let mailer = SmtpMailer::from_url(
        &format!("smtp://127.0.0.1:{}", server.port),
        "Quad <no-reply@quad.test>".parse().unwrap(),
    )
    .unwrap();

    mailer.send(email()).await.unwrap();

    let deadline = Instant::now() + Duration::from_secs(10);
    let mut messages = delivered(&maildir);
    while messages.is_empty() && Instant::now() < deadline {
        tokio::time::sleep(Duration::from_millis(100)).await;
        messages = delivered(&maildir);
    }
    assert_eq!(messages.len(), 1);
    let message = &messages[0];
    assert!(message.contains("Subject: Verify your e-mail address for Quad"), "{message}");
    assert!(message.contains("To: ada@umich.edu"), "{message}");
    assert!(message.contains("From: Quad <no-reply@quad.test>"), "{message}");
    assert!(message.contains("text/plain") && message.contains("text/html"), "{message}");
    assert!(message.contains("http://quad.test/verify-email/abc"), "{message}");
}

#[tokio::test]
async fn an_unreachable_smtp_server_is_an_error() {
    let mailer = SmtpMailer::from_url(
        &format!("smtp://127.0.0.1:{}", free_port()),
        "Quad <no-reply@quad.test>".parse().unwrap(),
    )
    .unwrap();

    assert!(mailer.send(email()).await.is_err());
}

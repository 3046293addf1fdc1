//! The mail queue: account e-mail is queued with what it is about and sent by the worker, so a
//! mail server outage delays e-mail but loses none.

use std::{
    net::{TcpListener, TcpStream},
    path::Path,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use serde_json::json;

use crate::helpers::{TestApp, spawn_app_with};

struct SmtpServer(Child);

impl Drop for SmtpServer {
    fn drop(&mut self) {
        let _ = self.0.kill();
        let _ = self.0.wait();
    }
}

/// aiosmtpd (from `scripts/test-tools.sh`'s virtualenv) delivering into `maildir`.
fn start_smtp_server(port: u16, maildir: &Path) -> SmtpServer {
    let python = std::env::var("QUAD_TEST_PYTHON").unwrap_or_else(|_| "python3".into());
    let child = Command::new(&python)
        .args(["-m", "aiosmtpd", "-n", "-l", &format!("127.0.0.1:{port}"), "-c", "aiosmtpd.handlers.Mailbox"])
        .arg(maildir)
        .stdout(Stdio::null())
        .spawn()
        .unwrap_or_else(|e| panic!("cannot start aiosmtpd with {python} (run scripts/test-tools.sh): {e}"));
    let server = SmtpServer(child);
    let deadline = Instant::now() + Duration::from_secs(15);
    while TcpStream::connect(("127.0.0.1", port)).is_err() {
        assert!(Instant::now() < deadline, "aiosmtpd did not start listening");
        std::thread::sleep(Duration::from_millis(100));
    }
    server
}

async fn wait_for(app: &TestApp, query: &str, want: i64) {
    for _ in 0..200 {
        if app.count(query).await == want {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    panic!("{query} never reached {want}");
}

#[tokio::test]
async fn a_reset_mail_asked_for_while_the_mail_server_is_down_arrives_once_it_is_up() {
    let port = TcpListener::bind("127.0.0.1:0").unwrap().local_addr().unwrap().port();
    let smtp_url = format!("smtp://127.0.0.1:{port}");
    let app = spawn_app_with(&[("QUAD_SMTP_URL", &smtp_url), ("QUAD_MAIL_RETRY_SECONDS", "1")]).await;
    app.register("ada", "ada@umich.edu", "Tulip4Harbor").await;
    app.sql("UPDATE users SET email_verified_at = now()").await;

    // Nothing listens on the SMTP port: the answer does not wait on it, and the e-mail waits.
    let known = app.post_json("/api/v1/auth/forgot-password", &json!({"email": "ada@umich.edu"})).await;
    let unknown = app.post_json("/api/v1/auth/forgot-password", &json!({"email": "nobody@umich.edu"})).await;

    assert_eq!(known.status(), 200);
    let (known, unknown) = (known.text().await.unwrap(), unknown.text().await.unwrap());
    assert_eq!(known, unknown, "the same answer whether or not the account exists");
    wait_for(&app, "SELECT count(*) FROM mail_queue WHERE subject LIKE 'Reset%' AND attempts >= 1", 1).await;
    assert_eq!(
        app.count("SELECT count(*) FROM mail_queue WHERE sent_at IS NOT NULL AND subject LIKE 'Reset%'").await,
        0
    );

    let folder = tempfile::tempdir().unwrap();
    let maildir = folder.path().join("maildir");
    let _smtp = start_smtp_server(port, &maildir);

    wait_for(&app, "SELECT count(*) FROM mail_queue WHERE subject LIKE 'Reset%' AND sent_at IS NOT NULL", 1).await;
    let delivered: Vec<String> = std::fs::read_dir(maildir.join("new"))
        .unwrap()
        .map(|e| std::fs::read_to_string(e.unwrap().path()).unwrap().replace("=\r\n", "").replace("=3D", "="))
        .collect();
    assert!(delivered.iter().any(|m| m.contains("http://quad.test/reset-password/")), "{delivered:?}");
    assert_eq!(app.count("SELECT count(*) FROM mail_queue WHERE recipient = 'nobody@umich.edu'").await, 0);
}

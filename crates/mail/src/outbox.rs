use std::path::{Path, PathBuf};

use anyhow::Context;
use async_trait::async_trait;
use lettre::{AsyncFileTransport, AsyncTransport, Tokio1Executor, message::Mailbox};
use quad_application::mail::ports::{Mailer, OutgoingEmail};

/// Development delivery: one `<id>.eml` file per message in the outbox folder, and a log line
/// naming the recipient, the subject and the file, so links can be followed by hand.
pub struct OutboxMailer {
    from: Mailbox,
    dir: PathBuf,
    transport: AsyncFileTransport<Tokio1Executor>,
}

impl OutboxMailer {
    pub async fn new(dir: &Path, from: Mailbox) -> anyhow::Result<Self> {
        tokio::fs::create_dir_all(dir).await.with_context(|| format!("failed to create {}", dir.display()))?;
        Ok(Self { from, dir: dir.to_owned(), transport: AsyncFileTransport::new(dir) })
    }
}

#[async_trait]
impl Mailer for OutboxMailer {
    async fn send(&self, email: OutgoingEmail) -> anyhow::Result<()> {
        let message = crate::message::build_message(&self.from, &email)?;
        let id = self.transport.send(message).await.context("failed to write to the outbox")?;
        let file = self.dir.join(format!("{id}.eml"));
        // The file says who it is for and what it says; the log names nobody (a subject can name
        // another student: "Aiden wants to connect").
        tracing::info!(file = %file.display(), "e-mail written to the outbox");
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::Email;

    use super::*;

    fn sample_email() -> OutgoingEmail {
        OutgoingEmail {
            to: Email::parse("ada@umich.edu").unwrap(),
            subject: "Verify your e-mail".into(),
            html_body: "<p>Open <a href=\"http://x/verify-email/t\">this link</a></p>".into(),
            text_body: "Open http://x/verify-email/t".into(),
            list_unsubscribe: None,
        }
    }

    #[tokio::test]
    async fn a_message_lands_in_the_outbox_with_both_bodies_and_its_log_line_names_nobody() {
        // One test, so no other thread's message meets this callsite first without a subscriber.
        #[derive(Clone, Default)]
        struct Lines(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
        impl std::io::Write for Lines {
            fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
                self.0.lock().unwrap().extend_from_slice(bytes);
                Ok(bytes.len())
            }
            fn flush(&mut self) -> std::io::Result<()> {
                Ok(())
            }
        }
        let lines = Lines::default();
        let writer = lines.clone();
        let subscriber = tracing_subscriber::fmt().with_writer(move || writer.clone()).with_ansi(false).finish();
        let _logging = tracing::subscriber::set_default(subscriber);
        let dir = tempfile::tempdir().unwrap();
        let mailer = OutboxMailer::new(dir.path(), "Quad <no-reply@quad.test>".parse().unwrap()).await.unwrap();

        mailer.send(OutgoingEmail { subject: "Aiden Hart wants to connect".into(), ..sample_email() }).await.unwrap();

        let files: Vec<_> = std::fs::read_dir(dir.path()).unwrap().map(|e| e.unwrap().path()).collect();
        assert_eq!(files.len(), 1);
        assert_eq!(files[0].extension().unwrap(), "eml");
        let raw = std::fs::read_to_string(&files[0]).unwrap();
        assert!(raw.contains("Subject: Aiden Hart wants to connect"), "{raw}");
        assert!(raw.contains("To: ada@umich.edu"), "{raw}");
        assert!(raw.contains("text/plain") && raw.contains("text/html"), "{raw}");
        let logged = String::from_utf8(lines.0.lock().unwrap().clone()).unwrap();
        assert!(logged.contains("e-mail written to the outbox"), "logged: {logged:?}");
        assert!(!logged.contains("Aiden") && !logged.contains("ada@umich.edu"), "{logged}");
    }
}

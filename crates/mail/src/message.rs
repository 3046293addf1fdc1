use anyhow::Context;
use lettre::{
    Message,
    message::{
        Mailbox, MultiPart,
        header::{HeaderName, HeaderValue},
    },
};
use quad_application::mail::ports::OutgoingEmail;

/// A multipart/alternative message: plain text first, HTML preferred by clients that show it;
/// with the one-click unsubscribe headers when the e-mail has a link for them.
pub(crate) fn build_message(from: &Mailbox, email: &OutgoingEmail) -> anyhow::Result<Message> {
    let to: Mailbox = email.to.as_str().parse().context("the recipient is not a valid mailbox")?;
    let mut builder = Message::builder().from(from.clone()).to(to).subject(email.subject.clone());
    if let Some(url) = &email.list_unsubscribe {
        // RFC 8058: a mail client's one-click unsubscribe POSTs `List-Unsubscribe=One-Click` here.
        builder = builder
            .raw_header(HeaderValue::new(HeaderName::new_from_ascii_str("List-Unsubscribe"), format!("<{url}>")))
            .raw_header(HeaderValue::new(
                HeaderName::new_from_ascii_str("List-Unsubscribe-Post"),
                "List-Unsubscribe=One-Click".to_owned(),
            ));
    }
    builder
        .multipart(MultiPart::alternative_plain_html(email.text_body.clone(), email.html_body.clone()))
        .context("failed to build the e-mail")
}

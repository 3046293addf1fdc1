use anyhow::Context;
use lettre::{
    Message,
    message::{Mailbox, MultiPart},
};
use quad_application::mail::ports::OutgoingEmail;

/// A multipart/alternative message: plain text first, HTML preferred by clients that show it.
pub(crate) fn build_message(from: &Mailbox, email: &OutgoingEmail) -> anyhow::Result<Message> {
    let to: Mailbox = email.to.as_str().parse().context("the recipient is not a valid mailbox")?;
    Message::builder()
        .from(from.clone())
        .to(to)
        .subject(email.subject.clone())
        .multipart(MultiPart::alternative_plain_html(email.text_body.clone(), email.html_body.clone()))
        .context("failed to build the e-mail")
}

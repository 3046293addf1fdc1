//! E-mail composition: the layout every e-mail Quad sends shares.

use super::ports::OutgoingEmail;

/// Text made safe inside HTML, attributes included.
pub(crate) fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

/// An e-mail to `name` at `to`, with one button-like link.
pub(crate) fn email_to(
    name: &str,
    to: quad_domain::Email,
    subject: &str,
    intro: &str,
    action: &str,
    link: &str,
    outro: &str,
) -> OutgoingEmail {
    let text_body = format!("Hi {name},\n\n{intro}\n\n{action}: {link}\n\n{outro}\n\n— The Quad team\n");
    let html_body = format!(
        "<!doctype html><html><body style=\"font-family:system-ui,sans-serif;color:#1f2937\">\
         <p>Hi {name},</p><p>{intro}</p>\
         <p><a href=\"{link}\" style=\"display:inline-block;padding:10px 18px;background:#4f46e5;color:#fff;\
         border-radius:8px;text-decoration:none\">{action}</a></p>\
         <p style=\"font-size:13px;color:#6b7280\">Or paste this link into your browser: {link}</p>\
         <p>{outro}</p><p>— The Quad team</p></body></html>",
        name = escape(name),
        intro = escape(intro),
        action = escape(action),
        link = escape(link),
        outro = escape(outro),
    );
    OutgoingEmail { to, subject: subject.to_owned(), html_body, text_body, list_unsubscribe: None }
}

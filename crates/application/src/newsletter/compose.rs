//! The words of a weekly issue.

use super::{
    ports::{IssueContent, Subscriber},
    weekly::{follows, has_news_for},
};
use crate::mail::{compose::escape, ports::OutgoingEmail};

/// The most featured posts one copy lists; the rest are counted.
const MOST_POSTS: usize = 8;

/// Where a copy's links lead: the page to choose universities or leave, and the address a mail
/// client posts to for one-click unsubscribe (RFC 8058).
pub(super) struct Links {
    pub page: String,
    pub one_click: Option<String>,
}

impl Links {
    pub fn for_secret(public_url: &str, plain: &str) -> Self {
        Self {
            page: format!("{public_url}/newsletter/unsubscribe/{plain}"),
            one_click: Some(format!("{public_url}/api/v1/newsletter/unsubscribe/{plain}")),
        }
    }

    /// A preview's links lead to no subscription.
    pub fn preview(public_url: &str) -> Self {
        Self { page: format!("{public_url}/newsletter/unsubscribe/…"), one_click: None }
    }
}

/// The subscriber's copy, or none when it has nothing for them.
pub(super) fn compose_issue(
    subscriber: &Subscriber,
    content: &IssueContent,
    public_url: &str,
    links: &Links,
) -> Option<OutgoingEmail> {
    if !has_news_for(subscriber, content) {
        return None;
    }
    let posts: Vec<_> = content.featured.iter().filter(|post| follows(subscriber, post.university_id)).collect();
    let mut text = String::from("Hi,\n\nHere is what is new on Quad since the last newsletter.\n");
    let mut html = String::from(
        "<!doctype html><html><body style=\"font-family:system-ui,sans-serif;color:#1f2937\"><p>Hi,</p>\
         <p>Here is what is new on Quad since the last newsletter.</p>",
    );
    if !content.opened.is_empty() {
        text.push_str("\nNow open on Quad: students there can join and find roommates.\n");
        html.push_str(
            "<h2 style=\"font-size:18px\">Now open on Quad</h2><p>Students there can join and find roommates.</p><ul>",
        );
        for university in &content.opened {
            let link = format!("{public_url}/{}", university.slug);
            text.push_str(&format!("- {}: {link}\n", university.name));
            html.push_str(&format!("<li><a href=\"{}\">{}</a></li>", escape(&link), escape(&university.name)));
        }
        html.push_str("</ul>");
    }
    if !posts.is_empty() {
        let heading =
            if subscriber.universities.is_empty() { "Featured this week" } else { "Featured at your universities" };
        text.push_str(&format!("\n{heading}:\n"));
        html.push_str(&format!("<h2 style=\"font-size:18px\">{heading}</h2><ul>"));
        for post in posts.iter().take(MOST_POSTS) {
            let link = format!("{public_url}/{}", post.university_slug);
            text.push_str(&format!(
                "- {}: \"{}\" (photo: {}) {link}\n",
                post.university_name, post.caption, post.credit
            ));
            html.push_str(&format!(
                "<li><p><a href=\"{}\"><strong>{}</strong></a><br>{}<br><span style=\"color:#6b7280\">Photo: {}</span></p></li>",
                escape(&link),
                escape(&post.university_name),
                escape(&post.caption),
                escape(&post.credit),
            ));
        }
        html.push_str("</ul>");
        if posts.len() > MOST_POSTS {
            let more = format!("And {} more on Quad.", posts.len() - MOST_POSTS);
            text.push_str(&format!("{more}\n"));
            html.push_str(&format!("<p>{more}</p>"));
        }
    }
    text.push_str(&format!(
        "\n— The Quad team\n\nYou get this because you subscribed to Quad's newsletter. Choose your universities or unsubscribe: {}\n",
        links.page
    ));
    html.push_str(&format!(
        "<p>— The Quad team</p><p style=\"font-size:12px;color:#6b7280\">You get this because you subscribed to \
         Quad's newsletter. <a href=\"{page}\">Choose your universities or unsubscribe</a>.</p></body></html>",
        page = escape(&links.page)
    ));
    Some(OutgoingEmail {
        to: subscriber.email.clone(),
        subject: "This week on Quad".into(),
        html_body: html,
        text_body: text,
        list_unsubscribe: links.one_click.clone(),
    })
}

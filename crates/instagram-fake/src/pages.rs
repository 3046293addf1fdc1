//! The stand-in's own pages: the gallery of what it "published", and one media's page (its
//! permalink); and the like and comment counts it makes up for each media.

use actix_web::{HttpResponse, web};

use super::Shared;

fn escape(text: &str) -> String {
    text.replace('&', "&amp;").replace('<', "&lt;").replace('>', "&gt;").replace('"', "&quot;")
}

const PAGE_STYLE: &str = "body{font-family:system-ui,sans-serif;margin:2rem auto;max-width:960px;padding:0 1rem;color:#1f2937}\
    .note{background:#fef3c7;border:1px solid #f59e0b;padding:.75rem 1rem;border-radius:8px}\
    .grid{display:grid;grid-template-columns:repeat(auto-fill,minmax(220px,1fr));gap:1rem;margin-top:1rem}\
    figure{margin:0;border:1px solid #e5e7eb;border-radius:8px;overflow:hidden}img{width:100%;display:block}\
    figcaption{padding:.5rem;font-size:.9rem;white-space:pre-wrap}";

/// The stand-in's own page: what was "published", newest first.
pub(super) async fn gallery(shared: web::Data<Shared>) -> HttpResponse {
    let published = shared.state().published.clone();
    let items: String = published
        .iter()
        .rev()
        .map(|m| {
            format!(
                "<figure id=\"m{id}\"><a href=\"/p/{id}\"><img src=\"{img}\" alt=\"\"></a><figcaption>@standin_{user}: {caption}</figcaption></figure>",
                id = escape(&m.id),
                img = escape(&m.image_url),
                user = escape(&m.ig_user_id[m.ig_user_id.len().saturating_sub(4)..]),
                caption = escape(&m.caption),
            )
        })
        .collect();
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Instagram stand-in</title><style>{PAGE_STYLE}</style></head><body>\
         <h1>Instagram stand-in</h1><p class=\"note\">This is a local stand-in for Instagram's Graph API. Nothing here reached Instagram.</p>\
         <p>{count} published</p><div class=\"grid\">{items}</div></body></html>",
        count = published.len(),
    ))
}

pub(super) async fn media_page(shared: web::Data<Shared>, media: web::Path<String>) -> HttpResponse {
    let found = shared.state().published.iter().find(|m| m.id == *media).cloned();
    let Some(m) = found else { return HttpResponse::NotFound().body("No such post on the stand-in") };
    HttpResponse::Ok().content_type("text/html; charset=utf-8").body(format!(
        "<!doctype html><html lang=\"en\"><head><meta charset=\"utf-8\"><title>Post {id} · Instagram stand-in</title><style>{PAGE_STYLE}</style></head><body>\
         <p class=\"note\">Published to the local Instagram stand-in, not Instagram. <a href=\"/\">All posts</a></p>\
         <figure style=\"max-width:540px\"><img src=\"{img}\" alt=\"\"><figcaption>{caption}</figcaption></figure></body></html>",
        id = escape(&m.id),
        img = escape(&m.image_url),
        caption = escape(&m.caption),
    ))
}

/// The like and comment counts the stand-in answers for a media: made up, but the same for the
/// same media every time, so a test can expect them.
pub fn engagement(media_id: &str) -> (u64, u64) {
    let seed = media_id.bytes().fold(7u64, |sum, byte| sum.wrapping_mul(31).wrapping_add(u64::from(byte)));
    (10 + seed % 90, seed % 12)
}

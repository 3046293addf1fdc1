//! What the public pages say about the deployment: contact details and social links from
//! configuration (absent when unset), and the landing figures counted in the database.

use serde_json::{Value, json};

use crate::helpers::{spawn_app, spawn_app_with};

async fn data(response: reqwest::Response) -> Value {
    assert_eq!(response.status(), 200);
    response.json::<Value>().await.unwrap()["data"].clone()
}

#[tokio::test]
async fn contact_details_and_social_links_come_from_configuration_and_are_absent_when_unset() {
    let unset = spawn_app().await;
    let set = spawn_app_with(&[
        ("QUAD_CONTACT_EMAIL", "hello@quad.test"),
        ("QUAD_PRIVACY_EMAIL", "privacy@quad.test"),
        ("QUAD_CONTACT_PHONE", "+1 734 555 0100"),
        ("QUAD_SOCIAL_LINKS", "instagram=https://www.instagram.com/quad.test"),
    ])
    .await;

    let bare = data(unset.get("/api/v1/config").await).await;
    let configured = data(set.get("/api/v1/config").await).await;

    assert_eq!(
        bare["contact"],
        json!({"email": null, "supportEmail": null, "privacyEmail": null, "legalEmail": null, "safetyEmail": null,
               "phone": null, "address": null})
    );
    assert_eq!(bare["socialLinks"], json!([]));
    assert_eq!(configured["contact"]["privacyEmail"], "privacy@quad.test");
    assert_eq!(configured["contact"]["safetyEmail"], "hello@quad.test", "falls back to the general address");
    assert_eq!(configured["contact"]["phone"], "+1 734 555 0100");
    assert_eq!(
        configured["socialLinks"],
        json!([{"network": "instagram", "url": "https://www.instagram.com/quad.test"}])
    );
}

#[tokio::test]
async fn the_landing_figures_count_what_exists_and_hide_what_is_below_the_threshold() {
    let app = spawn_app_with(&[("QUAD_LANDING_FIGURES_FROM", "2")]).await;
    app.sql(
        "INSERT INTO universities (id, name, slug, description, email_domains) VALUES \
           ('00000000-0000-0000-0000-00000000000a', 'University of Michigan', 'umich', 'Go Blue', '{umich.edu}'), \
           ('00000000-0000-0000-0000-00000000000b', 'Ohio State University', 'osu', 'Go Bucks', '{osu.edu}')",
    )
    .await;
    // Verified at a university: by the sign-in address, or a university address. Not counted:
    // an unverified sign-in, a webmail student without one, a suspended student, staff.
    app.sql(
        "INSERT INTO users (id, email, username, first_name, last_name, role, status, email_verified_at) VALUES \
           ('00000000-0000-0000-0000-000000000001', 'ada@umich.edu', 'ada', 'Ada', 'L', 'user', 'active', now()), \
           ('00000000-0000-0000-0000-000000000002', 'bea@gmail.com', 'bea', 'Bea', 'K', 'user', 'active', now()), \
           ('00000000-0000-0000-0000-000000000003', 'cal@osu.edu', 'cal', 'Cal', 'M', 'user', 'active', NULL), \
           ('00000000-0000-0000-0000-000000000004', 'dan@gmail.com', 'dan', 'Dan', 'N', 'user', 'active', now()), \
           ('00000000-0000-0000-0000-000000000005', 'eve@umich.edu', 'eve', 'Eve', 'O', 'user', 'suspended', now()), \
           ('00000000-0000-0000-0000-000000000006', 'max@umich.edu', 'max', 'Max', 'P', 'moderator', 'active', now()); \
         INSERT INTO university_emails (user_id, email, verified_at) VALUES \
           ('00000000-0000-0000-0000-000000000002', 'bea@osu.edu', now())",
    )
    .await;

    let figures = data(app.get("/api/v1/landing-figures").await).await;

    assert_eq!(figures, json!({"universities": 2, "verifiedStudents": 2, "approvedProfiles": null}));
}

//! University membership over HTTP (issue 23): e-mail domains on universities, the university
//! address added in Settings, and the rule that a profile needs a verified address there.

use quad_storage::fixtures::png_with_alpha;
use reqwest::multipart::{Form, Part};
use serde_json::{Value, json};

use diesel_async::SimpleAsyncConnection;

use crate::{
    helpers::{TestApp, json, spawn_app},
    notifications::Tab,
    profiles::{photo, profile, submit},
};

/// Adds a university as `token`'s holder with these form fields besides the required ones.
async fn add_university(app: &TestApp, token: &str, name: &str, extra: &[(&str, &str)]) -> reqwest::Response {
    let mut form = Form::new()
        .text("name", name.to_owned())
        .text("description", "A university.")
        .text("instagramData[url]", "quad.test")
        .part("logo", Part::bytes(png_with_alpha(64, 64)).file_name("l.png").mime_str("image/png").unwrap());
    for (field, value) in extra {
        form = form.text(field.to_string(), value.to_string());
    }
    app.client.post(app.url("/api/v1/universities")).bearer_auth(token).multipart(form).send().await.unwrap()
}

async fn university_with(app: &TestApp, admin: &str, name: &str, extra: &[(&str, &str)]) -> Value {
    let response = add_university(app, admin, name, extra).await;
    assert_eq!(response.status(), 201);
    json(response).await["data"].clone()
}

async fn add_university_email(app: &TestApp, token: &str, email: &str) -> reqwest::Response {
    app.client
        .post(app.url("/api/v1/auth/university-email"))
        .bearer_auth(token)
        .json(&json!({"email": email}))
        .send()
        .await
        .unwrap()
}

async fn confirm(app: &TestApp, secret: &str) -> reqwest::Response {
    app.client.post(app.url(&format!("/api/v1/auth/university-email/confirm/{secret}"))).send().await.unwrap()
}

async fn membership(app: &TestApp, token: &str) -> Value {
    json(app.get_as("/api/v1/auth/university-email", token).await).await["data"].clone()
}

/// Submits a profile for `university` with one fresh photo; answers the response.
async fn submit_for(app: &TestApp, token: &str, university: &Value) -> reqwest::Response {
    let photos = vec![photo(app, token).await];
    submit(app, token, &profile(university["id"].as_str().unwrap(), &photos)).await
}

#[tokio::test]
async fn a_webmail_student_joins_once_a_university_address_at_a_subdomain_is_verified() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;

    let refused = submit_for(&app, &ada, &michigan).await;
    assert_eq!(refused.status(), 400);
    let message = "To join University of Michigan, verify an address at umich.edu: add it as your university \
                   e-mail in Settings";
    assert_eq!(json(refused).await["fields"]["university"], message);
    assert_eq!(membership(&app, &ada).await["universities"], json!([]));

    let added = add_university_email(&app, &ada, "Ada@Med.UMich.edu").await;
    assert_eq!(added.status(), 202);
    let secret = app.last_link("confirm-university-email", "ada@med.umich.edu").await;
    assert_eq!(membership(&app, &ada).await["pendingEmail"], "ada@med.umich.edu");
    assert_eq!(submit_for(&app, &ada, &michigan).await.status(), 400, "a pending address proves nothing");

    assert_eq!(confirm(&app, &secret).await.status(), 200);
    assert_eq!(confirm(&app, &secret).await.status(), 400, "the link works once");
    let joined = membership(&app, &ada).await;
    assert_eq!(joined["universityEmail"], "ada@med.umich.edu");
    assert_eq!(joined["universities"], json!([{"id": michigan["id"], "name": "University of Michigan"}]));
    assert_eq!(submit_for(&app, &ada, &michigan).await.status(), 200);

    let export = json(app.get_as("/api/v1/auth/export-data", &ada).await).await;
    assert_eq!(export["data"]["universityEmail"]["email"], "ada@med.umich.edu");
    let deleted = app.client.delete(app.url("/api/v1/auth/university-email")).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(deleted.status(), 200);
    assert_eq!(membership(&app, &ada).await["universityEmail"], Value::Null);
}

#[tokio::test]
async fn the_link_opened_anywhere_tells_the_students_open_tabs_on_every_instance() {
    let app = spawn_app().await;
    let other = app.another_instance().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;
    let mut wizard = Tab::new(&other, &ada, None).await;
    wizard.expect("hello").await;
    assert_eq!(add_university_email(&app, &ada, "ada@umich.edu").await.status(), 202);
    let secret = app.last_link("confirm-university-email", "ada@umich.edu").await;
    // The mail names the account it unlocks, so nobody confirms another's claim by accident.
    let mail = app.outbox().await.into_iter().rfind(|m| m.contains("confirm-university-email")).unwrap();
    let mail = mail.replace("\r\n", " ").replace('\n', " ");
    assert!(mail.contains("the Quad account of Ada L., signed up as ada@gmail.com"), "{mail}");

    // Opened on a phone where nobody is signed in.
    assert_eq!(confirm(&app, &secret).await.status(), 200);

    let (_, _, data) = wizard.expect("membershipChanged").await;
    assert_eq!(data, json!({}));
    assert_eq!(membership(&other, &ada).await["universities"][0]["id"], michigan["id"]);
    let deleted = app.client.delete(app.url("/api/v1/auth/university-email")).bearer_auth(&ada).send().await.unwrap();
    assert_eq!(deleted.status(), 200);
    wizard.expect("membershipChanged").await;
    assert_eq!(confirm(&app, &secret).await.status(), 400, "a used link tells nobody");
}

#[tokio::test]
async fn a_sign_in_address_at_a_domain_proves_membership_and_the_longest_domain_wins() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let michigan = university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let medicine = university_with(&app, &admin, "Michigan Medicine", &[("emailDomains", "med.umich.edu")]).await;
    let bea = app.signed_in_as("bea", "bea@med.umich.edu", "user").await;
    let cal = app.signed_in_as("cal", "cal@lsa.umich.edu", "user").await;

    assert_eq!(submit_for(&app, &bea, &michigan).await.status(), 400);
    assert_eq!(submit_for(&app, &bea, &medicine).await.status(), 200);
    assert_eq!(submit_for(&app, &cal, &michigan).await.status(), 200);
}

#[tokio::test]
async fn a_university_without_domains_admits_students_only_when_an_admin_lets_it() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let closed = university_with(&app, &admin, "Reed College", &[]).await;
    let open = university_with(&app, &admin, "Bard College", &[("joinWithoutUniversityEmail", "true")]).await;
    let ada = app.signed_in("ada", "user").await;

    let refused = submit_for(&app, &ada, &closed).await;
    assert_eq!(refused.status(), 400);
    assert_eq!(
        json(refused).await["fields"]["university"],
        "Reed College cannot be joined yet: it has no university e-mail domain on Quad"
    );
    assert_eq!(submit_for(&app, &ada, &open).await.status(), 200);
    assert_eq!(open["joinWithoutUniversityEmail"], true);
}

#[tokio::test]
async fn domains_are_checked_belong_to_one_university_and_only_admins_set_them() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let manager = app.signed_in("mia", "manager").await;

    for (domains, message) in [
        ("gmail.com", "'gmail.com' is a webmail provider; anyone can have an address there"),
        ("ac.uk", "'ac.uk' is shared by many organisations; enter the university's own domain, like umich.edu"),
        ("not a domain", "'not' is not a domain; enter one like umich.edu"),
    ] {
        let response = add_university(&app, &admin, "Somewhere", &[("emailDomains", domains)]).await;
        assert_eq!(response.status(), 400, "{domains}");
        assert_eq!(json(response).await["fields"]["emailDomains"], message);
    }
    let michigan =
        university_with(&app, &admin, "University of Michigan", &[("emailDomains", "@UMich.edu, umich.edu")]).await;
    assert_eq!(michigan["emailDomains"], json!(["umich.edu"]));

    let taken = add_university(&app, &admin, "Wolverine U", &[("emailDomains", "umich.edu")]).await;
    assert_eq!(taken.status(), 400);
    assert_eq!(json(taken).await["fields"]["emailDomains"], "umich.edu already belongs to University of Michigan");
    let by_manager = university_with(&app, &manager, "Manager U", &[("emailDomains", "manager.edu")]).await;
    assert_eq!(by_manager["emailDomains"], json!([]), "a manager's domains are ignored");

    let id = michigan["id"].as_str().unwrap();
    let edit = |extra: &'static [(&'static str, &'static str)]| {
        let mut form = Form::new()
            .text("name", "University of Michigan")
            .text("description", "A university.")
            .text("instagramData[url]", "quad.test");
        for (field, value) in extra {
            form = form.text(*field, *value);
        }
        app.client.put(app.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&admin).multipart(form).send()
    };
    let kept = json(edit(&[]).await.unwrap()).await;
    assert_eq!(kept["data"]["emailDomains"], json!(["umich.edu"]), "left out of an edit, they stay");
    let cleared = json(edit(&[("emailDomains", "")]).await.unwrap()).await;
    assert_eq!(cleared["data"]["emailDomains"], json!([]));
    assert_eq!(app.count("SELECT count(*) FROM university_email_domains").await, 0);
}

#[tokio::test]
async fn an_address_proves_membership_for_one_account_only() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;
    let bea = app.signed_in_as("bea", "bea@gmail.com", "user").await;
    app.signed_in("cal", "user").await;

    assert_eq!(add_university_email(&app, &bea, "ada@umich.edu").await.status(), 202, "nobody has it yet");
    let bea_secret = app.last_link("confirm-university-email", "ada@umich.edu").await;
    assert_eq!(add_university_email(&app, &ada, "ada@umich.edu").await.status(), 202, "pending is not taken");
    let ada_secret = app.last_link("confirm-university-email", "ada@umich.edu").await;
    assert_eq!(confirm(&app, &ada_secret).await.status(), 200);
    assert_eq!(confirm(&app, &bea_secret).await.status(), 409, "verified by ada meanwhile");

    let again = add_university_email(&app, &bea, "ada@umich.edu").await;
    assert_eq!(again.status(), 409);
    assert_eq!(json(again).await["error"], "This address is already used by another Quad account");
    assert_eq!(add_university_email(&app, &bea, "cal@umich.edu").await.status(), 409, "cal signs in with it");
    // (Webmail and the sign-in address are refused too: see the use case's tests. Each try counts
    // against the account's hourly limit of links.)
    let unknown = add_university_email(&app, &bea, "bea@reed.edu").await;
    assert_eq!(unknown.status(), 400);
    let message = "No university on Quad has addresses at reed.edu; you can request your university";
    assert_eq!(json(unknown).await["fields"]["email"], message);
}

#[tokio::test]
async fn an_address_verified_as_a_university_email_signs_in_no_other_account() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;
    assert_eq!(add_university_email(&app, &ada, "ada@umich.edu").await.status(), 202);
    let secret = app.last_link("confirm-university-email", "ada@umich.edu").await;
    assert_eq!(confirm(&app, &secret).await.status(), 200);

    let registered = app.register("ada2", "ada@umich.edu", "Secret-Passw0rd").await;
    assert_eq!(registered.status(), 409, "a second account cannot register with it");
    assert_eq!(json(registered).await["error"], "Email already in use");

    let bea = app.signed_in_as("bea", "bea@gmail.com", "user").await;
    let change = app
        .client
        .post(app.url("/api/v1/auth/email"))
        .bearer_auth(&bea)
        .json(&json!({"newEmail": "ada@umich.edu", "password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();
    assert_eq!(change.status(), 200, "asking sends a link to the address");
    let link = app.last_link("confirm-email", "ada@umich.edu").await;
    let confirmed = app.get(&format!("/api/v1/auth/confirm-email/{link}")).await;
    assert_eq!(confirmed.status(), 409, "but it cannot take the address from ada");
    assert_eq!(json(app.get_as("/api/v1/auth/me", &bea).await).await["data"]["email"], "bea@gmail.com");
    // The database holds the rule whichever path writes, and either table first.
    // A +tag reaches the same mailbox: no second account signs in with it, and it is no
    // university e-mail.
    let tagged = app.register("ada_again", "ada+2@umich.edu", "Tulip4Harbor").await;
    assert_eq!(tagged.status(), 409, "ada's mailbox has its account");
    let tagged = app.signed_in_as("cy_tagged", "cy+2@umich.edu", "user").await;
    assert_eq!(membership(&app, &tagged).await["universities"], json!([]), "a tagged sign-in proves nothing");
    let refused = add_university_email(&app, &bea, "bea+1@umich.edu").await;
    assert_eq!(
        json(refused).await["fields"]["email"],
        "Enter your university address without a +tag: each address proves one account"
    );
    let raw = app
        .db()
        .await
        .batch_execute(
            "INSERT INTO users (id, email, username, first_name, last_name, role) \
             VALUES (gen_random_uuid(), 'ada@umich.edu', 'ada3', 'Ada', 'L', 'user')",
        )
        .await;
    assert!(raw.is_err_and(|e| e.to_string().contains("verifies another account")));
    assert_eq!(app.count("SELECT count(*) FROM users WHERE email = 'ada@umich.edu'").await, 0);
}

#[tokio::test]
async fn an_approved_student_without_a_verified_address_stays_listed_flagged_and_sees_nobody_until_they_verify() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    let open = [("joinWithoutUniversityEmail", "true")];
    let reed = university_with(&app, &admin, "Reed College", &open).await;
    let id = reed["id"].as_str().unwrap();
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;
    let bea = app.signed_in_as("bea", "bea@gmail.com", "user").await;
    for student in [&ada, &bea] {
        let submitted = json(submit_for(&app, student, &reed).await).await;
        let profile = submitted["data"]["id"].as_str().unwrap().to_owned();
        assert_eq!(app.decide(&admin, &profile, "approve", json!({})).await.status(), 200);
    }
    let approved = json(app.get_as("/api/v1/admin/profiles/status/approved", &admin).await).await;
    assert_eq!(approved["data"][0]["membershipVerified"], false, "joined without a university address");
    assert_eq!(json(app.get_as("/api/v1/roommates", &ada).await).await["total"], 1);

    // Reed gets its domain: both stay listed, flagged, and see nobody until they verify.
    let form = Form::new()
        .text("name", "Reed College")
        .text("description", "A university.")
        .text("instagramData[url]", "quad.test")
        .text("emailDomains", "reed.edu");
    let edit = app.client.put(app.url(&format!("/api/v1/universities/{id}"))).bearer_auth(&admin).multipart(form);
    assert_eq!(edit.send().await.unwrap().status(), 200);
    let refused = app.get_as("/api/v1/roommates", &ada).await;
    assert_eq!(refused.status(), 403);
    let message = "To see other students at Reed College, verify an address at reed.edu: add it as your university \
                   e-mail in Settings";
    assert_eq!(json(refused).await["error"], message);

    assert_eq!(add_university_email(&app, &ada, "ada@reed.edu").await.status(), 202);
    assert_eq!(confirm(&app, &app.last_link("confirm-university-email", "ada@reed.edu").await).await.status(), 200);
    let listed = json(app.get_as("/api/v1/roommates", &ada).await).await;
    assert_eq!(listed["total"], 1, "bea, unverified, is still listed");
    let flagged = json(app.get_as("/api/v1/admin/profiles/status/approved", &admin).await).await;
    let verified: Vec<&Value> = flagged["data"].as_array().unwrap().iter().map(|p| &p["membershipVerified"]).collect();
    assert_eq!(verified.iter().filter(|v| ***v == json!(true)).count(), 1);
}

#[tokio::test]
async fn deleting_the_account_forgets_the_mail_sent_to_its_university_addresses() {
    let app = spawn_app().await;
    let admin = app.signed_in("admin", "admin").await;
    university_with(&app, &admin, "University of Michigan", &[("emailDomains", "umich.edu")]).await;
    let ada = app.signed_in_as("ada", "ada@gmail.com", "user").await;
    assert_eq!(add_university_email(&app, &ada, "ada@umich.edu").await.status(), 202);
    assert_eq!(confirm(&app, &app.last_link("confirm-university-email", "ada@umich.edu").await).await.status(), 200);
    assert_eq!(add_university_email(&app, &ada, "ada@med.umich.edu").await.status(), 202, "pending");
    let to_university = "SELECT count(*) FROM mail_queue WHERE recipient IN ('ada@umich.edu', 'ada@med.umich.edu')";
    assert_eq!(app.count(to_university).await, 2);

    let deleted = app
        .client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&ada)
        .json(&json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), 200);
    assert_eq!(app.count(to_university).await, 0);
    assert_eq!(app.count("SELECT count(*) FROM university_emails").await, 0);
}

//! The upload pipeline over HTTP: limits, type sniffing, re-encoding, serving, and deletion.

use quad_storage::fixtures::{jpeg, jpeg_with_gps};
use reqwest::multipart::{Form, Part};

use crate::helpers::{TestApp, json, spawn_app};

fn form(bytes: Vec<u8>, file_name: &str, mime: &str) -> Form {
    Form::new().part("file", Part::bytes(bytes).file_name(file_name.to_owned()).mime_str(mime).unwrap())
}

async fn upload(app: &TestApp, token: &str, upload_type: &str, form: Form) -> reqwest::Response {
    app.client
        .post(app.url(&format!("/api/v1/upload?uploadType={upload_type}")))
        .bearer_auth(token)
        .multipart(form)
        .send()
        .await
        .unwrap()
}

fn media_files(app: &TestApp) -> Vec<std::path::PathBuf> {
    fn walk(dir: &std::path::Path, found: &mut Vec<std::path::PathBuf>) {
        let Ok(entries) = std::fs::read_dir(dir) else { return };
        for entry in entries {
            let path = entry.unwrap().path();
            if path.is_dir() { walk(&path, found) } else { found.push(path) }
        }
    }
    let mut found = Vec::new();
    walk(&app.data_dir.join("media"), &mut found);
    found
}

fn contains(haystack: &[u8], needle: &[u8]) -> bool {
    haystack.windows(needle.len()).any(|w| w == needle)
}

#[tokio::test]
async fn a_photo_with_gps_exif_is_stored_without_it_and_served_for_ten_minutes_of_caching() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let response = upload(&app, &token, "profile", form(jpeg_with_gps(320, 240), "room.jpg", "image/jpeg")).await;

    assert_eq!(response.status(), 201);
    let body = json(response).await;
    let url = body["fileUrl"].as_str().unwrap();
    assert!(url.starts_with("http://quad.test/media/profile/") && url.ends_with(".jpg"), "{url}");
    assert!(body["thumbnailUrl"].as_str().unwrap().ends_with(".thumb.jpg"));
    let served = app.get(url.strip_prefix("http://quad.test").unwrap()).await;
    assert_eq!(served.status(), 200);
    assert_eq!(served.headers()["cache-control"], "public, max-age=600", "a withdrawn photo is not kept for long");
    assert_eq!(served.headers()["x-content-type-options"], "nosniff");
    let bytes = served.bytes().await.unwrap();
    assert_eq!(&bytes[..2], &[0xFF, 0xD8]);
    assert!(!contains(&bytes, b"Exif"), "no EXIF block survives");
    for file in media_files(&app) {
        assert!(!contains(&std::fs::read(&file).unwrap(), b"Exif"), "{}", file.display());
    }
    assert_eq!(app.count("SELECT count(*) FROM media_uploads WHERE kind = 'profile'").await, 1);
}

#[tokio::test]
async fn more_than_5mb_is_refused_with_413_and_nothing_is_kept() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let mut big = jpeg(64, 64);
    // Past the limit by less than the declared length's allowance, so the refusal comes
    // part-way through a body still being sent: the answer must reach the client anyway.
    big.resize(5 * 1024 * 1024 + 60 * 1024, 0);

    let response = upload(&app, &token, "profile", form(big, "big.jpg", "image/jpeg")).await;

    assert_eq!(response.status(), 413);
    assert_eq!(json(response).await["error"], "Image must be less than 5MB");
    assert!(media_files(&app).is_empty());
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 0);
}

#[tokio::test]
async fn a_file_that_is_not_an_image_is_refused_whatever_it_claims() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let response = upload(&app, &token, "profile", form(b"%PDF-1.7 ...".to_vec(), "photo.jpg", "image/jpeg")).await;

    assert_eq!(response.status(), 415);
    assert_eq!(json(response).await["error"], "Please select an image file");
    assert!(media_files(&app).is_empty());
}

#[tokio::test]
async fn uploads_need_a_session_a_known_type_and_a_file() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let anonymous = app
        .client
        .post(app.url("/api/v1/upload?uploadType=profile"))
        .multipart(form(jpeg(8, 8), "a.jpg", "image/jpeg"))
        .send()
        .await
        .unwrap();
    let unknown_type = upload(&app, &token, "banner", form(jpeg(8, 8), "a.jpg", "image/jpeg")).await;
    let no_file = upload(&app, &token, "profile", Form::new().text("caption", "hi")).await;

    assert_eq!(anonymous.status(), 401);
    assert_eq!(unknown_type.status(), 400);
    assert_eq!(no_file.status(), 400);
    assert_eq!(json(no_file).await["error"], "Please select an image");
}

#[tokio::test]
async fn a_malformed_part_anywhere_in_the_form_refuses_the_upload() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let mut body = b"--b\r\nContent-Disposition: form-data; name=\"file\"; filename=\"a.jpg\"\r\n\r\n".to_vec();
    body.extend(jpeg(8, 8));
    body.extend(b"\r\n--b\r\nContent-Disposition: form-data; name=\"a\x01b\"\r\n\r\nv\r\n--b--\r\n");

    let response = app
        .client
        .post(app.url("/api/v1/upload?uploadType=profile"))
        .bearer_auth(&token)
        .header("content-type", "multipart/form-data; boundary=b")
        .body(body)
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 400);
    assert_eq!(json(response).await["error"], "The upload could not be read");
    assert!(media_files(&app).is_empty());
}

#[tokio::test]
async fn the_profile_picture_becomes_the_persons_avatar() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;

    let response = app
        .client
        .put(app.url("/api/v1/auth/profile-picture"))
        .bearer_auth(&token)
        .multipart(form(jpeg(900, 900), "me.jpg", "image/jpeg"))
        .send()
        .await
        .unwrap();

    assert_eq!(response.status(), 200);
    let url = json(response).await["data"]["profileImage"].as_str().unwrap().to_owned();
    assert!(url.contains("/media/avatar/"));
    let me = json(app.get_as("/api/v1/auth/me", &token).await).await;
    assert_eq!(me["data"]["profileImage"], url.as_str());
}

#[tokio::test]
async fn deleting_an_account_deletes_every_file_the_person_uploaded() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let other = app.signed_in("grace", "user").await;
    upload(&app, &token, "profile", form(jpeg(64, 64), "a.jpg", "image/jpeg")).await;
    upload(&app, &token, "profile", form(jpeg(64, 64), "b.jpg", "image/jpeg")).await;
    upload(&app, &other, "profile", form(jpeg(64, 64), "c.jpg", "image/jpeg")).await;
    assert_eq!(media_files(&app).len(), 6, "three uploads, each with a thumbnail");

    app.client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&token)
        .json(&serde_json::json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(media_files(&app).len(), 2, "only the other person's upload is left");
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 1);
}

#[tokio::test]
async fn only_staff_may_upload_logos_and_post_images() {
    let app = spawn_app().await;
    let student = app.signed_in("ada", "user").await;
    let admin = app.signed_in("dean", "admin").await;
    let manager = app.signed_in("maya", "manager").await;

    let student_logo = upload(&app, &student, "logo", form(jpeg(64, 64), "l.jpg", "image/jpeg")).await;
    let student_post = upload(&app, &student, "post", form(jpeg(64, 64), "p.jpg", "image/jpeg")).await;
    let admin_logo = upload(&app, &admin, "logo", form(jpeg(64, 64), "l.jpg", "image/jpeg")).await;
    let manager_post = upload(&app, &manager, "post", form(jpeg(640, 640), "p.jpg", "image/jpeg")).await;

    assert_eq!(student_logo.status(), 403);
    assert_eq!(json(student_logo).await["error"], "You do not have permission to upload this kind of image");
    assert_eq!(student_post.status(), 403);
    assert_eq!(admin_logo.status(), 201);
    assert_eq!(manager_post.status(), 201);
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 2);
}

#[tokio::test]
async fn an_account_past_its_hourly_uploads_or_its_storage_gets_a_clear_429() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    assert_eq!(upload(&app, &token, "profile", form(jpeg(64, 64), "a.jpg", "image/jpeg")).await.status(), 201);
    let recorded = app.count("SELECT bytes AS count FROM media_uploads").await;
    assert!(recorded > 0, "the stored size is recorded");
    // 59 more uploads this hour...
    app.sql(
        "INSERT INTO media_uploads (id, owner_id, kind, storage_key, thumbnail_key, url, bytes) \
         SELECT gen_random_uuid(), owner_id, 'profile', 'k' || n, 't' || n, 'u' || n, 1000 \
         FROM media_uploads, generate_series(1, 59) AS n",
    )
    .await;

    let too_many = upload(&app, &token, "profile", form(jpeg(64, 64), "b.jpg", "image/jpeg")).await;

    assert_eq!(too_many.status(), 429);
    assert_eq!(json(too_many).await["error"], "Too many uploads. Please try again in an hour.");
    // ...an hour later, but with 200 MB stored.
    app.sql("UPDATE media_uploads SET created_at = now() - interval '2 hours'").await;
    app.sql("UPDATE media_uploads SET bytes = 300 * 1024 * 1024 WHERE storage_key = 'k1'").await;
    let full = upload(&app, &token, "profile", form(jpeg(64, 64), "c.jpg", "image/jpeg")).await;
    assert_eq!(full.status(), 429);
    assert_eq!(json(full).await["error"], "You have reached your storage limit. Remove some photos and try again.");
    assert_eq!(media_files(&app).len(), 2, "nothing more was stored");
}

#[tokio::test]
async fn uploads_nothing_refers_to_after_a_day_are_removed_and_the_rest_kept() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    let dropped = json(upload(&app, &token, "profile", form(jpeg(64, 64), "a.jpg", "image/jpeg")).await).await;
    let form_avatar = form(jpeg(64, 64), "me.jpg", "image/jpeg");
    let avatar = app
        .client
        .put(app.url("/api/v1/auth/profile-picture"))
        .bearer_auth(&token)
        .multipart(form_avatar)
        .send()
        .await
        .unwrap();
    assert_eq!(avatar.status(), 200);
    let fresh = json(upload(&app, &token, "profile", form(jpeg(64, 64), "b.jpg", "image/jpeg")).await).await;
    assert_eq!(media_files(&app).len(), 6);
    app.sql(&format!(
        "UPDATE media_uploads SET created_at = now() - interval '25 hours' WHERE url <> '{}'",
        fresh["fileUrl"].as_str().unwrap()
    ))
    .await;

    // The job runs when an instance starts, then hourly.
    let _second = app.another_instance().await;

    for _ in 0..50 {
        if media_files(&app).len() == 4 {
            break;
        }
        tokio::time::sleep(std::time::Duration::from_millis(100)).await;
    }
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 2, "the avatar in use and the fresh upload stay");
    let dropped_url = dropped["fileUrl"].as_str().unwrap();
    assert_eq!(app.count(&format!("SELECT count(*) FROM media_uploads WHERE url = '{dropped_url}'")).await, 0);
    assert_eq!(media_files(&app).len(), 4, "the dropped photo's file and thumbnail are gone");
}

#[tokio::test]
async fn a_universitys_logo_stays_when_the_admin_who_uploaded_it_deletes_their_account() {
    let app = spawn_app().await;
    let admin = app.signed_in("dean", "admin").await;
    app.signed_in("provost", "admin").await; // so the dean is not the last admin
    let logo = Form::new()
        .part("logo", Part::bytes(jpeg(64, 64)).file_name("l.jpg").mime_str("image/jpeg").unwrap())
        .text("name", "University of Michigan")
        .text("description", "Go Blue")
        .text("instagramData[url]", "umich");
    let created = app.client.post(app.url("/api/v1/universities")).bearer_auth(&admin).multipart(logo);
    let created = created.send().await.unwrap();
    assert_eq!(created.status(), 201);

    let deleted = app
        .client
        .delete(app.url("/api/v1/auth/delete-account"))
        .bearer_auth(&admin)
        .json(&serde_json::json!({"password": "Tulip4Harbor"}))
        .send()
        .await
        .unwrap();

    assert_eq!(deleted.status(), 200);
    assert_eq!(media_files(&app).len(), 2, "the logo and its thumbnail");
    assert_eq!(app.count("SELECT count(*) FROM media_uploads WHERE owner_id IS NULL AND kind = 'logo'").await, 1);
}

#[tokio::test]
async fn twenty_uploads_sent_at_once_keep_to_the_hourly_quota() {
    let app = spawn_app().await;
    let token = app.signed_in("ada", "user").await;
    assert_eq!(upload(&app, &token, "profile", form(jpeg(64, 64), "a.jpg", "image/jpeg")).await.status(), 201);
    // 50 uploads this hour, so 10 are left...
    app.sql(
        "INSERT INTO media_uploads (id, owner_id, kind, storage_key, thumbnail_key, url, bytes) \
         SELECT gen_random_uuid(), owner_id, 'profile', 'k' || n, 't' || n, 'u' || n, 1000 \
         FROM media_uploads, generate_series(1, 49) AS n",
    )
    .await;

    // ...and 20 are sent side by side: each passes the first look at the count.
    let mut sent = tokio::task::JoinSet::new();
    for n in 0..20 {
        let request = app
            .client
            .post(app.url("/api/v1/upload?uploadType=profile"))
            .bearer_auth(&token)
            .multipart(form(jpeg(64, 64), &format!("{n}.jpg"), "image/jpeg"));
        sent.spawn(async move { request.send().await.unwrap().status().as_u16() });
    }
    let statuses = sent.join_all().await;

    assert_eq!(statuses.iter().filter(|s| **s == 201).count(), 10, "{statuses:?}");
    assert_eq!(statuses.iter().filter(|s| **s == 429).count(), 10, "{statuses:?}");
    assert_eq!(app.count("SELECT count(*) FROM media_uploads").await, 60);
    assert_eq!(media_files(&app).len(), 2 * 11, "the refused uploads' files are gone too");
}

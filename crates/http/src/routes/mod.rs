//! Every route of the API, registered in one place.

pub(crate) mod admin;
pub(crate) mod auth;
pub(crate) mod catalogues;
pub(crate) mod config;
pub(crate) mod health;
pub(crate) mod manager;
pub(crate) mod media;
pub(crate) mod newsletter;
pub(crate) mod profiles;
pub(crate) mod roommates;
pub(crate) mod universities;

use actix_web::{HttpResponse, web};

use crate::ApiError;

/// The `/api/v1` routes.
pub fn configure(cfg: &mut web::ServiceConfig) {
    cfg.service(web::resource("/health").get(health::health))
        .service(web::resource("/health/live").get(health::live))
        .service(web::resource("/health/ready").get(health::ready))
        .service(web::resource("/config").get(config::public_config))
        .service(web::resource("/catalogues").get(catalogues::catalogues))
        .service(web::resource("/newsletter/subscriptions").post(newsletter::subscribe))
        .service(web::resource("/newsletter/confirm/{token}").post(newsletter::confirm))
        .service(web::resource("/upload").post(media::upload))
        .service(
            web::scope("/profile")
                .service(web::resource("/submit").post(profiles::own::submit))
                .service(web::resource("/me").get(profiles::own::mine)),
        )
        .service(web::resource("/roommates").get(roommates::list))
        .service(web::resource("/roommates/{id}").get(roommates::get))
        .service(
            web::scope("/auth")
                .service(web::resource("/register").post(auth::sessions::register))
                .service(web::resource("/login").post(auth::sessions::login))
                .service(web::resource("/me").get(auth::sessions::me))
                .service(web::resource("/password").put(auth::credentials::change_password))
                .service(web::resource("/email").post(auth::credentials::request_email_change))
                .service(web::resource("/confirm-email/{token}").get(auth::credentials::confirm_email_change))
                .service(web::resource("/sessions").get(auth::credentials::list))
                .service(web::resource("/sessions/sign-out-others").post(auth::credentials::end_others))
                .service(web::resource("/sessions/{id}").delete(auth::credentials::end))
                .service(web::resource("/logout").get(auth::sessions::logout).post(auth::sessions::logout_with_post))
                .service(web::resource("/forgot-password").post(auth::passwords::forgot_password))
                .service(web::resource("/reset-password/{resetToken}").put(auth::passwords::reset_password))
                .service(web::resource("/verify-email/{verificationToken}").get(auth::verification::verify_email))
                .service(web::resource("/resend-verification").post(auth::verification::resend_verification))
                .service(web::resource("/delete-account").delete(auth::account::delete_account))
                .service(web::resource("/export-data").get(auth::account::export_data))
                .service(web::resource("/profile-picture").put(auth::account::profile_picture))
                .service(web::resource("/google").get(auth::google::start))
                .service(web::resource("/google/callback").get(auth::google::callback))
                .service(web::resource("/google/exchange").post(auth::google::exchange)),
        )
        .service(
            web::scope("/universities")
                .service(web::resource("").get(universities::browse::list).post(universities::manage::create))
                .service(web::resource("/requests").post(universities::requests::request_university))
                .service(web::resource("/slug/{slug}").get(universities::browse::get_by_slug))
                .service(
                    web::resource("/{id}")
                        .get(universities::browse::get)
                        .put(universities::manage::update)
                        .delete(universities::manage::delete),
                ),
        )
        .service(
            web::scope("/admin")
                .service(web::resource("/users").get(admin::users::list_users))
                .service(
                    web::resource("/users/{id}")
                        .patch(admin::users::update_user)
                        .put(admin::users::replace_user)
                        .delete(admin::users::delete_user),
                )
                .service(web::resource("/activity").get(admin::activity::list_activity))
                .service(web::resource("/dashboard").get(admin::insights::dashboard))
                .service(web::resource("/search").get(admin::insights::search))
                .service(web::resource("/analytics").get(admin::insights::analytics))
                .service(web::resource("/university-requests").get(universities::requests::list_requests))
                .service(web::resource("/profiles/status/{status}").get(profiles::moderation::by_status))
                .service(web::resource("/profiles/{id}/approve").post(profiles::moderation::approve))
                .service(web::resource("/profiles/{id}/reject").post(profiles::moderation::reject)),
        )
        .service(
            web::scope("/manager")
                .service(web::resource("/test-instagram").post(manager::test_instagram::test_instagram))
                .service(web::resource("/dashboard").get(manager::posts::dashboard))
                .service(web::resource("/schedule").get(manager::posts::schedule))
                .service(web::resource("/universities").get(manager::posts::universities))
                .service(
                    web::resource("/universities/{id}/instagram")
                        .get(manager::accounts::list)
                        .post(manager::accounts::save),
                )
                .service(
                    web::resource("/universities/{id}/posts").get(manager::posts::list).post(manager::posts::upload),
                )
                .service(web::resource("/instagram/{id}").delete(manager::accounts::remove))
                .service(web::resource("/instagram/{id}/test").post(manager::accounts::retest))
                .service(web::resource("/posts/{id}").delete(manager::posts::cancel).patch(manager::posts::reschedule))
                .service(web::resource("/posts/{id}/retry").post(manager::posts::retry)),
        );
}

/// Any `/api/...` path no route claims: a 404 in the envelope, never the SPA.
pub async fn api_not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::not_found("Not found"))
}

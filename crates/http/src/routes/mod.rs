//! Every route of the API, registered in one place.

pub(crate) mod admin;
pub(crate) mod auth;
pub(crate) mod catalogues;
pub(crate) mod config;
pub(crate) mod connections;
pub(crate) mod events;
pub(crate) mod health;
pub(crate) mod manager;
pub(crate) mod media;
pub(crate) mod messages;
pub(crate) mod newsletter;
pub(crate) mod notifications;
pub(crate) mod profiles;
pub(crate) mod reports;
pub(crate) mod roommates;
pub(crate) mod saved;
pub(crate) mod submissions;
pub(crate) mod universities;

use actix_web::HttpResponse;

pub(crate) use crate::endpoint::Endpoints;

use quad_application::rate_limits::LimitedAction::*;

use crate::{
    ApiError,
    endpoint::{Access::*, RateLimit::*, endpoint},
};

/// Where the API is mounted; every `#[utoipa::path]` begins with it.
pub const PREFIX: &str = "/api/v1";

/// Every `/api/v1` endpoint, each registered once with who may call it and what it rate-limits.
/// Its method and path are its `#[utoipa::path]`'s; the routes and the document are built from
/// this list.
pub fn endpoints() -> Endpoints {
    Endpoints::new([
        // system
        endpoint!(health::health),
        endpoint!(health::live),
        endpoint!(health::ready),
        endpoint!(config::public_config),
        endpoint!(config::landing_figures),
        endpoint!(catalogues::catalogues),
        endpoint!(newsletter::subscribe).limit(Attempts),
        endpoint!(newsletter::confirm),
        endpoint!(newsletter::subscription),
        endpoint!(newsletter::choose_universities),
        endpoint!(newsletter::unsubscribe),
        endpoint!(media::upload).access(SignedIn).limit(Uploads),
        // accounts and sessions
        endpoint!(auth::sessions::register).limit(Attempts),
        endpoint!(auth::sessions::login).limit(Attempts),
        endpoint!(auth::sessions::me).access(SignedIn),
        endpoint!(auth::sessions::logout).access(SignedIn),
        endpoint!(auth::sessions::logout_with_post).access(SignedIn),
        // Signed in, not staff-only: an admin without two-step sign-in must reach these to turn it
        // on (staff-only routes refuse them until then); the use case refuses students.
        endpoint!(auth::second_factor::status).access(SignedIn),
        endpoint!(auth::second_factor::set_up).access(SignedIn),
        endpoint!(auth::second_factor::confirm).access(SignedIn).limit(Attempts),
        endpoint!(auth::second_factor::verify).limit(Attempts),
        endpoint!(auth::credentials::change_password).access(SignedIn).limit(Attempts),
        endpoint!(auth::credentials::request_email_change).access(SignedIn).limit(Attempts),
        endpoint!(auth::credentials::confirm_email_change).limit(Attempts),
        endpoint!(auth::credentials::list).access(SignedIn),
        endpoint!(auth::credentials::end_others).access(SignedIn),
        endpoint!(auth::credentials::end).access(SignedIn),
        endpoint!(auth::passwords::forgot_password).limit(Attempts),
        endpoint!(auth::passwords::reset_password).limit(Attempts),
        endpoint!(auth::verification::verify_email).limit(Attempts),
        endpoint!(auth::verification::resend_verification).access(AnyoneWithOptionalSession).limit(Attempts),
        endpoint!(auth::account::delete_account).access(SignedIn).limit(Attempts),
        endpoint!(auth::export::export_data).access(SignedIn).limit(PerAccount(Export)),
        endpoint!(auth::account::profile_picture).access(SignedIn).limit(Uploads),
        endpoint!(auth::university_email::membership).access(SignedIn),
        endpoint!(auth::university_email::add).access(SignedIn).limit(Attempts),
        endpoint!(auth::university_email::remove).access(SignedIn),
        endpoint!(auth::university_email::confirm).limit(Attempts),
        endpoint!(auth::google::start),
        endpoint!(auth::google::callback),
        endpoint!(auth::google::exchange),
        endpoint!(auth::google::start_university_proof).access(SignedIn).limit(Attempts),
        // roommate profiles
        endpoint!(profiles::own::submit).access(SignedIn),
        endpoint!(profiles::own::mine).access(SignedIn),
        endpoint!(profiles::own::set_looking).access(SignedIn),
        endpoint!(profiles::draft::get).access(SignedIn),
        endpoint!(profiles::draft::save).access(SignedIn).limit(PerAccount(Draft)),
        endpoint!(profiles::draft::discard).access(SignedIn),
        endpoint!(profiles::moderation::by_status)
            .access(Moderators)
            .refused_with("You must be logged in as an admin to view this page"),
        endpoint!(profiles::moderation::approve)
            .access(Moderators)
            .refused_with("You must be logged in as an admin to approve profiles"),
        endpoint!(profiles::moderation::reject)
            .access(Moderators)
            .refused_with("You must be logged in as an admin to reject profiles"),
        endpoint!(profiles::moderation::take_down).access(Moderators),
        endpoint!(roommates::list).access(SignedIn),
        endpoint!(roommates::get).access(SignedIn),
        endpoint!(saved::list).access(SignedIn),
        endpoint!(saved::save).access(SignedIn).limit(PerAccount(Save)),
        endpoint!(saved::unsave).access(SignedIn).limit(PerAccount(Save)),
        endpoint!(saved::list_posts).access(SignedIn),
        endpoint!(saved::save_post).access(SignedIn).limit(PerAccount(Save)),
        endpoint!(saved::unsave_post).access(SignedIn).limit(PerAccount(Save)),
        // connections and blocks
        endpoint!(connections::mark_interest).access(SignedIn).limit(PerAccount(Interest)),
        endpoint!(connections::remove_interest).access(SignedIn).limit(PerAccount(Interest)),
        endpoint!(connections::send_request).access(SignedIn),
        endpoint!(connections::received).access(SignedIn),
        endpoint!(connections::sent).access(SignedIn),
        endpoint!(connections::accept).access(SignedIn),
        endpoint!(connections::decline).access(SignedIn),
        endpoint!(connections::withdraw).access(SignedIn),
        endpoint!(connections::list).access(SignedIn),
        endpoint!(connections::disconnect).access(SignedIn),
        endpoint!(connections::confirm_roommates).access(SignedIn),
        endpoint!(connections::take_back_roommates).access(SignedIn),
        endpoint!(connections::block).access(SignedIn).limit(PerAccount(Block)),
        endpoint!(connections::unblock).access(SignedIn).limit(PerAccount(Block)),
        endpoint!(connections::blocked).access(SignedIn),
        endpoint!(connections::contact_privacy).access(SignedIn),
        endpoint!(connections::set_contact_privacy).access(SignedIn),
        endpoint!(auth::research_sharing::research_sharing).access(SignedIn),
        endpoint!(auth::research_sharing::set_research_sharing).access(SignedIn),
        // messages
        endpoint!(messages::list).access(SignedIn),
        endpoint!(messages::open).access(SignedIn).limit(PerAccount(OpenConversation)),
        endpoint!(messages::unread).access(SignedIn),
        endpoint!(messages::get).access(SignedIn),
        endpoint!(messages::thread).access(SignedIn),
        endpoint!(messages::send).access(SignedIn),
        endpoint!(messages::delete).access(SignedIn),
        endpoint!(messages::read).access(SignedIn),
        // reports
        endpoint!(reports::file).access(SignedIn),
        endpoint!(reports::queue).access(Moderators),
        endpoint!(reports::act).access(Moderators),
        // student content
        endpoint!(submissions::own::create).access(SignedIn),
        endpoint!(submissions::own::mine).access(SignedIn),
        endpoint!(submissions::own::revise).access(SignedIn),
        endpoint!(submissions::own::withdraw).access(SignedIn),
        endpoint!(submissions::own::get_draft).access(SignedIn),
        endpoint!(submissions::own::save_draft).access(SignedIn).limit(PerAccount(Draft)),
        endpoint!(submissions::own::discard_draft).access(SignedIn),
        endpoint!(submissions::featured::list).access(AnyoneWithOptionalSession),
        endpoint!(submissions::featured::like).access(SignedIn).limit(PerAccount(Like)),
        endpoint!(submissions::featured::unlike).access(SignedIn).limit(PerAccount(Like)),
        endpoint!(submissions::review::list).access(Reviewers),
        endpoint!(submissions::review::decide).access(Reviewers),
        endpoint!(submissions::review::takedowns).access(Reviewers),
        endpoint!(submissions::review::finish_takedown).access(Reviewers),
        endpoint!(submissions::review::flagged_words).access(Reviewers),
        endpoint!(submissions::review::add_flagged_word).access(Admins),
        endpoint!(submissions::review::remove_flagged_word).access(Admins),
        // notifications and live updates
        endpoint!(events::stream).access(SignedIn),
        endpoint!(notifications::list).access(SignedIn),
        endpoint!(notifications::unread_count).access(SignedIn),
        endpoint!(notifications::mark_read).access(SignedIn),
        endpoint!(notifications::mark_all_read).access(SignedIn),
        endpoint!(notifications::get_preferences).access(SignedIn),
        endpoint!(notifications::update_preferences).access(SignedIn),
        endpoint!(notifications::describe_unsubscribe),
        endpoint!(notifications::unsubscribe),
        // universities
        endpoint!(universities::browse::list),
        endpoint!(universities::browse::get),
        endpoint!(universities::browse::get_by_slug),
        endpoint!(universities::manage::create).access(Managers).limit(Uploads),
        endpoint!(universities::manage::update).access(Admins).limit(Uploads),
        endpoint!(universities::manage::delete).access(Admins),
        endpoint!(universities::requests::request_university).access(AnyoneWithOptionalSession).limit(AddressOrAccount),
        endpoint!(universities::requests::wait_for_opening).access(AnyoneWithOptionalSession).limit(AddressOrAccount),
        endpoint!(universities::requests::list_requests).access(Admins),
        endpoint!(universities::requests::decline_request).access(Admins),
        // administration
        endpoint!(admin::users::list_users).access(Admins),
        endpoint!(admin::users::update_user).access(Admins),
        endpoint!(admin::users::replace_user).access(Admins),
        endpoint!(admin::users::delete_user).access(Admins),
        endpoint!(admin::users::reset_second_factor).access(Admins),
        endpoint!(admin::activity::list_activity).access(Admins),
        endpoint!(admin::insights::dashboard).access(Admins),
        endpoint!(admin::insights::search).access(Admins),
        endpoint!(admin::insights::analytics).access(Admins),
        endpoint!(newsletter::preview).access(Admins),
        // Instagram management
        endpoint!(manager::test_instagram::test_instagram).access(Managers),
        endpoint!(manager::posts::dashboard).access(Managers),
        endpoint!(manager::posts::schedule).access(Managers),
        endpoint!(manager::posts::universities).access(Managers),
        endpoint!(manager::accounts::list).access(Managers),
        endpoint!(manager::accounts::save).access(Managers),
        endpoint!(manager::accounts::remove).access(Managers),
        endpoint!(manager::accounts::retest).access(Managers),
        endpoint!(manager::posts::list).access(Managers),
        endpoint!(manager::posts::upload).access(Managers),
        endpoint!(manager::posts::cancel).access(Managers),
        endpoint!(manager::posts::reschedule).access(Managers),
        endpoint!(manager::posts::retry).access(Managers),
        endpoint!(manager::posts::queue_submission).access(Managers),
    ])
}

/// Any `/api/...` path no route claims: a 404 in the envelope, never the SPA.
pub async fn api_not_found() -> Result<HttpResponse, ApiError> {
    Err(ApiError::not_found("Not found"))
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use actix_web::{
        App, HttpResponse,
        http::{Method, StatusCode},
        test::{TestRequest, call_service, init_service},
        web,
    };

    use super::{PREFIX, endpoints};

    /// (method, path) of every operation in the document.
    fn documented() -> BTreeSet<(String, String)> {
        let document = serde_json::to_value(crate::openapi_document()).expect("the document serializes");
        let paths = document["paths"].as_object().expect("paths");
        paths
            .iter()
            .flat_map(|(path, item)| {
                item.as_object().expect("a path item").keys().map(move |method| (method.to_uppercase(), path.clone()))
            })
            .collect()
    }

    #[test]
    fn the_document_describes_exactly_the_registered_endpoints() {
        let registered: BTreeSet<_> =
            endpoints().operations().map(|(method, path)| (method.to_string(), path.to_owned())).collect();
        assert_eq!(registered, documented());
    }

    #[actix_web::test]
    async fn every_documented_operation_reaches_a_mounted_route() {
        // Nothing claims a request but our routes: the default service answers 418. A route
        // answers without its services (a 5xx) or refuses the made-up input (a 4xx), never 418,
        // and never 405 (a path mounted without that method).
        let app = init_service(
            App::new().service(
                web::scope(PREFIX)
                    .configure(|cfg| endpoints().configure(PREFIX, cfg))
                    .default_service(web::to(|| async { HttpResponse::build(StatusCode::IM_A_TEAPOT).finish() })),
            ),
        )
        .await;
        for (method, path) in documented() {
            let uri = path
                .split('/')
                .map(|part| if part.starts_with('{') { "0190b6a4-34f2-7a9e-8d3c-2f4a5b6c7d8e" } else { part })
                .collect::<Vec<_>>()
                .join("/");
            let method = Method::from_bytes(method.as_bytes()).expect("an HTTP method");
            let response =
                call_service(&app, TestRequest::default().method(method.clone()).uri(&uri).to_request()).await;
            let status = response.status();
            assert!(
                status != StatusCode::IM_A_TEAPOT && status != StatusCode::METHOD_NOT_ALLOWED,
                "{method} {path} is documented but not mounted ({status})"
            );
        }
        let unmounted = call_service(&app, TestRequest::patch().uri("/api/v1/health").to_request()).await;
        assert_eq!(unmounted.status(), StatusCode::METHOD_NOT_ALLOWED, "a mounted path refuses another method");
    }
}

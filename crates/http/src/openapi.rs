use utoipa::{
    Modify, OpenApi,
    openapi::security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
};

use crate::routes;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Quad API",
        description = "Roommate matching and university content for students. Answers are envelopes: \
                       `{success: true, data}` or `{success: false, error, fields?}`; the account calls \
                       under /auth carry the spec's top-level fields (`token`, `user`, `message`, \
                       `needsVerification`) instead of `data`.",
    ),
    paths(
        routes::health::health,
        routes::config::public_config,
        routes::catalogues::catalogues,
        routes::profiles::submit,
        routes::profiles::mine,
        routes::profiles::by_status,
        routes::profiles::approve,
        routes::profiles::reject,
        routes::newsletter::subscribe,
        routes::auth::sessions::register,
        routes::auth::sessions::login,
        routes::auth::sessions::me,
        routes::auth::sessions::logout,
        routes::auth::passwords::forgot_password,
        routes::auth::passwords::reset_password,
        routes::auth::verification::verify_email,
        routes::auth::verification::resend_verification,
        routes::auth::account::delete_account,
        routes::auth::account::export_data,
        routes::auth::account::profile_picture,
        routes::media::upload,
        routes::auth::google::start,
        routes::auth::google::callback,
        routes::admin::users::list_users,
        routes::universities::list,
        routes::universities::get,
        routes::universities::get_by_slug,
        routes::universities::create,
        routes::universities::update,
        routes::universities::delete,
        routes::universities::request_university,
        routes::universities::list_requests,
        routes::manager::test_instagram::test_instagram,
    ),
    modifiers(&BearerAuth),
    tags(
        (name = "system", description = "Health, configuration"),
        (name = "auth", description = "Accounts and sessions"),
        (name = "admin", description = "Administration (admins)"),
        (name = "manager", description = "Instagram management (managers and admins)"),
        (name = "media", description = "Image uploads"),
        (name = "profiles", description = "Roommate profiles and their catalogues"),
        (name = "universities", description = "Universities and requests for new ones"),
        (name = "newsletter", description = "The site newsletter"),
    )
)]
struct ApiDoc;

struct BearerAuth;

impl Modify for BearerAuth {
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let components = openapi.components.get_or_insert_with(Default::default);
        components.add_security_scheme(
            "bearer",
            SecurityScheme::Http(HttpBuilder::new().scheme(HttpAuthScheme::Bearer).bearer_format("JWT").build()),
        );
    }
}

/// The OpenAPI 3.1 document of everything under `/api/v1`, generated from the handlers.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

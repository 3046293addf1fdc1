use utoipa::OpenApi;

use crate::routes;

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Quad API",
        description = "Roommate matching and university content for students. Every answer is an \
                       envelope: `{success: true, data}` or `{success: false, error, fields?}`.",
    ),
    paths(routes::health::health, routes::newsletter::subscribe),
    tags(
        (name = "system", description = "Health and operations"),
        (name = "newsletter", description = "The site newsletter"),
    )
)]
struct ApiDoc;

/// The OpenAPI 3.1 document of everything under `/api/v1`, generated from the handlers.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    ApiDoc::openapi()
}

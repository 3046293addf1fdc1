//! One registration per handler: its method and path come from its `#[utoipa::path]`, its access
//! (who may call it) and rate limit are stated where it is registered, and both the mounted
//! routes and the OpenAPI document are built from the same list.
//!
//! ```ignore
//! endpoint!(admin::users::list_users).access(Access::Admins)
//! ```

use std::{collections::BTreeMap, sync::Arc};

use actix_web::{
    FromRequest, Handler, HttpRequest, Responder, Route,
    http::{Method, StatusCode},
    web,
};
use quad_application::{accounts::Authenticated, rate_limits::LimitedAction};
use quad_domain::Role;
use utoipa::openapi::{
    Components, OpenApi, PathItem, RefOr, ResponseBuilder, Responses,
    content::ContentBuilder,
    path::{HttpMethod, Operation},
    schema::Schema,
    security::SecurityRequirement,
};

use crate::ApiError;

/// Who may call an operation. The document's `security` and its 403 answer follow from it, and
/// the session extractors (`CurrentUser`, `AnySession`) refuse a role it does not admit with a 403
/// before the handler runs. Use cases still check their own rules (a moderator's own profile, a
/// manager's universities); this is the first gate, not the only one.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Access {
    /// Anyone, signed in or not; a session makes no difference.
    Anyone,
    /// Anyone; a session, when the request carries one, adds to what the call does.
    AnyoneWithOptionalSession,
    /// A signed-in person of any role.
    SignedIn,
    /// Moderators and admins.
    Moderators,
    /// Managers and admins.
    Managers,
    /// Those who review students' content: moderators, managers and admins.
    Reviewers,
    /// Admins.
    Admins,
}

impl Access {
    /// Whether a signed-in person with `role` passes this gate.
    pub fn admits(self, role: Role) -> bool {
        match self {
            Access::Anyone | Access::AnyoneWithOptionalSession | Access::SignedIn => true,
            Access::Moderators => role.can_moderate_profiles(),
            Access::Managers => role.can_manage_instagram(),
            Access::Reviewers => role.can_review_content(),
            Access::Admins => role.is_admin(),
        }
    }

    /// Only staff pass (moderators, managers, reviewers, admins).
    fn is_staff_only(self) -> bool {
        !matches!(self, Access::Anyone | Access::AnyoneWithOptionalSession | Access::SignedIn)
    }

    /// The document's 403 for a caller of another role.
    fn refusal(self) -> Option<&'static str> {
        match self {
            Access::Anyone | Access::AnyoneWithOptionalSession | Access::SignedIn => None,
            Access::Moderators => Some("Not a moderator or admin"),
            Access::Managers => Some("Not a manager or admin"),
            Access::Reviewers => Some("Not a moderator, manager or admin"),
            Access::Admins => Some("Not an admin"),
        }
    }

    fn security(self) -> Option<Vec<SecurityRequirement>> {
        let bearer = || SecurityRequirement::new("bearer", Vec::<String>::new());
        match self {
            Access::Anyone => None,
            Access::AnyoneWithOptionalSession => Some(vec![SecurityRequirement::default(), bearer()]),
            Access::SignedIn | Access::Moderators | Access::Managers | Access::Reviewers | Access::Admins => {
                Some(vec![bearer()])
            }
        }
    }
}

/// What an operation counts before answering 429. The counting is the use cases' (per address and
/// per account, in the shared store); this names it for the document.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum RateLimit {
    /// Account attempts, per client address and per account (`quad_application::rate_limits`).
    Attempts,
    /// Per client address when signed out, per account when signed in.
    AddressOrAccount,
    /// The account's hourly upload count and stored bytes (`media`).
    Uploads,
    /// What one signed-in account may do to or about others in an hour (blocks, interest,
    /// saves, conversations, drafts, exports, likes), counted by the session extractor before
    /// the handler runs (`quad_application::rate_limits`).
    PerAccount(LimitedAction),
}

impl RateLimit {
    fn description(self) -> &'static str {
        match self {
            RateLimit::Attempts => "Too many requests",
            RateLimit::AddressOrAccount => "Too many requests from this address (signed out) or account",
            RateLimit::Uploads => "The account's hourly upload count or storage limit is reached",
            RateLimit::PerAccount(_) => "This account did this too often in the last hour",
        }
    }
}

type RouteFactory = Arc<dyn Fn() -> Route + Send + Sync>;

/// A handler, what its `#[utoipa::path]` says of it, and what its registration adds.
#[derive(Clone)]
pub struct Endpoint {
    method: HttpMethod,
    /// The full path, as the document writes it (`/api/v1/...`).
    path: String,
    operation: Operation,
    schemas: Vec<(String, RefOr<Schema>)>,
    route: RouteFactory,
    access: Access,
    refusal: Option<&'static str>,
    limit: Option<RateLimit>,
}

impl Endpoint {
    /// Use [`endpoint!`], which names the handler once.
    pub fn new<P, F, Args>(handler: F) -> Self
    where
        P: utoipa::Path + utoipa::__dev::SchemaReferences + utoipa::__dev::Tags<'static>,
        F: Handler<Args> + Send + Sync,
        Args: FromRequest + 'static,
        F::Output: Responder + 'static,
    {
        let methods = P::methods();
        let [method] = methods.as_slice() else {
            panic!("{} names one method in its #[utoipa::path], not {}", P::path(), methods.len());
        };
        let method = method.clone();
        let actix_method = actix_method(&method);
        let mut schemas = Vec::new();
        P::schemas(&mut schemas);
        let mut operation = P::operation();
        let tags = P::tags();
        if !tags.is_empty() {
            operation.tags.get_or_insert_with(Vec::new).extend(tags.into_iter().map(str::to_owned));
        }
        Self {
            method,
            path: P::path(),
            operation,
            schemas,
            route: Arc::new(move || web::method(actix_method.clone()).to(handler.clone())),
            access: Access::Anyone,
            refusal: None,
            limit: None,
        }
    }

    /// Who may call it (default: anyone).
    pub fn access(mut self, access: Access) -> Self {
        self.access = access;
        self
    }

    /// The words of its 403 for a caller of another role, where the product has its own (default:
    /// "You do not have permission to do this").
    pub fn refused_with(mut self, words: &'static str) -> Self {
        self.refusal = Some(words);
        self
    }

    /// What it counts before answering 429 (default: nothing).
    pub fn limit(mut self, limit: RateLimit) -> Self {
        self.limit = Some(limit);
        self
    }

    /// The operation as the document shows it: the handler's own, with the security and the
    /// 403 and 429 answers its registration implies. An answer the handler declares itself (a
    /// more specific 403) wins.
    fn documented(&self) -> Operation {
        let mut operation = self.operation.clone();
        operation.security = self.access.security();
        let responses = &mut operation.responses;
        if let Some(refusal) = self.refusal.or(self.access.refusal()) {
            add_error(responses, StatusCode::FORBIDDEN, refusal);
        }
        if let Some(limit) = self.limit {
            add_error(responses, StatusCode::TOO_MANY_REQUESTS, limit.description());
        }
        operation
    }
}

/// Adds an error answer unless the operation already declares that status.
fn add_error(responses: &mut Responses, status: StatusCode, description: &str) {
    responses.responses.entry(status.as_str().to_owned()).or_insert_with(|| {
        let body = ContentBuilder::new().schema(Some(RefOr::Ref(utoipa::openapi::Ref::from_schema_name("ErrorBody"))));
        RefOr::T(ResponseBuilder::new().description(description).content("application/json", body.build()).build())
    });
}

fn actix_method(method: &HttpMethod) -> Method {
    match method {
        HttpMethod::Get => Method::GET,
        HttpMethod::Post => Method::POST,
        HttpMethod::Put => Method::PUT,
        HttpMethod::Delete => Method::DELETE,
        HttpMethod::Options => Method::OPTIONS,
        HttpMethod::Head => Method::HEAD,
        HttpMethod::Patch => Method::PATCH,
        HttpMethod::Trace => Method::TRACE,
    }
}

/// Registers a handler by naming it once: `endpoint!(admin::users::list_users)` takes the method
/// and path from the `#[utoipa::path]` on `list_users`.
macro_rules! endpoint {
    (@path [$($module:ident)*] $handler:ident) => {
        pastey::paste! {
            $crate::endpoint::Endpoint::new::<$($module::)* [<__path_ $handler>], _, _>($($module::)* $handler)
        }
    };
    (@path [$($module:ident)*] $next:ident :: $($rest:tt)+) => {
        $crate::endpoint::endpoint!(@path [$($module)* $next] $($rest)+)
    };
    ($($path:tt)+) => {
        $crate::endpoint::endpoint!(@path [] $($path)+)
    };
}
pub(crate) use endpoint;

/// What the session extractors check of a mounted route, for one method.
#[derive(Debug, Clone, Copy)]
pub(crate) struct RouteRules {
    pub(crate) access: Access,
    /// Its own words for a refusal.
    pub(crate) refusal: Option<&'static str>,
    pub(crate) limit: Option<RateLimit>,
}

/// The rules of each method of a mounted path; the session extractors read them.
#[derive(Debug, Clone, Default)]
pub(crate) struct RouteAccess(Vec<(Method, RouteRules)>);

impl RouteAccess {
    /// The rules of the route that answers `request`, when it is one of ours.
    pub(crate) fn of(request: &HttpRequest) -> Option<RouteRules> {
        let routes = request.app_data::<RouteAccess>()?;
        routes.0.iter().find(|(method, _)| method == request.method()).map(|(_, rules)| *rules)
    }
}

/// The API: every endpoint, mounted under a prefix and described in one document.
#[derive(Clone, Default)]
pub struct Endpoints {
    endpoints: Vec<Endpoint>,
}

impl Endpoints {
    pub fn new(endpoints: impl IntoIterator<Item = Endpoint>) -> Self {
        let endpoints: Vec<Endpoint> = endpoints.into_iter().collect();
        let mut seen = std::collections::BTreeSet::new();
        for endpoint in &endpoints {
            assert!(
                seen.insert((endpoint.path.clone(), actix_method(&endpoint.method).to_string())),
                "{} {} is registered twice",
                actix_method(&endpoint.method),
                endpoint.path
            );
        }
        Self { endpoints }
    }

    /// Mounts every endpoint, one resource per path (so a path asked for with a method it does not
    /// take answers 405), its paths relative to `prefix` (the scope this is configured in).
    pub fn configure(&self, prefix: &str, cfg: &mut web::ServiceConfig) {
        let mut by_path: BTreeMap<&str, Vec<&Endpoint>> = BTreeMap::new();
        for endpoint in &self.endpoints {
            let path = endpoint.path.strip_prefix(prefix).unwrap_or_else(|| {
                panic!("{} is not under {prefix}", endpoint.path);
            });
            by_path.entry(path).or_default().push(endpoint);
        }
        for (path, endpoints) in by_path {
            let access = endpoints
                .iter()
                .map(|e| (actix_method(&e.method), RouteRules { access: e.access, refusal: e.refusal, limit: e.limit }))
                .collect();
            let resource = endpoints
                .iter()
                .fold(web::resource(path).app_data(RouteAccess(access)), |resource, e| resource.route((e.route)()));
            cfg.service(resource);
        }
    }

    /// Adds every operation, and the schemas they name, to `document`.
    pub fn describe(&self, document: &mut OpenApi) {
        let components = document.components.get_or_insert_with(Components::new);
        for endpoint in &self.endpoints {
            components.schemas.extend(endpoint.schemas.iter().cloned());
            let item = PathItem::new(endpoint.method.clone(), endpoint.documented());
            document.paths.merge(utoipa::openapi::path::PathsBuilder::new().path(&endpoint.path, item).build());
        }
    }

    /// (method, path) of every endpoint, as mounted.
    #[cfg(test)]
    pub fn operations(&self) -> impl Iterator<Item = (Method, &str)> {
        self.endpoints.iter().map(|e| (actix_method(&e.method), e.path.as_str()))
    }
}

/// 403 for a signed-in caller whose role the route's access does not admit, and for an admin
/// on a staff route from a session that did not prove a second factor.
pub(crate) fn check_access(request: &HttpRequest, who: &Authenticated) -> Result<(), ApiError> {
    let Some(rules) = RouteAccess::of(request) else { return Ok(()) };
    if !rules.access.admits(who.user.role) {
        return Err(match rules.refusal {
            Some(words) => ApiError::new(actix_web::http::StatusCode::FORBIDDEN, words),
            None => crate::auth::forbidden(),
        });
    }
    if rules.access.is_staff_only() && who.user.role == Role::Admin && !who.second_factor {
        return Err(ApiError::new(
            actix_web::http::StatusCode::FORBIDDEN,
            "Turn on two-step sign-in before using admin tools.",
        ));
    }
    Ok(())
}

/// 429 once the caller's account did what the route counts too often this hour.
pub(crate) async fn check_account_limit(request: &HttpRequest, who: &Authenticated) -> Result<(), ApiError> {
    let Some(RouteRules { limit: Some(RateLimit::PerAccount(action)), .. }) = RouteAccess::of(request) else {
        return Ok(());
    };
    let services = request.app_data::<actix_web::web::Data<crate::ApiServices>>().expect("ApiServices is registered");
    if services.limiter.admit_account_action(action, who.user.id).await.map_err(ApiError::unexpected)? {
        Ok(())
    } else {
        Err(ApiError::new(
            actix_web::http::StatusCode::TOO_MANY_REQUESTS,
            "You have done this too often in the last hour. Please try again later.",
        ))
    }
}

#[cfg(test)]
mod tests {
    use quad_domain::Role;
    use serde_json::Value;

    use super::*;

    #[test]
    fn each_access_admits_exactly_its_roles() {
        let admitted = |access: Access| Role::ALL.into_iter().filter(|role| access.admits(*role)).collect::<Vec<_>>();
        assert_eq!(admitted(Access::SignedIn), Role::ALL.to_vec());
        assert_eq!(admitted(Access::Moderators), [Role::Moderator, Role::Admin]);
        assert_eq!(admitted(Access::Managers), [Role::Manager, Role::Admin]);
        assert_eq!(admitted(Access::Admins), [Role::Admin]);
    }

    fn operation(path: &str, method: &str) -> Value {
        let document = serde_json::to_value(crate::openapi_document()).unwrap();
        document["paths"][path][method].clone()
    }

    #[test]
    fn the_registration_writes_the_documents_security_403_and_429() {
        let admins = operation("/api/v1/admin/users", "get");
        assert_eq!(admins["security"], serde_json::json!([{"bearer": []}]));
        assert_eq!(admins["responses"]["403"]["description"], "Not an admin");
        assert!(admins["responses"].get("429").is_none());

        let public = operation("/api/v1/universities", "get");
        assert!(public.get("security").is_none());
        assert!(public["responses"].get("403").is_none());

        let optional = operation("/api/v1/universities/requests", "post");
        assert_eq!(optional["security"], serde_json::json!([{}, {"bearer": []}]));
        assert_eq!(
            optional["responses"]["429"]["description"],
            "Too many requests from this address (signed out) or account"
        );

        // A handler's own, more specific 403 wins over the role's.
        let approve = operation("/api/v1/admin/profiles/{id}/approve", "post");
        assert_eq!(approve["responses"]["403"]["description"], "Not a moderator or admin, or the caller's own profile");
    }

    #[test]
    fn what_one_account_does_to_others_is_limited_per_account() {
        let document = serde_json::to_value(crate::openapi_document()).unwrap();
        let mut limited = Vec::new();
        for (path, item) in document["paths"].as_object().unwrap() {
            for (method, operation) in item.as_object().unwrap() {
                if operation["responses"]["429"]["description"] == "This account did this too often in the last hour" {
                    limited.push(format!("{} {path}", method.to_uppercase()));
                }
            }
        }
        limited.sort();
        assert_eq!(
            limited,
            [
                "DELETE /api/v1/blocks/{id}",
                "DELETE /api/v1/featured/{id}/like",
                "DELETE /api/v1/roommates/{id}/interest",
                "DELETE /api/v1/saved/posts/{id}",
                "DELETE /api/v1/saved/profiles/{id}",
                "GET /api/v1/auth/export-data",
                "POST /api/v1/conversations",
                "PUT /api/v1/blocks/{id}",
                "PUT /api/v1/featured/{id}/like",
                "PUT /api/v1/profile/draft",
                "PUT /api/v1/roommates/{id}/interest",
                "PUT /api/v1/saved/posts/{id}",
                "PUT /api/v1/saved/profiles/{id}",
                "PUT /api/v1/submission-draft",
            ]
        );
    }
}

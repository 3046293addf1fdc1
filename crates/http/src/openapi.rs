use std::collections::BTreeSet;

use serde_json::{Value, json};
use utoipa::{
    Modify, OpenApi,
    openapi::{
        RefOr,
        encoding::EncodingBuilder,
        security::{HttpAuthScheme, HttpBuilder, SecurityScheme},
    },
};

use crate::{closed_sets, routes};

#[derive(OpenApi)]
#[openapi(
    info(
        title = "Quad API",
        description = "Roommate matching and university content for students. Answers are envelopes: \
                       `{success: true, data}` or `{success: false, error, fields?}`; the account calls \
                       under /auth carry the spec's top-level fields (`token`, `user`, `message`, \
                       `needsVerification`) instead of `data`.",
    ),
    // Referenced from parameters, which utoipa does not collect schemas from.
    components(schemas(
        closed_sets::ProfileStatusDto,
        closed_sets::RoleDto,
        closed_sets::UniversitySortDto,
        closed_sets::UploadTypeDto,
        closed_sets::UserStatusDto,
        closed_sets::UserSortDto,
        closed_sets::AuditActionDto,
        closed_sets::TargetKindDto,
        crate::routes::submissions::review::ReviewStatusDto,
        crate::routes::reports::ReportTab,
    )),
    modifiers(&BearerAuth),
    tags(
        (name = "system", description = "Health, configuration"),
        (name = "auth", description = "Accounts and sessions"),
        (name = "admin", description = "Administration (admins)"),
        (name = "manager", description = "Instagram management (managers and admins)"),
        (name = "media", description = "Image uploads"),
        (name = "profiles", description = "Roommate profiles and their catalogues"),
        (name = "roommates", description = "Students looking for a roommate, ranked by match"),
        (name = "connections", description = "Interest, requests, connections and blocks between students"),
        (name = "messages", description = "Conversations between connected students"),
        (name = "reports", description = "Students' reports of profiles, messages and posts"),
        (name = "moderation", description = "The moderators' queue of reports"),
        (name = "submissions", description = "Student content: submissions, review, featured posts"),
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

/// What every operation shares, written once rather than on each handler:
/// - multipart forms take only field names a header can carry (`propertyNames`);
/// - the answers any operation may give: 401 where a session is required, 400 where there is
///   input to refuse, 413 for JSON bodies over 256 KB, 500 for an unexpected failure;
/// - the text rule of `extract`: no request string may hold a NUL character (a `pattern` on every
///   request string that has no pattern, format or enum of its own);
/// - image fields of multipart forms name the image types they take (`encoding.contentType`).
struct Contract;

/// A string without NUL characters.
const NO_NUL: &str = r"^[^\u0000]*$";

/// What uploads take, judged by the bytes.
const IMAGE_TYPES: &str = "image/jpeg, image/png, image/gif, image/webp";

const METHODS: [&str; 8] = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];

impl Modify for Contract {
    /// Amends the document as JSON, then reads back what changed: the paths and the request
    /// schemas (not the whole document: utoipa cannot read back every schema it writes, e.g. `{}`).
    fn modify(&self, openapi: &mut utoipa::openapi::OpenApi) {
        let mut document = serde_json::to_value(&*openapi).expect("the document serializes");
        add_common_responses(&mut document);
        name_fields_headers_can_carry(&mut document);
        let amended = forbid_nul_in_request_text(&mut document);
        let images = image_fields(&mut document);
        for (path, item) in openapi.paths.paths.iter_mut() {
            let amended = document["paths"][path].take();
            *item = serde_json::from_value(amended.clone())
                .unwrap_or_else(|e| panic!("amended {path} reads back: {e}: {amended}"));
        }
        let schemas = &mut openapi.components.get_or_insert_with(Default::default).schemas;
        for name in amended {
            let schema = document["components"]["schemas"][&name].take();
            let read = serde_json::from_value(schema.clone());
            schemas.insert(name.clone(), read.unwrap_or_else(|e| panic!("amended {name} reads back: {e}: {schema}")));
        }
        // Typed: utoipa cannot read back an `Encoding` without `headers`.
        for (path, method, fields) in images {
            let Some(item) = openapi.paths.paths.get_mut(&path) else { continue };
            let operation = match method.as_str() {
                "post" => item.post.as_mut(),
                "put" => item.put.as_mut(),
                "patch" => item.patch.as_mut(),
                _ => None,
            };
            let form = match operation.and_then(|o| o.request_body.as_mut()) {
                Some(RefOr::T(body)) => body.content.get_mut("multipart/form-data"),
                _ => None,
            };
            if let Some(RefOr::T(form)) = form {
                for field in fields {
                    form.encoding.insert(field, EncodingBuilder::new().content_type(Some(IMAGE_TYPES)).build());
                }
            }
        }
    }
}

fn operations(document: &mut Value) -> impl Iterator<Item = &mut Value> {
    document["paths"]
        .as_object_mut()
        .into_iter()
        .flat_map(|paths| paths.values_mut())
        .flat_map(|item| item.as_object_mut().into_iter().flat_map(|item| item.iter_mut()))
        .filter(|(method, _)| METHODS.contains(&method.as_str()))
        .map(|(_, operation)| operation)
}

/// The operation's request body media types, when it has a body (read without indexing, which
/// would insert what it does not find).
fn request_content(operation: &mut Value) -> Option<&mut serde_json::Map<String, Value>> {
    operation.get_mut("requestBody")?.get_mut("content")?.as_object_mut()
}

fn error_response(description: &str) -> Value {
    json!({
        "description": description,
        "content": {"application/json": {"schema": {"$ref": "#/components/schemas/ErrorBody"}}},
    })
}

fn add_common_responses(document: &mut Value) {
    for operation in operations(document) {
        let security = operation["security"].as_array();
        let needs_session =
            security.is_some_and(|s| !s.is_empty() && s.iter().all(|r| r.as_object().is_some_and(|r| !r.is_empty())));
        let has_input =
            operation.get("requestBody").is_some() || operation["parameters"].as_array().is_some_and(|p| !p.is_empty());
        let json_body = operation["requestBody"]["content"].get("application/json").is_some();
        let responses = operation["responses"].as_object_mut().expect("every operation has responses");
        let mut add = |status: &str, description: &str| {
            responses.entry(status).or_insert_with(|| error_response(description));
        };
        if has_input {
            add("400", "The request is not valid; the message says why (e.g. a NUL character in text)");
        }
        if needs_session {
            add("401", "No valid session");
        }
        if json_body {
            add("413", "The request body is too large");
        }
        add("500", "Something went wrong on our side; the answer carries a `requestId`");
    }
}

/// Whether `schema` is a string schema with nothing saying what its characters may be.
fn is_free_text(schema: &Value) -> bool {
    let is_string = match &schema["type"] {
        Value::String(kind) => kind == "string",
        Value::Array(kinds) => kinds.iter().any(|k| k == "string"),
        _ => false,
    };
    is_string && ["pattern", "format", "enum", "const"].iter().all(|k| schema.get(k).is_none())
}

/// Adds the NUL rule to every free-text string in `schema`, and collects the components it names.
fn forbid_nul(schema: &mut Value, named: &mut Vec<String>) {
    match schema {
        Value::Object(fields) => {
            if let Some(Value::String(reference)) = fields.get("$ref") {
                named.extend(reference.strip_prefix("#/components/schemas/").map(str::to_owned));
            }
            if is_free_text(&Value::Object(fields.clone())) {
                fields.insert("pattern".into(), NO_NUL.into());
            }
            for (key, inner) in fields.iter_mut() {
                if matches!(key.as_str(), "properties" | "patternProperties") {
                    inner.as_object_mut().into_iter().flat_map(|p| p.values_mut()).for_each(|p| forbid_nul(p, named));
                } else if matches!(key.as_str(), "items" | "additionalProperties" | "not" | "anyOf" | "oneOf" | "allOf")
                {
                    forbid_nul(inner, named);
                }
            }
        }
        Value::Array(items) => items.iter_mut().for_each(|item| forbid_nul(item, named)),
        _ => {}
    }
}

/// Returns the components it amended.
fn forbid_nul_in_request_text(document: &mut Value) -> BTreeSet<String> {
    let mut named = Vec::new();
    for operation in operations(document) {
        if let Some(content) = request_content(operation) {
            content.values_mut().filter_map(|media| media.get_mut("schema")).for_each(|s| forbid_nul(s, &mut named));
        }
        if let Some(parameters) = operation.get_mut("parameters").and_then(Value::as_array_mut) {
            parameters.iter_mut().filter_map(|p| p.get_mut("schema")).for_each(|s| forbid_nul(s, &mut named));
        }
    }
    let mut done = BTreeSet::new();
    while let Some(name) = named.pop() {
        if document["components"]["schemas"].get(&name).is_some() && done.insert(name.clone()) {
            forbid_nul(&mut document["components"]["schemas"][&name], &mut named);
        }
    }
    done
}

/// A multipart form's field names travel in a `Content-Disposition` header, which cannot carry
/// control characters (but tab): say so, so that no client (or fuzzer) makes up such a field.
fn name_fields_headers_can_carry(document: &mut Value) {
    let mut forms = BTreeSet::new();
    for operation in operations(document) {
        if let Some(form) = request_content(operation).and_then(|content| content.get("multipart/form-data"))
            && let Some(reference) = form["schema"]["$ref"].as_str()
        {
            forms.insert(reference.trim_start_matches("#/components/schemas/").to_owned());
        }
    }
    for form in forms {
        if let Some(schema) = document["components"]["schemas"].get_mut(&form) {
            schema["propertyNames"] = json!({"type": "string", "pattern": r"^[^\u0000-\u0008\u000a-\u001f\u007f]*$"});
        }
    }
}

/// The binary fields of each multipart form: (path, method, field names).
fn image_fields(document: &mut Value) -> Vec<(String, String, Vec<String>)> {
    let components = document["components"]["schemas"].clone();
    let mut found = Vec::new();
    for (path, item) in document["paths"].as_object_mut().into_iter().flatten() {
        for (method, operation) in item.as_object_mut().into_iter().flatten() {
            let Some(form) = request_content(operation).and_then(|content| content.get("multipart/form-data")) else {
                continue;
            };
            let schema = match form["schema"]["$ref"].as_str() {
                Some(reference) => &components[reference.trim_start_matches("#/components/schemas/")],
                None => &form["schema"],
            };
            let fields = schema["properties"]
                .as_object()
                .into_iter()
                .flatten()
                .filter(|(_, property)| property["format"] == "binary")
                .map(|(name, _)| name.clone())
                .collect();
            found.push((path.clone(), method.clone(), fields));
        }
    }
    found
}

/// The OpenAPI 3.1 document of everything under `/api/v1`, generated from the handlers.
pub fn openapi_document() -> utoipa::openapi::OpenApi {
    document_of(&routes::endpoints())
}

/// The document of these endpoints (the server builds its endpoints once, for both).
pub(crate) fn document_of(endpoints: &routes::Endpoints) -> utoipa::openapi::OpenApi {
    let mut document = ApiDoc::openapi();
    endpoints.describe(&mut document);
    Contract.modify(&mut document);
    document
}

#[cfg(test)]
mod tests {
    use quad_domain::{
        Email, Password, PersonName, Username,
        post::CAPTION_MAX,
        profile::{BIO_MAX, REJECTION_REASON_MAX, SocialHandles},
        university::{UniversityDescription, UniversityName},
    };
    use serde_json::Value;

    use super::*;

    fn document() -> Value {
        serde_json::to_value(openapi_document()).expect("the document serializes")
    }

    fn property<'a>(document: &'a Value, schema: &str, field: &str) -> &'a Value {
        let found = &document["components"]["schemas"][schema]["properties"][field];
        assert!(found.is_object(), "{schema}.{field} is in the document");
        found
    }

    /// Every limit the document states is the domain's: change a constant there and this fails
    /// until the document says the same (the rules' schemas read the constants; the few limits
    /// written as attribute literals are pinned here).
    #[test]
    fn the_documents_limits_are_the_domains() {
        let document = document();
        let limits: [(&str, &str, &str, usize); 14] = [
            ("RegisterRequest", "firstName", "maxLength", PersonName::MAX),
            ("UpdateUserBody", "firstName", "maxLength", PersonName::MAX),
            ("UpdateUserBody", "lastName", "maxLength", PersonName::MAX),
            ("RegisterRequest", "password", "minLength", Password::MIN),
            ("RegisterRequest", "password", "maxLength", Password::MAX),
            ("ChangePasswordRequest", "currentPassword", "maxLength", Password::MAX),
            ("DeleteAccountBody", "password", "maxLength", Password::MAX),
            ("SubmitProfileBody", "bio", "maxLength", BIO_MAX),
            ("RejectBody", "rejectionReason", "maxLength", REJECTION_REASON_MAX),
            ("UniversityCreateForm", "name", "maxLength", UniversityName::MAX),
            ("UniversityCreateForm", "description", "maxLength", UniversityDescription::MAX),
            ("UniversityUpdateForm", "name", "maxLength", UniversityName::MAX),
            ("PostUploadForm", "caption", "maxLength", CAPTION_MAX),
            ("SubscribeRequest", "email", "maxLength", Email::MAX_LENGTH),
        ];
        for (schema, field, keyword, limit) in limits {
            assert_eq!(property(&document, schema, field)[keyword], limit, "{schema}.{field} {keyword}");
        }
        let username = property(&document, "RegisterRequest", "username")["pattern"].as_str().unwrap();
        assert!(username.contains(&format!("{{{},{}}}", Username::MIN - 1, Username::MAX - 1)), "{username}");
        let handle = property(&document, "SocialMedia", "instagram")["pattern"].as_str().unwrap();
        assert!(handle.contains(&format!("{{0,{}}}", SocialHandles::HANDLE_MAX)), "{handle}");
        let page_size = &document["paths"]["/api/v1/admin/users"]["get"]["parameters"];
        let page_size = page_size.as_array().unwrap().iter().find(|p| p["name"] == "pageSize").unwrap();
        assert_eq!(page_size["schema"]["maximum"], quad_application::PageRequest::MAX_SIZE);
    }

    /// Every e-mail address the API takes is held to the domain's length.
    #[test]
    fn every_email_field_has_the_domains_length() {
        fn visit(value: &Value, found: &mut usize) {
            match value {
                Value::Object(fields) => {
                    if fields.get("format").and_then(Value::as_str) == Some("email")
                        && fields.get("readOnly").is_none()
                        && let Some(max) = fields.get("maxLength")
                    {
                        assert_eq!(max, Email::MAX_LENGTH, "{value}");
                        *found += 1;
                    }
                    fields.values().for_each(|inner| visit(inner, found));
                }
                Value::Array(items) => items.iter().for_each(|inner| visit(inner, found)),
                _ => {}
            }
        }
        let mut found = 0;
        visit(&document(), &mut found);
        assert!(found >= 6, "{found} e-mail fields with a length");
    }
}

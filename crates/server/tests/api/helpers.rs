use std::{
    collections::{HashMap, hash_map::DefaultHasher},
    hash::{Hash, Hasher},
    path::Path,
    sync::Once,
};

use diesel_async::{AsyncConnection, AsyncPgConnection, SimpleAsyncConnection};
use quad_server::{config::Config, startup::Application};
use uuid::Uuid;

static TRACING: Once = Once::new();

/// The PostgreSQL server tests use: `DATABASE_URL` (any database on it), or the local one.
fn server_url() -> String {
    let url = std::env::var("DATABASE_URL").unwrap_or_else(|_| "postgres://postgres@127.0.0.1:5432/postgres".into());
    let (server, _database) = url.rsplit_once('/').expect("DATABASE_URL has a database name");
    server.to_owned()
}

fn database_url(name: &str) -> String {
    format!("{}/{name}", server_url())
}

/// A name that changes whenever a migration's text does, so a stale template is never used.
fn template_name() -> String {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../migrations");
    let mut files: Vec<_> = walk(&dir);
    files.sort();
    let mut hasher = DefaultHasher::new();
    for file in files {
        file.strip_prefix(&dir).unwrap().hash(&mut hasher);
        std::fs::read(&file).unwrap().hash(&mut hasher);
    }
    format!("quad_test_template_{:016x}", hasher.finish())
}

fn walk(dir: &Path) -> Vec<std::path::PathBuf> {
    let mut found = Vec::new();
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() { found.extend(walk(&path)) } else { found.push(path) }
    }
    found
}

/// Makes (once per migration set, safely across processes) a migrated template database and
/// clones a fresh database from it.
async fn fresh_database() -> String {
    let mut admin = AsyncPgConnection::establish(&database_url("postgres")).await.expect("PostgreSQL is reachable");
    let template = template_name();
    admin.batch_execute("SELECT pg_advisory_lock(7247001)").await.unwrap();
    let exists = database_exists(&mut admin, &template).await;
    if !exists {
        let building = format!("{template}_wip");
        admin.batch_execute(&format!("DROP DATABASE IF EXISTS {building} WITH (FORCE)")).await.unwrap();
        admin.batch_execute(&format!("CREATE DATABASE {building}")).await.unwrap();
        quad_persistence::run_pending_migrations(&database_url(&building)).await.expect("migrations apply");
        admin.batch_execute(&format!("ALTER DATABASE {building} RENAME TO {template}")).await.unwrap();
    }
    admin.batch_execute("SELECT pg_advisory_unlock(7247001)").await.unwrap();
    let name = format!("quad_test_{}", Uuid::new_v4().simple());
    admin.batch_execute(&format!("CREATE DATABASE {name} TEMPLATE {template}")).await.unwrap();
    name
}

async fn database_exists(admin: &mut AsyncPgConnection, name: &str) -> bool {
    use diesel::{QueryableByName, sql_types::Text};
    use diesel_async::RunQueryDsl;
    #[derive(QueryableByName)]
    struct Found {
        #[diesel(sql_type = Text)]
        #[allow(dead_code)]
        datname: String,
    }
    let found: Vec<Found> = diesel::sql_query("SELECT datname FROM pg_database WHERE datname = $1")
        .bind::<Text, _>(name)
        .load(admin)
        .await
        .unwrap();
    !found.is_empty()
}

pub struct TestApp {
    pub address: String,
    pub client: reqwest::Client,
    pub database_name: Option<String>,
    pub database_url: String,
    pub data_dir: std::path::PathBuf,
    _dirs: (tempfile::TempDir, tempfile::TempDir),
}

pub async fn spawn_app() -> TestApp {
    spawn_app_with(&[]).await
}

/// The app with extra configuration variables.
pub async fn spawn_app_with(vars: &[(&str, &str)]) -> TestApp {
    let database = fresh_database().await;
    spawn_app_on(&database_url(&database), Some(database), vars).await
}

/// The app pointed at a PostgreSQL port where nothing listens.
pub async fn spawn_app_without_database() -> TestApp {
    spawn_app_on("postgres://postgres@127.0.0.1:9/quad", None, &[]).await
}

async fn spawn_app_on(database_url: &str, database_name: Option<String>, extra: &[(&str, &str)]) -> TestApp {
    TRACING.call_once(|| {
        if std::env::var("TEST_LOG").is_ok() {
            quad_server::telemetry::init(quad_server::config::LogFormat::Pretty);
        }
    });
    let data_dir = tempfile::tempdir().unwrap();
    let web_dir = tempfile::tempdir().unwrap();
    std::fs::write(web_dir.path().join("index.html"), INDEX_HTML).unwrap();
    std::fs::create_dir(web_dir.path().join("assets")).unwrap();
    std::fs::write(web_dir.path().join("assets/app-4f3a2b.js"), "console.log('quad')").unwrap();
    // What the web build writes beside each asset (frontend/vite.config.ts): its brotli and gzip forms.
    std::fs::write(web_dir.path().join("assets/app-4f3a2b.js.br"), "brotli bytes").unwrap();
    std::fs::write(web_dir.path().join("assets/app-4f3a2b.js.gz"), "gzip bytes").unwrap();

    let mut vars = HashMap::from([
        ("DATABASE_URL", database_url.to_owned()),
        ("QUAD_BIND", "127.0.0.1:0".to_owned()),
        ("QUAD_DATA_DIR", data_dir.path().display().to_string()),
        ("QUAD_WEB_DIR", web_dir.path().display().to_string()),
        ("QUAD_PUBLIC_URL", "http://quad.test".to_owned()),
    ]);
    vars.extend(extra.iter().map(|(k, v)| (*k, (*v).to_owned())));
    let config = Config::from_lookup(&|name| vars.get(name).cloned()).expect("test configuration is valid");
    let application = Application::build(&config).await.expect("the app builds");
    let address = format!("http://127.0.0.1:{}", application.port());
    tokio::spawn(application.run_until_stopped());

    let client = reqwest::Client::builder().redirect(reqwest::redirect::Policy::none()).build().unwrap();
    TestApp {
        address,
        client,
        database_name,
        database_url: database_url.to_owned(),
        data_dir: data_dir.path().to_owned(),
        _dirs: (data_dir, web_dir),
    }
}

pub const INDEX_HTML: &str =
    "<!doctype html><html><head><title>Quad</title></head><body><div id=root></div></body></html>";

impl TestApp {
    /// A second instance of Quad on this app's database and data folder (media, signing
    /// secret); it leaves both to this one.
    pub async fn another_instance(&self) -> TestApp {
        self.another_instance_with(&[]).await
    }

    /// A second instance with extra configuration variables.
    pub async fn another_instance_with(&self, vars: &[(&str, &str)]) -> TestApp {
        let data_dir = self.data_dir.display().to_string();
        let mut all = vec![("QUAD_DATA_DIR", data_dir.as_str())];
        all.extend_from_slice(vars);
        spawn_app_on(&self.database_url, None, &all).await
    }

    pub fn url(&self, path: &str) -> String {
        format!("{}{path}", self.address)
    }

    pub async fn get(&self, path: &str) -> reqwest::Response {
        self.client.get(self.url(path)).send().await.expect("request sent")
    }

    pub async fn post_json(&self, path: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).json(body).send().await.expect("request sent")
    }

    pub async fn get_as(&self, path: &str, token: &str) -> reqwest::Response {
        self.client.get(self.url(path)).bearer_auth(token).send().await.expect("request sent")
    }

    pub async fn post_as(&self, path: &str, token: &str, body: &serde_json::Value) -> reqwest::Response {
        self.client.post(self.url(path)).bearer_auth(token).json(body).send().await.expect("request sent")
    }

    /// Turns on two-step sign-in from the session of `token` as Settings does (set up, then the
    /// app's first code); answers the secret and the ten recovery codes.
    pub async fn turn_on_second_factor(&self, token: &str) -> (String, Vec<String>) {
        let set_up = self.post_as("/api/v1/auth/second-factor/setup", token, &serde_json::json!({})).await;
        assert_eq!(set_up.status(), 200, "setting up two-step sign-in");
        let secret = json(set_up).await["data"]["secret"].as_str().expect("a secret").to_owned();
        let confirmed = self
            .post_as("/api/v1/auth/second-factor/confirm", token, &serde_json::json!({"code": totp(&secret, 0)}))
            .await;
        assert_eq!(confirmed.status(), 200, "confirming two-step sign-in");
        let codes = json(confirmed).await["data"]["recoveryCodes"]
            .as_array()
            .expect("recovery codes")
            .iter()
            .map(|code| code.as_str().unwrap().to_owned())
            .collect();
        (secret, codes)
    }

    /// Every e-mail in the outbox, oldest first, as raw text with soft line breaks undone, once
    /// the mail worker has answered every mail request and sent everything due (up to ten
    /// seconds).
    pub async fn outbox(&self) -> Vec<String> {
        if self.database_name.is_some() {
            for _ in 0..100 {
                let due = self
                    .count(
                        "SELECT (SELECT count(*) FROM mail_requests) + (SELECT count(*) FROM mail_queue \
                         WHERE sent_at IS NULL AND gave_up_at IS NULL AND next_attempt_at <= now()) AS count",
                    )
                    .await;
                if due == 0 {
                    break;
                }
                tokio::time::sleep(std::time::Duration::from_millis(100)).await;
            }
        }
        let dir = self.data_dir.join("outbox");
        let Ok(entries) = std::fs::read_dir(&dir) else { return Vec::new() };
        let mut files: Vec<_> =
            entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "eml")).collect();
        files.sort_by_key(|p| std::fs::metadata(p).unwrap().modified().unwrap());
        files.iter().map(|p| std::fs::read_to_string(p).unwrap().replace("=\r\n", "").replace("=3D", "=")).collect()
    }

    /// The secret of the newest link of this kind (`verify-email` or `reset-password`) sent to `to`.
    pub async fn last_link(&self, kind: &str, to: &str) -> String {
        let marker = format!("http://quad.test/{kind}/");
        self.outbox()
            .await
            .iter()
            .rev()
            .filter(|mail| mail.contains(&format!("To: {to}")))
            .find_map(|mail| {
                let start = mail.find(&marker)? + marker.len();
                Some(mail[start..].chars().take_while(char::is_ascii_hexdigit).collect::<String>())
            })
            .unwrap_or_else(|| panic!("no {kind} link for {to} in the outbox"))
    }

    pub async fn register(&self, username: &str, email: &str, password: &str) -> reqwest::Response {
        self.post_json(
            "/api/v1/auth/register",
            &serde_json::json!({
                "firstName": "Ada", "lastName": "Lovelace", "username": username, "email": email,
                "password": password, "confirmPassword": password,
            }),
        )
        .await
    }

    pub async fn login(&self, email: &str, password: &str) -> reqwest::Response {
        self.post_json("/api/v1/auth/login", &serde_json::json!({"email": email, "password": password})).await
    }

    /// Registers, verifies through the e-mailed link in the same browser (with the registration
    /// token), sets the role, and answers a full token.
    pub async fn signed_in(&self, username: &str, role: &str) -> String {
        self.signed_in_as(username, &format!("{username}@umich.edu"), role).await
    }

    /// As [`signed_in`](Self::signed_in), with this sign-in address. An admin's session turns
    /// on two-step sign-in first, as admins must before any admin action.
    pub async fn signed_in_as(&self, username: &str, email: &str, role: &str) -> String {
        let token = self.signed_in_without_second_factor(username, email, role).await;
        if role == "admin" {
            self.turn_on_second_factor(&token).await;
        }
        token
    }

    /// As [`signed_in_as`](Self::signed_in_as), without turning on two-step sign-in.
    pub async fn signed_in_without_second_factor(&self, username: &str, email: &str, role: &str) -> String {
        let email = email.to_owned();
        let registered = self.register(username, &email, "Tulip4Harbor").await;
        assert_eq!(registered.status(), 201);
        let registration_token = json(registered).await["token"].as_str().unwrap().to_owned();
        let link = self.last_link("verify-email", &email).await;
        let verified = json(self.get_as(&format!("/api/v1/auth/verify-email/{link}"), &registration_token).await).await;
        self.sql(&format!("UPDATE users SET role = '{role}' WHERE username = '{username}'")).await;
        verified["token"].as_str().expect("a token").to_owned()
    }

    /// Assigns the staff member `username` to the university `university_id` (as an admin's
    /// edit of their account would).
    pub async fn assign(&self, username: &str, university_id: &str) {
        self.sql(&format!(
            "INSERT INTO university_staff (user_id, university_id) \
               SELECT id, '{university_id}' FROM users WHERE username = '{username}'; \
             UPDATE users SET staff_limited = true WHERE username = '{username}'"
        ))
        .await;
    }

    /// DELETEs the account of `token` (signed in with the test password), as Settings would.
    pub async fn delete_account(&self, token: &str) -> reqwest::Response {
        let url = self.url("/api/v1/auth/delete-account");
        self.client
            .delete(url)
            .bearer_auth(token)
            .json(&serde_json::json!({"password": "Tulip4Harbor"}))
            .send()
            .await
            .unwrap()
    }

    pub async fn sql(&self, statement: &str) {
        use diesel_async::SimpleAsyncConnection;
        self.db().await.batch_execute(statement).await.expect("the statement runs");
    }

    pub async fn count(&self, query: &str) -> i64 {
        use diesel::{QueryableByName, sql_types::BigInt};
        use diesel_async::RunQueryDsl;
        #[derive(QueryableByName)]
        struct Count {
            #[diesel(sql_type = BigInt)]
            count: i64,
        }
        let row: Count = diesel::sql_query(query).get_result(&mut self.db().await).await.expect("a count");
        row.count
    }

    /// POSTs `/api/v1/admin/profiles/{id}/{action}` (approve or reject) as `token`, naming the
    /// profile's current version as the moderation list shows it, with `fields` added.
    pub async fn decide(
        &self,
        token: &str,
        profile_id: &str,
        action: &str,
        fields: serde_json::Value,
    ) -> reqwest::Response {
        use diesel::{QueryableByName, sql_types::Text};
        use diesel_async::RunQueryDsl;
        #[derive(QueryableByName)]
        struct Version {
            #[diesel(sql_type = Text)]
            submitted_at: String,
        }
        let query = format!(
            "SELECT to_char(submitted_at AT TIME ZONE 'UTC', 'YYYY-MM-DD\"T\"HH24:MI:SS.US\"Z\"') AS submitted_at \
             FROM roommate_profiles WHERE id = '{profile_id}'"
        );
        let version: Version = diesel::sql_query(query).get_result(&mut self.db().await).await.expect("a profile");
        let mut body = fields;
        body["submittedAt"] = serde_json::Value::String(version.submitted_at);
        let url = self.url(&format!("/api/v1/admin/profiles/{profile_id}/{action}"));
        self.client.post(url).bearer_auth(token).json(&body).send().await.unwrap()
    }

    /// A connection to this test's own database, to check what was written.
    pub async fn db(&self) -> AsyncPgConnection {
        let name = self.database_name.as_deref().expect("this app has a database");
        AsyncPgConnection::establish(&database_url(name)).await.unwrap()
    }
}

impl Drop for TestApp {
    fn drop(&mut self) {
        let Some(name) = self.database_name.take() else { return };
        // Drop runs inside the test's runtime; a thread with its own runtime may block.
        std::thread::spawn(move || {
            let runtime = tokio::runtime::Builder::new_current_thread().enable_all().build().unwrap();
            runtime.block_on(async {
                if let Ok(mut admin) = AsyncPgConnection::establish(&database_url("postgres")).await {
                    let _ = admin.batch_execute(&format!("DROP DATABASE IF EXISTS {name} WITH (FORCE)")).await;
                }
            });
        })
        .join()
        .ok();
    }
}

pub async fn json(response: reqwest::Response) -> serde_json::Value {
    response.json().await.expect("a JSON body")
}

/// An authenticator app's code for `secret` (base32), `steps` 30-second steps from now.
pub fn totp(secret: &str, steps: i64) -> String {
    let bytes = totp_rs::Secret::Encoded(secret.to_owned()).to_bytes().expect("a base32 secret");
    let code = totp_rs::TOTP::new(totp_rs::Algorithm::SHA1, 6, 0, 30, bytes, None, String::new()).expect("a secret");
    let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap().as_secs() as i64;
    code.generate((now + steps * 30).max(0) as u64)
}

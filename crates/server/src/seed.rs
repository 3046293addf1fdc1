//! `quad seed`: demo data for trying Quad locally. Idempotent: what exists already is left alone.

use anyhow::Context;
use quad_application::{
    accounts::{Client, CreateUser, CreateUserError},
    universities::{RequestUniversity, Universities, UniversityForm, ports::RequestStatus},
    users::UserEdit,
};
use quad_domain::{Role, User};
use secrecy::ExposeSecret;

use quad_http::ApiServices;

use crate::{adapters::Adapters, config::Config};

mod connections;
mod content;
mod instagram;
mod students;

/// Every demo account's password.
pub const DEMO_PASSWORD: &str = "QuadDemo2026";

const DEMO_ACCOUNTS: &[(&str, &str, &str, &str, Role)] = &[
    ("admin@quad.local", "admin", "Avery", "Admin", Role::Admin),
    ("manager@quad.local", "manager", "Morgan", "Manager", Role::Manager),
    ("moderator@quad.local", "moderator", "Riley", "Moderator", Role::Moderator),
    ("maya@quad.local", "maya.chen", "Maya", "Chen", Role::User),
    ("jordan@quad.local", "jordan.lee", "Jordan", "Lee", Role::User),
    ("sam@quad.local", "sam.patel", "Sam", "Patel", Role::User),
];

/// Fills the database with demo accounts (password [`DEMO_PASSWORD`]) and universities.
/// Refuses to run in production, where accounts with a published password would be a door.
pub async fn seed(config: &Config) -> anyhow::Result<()> {
    if config.environment == crate::config::Environment::Production {
        anyhow::bail!(
            "`quad seed` makes demo accounts with a published password; it refuses to run when QUAD_ENV=production"
        );
    }
    // As `quad serve`: with QUAD_RUN_MIGRATIONS=false (a role that may not create tables), the
    // migrations are the release step's.
    if config.run_migrations {
        quad_persistence::run_pending_migrations(config.database_url.expose_secret()).await?;
    }
    let adapters = Adapters::build(config)?;
    quad_persistence::PgRoommateRepository::new(adapters.pool.clone()).repack_stale().await?;
    let services = adapters.services(config)?;
    let ApiServices { registration, universities, .. } = &services;
    let mut created = 0;
    for (email, username, first, last, role) in DEMO_ACCOUNTS {
        let command = CreateUser {
            email: (*email).into(),
            password: DEMO_PASSWORD.into(),
            role: *role,
            username: Some((*username).into()),
            first_name: Some((*first).into()),
            last_name: Some((*last).into()),
        };
        match registration.create_user(command).await {
            Ok(_) => created += 1,
            Err(CreateUserError::EmailTaken | CreateUserError::UsernameTaken) => {}
            Err(error) => return Err(anyhow::anyhow!(error)).context(format!("failed to seed {email}")),
        }
    }
    let admin = registration.find_by_email("admin@quad.local").await?.context("the demo admin is missing")?;
    for university in DEMO_UNIVERSITIES {
        if universities.get_by_slug(university.slug).await?.is_some() {
            continue;
        }
        let form = UniversityForm {
            name: university.name.into(),
            description: university.description.into(),
            instagram_url: university.instagram.into(),
            location: Some(university.location.into()),
            website: Some(university.website.into()),
            abbreviation: Some(university.abbreviation.into()),
            student_count: Some(university.students.to_string()),
            slug: Some(university.slug.into()),
            email_domains: Some(university.email_domains.into()),
            join_without_university_email: None,
            from_request: None,
        };
        universities
            .create(&admin, form, Some(university.logo.to_vec()))
            .await
            .map_err(|e| anyhow::anyhow!(e))
            .with_context(|| format!("failed to seed {}", university.name))?;
        created += 1;
    }
    created += seed_university_requests(universities, &admin).await?;
    let students = students::seed_students(&services, &adapters.pool, &admin).await?;
    if students > 0 {
        quad_persistence::demo::spread_demo_history(&adapters.pool, "@students.quad.local").await?;
    }
    created += students;
    students::seed_saved(&services).await?;
    created += connections::seed_connections(&adapters, &services).await?;
    let manager = registration.find_by_email("manager@quad.local").await?.context("the demo manager is missing")?;
    assign_manager(&services, &admin, &manager).await?;
    created += seed_not_open_university(universities, &admin, &manager).await?;
    // A reader following Michigan, and one following everything: the admin's preview has someone to send to.
    quad_persistence::demo::confirmed_newsletter_subscriber(&adapters.pool, "reader@example.com", &["umich"]).await?;
    quad_persistence::demo::confirmed_newsletter_subscriber(&adapters.pool, "everything@example.com", &[]).await?;
    created += instagram::seed_instagram(&adapters, &services, &manager).await?;
    created += content::seed_content(&services, &adapters.pool, &admin, &manager).await?;
    tracing::info!(created, "demo data seeded");
    Ok(())
}

/// The demo manager looks after Michigan, UCLA and NYU (the universities with Instagram
/// accounts), as an admin assigns them in /admin/users; the other universities have no manager.
async fn assign_manager(services: &ApiServices, admin: &User, manager: &User) -> anyhow::Result<()> {
    let mut universities = Vec::new();
    for slug in ["umich", "ucla", "nyu"] {
        universities.push(services.universities.get_by_slug(slug).await?.context("a demo university is missing")?.id);
    }
    let edit = UserEdit { universities: Some(universities), ..UserEdit::default() };
    services.user_administration.update(admin, manager.id, edit).await.map_err(|e| anyhow::anyhow!(e))?;
    Ok(())
}

/// Requests for universities Quad does not list: two open (one asked twice), one declined.
async fn seed_university_requests(universities: &Universities, admin: &User) -> anyhow::Result<usize> {
    if !universities.list_requests(admin).await.map_err(|e| anyhow::anyhow!(e))?.is_empty() {
        return Ok(0);
    }
    let asked = [
        ("Oberlin College", "Oberlin, OH", "kim.lee@example.com"),
        ("Oberlin College", "Oberlin, OH", "sam.ortiz@example.com"),
        ("Reed College", "Portland, OR", "max.ng@example.com"),
        ("Quad Test Academy", "Nowhere", "demo.requester@example.com"),
    ];
    let mut requests = Vec::new();
    for (name, location, email) in asked {
        let form = RequestUniversity {
            university_name: name.into(),
            location: Some(location.into()),
            email: Some(email.into()),
        };
        let request = universities.request(None, form, &Client::default()).await.map_err(|e| anyhow::anyhow!(e))?;
        requests.push(request);
    }
    let not_a_university = &requests[3];
    universities.decline_request(admin, not_a_university.id).await.map_err(|e| anyhow::anyhow!(e))?;
    Ok(requests.len())
}

/// Reed College, added by the demo manager from a student's request: not open until an admin
/// confirms the domain the manager proposed, and the student who asked waits to be told. Its
/// logo is a plain square.
async fn seed_not_open_university(universities: &Universities, admin: &User, manager: &User) -> anyhow::Result<usize> {
    if universities.get_by_slug("reed-college").await?.is_some() {
        return Ok(0);
    }
    let requests = universities.list_requests(admin).await.map_err(|e| anyhow::anyhow!(e))?;
    let asked = requests.iter().find(|r| r.university_name == "Reed College" && r.status == RequestStatus::Open);
    let form = UniversityForm {
        name: "Reed College".into(),
        description: "A liberal arts college in Portland, Oregon.".into(),
        instagram_url: "https://www.instagram.com/reedcollege".into(),
        location: Some("Portland, OR".into()),
        website: Some("https://www.reed.edu".into()),
        abbreviation: None,
        student_count: None,
        slug: None,
        email_domains: Some("reed.edu".into()),
        join_without_university_email: None,
        from_request: asked.map(|r| r.id),
    };
    universities
        .create(manager, form, Some(include_bytes!("../seed/reed.png").to_vec()))
        .await
        .map_err(|e| anyhow::anyhow!(e))?;
    Ok(1)
}

/// What the demo data holds and how to sign in (`quad demo-accounts`, and `quad seed` unless
/// `--quiet`): `just run` prints it once the server is up, after its start-up lines.
pub fn print_demo_accounts() {
    println!("Demo universities: {}.", DEMO_UNIVERSITIES.iter().map(|u| u.slug).collect::<Vec<_>>().join(", "));
    println!("Demo accounts (password {DEMO_PASSWORD}):");
    for (email, _, _, _, role) in DEMO_ACCOUNTS {
        println!("  {:<9} {email}", role.as_str());
    }
    println!(
        "The admin sets up two-step sign-in at its first sign-in (any authenticator app, or `oathtool --totp -b <key>`), \
         as every admin must; the manager and the moderator are offered it."
    );
    println!(
        "Maya has an approved profile with matches at umich, Jordan's waits for review, Sam's was rejected; \
         three dozen more students (…@students.quad.local) fill the lists and the moderation queue. \
         Oberlin College (asked for twice) waits in the admin's university requests; Reed College, added by \
         the manager, is not open until an admin confirms its proposed domain (reed.edu). Two confirmed \
         newsletter readers wait for Monday's issue (preview at /admin/newsletter)."
    );
    println!(
        "umich's Instagram account publishes to the local stand-in (`quad instagram-stand-in`, started by `just run`); \
         UCLA's has a token the stand-in refuses."
    );
}

struct DemoUniversity {
    name: &'static str,
    slug: &'static str,
    abbreviation: &'static str,
    location: &'static str,
    website: &'static str,
    /// Where its students have addresses, as the admin's form takes them.
    email_domains: &'static str,
    students: u32,
    instagram: &'static str,
    description: &'static str,
    logo: &'static [u8],
}

const DEMO_UNIVERSITIES: &[DemoUniversity] = &[
    DemoUniversity {
        name: "University of Michigan",
        slug: "umich",
        abbreviation: "UM",
        location: "Ann Arbor, MI",
        website: "https://umich.edu",
        email_domains: "umich.edu",
        students: 52_065,
        instagram: "umich",
        description: "A public research university in Ann Arbor, home of the Wolverines and of one of the largest \
                      alumni networks in the world.",
        logo: include_bytes!("../seed/umich.png"),
    },
    DemoUniversity {
        name: "University of California, Los Angeles",
        slug: "ucla",
        abbreviation: "UCLA",
        location: "Los Angeles, CA",
        website: "https://www.ucla.edu",
        email_domains: "ucla.edu",
        students: 46_430,
        instagram: "ucla",
        description: "A public land-grant research university in Westwood, Los Angeles, with more than 125 majors.",
        logo: include_bytes!("../seed/ucla.png"),
    },
    DemoUniversity {
        name: "New York University",
        slug: "nyu",
        abbreviation: "NYU",
        location: "New York, NY",
        website: "https://www.nyu.edu",
        email_domains: "nyu.edu",
        students: 59_144,
        instagram: "nyuniversity",
        description: "A private research university centred on Washington Square in Greenwich Village.",
        logo: include_bytes!("../seed/nyu.png"),
    },
    DemoUniversity {
        name: "The University of Texas at Austin",
        slug: "utexas",
        abbreviation: "UT",
        location: "Austin, TX",
        website: "https://www.utexas.edu",
        email_domains: "utexas.edu",
        students: 53_082,
        instagram: "utaustintx",
        description: "The flagship of the University of Texas System, steps from the state capitol.",
        logo: include_bytes!("../seed/utexas.png"),
    },
    DemoUniversity {
        name: "University of Washington",
        slug: "uw",
        abbreviation: "UW",
        location: "Seattle, WA",
        website: "https://www.washington.edu",
        email_domains: "uw.edu, washington.edu",
        students: 60_692,
        instagram: "uofwa",
        description: "A public research university on the shores of Portage and Union Bays in Seattle.",
        logo: include_bytes!("../seed/uw.png"),
    },
];

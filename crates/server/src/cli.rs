use std::process::ExitCode;

use anyhow::Context;
use clap::{Parser, Subcommand};
use secrecy::ExposeSecret;

use quad_application::accounts::{CreateUser, CreateUserError};

use crate::{adapters::Adapters, config::Config, seed::seed, startup::Application, telemetry};

/// Quad: roommates and university content for students.
#[derive(Debug, Parser)]
#[command(name = "quad", version, about)]
pub struct Cli {
    #[command(subcommand)]
    command: Option<Command>,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Apply pending migrations, then serve the API and the web app (the default).
    Serve,
    /// Apply pending migrations and exit.
    Migrate,
    /// Print the OpenAPI document of the API as JSON and exit (needs no database).
    Openapi,
    /// Create an active user with a verified e-mail (how an operator makes the first admin).
    CreateUser(CreateUserArgs),
    /// Add demo data (admin, manager, students) unless it is there already.
    Seed(SeedArgs),
    /// Seal every Instagram access token again with QUAD_INSTAGRAM_TOKEN_KEY, so the older keys
    /// in QUAD_INSTAGRAM_TOKEN_KEYS can be dropped; lists the accounts no key opens.
    RotateTokens,
    /// Print the demo accounts and what the demo data holds, and exit (needs no database).
    DemoAccounts,
    /// Serve a local stand-in for Instagram's Graph API (for `just run` and the browser tests):
    /// point QUAD_INSTAGRAM_API_URL at <address>/v21.0. Nothing reaches Instagram.
    InstagramStandIn(StandInArgs),
}

#[derive(Debug, clap::Args)]
struct SeedArgs {
    /// Do not print the demo accounts (`just run` prints them once the server is up).
    #[arg(long)]
    quiet: bool,
}

#[derive(Debug, clap::Args)]
struct StandInArgs {
    #[arg(long, default_value = "127.0.0.1:8090")]
    bind: String,
}

#[derive(Debug, clap::Args)]
struct CreateUserArgs {
    #[arg(long)]
    email: String,
    /// At least 8 characters with an uppercase letter, a lowercase letter and a digit.
    #[arg(long, env = "QUAD_NEW_USER_PASSWORD", hide_env_values = true)]
    password: String,
    #[arg(long, value_parser = ["user", "moderator", "manager", "admin"])]
    role: String,
    /// Defaults to the e-mail address's local part.
    #[arg(long)]
    username: Option<String>,
    #[arg(long)]
    first_name: Option<String>,
    #[arg(long)]
    last_name: Option<String>,
    /// Staff only: turn two-step sign-in on with this authenticator secret (base32, 128 bits or
    /// more), for accounts set up by script; otherwise they set it up at their first sign-in.
    #[arg(long, env = "QUAD_NEW_USER_SECOND_FACTOR_SECRET", hide_env_values = true)]
    second_factor_secret: Option<String>,
}

impl Cli {
    pub async fn run(self) -> ExitCode {
        let command = self.command.unwrap_or(Command::Serve);
        if let Command::Openapi = command {
            return match openapi() {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => fail(&error),
            };
        }
        if let Command::DemoAccounts = command {
            crate::seed::print_demo_accounts();
            return ExitCode::SUCCESS;
        }
        if let Command::InstagramStandIn(args) = command {
            return match stand_in(&args.bind).await {
                Ok(()) => ExitCode::SUCCESS,
                Err(error) => fail(&error),
            };
        }
        let config = match Config::from_env() {
            Ok(config) => config,
            Err(error) => {
                eprintln!("{error}");
                return ExitCode::FAILURE;
            }
        };
        telemetry::init(config.log_format);
        let outcome = match command {
            Command::Serve => serve(&config).await,
            Command::Migrate => migrate(&config).await,
            Command::CreateUser(args) => create_user(&config, args).await,
            Command::RotateTokens => rotate_tokens(&config).await,
            Command::Seed(args) => seed(&config).await.map(|()| {
                if !args.quiet {
                    crate::seed::print_demo_accounts();
                }
            }),
            Command::Openapi | Command::DemoAccounts | Command::InstagramStandIn(_) => unreachable!("handled above"),
        };
        match outcome {
            Ok(()) => ExitCode::SUCCESS,
            Err(error) => fail(&error),
        }
    }
}

fn fail(error: &anyhow::Error) -> ExitCode {
    tracing::error!("{error:#}");
    eprintln!("error: {error:#}");
    ExitCode::FAILURE
}

async fn migrate(config: &Config) -> anyhow::Result<()> {
    let applied = quad_persistence::run_pending_migrations(config.database_url.expose_secret()).await?;
    if applied.is_empty() {
        tracing::info!("the database is up to date");
    }
    for name in applied {
        tracing::info!(migration = %name, "applied migration");
    }
    // Data the migrations cannot compute: profiles packed for ranking by another version.
    let pool = quad_persistence::build_pool(config.database_url.expose_secret(), 1)?;
    let repacked = quad_persistence::PgRoommateRepository::new(pool).repack_stale().await?;
    if repacked > 0 {
        tracing::info!(repacked, "packed published profiles for ranking again");
    }
    Ok(())
}

async fn serve(config: &Config) -> anyhow::Result<()> {
    if config.run_migrations {
        migrate(config).await?;
    }
    let application = Application::build(config).await?;
    tracing::info!(
        address = %config.bind,
        port = application.port(),
        public_url = %config.public_url,
        web_dir = %config.web_dir.display(),
        "Quad is serving"
    );
    application.run_until_stopped().await.context("the HTTP server failed")?;
    tracing::info!("Quad stopped");
    Ok(())
}

async fn stand_in(bind: &str) -> anyhow::Result<()> {
    let options = quad_instagram_fake::Options { fetch_images: true, ..Default::default() };
    let fake = quad_instagram_fake::FakeGraphApi::start(bind, options)
        .await
        .with_context(|| format!("cannot serve the Instagram stand-in on {bind}"))?;
    println!("Instagram stand-in: Graph API at {}, published posts at {}", fake.base_url, fake.root_url);
    let mut terminate = tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate())?;
    tokio::select! {
        _ = tokio::signal::ctrl_c() => {}
        _ = terminate.recv() => {}
    }
    fake.stop().await;
    Ok(())
}

fn openapi() -> anyhow::Result<()> {
    let document = quad_http::openapi_document().to_pretty_json().context("cannot render the OpenAPI document")?;
    println!("{document}");
    Ok(())
}

async fn rotate_tokens(config: &Config) -> anyhow::Result<()> {
    let adapters = Adapters::build(config)?;
    // Tokens sealed before key ids open here alone, to be sealed again bound to their account.
    let sealer = quad_identity::AesGcmTokenSealer::from_base64(config.instagram_token_key.expose_secret())?
        .with_older_keys(config.instagram_older_token_keys.expose_secret())?
        .accepting_unkeyed();
    let rotation = quad_application::publishing::rotate_tokens(adapters.instagram_accounts.as_ref(), &sealer).await?;
    println!(
        "Sealed {} token(s) again with the current key; {} already were; {} changed meanwhile (already current).",
        rotation.resealed, rotation.current, rotation.changed_meanwhile
    );
    if !rotation.unreadable.is_empty() {
        anyhow::bail!(
            "no key opens the tokens of {}: save those accounts again with a new token",
            rotation.unreadable.join(", ")
        );
    }
    Ok(())
}

/// What a new staff account does first: turn on two-step sign-in (admins must).
fn enrolment_hint(role: quad_domain::Role, public_url: &str) -> String {
    let must = if role.is_admin() { "must turn on" } else { "will be asked to turn on" };
    format!(
        "Two-step sign-in: at their first sign-in ({}/login) they {must} two-step sign-in with an \
         authenticator app (Settings > Two-step sign-in), and keep the ten recovery codes it shows. \
         If they lose both, another admin resets it from Admin > Users.",
        public_url.trim_end_matches('/')
    )
}

async fn create_user(config: &Config, args: CreateUserArgs) -> anyhow::Result<()> {
    // As `quad serve`: in production the application's role may not create tables, and the
    // migrations are the release step's (QUAD_RUN_MIGRATIONS=false).
    if config.run_migrations {
        migrate(config).await?;
    }
    let services = Adapters::build(config)?.services(config)?;
    if let Some(secret) = &args.second_factor_secret {
        services.second_factors.check_secret(secret.trim()).map_err(|e| anyhow::anyhow!("{e}"))?;
    }
    let registration = services.registration;
    let command = CreateUser {
        email: args.email,
        password: args.password,
        role: args.role.parse().map_err(|e| anyhow::anyhow!("{e}"))?,
        username: args.username,
        first_name: args.first_name,
        last_name: args.last_name,
    };
    match registration.create_user(command).await {
        Ok(user) => {
            println!("Created {} ({}) with role {}.", user.email, user.username, user.role);
            match args.second_factor_secret {
                Some(secret) => {
                    services
                        .second_factors
                        .provision(&user, secret.trim())
                        .await
                        .map_err(|e| anyhow::anyhow!("{e}"))?;
                    println!("Two-step sign-in is on with the secret given.");
                }
                None if user.role != quad_domain::Role::User => {
                    println!("{}", enrolment_hint(user.role, &config.public_url));
                }
                None => {}
            }
            Ok(())
        }
        Err(CreateUserError::Unexpected(error)) => Err(error),
        Err(refused) => anyhow::bail!("{refused}"),
    }
}

use std::{net::TcpListener, sync::Arc};

use actix_web::dev::Server;
use anyhow::Context;
use quad_http::{ApiServices, HttpSettings, build_server};
use quad_persistence::{PgDatabaseProbe, PgNewsletterRepository, build_pool};
use secrecy::ExposeSecret;

use crate::config::Config;

/// The HTTP server with every adapter wired in, bound but not yet running.
pub struct Application {
    port: u16,
    server: Server,
}

impl Application {
    /// Binds `config.bind` (port 0 picks a free port) and wires the adapters. Connects to nothing
    /// yet: the pool is lazy, so a down database shows as an unhealthy `/api/v1/health`.
    pub async fn build(config: &Config) -> anyhow::Result<Self> {
        let pool = build_pool(config.database_url.expose_secret(), config.database_pool_size)?;
        let services = ApiServices {
            database: Arc::new(PgDatabaseProbe::new(pool.clone())),
            newsletter: Arc::new(PgNewsletterRepository::new(pool)),
        };
        let listener = TcpListener::bind(config.bind).with_context(|| format!("cannot listen on {}", config.bind))?;
        let port = listener.local_addr()?.port();
        let settings = HttpSettings { web_dir: config.web_dir.clone(), workers: None };
        let server = build_server(listener, services, settings)?;
        Ok(Self { port, server })
    }

    pub fn port(&self) -> u16 {
        self.port
    }

    /// Serves until SIGINT or SIGTERM, then finishes the requests in flight (up to 10 s).
    pub async fn run_until_stopped(self) -> std::io::Result<()> {
        self.server.await
    }
}

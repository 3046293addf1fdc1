use clap::Parser;
use quad_server::cli::Cli;

#[tokio::main]
async fn main() -> std::process::ExitCode {
    Cli::parse().run().await
}

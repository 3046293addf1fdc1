//! The `quad` binary's library: configuration, telemetry, wiring the adapters into the
//! application, and the operator commands. `main.rs` only parses the command and calls in here.

pub mod adapters;
pub mod cli;
pub mod config;
pub mod seed;
pub mod site;
pub mod startup;
pub mod telemetry;

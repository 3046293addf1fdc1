pub mod ports;
mod test_connection;

pub use test_connection::{TestConnectionError, test_connection};

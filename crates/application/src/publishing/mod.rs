pub mod ports;

use std::io::IsTerminal;

use tracing_subscriber::{EnvFilter, fmt};

use crate::config::LogFormat;

/// Installs the global subscriber once: `RUST_LOG` filters (default `info`), human-readable
/// lines or JSON objects.
pub fn init(format: LogFormat) {
    let filter = EnvFilter::try_from_default_env().unwrap_or_else(|_| EnvFilter::new("info"));
    let ansi = colours(std::io::stdout().is_terminal(), std::env::var("NO_COLOR").ok().as_deref());
    let builder = fmt().with_env_filter(filter).with_target(false).with_ansi(ansi);
    let _ = match format {
        LogFormat::Pretty => builder.try_init(),
        LogFormat::Json => builder.json().flatten_event(true).with_current_span(true).try_init(),
    };
}

/// Colour codes only for a person at a terminal: never into a file, a pipe or a CI log, nor
/// with `NO_COLOR` set (no-color.org).
fn colours(stdout_is_terminal: bool, no_color: Option<&str>) -> bool {
    stdout_is_terminal && no_color.is_none_or(str::is_empty)
}

#[cfg(test)]
mod tests {
    use super::colours;

    #[test]
    fn logs_are_coloured_only_at_a_terminal_without_no_color() {
        assert!(colours(true, None));
        assert!(colours(true, Some("")));
        assert!(!colours(false, None), "a pipe or a file gets plain text");
        assert!(!colours(true, Some("1")), "NO_COLOR turns colours off");
    }
}

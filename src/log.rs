//! `CUTT_LOG=1` makes the library explain its plans and errors on stderr.

use once_cell::sync::Lazy;

static ENABLED: Lazy<bool> =
    Lazy::new(|| std::env::var("CUTT_LOG").is_ok_and(|v| !v.is_empty() && v != "0"));

pub(crate) fn enabled() -> bool {
    *ENABLED
}

/// Prints one line prefixed with `libcutt:` when CUTT_LOG is set; the
/// message is only formatted then.
macro_rules! cutt_log {
    ($($arg:tt)*) => {
        if $crate::log::enabled() {
            eprintln!("libcutt: {}", format_args!($($arg)*));
        }
    };
}
pub(crate) use cutt_log;

use std::fmt;

/// Why a call failed; `capi` maps each kind to one `cuttResult` code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Error {
    /// The handle names no live plan.
    InvalidPlan(String),
    /// An argument is out of its domain; detected before any device work.
    InvalidParameter(String),
    /// No driver, no device, or not the device the plan was made on.
    InvalidDevice(String),
    /// The driver failed, or the library broke one of its own invariants.
    Internal(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::InvalidPlan(m) => write!(f, "invalid plan: {m}"),
            Error::InvalidParameter(m) => write!(f, "invalid parameter: {m}"),
            Error::InvalidDevice(m) => write!(f, "invalid device: {m}"),
            Error::Internal(m) => write!(f, "internal error: {m}"),
        }
    }
}

impl std::error::Error for Error {}

/// Shorthand for the most common error.
pub(crate) fn invalid(message: impl Into<String>) -> Error {
    Error::InvalidParameter(message.into())
}

//! Transactions whose failures are a use case's own error type.

/// Either the use case's own failure, or diesel's (which rolls the transaction back the same way).
pub(crate) enum TxError<E> {
    Fail(E),
    Diesel(diesel::result::Error),
    Other(anyhow::Error),
}

impl<E> From<diesel::result::Error> for TxError<E> {
    fn from(error: diesel::result::Error) -> Self {
        TxError::Diesel(error)
    }
}

impl<E> From<anyhow::Error> for TxError<E> {
    fn from(error: anyhow::Error) -> Self {
        TxError::Other(error)
    }
}

/// Back to the use case's error once the transaction is over.
pub(crate) fn finish<E: From<anyhow::Error>>(error: TxError<E>) -> E {
    match error {
        TxError::Fail(error) => error,
        TxError::Diesel(error) => E::from(anyhow::Error::new(error).context("the transaction failed")),
        TxError::Other(error) => E::from(error),
    }
}

/// A rule one input field broke, with the product's message for it. Use cases answer it as
/// their `Invalid` variant; the HTTP edge turns it into a 400 naming the field.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
#[error("{message}")]
pub struct FieldError {
    /// The field's name as the request spells it (`firstName`).
    pub field: &'static str,
    pub message: String,
}

impl FieldError {
    pub fn new(field: &'static str, message: impl ToString) -> Self {
        Self { field, message: message.to_string() }
    }
}

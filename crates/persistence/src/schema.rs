// @generated automatically by Diesel CLI.

diesel::table! {
    newsletter_subscribers (id) {
        id -> Uuid,
        email -> Text,
        created_at -> Timestamptz,
    }
}

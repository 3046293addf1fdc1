//! The account e-mails: each with a plain-text and an HTML body and one link.

use quad_domain::User;

use crate::mail::{compose::email_to, ports::OutgoingEmail};

fn email(user: &User, subject: &str, intro: &str, action: &str, link: &str, outro: &str) -> OutgoingEmail {
    email_to(user.first_name.as_str(), user.email.clone(), subject, intro, action, link, outro)
}

pub(crate) fn verification(user: &User, link: &str) -> OutgoingEmail {
    email(
        user,
        "Verify your e-mail address for Quad",
        "Welcome to Quad! Please confirm this is your e-mail address to finish creating your account.",
        "Verify my e-mail",
        link,
        "The link works once and expires in 24 hours. If you did not sign up for Quad, ignore this e-mail.",
    )
}

pub(crate) fn password_reset(user: &User, link: &str) -> OutgoingEmail {
    email(
        user,
        "Reset your Quad password",
        "Someone (hopefully you) asked to reset the password of your Quad account.",
        "Choose a new password",
        link,
        "The link works once and expires in 1 hour. If you did not ask for this, ignore this e-mail: \
         your password stays as it is.",
    )
}

pub(crate) fn taken_over_with_google(user: &User, settings_link: &str) -> OutgoingEmail {
    email(
        user,
        "You signed in to Quad with Google",
        "You just signed in to Quad with Google. An account had been registered with your e-mail \
         address but never verified, so it is now yours alone: any password chosen at that \
         registration was removed and every other session was signed out.",
        "Set a password in Settings",
        settings_link,
        "If you did not register that account, someone else may have tried to use your address; \
         nothing more is needed from you.",
    )
}

pub(crate) fn password_changed(user: &User, settings_link: &str) -> OutgoingEmail {
    email(
        user,
        "Your Quad password was changed",
        "The password of your Quad account was just changed, and every other session was signed out.",
        "Review your sessions",
        settings_link,
        "If you did not do this, reset your password at once from the login page and contact support.",
    )
}

pub(crate) fn new_device(user: &User, device: &str, settings_link: &str) -> OutgoingEmail {
    email(
        user,
        "New sign-in to your Quad account",
        &format!(
            "Someone signed in to your Quad account from {device}, which has not signed in to it in the last 90 days."
        ),
        "Review your sessions",
        settings_link,
        "If this was you, nothing more is needed. If not, change your password and sign out the other sessions in Settings.",
    )
}

pub(crate) fn confirm_new_email(user_at_new_address: &User, link: &str) -> OutgoingEmail {
    email(
        user_at_new_address,
        "Confirm your new e-mail address for Quad",
        "You asked to use this address for your Quad account. Please confirm it is yours.",
        "Confirm my new address",
        link,
        "The link works once and expires in 24 hours. If you did not ask for this, ignore this e-mail.",
    )
}

pub(crate) fn confirm_email_set_by_admin(user_at_new_address: &User, link: &str) -> OutgoingEmail {
    email(
        user_at_new_address,
        "Confirm your new e-mail address for Quad",
        "A Quad admin set this address for your account. Please confirm it is yours; until then \
         your account keeps its current address.",
        "Confirm my new address",
        link,
        "The link works once and expires in 24 hours. If this is not your account, ignore this e-mail.",
    )
}

pub(crate) fn email_changed_by_admin(
    user: &User,
    new_email: &quad_domain::Email,
    settings_link: &str,
) -> OutgoingEmail {
    email(
        user,
        "A Quad admin is moving your account to a new e-mail address",
        &format!(
            "A Quad admin asked to move your account to {new_email}. The address changes only when \
             the link sent there is opened."
        ),
        "Review your account",
        settings_link,
        "If you did not expect this, reply to this e-mail or contact support.",
    )
}

pub(crate) fn email_change_requested(
    user: &User,
    new_email: &quad_domain::Email,
    settings_link: &str,
) -> OutgoingEmail {
    email(
        user,
        "A change of your Quad e-mail address was requested",
        &format!(
            "Someone signed in to your Quad account asked to move it to {new_email}. The address \
             changes only when the link sent there is opened."
        ),
        "Review your account",
        settings_link,
        "If this was not you, change your password and sign out your other sessions in Settings at once.",
    )
}

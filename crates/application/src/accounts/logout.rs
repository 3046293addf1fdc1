use anyhow::Context;

use super::{Authenticated, SignIn};

impl SignIn {
    /// Ends this session only; the person's other devices stay signed in.
    pub async fn logout(&self, who: &Authenticated) -> anyhow::Result<()> {
        self.sessions.end_session(who.session_id, self.clock.now()).await.context("failed to end a session")
    }
}

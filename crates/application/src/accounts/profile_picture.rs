use anyhow::Context;
use quad_domain::User;

use super::OwnAccount;
use crate::media::{UploadError, ports::MediaKind};

impl OwnAccount {
    /// Runs the image through the upload pipeline and makes it the person's avatar.
    pub async fn update_profile_picture(&self, user: &User, bytes: Vec<u8>) -> Result<String, UploadError> {
        let media = self.media.as_ref().context("media storage is not configured")?;
        let uploaded = media.upload(user, MediaKind::Avatar, bytes).await?;
        self.users
            .set_profile_image(user.id, Some(uploaded.url.clone()))
            .await
            .context("failed to set the profile image")?;
        Ok(uploaded.url)
    }
}

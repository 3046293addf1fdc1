//! Demo connections for Maya, through the students' own use cases: two connections (a mutual
//! interest, and a request she accepted), a request waiting for her answer, one of hers waiting
//! for an answer, and a private interest of hers.

use anyhow::Context;
use quad_application::{PageRequest, accounts::ports::UserRepository, connections::ports::Answer};
use quad_domain::User;

use quad_http::ApiServices;

use crate::adapters::Adapters;

/// Answers how many connections, requests and interests were made (none when Maya has some).
pub(super) async fn seed_connections(adapters: &Adapters, services: &ApiServices) -> anyhow::Result<usize> {
    let maya = services.registration.find_by_email("maya@quad.local").await?.context("the demo student is missing")?;
    let connections = &services.connections;
    let fail = |e| anyhow::anyhow!("{e}");
    if !connections.list(&maya).await.map_err(fail)?.is_empty() {
        return Ok(0);
    }
    let best = services.roommates.search(&maya, Default::default(), 0, PageRequest::new(None, Some(5), 5)).await;
    let best = best.map_err(|e| anyhow::anyhow!(e))?.items;
    let mut students = Vec::with_capacity(best.len());
    for found in &best {
        let user = adapters.users.find_user(found.profile.user_id).await?;
        students.push(user.context("a demo student is missing")?);
    }
    let [mutual, accepted, asking, asked, liked]: [User; 5] =
        students.try_into().map_err(|_| anyhow::anyhow!("Maya has fewer than five matches"))?;

    connections.interested(&maya, mutual.id).await.map_err(fail)?;
    connections.interested(&mutual, maya.id).await.map_err(fail)?;
    let note = "Hi Maya! We matched on sleep schedules. Want to grab coffee and talk housing?";
    let request = connections.request(&accepted, maya.id, note).await.map_err(fail)?;
    connections.answer(&maya, request.id, Answer::Accept).await.map_err(fail)?;
    let note = "Hey! I'm looking for a roommate near North Campus for the fall. Interested?";
    connections.request(&asking, maya.id, note).await.map_err(fail)?;
    connections
        .request(&maya, asked.id, "Hi! Your profile looks like a great fit. Want to connect?")
        .await
        .map_err(fail)?;
    connections.interested(&maya, liked.id).await.map_err(fail)?;
    Ok(5)
}

//! Demo connections for Maya, through the students' own use cases: two connections (a mutual
//! interest, and a request she accepted), a request waiting for her answer, one of hers waiting
//! for an answer, and a private interest of hers; a conversation with each connection (one with
//! an unread reply, one with a message that asks for a deposit, which she reported).

use anyhow::Context;
use quad_application::{PageRequest, accounts::ports::UserRepository, connections::ports::Answer, reports::ReportForm};
use quad_domain::{
    User,
    report::{ReportCategory, ReportKind},
};

use quad_http::ApiServices;

use crate::adapters::Adapters;

/// Answers how many connections, requests and interests were made (none when Maya has some).
pub(super) async fn seed_connections(adapters: &Adapters, services: &ApiServices) -> anyhow::Result<usize> {
    let maya = services.registration.find_by_email("maya@quad.local").await?.context("the demo student is missing")?;
    let connections = &services.connections;
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
    seed_conversations(services, &maya, &mutual, &accepted).await?;
    Ok(5)
}

/// Two conversations: one whose last reply Maya has not read, and one with a message that asks
/// for a deposit (cautioned), which she reported to the moderators.
async fn seed_conversations(services: &ApiServices, maya: &User, mutual: &User, accepted: &User) -> anyhow::Result<()> {
    let messages = &services.messages;
    let with_mutual = messages.open(maya, mutual.id).await.map_err(fail)?.id;
    for (from, text) in [
        (maya, "Hi! Glad we matched. Are you looking at dorms or apartments?"),
        (mutual, "Apartments, ideally near Central Campus. You?"),
        (maya, "Same! I found a two-bedroom on State Street. Want to see it this weekend?"),
        (mutual, "Yes! Saturday afternoon works for me."),
    ] {
        messages.send(from, with_mutual, text).await.map_err(fail)?;
    }
    let with_accepted = messages.open(maya, accepted.id).await.map_err(fail)?.id;
    messages.send(accepted, with_accepted, "Thanks for accepting! I have a room from August.").await.map_err(fail)?;
    let deposit = "I can hold it for you if you Venmo me the $500 deposit today.";
    let asked = messages.send(accepted, with_accepted, deposit).await.map_err(fail)?;
    messages.read(maya, with_accepted).await.map_err(fail)?;
    messages.send(maya, with_accepted, "I'd rather see the place first.").await.map_err(fail)?;
    let report = ReportForm {
        kind: ReportKind::Message,
        target_id: asked.id,
        category: ReportCategory::Scam,
        details: "Asked for a deposit before I have seen the room.".into(),
    };
    services.reports.file(maya, report).await.map_err(|e| anyhow::anyhow!("{e}"))?;
    Ok(())
}

/// A use case's refusal, as the seed's error.
fn fail(error: impl std::fmt::Display) -> anyhow::Error {
    anyhow::anyhow!("{error}")
}

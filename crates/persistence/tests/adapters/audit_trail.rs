//! A staff change and its audit entry are one transaction: the entry is written with the change,
//! names the request, is not written for a change that did not happen, and an entry that cannot
//! be written leaves the change unmade.

use quad_application::{
    audit::{Audit, AuditAction, AuditEntry, FieldChange},
    publishing::ports::{NewPost, Post, PostChange, PostQueue, Slot},
};
use quad_domain::{Role, post::Caption};
use quad_persistence::{AuditTrail, PgPostQueue};
use uuid::Uuid;

use crate::publishing::{World, hours, t0};

fn entry(actor_id: Uuid, action: AuditAction, target: Uuid) -> AuditEntry {
    AuditEntry {
        actor_id,
        actor_name: "Morgan Manager".into(),
        actor_role: Role::Manager,
        action,
        target_id: Some(target),
        target_label: None,
        changes: Vec::new(),
    }
}

/// The entry the manager's screen writes: where the post went.
fn placed(entry: AuditEntry) -> Audit<Post> {
    Audit::from_outcome(move |post: &Post| {
        Some(AuditEntry { target_label: Some(post.university_name.clone()), ..entry }.with(FieldChange::new(
            "scheduledTime",
            None,
            Some(post.scheduled_time.to_rfc3339()),
        )))
    })
}

fn post(world: &World) -> NewPost {
    let id = Uuid::now_v7();
    NewPost {
        id,
        university_id: world.university,
        account_id: world.accounts[0],
        manager_id: world.manager,
        image_url: format!("https://media.test/posts/{id}.jpg"),
        image_key: format!("posts/{id}.jpg"),
        thumbnail_key: format!("posts/{id}.thumb.jpg"),
        letterboxed: false,
        caption: Caption::parse("Go Blue!").unwrap(),
        carousel: Vec::new(),
        submission_id: None,
    }
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_writes_its_entry_naming_the_request_in_the_same_transaction() {
    let world = World::new().await;
    let queue = PgPostQueue::new(world.db.pool.clone(), AuditTrail::new(|| Some("request-7".into())));
    let new = post(&world);
    let id = new.id;

    let queued = queue.queue(new, Slot::At(hours(2)), t0(), placed(entry(world.manager, AuditAction::PostQueued, id)));

    let queued = queued.await.unwrap().unwrap();
    let recorded = world
        .db
        .count(&format!(
            "SELECT count(*) FROM audit_log WHERE action = 'post.queued' AND target_id = '{id}' \
               AND actor_id = '{}' AND target_label = 'University of Michigan' AND request_id = 'request-7' \
               AND after ->> 'scheduledTime' = '{}'",
            world.manager,
            queued.scheduled_time.to_rfc3339()
        ))
        .await;
    assert_eq!(recorded, 1);
}

#[tokio::test(flavor = "multi_thread")]
async fn an_entry_that_cannot_be_written_leaves_the_change_unmade() {
    let world = World::new().await;
    let queue = PgPostQueue::new(world.db.pool.clone(), AuditTrail::default());
    let new = post(&world);
    let id = new.id;
    // Text PostgreSQL cannot store (a NUL character) cannot be recorded.
    let unwritable = AuditEntry { actor_name: "No\0body".into(), ..entry(world.manager, AuditAction::PostQueued, id) };

    let queued = queue.queue(new, Slot::At(hours(2)), t0(), placed(unwritable)).await;

    assert!(queued.is_err(), "the failed record fails the change");
    assert_eq!(world.db.count(&format!("SELECT count(*) FROM instagram_posts WHERE id = '{id}'")).await, 0);
    assert_eq!(world.db.count("SELECT count(*) FROM audit_log").await, 0);
}

#[tokio::test(flavor = "multi_thread")]
async fn a_change_that_did_not_happen_writes_no_entry() {
    let world = World::new().await;
    let queue = PgPostQueue::new(world.db.pool.clone(), AuditTrail::default());
    let when_done = |action| {
        let entry = entry(world.manager, action, Uuid::nil());
        Audit::from_outcome(move |change: &PostChange<Post>| matches!(change, PostChange::Done(_)).then_some(entry))
    };

    let missing = queue.reschedule(Uuid::now_v7(), hours(5), t0(), when_done(AuditAction::PostMoved)).await.unwrap();
    let refused = queue.queue(
        post(&world),
        Slot::At(t0() - chrono::TimeDelta::hours(1)),
        t0(),
        Audit::entry(entry(world.manager, AuditAction::PostQueued, Uuid::nil())),
    );

    assert_eq!(missing, PostChange::NotFound);
    assert!(refused.await.unwrap().is_err(), "a slot in the past is refused");
    assert_eq!(world.db.count("SELECT count(*) FROM audit_log").await, 0);
}

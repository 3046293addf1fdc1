//! Demo Instagram data: umich's account publishes to the local stand-in (`quad
//! instagram-stand-in`, started by `just run`), with four posts queued an hour apart from two
//! hours on (the hour before is a student's carousel, `content.rs`, published as soon as Quad
//! serves); UCLA's account has a token the stand-in refuses, so its post fails and the account
//! shows the refusal; NYU's publishes a student's carousel.

use anyhow::Context;
use chrono::Utc;
use quad_application::{
    PageRequest,
    audit::Audit,
    publishing::{
        PostUpload,
        ports::{InstagramAccountRepository, NewInstagramAccount, TokenOwner},
    },
};
use quad_domain::User;
use uuid::Uuid;

use quad_http::ApiServices;

use crate::adapters::Adapters;

struct DemoAccount {
    university: &'static str,
    ig_user_id: &'static str,
    username: &'static str,
    token: &'static str,
    /// When the first post goes out, in hours from now (the rest an hour apart); 0: now.
    first_in_hours: i64,
    captions: &'static [&'static str],
}

const DEMO_ACCOUNTS: &[DemoAccount] = &[
    DemoAccount {
        university: "umich",
        ig_user_id: "17841400000000001",
        username: "standin_umich",
        token: "stand-in-demo-umich",
        first_in_hours: 2,
        captions: &[
            "Move-in day on the Diag! Welcome home, Wolverines 〽️ #GoBlue #UMich",
            "Sunset over the Law Quad. Tag a friend you'd study here with. #UMich",
            "Roommate tip: agree on quiet hours in week one. Find yours on Quad. #RoommateGoals",
            "Game day energy at the Big House 🏈 #GoBlue",
        ],
    },
    DemoAccount {
        university: "ucla",
        ig_user_id: "17841400000000002",
        username: "standin_ucla",
        token: "stand-in-demo-invalid-ucla",
        first_in_hours: 0,
        captions: &["Royce Hall at golden hour ☀️ #UCLA #Bruins"],
    },
    // Its only post is a student's carousel (`content.rs`), published as soon as Quad serves.
    DemoAccount {
        university: "nyu",
        ig_user_id: "17841400000000003",
        username: "standin_nyu",
        token: "stand-in-demo-nyu",
        first_in_hours: 0,
        captions: &[],
    },
];

/// Connects the demo accounts (their tokens sealed as any other) and queues their posts through
/// the managers' use case, once. Answers how many posts were queued.
pub(super) async fn seed_instagram(
    adapters: &Adapters,
    services: &ApiServices,
    manager: &User,
) -> anyhow::Result<usize> {
    let (accounts, sealer) = (&adapters.instagram_accounts, &adapters.sealer);
    let mut queued = 0;
    for (index, demo) in DEMO_ACCOUNTS.iter().enumerate() {
        let Some(university) = services.universities.get_by_slug(demo.university).await? else { continue };
        let now = Utc::now();
        let saved = accounts
            .save(
                NewInstagramAccount {
                    id: Uuid::now_v7(),
                    university_id: university.id,
                    ig_user_id: demo.ig_user_id.into(),
                    username: demo.username.into(),
                    sealed_token: sealer.seal(
                        &TokenOwner { university_id: university.id, ig_user_id: demo.ig_user_id.into() },
                        demo.token,
                    )?,
                    added_by: manager.id,
                    now,
                },
                Audit::unrecorded(),
            )
            .await?
            .context("a demo university vanished")?;
        let existing =
            services.manager_posts.page(manager, university.id, None, PageRequest::new(None, Some(1), 1)).await?;
        if existing.total > 0 {
            continue;
        }
        for (n, caption) in demo.captions.iter().enumerate() {
            let upload = PostUpload {
                image: Some(quad_storage::demo_pictures::banner(index * 2 + n)?),
                caption: (*caption).into(),
                account_id: Some(saved.id),
                // The next free slot when due now (an hour after the last, or now).
                scheduled_time: (demo.first_in_hours > 0)
                    .then(|| now + chrono::TimeDelta::hours(demo.first_in_hours + n as i64)),
            };
            services.manager_posts.upload(manager, university.id, upload).await.map_err(|e| anyhow::anyhow!(e))?;
            queued += 1;
        }
    }
    Ok(queued)
}

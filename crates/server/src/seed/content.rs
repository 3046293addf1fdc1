//! Demo student content: featured posts at every demo university, one of Michigan's and one of
//! NYU's queued as carousels on their Instagram accounts (the worker publishes them to the
//! stand-in as soon as Quad serves), and submissions waiting for review, sent back, rejected and withdrawn. Each goes
//! through the use cases a student's, a reviewer's and a manager's would.

use anyhow::Context;
use quad_application::{
    PageRequest,
    accounts::{CreateUser, CreateUserError},
    media::ports::MediaKind,
    submissions::{ReviewAction, SubmissionForm},
};
use quad_domain::{
    Role, User,
    submission::{Consent, CreditChoice},
};

use super::DEMO_PASSWORD;
use quad_http::ApiServices;

/// What the reviewer does with a demo submission.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fate {
    Featured,
    /// Featured, then queued on the university's Instagram (published by the worker).
    OnInstagram,
    /// Featured with the caption the reviewer edited.
    Edited,
    Pending,
    SentBack,
    Rejected,
    Withdrawn,
}

struct DemoPost {
    creator: &'static str,
    university: &'static str,
    caption: &'static str,
    photos: usize,
    fate: Fate,
}

const POSTS: &[DemoPost] = &[
    DemoPost {
        creator: "maya@quad.local",
        university: "umich",
        caption: "First snow on the Diag this morning ❄️ #GoBlue",
        photos: 2,
        fate: Fate::OnInstagram,
    },
    DemoPost {
        creator: "liam.garcia@students.quad.local",
        university: "umich",
        caption: "Study break with a view of the Law Quad #UMich",
        photos: 1,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "olivia.nguyen@students.quad.local",
        university: "umich",
        caption: "Our floor's first potluck. Ten countries, one tiny kitchen.",
        photos: 3,
        fate: Fate::Edited,
    },
    DemoPost {
        creator: "noah.smith@students.quad.local",
        university: "umich",
        caption: "Sunrise run around North Campus 🏃",
        photos: 1,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "jordan@quad.local",
        university: "umich",
        caption: "Move-in party on the third floor tonight!",
        photos: 1,
        fate: Fate::Pending,
    },
    DemoPost {
        creator: "sam@quad.local",
        university: "umich",
        caption: "Late night at the Shapiro library",
        photos: 1,
        fate: Fate::SentBack,
    },
    DemoPost {
        creator: "riley.park@students.quad.local",
        university: "umich",
        caption: "Screenshot of a meme I found",
        photos: 1,
        fate: Fate::Rejected,
    },
    DemoPost {
        creator: "liam.garcia@students.quad.local",
        university: "umich",
        caption: "Autumn colours by the Arb",
        photos: 1,
        fate: Fate::Withdrawn,
    },
    DemoPost {
        creator: "emma.kim@students.quad.local",
        university: "ucla",
        caption: "Royce Hall glowing at dusk ☀️ #Bruins",
        photos: 2,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "emma.kim@students.quad.local",
        university: "ucla",
        caption: "Finals week fuel: the dining hall's best pancakes",
        photos: 1,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "ava.johnson@students.quad.local",
        university: "nyu",
        caption: "Washington Square Park between classes 🗽",
        photos: 1,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "ava.johnson@students.quad.local",
        university: "nyu",
        caption: "Our dorm's rooftop garden is finally blooming",
        photos: 2,
        fate: Fate::OnInstagram,
    },
    DemoPost {
        creator: "ava.johnson@students.quad.local",
        university: "nyu",
        caption: "Club fair haul: stickers, flyers and way too many pens",
        photos: 1,
        fate: Fate::Pending,
    },
    DemoPost {
        creator: "lena.ortiz@students.quad.local",
        university: "utexas",
        caption: "Tower lit orange after the big win 🤘 #HookEm",
        photos: 1,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "lena.ortiz@students.quad.local",
        university: "utexas",
        caption: "Bats leaving Congress Avenue bridge at sunset",
        photos: 2,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "sora.ito@students.quad.local",
        university: "uw",
        caption: "Cherry blossoms in the Quad, right on time 🌸 #UW",
        photos: 2,
        fate: Fate::Featured,
    },
    DemoPost {
        creator: "sora.ito@students.quad.local",
        university: "uw",
        caption: "Rainy day at Suzzallo reading room",
        photos: 1,
        fate: Fate::Featured,
    },
];

/// Creators at universities the demo students do not attend: (address, first, last, university).
const MORE_CREATORS: &[(&str, &str, &str, &str)] = &[
    ("lena.ortiz@students.quad.local", "Lena", "Ortiz", "utexas"),
    ("sora.ito@students.quad.local", "Sora", "Ito", "uw"),
];

async fn creator(services: &ApiServices, pool: &quad_persistence::PgPool, email: &str) -> anyhow::Result<User> {
    if let Some(found) = services.registration.find_by_email(email).await? {
        return Ok(found);
    }
    let (_, first, last, slug) =
        MORE_CREATORS.iter().find(|(address, ..)| *address == email).context("an unknown demo creator")?;
    let command = CreateUser {
        email: email.into(),
        password: DEMO_PASSWORD.into(),
        role: Role::User,
        username: None,
        first_name: Some((*first).into()),
        last_name: Some((*last).into()),
    };
    match services.registration.create_user(command).await {
        Ok(_) | Err(CreateUserError::EmailTaken | CreateUserError::UsernameTaken) => {}
        Err(error) => return Err(anyhow::anyhow!(error)).context(format!("failed to seed {email}")),
    }
    let user = services.registration.find_by_email(email).await?.context("a demo creator vanished")?;
    let university = services.universities.get_by_slug(slug).await?.context("a demo university is missing")?;
    if let Some(domain) = university.email_domains.first() {
        let local = email.split('@').next().unwrap_or_default();
        quad_persistence::demo::give_university_email(pool, user.id, &format!("{local}@{domain}")).await?;
    }
    Ok(user)
}

/// Seeds the demo content once; answers how many submissions were made.
pub(super) async fn seed_content(
    services: &ApiServices,
    pool: &quad_persistence::PgPool,
    admin: &User,
    manager: &User,
) -> anyhow::Result<usize> {
    let maya = services.registration.find_by_email("maya@quad.local").await?.context("the demo student is missing")?;
    if services.submissions.mine(&maya, PageRequest::new(None, Some(1), 1)).await?.total > 0 {
        return Ok(0);
    }
    // Captions with this word wait for a closer look.
    services.submission_review.add_flagged_word(admin, "party").await.map_err(|e| anyhow::anyhow!(e))?;
    let mut made = 0;
    for (n, post) in POSTS.iter().enumerate() {
        let student = creator(services, pool, post.creator).await?;
        let university =
            services.universities.get_by_slug(post.university).await?.context("a demo university is missing")?;
        let mut photos = Vec::with_capacity(post.photos);
        for p in 0..post.photos {
            let uploaded = services
                .media
                .upload(&student, MediaKind::Submission, quad_storage::demo_pictures::scene(n * 3 + p)?)
                .await?;
            photos.push(uploaded.url);
        }
        let form = SubmissionForm {
            university: university.id,
            caption: post.caption.into(),
            credit: CreditChoice::Name,
            photos,
            consent: Consent { quad: true, instagram: post.fate != Fate::Rejected, people_agreed: true },
        };
        let submitted = services.submissions.submit(&student, form).await.map_err(|e| anyhow::anyhow!(e))?;
        made += 1;
        let decide =
            |action: ReviewAction| services.submission_review.decide(admin, submitted.id, submitted.version, action);
        let approve = ReviewAction::Approve { caption: None };
        match post.fate {
            Fate::Pending => {}
            Fate::Featured => drop(decide(approve).await.map_err(|e| anyhow::anyhow!(e))?),
            Fate::Edited => {
                let caption = Some(format!("{} 🍲 #UMich", post.caption));
                decide(ReviewAction::Approve { caption }).await.map_err(|e| anyhow::anyhow!(e))?;
            }
            Fate::OnInstagram => {
                decide(approve).await.map_err(|e| anyhow::anyhow!(e))?;
                services
                    .manager_posts
                    .queue_submission(
                        manager,
                        submitted.id,
                        None,
                        Some(chrono::Utc::now() + chrono::TimeDelta::minutes(1)),
                    )
                    .await
                    .map_err(|e| anyhow::anyhow!(e))?;
            }
            Fate::SentBack => {
                let reason =
                    "Lovely shot, but the person at the next table is recognisable: crop them out and send it again.";
                decide(ReviewAction::AskForChanges { reason: reason.into() }).await.map_err(|e| anyhow::anyhow!(e))?;
            }
            Fate::Rejected => {
                let reason = "Featured posts are photos you took on campus; screenshots cannot be featured.";
                decide(ReviewAction::Reject { reason: reason.into() }).await.map_err(|e| anyhow::anyhow!(e))?;
            }
            Fate::Withdrawn => {
                decide(approve).await.map_err(|e| anyhow::anyhow!(e))?;
                services.submissions.withdraw(&student, submitted.id).await.map_err(|e| anyhow::anyhow!(e))?;
            }
        }
    }
    Ok(made)
}

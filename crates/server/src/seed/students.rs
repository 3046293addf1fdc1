//! Demo students with roommate profiles in every state, so `just run` shows matches and a
//! moderation queue at once. Each goes through the use cases a real student's profile does:
//! account, photo upload (re-encoded), submission, then an admin's decision.

use std::collections::BTreeMap;

use anyhow::Context;
use quad_application::{
    accounts::{CreateUser, CreateUserError},
    media::ports::MediaKind,
    profiles::ProfileSubmission,
};
use quad_domain::{
    Role, User, catalogues,
    compatibility::{ExpectationForm, LIFESTYLE},
};

use super::DEMO_PASSWORD;
use quad_http::ApiServices;

/// What happens to a demo student's profile.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Fate {
    Approved,
    Pending,
    Rejected,
}

const FIRST: &[&str] = &[
    "Liam", "Olivia", "Noah", "Emma", "Ava", "Elijah", "Sophia", "Lucas", "Isabella", "Mateo", "Mia", "Ethan",
    "Amelia", "Leo", "Harper", "Aiden", "Zoe", "Kai", "Nora", "Ezra", "Lila", "Omar", "Priya", "Diego", "Hana", "Theo",
    "Aria", "Malik", "Yuna", "Felix", "Chloe", "Ravi", "Iris",
];
const LAST: &[&str] = &[
    "Garcia", "Nguyen", "Smith", "Kim", "Johnson", "Martinez", "Brown", "Singh", "Lopez", "Wilson", "Davis", "Khan",
    "Taylor", "Clark", "Walker", "Hall", "Young", "King", "Wright", "Scott", "Green", "Baker", "Adams", "Nelson",
    "Hill", "Ramirez", "Campbell", "Mitchell", "Roberts", "Carter", "Phillips", "Evans", "Turner",
];

/// A small deterministic generator: the same demo every time.
struct Lcg(u64);

impl Lcg {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self.0.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
        ((self.0 >> 33) as usize) % n
    }

    fn pick(&mut self, options: &[&'static str]) -> &'static str {
        options[self.below(options.len())]
    }
}

fn answers(rng: &mut Lcg, night_owl: bool) -> BTreeMap<String, Vec<String>> {
    let mut chosen = BTreeMap::new();
    for catalogue in catalogues::CATALOGUES {
        let values: Vec<String> = match (catalogue.key, catalogue.multiple()) {
            ("sleepSchedule", _) if night_owl => vec!["Night Owl".into()],
            ("sleepSchedule", _) => vec![rng.pick(&["Early Bird", "Balanced", "Balanced", "Irregular"]).into()],
            // As students answer: most drink a little or not at all, few smoke.
            ("substances", _) => {
                SUBSTANCE_ANSWERS[rng.below(SUBSTANCE_ANSWERS.len())].iter().map(|s| (*s).to_owned()).collect()
            }
            (_, false) => vec![rng.pick(catalogue.options).into()],
            (_, true) => {
                let mut values: Vec<&str> = Vec::new();
                for _ in 0..1 + rng.below(3) {
                    let value = rng.pick(catalogue.options);
                    let mut with = values.clone();
                    with.push(value);
                    // Never two options that contradict each other ("Smoker", "No Smoking").
                    if !values.contains(&value) && catalogue.contradiction(&with).is_none() {
                        values = with;
                    }
                }
                values.into_iter().map(str::to_owned).collect()
            }
        };
        chosen.insert(catalogue.key.to_owned(), values);
    }
    chosen
}

/// The substances answers demo students give, as often as each is given.
const SUBSTANCE_ANSWERS: &[&[&str]] = &[
    &["Social Drinker", "No Smoking"],
    &["Social Drinker", "No Smoking"],
    &["Social Drinker", "No Smoking"],
    &["Substance Free"],
    &["Substance Free"],
    &["No Alcohol", "No Smoking"],
    &["Social Drinker", "Cannabis Friendly"],
    &["Smoker", "Social Drinker"],
];

/// About half the students say what they want, as people do: near how they live themselves (on
/// a scale, their own answer or one step more relaxed; at most their own answer and one more
/// otherwise). A few hold a substances dealbreaker.
fn expectations(rng: &mut Lcg, answers: &BTreeMap<String, Vec<String>>) -> BTreeMap<String, ExpectationForm> {
    let mut wanted = BTreeMap::new();
    if rng.below(2) == 0 {
        return wanted;
    }
    for key in LIFESTYLE {
        let (Some(catalogue), Some(own)) = (catalogues::catalogue(key), answers.get(*key)) else { continue };
        if rng.below(2) == 0 {
            continue;
        }
        let own: Vec<&str> = own.iter().map(String::as_str).collect();
        let accepted: Vec<&str> = match catalogue.range_of(&own) {
            // Up to their own answer, or one step past it, from the scale's first option.
            Some((_, at)) => {
                let to = (at + rng.below(2)).min(catalogue.options.len() - 1);
                catalogue.options[..=to].to_vec()
            }
            None if *key == "substances" && own.contains(&"Smoker") => continue,
            None if *key == "substances" => {
                let free = ["Substance Free", "No Smoking", "No Alcohol"];
                free.into_iter().chain(own.iter().copied().filter(|o| !free.contains(o))).collect()
            }
            None => {
                let mut accepted = own.clone();
                accepted.push(rng.pick(catalogue.options));
                accepted
            }
        };
        let form = ExpectationForm {
            accepted: accepted.into_iter().map(str::to_owned).collect(),
            importance: rng.pick(&["a_little", "somewhat", "very"]).to_owned(),
            dealbreaker: *key == "substances" && own.contains(&"Substance Free") && rng.below(2) == 0,
        };
        wanted.insert((*key).to_owned(), form);
    }
    wanted
}

/// Maya, the demo student to sign in as: a night owl who wants one, and no smoking.
fn maya() -> (BTreeMap<String, Vec<String>>, BTreeMap<String, ExpectationForm>) {
    let answers = [
        ("sleepSchedule", &["Night Owl"][..]),
        ("cleanliness", &["Neat"]),
        ("guestPreference", &["Occasionally"]),
        ("studyingPreference", &["Late Night"]),
        ("substances", &["Substance Free"]),
        ("housing", &["Dorm"]),
        ("gender", &["Female"]),
        ("favoriteArtists", &["Indie", "Jazz"]),
        ("pastimes", &["Cooking", "Board Games"]),
    ];
    let expect = |accepted: &[&str], importance: &str, dealbreaker: bool| ExpectationForm {
        accepted: accepted.iter().map(|s| (*s).to_owned()).collect(),
        importance: importance.into(),
        dealbreaker,
    };
    let wanted = BTreeMap::from([
        ("sleepSchedule".to_owned(), expect(&["Night Owl", "Balanced"], "very", false)),
        // At least Average: a very neat roommate is fine too.
        ("cleanliness".to_owned(), expect(&["Very Neat", "Neat", "Average"], "somewhat", false)),
        ("substances".to_owned(), expect(&["Substance Free", "No Smoking", "No Alcohol"], "very", true)),
    ]);
    let answers = answers.iter().map(|(k, v)| ((*k).to_owned(), v.iter().map(|s| (*s).to_owned()).collect())).collect();
    (answers, wanted)
}

/// Riley, who has not said how they live or what they want: Maya sees "Not enough to compare yet".
fn riley() -> (BTreeMap<String, Vec<String>>, BTreeMap<String, ExpectationForm>) {
    let answers = [("housing", &["Dorm"][..]), ("pastimes", &["Cooking", "Reading"])];
    let answers = answers.iter().map(|(k, v)| ((*k).to_owned(), v.iter().map(|s| (*s).to_owned()).collect())).collect();
    (answers, BTreeMap::new())
}

/// Creates the demo students (skipping those that exist) and their profiles; how many it made.
/// Each has a verified university address at their university's first domain (`maya@umich.edu`),
/// as if they had opened its link from Settings.
pub(super) async fn seed_students(
    services: &ApiServices,
    pool: &quad_persistence::PgPool,
    admin: &User,
) -> anyhow::Result<usize> {
    let universities = ["umich", "umich", "umich", "ucla", "nyu"];
    let mut rng = Lcg(2026);
    let mut created = 0;
    let mut people: Vec<(String, String, String, &str, Fate, bool)> = vec![
        ("maya@quad.local".into(), "Maya".into(), "Chen".into(), "umich", Fate::Approved, true),
        ("jordan@quad.local".into(), "Jordan".into(), "Lee".into(), "umich", Fate::Pending, false),
        ("sam@quad.local".into(), "Sam".into(), "Patel".into(), "umich", Fate::Rejected, false),
    ];
    for (i, (first, last)) in FIRST.iter().zip(LAST).enumerate() {
        let fate = match i % 11 {
            3 | 9 => Fate::Pending,
            6 => Fate::Rejected,
            _ => Fate::Approved,
        };
        let email = format!("{}.{}@students.quad.local", first.to_lowercase(), last.to_lowercase());
        people.push((email, (*first).into(), (*last).into(), universities[i % universities.len()], fate, i % 2 == 0));
    }
    // Last, so the generated students stay as they were.
    people.push((
        "riley.park@students.quad.local".into(),
        "Riley".into(),
        "Park".into(),
        "umich",
        Fate::Approved,
        false,
    ));
    for (i, (email, first, last, slug, fate, night_owl)) in people.into_iter().enumerate() {
        let student = match services.registration.find_by_email(&email).await? {
            Some(existing) => existing,
            None => {
                let command = CreateUser {
                    email: email.clone(),
                    password: DEMO_PASSWORD.into(),
                    role: Role::User,
                    username: None,
                    first_name: Some(first.clone()),
                    last_name: Some(last.clone()),
                };
                match services.registration.create_user(command).await {
                    Ok(user) => user,
                    Err(CreateUserError::EmailTaken | CreateUserError::UsernameTaken) => continue,
                    Err(error) => return Err(anyhow::anyhow!(error)).context(format!("failed to seed {email}")),
                }
            }
        };
        if services.profiles.mine(student.id).await?.is_some() {
            continue;
        }
        let university = services.universities.get_by_slug(slug).await?.context("a demo university is missing")?;
        if let Some(domain) = university.email_domains.first() {
            let local = email.split('@').next().unwrap_or_default();
            quad_persistence::demo::give_university_email(pool, student.id, &format!("{local}@{domain}")).await?;
        }
        let photo = services
            .media
            .upload(&student, MediaKind::ProfilePhoto, quad_storage::demo_pictures::portrait(i)?)
            .await
            .map_err(|e| anyhow::anyhow!(e))
            .context("failed to upload a demo photo")?;
        let (preferences, wanted) = match first.as_str() {
            "Maya" => maya(),
            "Riley" => riley(),
            _ => {
                let answers = answers(&mut rng, night_owl);
                let wanted = expectations(&mut rng, &answers);
                (answers, wanted)
            }
        };
        let submission = ProfileSubmission {
            university: university.id.to_string(),
            major: rng
                .pick(&["Computer Science", "Psychology", "Economics", "Biology", "Mechanical Engineering"])
                .into(),
            graduation_year: chrono::Datelike::year(&chrono::Utc::now()) + 1 + rng.below(4) as i32,
            bio: format!(
                "{first} here: {} who likes a tidy kitchen and a good playlist. Looking for a roommate to share the \
                 year with.",
                if night_owl { "a night owl" } else { "an early riser" }
            ),
            social_media: BTreeMap::from([("instagram".to_owned(), format!("{}.{}", first.to_lowercase(), i))]),
            profile_images: vec![photo.url],
            looking_for_roommate: true,
            preferences,
            expectations: wanted,
        };
        let profile = services
            .profiles
            .submit(&student, submission)
            .await
            .map_err(|e| anyhow::anyhow!(e))
            .with_context(|| format!("failed to seed {email}'s profile"))?
            .profile;
        match fate {
            Fate::Approved => drop(
                services
                    .profiles
                    .approve(admin, profile.id, profile.submitted_at)
                    .await
                    .map_err(|e| anyhow::anyhow!(e))?,
            ),
            Fate::Rejected => drop(
                services
                    .profiles
                    .reject(admin, profile.id, "Please use a photo that shows your face clearly.", profile.submitted_at)
                    .await
                    .map_err(|e| anyhow::anyhow!(e))?,
            ),
            Fate::Pending => {}
        }
        created += 1;
    }
    Ok(created)
}

/// Maya saves her two best matches (once: saving again changes nothing).
pub(super) async fn seed_saved(services: &ApiServices) -> anyhow::Result<()> {
    let maya = services.registration.find_by_email("maya@quad.local").await?.context("the demo student is missing")?;
    let best = services
        .roommates
        .search(&maya, Default::default(), 0, quad_application::PageRequest::new(None, Some(2), 2))
        .await
        .map_err(|e| anyhow::anyhow!(e))?;
    for student in best.items {
        services.saved.save_profile(&maya, student.profile.user_id).await.map_err(|e| anyhow::anyhow!(e))?;
    }
    Ok(())
}

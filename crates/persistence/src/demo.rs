//! For `quad seed` only: spreads the demo students' history over the last six weeks, so the
//! admin dashboard's growth figures and the analytics charts show days, not one spike.

use anyhow::Context;
use diesel::sql_types::Text;
use diesel_async::RunQueryDsl;

use crate::PgPool;

/// Moves the accounts whose e-mail ends with `email_suffix` (and their profiles' submissions and
/// decisions) back by up to 41 days, each by a fixed amount derived from its address.
pub async fn spread_demo_history(pool: &PgPool, email_suffix: &str) -> anyhow::Result<()> {
    let mut connection = pool.get().await.context("no database connection")?;
    let pattern = format!("%{email_suffix}");
    diesel::sql_query(
        "UPDATE users SET created_at = now() - (abs(hashtext(email)) % 42) * interval '1 day' \
                                           - (abs(hashtext(username)) % 20 + 1) * interval '1 hour', \
                          email_verified_at = CASE WHEN email_verified_at IS NOT NULL \
                              THEN now() - (abs(hashtext(email)) % 42) * interval '1 day' \
                                         - (abs(hashtext(username)) % 20 + 1) * interval '1 hour' + interval '25 minutes' END \
          WHERE email LIKE $1",
    )
    .bind::<Text, _>(&pattern)
    .execute(&mut connection)
    .await
    .context("cannot spread the demo accounts")?;
    diesel::sql_query(
        "UPDATE roommate_profiles p SET submitted_at = least(now(), u.created_at + interval '2 hours'), \
                decided_at = CASE WHEN p.decided_at IS NOT NULL \
                    THEN least(now(), u.created_at + interval '2 hours' + (abs(hashtext(u.email)) % 60 + 2) * interval '1 hour') END \
           FROM users u WHERE u.id = p.user_id AND u.email LIKE $1",
    )
    .bind::<Text, _>(&pattern)
    .execute(&mut connection)
    .await
    .context("cannot spread the demo profiles")?;
    Ok(())
}

/// Gives `user_id` the verified university address `email` (a demo student's, who has no mailbox
/// to open the link in), unless they have one.
pub async fn give_university_email(pool: &PgPool, user_id: uuid::Uuid, email: &str) -> anyhow::Result<()> {
    let mut connection = pool.get().await.context("no database connection")?;
    diesel::sql_query(
        "INSERT INTO university_emails (user_id, email, verified_at) VALUES ($1, $2, now()) \
         ON CONFLICT (user_id) DO NOTHING",
    )
    .bind::<diesel::sql_types::Uuid, _>(user_id)
    .bind::<Text, _>(email)
    .execute(&mut connection)
    .await
    .context("cannot give a demo student a university address")?;
    Ok(())
}

/// Subscribes `email` to the newsletter as confirmed (a demo address has no mailbox to open the
/// confirmation in), following `universities` by slug (none: all), unless it is subscribed.
pub async fn confirmed_newsletter_subscriber(pool: &PgPool, email: &str, universities: &[&str]) -> anyhow::Result<()> {
    let mut connection = pool.get().await.context("no database connection")?;
    let id = uuid::Uuid::now_v7();
    let inserted = diesel::sql_query(
        "INSERT INTO newsletter_subscribers (id, email, created_at, confirmed_at) VALUES ($1, $2, now(), now()) \
         ON CONFLICT DO NOTHING",
    )
    .bind::<diesel::sql_types::Uuid, _>(id)
    .bind::<Text, _>(email)
    .execute(&mut connection)
    .await
    .context("cannot subscribe a demo reader")?;
    if inserted == 1 {
        let slugs: Vec<String> = universities.iter().map(|s| (*s).to_owned()).collect();
        diesel::sql_query(
            "INSERT INTO newsletter_subscriber_universities (subscriber_id, university_id) \
             SELECT $1, id FROM universities WHERE slug = ANY($2)",
        )
        .bind::<diesel::sql_types::Uuid, _>(id)
        .bind::<diesel::sql_types::Array<Text>, _>(slugs)
        .execute(&mut connection)
        .await
        .context("cannot choose a demo reader's universities")?;
    }
    Ok(())
}

#!/usr/bin/env python3
"""The admin analytics and dashboard at scale, measured side by side in one run: GET
/api/v1/admin/analytics and /admin/dashboard (wrk, one connection, so each figure is one request's
latency) beside pgbench (one client) running the analytics' four chart statements one after
another (the endpoint runs them at once, each on its own connection), on generated data: 100,000
people who joined over the last year (90% verified), 20,000 roommate profiles at 300 universities
(15% pending, 75% approved, 10% rejected, decided 1-72 hours after submission) and 5,000
published posts. Target: the analytics answer in under 50 ms.
Usage: analytics-bench.py QUAD_BIN DATABASE_SERVER_URL"""
import datetime, os, sys, time

from bench_support import BenchServer, print_rows
from check_support import totp

SECOND_FACTOR_SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"

bench = BenchServer(sys.argv[1], sys.argv[2], f"quad_analytics_bench_{os.getpid()}", 18294,
                    {"QUAD_PUBLISH_WORKERS": "0"})

GENERATE = """
SELECT setseed(0.7);
INSERT INTO universities (id, name, slug, description, created_at)
SELECT gen_random_uuid(), 'University ' || g, 'university-' || g, 'Generated.', now() - g * interval '1 day'
  FROM generate_series(1, 300) g;
INSERT INTO users (id, email, username, first_name, last_name, email_verified_at, created_at, status)
SELECT gen_random_uuid(), 'student' || g || '@bench.edu', 'student' || g, 'Student', 'Bench' || g,
       CASE WHEN g % 10 <> 0 THEN t + interval '20 minutes' END, t,
       CASE WHEN g % 50 = 0 THEN 'suspended' ELSE 'active' END
  FROM (SELECT g, now() - random() * interval '365 days' AS t FROM generate_series(1, 100000) g) s;
INSERT INTO roommate_profiles (id, user_id, university_id, major, graduation_year, bio, photos, status,
                               rejection_reason, submitted_at, decided_at)
SELECT gen_random_uuid(), p.id, un.id, 'Computer Science', 2028, 'Hello.', '["http://127.0.0.1/media/p.jpg"]', p.status,
       CASE WHEN p.status = 'rejected' THEN 'Blurry photo' END, p.submitted,
       CASE WHEN p.status <> 'pending' THEN p.submitted + (1 + random() * 71) * interval '1 hour' END
  FROM (SELECT u.id, u.n % 300 AS k, least(now(), u.created_at + random() * interval '5 days') AS submitted,
               CASE WHEN u.r < 0.15 THEN 'pending' WHEN u.r < 0.9 THEN 'approved' ELSE 'rejected' END AS status
          FROM (SELECT id, created_at, random() AS r, row_number() OVER (ORDER BY id) AS n
                  FROM users WHERE email LIKE '%@bench.edu' ORDER BY id LIMIT 20000) u) p
  JOIN (SELECT id, row_number() OVER (ORDER BY id) - 1 AS k FROM universities) un ON un.k = p.k;
INSERT INTO instagram_accounts (id, university_id, ig_user_id, username, token_ciphertext)
SELECT gen_random_uuid(), id, 'ig' || slug, slug, '\\x00' FROM universities ORDER BY id LIMIT 100;
INSERT INTO instagram_posts (id, university_id, account_id, image_url, image_key, thumbnail_key, letterboxed, caption,
                             status, scheduled_time, next_attempt_at, posted_time, last_attempt)
SELECT gen_random_uuid(), a.university_id, a.id, 'u', 'k', 't', false, 'Generated', 'posted', t, t, t, t
  FROM (SELECT g, now() - random() * interval '365 days' AS t FROM generate_series(1, 5000) g) p
  JOIN (SELECT id, university_id, row_number() OVER (ORDER BY id) - 1 AS k FROM instagram_accounts) a ON a.k = p.g % 100;
VACUUM ANALYZE;
"""

# The four statements of crates/persistence/src/insights.rs that GET /admin/analytics runs, with
# the range's bounds written in ($1, $2) and the top 10 ($3).
CHARTS = """
SELECT day, count(*) FILTER (WHERE registered) AS registered, count(*) FILTER (WHERE NOT registered) AS verified
  FROM (SELECT (created_at AT TIME ZONE 'UTC')::date AS day, true AS registered FROM users WHERE created_at >= $1 AND created_at < $2
        UNION ALL SELECT (email_verified_at AT TIME ZONE 'UTC')::date, false FROM users WHERE email_verified_at >= $1 AND email_verified_at < $2) events
 GROUP BY day ORDER BY day;
SELECT day, count(*) FILTER (WHERE kind = 'submitted') AS submitted, count(*) FILTER (WHERE kind = 'approved') AS approved,
       count(*) FILTER (WHERE kind = 'rejected') AS rejected, percentile_cont(0.5) WITHIN GROUP (ORDER BY hours) AS median_decision_hours
  FROM (SELECT (submitted_at AT TIME ZONE 'UTC')::date AS day, 'submitted' AS kind, NULL::float8 AS hours FROM roommate_profiles WHERE submitted_at >= $1 AND submitted_at < $2
        UNION ALL SELECT (decided_at AT TIME ZONE 'UTC')::date, status, extract(epoch FROM decided_at - submitted_at)::float8 / 3600 FROM roommate_profiles WHERE status IN ('approved', 'rejected') AND decided_at >= $1 AND decided_at < $2) events
 GROUP BY GROUPING SETS ((day), ()) ORDER BY day NULLS FIRST;
WITH counted AS (SELECT p.university_id, count(*) AS n FROM users s LEFT JOIN roommate_profiles p ON p.user_id = s.id WHERE s.role = 'user' AND s.created_at >= $1 AND s.created_at < $2 GROUP BY p.university_id),
     ranked AS (SELECT c.university_id, u.name, c.n, row_number() OVER (ORDER BY c.n DESC, u.name) AS rank FROM counted c JOIN universities u ON u.id = c.university_id)
SELECT * FROM (SELECT university_id, name, n AS count FROM ranked WHERE rank <= $3 ORDER BY rank) top
UNION ALL SELECT NULL, 'others', coalesce(sum(n), 0)::int8 FROM ranked WHERE rank > $3
UNION ALL SELECT NULL, 'unassigned', coalesce(sum(n), 0)::int8 FROM counted WHERE university_id IS NULL;
WITH counted AS (SELECT university_id, count(*) AS n FROM instagram_posts WHERE status = 'posted' AND posted_time >= $1 AND posted_time < $2 GROUP BY university_id),
     ranked AS (SELECT c.university_id, u.name, c.n, row_number() OVER (ORDER BY c.n DESC, u.name) AS rank FROM counted c JOIN universities u ON u.id = c.university_id)
SELECT * FROM (SELECT university_id, name, n AS count FROM ranked WHERE rank <= $3 ORDER BY rank) top
UNION ALL SELECT NULL, 'others', coalesce(sum(n), 0)::int8 FROM ranked WHERE rank > $3
UNION ALL SELECT NULL, 'unassigned', coalesce(sum(n), 0)::int8 FROM counted WHERE university_id IS NULL;
"""


try:
    bench.quad_command("migrate")
    # Admins act only after two-step sign-in: the bench's admin has it on with a secret of its own.
    bench.quad_command("create-user", "--email", "admin@bench.test", "--password", "Tulip4Harbor", "--role", "admin",
                       "--second-factor-secret", SECOND_FACTOR_SECRET)
    started = time.perf_counter()
    bench.sql(GENERATE)
    counts = bench.sql("SELECT (SELECT count(*) FROM users) || ' people, ' || (SELECT count(*) FROM roommate_profiles) "
                       "|| ' profiles, ' || (SELECT count(*) FROM universities) || ' universities, ' || "
                       "(SELECT count(*) FROM instagram_posts) || ' posts'")
    print(f"generated {counts} in {time.perf_counter() - started:.1f} s")
    bench.serve()
    token = bench.call("/api/v1/auth/login", {"email": "admin@bench.test", "password": "Tulip4Harbor"})["token"]
    bench.call("/api/v1/auth/second-factor/verify", {"code": totp(SECOND_FACTOR_SECRET)}, token=token)
    today = datetime.datetime.now(datetime.timezone.utc).date()
    year_ago = today - datetime.timedelta(days=365)
    year = f"?from={year_ago}&to={today}"
    charts = bench.call(f"/api/v1/admin/analytics{year}", token=token)["data"]
    print(f"a year of charts: {sum(d['registered'] for d in charts['registrations'])} registrations, "
          f"{charts['moderation']['submitted']} submissions, median decision "
          f"{charts['moderation']['medianDecisionHours']:.1f} h, {len(charts['usersByUniversity']['top'])} top universities")

    def bare_sql(first, last):
        start, end = f"'{first}T00:00:00Z'::timestamptz", f"'{last + datetime.timedelta(days=1)}T00:00:00Z'::timestamptz"
        return bench.pgbench(CHARTS.replace("$1", start).replace("$2", end).replace("$3", "10"))

    rows = [
        ("GET /admin/analytics (last 30 days)", bench.wrk("/api/v1/admin/analytics", token)),
        ("the four chart statements, 30 days (pgbench)", bare_sql(today - datetime.timedelta(days=29), today)),
        ("GET /admin/analytics (a year)", bench.wrk(f"/api/v1/admin/analytics{year}", token)),
        ("the four chart statements, a year (pgbench)", bare_sql(year_ago, today)),
        ("GET /admin/dashboard", bench.wrk("/api/v1/admin/dashboard", token)),
    ]
    print_rows("(one at a time, 10 s each)", rows)
    print(f"\nendpoint p50 / bare SQL p50: 30 days {rows[0][1][1] / rows[1][1][1]:.2f}, "
          f"a year {rows[2][1][1] / rows[3][1][1]:.2f} (the endpoint runs the statements at once)")
    print(f"analytics over the default 30 days: p99 {rows[0][1][3]:.1f} ms "
          f"({'under' if rows[0][1][3] < 50 else 'OVER'} the 50 ms target)")
finally:
    bench.close()

#!/usr/bin/env python3
"""The featured grids under load (issue 25), measured side by side in one run: wrk (64 connections,
2 threads) against a release `quad serve`, beside pgbench (64 clients) running the SQL the endpoint
runs when it asks PostgreSQL (the count and the page, as diesel writes them), on a university with
10,000 featured posts. For each: requests/s, p50, p99, and the ratio of our rate to pgbench's.
Then the server's memory.
Usage: featured-bench.py QUAD_BIN DATABASE_SERVER_URL"""
import os, sys

from bench_support import BenchServer

SECONDS = int(os.environ.get("QUAD_BENCH_SECONDS", "10"))
POSTS = 10_000
bench = BenchServer(sys.argv[1], sys.argv[2], f"quad_featured_bench_{os.getpid()}", 18296)

UNIVERSITY = "00000000-0000-0000-0000-0000000000b1"
COLUMNS = ("s.id, s.university_id, s.caption, s.credit, s.credit_kind, s.photos, s.featured_at, s.likes, "
           "s.instagram_likes, s.instagram_comments, u.name, u.slug, p.status, p.scheduled_time, p.permalink, "
           "p.posted_time")
FROM = ("FROM submissions s JOIN universities u ON u.id = s.university_id "
        "LEFT JOIN instagram_posts p ON p.id = s.instagram_post_id WHERE s.status = 'approved'")


def page_sql(where, limit):
    return (f"SELECT count(*) FROM submissions s WHERE s.status = 'approved'{where};\n"
            f"SELECT {COLUMNS} {FROM}{where} ORDER BY s.featured_at DESC, s.id DESC LIMIT {limit} OFFSET 0;\n")


def main():
    bench.quad_command("migrate")
    bench.quad_command("create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user")
    bench.sql(f"""INSERT INTO universities (id, name, slug, abbreviation, location, description, instagram_links,
            email_domains)
        VALUES ('{UNIVERSITY}', 'University of Michigan', 'umich', 'UM', 'Ann Arbor, MI', 'Go Blue.', '[]'::jsonb,
                ARRAY['umich.edu']);
        INSERT INTO university_email_domains (domain, university_id) VALUES ('umich.edu', '{UNIVERSITY}')
            ON CONFLICT DO NOTHING;
        UPDATE users SET email_verified_at = now() WHERE email = 'ada@umich.edu';
        INSERT INTO submissions (id, author_id, university_id, caption, credit_kind, credit, photos, consent_quad_at,
            consent_instagram_at, people_agreed_at, status, submitted_at, decided_at, featured_at, likes)
        SELECT gen_random_uuid(), u.id, '{UNIVERSITY}', 'Post ' || i || ' on the Diag #GoBlue', 'name', 'Ada L.',
               jsonb_build_array(jsonb_build_object('url', 'http://quad.test/media/submission/' || i || '.jpg',
                 'thumbnailUrl', 'http://quad.test/media/submission/' || i || '.thumb.jpg', 'width', 1080,
                 'height', 1080)),
               now(), now(), now(), 'approved', now() - i * interval '1 minute', now(), now() - i * interval '1 minute',
               i % 50
          FROM users u, generate_series(1, {POSTS}) AS i WHERE u.email = 'ada@umich.edu';
        ANALYZE submissions;""")
    bench.serve()
    grid = f"/api/v1/featured?universityId={UNIVERSITY}"
    cases = [
        (f"GET /featured?universityId (page 1 of 12, {POSTS} posts)", grid,
         page_sql(f" AND s.university_id = '{UNIVERSITY}'", 12)),
        ("GET /featured?pageSize=4 (Recently Featured)", "/api/v1/featured?pageSize=4", page_sql("", 4)),
    ]
    for _, path, _ in cases:
        bench.call(path)  # warm
    print(f"\n64 connections, {SECONDS} s each; pgbench runs the endpoint's SQL with 64 clients")
    print(f"{'endpoint':52} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} | {'pgbench tps':>11} {'p50 ms':>7} "
          f"{'p99 ms':>7} | {'ratio':>5}")
    for label, path, sql in cases:
        ours = bench.wrk_load(path, seconds=SECONDS)
        theirs = bench.pgbench_load(sql, seconds=SECONDS)
        print(f"{label:52} {ours[0]:>8.0f} {ours[1]:>7.2f} {ours[2]:>7.2f} | {theirs[0]:>11.0f} {theirs[1]:>7.2f} "
              f"{theirs[2]:>7.2f} | {ours[0] / theirs[0]:>4.2f}x")

    rss, peak = bench.rss_mib()
    print(f"server memory: {rss:.0f} MiB resident now, {peak:.0f} MiB at its peak")


try:
    main()
finally:
    bench.close(keep=bool(os.environ.get("QUAD_BENCH_KEEP")))

#!/usr/bin/env python3
"""The public reads under load, measured side by side in one run: wrk (64 connections, 2 threads)
against each endpoint of a release `quad serve`, beside pgbench (64 clients) running the SQL that
endpoint would run against PostgreSQL itself, on 300 generated universities. For each: requests/s,
p50, p99, and the ratio of our rate to pgbench's. Then the same slug read while 8 connections log
in (argon2) alongside, and the server's memory.
Usage: public-reads-bench.py QUAD_BIN DATABASE_SERVER_URL"""
import json, os, sys, time, urllib.request

from bench_support import BenchServer

SECONDS = int(os.environ.get("QUAD_BENCH_SECONDS", "10"))
bench = BenchServer(sys.argv[1], sys.argv[2], f"quad_public_bench_{os.getpid()}", 18294)

COLUMNS = ("id, name, slug, abbreviation, logo_url, location, website, student_count, description, "
           "instagram_links, created_at, updated_at, logo_thumbnail_url")
LIST = (f"SELECT count(*) FROM universities WHERE TRUE;\n"
        f"SELECT {COLUMNS} FROM universities WHERE TRUE ORDER BY name ASC, id ASC LIMIT 50 OFFSET 0;\n")
MATCH = "(name || ' ' || coalesce(abbreviation, '') || ' ' || coalesce(location, '')) ILIKE '%state%'"
SEARCH = (f"SELECT count(*) FROM universities WHERE TRUE AND {MATCH};\n"
          f"SELECT {COLUMNS} FROM universities WHERE TRUE AND {MATCH} ORDER BY name ASC, id ASC LIMIT 50 OFFSET 0;\n")
SLUG = f"SELECT {COLUMNS} FROM universities WHERE slug = 'university-150' LIMIT 1;\n"
NOTHING = "SELECT 1;\n"


def main():
    bench.quad_command("migrate")
    bench.quad_command("create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user")
    bench.sql(f"""INSERT INTO universities (id, name, slug, abbreviation, location, description, instagram_links)
        SELECT gen_random_uuid(), 'University ' || i || CASE WHEN i % 3 = 0 THEN ' State' ELSE '' END,
               'university-' || i, 'U' || i, 'City ' || i || ', ST', 'A university for the benchmark.',
               CASE WHEN i % 2 = 0 THEN '[{{"url": "https://instagram.com/u", "channelName": "u"}}]'::jsonb
                    ELSE '[]'::jsonb END
          FROM generate_series(1, 300) AS i""")
    bench.serve()
    token = bench.call("/api/v1/auth/login", {"email": "ada@umich.edu", "password": "Tulip4Harbor"})["token"]
    user_id = bench.sql("SELECT id FROM users WHERE email = 'ada@umich.edu'")
    session_id = bench.sql(f"SELECT id FROM sessions WHERE user_id = '{user_id}' LIMIT 1")
    me = (f"SELECT id, user_id, scope, method, created_at, last_used_at FROM sessions "
          f"WHERE id = '{session_id}' AND ended_at IS NULL AND expires_at > now() LIMIT 1;\n"
          f"SELECT * FROM users WHERE id = '{user_id}' LIMIT 1;\n")
    # What the session check runs now: the session joined to its account, one query.
    me_joined = (f"SELECT s.id, s.user_id, s.scope, s.method, s.created_at, s.last_used_at, u.* FROM sessions s "
                 f"JOIN users u ON u.id = s.user_id WHERE s.id = '{session_id}' AND s.ended_at IS NULL "
                 f"AND s.expires_at > now() LIMIT 1;\n")
    for path in ["/api/v1/universities", "/api/v1/universities/slug/university-150"]:
        urllib.request.urlopen(bench.base + path).read()  # warm

    cases = [
        ("GET /universities (first page of 50)", "/api/v1/universities", None, LIST),
        ("GET /universities?search=state", "/api/v1/universities?search=state", None, SEARCH),
        ("GET /universities/slug/{slug}", "/api/v1/universities/slug/university-150", None, SLUG),
        ("GET /catalogues (no SQL; pgbench: SELECT 1)", "/api/v1/catalogues", None, NOTHING),
        ("GET /config (no SQL; pgbench: SELECT 1)", "/api/v1/config", None, NOTHING),
        ("GET /auth/me (vs the two look-ups)", "/api/v1/auth/me", token, me),
        ("GET /auth/me (vs its one joined look-up)", "/api/v1/auth/me", token, me_joined),
    ]
    print(f"\n64 connections, {SECONDS} s each; pgbench runs the endpoint's SQL with 64 clients")
    print(f"{'endpoint':46} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} | {'pgbench tps':>11} {'p50 ms':>7} "
          f"{'p99 ms':>7} | {'ratio':>5}")
    for label, path, bearer, sql in cases:
        ours = bench.wrk_load(path, bearer, seconds=SECONDS)
        theirs = bench.pgbench_load(sql, seconds=SECONDS)
        print(f"{label:46} {ours[0]:>8.0f} {ours[1]:>7.2f} {ours[2]:>7.2f} | {theirs[0]:>11.0f} {theirs[1]:>7.2f} "
              f"{theirs[2]:>7.2f} | {ours[0] / theirs[0]:>4.2f}x")

    # A login storm beside the reads: 8 connections logging in (argon2) while 8 read a university.
    login = ('wrk.method = "POST"\nwrk.headers["Content-Type"] = "application/json"\n'
             'wrk.body = \'{"email": "ada@umich.edu", "password": "Tulip4Harbor"}\'\n')
    quiet = bench.wrk_load("/api/v1/universities/slug/university-150", connections=8, seconds=SECONDS)
    import threading
    storm = {}
    thread = threading.Thread(target=lambda: storm.update(
        result=bench.wrk_load("/api/v1/auth/login", connections=8, seconds=SECONDS + 2, lua_extra=login)))
    thread.start()
    time.sleep(1)
    loaded = bench.wrk_load("/api/v1/universities/slug/university-150", connections=8, seconds=SECONDS)
    thread.join()
    print(f"\nGET /universities/slug/{{slug}}, 8 connections: p99 {quiet[2]:.2f} ms alone, {loaded[2]:.2f} ms while "
          f"8 connections log in at {storm['result'][0]:.0f}/s (p99 of a login {storm['result'][2]:.0f} ms)")
    rss, peak = bench.rss_mib()
    print(f"server memory: {rss:.0f} MiB resident now, {peak:.0f} MiB at its peak")


try:
    main()
finally:
    bench.close(keep=bool(os.environ.get("QUAD_BENCH_KEEP")))

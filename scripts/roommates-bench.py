#!/usr/bin/env python3
"""Ranking roommates at a big university, measured side by side in one run: GET /api/v1/roommates
(wrk, one connection, so each figure is one request's latency) beside the bare SQL that reads the
candidates (pgbench, one client), on N generated students at one university (default 50,000).
Usage: roommates-bench.py QUAD_BIN DATABASE_SERVER_URL [N]

The students are written straight into the database with their answers and expectations and an
out-of-date packed form; `quad migrate` packs them again (the path profiles published before
packing take), which the run times too."""
import csv, io, json, os, random, subprocess, sys, time, uuid

from bench_support import BenchServer, print_rows

count = int(sys.argv[3]) if len(sys.argv) > 3 else 50_000
keep = bool(os.environ.get("QUAD_BENCH_KEEP"))
bench = BenchServer(sys.argv[1], sys.argv[2], f"quad_bench_{os.getpid()}", 18293)
psql = ["psql", bench.url, "-qAt", "-v", "ON_ERROR_STOP=1"]
sql, call = bench.sql, bench.call

try:
    bench.quad_command("migrate")
    bench.quad_command("create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user")
    bench.serve()
    catalogues = call("/api/v1/catalogues")["data"]
    options = {c["key"]: c for c in catalogues["preferences"]}
    majors = catalogues["majors"]
    university = str(uuid.uuid4())
    sql(f"INSERT INTO universities (id, name, slug, description) VALUES ('{university}', 'Big State University', "
        f"'big-state', 'Fifty thousand students.')")
    rng = random.Random(7)
    lifestyle = ["sleepSchedule", "cleanliness", "guestPreference", "studyingPreference", "substances", "housing"]
    interests = ["favoriteArtists", "pastimes", "foodPreferences", "physicalActivities"]

    def answers():
        chosen = {key: [rng.choice(options[key]["options"])] for key in lifestyle + ["gender"]}
        for key in interests:
            chosen[key] = rng.sample(options[key]["options"], rng.randint(0, 4))
        return chosen

    def expectations():
        wanted = {}
        for key in rng.sample(lifestyle, rng.randint(0, 4)):
            accepted = rng.sample(options[key]["options"], rng.randint(1, 3))
            wanted[key] = {"accepted": accepted, "importance": rng.choice(["a_little", "somewhat", "very"]),
                           "dealbreaker": rng.random() < 0.1}
        return wanted

    users, published = io.StringIO(), io.StringIO()
    users_csv, published_csv = csv.writer(users), csv.writer(published)
    for i in range(count):
        user_id = str(uuid.uuid4())
        users_csv.writerow([user_id, f"student{i}@bigstate.edu", f"student{i}", "Student", "Bench", "now"])
        chosen = answers()
        published_csv.writerow([user_id, university, rng.choice(majors), 2027 + rng.randint(0, 4), "Hello.",
                                "{}", json.dumps(["http://127.0.0.1/media/p.jpg"]), json.dumps(chosen),
                                json.dumps(expectations()), chosen["gender"][0], chosen["housing"][0], "t", "\\x00",
                                "now"])
    started = time.perf_counter()
    subprocess.run(psql + ["-c", "COPY users (id, email, username, first_name, last_name, email_verified_at) "
                                 "FROM STDIN WITH (FORMAT csv)"], input=users.getvalue(), text=True, check=True)
    subprocess.run(psql + ["-c", "COPY published_profiles (user_id, university_id, major, graduation_year, bio, "
                                 "social_media, photos, preferences, expectations, gender, housing, "
                                 "looking_for_roommate, packed, published_at) FROM STDIN WITH (FORMAT csv)"],
                   input=published.getvalue(), text=True, check=True)
    ada = sql("SELECT id FROM users WHERE email = 'ada@umich.edu'")
    ada_answers = json.dumps({"sleepSchedule": ["Night Owl"], "substances": ["Substance Free"], "pastimes": ["Cooking"]})
    ada_wants = json.dumps({"sleepSchedule": {"accepted": ["Night Owl", "Balanced"], "importance": "very",
                                              "dealbreaker": False},
                            "substances": {"accepted": ["Substance Free", "No Smoking"], "importance": "somewhat",
                                           "dealbreaker": True}})
    sql(f"INSERT INTO published_profiles (user_id, university_id, major, graduation_year, bio, social_media, photos, "
        f"preferences, expectations, looking_for_roommate, packed, published_at) VALUES ('{ada}', '{university}', "
        f"'Computer Science', 2028, 'Hi', '{{}}', '[\"http://127.0.0.1/media/p.jpg\"]', '{ada_answers}', "
        f"'{ada_wants}', true, '\\x00', now())")
    # A few suspended accounts, as a real university has.
    sql("UPDATE users SET status = 'suspended' WHERE email LIKE '%7@bigstate.edu'")
    print(f"{count} students generated and copied in {time.perf_counter() - started:.1f} s")
    started = time.perf_counter()
    bench.quad_command("migrate")
    print(f"quad migrate packed them for ranking in {time.perf_counter() - started:.1f} s")
    sql("VACUUM ANALYZE")
    token = call("/api/v1/auth/login", {"email": "ada@umich.edu", "password": "Tulip4Harbor"})["token"]
    first = call("/api/v1/roommates?pageSize=20", token=token)
    print(f"ranked {first['total']} matches (of {count}; dealbreakers leave the rest out); "
          f"top: {first['data'][0]['match']}% {first['data'][0]['reasons']}")

    candidates_sql = ("SELECT p.user_id, p.packed FROM published_profiles p "
                      f"WHERE p.university_id = '{university}' AND p.looking_for_roommate AND NOT EXISTS "
                      "(SELECT 1 FROM users u WHERE u.id = p.user_id AND u.status <> 'active') "
                      f"AND p.user_id <> '{ada}'\n")

    if keep:
        sys.exit(0)
    rows = [
        ("GET /roommates?pageSize=20", bench.wrk("/api/v1/roommates?pageSize=20", token)),
        ("bare SQL reading the candidates (pgbench)", bench.pgbench(candidates_sql)),
        ("GET /roommates?pageSize=20&housing=Dorm", bench.wrk("/api/v1/roommates?pageSize=20&housing=Dorm", token)),
        ("GET /roommates?pageSize=20&minMatch=80", bench.wrk("/api/v1/roommates?pageSize=20&minMatch=80", token)),
    ]
    print_rows("(one at a time, 10 s each)", rows)
    print(f"\nendpoint p95 / bare SQL p95: {rows[0][1][2] / rows[1][1][2]:.2f}")
finally:
    bench.close(keep)

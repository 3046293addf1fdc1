#!/usr/bin/env python3
"""Ranking roommates at a big university, measured side by side in one run: GET /api/v1/roommates
(wrk, one connection, so each figure is one request's latency) beside the bare SQL that reads the
candidates (pgbench, one client), on N generated students at one university (default 50,000).
Usage: roommates-bench.py QUAD_BIN DATABASE_SERVER_URL [N]

The students are written straight into the database with their answers and expectations and an
out-of-date packed form; `quad migrate` packs them again (the path profiles published before
packing take), which the run times too."""
import csv, io, json, os, random, re, subprocess, sys, tempfile, time, urllib.request, uuid

quad, server = sys.argv[1], sys.argv[2].rstrip("/")
count = int(sys.argv[3]) if len(sys.argv) > 3 else 50_000
name = f"quad_bench_{os.getpid()}"
port = 18293
base = f"http://127.0.0.1:{port}"
subprocess.run(["psql", f"{server}/postgres", "-qc", f"CREATE DATABASE {name}"], check=True)
data = tempfile.mkdtemp()
os.makedirs(f"{data}/assets")
env = dict(os.environ, DATABASE_URL=f"{server}/{name}", QUAD_BIND=f"127.0.0.1:{port}", QUAD_DATA_DIR=data,
           QUAD_WEB_DIR=data, QUAD_RATE_LIMITS="off", RUST_LOG="warn")
psql = ["psql", f"{server}/{name}", "-qAt", "-v", "ON_ERROR_STOP=1"]


def sql(statement):
    return subprocess.run(psql + ["-c", statement], check=True, capture_output=True, text=True).stdout.strip()


def call(path, body=None, token=None):
    headers = {"Content-Type": "application/json"}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    request = urllib.request.Request(base + path, data=json.dumps(body).encode() if body else None, headers=headers)
    return json.load(urllib.request.urlopen(request))


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p / 100))]


subprocess.run([quad, "migrate"], env=env, check=True, capture_output=True)
subprocess.run([quad, "create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user"],
               env=env, check=True, capture_output=True)
server_process = subprocess.Popen([quad, "serve"], env=env)
try:
    for _ in range(200):
        try:
            urllib.request.urlopen(f"{base}/api/v1/health")
            break
        except Exception:
            time.sleep(0.1)
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
    subprocess.run([quad, "migrate"], env=env, check=True, capture_output=True)
    print(f"quad migrate packed them for ranking in {time.perf_counter() - started:.1f} s")
    sql("VACUUM ANALYZE")
    token = call("/api/v1/auth/login", {"email": "ada@umich.edu", "password": "Tulip4Harbor"})["token"]
    first = call("/api/v1/roommates?pageSize=20", token=token)
    print(f"ranked {first['total']} matches (of {count}; dealbreakers leave the rest out); "
          f"top: {first['data'][0]['match']}% {first['data'][0]['reasons']}")

    lua = os.path.join(data, "report.lua")
    with open(lua, "w") as f:
        f.write('wrk.headers["Authorization"] = "Bearer %s"\n' % token)
        f.write("done = function(summary, latency, requests)\n"
                "  io.write(string.format('RESULT %d %.2f %.2f %.2f\\n', summary.requests, "
                "latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))\n"
                "end\n")
    candidates_sql = os.path.join(data, "candidates.sql")
    with open(candidates_sql, "w") as f:
        f.write("SELECT p.user_id, p.packed FROM published_profiles p "
                f"WHERE p.university_id = '{university}' AND p.looking_for_roommate AND NOT EXISTS "
                "(SELECT 1 FROM users u WHERE u.id = p.user_id AND u.status <> 'active') "
                f"AND p.user_id <> '{ada}'\n")

    def endpoint(query):
        out = subprocess.run(["wrk", "-t1", "-c1", "-d10s", "-s", lua, f"{base}/api/v1/roommates{query}"],
                             check=True, capture_output=True, text=True).stdout
        requests, p50, p95, p99 = re.search(r"RESULT (\d+) ([\d.]+) ([\d.]+) ([\d.]+)", out).groups()
        return int(requests), float(p50), float(p95), float(p99)

    def bare_sql():
        log_dir = tempfile.mkdtemp()
        subprocess.run(["pgbench", "-n", "-c1", "-T10", "-f", candidates_sql, "-l", "--log-prefix",
                        f"{log_dir}/pgbench", f"{server}/{name}"], check=True, capture_output=True)
        latencies = []
        for log in os.listdir(log_dir):
            with open(os.path.join(log_dir, log)) as f:
                latencies += [int(line.split()[2]) / 1000 for line in f]
        return len(latencies), percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99)

    if os.environ.get("QUAD_BENCH_KEEP"):
        sys.exit(0)
    print(f"\n{'(one at a time, 10 s each)':42} {'requests':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}")
    rows = [
        ("GET /roommates?pageSize=20", endpoint("?pageSize=20")),
        ("bare SQL reading the candidates (pgbench)", bare_sql()),
        ("GET /roommates?pageSize=20&housing=Dorm", endpoint("?pageSize=20&housing=Dorm")),
        ("GET /roommates?pageSize=20&minMatch=80", endpoint("?pageSize=20&minMatch=80")),
    ]
    for label, (n, p50, p95, p99) in rows:
        print(f"{label:42} {n:>9} {p50:>8.1f} {p95:>8.1f} {p99:>8.1f}")
    print(f"\nendpoint p95 / bare SQL p95: {rows[0][1][2] / rows[1][1][2]:.2f}")
finally:
    server_process.terminate()
    server_process.wait()
    if os.environ.get("QUAD_BENCH_KEEP"):
        print(f"kept the database: {server}/{name}")
    else:
        subprocess.run(["psql", f"{server}/postgres", "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"])

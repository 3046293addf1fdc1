#!/usr/bin/env python3
"""Faults, for real, against `quad serve` and a PostgreSQL cluster of this run's own:

1. PostgreSQL stopped under load: health and readiness answer 503 while it is down, nothing hangs,
   and once it is back the API answers again by itself within seconds, with no restart of quad.
2. SIGTERM under load: every request in flight when the signal comes gets its whole answer, and the
   process (HTTP server and background workers) exits cleanly, soon.
3. A media folder that cannot be written: an upload gets a clear 5xx and leaves no upload row.

    scripts/fault-check.py QUAD_BINARY
"""
import json, os, shutil, signal, subprocess, sys, tempfile, threading, time

from check_support import check, conclude, failures, free_port, multipart, png, request

QUAD = sys.argv[1]
def pg_bindir():
    for candidate in sorted((f"/usr/lib/postgresql/{v}/bin" for v in os.listdir("/usr/lib/postgresql")), reverse=True):
        if os.path.exists(f"{candidate}/initdb"):
            return candidate
    sys.exit("fault-check: PostgreSQL's initdb was not found")


class Cluster:
    """A PostgreSQL cluster in a temporary folder, on a port of its own, that this run may stop."""

    def __init__(self, root):
        self.bin, self.port = pg_bindir(), free_port()
        self.data, self.log = os.path.join(root, "pg"), os.path.join(root, "pg.log")
        os.makedirs(self.data)
        open(self.log, "w").close()
        if os.geteuid() == 0:
            shutil.chown(root, "postgres", "postgres")
            shutil.chown(self.data, "postgres", "postgres")
            shutil.chown(self.log, "postgres", "postgres")
        os.chmod(self.data, 0o700)
        self.owner(f"{self.bin}/initdb", "-D", self.data, "-U", "postgres", "--auth=trust", "--no-locale")
        self.start()
        self.url = f"postgres://postgres@127.0.0.1:{self.port}/postgres"

    def owner(self, *args):
        prefix = ["runuser", "-u", "postgres", "--"] if os.geteuid() == 0 else []
        subprocess.run(prefix + list(args), check=True, capture_output=True)

    def start(self):
        self.owner(f"{self.bin}/pg_ctl", "-D", self.data, "-l", self.log, "-w", "-t", "60",
                   "-o", f"-p {self.port} -k '' -c listen_addresses=127.0.0.1", "start")

    def stop(self):
        self.owner(f"{self.bin}/pg_ctl", "-D", self.data, "-m", "fast", "-w", "stop")


def serve(env, port, log):
    process = subprocess.Popen([QUAD, "serve"], env=dict(env, QUAD_BIND=f"127.0.0.1:{port}"),
                               stdout=open(log, "w"), stderr=subprocess.STDOUT)
    for _ in range(300):
        try:
            request(port, "GET", "/api/v1/health/live", timeout=1)
            return process
        except OSError:
            time.sleep(0.1)
    failures.append("quad started")
    raise RuntimeError(f"quad did not start; see {log}")


def database_outage(env, root, cluster):
    port = free_port()
    process = serve(env, port, os.path.join(root, "outage.log"))
    statuses, stop = [], threading.Event()

    def load():
        while not stop.is_set():
            try:
                statuses.append((time.monotonic(), request(port, "GET", "/api/v1/universities?search=x")[0]))
            except OSError as error:
                statuses.append((time.monotonic(), repr(error)))

    threads = [threading.Thread(target=load) for _ in range(4)]
    for thread in threads:
        thread.start()
    time.sleep(1)
    check(request(port, "GET", "/api/v1/health/ready")[0] == 200, "ready before the outage")

    cluster.stop()
    down_at = time.monotonic()
    time.sleep(1)
    ready, _ = request(port, "GET", "/api/v1/health/ready")
    health, body = request(port, "GET", "/api/v1/health")
    live, _ = request(port, "GET", "/api/v1/health/live")
    check(ready == 503 and health == 503, "readiness and health answer 503 while PostgreSQL is down", (ready, health, body[:120]))
    check(live == 200, "liveness still answers 200 (no restart wanted)", live)
    during = [status for at, status in statuses if at > down_at + 0.5]
    check(during and all(isinstance(s, int) and 500 <= s < 600 for s in during),
          "reads during the outage get a 5xx answer, none hangs or drops", sorted(set(map(str, during)))[:5])

    cluster.start()
    back_at = time.monotonic()
    recovered = None
    while time.monotonic() - back_at < 30:
        if request(port, "GET", "/api/v1/health/ready")[0] == 200 and \
                request(port, "GET", "/api/v1/universities?search=y")[0] == 200:
            recovered = time.monotonic() - back_at
            break
        time.sleep(0.05)
    stop.set()
    for thread in threads:
        thread.join()
    check(recovered is not None and recovered < 5, "the API answers again by itself within 5 s of PostgreSQL's return",
          recovered)
    if recovered is not None:
        print(f"     recovered {recovered:.2f} s after PostgreSQL accepted connections again")
    later = [status for at, status in statuses if at > back_at + (recovered or 0) + 0.5]
    check(all(status == 200 for status in later), "and keeps answering", sorted(set(map(str, later)))[:5])
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=30)


def count_sessions(env):
    query = subprocess.run(["psql", env["DATABASE_URL"], "-qAt", "-c", "SELECT count(*) FROM sessions"],
                           check=True, capture_output=True, text=True)
    return int(query.stdout.strip())


def graceful_shutdown(env, root):
    sessions_before = count_sessions(env)
    port = free_port()
    log = os.path.join(root, "shutdown.log")
    process = serve(env, port, log)
    outcomes, signalled = [], threading.Event()
    body = json.dumps({"email": "ada@umich.edu", "password": "Tulip4Harbor"})

    def load():
        # Logins take tens of milliseconds of argon2, so some are always in flight.
        while True:
            started_after_signal = signalled.is_set()
            try:
                status, _ = request(port, "POST", "/api/v1/auth/login", body, {"Content-Type": "application/json"})
                outcomes.append((started_after_signal, status))
            except ConnectionRefusedError:
                return
            except OSError as error:
                outcomes.append((started_after_signal, repr(error)))
                if started_after_signal:
                    return

    threads = [threading.Thread(target=load) for _ in range(6)]
    for thread in threads:
        thread.start()
    time.sleep(2)
    before = len(outcomes)
    process.send_signal(signal.SIGTERM)
    signalled.set()
    sent_at = time.monotonic()
    try:
        code = process.wait(timeout=30)
    except subprocess.TimeoutExpired:
        process.kill()
        code = "killed after 30 s"
    took = time.monotonic() - sent_at
    for thread in threads:
        thread.join(timeout=10)
    in_flight = [status for after, status in outcomes if not after]
    # A connection made just before the signal may still wait in the kernel's queue when quad stops
    # accepting: it is closed unread ("Remote end closed connection without response"). That login
    # was never in flight, and it left no session. So the database is the witness: every login quad
    # completed (one session each) must have reached its client as a 200, and every other answer
    # must be such an unread close, never an error status or a cut-off body.
    sessions = count_sessions(env) - sessions_before
    answered = sum(1 for _, status in outcomes if status == 200)
    unread = ("RemoteDisconnected", "ConnectionResetError", "BrokenPipeError")
    others = [status for status in in_flight if status != 200 and not str(status).startswith(unread)]
    check(before > 0 and sessions == answered and not others,
          "every request in flight at SIGTERM got its whole answer",
          {"sessions": sessions, "200s": answered, "others": sorted(set(map(str, in_flight)))[:5]})
    check(code == 0 and took < 15, "quad exits cleanly and soon after SIGTERM", (code, f"{took:.1f} s"))
    with open(log) as f:
        text = f.read()
    check("panicked" not in text, "no panic while stopping")
    print(f"     {len(in_flight)} logins answered, the last ones in flight at the signal; exited in {took:.1f} s")


def unwritable_media(env, root, cluster):
    data = os.path.join(root, "blocked-data")
    port = free_port()
    process = serve(dict(env, QUAD_DATA_DIR=data), port, os.path.join(root, "media.log"))
    # While it runs, a file takes the media folder's place: even root cannot write under it.
    shutil.rmtree(os.path.join(data, "media"), ignore_errors=True)
    with open(os.path.join(data, "media"), "w") as f:
        f.write("not a folder")
    status, answer = request(port, "POST", "/api/v1/auth/login", json.dumps(
        {"email": "ada@umich.edu", "password": "Tulip4Harbor"}), {"Content-Type": "application/json"})
    token = json.loads(answer)["token"]
    body, content_type = multipart("file", "a.png", "image/png", png(32, 24, 128))
    status, answer = request(port, "POST", "/api/v1/upload?uploadType=profile", body,
                             {"Content-Type": content_type, "Authorization": f"Bearer {token}"})
    check(500 <= status < 600 and answer.startswith(b"{"), "an upload to an unwritable media folder is a clear 5xx",
          (status, answer[:200]))
    print(f"     answered {status}: {answer[:160].decode(errors='replace')}")
    rows = subprocess.run(["psql", env["DATABASE_URL"], "-qAt", "-c", "SELECT count(*) FROM media_uploads"],
                          capture_output=True, text=True, check=True).stdout.strip()
    check(rows == "0", "and leaves no upload row behind", rows)
    process.send_signal(signal.SIGTERM)
    process.wait(timeout=30)


def main():
    root = tempfile.mkdtemp(prefix="quad-faults-")
    cluster = Cluster(root)
    try:
        subprocess.run(["psql", cluster.url, "-qc", "CREATE DATABASE quad"], check=True, capture_output=True)
        web = os.path.join(root, "web")
        os.makedirs(os.path.join(web, "assets"))
        open(os.path.join(web, "index.html"), "w").close()
        env = dict(os.environ, DATABASE_URL=cluster.url.rsplit("/", 1)[0] + "/quad", QUAD_DATA_DIR=os.path.join(root, "data"),
                   QUAD_WEB_DIR=web, QUAD_RATE_LIMITS="off", RUST_LOG="warn", QUAD_LOG_FORMAT="json")
        subprocess.run([QUAD, "migrate"], env=env, check=True, capture_output=True)
        subprocess.run([QUAD, "create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user"],
                       env=env, check=True, capture_output=True)
        print("== PostgreSQL stopped under load")
        database_outage(env, root, cluster)
        print("== SIGTERM under load")
        graceful_shutdown(env, root)
        print("== an unwritable media folder")
        unwritable_media(env, root, cluster)
    finally:
        try:
            cluster.stop()
        except subprocess.CalledProcessError:
            pass
    conclude("faults", root)


if __name__ == "__main__":
    main()

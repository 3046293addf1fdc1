"""Live streams under load, shared by the check (`just live-check`: counts only) and the bench
(`just bench`: timings). Several `quad serve` instances on one database; people, each with
notifications made unread in SQL; streams (GET /api/v1/events) spread over the instances; read
marks made through the API (POST /api/v1/notifications/{id}/read) on a random instance, each
an event that names one notification, so every event is known by its id: a stream that never
gets one lost it, one that gets it twice duplicated it. A stream whose instance dies reconnects
to another with Last-Event-ID, as the web app does."""
import asyncio, json, os, random, signal, subprocess, tempfile, time, urllib.request

PASSWORD = "Campus2025x"


class Instances:
    """`count` instances of `quad serve` on a new database, with `people` accounts."""

    def __init__(self, quad, server, name, count, ports):
        self.quad, self.server, self.name = quad, server.rstrip("/"), name
        self.url = f"{self.server}/{name}"
        self.dir = tempfile.mkdtemp(prefix="quad-live-")
        subprocess.run(["psql", f"{self.server}/postgres", "-qc", f"CREATE DATABASE {name}"], check=True)
        os.makedirs(f"{self.dir}/assets")
        self.env = dict(os.environ, DATABASE_URL=self.url, QUAD_DATA_DIR=self.dir, QUAD_WEB_DIR=self.dir,
                        QUAD_RATE_LIMITS="off", RUST_LOG="warn")
        subprocess.run([quad, "migrate"], env=self.env, check=True, capture_output=True)
        self.ports = ports[:count]
        self.processes = {}
        for port in self.ports:
            self.start(port)

    def start(self, port):
        if port not in self.ports:
            self.ports.append(port)
        self.processes[port] = subprocess.Popen([self.quad, "serve"], env=dict(self.env, QUAD_BIND=f"127.0.0.1:{port}"))
        for _ in range(300):
            try:
                urllib.request.urlopen(f"http://127.0.0.1:{port}/api/v1/health/live")
                return
            except Exception:
                time.sleep(0.1)
        raise SystemExit(f"quad did not start on {port}")

    def kill(self, port):
        """As a crash: no goodbye to its streams, its rows left to go stale."""
        self.processes.pop(port).send_signal(signal.SIGKILL)
        self.ports = [p for p in self.ports if p != port]

    def rss_kib(self):
        total = 0
        for process in self.processes.values():
            with open(f"/proc/{process.pid}/status") as f:
                total += next(int(line.split()[1]) for line in f if line.startswith("VmRSS:"))
        return total

    def sql(self, statements):
        psql = ["psql", self.url, "-qAt", "-v", "ON_ERROR_STOP=1"]
        return subprocess.run(psql, input=statements, check=True, capture_output=True, text=True).stdout.strip()

    def drop_listeners(self):
        return self.sql("SELECT count(pg_terminate_backend(pid)) FROM pg_stat_activity "
                        "WHERE application_name LIKE 'quad-listener-%'")

    def people(self, count, notifications_each):
        """`count` people signed in (one session each), with unread notifications; their tokens and ids."""
        port = self.ports[0]
        subprocess.run([self.quad, "create-user", "--email", "live0@umich.edu", "--password", PASSWORD,
                        "--first-name", "Live", "--last-name", "Person0", "--role", "user"],
                       env=self.env, check=True, capture_output=True)
        # The others share the first one's password hash: hashing is not what is measured here.
        self.sql(f"INSERT INTO users (id, email, username, first_name, last_name, password_hash, role, status, "
                 f"email_verified_at) SELECT gen_random_uuid(), 'live' || i || '@umich.edu', 'live' || i, 'Live', "
                 f"'Person' || i, (SELECT password_hash FROM users WHERE email = 'live0@umich.edu'), 'user', "
                 f"'active', now() FROM generate_series(1, {count - 1}) i")
        people = []
        for index in range(count):
            email = f"live{index}@umich.edu"
            body = json.dumps({"email": email, "password": PASSWORD}).encode()
            request = urllib.request.Request(f"http://127.0.0.1:{port}/api/v1/auth/login", data=body,
                                             headers={"Content-Type": "application/json"})
            people.append(json.load(urllib.request.urlopen(request))["token"])
        self.sql(f"INSERT INTO notifications (id, user_id, kind, facts, created_at, emailed_at) "
                 f"SELECT gen_random_uuid(), u.id, 'profile_approved', '{{}}', now(), now() "
                 f"FROM users u, generate_series(1, {notifications_each}) WHERE u.email LIKE 'live%@umich.edu'")
        rows = self.sql("SELECT u.email, n.id FROM notifications n JOIN users u ON u.id = n.user_id "
                        "WHERE u.email LIKE 'live%@umich.edu'").splitlines()
        unread = {}
        for row in rows:
            email, notification = row.split("|")
            unread.setdefault(int(email[len("live"):].split("@")[0]), []).append(notification)
        return [(token, unread[index]) for index, token in enumerate(people)]

    def close(self):
        for process in self.processes.values():
            process.send_signal(signal.SIGTERM)
        for process in self.processes.values():
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        subprocess.run(["psql", f"{self.server}/postgres", "-qc", f"DROP DATABASE IF EXISTS {self.name} WITH (FORCE)"],
                       capture_output=True)


class Stream:
    """One tab's stream: reads events, reconnects to another live instance with Last-Event-ID."""

    def __init__(self, token, instances, port):
        self.token, self.instances, self.port = token, instances, port
        self.last_id = None
        self.seen = {}  # notification id -> times received
        self.received_at = {}
        self.reconnects = 0
        self.refused = 0
        self.open = asyncio.Event()

    async def run(self):
        while True:
            try:
                await self.read_once()
            except (ConnectionError, asyncio.IncompleteReadError, OSError):
                pass
            self.open.clear()
            self.reconnects += 1
            await asyncio.sleep(0.2 + random.random() * 0.3)
            if self.port not in self.instances.ports:
                self.port = random.choice(self.instances.ports)

    async def read_once(self):
        reader, writer = await asyncio.open_connection("127.0.0.1", self.port)
        headers = f"GET /api/v1/events HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer {self.token}\r\n"
        if self.last_id:
            headers += f"Last-Event-ID: {self.last_id}\r\n"
        writer.write((headers + "\r\n").encode())
        await writer.drain()
        status = (await reader.readline()).decode()
        while (await reader.readline()) not in (b"\r\n", b""):
            pass
        if " 200 " not in status:
            self.refused += 1
            writer.close()
            await asyncio.sleep(1)
            return
        buffer = ""
        try:
            while True:
                size_line = await reader.readline()
                if not size_line:
                    return
                size = int(size_line.strip() or b"0", 16)
                if size == 0:
                    return
                chunk = await reader.readexactly(size + 2)
                buffer += chunk[:-2].decode()
                while "\n\n" in buffer:
                    block, buffer = buffer.split("\n\n", 1)
                    self.handle(block)
        finally:
            writer.close()

    def handle(self, block):
        fields = {}
        for line in block.split("\n"):
            if line.startswith(":"):
                continue
            name, _, value = line.partition(": ")
            fields[name] = value
        if "id" in fields:
            self.last_id = fields["id"]
        if fields.get("event") == "hello":
            self.open.set()
        elif fields.get("event") == "read":
            for notification in json.loads(fields["data"])["ids"] or []:
                self.seen[notification] = self.seen.get(notification, 0) + 1
                self.received_at.setdefault(notification, time.monotonic())


async def mark_read(port, token, notification):
    """POST .../read on the instance at `port`; when it answered."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write((f"POST /api/v1/notifications/{notification}/read HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                  f"Authorization: Bearer {token}\r\nContent-Length: 0\r\nConnection: close\r\n\r\n").encode())
    await writer.drain()
    status = await reader.readline()
    await reader.read()
    writer.close()
    if b" 200 " not in status:
        raise RuntimeError(f"marking read answered {status!r}")
    return time.monotonic()


class Load:
    """People with `per_person` streams each, spread over the instances."""

    def __init__(self, instances, people, per_person):
        self.instances, self.people = instances, people
        self.streams = {}  # token -> streams
        ports = instances.ports
        for index, (token, _) in enumerate(people):
            self.streams[token] = [Stream(token, instances, ports[(index * per_person + k) % len(ports)])
                                   for k in range(per_person)]
        self.tasks = []
        self.sent = {}  # notification id -> (token, answered at)

    async def start(self):
        for streams in self.streams.values():
            for stream in streams:
                self.tasks.append(asyncio.create_task(stream.run()))
        await asyncio.wait_for(asyncio.gather(*(s.open.wait() for ss in self.streams.values() for s in ss)), 120)

    async def produce(self, count, rate):
        """`count` read marks at `rate` a second, each on a random live instance."""
        interval = 1.0 / rate
        started = time.monotonic()
        pending = []
        for n in range(count):
            token, unread = random.choice(self.people)
            if not unread:
                continue
            notification = unread.pop()
            port = random.choice(self.instances.ports)

            async def one(token=token, notification=notification, port=port):
                self.sent[notification] = (token, await mark_read(port, token, notification))
            pending.append(asyncio.create_task(one()))
            delay = started + (n + 1) * interval - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
        await asyncio.gather(*pending)

    async def settle(self, seconds=10):
        """Waits until every stream has every event of its person, or `seconds`."""
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline:
            if self.lost() == 0:
                return
            await asyncio.sleep(0.2)

    def lost(self):
        return sum(1 for notification, (token, _) in self.sent.items()
                   for stream in self.streams[token] if notification not in stream.seen)

    def duplicated(self):
        return sum(count - 1 for streams in self.streams.values() for stream in streams
                   for count in stream.seen.values() if count > 1)

    def latencies_ms(self, since=None):
        values = []
        for notification, (token, answered) in self.sent.items():
            if since is not None and answered < since:
                continue
            for stream in self.streams[token]:
                if notification in stream.received_at:
                    values.append(max(0.0, (stream.received_at[notification] - answered) * 1000))
        return sorted(values)

    def stop(self):
        for task in self.tasks:
            task.cancel()


def percentile(values, p):
    return values[min(len(values) - 1, int(len(values) * p / 100))] if values else float("nan")


def cpu_busy():
    """Whole-machine CPU time (busy, total) so far, from /proc/stat."""
    with open("/proc/stat") as f:
        fields = [int(v) for v in f.readline().split()[1:]]
    idle = fields[3] + fields[4]
    return sum(fields) - idle, sum(fields)

"""What the API benchmarks share: a fresh database and a `quad serve` on it, JSON calls, and one
connection's latencies from wrk (an endpoint) and pgbench (bare SQL), as (requests, p50, p95, p99)."""
import json, os, re, subprocess, tempfile, time, urllib.request


class BenchServer:
    """A new database on `server` (dropped by `close`) and `quad` serving it on `port`."""

    def __init__(self, quad, server, name, port, extra_env=None):
        self.quad, self.server, self.name = quad, server.rstrip("/"), name
        self.base = f"http://127.0.0.1:{port}"
        self.url = f"{self.server}/{name}"
        subprocess.run(["psql", f"{self.server}/postgres", "-qc", f"CREATE DATABASE {name}"], check=True)
        self.data = tempfile.mkdtemp()
        os.makedirs(f"{self.data}/assets")
        self.env = dict(os.environ, DATABASE_URL=self.url, QUAD_BIND=f"127.0.0.1:{port}", QUAD_DATA_DIR=self.data,
                        QUAD_WEB_DIR=self.data, QUAD_RATE_LIMITS="off", RUST_LOG="warn")
        self.env.update(extra_env or {})
        self.process = None

    def quad_command(self, *args):
        subprocess.run([self.quad, *args], env=self.env, check=True, capture_output=True)

    def sql(self, statements):
        psql = ["psql", self.url, "-qAt", "-v", "ON_ERROR_STOP=1"]
        return subprocess.run(psql, input=statements, check=True, capture_output=True, text=True).stdout.strip()

    def serve(self):
        self.process = subprocess.Popen([self.quad, "serve"], env=self.env)
        for _ in range(200):
            try:
                urllib.request.urlopen(f"{self.base}/api/v1/health")
                return
            except Exception:
                time.sleep(0.1)

    def call(self, path, body=None, token=None):
        headers = {"Content-Type": "application/json"}
        if token:
            headers["Authorization"] = f"Bearer {token}"
        data = json.dumps(body).encode() if body else None
        return json.load(urllib.request.urlopen(urllib.request.Request(self.base + path, data=data, headers=headers)))

    def wrk(self, path, token, seconds=10):
        """One connection on `path` for `seconds`, with `token` as the bearer."""
        lua = os.path.join(self.data, "report.lua")
        with open(lua, "w") as f:
            f.write('wrk.headers["Authorization"] = "Bearer %s"\n' % token)
            f.write("done = function(summary, latency, requests)\n"
                    "  io.write(string.format('RESULT %d %.2f %.2f %.2f\\n', summary.requests, "
                    "latency:percentile(50) / 1000, latency:percentile(95) / 1000, latency:percentile(99) / 1000))\n"
                    "end\n")
        out = subprocess.run(["wrk", "-t1", "-c1", f"-d{seconds}s", "-s", lua, f"{self.base}{path}"],
                             check=True, capture_output=True, text=True).stdout
        requests, p50, p95, p99 = re.search(r"RESULT (\d+) ([\d.]+) ([\d.]+) ([\d.]+)", out).groups()
        return int(requests), float(p50), float(p95), float(p99)

    def pgbench(self, script_text, seconds=10):
        """One client running `script_text` (one transaction a run) for `seconds`."""
        script = tempfile.mktemp(suffix=".sql", dir=self.data)
        with open(script, "w") as f:
            f.write(script_text)
        log_dir = tempfile.mkdtemp()
        subprocess.run(["pgbench", "-n", "-c1", f"-T{seconds}", "-f", script, "-l", "--log-prefix",
                        f"{log_dir}/pgbench", self.url], check=True, capture_output=True)
        latencies = []
        for log in os.listdir(log_dir):
            with open(os.path.join(log_dir, log)) as f:
                latencies += [int(line.split()[2]) / 1000 for line in f]
        return len(latencies), percentile(latencies, 50), percentile(latencies, 95), percentile(latencies, 99)

    def wrk_load(self, path, token=None, connections=64, seconds=10, lua_extra=""):
        """`connections` connections on `path` for `seconds` (2 threads): (requests/s, p50, p99) in ms."""
        return wrk_load(self.base + path, self.data, token, connections, seconds, lua_extra)

    def pgbench_load(self, script_text, clients=64, seconds=10):
        """`clients` clients running `script_text` for `seconds`: (transactions/s, p50, p99) in ms."""
        return pgbench_load(self.url, self.data, script_text, clients, seconds)

    def rss_mib(self):
        """The server's resident memory now and at its peak, in MiB."""
        with open(f"/proc/{self.process.pid}/status") as f:
            fields = dict(line.split(":", 1) for line in f)
        return int(fields["VmRSS"].split()[0]) / 1024, int(fields["VmHWM"].split()[0]) / 1024

    def close(self, keep=False):
        if self.process:
            self.process.terminate()
            self.process.wait()
        if keep:
            print(f"kept the database: {self.url}")
        else:
            subprocess.run(["psql", f"{self.server}/postgres", "-qc", f"DROP DATABASE IF EXISTS {self.name} WITH (FORCE)"])


def wrk_load(url, work_dir, token=None, connections=64, seconds=10, lua_extra=""):
    """`connections` connections on `url` for `seconds` (2 threads): (requests/s, p50, p99) in ms."""
    lua = os.path.join(work_dir, "load.lua")
    with open(lua, "w") as f:
        if token:
            f.write('wrk.headers["Authorization"] = "Bearer %s"\n' % token)
        f.write(lua_extra)
        f.write("done = function(summary, latency, requests)\n"
                "  io.write(string.format('RESULT %d %d %.3f %.3f\\n', summary.requests, summary.duration, "
                "latency:percentile(50) / 1000, latency:percentile(99) / 1000))\n"
                "end\n")
    threads = min(2, connections)
    out = subprocess.run(["wrk", f"-t{threads}", f"-c{connections}", f"-d{seconds}s", "-s", lua, url],
                         check=True, capture_output=True, text=True).stdout
    failed = re.search(r"Non-2xx or 3xx responses: (\d+)", out)
    if failed or "Socket errors" in out:
        raise RuntimeError(f"wrk on {url} saw failures, not a measurement:\n{out}")
    requests, duration, p50, p99 = re.search(r"RESULT (\d+) (\d+) ([\d.]+) ([\d.]+)", out).groups()
    return int(requests) / (int(duration) / 1e6), float(p50), float(p99)


def pgbench_load(database_url, work_dir, script_text, clients=64, seconds=10, mode="simple"):
    """`clients` clients running `script_text` for `seconds`: (transactions/s, p50, p99) in ms.
    `mode` is pgbench's protocol: "prepared" plans each statement once, as our code does for a
    statement it keeps prepared."""
    script = tempfile.mktemp(suffix=".sql", dir=work_dir)
    with open(script, "w") as f:
        f.write(script_text)
    log_dir = tempfile.mkdtemp()
    subprocess.run(["pgbench", "-n", f"-c{clients}", "-j2", f"-T{seconds}", "-M", mode, "-f", script, "-l", "--log-prefix",
                    f"{log_dir}/pgbench", database_url], check=True, capture_output=True)
    latencies = []
    for log in os.listdir(log_dir):
        with open(os.path.join(log_dir, log)) as f:
            latencies += [int(line.split()[2]) / 1000 for line in f]
    return len(latencies) / seconds, percentile(latencies, 50), percentile(latencies, 99)


def percentile(values, p):
    values = sorted(values)
    return values[min(len(values) - 1, int(len(values) * p / 100))]


def print_rows(title, rows):
    print(f"\n{title:52} {'requests':>9} {'p50 ms':>8} {'p95 ms':>8} {'p99 ms':>8}")
    for label, (n, p50, p95, p99) in rows:
        print(f"{label:52} {n:>9} {p50:>8.1f} {p95:>8.1f} {p99:>8.1f}")

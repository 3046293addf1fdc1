"""The deployment's nginx configuration, run for real: Debian's nginx with deploy/nginx/quad.conf
(only its ports, certificate and cache paths swapped) and TLS from a certificate made now, in front
of two `quad` instances on one database, with media in an S3 bucket (moto's server). Checks
pages, deep links, the API, caching, an upload made through one instance and read through the
proxy and the other instance, the upload size limit, that rate limits key on the real client
address, which a client cannot move by sending its own X-Forwarded-For, and that a live stream
through the proxy receives, unbuffered, what either instance makes.

    scripts/proxy-check.py QUAD_BINARY WEB_DIR SERVER_URL
Run it with a Python that has moto (scripts/test-tools.sh prints one); `just proxy-check` does.
"""
import http.client, json, os, re, shutil, signal, ssl, subprocess, sys, tempfile, time, uuid

from check_support import check, failures, free_port, multipart, png, wait_for_port

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
QUAD, WEB_DIR, SERVER = sys.argv[1], os.path.abspath(sys.argv[2]), sys.argv[3].rstrip("/")
PASSWORD = "QuadDemo2026"
class Stack:
    def __init__(self):
        self.dir = tempfile.mkdtemp(prefix="quad-proxy-")
        self.processes = []
        self.database = f"quad_proxy_{os.getpid()}"
        self.http_port, self.tls_port, self.s3_port = free_port(), free_port(), free_port()
        self.instance_ports = [free_port(), free_port()]

    def start(self):
        self.certificate()
        self.s3()
        self.instances()
        self.nginx()

    def spawn(self, args, log, **kwargs):
        process = subprocess.Popen(args, stdout=open(os.path.join(self.dir, log), "w"), stderr=subprocess.STDOUT, **kwargs)
        self.processes.append(process)
        return process

    def certificate(self):
        self.cert, self.key = os.path.join(self.dir, "fullchain.pem"), os.path.join(self.dir, "privkey.pem")
        subprocess.run(["openssl", "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1", "-subj", "/CN=localhost",
                        "-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost", "-keyout", self.key, "-out", self.cert],
                       check=True, capture_output=True)

    def s3(self):
        self.spawn([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(self.s3_port)], "moto.log")
        wait_for_port(self.s3_port, "moto")
        # The bucket as deploy/compose.yaml's minio-init leaves it: anyone may read an object.
        policy = {"Version": "2012-10-17", "Statement": [{"Sid": "PublicRead", "Effect": "Allow", "Principal": {"AWS": "*"},
                                                          "Action": ["s3:GetObject"], "Resource": ["arn:aws:s3:::quad-media/*"]}]}
        for path, body in [("/quad-media", None), ("/quad-media?policy", json.dumps(policy))]:
            connection = http.client.HTTPConnection("127.0.0.1", self.s3_port)
            connection.request("PUT", path, body=body, headers={"Content-Type": "application/json"})
            response = connection.getresponse()
            assert response.status == 200, f"cannot set up the bucket: {response.status} {response.read()[:200]}"
            connection.close()

    def instances(self):
        subprocess.run(["psql", f"{SERVER}/postgres", "-qc", f"CREATE DATABASE {self.database}"], check=True)
        public = f"https://127.0.0.1:{self.tls_port}"
        self.env = dict(os.environ, DATABASE_URL=f"{SERVER}/{self.database}", QUAD_WEB_DIR=WEB_DIR,
                        QUAD_DATA_DIR=os.path.join(self.dir, "data"), QUAD_PUBLIC_URL=public, RUST_LOG="warn",
                        QUAD_TRUSTED_PROXIES="127.0.0.1/32", QUAD_RATE_LIMITS="login.address=3/1h",
                        QUAD_S3_BUCKET="quad-media", QUAD_S3_ENDPOINT=f"http://127.0.0.1:{self.s3_port}",
                        QUAD_S3_ACCESS_KEY_ID="test", QUAD_S3_SECRET_ACCESS_KEY="test",
                        QUAD_MEDIA_BASE_URL=f"{public}/media")
        subprocess.run([QUAD, "migrate"], env=self.env, check=True, capture_output=True)
        subprocess.run([QUAD, "seed"], env=self.env, check=True, capture_output=True)
        for index, port in enumerate(self.instance_ports):
            self.spawn([QUAD, "serve"], f"quad-{index + 1}.log", env=dict(self.env, QUAD_BIND=f"127.0.0.1:{port}"))
        for port in self.instance_ports:
            wait_for_port(port, "quad")

    def nginx(self):
        """deploy/nginx/quad.conf with this run's ports, certificate and folders, nothing else changed."""
        with open(os.path.join(ROOT, "deploy/nginx/quad.conf")) as f:
            site = f.read()
        replacements = [
            ("listen 8080;", f"listen 127.0.0.1:{self.http_port};"), ("listen [::]:8080;", ""),
            ("listen 8443 ssl http2;", f"listen 127.0.0.1:{self.tls_port} ssl http2;"), ("listen [::]:8443 ssl http2;", ""),
            ("/etc/nginx/certs/fullchain.pem", self.cert), ("/etc/nginx/certs/privkey.pem", self.key),
            ("/var/cache/nginx/quad", os.path.join(self.dir, "cache")), ("/var/www/certbot", os.path.join(self.dir, "acme")),
            ("/var/log/nginx/access.log", os.path.join(self.dir, "quad-access.log")),
        ]
        for old, new in replacements:
            assert old in site, f"deploy/nginx/quad.conf no longer has {old!r}: update scripts/proxy-check.py"
            site = site.replace(old, new)
        with open(os.path.join(self.dir, "quad.conf"), "w") as f:
            f.write(site)
        upstreams = "".join(f"        server 127.0.0.1:{port};\n" for port in self.instance_ports)
        temp = os.path.join(self.dir, "nginx-temp")
        os.makedirs(temp)
        with open(os.path.join(self.dir, "nginx.conf"), "w") as f:
            f.write(f"""{'user root;' if os.geteuid() == 0 else ''}
worker_processes 2;
pid {self.dir}/nginx.pid;
error_log {self.dir}/nginx-error.log warn;
events {{ worker_connections 1024; }}
http {{
    include /etc/nginx/mime.types;
    access_log {self.dir}/nginx-access.log;
    client_body_temp_path {temp}/body;
    proxy_temp_path {temp}/proxy;
    fastcgi_temp_path {temp}/fastcgi;
    uwsgi_temp_path {temp}/uwsgi;
    scgi_temp_path {temp}/scgi;
    upstream quad {{
{upstreams}        keepalive 16;
    }}
    upstream media_store {{
        server 127.0.0.1:{self.s3_port};
    }}
    include {self.dir}/quad.conf;
}}
""")
        nginx = shutil.which("nginx") or "/usr/sbin/nginx"
        subprocess.run([nginx, "-t", "-q", "-c", f"{self.dir}/nginx.conf", "-p", self.dir], check=True)
        self.spawn([nginx, "-c", f"{self.dir}/nginx.conf", "-p", self.dir, "-g", "daemon off;"], "nginx.log")
        wait_for_port(self.tls_port, "nginx")

    def request(self, method, path, body=None, headers=None, source="127.0.0.1", port=None, tls=True):
        """One request through nginx (or straight to an instance with `port`), from `source`."""
        if port:
            connection = http.client.HTTPConnection("127.0.0.1", port, source_address=(source, 0), timeout=30)
        elif tls:
            context = ssl.create_default_context(cafile=self.cert)
            connection = http.client.HTTPSConnection("127.0.0.1", self.tls_port, context=context,
                                                     source_address=(source, 0), timeout=30)
        else:
            connection = http.client.HTTPConnection("127.0.0.1", self.http_port, source_address=(source, 0), timeout=30)
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        data = response.read()
        connection.close()
        return response.status, {k.lower(): v for k, v in response.getheaders()}, data

    def close(self):
        for process in reversed(self.processes):
            process.send_signal(signal.SIGTERM)
        for process in self.processes:
            try:
                process.wait(timeout=15)
            except subprocess.TimeoutExpired:
                process.kill()
        subprocess.run(["psql", f"{SERVER}/postgres", "-qc", f"DROP DATABASE IF EXISTS {self.database} WITH (FORCE)"],
                       capture_output=True)
        if failures:
            print(f"logs kept in {self.dir}")
        else:
            shutil.rmtree(self.dir, ignore_errors=True)


def run_checks(stack):
    hsts = "max-age=63072000; includeSubDomains"

    status, headers, _ = stack.request("GET", "/universities?page=2", tls=False)
    check(status == 301 and headers.get("location") == "https://127.0.0.1/universities?page=2",
          "plain HTTP is sent to HTTPS, path and query kept", (status, headers.get("location")))

    status, headers, body = stack.request("GET", "/")
    check(status == 200 and b'id="root"' in body, "the web app's page over TLS", status)
    check(headers.get("strict-transport-security") == hsts, "HSTS on pages", headers.get("strict-transport-security"))
    check("no-cache" in headers.get("cache-control", ""), "index.html is revalidated", headers.get("cache-control"))
    for deep in ["/universities", "/universities/some-university", "/admin/users?role=admin", "/reset-password/abc"]:
        status, headers, body = stack.request("GET", deep)
        check(status == 200 and b'id="root"' in body, f"deep link {deep} answers the app", status)

    status, headers, body = stack.request("GET", "/api/v1/health/ready")
    check(status == 200 and json.loads(body)["data"]["migrations"] == "applied", "readiness through the proxy", body[:200])
    check(headers.get("strict-transport-security") == hsts, "HSTS on the API")
    status, _, body = stack.request("GET", "/api/v1/universities")
    check(status == 200 and json.loads(body)["success"], "the API through the proxy", body[:200])
    status, _, body = stack.request("GET", "/api/v1/no-such-thing")
    check(status == 404 and json.loads(body)["success"] is False, "an unknown API path is the API's 404, not a page", status)

    secret = "Zx9Kq3LmN8pR2sT5vW7yB4"
    stack.request("GET", f"/reset-password/{secret}")
    stack.request("GET", f"/api/v1/auth/verify-email/{secret}?code={secret}")
    # Unsubscribe links are blanked by name, whatever their secret looks like.
    stack.request("GET", "/newsletter/unsubscribe/quietlink")
    stack.request("GET", "/api/v1/notifications/unsubscribe/quietlink")
    for _ in range(20):  # nginx writes the line as the request ends, just after answering
        with open(os.path.join(stack.dir, "quad-access.log")) as f:
            logged = f.read()
        if "/api/v1/auth/verify-email/" in logged:
            break
        time.sleep(0.1)
    check(secret not in logged and "quietlink" not in logged and "/reset-password/{secret}" in logged
          and "/api/v1/auth/verify-email/{secret} " in logged
          and "/newsletter/unsubscribe/{secret} " in logged, "the access log holds no link secret or query",
          [line for line in logged.splitlines() if "secret" in line or secret in line])

    status, _, _ = stack.request("GET", "/metrics")
    check(status == 404, "/metrics is closed at the proxy", status)
    status, _, body = stack.request("GET", "/metrics", port=stack.instance_ports[1])
    check(status == 200 and b"quad_http_request_duration_seconds" in body, "/metrics on an instance, from this machine", status)

    entry = re.search(rb'src="(/assets/[^"]+\.js)"', stack.request("GET", "/")[2]).group(1).decode()
    first = stack.request("GET", entry)
    second = stack.request("GET", entry)
    check(first[0] == 200 and "immutable" in first[1].get("cache-control", ""), "hashed assets are immutable", first[1])
    check(second[1].get("x-cache-status") == "HIT", "nginx serves assets from its cache the second time", second[1].get("x-cache-status"))

    # A student uploads a photo through the first instance and submits their profile with it
    # through the second; the photo is then read through the proxy from the shared bucket.
    token = json.loads(stack.request("POST", "/api/v1/auth/login", json.dumps(
        {"email": "sam@quad.local", "password": PASSWORD}), {"Content-Type": "application/json"})[2])["token"]
    bearer = {"Authorization": f"Bearer {token}"}
    body, content_type = multipart("file", "photo.png", "image/png", png(320, 240, 128))
    status, _, answer = stack.request("POST", "/api/v1/upload?uploadType=profile", body,
                                      dict(bearer, **{"Content-Type": content_type}), port=stack.instance_ports[0])
    check(status == 201, "an upload through the first instance", answer[:300])
    url = json.loads(answer).get("fileUrl", "") if status == 201 else ""
    check(url.startswith(f"https://127.0.0.1:{stack.tls_port}/media/"), "its URL is on the proxy", url)
    # Sam's university (the demo gives him a verified address there), as a profile needs.
    university = json.loads(stack.request("GET", "/api/v1/universities/slug/umich")[2])["data"]["id"]
    profile = {"university": university, "major": "Physics", "graduationYear": time.gmtime().tm_year + 2,
               "bio": "Early riser.", "socialMedia": {}, "profileImages": [url],
               "roommatePreferences": {"lookingForRoommate": True}}
    status, _, answer = stack.request("POST", "/api/v1/profile/submit", json.dumps(profile),
                                      dict(bearer, **{"Content-Type": "application/json"}), port=stack.instance_ports[1])
    check(status in (200, 201), "the second instance takes the photo the first one stored", answer[:300])
    status, headers, data = stack.request("GET", url.split(str(stack.tls_port), 1)[1] if url else "/media/none")
    check(status == 200 and data[:3] in (b"\xff\xd8\xff", b"\x89PN", b"RIF"), "the photo is served through the proxy",
          (status, data[:16]))
    check(status == 200 and headers.get("cache-control") == "public, max-age=600" and "x-cache-status" not in headers,
          "uploaded media is not kept by the proxy, and by browsers ten minutes only", headers)
    photo_path = url.split(str(stack.tls_port), 1)[1] if url else "/media/none"

    # The proxy lets through what the app accepts and leaves the app to refuse what it does not.
    big, content_type = multipart("file", "big.png", "image/png", os.urandom(5 * 1024 * 1024 + 200 * 1024))
    status, headers, answer = stack.request("POST", "/api/v1/upload?uploadType=profile", big,
                                            dict(bearer, **{"Content-Type": content_type}))
    check(status == 413 and answer.startswith(b"{"), "an upload just over 5 MB reaches the app, which refuses it in JSON", (status, answer[:120]))
    huge, content_type = multipart("file", "huge.png", "image/png", os.urandom(7 * 1024 * 1024))
    status, _, _ = stack.request("POST", "/api/v1/upload?uploadType=profile", huge, {"Content-Type": content_type})
    check(status == 413, "nginx refuses a body far over the limit itself", status)

    # Rate limits key on the client's own address: three logins an hour from one address.
    def login_from(source, forged=None):
        headers = {"Content-Type": "application/json"}
        if forged:
            headers["X-Forwarded-For"] = forged
        body = json.dumps({"email": f"nobody-{uuid.uuid4().hex[:8]}@example.com", "password": "Wrong12345"})
        return stack.request("POST", "/api/v1/auth/login", body, headers, source=source)[0]

    # Sam deletes his account: his photo, read through the proxy a moment ago, is gone from it too.
    status, _, _ = stack.request("DELETE", "/api/v1/auth/delete-account", json.dumps({"password": PASSWORD}),
                                 dict(bearer, **{"Content-Type": "application/json"}))
    check(status == 200, "Sam deletes his account", status)
    status, _, _ = stack.request("GET", photo_path)
    check(status == 404, "his photo then answers 404 through the proxy", status)

    statuses = [login_from("127.0.0.2") for _ in range(3)]
    check(statuses == [401, 401, 401], "three failed logins from one client", statuses)
    check(login_from("127.0.0.2") == 429, "the fourth from it is stopped")
    check(login_from("127.0.0.2", forged="198.51.100.7") == 429, "a forged X-Forwarded-For does not move its bucket")
    check(login_from("127.0.0.3") == 401, "another client, through the same proxy, is not stopped")


def check_live_stream(stack):
    """A stream opened through nginx (on whichever instance it picks) receives a read mark made
    straight on each instance in turn, at once: one of them is the other instance."""
    login = json.dumps({"email": "maya@quad.local", "password": PASSWORD})
    token = json.loads(stack.request("POST", "/api/v1/auth/login", login, {"Content-Type": "application/json"},
                                     source="127.0.0.9")[2])["token"]
    context = ssl.create_default_context(cafile=stack.cert)
    connection = http.client.HTTPSConnection("127.0.0.1", stack.tls_port, context=context, timeout=10)
    connection.request("GET", "/api/v1/events", headers={"Authorization": f"Bearer {token}"})
    response = connection.getresponse()
    check(response.status == 200 and response.getheader("content-type") == "text/event-stream",
          "the live stream opens through nginx", (response.status, response.getheader("content-type")))

    def next_event():
        name, data = None, None
        while True:
            line = response.fp.readline().decode().rstrip("\r\n")
            if line.startswith("event: "):
                name = line[len("event: "):]
            elif line.startswith("data: "):
                data = json.loads(line[len("data: "):])
            elif line == "" and name:
                return name, data

    check(next_event()[0] == "hello", "the stream starts with hello")
    for port in stack.instance_ports:
        subprocess.run(["psql", f"{SERVER}/{stack.database}", "-qc",
                        "UPDATE notifications SET read_at = NULL WHERE user_id = "
                        "(SELECT id FROM users WHERE email = 'maya@quad.local')"], check=True)
        status, _, _ = stack.request("POST", "/api/v1/notifications/read-all", b"",
                                     {"Authorization": f"Bearer {token}"}, port=port)
        started = time.monotonic()
        try:
            name, data = next_event()
        except (TimeoutError, OSError) as error:
            name, data = repr(error), None
        check(status == 200 and name == "read" and data == {"ids": None, "unread": 0},
              f"a read mark made on the instance at {port} arrives through nginx in "
              f"{(time.monotonic() - started) * 1000:.0f} ms", (status, name, data))
    connection.close()


def main():
    stack = Stack()
    try:
        stack.start()
        run_checks(stack)
        check_live_stream(stack)
    finally:
        stack.close()
    if failures:
        sys.exit(f"{len(failures)} proxy check(s) failed")
    print("proxy: every check passed")


if __name__ == "__main__":
    main()

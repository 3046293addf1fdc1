#!/usr/bin/env python3
"""deploy/Dockerfile's runtime image and deploy/compose.yaml's `quad` services, run for real on a
machine without a Docker engine.

The image's last stage is built as Docker would build it, instruction by instruction, into a
folder: its base (`debian:<suite>-slim`) comes from debootstrap's minimal variant of the same
Debian suite (the slim image is that, less documentation), each RUN runs there under chroot, each
COPY --from takes what the build stages make (this run's `quad` binary and web app, as `just
check` built them), ENV and USER are kept. Then compose's services run in that folder as the image's
user, with compose's own environment resolved from a deploy/.env made as deploy/README.md says
(the database is PostgreSQL here, the bucket moto's S3 server, reached under compose's host names):
the release step (`migrate`), the first admin (`create-user`), `serve`; and the image's
HEALTHCHECK, pages, sign-in, an upload into the bucket and `docker stop`'s SIGTERM are checked.

    scripts/image-check.py QUAD_BINARY WEB_DIST POSTGRES_SERVER_URL

Needs root (chroot), debootstrap and a Python with moto and PyYAML (scripts/test-tools.sh). The
Debian root is downloaded once and kept under ~/.cache/quad/image-check.
"""
import base64, json, os, re, secrets, shlex, shutil, signal, socket, subprocess, sys, tempfile, time, urllib.parse

import yaml

from check_support import check, conclude, failures, free_port, multipart, png, port_free, request, wait_for_port

REPO = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
DOCKERFILE, COMPOSE = f"{REPO}/deploy/Dockerfile", f"{REPO}/deploy/compose.yaml"
ROLES_SQL = f"{REPO}/deploy/db/roles.sql"
CACHE = os.path.expanduser("~/.cache/quad/image-check")
MIRROR = os.environ.get("QUAD_DEBIAN_MIRROR", "http://deb.debian.org/debian")
# Docker's PATH when an image sets none.
DEFAULT_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"
DEBOOTSTRAP = shutil.which("debootstrap") or "/usr/sbin/debootstrap"


def instructions(path):
    """The Dockerfile's instructions as (KEYWORD, arguments): continuations joined, comments dropped."""
    parsed, current = [], ""
    for raw in open(path).read().splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.endswith("\\"):
            current += line[:-1] + " "
            continue
        keyword, _, arguments = (current + line).partition(" ")
        parsed.append((keyword.upper(), arguments.strip()))
        current = ""
    return parsed


def last_stage(parsed):
    starts = [i for i, (keyword, _) in enumerate(parsed) if keyword == "FROM"]
    return parsed[starts[-1]:]


def interpolate(value, variables):
    """Compose's `${VAR}`, `${VAR:-default}`, `${VAR:?error}` and `$$`."""
    def one(match):
        name, operator, word = match.group(1), match.group(2), match.group(3)
        if name in variables and variables[name] != "":
            return variables[name]
        if operator == ":-":
            return word
        if operator == ":?":
            raise SystemExit(f"image-check: compose needs {name}: {word}")
        return ""
    return re.sub(r"\$\$|\$\{(\w+)(?:(:[-?])([^}]*))?\}", lambda m: "$" if m.group(0) == "$$" else one(m), value)


class Image:
    """The Dockerfile's last stage, built into a folder."""

    def __init__(self, root, artifacts):
        self.root, self.artifacts = root, artifacts
        self.env, self.user, self.entrypoint, self.cmd, self.healthcheck = {"PATH": DEFAULT_PATH}, None, [], [], None

    def base(self, image):
        match = re.fullmatch(r"debian:(\w+)-slim", image)
        if not match:
            raise SystemExit(f"image-check: the runtime stage starts FROM {image}; only debian:<suite>-slim is known here")
        suite = match.group(1)
        cached = f"{CACHE}/{suite}-minbase.tar"
        if not os.path.exists(cached):
            os.makedirs(CACHE, exist_ok=True)
            scratch = tempfile.mkdtemp(prefix=f"{suite}-", dir=CACHE)
            os.chmod(scratch, 0o755)
            try:
                made = subprocess.run([DEBOOTSTRAP, "--variant=minbase", suite, scratch, MIRROR], capture_output=True, text=True)
                if made.returncode != 0:
                    raise SystemExit(f"image-check: debootstrap {suite} failed:\n{made.stdout[-1500:]}{made.stderr[-1500:]}")
                subprocess.run(["tar", "-C", scratch, "-cf", f"{cached}.partial", "."], check=True)
                os.rename(f"{cached}.partial", cached)
            finally:
                shutil.rmtree(scratch, ignore_errors=True)
        subprocess.run(["tar", "-C", self.root, "-xpf", cached], check=True)
        os.chmod(self.root, 0o755)
        # What Docker gives every build and container: the host's resolver.
        shutil.copy("/etc/resolv.conf", f"{self.root}/etc/resolv.conf")
        check(True, f"FROM {image}: Debian {suite}'s minimal root")

    def run(self, command):
        result = subprocess.run(["chroot", self.root, "/bin/sh", "-c", command], env=self.env,
                                capture_output=True, text=True)
        check(result.returncode == 0, f"RUN {command[:70]}...", result.stderr[-800:])

    def copy(self, arguments):
        words = shlex.split(arguments)
        stage = next((w.split("=", 1)[1] for w in words if w.startswith("--from=")), None)
        source, target = [w for w in words if not w.startswith("--")]
        made = self.artifacts.get((stage, source))
        if made is None:
            raise SystemExit(f"image-check: COPY --from={stage} {source} is not something this check knows the build makes")
        if not os.path.exists(made):
            raise SystemExit(f"image-check: {made} (for COPY --from={stage} {source}) has not been built")
        destination = f"{self.root}{target}"
        os.makedirs(os.path.dirname(destination), exist_ok=True)
        if os.path.isdir(made):
            shutil.copytree(made, destination)
        else:
            shutil.copy2(made, destination)
        check(True, f"COPY --from={stage} {source} {target}")

    def build(self, stage):
        for keyword, arguments in stage:
            if keyword == "FROM":
                self.base(arguments)
            elif keyword == "RUN":
                self.run(arguments)
            elif keyword == "COPY":
                self.copy(arguments)
            elif keyword == "ENV":
                self.env.update(word.split("=", 1) for word in shlex.split(arguments))
            elif keyword == "USER":
                self.user = arguments
            elif keyword == "HEALTHCHECK":
                self.healthcheck = json.loads(re.search(r"CMD (\[.*\])$", arguments).group(1))
            elif keyword in ("ENTRYPOINT", "CMD"):
                setattr(self, keyword.lower(), json.loads(arguments))
            elif keyword != "EXPOSE":
                raise SystemExit(f"image-check: the runtime stage uses {keyword}, which this check does not know")

    def hosts(self, names):
        """What compose's network gives a container: the other services by name (`name -> address`)."""
        with open(f"{self.root}/etc/hosts", "w") as hosts:
            hosts.write("127.0.0.1 localhost\n::1 localhost\n")
            hosts.writelines(f"{address} {name}\n" for name, address in names.items())

    def account(self):
        """The USER's uid, gid and home, from the image's own /etc/passwd."""
        for line in open(f"{self.root}/etc/passwd"):
            name, _, uid, gid, _, home, _ = line.rstrip("\n").split(":")
            if name == self.user:
                return int(uid), int(gid), home
        raise SystemExit(f"image-check: USER {self.user} does not exist in the image")

    def command(self, args, env):
        """`args` run in the image as its USER with `env`, as `docker run` would."""
        uid, gid, home = self.account()
        return (["chroot", f"--userspec={uid}:{gid}", "--groups=", self.root] + args,
                dict(env, HOME=home, HOSTNAME="quad"))


def check_hardening():
    """compose's proxy and media store run as non-root users with no new privileges, no
    capabilities and read-only root filesystems; the instances gain no privileges either; and the
    instances trust X-Forwarded-For from compose's own network only."""
    compose = yaml.safe_load(open(COMPOSE))
    services = compose["services"]
    for name in ("proxy", "minio", "minio-init"):
        service = services[name]
        user = str(service.get("user", ""))
        check(user != "" and not user.startswith("0") and not user.startswith("root"),
              f"compose's {name} runs as a non-root user", user)
        check("no-new-privileges:true" in service.get("security_opt", []), f"compose's {name} gains no privileges",
              service.get("security_opt"))
        check(service.get("cap_drop") == ["ALL"] and not service.get("cap_add"), f"compose's {name} has no capability",
              (service.get("cap_drop"), service.get("cap_add")))
        check(service.get("read_only") is True, f"compose's {name} has a read-only root filesystem", service.get("read_only"))
    owner = services["media-owner"]
    check(owner.get("cap_add") == ["CHOWN"] and owner.get("cap_drop") == ["ALL"] and owner.get("read_only") is True,
          "the media volume's one-off chown may change owners and nothing else", owner)
    for name in ("quad-1", "quad-2", "migrate"):
        service = services[name]
        check("no-new-privileges:true" in service.get("security_opt", []) and service.get("cap_drop") == ["ALL"],
              f"compose's {name} gains no privileges and has no capability", service)
    subnets = [entry["subnet"] for entry in compose["networks"]["default"]["ipam"]["config"]]
    trusted = interpolate(str(compose["x-quad"]["environment"]["QUAD_TRUSTED_PROXIES"]), {})
    check(trusted.split(",") == subnets, "the instances trust X-Forwarded-For from compose's network only",
          (trusted, subnets))


def main():
    quad, web, server = sys.argv[1:4]
    check_hardening()
    if os.geteuid() != 0 or not os.path.exists(DEBOOTSTRAP):
        print("image-check: SKIPPED, it needs root (chroot) and debootstrap (apt-get install debootstrap)")
        return
    work = tempfile.mkdtemp(prefix="quad-image-")
    processes, database = [], f"quad_image_{os.getpid()}"
    try:
        run(quad, web, server, work, processes, database)
    finally:
        for process in processes:
            if process.poll() is None:
                process.kill()
                process.wait()
        subprocess.run(["psql", f"{server}/postgres", "-q", "-c", f"DROP DATABASE IF EXISTS {database} WITH (FORCE)",
                        "-c", f"DROP ROLE IF EXISTS {database}_owner", "-c", f"DROP ROLE IF EXISTS {database}_app"],
                       capture_output=True)
        shutil.rmtree(f"{work}/root", ignore_errors=True)
    conclude("image", work)


def run(quad, web, server, work, processes, database):
    """Builds the image's last stage in `work`/root and runs compose's services in it."""
    root = f"{work}/root"
    os.makedirs(root)
    image = Image(root, {("server", "/src/target/release/quad"): quad, ("web", "/src/frontend/dist"): web})
    image.build(last_stage(instructions(DOCKERFILE)))
    if failures:
        return

    # deploy/.env as deploy/README.md makes it, and compose's environment for the instances.
    dotenv = {"QUAD_DOMAIN": "quad.test", "POSTGRES_PASSWORD": secrets.token_hex(24),
              "QUAD_OWNER_PASSWORD": secrets.token_hex(24), "QUAD_APP_PASSWORD": secrets.token_hex(24),
              "QUAD_JWT_SECRET": base64.b64encode(secrets.token_bytes(48)).decode(),
              "QUAD_INSTAGRAM_TOKEN_KEY": base64.b64encode(secrets.token_bytes(32)).decode(),
              "QUAD_SMTP_URL": f"smtp://127.0.0.1:{free_port()}", "MINIO_ROOT_USER": "quad",
              "MINIO_ROOT_PASSWORD": secrets.token_hex(24), "QUAD_S3_SECRET_ACCESS_KEY": secrets.token_hex(24)}
    compose = yaml.safe_load(open(COMPOSE))
    environment = {k: interpolate(str(v), dotenv) for k, v in compose["x-quad"]["environment"].items()}
    env = dict(image.env, **environment)
    # The one change to compose's values: the database is this run's own, on this machine's
    # PostgreSQL, still reached as `db`, with its two roles made by compose's own roles.sql (named
    # for this run, as roles are the cluster's) with the passwords compose passes.
    location = urllib.parse.urlsplit(server)
    image.hosts({"db": socket.gethostbyname(location.hostname or "127.0.0.1"), "minio": "127.0.0.1"})
    owner, app = f"{database}_owner", f"{database}_app"
    subprocess.run(["psql", f"{server}/postgres", "-q", "-c", f"CREATE DATABASE {database}"], check=True, capture_output=True)
    subprocess.run(["psql", "-q", "-v", "ON_ERROR_STOP=1", f"{server}/{database}", "-v", f"owner={owner}",
                    "-v", f"owner_password={dotenv['QUAD_OWNER_PASSWORD']}", "-v", f"app={app}",
                    "-v", f"app_password={dotenv['QUAD_APP_PASSWORD']}", "-v", f"database={database}", "-f", ROLES_SQL],
                   check=True, capture_output=True)

    def this_run(url, role):
        parts = urllib.parse.urlsplit(url)
        password = parts.password or ""
        return f"postgres://{role}:{password}@{parts.hostname}:{location.port or 5432}/{database}"

    env["DATABASE_URL"] = this_run(env["DATABASE_URL"], app)
    migrate_url = interpolate(str(compose["services"]["migrate"]["environment"]["DATABASE_URL"]), dotenv)
    # MinIO's part: moto's S3 on compose's port when it is free, with the bucket as minio-init
    # leaves it (anyone may read an object).
    s3_port = 9000 if port_free(9000) else free_port()
    env["QUAD_S3_ENDPOINT"] = env["QUAD_S3_ENDPOINT"].replace(":9000", f":{s3_port}")
    processes.append(subprocess.Popen([sys.executable, "-m", "moto.server", "-H", "127.0.0.1", "-p", str(s3_port)],
                                      stdout=open(f"{work}/moto.log", "w"), stderr=subprocess.STDOUT))
    wait_for_port(s3_port, "moto")
    bucket = env["QUAD_S3_BUCKET"]
    public_read = {"Version": "2012-10-17", "Statement": [{"Effect": "Allow", "Principal": {"AWS": "*"},
                   "Action": ["s3:GetObject"], "Resource": [f"arn:aws:s3:::{bucket}/*"]}]}
    for path, body in [(f"/{bucket}", None), (f"/{bucket}?policy", json.dumps(public_read))]:
        status, answer = request(s3_port, "PUT", path, body)
        if status != 200:
            return check(False, "the bucket made as minio-init makes it", f"{status} {answer[:200]}")
    # The image listens on 8080; where this machine already uses it, another port (and the
    # HEALTHCHECK's address with it).
    bind_port = 8080 if port_free(8080) else free_port()
    env["QUAD_BIND"] = env["QUAD_BIND"].replace(":8080", f":{bind_port}")
    healthcheck = [part.replace("/8080", f"/{bind_port}") for part in image.healthcheck]

    # The release step, then the first admin (deploy/README.md), then an instance.
    args, run_env = image.command(image.entrypoint + compose["services"]["migrate"]["command"],
                                  dict(env, DATABASE_URL=this_run(migrate_url, owner)))
    migrate = subprocess.run(args, env=run_env, capture_output=True, text=True, timeout=120)
    check(migrate.returncode == 0, "compose's migrate step applies the migrations as the schema's owner, as the image's user",
          migrate.stderr[-800:])
    password = "Quad-Image-Check-2026"
    args, run_env = image.command(image.entrypoint + ["create-user", "--email", "admin@quad.test", "--password", password,
                                                      "--role", "admin", "--first-name", "Ada", "--last-name", "Admin"], env)
    created = subprocess.run(args, env=run_env, capture_output=True, text=True, timeout=60)
    check(created.returncode == 0, "create-user makes the first admin", created.stderr[-800:])
    args, run_env = image.command(image.entrypoint + compose["services"]["quad-1"]["command"], env)
    serve = subprocess.Popen(args, env=run_env, stdout=open(f"{work}/quad.log", "w"), stderr=subprocess.STDOUT)
    processes.append(serve)
    deadline = time.monotonic() + 60
    while port_free(bind_port) and serve.poll() is None and time.monotonic() < deadline:
        time.sleep(0.1)
    if port_free(bind_port):
        check(False, "serve starts in production with compose's environment", open(f"{work}/quad.log").read()[-800:])
        return
    uid = next(line.split()[1] for line in open(f"/proc/{serve.pid}/status") if line.startswith("Uid:"))
    check(uid == str(image.account()[0]) and uid != "0", f"quad serves as the image's user {image.user}, not root", uid)

    args, run_env = image.command(healthcheck, env)
    health = subprocess.run(args, env=run_env, capture_output=True, text=True, timeout=10)
    check(health.returncode == 0, "the image's HEALTHCHECK passes", health.stderr)
    status, _ = request(bind_port, "GET", "/api/v1/health/ready")
    check(status == 200, "ready: the database answers and every migration is applied", status)
    for path in ["/", "/universities"]:
        status, body = request(bind_port, "GET", path)
        check(status == 200 and b'id="root"' in body, f"{path} is the web app from the image's QUAD_WEB_DIR", status)

    status, body = request(bind_port, "POST", "/api/v1/auth/login",
                           json.dumps({"email": "admin@quad.test", "password": password}),
                           {"Content-Type": "application/json"})
    check(status == 200, "the first admin signs in", body[:300])
    token = json.loads(body).get("token", "") if status == 200 else ""
    upload, content_type = multipart("file", "logo.png", "image/png", png(300, 300, 90))
    status, body = request(bind_port, "POST", "/api/v1/upload?uploadType=logo", upload,
                           {"Authorization": f"Bearer {token}", "Content-Type": content_type})
    url = json.loads(body).get("fileUrl", "") if status == 201 else ""
    check(url.startswith("https://quad.test/media/logo/"), "an upload gets a URL under QUAD_MEDIA_BASE_URL", body[:300])
    key = url.removeprefix("https://quad.test/media/")
    status, _ = request(s3_port, "GET", f"/{bucket}/{key}")
    check(status == 200, "and is stored in compose's bucket, readable by anyone (the proxy's /media)", f"{status} for {key}")

    started = time.monotonic()
    serve.send_signal(signal.SIGTERM)
    try:
        code = serve.wait(timeout=10)
    except subprocess.TimeoutExpired:
        code = None
    check(code == 0, "docker stop's SIGTERM ends it cleanly, within its 10 s",
          f"exit {code} after {time.monotonic() - started:.1f} s")


if __name__ == "__main__":
    main()

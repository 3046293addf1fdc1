#!/usr/bin/env python3
"""Peak memory of `quad serve` under 20 parallel hostile uploads.

Starts the given quad binary on a throw-away database, signs a student in, sends 20 uploads at
once (16-bit RGBA PNGs of 7000x7000 and 5000x5000 pixels, a 50-megapixel 8-bit PNG, and a header
claiming 60000x60000), each a few hundred KB at most, and reports every answer and the server's
peak resident memory (VmHWM). Usage: upload-abuse.py QUAD_BIN DATABASE_SERVER_URL
"""
import concurrent.futures
import json
import os
import struct
import subprocess
import sys
import tempfile
import time
import urllib.request
import uuid
import zlib


def png(width, height, bit_depth, colour_type, channels):
    """A valid PNG of zeros: the raw rows compress about a thousand to one."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    row = b"\0" * (1 + width * channels * bit_depth // 8)
    compressor = zlib.compressobj(9)
    idat = b"".join(compressor.compress(row) for _ in range(height)) + compressor.flush()
    header = struct.pack(">IIBBBBB", width, height, bit_depth, colour_type, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", idat) + chunk(b"IEND", b"")


def claiming(width, height):
    """Only a header: 60000x60000 pixels claimed, nothing behind it."""
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    header = struct.pack(">IIBBBBB", width, height, 8, 2, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(b"\0"))


def request(url, data=None, token=None, content_type="application/json"):
    headers = {"Content-Type": content_type}
    if token:
        headers["Authorization"] = f"Bearer {token}"
    req = urllib.request.Request(url, data=data, headers=headers, method="POST" if data is not None else "GET")
    try:
        with urllib.request.urlopen(req, timeout=300) as response:
            return response.status, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.read()
    except Exception as error:  # a dropped connection is an outcome to report
        return 0, str(error).encode()


def multipart(name, filename, content):
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\n"
            f"Content-Type: image/png\r\n\r\n").encode() + content + f"\r\n--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"


def rss_peak_kb(pid):
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmHWM:"):
                return int(line.split()[1])
    return 0


def main():
    quad, server = sys.argv[1], sys.argv[2].rstrip("/")
    name = f"quad_abuse_{os.getpid()}"
    subprocess.run(["psql", f"{server}/postgres", "-qc", f"CREATE DATABASE {name}"], check=True)
    data = tempfile.mkdtemp()
    os.makedirs(os.path.join(data, "assets"))
    port = 18190
    env = dict(os.environ, DATABASE_URL=f"{server}/{name}", QUAD_BIND=f"127.0.0.1:{port}",
               QUAD_DATA_DIR=data, QUAD_WEB_DIR=data, QUAD_RATE_LIMITS="off", RUST_LOG="warn")
    base = f"http://127.0.0.1:{port}/api/v1"
    serve = None
    try:
        subprocess.run([quad, "migrate"], env=env, check=True, capture_output=True)
        subprocess.run([quad, "create-user", "--email", "abuse@umich.edu", "--password", "Tulip4Harbor", "--role", "user"],
                       env=env, check=True, capture_output=True)
        serve = subprocess.Popen([quad, "serve"], env=env)
        for _ in range(100):
            if request(f"{base}/health")[0] == 200:
                break
            time.sleep(0.1)
        status, body = request(f"{base}/auth/login", json.dumps({"email": "abuse@umich.edu", "password": "Tulip4Harbor"}).encode())
        token = json.loads(body)["token"]
        idle_kb = rss_peak_kb(serve.pid)
        files = {
            "7000x7000 RGBA 16-bit": png(7000, 7000, 16, 6, 4),
            "5000x5000 RGBA 16-bit": png(5000, 5000, 16, 6, 4),
            "7071x7071 RGB 8-bit (50 Mpx)": png(7071, 7071, 8, 2, 3),
            "60000x60000 claimed": claiming(60000, 60000),
        }
        kinds = list(files)
        uploads = [kinds[i % len(kinds)] for i in range(20)]

        def send(kind):
            body, content_type = multipart("file", "bomb.png", files[kind])
            started = time.monotonic()
            status, answer = request(f"{base}/upload?uploadType=profile", body, token, content_type)
            try:
                outcome = json.loads(answer).get("error") or "stored"
            except ValueError:
                outcome = answer[:80].decode(errors="replace")
            return kind, status, outcome, time.monotonic() - started

        started = time.monotonic()
        with concurrent.futures.ThreadPoolExecutor(max_workers=20) as pool:
            results = list(pool.map(send, uploads))
        elapsed = time.monotonic() - started
        peak_kb = rss_peak_kb(serve.pid)
        print(f"{'upload':30} {'bytes':>8}  outcomes")
        for kind in kinds:
            answers = [f"{status} {outcome}" for k, status, outcome, _ in results if k == kind]
            outcomes = [f"{answers.count(a)} x {a}" for a in sorted(set(answers))]
            print(f"{kind:30} {len(files[kind]):>8}  {' | '.join(outcomes)}")
        print(f"\n20 parallel uploads in {elapsed:.1f} s; cores: {os.cpu_count()}")
        print(f"peak RSS: idle {idle_kb / 1024:.0f} MB, under load {peak_kb / 1024:.0f} MB")
    finally:
        if serve:
            serve.terminate()
            serve.wait()
        subprocess.run(["psql", f"{server}/postgres", "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"])


if __name__ == "__main__":
    main()

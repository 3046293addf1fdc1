"""What the scripted checks share (proxy-check.py, image-check.py, fault-check.py, fuzz_hooks.py):
free ports, waiting for a listener, plain HTTP requests, a pass/fail tally and its ending, and small
real images in a multipart body."""
import http.client, shutil, socket, struct, sys, time, uuid, zlib

failures = []


def check(condition, what, detail=""):
    """Prints `ok` or `FAIL` for one expectation and remembers the failures."""
    print(("ok   " if condition else "FAIL ") + what + ("" if condition else f": {detail}"))
    if not condition:
        failures.append(what)


def conclude(what, folder):
    """Ends a check: with failures it keeps `folder` (its logs) and exits non-zero; otherwise it
    removes the folder and says every check passed."""
    if failures:
        print(f"{what}: logs kept in {folder}")
        sys.exit(f"{len(failures)} {what} check(s) failed")
    shutil.rmtree(folder, ignore_errors=True)
    print(f"{what}: every check passed")


def request(port, method, path, body=None, headers=None, timeout=10):
    """One HTTP request to 127.0.0.1:`port`: its status and body."""
    connection = http.client.HTTPConnection("127.0.0.1", port, timeout=timeout)
    try:
        connection.request(method, path, body=body, headers=headers or {})
        response = connection.getresponse()
        return response.status, response.read()
    finally:
        connection.close()


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def port_free(port):
    """Nothing listens on 127.0.0.1:`port`."""
    with socket.socket() as s:
        return s.connect_ex(("127.0.0.1", port)) != 0


def wait_for_port(port, what, timeout=30):
    deadline = time.time() + timeout
    while time.time() < deadline:
        if not port_free(port):
            return
        time.sleep(0.1)
    sys.exit(f"{what} did not start listening on {port}")


def png(width: int, height: int, grey: int) -> bytes:
    """A real greyscale PNG of one shade."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

    rows = b"".join(b"\x00" + bytes([grey]) * width for _ in range(height))
    header = struct.pack(">IIBBBBB", width, height, 8, 0, 0, 0, 0)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IEND", b"")


def multipart(name, filename, content_type, data):
    """A multipart/form-data body with one file field, and its Content-Type."""
    boundary = uuid.uuid4().hex
    body = (f"--{boundary}\r\nContent-Disposition: form-data; name=\"{name}\"; filename=\"{filename}\"\r\n"
            f"Content-Type: {content_type}\r\n\r\n").encode() + data + f"\r\n--{boundary}--\r\n".encode()
    return body, f"multipart/form-data; boundary={boundary}"


def totp(secret: str, at: float | None = None) -> str:
    """An authenticator app's code for `secret` (base32) now (RFC 6238: HMAC-SHA1 over the
    30-second step, six digits), to sign staff in from scripts."""
    import base64, hmac
    key = base64.b32decode(secret.upper() + "=" * (-len(secret) % 8))
    step = int((time.time() if at is None else at) // 30)
    digest = hmac.new(key, struct.pack(">Q", step), "sha1").digest()
    offset = digest[-1] & 0x0F
    return f"{(struct.unpack('>I', digest[offset:offset + 4])[0] & 0x7FFFFFFF) % 1_000_000:06d}"

#!/usr/bin/env python3
"""Forgot-password's answer time for an address with an account beside one without, measured
side by side in one run (alternating requests, rate limits off). Usage: forgot-timing.py QUAD_BIN
DATABASE_SERVER_URL"""
import json, os, statistics, subprocess, sys, tempfile, time, urllib.request
quad, server = sys.argv[1], sys.argv[2].rstrip("/")
name = f"quad_timing_{os.getpid()}"
subprocess.run(["psql", f"{server}/postgres", "-qc", f"CREATE DATABASE {name}"], check=True)
data = tempfile.mkdtemp(); os.makedirs(f"{data}/assets")
env = dict(os.environ, DATABASE_URL=f"{server}/{name}", QUAD_BIND="127.0.0.1:18291", QUAD_DATA_DIR=data, QUAD_WEB_DIR=data, QUAD_RATE_LIMITS="off", RUST_LOG="warn")
subprocess.run([quad, "migrate"], env=env, check=True, capture_output=True)
subprocess.run([quad, "create-user", "--email", "ada@umich.edu", "--password", "Tulip4Harbor", "--role", "user"], env=env, check=True, capture_output=True)
p = subprocess.Popen([quad, "serve"], env=env)
try:
    for _ in range(100):
        try:
            urllib.request.urlopen("http://127.0.0.1:18291/api/v1/health"); break
        except Exception: time.sleep(0.1)
    def t(email):
        req = urllib.request.Request("http://127.0.0.1:18291/api/v1/auth/forgot-password", data=json.dumps({"email": email}).encode(), headers={"Content-Type": "application/json"})
        s = time.perf_counter(); urllib.request.urlopen(req).read(); return (time.perf_counter() - s) * 1000
    known, unknown = [], []
    for i in range(300):
        known.append(t("ada@umich.edu")); unknown.append(t(f"nobody{i}@umich.edu"))
    for label, xs in [("known", known), ("unknown", unknown)]:
        xs = sorted(xs)
        print(f"{label:8} median {statistics.median(xs):.2f} ms  p90 {xs[int(len(xs)*0.9)]:.2f} ms")
finally:
    p.terminate(); p.wait()
    subprocess.run(["psql", f"{server}/postgres", "-qc", f"DROP DATABASE IF EXISTS {name} WITH (FORCE)"])

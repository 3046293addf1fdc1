#!/usr/bin/env python3
"""Lighthouse 12 (headless Debian Chromium) on the landing page (with the demo's featured photos),
/universities, /login and a university's page with its Featured grid (/umich) of a release
`quad serve` with the demo data: performance and accessibility, mobile and desktop, the
median of three runs each (scores move by several points on a busy 2-core machine).
Usage: lighthouse.py QUAD_BIN DATABASE_SERVER_URL WEB_DIR
Lighthouse is installed once into ~/.cache/quad/lighthouse, not into the web app."""
import json, os, statistics, subprocess, sys, tempfile

from bench_support import BenchServer

RUNS = int(os.environ.get("QUAD_LIGHTHOUSE_RUNS", "3"))
PAGES = os.environ.get("QUAD_LIGHTHOUSE_PAGES", "/ /universities /login /umich").split()
tool = os.path.expanduser("~/.cache/quad/lighthouse")
if not os.path.exists(f"{tool}/node_modules/.bin/lighthouse"):
    os.makedirs(tool, exist_ok=True)
    subprocess.run(["npm", "install", "--prefix", tool, "--no-audit", "--no-fund", "lighthouse@12"], check=True,
                   capture_output=True)

bench = BenchServer(sys.argv[1], sys.argv[2], f"quad_lighthouse_{os.getpid()}", 18295,
                    {"QUAD_WEB_DIR": os.path.abspath(sys.argv[3]), "QUAD_PUBLIC_URL": "http://127.0.0.1:18295"})


def score(url, preset):
    report = tempfile.mktemp(suffix=".json")
    args = [f"{tool}/node_modules/.bin/lighthouse", url, "--quiet", "--output=json", f"--output-path={report}",
            "--only-categories=performance,accessibility",
            "--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking "
            "--disable-component-update"]
    if preset == "desktop":
        args.append("--preset=desktop")
    subprocess.run(args, check=True, capture_output=True, env=dict(os.environ, CHROME_PATH="/usr/bin/chromium"))
    with open(report) as f:
        result = json.load(f)
    os.remove(report)
    audits = result["audits"]
    # Images sent larger than shown ("Properly size images"), in KB.
    oversized = (audits["uses-responsive-images"].get("details") or {}).get("overallSavingsBytes", 0) / 1024
    return (result["categories"]["performance"]["score"] * 100, result["categories"]["accessibility"]["score"] * 100,
            audits["first-contentful-paint"]["numericValue"], audits["largest-contentful-paint"]["numericValue"],
            audits["cumulative-layout-shift"]["numericValue"], oversized)


try:
    bench.quad_command("migrate")
    bench.quad_command("seed")
    bench.serve()
    print(f"\nLighthouse 12, median of {RUNS} runs (mobile: simulated slow 4G and a 4x slower CPU)")
    print(f"{'page':16} {'preset':8} {'performance':>11} {'accessibility':>13} {'FCP ms':>7} {'LCP ms':>7} {'CLS':>6} "
          f"{'oversized images KB':>19}")
    for page in PAGES:
        for preset in ["mobile", "desktop"]:
            runs = [score(bench.base + page, preset) for _ in range(RUNS)]
            median = [statistics.median(values) for values in zip(*runs)]
            print(f"{page:16} {preset:8} {median[0]:>11.0f} {median[1]:>13.0f} {median[2]:>7.0f} {median[3]:>7.0f} "
                  f"{median[4]:>6.3f} {median[5]:>19.1f}")
finally:
    bench.close()

"""The live streams measured (issue 24), side by side in one run on this machine: 1,000 streams
(200 people, 5 tabs each) over 3 instances, read marks made through the API at a steady rate,
each an event; delivery latency from the API's answer to the event on every tab of its person;
events lost or duplicated, also across a dropped LISTEN connection and a killed instance; server
memory per 1,000 streams; the fan-out ceiling (the highest rate tried whose p99 stays under
100 ms); and the machine's CPU while it ran (the load generator shares the 2 cores). (The
session check every request and stream pays, GET /auth/me beside pgbench, is in
public-reads-bench.py.)

    scripts/live-bench.py QUAD_BINARY SERVER_URL
"""
import asyncio, os, sys, time

from check_support import free_port
from live_load import Instances, Load, cpu_busy, percentile

QUAD, SERVER = sys.argv[1], sys.argv[2]


async def phase(load, label, count, rate, before=None):
    busy0, total0 = cpu_busy()
    started = time.monotonic()
    if before:
        before()
    await load.produce(count, rate)
    await load.settle(15)
    busy1, total1 = cpu_busy()
    values = load.latencies_ms(since=started)
    cpu = 100 * (busy1 - busy0) / max(1, total1 - total0)
    p50, p99 = percentile(values, 50), percentile(values, 99)
    print(f"{label:<44} {rate:>5}/s  p50 {p50:7.1f} ms  p99 {p99:7.1f} ms  "
          f"lost {load.lost():>3}  duplicated {load.duplicated():>3}  CPU {cpu:3.0f}%")
    return p99, cpu


async def streams(instances):
    people = instances.people(200, 2000)
    idle = instances.rss_kib()
    load = Load(instances, people, per_person=5)
    opened = time.monotonic()
    await load.start()
    print(f"1,000 streams open over 3 instances in {time.monotonic() - opened:.1f} s")
    per_thousand = (instances.rss_kib() - idle) / 1024
    print(f"server memory for 1,000 streams: {per_thousand:.1f} MiB over the 3 instances")
    await phase(load, "steady", 1500, 100)
    ceiling = None
    for rate in (200, 400, 800):
        p99, cpu = await phase(load, "ramp", rate * 8, rate)
        if p99 < 100:
            ceiling = rate
        else:
            break
    print(f"fan-out ceiling: {ceiling or 100}+ events/s with p99 under 100 ms (CPU-bound on 2 cores: see CPU)")
    await phase(load, "LISTEN connections dropped", 1000, 100, before=instances.drop_listeners)
    victim = instances.ports[-1]
    await phase(load, "an instance killed, its tabs reconnect", 1000, 100, before=lambda: instances.kill(victim))
    load.stop()


def main():
    ports = [free_port() for _ in range(3)]
    instances = Instances(QUAD, SERVER, f"quad_live_bench_{os.getpid()}", 3, ports)
    try:
        asyncio.run(streams(instances))
    finally:
        instances.close()


if __name__ == "__main__":
    main()

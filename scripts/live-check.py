"""The live streams lose and duplicate nothing (issue 24), counted, never timed: 50 streams (10
people, 5 tabs each, the most one may hold) on 2 instances; read marks made through the API on either instance; then the
LISTEN connections are dropped while marks are made; then one instance is killed and its tabs
reconnect to the other with Last-Event-ID. Every stream must get every event of its person once.

    scripts/live-check.py QUAD_BINARY SERVER_URL
"""
import asyncio, os, sys

from check_support import check, failures, free_port
from live_load import Instances, Load

QUAD, SERVER = sys.argv[1], sys.argv[2]


async def run(instances):
    load = Load(instances, instances.people(10, 400), per_person=5)
    await load.start()
    await load.produce(100, rate=50)
    await load.settle()
    check((load.lost(), load.duplicated()) == (0, 0), "100 events on 2 instances: none lost or duplicated",
          (load.lost(), load.duplicated()))

    dropped = instances.drop_listeners()
    await load.produce(100, rate=50)
    await load.settle()
    check(dropped == "2" and (load.lost(), load.duplicated()) == (0, 0),
          "100 more while both LISTEN connections were dropped: none lost or duplicated",
          (dropped, load.lost(), load.duplicated()))

    victim = instances.ports[1]
    instances.kill(victim)
    await load.produce(100, rate=50)
    await load.settle(20)
    moved = sum(1 for streams in load.streams.values() for s in streams if s.reconnects > 0)
    check(moved >= 20 and (load.lost(), load.duplicated()) == (0, 0),
          f"100 more after an instance was killed ({moved} tabs reconnected with Last-Event-ID): "
          "none lost or duplicated", (moved, load.lost(), load.duplicated()))
    load.stop()


def main():
    instances = Instances(QUAD, SERVER, f"quad_live_{os.getpid()}", 2, [free_port(), free_port()])
    try:
        asyncio.run(run(instances))
    finally:
        instances.close()
    if failures:
        sys.exit(f"{len(failures)} live check(s) failed")
    print("live: every check passed")


if __name__ == "__main__":
    main()

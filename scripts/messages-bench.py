"""Messages measured (issue 26), side by side in one run on this machine:
- 1,000 connected clients (500 students, 2 tabs each, 250 connected pairs) over 3 instances,
  exchanging 100 messages a second in all through POST /conversations/{id}/messages on a random
  instance (each student sends one every 5 s, inside the 20-a-minute limit); send-to-receipt
  latency from the API's answer to the event on every tab of both people; messages lost or
  duplicated, also across a killed instance (its tabs reconnect elsewhere with Last-Event-ID);
  the machine's CPU (the load generator shares the 2 cores);
- the conversation list of a student with 500 conversations (GET /conversations, its first page
  of 30) under wrk, beside pgbench running the list's SQL.

    scripts/messages-bench.py QUAD_BINARY SERVER_URL [--list-only]

`--list-only` measures the conversation list alone (a minute instead of five).
"""
import asyncio, json, os, random, sys, time

from bench_support import pgbench_load, wrk_load
from check_support import free_port
from live_load import Instances, Stream, cpu_busy, percentile

QUAD, SERVER = sys.argv[1], sys.argv[2]
LIST_ONLY = "--list-only" in sys.argv[3:]
STUDENTS, TABS, RATE = 500, 2, 100
SECONDS = int(os.environ.get("QUAD_BENCH_SECONDS", "10"))


class MessageStream(Stream):
    """A tab that notes each message event by the message's id."""

    def handle(self, block):
        fields = {}
        for line in block.split("\n"):
            if not line.startswith(":"):
                name, _, value = line.partition(": ")
                fields[name] = value
        if "id" in fields:
            self.last_id = fields["id"]
        if fields.get("event") == "hello":
            self.open.set()
        elif fields.get("event") == "message":
            message = json.loads(fields["data"])["message"]["id"]
            self.seen[message] = self.seen.get(message, 0) + 1
            self.received_at.setdefault(message, time.monotonic())


async def send(port, token, conversation, text):
    """POSTs a message on the instance at `port`; its id and when the answer came."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    body = json.dumps({"body": text}).encode()
    writer.write((f"POST /api/v1/conversations/{conversation}/messages HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                  f"Authorization: Bearer {token}\r\nContent-Type: application/json\r\n"
                  f"Content-Length: {len(body)}\r\nConnection: close\r\n\r\n").encode() + body)
    await writer.drain()
    answer = await reader.read()
    answered = time.monotonic()
    writer.close()
    head, _, payload = answer.partition(b"\r\n\r\n")
    if b" 201 " not in head.split(b"\r\n")[0]:
        raise RuntimeError(f"sending answered {head[:200]!r} {payload[:200]!r}")
    return json.loads(payload)["data"]["id"], answered


class Chat:
    """The students' tabs, and the messages sent between the pairs."""

    def __init__(self, instances, tokens, pairs):
        self.instances, self.pairs = instances, pairs
        ports = instances.ports
        self.tabs = {token: [MessageStream(token, instances, ports[(i * TABS + k) % len(ports)]) for k in range(TABS)]
                     for i, token in enumerate(tokens)}
        self.sent = {}  # message id -> (the two tokens, answered at)
        self.tasks = []
        self.turn = 0

    async def start(self):
        for tabs in self.tabs.values():
            for tab in tabs:
                self.tasks.append(asyncio.create_task(tab.run()))
        await asyncio.wait_for(asyncio.gather(*(t.open.wait() for tabs in self.tabs.values() for t in tabs)), 180)

    async def produce(self, count):
        """`count` messages at RATE a second: the students take turns, so each sends one every 5 s."""
        started, pending = time.monotonic(), []
        for n in range(count):
            conversation, one, other = self.pairs[self.turn % len(self.pairs)]
            sender, recipient = (one, other) if (self.turn // len(self.pairs)) % 2 == 0 else (other, one)
            self.turn += 1
            port = random.choice(self.instances.ports)

            async def one_message(conversation=conversation, sender=sender, recipient=recipient, port=port, n=n):
                message, answered = await send(port, sender, conversation, f"bench message {n}")
                self.sent[message] = ((sender, recipient), answered)
            pending.append(asyncio.create_task(one_message()))
            delay = started + (n + 1) / RATE - time.monotonic()
            if delay > 0:
                await asyncio.sleep(delay)
        await asyncio.gather(*pending)

    def receivers(self, people):
        return [tab for token in people for tab in self.tabs[token]]

    async def settle(self, seconds):
        deadline = time.monotonic() + seconds
        while time.monotonic() < deadline and self.lost():
            await asyncio.sleep(0.2)

    def lost(self):
        return sum(1 for message, (people, _) in self.sent.items()
                   for tab in self.receivers(people) if message not in tab.seen)

    def duplicated(self):
        return sum(count - 1 for tabs in self.tabs.values() for tab in tabs for count in tab.seen.values() if count > 1)

    def latencies_ms(self, since):
        return sorted(max(0.0, (tab.received_at[message] - answered) * 1000)
                      for message, (people, answered) in self.sent.items() if answered >= since
                      for tab in self.receivers(people) if message in tab.received_at)


async def phase(chat, label, count, before=None):
    busy0, total0 = cpu_busy()
    started = time.monotonic()
    if before:
        before()
    await chat.produce(count)
    await chat.settle(20)
    busy1, total1 = cpu_busy()
    values = chat.latencies_ms(started)
    cpu = 100 * (busy1 - busy0) / max(1, total1 - total0)
    print(f"{label:<40} {RATE:>4}/s  p50 {percentile(values, 50):7.1f} ms  p99 {percentile(values, 99):7.1f} ms  "
          f"lost {chat.lost():>3}  duplicated {chat.duplicated():>3}  CPU {cpu:3.0f}%")


def connect_pairs(instances, ids):
    """Connects student 2i with 2i+1 and opens their conversation; answers (conversation, a, b) by index."""
    values = ", ".join(f"('{ids[2 * i]}'::uuid, '{ids[2 * i + 1]}'::uuid)" for i in range(len(ids) // 2))
    rows = instances.sql(f"""
        WITH pairs (x, y) AS (VALUES {values}),
        linked AS (INSERT INTO connections (user_a, user_b, created_at)
                   SELECT LEAST(x, y), GREATEST(x, y), now() FROM pairs RETURNING user_a, user_b)
        INSERT INTO conversations (id, user_a, user_b, created_at)
        SELECT gen_random_uuid(), user_a, user_b, now() FROM linked RETURNING id, user_a, user_b;""")
    return [tuple(row.split("|")) for row in rows.splitlines()]


def many_conversations(instances, user_id):
    """Gives `user_id` a conversation with one message with each of 500 students made for it."""
    instances.sql(f"""
        INSERT INTO users (id, email, username, first_name, last_name, password_hash, role, status, email_verified_at)
        SELECT gen_random_uuid(), 'peer' || i || '@umich.edu', 'peer' || i, 'Peer', 'Number' || i,
               (SELECT password_hash FROM users WHERE id = '{user_id}'), 'user', 'active', now()
          FROM generate_series(1, 500) i;
        WITH peers AS (SELECT id FROM users WHERE email LIKE 'peer%@umich.edu'),
        linked AS (INSERT INTO connections (user_a, user_b, created_at)
                   SELECT LEAST(id, '{user_id}'::uuid), GREATEST(id, '{user_id}'::uuid), now() FROM peers
                   RETURNING user_a, user_b),
        opened AS (INSERT INTO conversations (id, user_a, user_b, created_at, last_message_at, a_unread, b_unread)
                   SELECT gen_random_uuid(), user_a, user_b, now() - interval '1 day',
                          now() - random() * interval '1 day', 1, 0 FROM linked RETURNING id, user_a, user_b,
                          last_message_at)
        INSERT INTO messages (id, conversation_id, sender_id, body, created_at)
        SELECT gen_random_uuid(), id, CASE WHEN user_a = '{user_id}' THEN user_b ELSE user_a END,
               'Are you still looking for a roommate?', last_message_at FROM opened;
        """)
    # Measured on a settled database: the chat's updates vacuumed, not by autovacuum mid-run.
    instances.sql("VACUUM ANALYZE conversations, messages, events, event_logs")


def list_sql(user_id):
    """GET /conversations' own SQL (`Summaries` in `messages/reads.rs`), for the first page of 30; the
    server keeps it prepared, so pgbench runs it prepared too."""
    def side(column):
        return f"""(SELECT c.* FROM conversations c
    WHERE c.{column} = '{user_id}' AND NOT c.blocked AND c.last_message_at IS NOT NULL
    ORDER BY c.last_message_at DESC, c.id DESC LIMIT 31)"""
    return f"""WITH page AS ({side("user_a")} UNION ALL {side("user_b")}
  ORDER BY last_message_at DESC, id DESC LIMIT 31)
SELECT c.id, COALESCE(c.last_message_at, c.created_at) AS updated_at, u.id AS peer_id,
       CASE WHEN c.user_a = '{user_id}' THEN c.a_unread ELSE c.b_unread END AS unread,
       u.first_name, u.last_name, p.photos->>0 AS photo,
       EXISTS (SELECT 1 FROM connections k WHERE k.user_a = c.user_a AND k.user_b = c.user_b) AS connected,
       m.id, m.sender_id, m.body, m.caution, m.created_at, m.deleted_at
  FROM page c
  LEFT JOIN users u ON u.id = CASE WHEN c.user_a = '{user_id}' THEN c.user_b ELSE c.user_a END
  LEFT JOIN published_profiles p ON p.user_id = u.id
  LEFT JOIN LATERAL (SELECT * FROM messages WHERE conversation_id = c.id
                      ORDER BY created_at DESC, id DESC LIMIT 1) m ON true
 ORDER BY c.last_message_at DESC, c.id DESC;
"""


async def run(instances):
    tokens = [token for token, _ in instances.people(STUDENTS, 1)]
    by_email = dict(row.split("|") for row in instances.sql(
        "SELECT email, id FROM users WHERE email LIKE 'live%@umich.edu'").splitlines())
    ids = [by_email[f"live{i}@umich.edu"] for i in range(STUDENTS)]
    index = {user_id: i for i, user_id in enumerate(ids)}
    pairs = [(conversation, tokens[index[a]], tokens[index[b]]) for conversation, a, b in connect_pairs(instances, ids)]

    if not LIST_ONLY:
        chat = Chat(instances, tokens, pairs)
        opened = time.monotonic()
        await chat.start()
        print(f"{STUDENTS * TABS} clients ({STUDENTS} students, {TABS} tabs each) open over 3 instances "
              f"in {time.monotonic() - opened:.1f} s")
        await phase(chat, "steady", RATE * 30)
        victim = instances.ports[-1]
        await phase(chat, "an instance killed, its tabs reconnect", RATE * 15, before=lambda: instances.kill(victim))
        for task in chat.tasks:
            task.cancel()
        await asyncio.gather(*chat.tasks, return_exceptions=True)  # the tabs' connections closed

    many_conversations(instances, ids[0])
    url = f"http://127.0.0.1:{instances.ports[0]}/api/v1/conversations"
    wrk_load(url, instances.dir, tokens[0], connections=1, seconds=2)  # warm
    print(f"\nThe conversation list of a student with 501 conversations (first page of 30), {SECONDS} s each")
    print(f"{'':28} {'req/s':>8} {'p50 ms':>7} {'p99 ms':>7} | {'pgbench tps':>11} {'p50 ms':>7} {'p99 ms':>7} | ratio")
    for connections in (1, 8):
        ours = wrk_load(url, instances.dir, tokens[0], connections=connections, seconds=SECONDS)
        theirs = pgbench_load(instances.url, instances.dir, list_sql(ids[0]), clients=connections, seconds=SECONDS,
                              mode="prepared")
        print(f"{f'{connections} connection(s)':28} {ours[0]:>8.0f} {ours[1]:>7.2f} {ours[2]:>7.2f} | "
              f"{theirs[0]:>11.0f} {theirs[1]:>7.2f} {theirs[2]:>7.2f} | {ours[0] / theirs[0]:.2f}x")


def main():
    ports = [free_port() for _ in range(3)]
    instances = Instances(QUAD, SERVER, f"quad_messages_bench_{os.getpid()}", 3, ports)
    try:
        asyncio.run(run(instances))
    finally:
        instances.close()


if __name__ == "__main__":
    main()

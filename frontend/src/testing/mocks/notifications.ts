import { delay, http, HttpResponse } from 'msw';

import type { Notification, NotificationPreference } from '@/features/notifications/types';

import { API } from './handlers';
import { server } from './server';
import { sseResponse, type SseChannel } from './sse';

let notificationSequence = 0;

/** An unread notification of now, about an approved profile, leading to /profile, unless told otherwise. */
export function buildNotification(overrides: Partial<Notification> = {}): Notification {
  notificationSequence += 1;
  const n = notificationSequence;
  return {
    id: `0190c1a2-0000-7000-b000-${String(n).padStart(12, '0')}`,
    kind: 'profileApproved',
    title: `Notification ${n}`,
    body: 'Your profile was approved. Other students can see it now.',
    link: '/profile',
    createdAt: new Date().toISOString(),
    readAt: null,
    ...overrides,
  };
}

/** The settings rows of a student: every kind in the app and by e-mail, security notices locked on. */
export function buildNotificationPreferences(): NotificationPreference[] {
  const row = (kind: NotificationPreference['kind'], label: string, description: string, locked = false) => ({
    kind,
    label,
    description,
    inApp: true,
    email: true,
    inAppLocked: locked,
    emailLocked: locked,
  });
  return [
    row('profileApproved', 'Profile approved', 'When a moderator approves your profile.'),
    row('profileRejected', 'Profile needs changes', 'When a moderator asks you to change your profile.'),
    row('universityRequestAnswered', 'University requests', 'When we answer a university you asked for.'),
    row('newDeviceSignIn', 'New sign-ins', 'When your account is used on a new device.', true),
  ];
}

type Failure = { status: number; error: string };

interface MockNotificationsOptions {
  /** Answers GET /notifications with this failure. */
  failWith?: Failure;
  /** Answers POST /notifications/{id}/read and /notifications/read-all with this failure. */
  failReadsWith?: Failure;
  /** The settings rows (`buildNotificationPreferences()` unless given). */
  preferences?: NotificationPreference[];
  /** Answers PUT /notifications/preferences with this failure (and `fields`). */
  failPreferencesWith?: Failure & { fields?: Record<string, string> };
  /** What GET /events answers: a stream (default), or this status. */
  eventsStatus?: number;
  latency?: number;
}

/**
 * The person's notifications on the server, newest first as given, kept in step: GET /notifications
 * (paged by `page` and `pageSize`), GET /notifications/unread-count, POST /notifications/{id}/read
 * and /read-all, GET and PUT /notifications/preferences, and GET /events, each connection saying
 * `hello` with the count and then sending what the test writes (`streams`); a read is sent to every
 * open stream as the server does (`read`). `add` brings a new notification as the server would.
 */
export function mockNotificationsApi(notifications: Notification[] = [], options: MockNotificationsOptions = {}) {
  const { failWith, failReadsWith, failPreferencesWith, eventsStatus, latency = 5 } = options;
  const state = {
    notifications: [...notifications],
    preferences: options.preferences ?? buildNotificationPreferences(),
    /** The list's queries, in order. */
    lists: [] as URL[],
    /** Every POST /notifications/{id}/read id, and 'all' for read-all, in order. */
    reads: [] as string[],
    /** Every PUT body. */
    preferenceUpdates: [] as unknown[],
    /** Every GET /events connection, in order; the last is the tab's current one. */
    streams: [] as SseChannel[],
    unread() {
      return state.notifications.filter((notification) => notification.readAt === null).length;
    },
    /** A new notification, as the server makes one: at the head, and on every open stream. */
    add(notification: Notification, id?: string) {
      state.notifications.unshift(notification);
      state.broadcast('notification', { notification, unread: state.unread() }, id);
    },
    broadcast(event: string, data: unknown, id?: string) {
      for (const stream of state.streams) if (!stream.closed) stream.send(event, data, id);
    },
  };
  const fail = (failure: Failure & { fields?: Record<string, string> }) =>
    HttpResponse.json({ success: false, error: failure.error, ...(failure.fields ? { fields: failure.fields } : {}) }, { status: failure.status });
  const unreadAnswer = () => HttpResponse.json({ success: true, data: { unread: state.unread() } });

  server.use(
    http.get(`${API}/notifications`, async ({ request }) => {
      const url = new URL(request.url);
      state.lists.push(url);
      await delay(latency);
      if (failWith) return fail(failWith);
      const page = Number(url.searchParams.get('page') ?? 1);
      const pageSize = Number(url.searchParams.get('pageSize') ?? 20);
      const slice = state.notifications.slice((page - 1) * pageSize, page * pageSize);
      return HttpResponse.json({ success: true, data: slice, total: state.notifications.length, page, pageSize });
    }),
    http.get(`${API}/notifications/unread-count`, async () => {
      await delay(latency);
      return unreadAnswer();
    }),
    http.post(`${API}/notifications/read-all`, async () => {
      state.reads.push('all');
      await delay(latency);
      if (failReadsWith) return fail(failReadsWith);
      const readAt = new Date().toISOString();
      state.notifications = state.notifications.map((notification) => ({ ...notification, readAt: notification.readAt ?? readAt }));
      state.broadcast('read', { ids: null, unread: 0 });
      return unreadAnswer();
    }),
    http.post(`${API}/notifications/:id/read`, async ({ params }) => {
      const id = String(params.id);
      state.reads.push(id);
      await delay(latency);
      if (failReadsWith) return fail(failReadsWith);
      const found = state.notifications.find((notification) => notification.id === id);
      if (!found) return fail({ status: 404, error: 'Notification not found' });
      if (found.readAt === null) {
        state.notifications = state.notifications.map((notification) =>
          notification.id === id ? { ...notification, readAt: new Date().toISOString() } : notification,
        );
        state.broadcast('read', { ids: [id], unread: state.unread() });
      }
      return unreadAnswer();
    }),
    http.get(`${API}/notifications/preferences`, async () => {
      await delay(latency);
      return HttpResponse.json({ success: true, data: { preferences: state.preferences } });
    }),
    http.put(`${API}/notifications/preferences`, async ({ request }) => {
      const body = (await request.json()) as { preferences: { kind: string; inApp: boolean; email: boolean }[] };
      state.preferenceUpdates.push(body);
      await delay(latency);
      if (failPreferencesWith) return fail(failPreferencesWith);
      state.preferences = state.preferences.map((row) => {
        const chosen = body.preferences.find((choice) => choice.kind === row.kind);
        if (!chosen) return row;
        return { ...row, inApp: row.inAppLocked ? row.inApp : chosen.inApp, email: row.emailLocked ? row.email : chosen.email };
      });
      return HttpResponse.json({ success: true, data: { preferences: state.preferences } });
    }),
    http.get(`${API}/events`, ({ request }) => {
      if (eventsStatus !== undefined) {
        return HttpResponse.json({ success: false, error: 'Too many live connections' }, { status: eventsStatus });
      }
      const { response, channel } = sseResponse(request);
      state.streams.push(channel);
      channel.send('hello', { unread: state.unread(), fresh: false, unreadConversations: 0 });
      return response;
    }),
  );
  return state;
}

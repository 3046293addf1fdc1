import { keepPreviousData, queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api/client';
import { unwrap } from '@/lib/api/errors';

import type { Notification, NotificationsPage } from '../types';
import { isUnread } from '../utils/is-unread';
import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

/** Every query of the person's notifications starts with this key (the list's pages and the unread count). */
export const notificationsQueryKey = ['notifications'] as const;

/** The pages of the list, whatever their number and size. */
export const notificationPagesQueryKey = [...notificationsQueryKey, 'list'] as const;

/** Notifications per page of /notifications (the server's default). */
export const NOTIFICATIONS_PAGE_SIZE = 20;

export interface NotificationListParams {
  page?: number;
  pageSize?: number;
}

/** GET /notifications: one page of the person's notifications, newest first. */
export async function getNotifications({
  page = 1,
  pageSize = NOTIFICATIONS_PAGE_SIZE,
}: NotificationListParams = {}): Promise<NotificationsPage> {
  const body = unwrap(
    await api.GET('/notifications', { params: { query: { ...(page > 1 ? { page } : {}), pageSize } } }),
    NOTIFICATIONS_MESSAGES.loadFailed,
  );
  return { notifications: body.data, total: body.total, page: body.page, pageSize: body.pageSize };
}

export function getNotificationsQueryOptions({ page = 1, pageSize = NOTIFICATIONS_PAGE_SIZE }: NotificationListParams = {}) {
  return queryOptions({
    queryKey: [...notificationPagesQueryKey, { page, pageSize }],
    queryFn: () => getNotifications({ page, pageSize }),
    // While another page loads, the previous one stays on screen.
    placeholderData: keepPreviousData,
  });
}

export function useNotifications(params: NotificationListParams = {}) {
  return useQuery(getNotificationsQueryOptions(params));
}

/**
 * Marks these notifications (all of them for null) read at `readAt` on every cached page; answers the
 * undo, which puts the pages back as they were.
 */
export function markReadInPages(queryClient: QueryClient, ids: readonly string[] | null, readAt: string): () => void {
  const before = queryClient.getQueriesData<NotificationsPage>({ queryKey: notificationPagesQueryKey });
  const chosen = ids === null ? null : new Set(ids);
  const isChosen = (notification: Notification) => isUnread(notification) && (chosen === null || chosen.has(notification.id));
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationPagesQueryKey }, (page) => {
    if (!page?.notifications.some(isChosen)) return page;
    return {
      ...page,
      notifications: page.notifications.map((notification) => (isChosen(notification) ? { ...notification, readAt } : notification)),
    };
  });
  return () => {
    for (const [queryKey, page] of before) if (page) queryClient.setQueryData(queryKey, page);
  };
}

/**
 * A new notification (from the live stream) joins the head of every cached first page, which keeps
 * its size; the later pages shift by one, so they are read again.
 */
export function addToFirstPages(queryClient: QueryClient, notification: Notification): void {
  queryClient.setQueriesData<NotificationsPage>({ queryKey: notificationPagesQueryKey }, (page) => {
    if (!page || page.page !== 1 || page.notifications.some((shown) => shown.id === notification.id)) return page;
    return {
      ...page,
      notifications: [notification, ...page.notifications].slice(0, page.pageSize),
      total: page.total + 1,
    };
  });
  void queryClient.invalidateQueries({
    queryKey: notificationPagesQueryKey,
    predicate: (query) => (query.state.data as NotificationsPage | undefined)?.page !== 1,
  });
}

import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';

import { server } from '@/testing/mocks/server';
import { renderRoutes } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

import AdminActivityRoute from './activity';

const entries = [
  {
    id: '0193b5c0-0000-7000-8000-000000000002',
    occurredAt: '2026-11-20T15:30:00Z',
    actor: { id: '0193b5c0-0000-7000-8000-00000000000a', name: 'Avery Admin', email: 'admin@quad.local' },
    actorRole: 'admin',
    action: 'user.updated',
    targetKind: 'user',
    targetId: '0193b5c0-0000-7000-8000-00000000000b',
    targetLabel: 'Maya Patel',
    changes: [{ field: 'status', before: 'active', after: 'suspended' }],
    requestId: '9a4b7f0e-1111-4222-8333-444455556666',
  },
  {
    id: '0193b5c0-0000-7000-8000-000000000001',
    occurredAt: '2026-11-19T10:00:00Z',
    actor: null,
    actorRole: 'admin',
    action: 'user.deleted',
    targetKind: 'user',
    targetId: '0193b5c0-0000-7000-8000-00000000000c',
    targetLabel: null,
    changes: [{ field: 'role', before: 'user', after: null }],
    requestId: null,
  },
];

describe('/admin/activity', () => {
  it('lists who did what to which record, and names deleted accounts as such', async () => {
    server.use(http.get('*/api/v1/admin/activity', () => HttpResponse.json({ success: true, data: entries, total: 2, page: 1, pageSize: 20 })));
    renderRoutes([{ path: '/admin/activity', element: <AdminActivityRoute /> }], '/admin/activity');

    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items).toHaveLength(2);
    const [first, second] = items as [HTMLElement, HTMLElement];
    expect(first).toHaveTextContent('Avery Admin (admin) updated a user: Maya Patel');
    expect(within(first).getByRole('list', { name: 'Changes' })).toHaveTextContent('Status: active → suspended');
    expect(first).toHaveTextContent('9a4b7f0e-1111-4222-8333-444455556666');
    expect(second).toHaveTextContent('Deleted account (admin) deleted a user: Deleted account');
  });

  it('says what moderators did with reports, and offers those actions as filters', async () => {
    const reportEntry = (id: string, action: string) => ({
      id,
      occurredAt: '2026-11-20T15:30:00Z',
      actor: { id: '0193b5c0-0000-7000-8000-00000000000f', name: 'Riley Moderator', email: 'mod@quad.local' },
      actorRole: 'moderator',
      action,
      targetKind: 'user',
      targetId: '0193b5c0-0000-7000-8000-000000000010',
      targetLabel: 'Alex Stone',
      changes: [],
      requestId: null,
    });
    const reportEntries = [
      reportEntry('0193b5c0-0000-7000-8000-000000000011', 'report.dismissed'),
      reportEntry('0193b5c0-0000-7000-8000-000000000012', 'report.removed'),
      reportEntry('0193b5c0-0000-7000-8000-000000000013', 'report.warned'),
      reportEntry('0193b5c0-0000-7000-8000-000000000014', 'report.suspended'),
    ];
    server.use(
      http.get('*/api/v1/admin/activity', () => HttpResponse.json({ success: true, data: reportEntries, total: 4, page: 1, pageSize: 20 })),
    );
    renderRoutes([{ path: '/admin/activity', element: <AdminActivityRoute /> }], '/admin/activity');

    const list = await screen.findByRole('list', { name: 'Activity' });
    const items = within(list).getAllByRole('listitem').filter((item) => item.parentElement === list);
    expect(items.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Riley Moderator (moderator) dismissed a report: Alex Stone',
      'Riley Moderator (moderator) removed reported content: Alex Stone',
      'Riley Moderator (moderator) warned a student: Alex Stone',
      'Riley Moderator (moderator) suspended an account after a report: Alex Stone',
    ]);
    const actions = within(screen.getByRole('combobox', { name: 'Action' })).getAllByRole('option').map((option) => option.textContent);
    expect(actions).toEqual(
      expect.arrayContaining(['Dismissed a report', 'Removed reported content', 'Warned a student', 'Suspended an account after a report']),
    );
  });

  it('shows recorded times and field names for people, not as the server wrote them', async () => {
    const scheduled = '2026-11-26T16:05:12.603121+00:00';
    const occurredAt = '2026-11-20T15:30:00Z';
    const moved = {
      id: '0193b5c0-0000-7000-8000-000000000003',
      occurredAt,
      actor: { id: '0193b5c0-0000-7000-8000-00000000000d', name: 'Morgan Manager', email: 'manager@quad.local' },
      actorRole: 'manager',
      action: 'post.moved',
      targetId: '0193b5c0-0000-7000-8000-00000000000e',
      requestId: null,
      targetKind: 'post',
      targetLabel: 'University of Michigan',
      changes: [
        { field: 'scheduledTime', before: '2026-11-25T09:00:00+00:00', after: scheduled },
        { field: 'igUserId', before: null, after: '17841400000000000' },
      ],
    };
    server.use(http.get('*/api/v1/admin/activity', () => HttpResponse.json({ success: true, data: [moved], total: 1, page: 1, pageSize: 20 })));
    renderRoutes([{ path: '/admin/activity', element: <AdminActivityRoute /> }], '/admin/activity');

    const changes = await screen.findByRole('list', { name: 'Changes' });
    expect(changes).toHaveTextContent(`Scheduled time: ${formatDateTime('2026-11-25T09:00:00+00:00')} → ${formatDateTime(scheduled)}`);
    expect(changes).toHaveTextContent('Instagram user ID: 17841400000000000');
    expect(changes).not.toHaveTextContent('scheduledTime');
    expect(changes).not.toHaveTextContent('2026-11-26T16:05');
    const item = screen.getByRole('list', { name: 'Activity' }).firstElementChild as HTMLElement;
    expect(within(item).getByText(formatDateTime(occurredAt))).toHaveAttribute('datetime', occurredAt);
  });

  it('sends the chosen filters to the server and keeps them in the address', async () => {
    const asked: URL[] = [];
    server.use(
      http.get('*/api/v1/admin/activity', ({ request }) => {
        asked.push(new URL(request.url));
        return HttpResponse.json({ success: true, data: [], total: 0, page: 1, pageSize: 20 });
      }),
    );
    const { user, router } = renderRoutes([{ path: '/admin/activity', element: <AdminActivityRoute /> }], '/admin/activity');
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Action'), 'profile.rejected');

    expect(await screen.findByText('No activity matches these filters.')).toBeInTheDocument();
    expect(asked.at(-1)?.searchParams.get('action')).toBe('profile.rejected');
    expect(router.state.location.search).toBe('?action=profile.rejected');
  });

  it('says when the log cannot be loaded and tries again', async () => {
    server.use(http.get('*/api/v1/admin/activity', () => HttpResponse.json({ success: false, error: 'boom' }, { status: 500 })));
    const { user } = renderRoutes([{ path: '/admin/activity', element: <AdminActivityRoute /> }], '/admin/activity');

    expect(await screen.findByText('Failed to load activity. Please try again later.')).toBeInTheDocument();
    server.use(http.get('*/api/v1/admin/activity', () => HttpResponse.json({ success: true, data: [], total: 0, page: 1, pageSize: 20 })));
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No activity yet.')).toBeInTheDocument();
  });
});

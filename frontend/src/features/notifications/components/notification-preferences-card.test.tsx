import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ToastContainer } from 'react-toastify';

import { API } from '@/testing/mocks/handlers';
import { buildNotificationPreferences, mockNotificationsApi } from '@/testing/mocks/notifications';
import { server } from '@/testing/mocks/server';
import { renderWithRouter } from '@/testing/test-utils';

import { NOTIFICATIONS_MESSAGES } from '../utils/messages';

import { NotificationPreferencesCard } from './notification-preferences-card';

function open() {
  return renderWithRouter(
    <>
      <NotificationPreferencesCard />
      <ToastContainer />
    </>,
  );
}

const row = (name: string) => screen.getByRole('group', { name });

describe('NotificationPreferencesCard', () => {
  it('lists each kind with "In the app" and "By e-mail", a locked one checked, disabled and explained', async () => {
    const preferences = buildNotificationPreferences();
    preferences[1] = { ...preferences[1]!, email: false };
    mockNotificationsApi([], { preferences });
    open();
    expect(screen.getByRole('region', { name: 'Notifications' })).toBeInTheDocument();
    await screen.findByRole('group', { name: 'Profile approved' });

    const approved = row('Profile approved');
    expect(approved).toHaveAccessibleDescription('When a moderator approves your profile.');
    expect(within(approved).getByRole('checkbox', { name: 'In the app' })).toBeChecked();
    expect(within(approved).getByRole('checkbox', { name: 'By e-mail' })).toBeChecked();
    expect(within(row('Profile needs changes')).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();

    const security = row('New sign-ins');
    for (const name of ['In the app', 'By e-mail']) {
      const box = within(security).getByRole('checkbox', { name });
      expect(box).toBeChecked();
      expect(box).toBeDisabled();
      expect(box).toHaveAccessibleDescription(NOTIFICATIONS_MESSAGES.lockedReason);
    }
    expect(security).toHaveTextContent(NOTIFICATIONS_MESSAGES.lockedReason);
  });

  it('saves the whole list with the changes, the locked ones as they are, and says so', async () => {
    const api = mockNotificationsApi([]);
    const { user } = open();
    await screen.findByRole('group', { name: 'Profile approved' });
    await user.click(within(row('Profile approved')).getByRole('checkbox', { name: 'By e-mail' }));
    await user.click(within(row('University requests')).getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    expect(await screen.findByText('Notification settings saved')).toBeInTheDocument();
    expect(api.preferenceUpdates).toEqual([
      {
        preferences: [
          { kind: 'profileApproved', inApp: true, email: false },
          { kind: 'profileRejected', inApp: true, email: true },
          { kind: 'universityRequestAnswered', inApp: false, email: true },
          { kind: 'newDeviceSignIn', inApp: true, email: true },
        ],
      },
    ]);
    expect(within(row('Profile approved')).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();
    expect(within(row('University requests')).getByRole('checkbox', { name: 'In the app' })).not.toBeChecked();
  });

  it('shows the server’s refusal with its field messages, and keeps the choices', async () => {
    mockNotificationsApi([], {
      failPreferencesWith: {
        status: 400,
        error: 'Some settings are not valid',
        fields: { 'preferences[0].kind': 'This kind of notification does not exist' },
      },
    });
    const { user } = open();
    await screen.findByRole('group', { name: 'Profile approved' });
    await user.click(within(row('Profile approved')).getByRole('checkbox', { name: 'In the app' }));
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Some settings are not valid');
    expect(alert).toHaveTextContent('This kind of notification does not exist');
    expect(within(row('Profile approved')).getByRole('checkbox', { name: 'In the app' })).not.toBeChecked();
  });

  it('says when the settings cannot be loaded', async () => {
    let calls = 0;
    server.use(
      http.get(`${API}/notifications/preferences`, () => {
        calls += 1;
        return HttpResponse.json({ success: false, error: 'Something went wrong' }, { status: 500 });
      }),
    );
    const { user } = open();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(calls).toBe(2));
  });

  it('says when changes are not saved, and asks before leaving the page with them', async () => {
    const api = mockNotificationsApi([], { preferences: buildNotificationPreferences() });
    const { user, router } = renderWithRouter(
      <>
        <NotificationPreferencesCard />
        <ToastContainer />
      </>,
      { path: '/settings', routes: [{ path: '/home', element: <h1>Home</h1> }] },
    );
    await screen.findByRole('group', { name: 'Profile approved' });
    expect(screen.queryByText('You have changes that are not saved yet.')).not.toBeInTheDocument();

    await user.click(within(row('Profile approved')).getByRole('checkbox', { name: 'By e-mail' }));
    expect(screen.getByText('You have changes that are not saved yet.')).toBeInTheDocument();

    // Leaving is held back: Stay keeps the change on screen.
    void router.navigate('/home');
    const dialog = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/settings');
    expect(within(row('Profile approved')).getByRole('checkbox', { name: 'By e-mail' })).not.toBeChecked();

    // Saved, nothing holds the person back.
    await user.click(screen.getByRole('button', { name: 'Save notification settings' }));
    await waitFor(() => expect(screen.queryByText('You have changes that are not saved yet.')).not.toBeInTheDocument());
    await router.navigate('/home');
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(api.preferenceUpdates).toHaveLength(1);
  });

  it('leaves without saving when the person says so', async () => {
    const api = mockNotificationsApi([], { preferences: buildNotificationPreferences() });
    const { user, router } = renderWithRouter(<NotificationPreferencesCard />, {
      path: '/settings',
      routes: [{ path: '/home', element: <h1>Home</h1> }],
    });
    await screen.findByRole('group', { name: 'Profile approved' });
    await user.click(within(row('Profile approved')).getByRole('checkbox', { name: 'By e-mail' }));
    void router.navigate('/home');
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(api.preferenceUpdates).toHaveLength(0);
  });
});

import { screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';

import { routes } from '@/app/router';
import { API } from '@/testing/mocks/handlers';
import { server } from '@/testing/mocks/server';
import { renderRoutes } from '@/testing/test-utils';

async function openPage() {
  const view = renderRoutes(routes, '/forgot-password');
  await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
  return view;
}

function forgotAnswers(status: number, body: Record<string, unknown>) {
  const requests: unknown[] = [];
  server.use(
    http.post(`${API}/auth/forgot-password`, async ({ request }) => {
      requests.push(await request.json());
      await delay(30);
      return HttpResponse.json(body, { status });
    }),
  );
  return requests;
}

describe('/forgot-password', () => {
  it('has the email field and a Back to Login link', async () => {
    await openPage();
    expect(document.title).toBe('Forgot Password · Quad');
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });

  it('asks for the address before calling the server', async () => {
    const requests = forgotAnswers(200, {});
    const { user } = await openPage();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Please enter your email address')).toBeInTheDocument();
    expect(screen.getByLabelText('Email address')).toHaveAttribute('aria-invalid', 'true');
    expect(requests).toHaveLength(0);
  });

  it('sends the address and shows the success message', async () => {
    const requests = forgotAnswers(200, {
      success: true,
      message: 'Password reset instructions have been sent to your email',
    });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'maya@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('button', { name: 'Sending...' })).toBeDisabled();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Password reset instructions have been sent to your email',
    );
    expect(requests).toEqual([{ email: 'maya@umich.edu' }]);
  });

  it('says "Password reset email sent" when the server confirms without words of its own', async () => {
    forgotAnswers(200, { success: true, message: '' });
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'maya@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Password reset email sent');
  });

  it.each([
    [429, { success: false, error: 'Too many requests' }, 'Too many requests'],
    [400, { success: false, error: 'Please enter a valid email address' }, 'Please enter a valid email address'],
    [400, { success: false, error: '' }, 'Failed to send reset email'],
    [500, { success: false, error: 'Something went wrong on our side. Please try again.' }, 'Failed to send password reset email'],
    [502, { success: false, error: '' }, 'Failed to send password reset email'],
  ])('answers a %i with the server error, or its own words when the server failed', async (status, body, shown) => {
    forgotAnswers(status, body);
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'maya@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it('says "Failed to send password reset email" when the server cannot be reached, and lets the person try again', async () => {
    server.use(http.post(`${API}/auth/forgot-password`, () => HttpResponse.error()));
    const { user } = await openPage();
    await user.type(screen.getByLabelText('Email address'), 'maya@umich.edu');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Failed to send password reset email$/);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
    expect(screen.getByLabelText('Email address')).toHaveValue('maya@umich.edu');
  });
});

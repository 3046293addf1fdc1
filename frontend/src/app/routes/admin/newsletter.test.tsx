import { screen, within } from '@testing-library/react';

import { routes } from '@/app/router';
import { buildUser } from '@/testing/mocks/handlers';
import { buildNewsletterPreview, mockNewsletterPreview } from '@/testing/mocks/newsletter';
import { renderRoutes, setWindowWidth, signInAs } from '@/testing/test-utils';
import { formatDateTime } from '@/utils/date-time';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('/admin/newsletter', () => {
  it('shows when the next issue goes out, what it covers, its counts and the e-mail in a sandbox', async () => {
    setWindowWidth(1280);
    const preview = buildNewsletterPreview();
    mockNewsletterPreview(preview);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Newsletter' })).toBeInTheDocument();
    expect(document.title).toBe('Newsletter · Admin · Quad');
    // The admin shell's menu offers it, and marks it as the current page.
    const sidebar = screen.getByRole('navigation', { name: 'Admin Panel' });
    expect(within(sidebar).getByRole('link', { name: 'Newsletter' })).toHaveAttribute('aria-current', 'page');

    expect(await screen.findByText(formatDateTime(preview.dueAt))).toBeInTheDocument();
    expect(screen.getByText(formatDateTime(preview.since))).toBeInTheDocument();
    const counts = screen.getByRole('list', { name: 'The next issue in numbers' });
    const figure = (label: string) => within(counts).getByText(label).closest('li');
    expect(figure('Featured posts')).toHaveTextContent('3');
    expect(figure('Universities opened')).toHaveTextContent('1');
    expect(figure('Subscribers')).toHaveTextContent('1,250');
    expect(figure('Recipients')).toHaveTextContent('1,180');

    expect(screen.getByText('This week on Quad')).toBeInTheDocument();
    const email = screen.getByTitle("The next issue's e-mail");
    expect(email.tagName).toBe('IFRAME');
    expect(email).toHaveAttribute('sandbox', '');
    expect(email).toHaveAttribute('srcdoc', preview.copy?.html);
    expect(screen.queryByText('No issue goes out')).not.toBeInTheDocument();
  });

  it('says no issue goes out when nothing was featured or opened since the last one', async () => {
    setWindowWidth(1280);
    const preview = buildNewsletterPreview({ featuredPosts: 0, openedUniversities: 0, recipients: 0, copy: null });
    mockNewsletterPreview(preview);
    signInAs(buildUser({ role: 'admin', isAdmin: true }));
    renderRoutes(routes, '/admin/newsletter');
    expect(await screen.findByText('No issue goes out')).toBeInTheDocument();
    expect(
      screen.getByText(
        `Nothing has been featured and no university has opened since ${formatDateTime(preview.since)}, so no issue goes out.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTitle("The next issue's e-mail")).not.toBeInTheDocument();
  });

  it('is not offered to a manager, and a moderator opening it is refused', async () => {
    setWindowWidth(1280);
    const preview = mockNewsletterPreview(buildNewsletterPreview());
    signInAs(buildUser({ role: 'manager' }));
    const { unmount } = renderRoutes(routes, '/manager');
    await screen.findByRole('heading', { level: 1, name: 'Manager Dashboard' });
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    unmount();

    signInAs(buildUser({ role: 'moderator' }));
    renderRoutes(routes, '/admin/newsletter');
    expect(await screen.findByRole('heading', { level: 1, name: "You don't have access to this page" })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Newsletter' })).not.toBeInTheDocument();
    expect(preview.requests).toBe(0);
  });
});

import { screen, within } from '@testing-library/react';

import { renderWithRouter } from '@/testing/test-utils';

import { FeaturedPostsSection, NoFeaturedPosts } from './featured-posts-section';
import { FLOATING_ICON_COUNT, PARTICLE_COUNT } from './hero-decor';
import { LandingPage } from './landing-page';
import { StatsSection } from './stats-section';

/** What the page once showed and no student wrote or counted (issue 37). */
const INVENTED = [
  'Maya Thompson',
  'Jordan Lee',
  'Priya Patel',
  'Sofia Martinez',
  'Ethan Walker',
  'Marcus Johnson',
  /94%/,
  /lifestyle match/i,
  /thousand likes/i,
  /wolverine_views/,
  '1,243',
  /Suggested for you/i,
  /Sample (profiles|posts)/i,
  /Students love/i,
  /^Rated \d out of 5$/,
];

describe('LandingPage', () => {
  it('has one h1 and a heading for every section', () => {
    renderWithRouter(<LandingPage />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    for (const name of [
      'Two ways Quad makes campus life better',
      'How roommate matching works',
      'Recently Featured',
      'Built for verified students',
      'Four simple steps to your perfect roommate',
      'Frequently asked questions',
      'Ready to find your people?',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
  });

  it('decorates the hero with 20 particles and 40 floating icons once it has painted, hidden from assistive technology', async () => {
    renderWithRouter(<LandingPage />);
    const particles = await screen.findByTestId('particles');
    const icons = screen.getByTestId('floating-icons');
    expect(particles.children).toHaveLength(PARTICLE_COUNT);
    expect(PARTICLE_COUNT).toBe(20);
    expect(icons.children).toHaveLength(FLOATING_ICON_COUNT);
    expect(FLOATING_ICON_COUNT).toBe(40);
    expect(particles.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('Get Started leads to /register and Learn More scrolls to How It Works', async () => {
    const scrollIntoView = vi.spyOn(Element.prototype, 'scrollIntoView');
    const { user } = renderWithRouter(<LandingPage />);
    const hero = screen.getByRole('region', { name: /^find your people/i });
    expect(within(hero).getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/register');

    await user.click(within(hero).getByRole('button', { name: 'Learn More' }));

    expect(scrollIntoView).toHaveBeenCalledWith(expect.objectContaining({ behavior: 'smooth' }));
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('how-it-works'));
    expect(document.activeElement).toBe(document.getElementById('how-it-works'));
  });

  it('leads its calls to action to the path it is given (a signed-in student\'s next step)', () => {
    renderWithRouter(<LandingPage startPath="/profile/create" />);
    const hero = screen.getByRole('region', { name: /^find your people/i });
    expect(within(hero).getByRole('link', { name: /get started/i })).toHaveAttribute('href', '/profile/create');
    expect(screen.getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/profile/create');
    expect(screen.getAllByRole('link', { name: /get started/i }).map((link) => link.getAttribute('href'))).toEqual([
      '/profile/create',
      '/profile/create',
    ]);
  });

  it('shows the two feature cards, each leading to where it is done', () => {
    renderWithRouter(<LandingPage />);
    expect(screen.getByRole('heading', { name: 'Instagram Content Submission' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Roommate Finder' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Submit content' })).toHaveAttribute('href', '/submit');
    expect(screen.getByRole('link', { name: 'Find roommates' })).toHaveAttribute('href', '/roommates');
    expect(screen.queryByText(/coming soon/i)).not.toBeInTheDocument();
  });

  it('claims no number it has not counted', () => {
    renderWithRouter(<LandingPage />);
    for (const invented of ['597,519', '320+', '45,000+', '78,000+', /hundreds of thousands/i, /joined by/i]) {
      expect(screen.queryByText(invented)).not.toBeInTheDocument();
    }
  });

  it('shows no sample person, quote, rating or invented figure, the hero included', async () => {
    renderWithRouter(<LandingPage />);
    // The hero's decoration comes once the page has painted: it is checked too.
    await screen.findByTestId('particles');
    for (const invented of INVENTED) expect(screen.queryAllByText(invented)).toEqual([]);
    expect(document.body).not.toHaveTextContent(/94%|thousand likes|Maya|Jordan|Priya|Sofia|Ethan|Marcus/);
    expect(screen.queryByRole('region', { name: /testimonials|students love/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('figure')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Connect/ })).not.toBeInTheDocument();
    const hero = screen.getByRole('region', { name: /^find your people/i });
    expect(hero).not.toHaveTextContent(/\d/);
    for (const image of document.querySelectorAll('img')) expect(image.getAttribute('src')).not.toMatch(/people|posts/);
  });

  it('tells a guest how roommate matching works, with a way to sign up, and no students', () => {
    renderWithRouter(<LandingPage />);
    const roommates = screen.getByRole('region', { name: 'How roommate matching works' });
    expect(within(roommates).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Say how you live',
      'See who fits, best match first',
      'Connect when you are ready',
    ]);
    expect(within(roommates).getByRole('link', { name: 'Create your account' })).toHaveAttribute('href', '/register');
    expect(within(roommates).queryByRole('img')).not.toBeInTheDocument();
    expect(within(roommates).queryByRole('article')).not.toBeInTheDocument();
    expect(roommates).not.toHaveTextContent(/\d/);
  });

  it("shows a signed-in student's matches, as the app gives them, in place of the explanation", () => {
    renderWithRouter(<LandingPage matches={<p>Ada's card</p>} />);
    expect(screen.getByText("Ada's card")).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How roommate matching works' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Create your account' })).not.toBeInTheDocument();
  });

  it('leaves the roommate band out when told to (staff)', () => {
    renderWithRouter(<LandingPage showRoommates={false} matches={<p>Ada's card</p>} />);
    expect(screen.queryByText("Ada's card")).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'How roommate matching works' })).not.toBeInTheDocument();
  });

  it('holds a neutral skeleton in Recently Featured until it is given posts, with nothing sample in it', () => {
    renderWithRouter(<LandingPage />);
    const section = screen.getByRole('region', { name: 'Recently Featured' });
    expect(within(section).getByRole('status')).toHaveTextContent('Loading featured posts...');
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(within(section).queryByText(/sample/i)).not.toBeInTheDocument();
  });

  it('says so when nothing is featured yet, or when the posts cannot be had, with no sample post', () => {
    const { unmount } = renderWithRouter(
      <FeaturedPostsSection>
        <NoFeaturedPosts />
      </FeaturedPostsSection>,
    );
    let section = screen.getByRole('region', { name: 'Recently Featured' });
    expect(within(section).getByText(/^Nothing is featured yet\./)).toBeVisible();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
    expect(within(section).queryByRole('img')).not.toBeInTheDocument();
    expect(section).not.toHaveTextContent(/\d|sample/i);
    unmount();

    renderWithRouter(
      <FeaturedPostsSection>
        <NoFeaturedPosts failed />
      </FeaturedPostsSection>,
    );
    section = screen.getByRole('region', { name: 'Recently Featured' });
    expect(within(section).getByText(/^Featured posts cannot be shown right now\./)).toBeVisible();
    expect(within(section).queryByRole('article')).not.toBeInTheDocument();
  });

  it('words the figures section without numbers until it is given figures', () => {
    renderWithRouter(<LandingPage />);
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    expect(within(stats).getByText(/every roommate profile is reviewed before other students see it/)).toBeInTheDocument();
    expect(within(stats).queryByRole('term')).not.toBeInTheDocument();
    expect(stats).not.toHaveTextContent(/\d/);
  });

  it('shows the real figures, formatted', () => {
    renderWithRouter(<StatsSection figures={{ universities: 12, verifiedStudents: 1234567, approvedProfiles: 4321 }} />);
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    const terms = within(stats).getAllByRole('term').map((term) => term.textContent);
    const values = within(stats).getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['Universities', 'Verified students', 'Approved roommate profiles']);
    expect(values).toEqual(['12', '1,234,567', '4,321']);
  });

  it('leaves out a figure that is below the threshold', () => {
    renderWithRouter(<StatsSection figures={{ universities: 150, verifiedStudents: null, approvedProfiles: null }} />);
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    expect(within(stats).getAllByRole('term').map((term) => term.textContent)).toEqual(['Universities']);
    expect(within(stats).getByText('150')).toBeInTheDocument();
  });

  it('has no numbers when every figure is below the threshold', () => {
    renderWithRouter(<StatsSection figures={{ universities: null, verifiedStudents: null, approvedProfiles: null }} />);
    const stats = screen.getByRole('region', { name: 'Built for verified students' });
    expect(within(stats).queryByRole('term')).not.toBeInTheDocument();
    expect(within(stats).getByText(/university e-mail address/)).toBeInTheDocument();
  });

  it('has four How It Works steps', () => {
    renderWithRouter(<LandingPage />);
    expect(within(document.getElementById('how-it-works')!).getAllByRole('listitem')).toHaveLength(4);
  });

  it('has an FAQ of five questions with one answer open at a time', async () => {
    const { user } = renderWithRouter(<LandingPage />);
    const faq = screen.getByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(5);
    await user.click(questions[3]!);
    await user.click(questions[4]!);
    const open = questions.filter((button) => button.getAttribute('aria-expanded') === 'true');
    expect(open).toEqual([questions[4]]);
  });
});

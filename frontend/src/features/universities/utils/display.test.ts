import { emailDomainsDisplay, formatDate, instagramDisplay, truncateDescription, universityInitials } from './display';

describe('truncateDescription', () => {
  it.each([
    ['A short text', 'A short text'],
    ['Exactly twenty chars', 'Exactly twenty chars'],
    ['A public research university in Ann Arbor', 'A public research un...'],
    ['  padded  ', 'padded'],
  ])('shows %j as %j', (description, shown) => {
    expect(truncateDescription(description)).toBe(shown);
  });

  it.each(['', '   ', null, undefined])('says "No description" for %j', (description) => {
    expect(truncateDescription(description)).toBe('No description');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(truncateDescription('Université de Montréal 🎓 is in Canada')).toBe('Université de Montré...');
    expect(truncateDescription('🎓'.repeat(21))).toBe(`${'🎓'.repeat(20)}...`);
  });
});

describe('instagramDisplay', () => {
  it('links the first Instagram link and labels it with its channel', () => {
    expect(
      instagramDisplay({
        instagramUrl: 'https://www.instagram.com/umich',
        instagramLinks: [
          { url: 'https://www.instagram.com/umich', channelName: 'umich' },
          { url: 'https://www.instagram.com/umich_sports', channelName: 'umich_sports' },
        ],
      }),
    ).toEqual({ url: 'https://www.instagram.com/umich', label: '@umich' });
  });

  it('says "Instagram" when the channel name is unknown', () => {
    expect(instagramDisplay({ instagramUrl: 'https://www.instagram.com/ucla', instagramLinks: undefined })).toEqual({
      url: 'https://www.instagram.com/ucla',
      label: 'Instagram',
    });
    expect(
      instagramDisplay({ instagramUrl: null, instagramLinks: [{ url: 'https://www.instagram.com/nyu', channelName: ' ' }] }),
    ).toEqual({ url: 'https://www.instagram.com/nyu', label: 'Instagram' });
  });

  it('gives nothing (the table shows "-") without any link', () => {
    expect(instagramDisplay({ instagramUrl: null, instagramLinks: [] })).toBeNull();
    expect(instagramDisplay({ instagramUrl: null, instagramLinks: null })).toBeNull();
  });
});

describe('universityInitials', () => {
  it.each([
    [{ name: 'University of Michigan', abbreviation: null }, 'UM'],
    [{ name: 'New York University', abbreviation: 'NYU' }, 'NYU'],
    [{ name: 'Massachusetts Institute of Technology', abbreviation: 'Massachusetts' }, 'MI'],
    [{ name: 'Oxford', abbreviation: null }, 'O'],
    [{ name: 'école polytechnique', abbreviation: '' }, 'ÉP'],
  ])('makes %j into %s', (university, initials) => {
    expect(universityInitials(university)).toBe(initials);
  });
});

describe('small formatters', () => {
  it('formats dates in the short US style', () => {
    expect(formatDate('2025-06-12T10:00:00Z')).toBe('Jun 12, 2025');
  });
});

describe('emailDomainsDisplay', () => {
  it('lists the domains', () => {
    expect(emailDomainsDisplay({ emailDomains: ['med.umich.edu', 'umich.edu'], joinWithoutUniversityEmail: false })).toEqual({
      label: 'E-mail domains: med.umich.edu, umich.edu',
      closed: false,
    });
  });

  it('says whether students may join without a domain', () => {
    expect(emailDomainsDisplay({ emailDomains: [], joinWithoutUniversityEmail: true })).toEqual({
      label: 'No e-mail domain · students may join without one',
      closed: false,
    });
    expect(emailDomainsDisplay({ emailDomains: [], joinWithoutUniversityEmail: false })).toEqual({
      label: 'No e-mail domain · students cannot join yet',
      closed: true,
    });
  });
});

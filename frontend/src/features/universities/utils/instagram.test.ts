import { normaliseInstagramUrl } from './instagram';
import { toUniversityFormData, universityInputSchema } from './university-input';

describe('normaliseInstagramUrl (spec 5)', () => {
  it.each([
    ['umich', 'https://www.instagram.com/umich'],
    ['@umich', 'https://www.instagram.com/umich'],
    ['  instagram.com/umich/  ', 'https://www.instagram.com/umich'],
    ['https://www.instagram.com/umich?hl=en', 'https://www.instagram.com/umich'],
    ['HTTP://Instagram.com/@uc.la_', 'https://www.instagram.com/uc.la_'],
  ])('makes %j into %s', (raw, url) => {
    expect(normaliseInstagramUrl(raw)).toBe(url);
  });

  it.each(['', '   ', 'https://twitter.com/umich', 'not a handle', 'a'.repeat(31)])('refuses %j', (raw) => {
    expect(normaliseInstagramUrl(raw)).toBeNull();
  });
});

describe('the university form body', () => {
  const admin = { admin: true };
  const manager = { admin: false };
  const logo = new File(['png'], 'logo.png', { type: 'image/png' });
  const input = {
    name: ' Quad State ',
    instagramUrl: '@quadstate',
    description: 'Hello',
    location: 'Ann Arbor, MI',
    abbreviation: '',
    website: '',
    studentCount: '48,000',
    emailDomains: '',
    joinWithoutUniversityEmail: false,
    logo,
  };

  it('sends the normalised Instagram URL, every text field, and the logo only when picked', () => {
    const form = toUniversityFormData(input, admin);
    expect(form.get('name')).toBe('Quad State');
    expect(form.get('instagramData[url]')).toBe('https://www.instagram.com/quadstate');
    expect(form.get('studentCount')).toBe('48000');
    expect(form.get('abbreviation')).toBe('');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(toUniversityFormData({ ...input, logo: null }, admin).has('logo')).toBe(false);
  });

  it("sends an admin's e-mail domains, and joining without one only for a university without domains", () => {
    const open = toUniversityFormData({ ...input, joinWithoutUniversityEmail: true }, admin);
    expect(open.get('emailDomains')).toBe('');
    expect(open.get('joinWithoutUniversityEmail')).toBe('true');

    const closed = toUniversityFormData(input, admin);
    expect(closed.get('joinWithoutUniversityEmail')).toBe('false');

    const withDomains = toUniversityFormData({ ...input, emailDomains: ' umich.edu, med.umich.edu\n', joinWithoutUniversityEmail: true }, admin);
    expect(withDomains.get('emailDomains')).toBe('umich.edu, med.umich.edu');
    expect(withDomains.get('joinWithoutUniversityEmail')).toBe('false');
  });

  it("sends the domains a manager proposes, and never whether students may join without one", () => {
    const form = toUniversityFormData({ ...input, emailDomains: ' umich.edu ', joinWithoutUniversityEmail: true }, manager);
    expect(form.get('emailDomains')).toBe('umich.edu');
    expect(form.has('joinWithoutUniversityEmail')).toBe(false);
    // Proposing none sends none.
    expect(toUniversityFormData(input, manager).has('emailDomains')).toBe(false);
  });

  it("leaves untouched domains out of an admin's edit, so a manager's proposal stays", () => {
    const form = toUniversityFormData(input, { admin: true, keepDomains: true });
    expect(form.has('emailDomains')).toBe(false);
    expect(form.get('joinWithoutUniversityEmail')).toBe('false');
  });

  it('requires a logo when adding but not when editing', () => {
    const bare = { ...input, name: 'A', instagramUrl: 'a', description: 'd', location: '', studentCount: '', logo: null };
    const adding = universityInputSchema({ logoRequired: true }).safeParse(bare);
    expect(adding.success).toBe(false);
    expect(adding.error?.issues.map((issue) => issue.message)).toEqual(['University logo is required']);
    expect(universityInputSchema({ logoRequired: false }).safeParse(bare).success).toBe(true);
  });
});

describe('the e-mail domains field', () => {
  const schema = universityInputSchema({ logoRequired: false });
  const input = {
    name: 'Quad State',
    instagramUrl: 'quadstate',
    description: 'Hello',
    location: '',
    abbreviation: '',
    website: '',
    studentCount: '',
    emailDomains: '',
    joinWithoutUniversityEmail: false,
    logo: null,
  };
  const problems = (emailDomains: string) =>
    schema.safeParse({ ...input, emailDomains }).error?.issues.map((issue) => issue.message) ?? [];
  const tenDomains = Array.from({ length: 10 }, (_, i) => `campus${i}.edu`);

  it.each(['', '  ', 'umich.edu', '@umich.edu, med.umich.edu', 'umich.edu med.umich.edu\nUMich.org,,', tenDomains.join(', ')])(
    'takes %j',
    (emailDomains) => {
      expect(problems(emailDomains)).toEqual([]);
    },
  );

  it('names a word that is no domain, in the server\'s words', () => {
    expect(problems('umich.edu, umich')).toEqual(["'umich' is not a domain; enter one like umich.edu"]);
    expect(problems('name@umich.edu')).toEqual(["'name@umich.edu' is not a domain; enter one like umich.edu"]);
  });

  it('allows at most 10 domains, a repeat counted once', () => {
    expect(problems([...tenDomains, 'CAMPUS0.edu', '@campus1.edu'].join(' '))).toEqual([]);
    expect(problems([...tenDomains, 'campus10.edu'].join(' '))).toEqual(['A university has at most 10 e-mail domains']);
  });

  it('leaves webmail and public suffixes to the server', () => {
    expect(problems('gmail.com, ac.uk')).toEqual([]);
  });
});

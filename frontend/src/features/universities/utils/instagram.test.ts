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
  it('sends the normalised Instagram URL, every text field, and the logo only when picked', () => {
    const logo = new File(['png'], 'logo.png', { type: 'image/png' });
    const input = {
      name: ' Quad State ',
      instagramUrl: '@quadstate',
      description: 'Hello',
      location: 'Ann Arbor, MI',
      abbreviation: '',
      website: '',
      studentCount: '48,000',
      logo,
    };
    const form = toUniversityFormData(input);
    expect(form.get('name')).toBe('Quad State');
    expect(form.get('instagramData[url]')).toBe('https://www.instagram.com/quadstate');
    expect(form.get('studentCount')).toBe('48000');
    expect(form.get('abbreviation')).toBe('');
    expect((form.get('logo') as File).name).toBe('logo.png');
    expect(toUniversityFormData({ ...input, logo: null }).has('logo')).toBe(false);
  });

  it('requires a logo when adding but not when editing', () => {
    const input = { name: 'A', instagramUrl: 'a', description: 'd', location: '', abbreviation: '', website: '', studentCount: '', logo: null };
    const adding = universityInputSchema({ logoRequired: true }).safeParse(input);
    expect(adding.success).toBe(false);
    expect(adding.error?.issues.map((issue) => issue.message)).toEqual(['University logo is required']);
    expect(universityInputSchema({ logoRequired: false }).safeParse(input).success).toBe(true);
  });
});

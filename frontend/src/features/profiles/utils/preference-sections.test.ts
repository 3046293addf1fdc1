import { groupCatalogues, isSearchable, PREFERENCE_SECTIONS } from './preference-sections';

const catalogue = (key: string, multiple = false, count = 3) => ({
  key,
  label: key,
  multiple,
  kind: multiple ? 'several' : 'unordered',
  options: Array.from({ length: count }, (_, index) => `${key}-${index}`),
});

describe('preference sections', () => {
  it('opens only the lifestyle section at first', () => {
    expect(PREFERENCE_SECTIONS.map(({ title, defaultOpen }) => [title, defaultOpen])).toEqual([
      ['About you: lifestyle', true],
      ['Interests', false],
      ['More about you', false],
    ]);
  });

  it('groups the categories of GET /catalogues, a category no section names going to the last', () => {
    const groups = groupCatalogues([
      catalogue('gender'),
      catalogue('hometown', false, 100),
      catalogue('zodiac'),
      catalogue('substances', true),
      catalogue('newThing'),
      catalogue('pastimes', true),
      catalogue('sleepSchedule'),
    ]);
    expect(groups.map(({ section, catalogues }) => [section.id, catalogues.map((item) => item.key)])).toEqual([
      ['lifestyle', ['gender', 'hometown', 'sleepSchedule', 'substances']],
      ['interests', ['pastimes']],
      ['more', ['zodiac', 'newThing']],
    ]);
  });

  it('leaves out an empty section', () => {
    expect(groupCatalogues([catalogue('gender')]).map(({ section }) => section.id)).toEqual(['lifestyle']);
  });

  it('makes a long single-choice catalogue searchable, never a list', () => {
    expect(isSearchable(catalogue('hometown', false, 100))).toBe(true);
    expect(isSearchable(catalogue('gender', false, 8))).toBe(false);
    expect(isSearchable(catalogue('pastimes', true, 26))).toBe(false);
  });
});

import { sampleCatalogues } from '@/testing/mocks/profiles';

import {
  countExpectations,
  expectationCatalogues,
  expectationsFrom,
  expectationsToSend,
  rangeLabel,
  rangeOf,
  readExpectations,
  setAccepted,
  toggleAccepted,
  updateExpectation,
} from './expectations';

const sleep = { key: 'sleepSchedule', label: 'Sleep schedule', multiple: false, kind: 'unordered', options: ['Early Bird', 'Night Owl'] };
const substances = { key: 'substances', label: 'Substances', multiple: true, kind: 'several', options: ['No Alcohol', 'No Smoking'] };
const gender = { key: 'gender', label: 'Gender', multiple: false, kind: 'unordered', options: ['Male', 'Female'] };
const cleanliness = sampleCatalogues.preferences.find((catalogue) => catalogue.key === 'cleanliness')!;
const guests = {
  key: 'guestPreference',
  label: 'Guests',
  multiple: false,
  kind: 'ordered',
  options: ['Rarely', 'Occasionally', 'Frequently', 'Anytime'],
  ranges: [
    { label: 'no more than Occasionally', accepted: ['Rarely', 'Occasionally'] },
    { label: 'no more than Frequently', accepted: ['Rarely', 'Occasionally', 'Frequently'] },
    { label: 'at least Occasionally', accepted: ['Occasionally', 'Frequently', 'Anytime'] },
    { label: 'at least Frequently', accepted: ['Frequently', 'Anytime'] },
    { label: 'only Rarely', accepted: ['Rarely'] },
    { label: 'only Occasionally', accepted: ['Occasionally'] },
    { label: 'only Frequently', accepted: ['Frequently'] },
    { label: 'only Anytime', accepted: ['Anytime'] },
    { label: 'Occasionally to Frequently', accepted: ['Occasionally', 'Frequently'] },
  ],
};
const expecting = (...accepted: string[]) => ({ accepted, importance: 'very' as const, dealbreaker: true });

describe('roommate expectations', () => {
  it('reads what the server sends, and nothing from an old profile', () => {
    expect(readExpectations(undefined)).toEqual({});
    expect(readExpectations(null)).toEqual({});
    expect(readExpectations({})).toEqual({});
    expect(
      readExpectations({
        sleepSchedule: { accepted: ['Early Bird', 3], importance: 'very', dealbreaker: true },
        cleanliness: { accepted: ['Neat'], importance: 'huge' },
        housing: 'nonsense',
      }),
    ).toEqual({
      sleepSchedule: { accepted: ['Early Bird'], importance: 'very', dealbreaker: true },
      cleanliness: { accepted: ['Neat'], importance: 'somewhat', dealbreaker: false },
    });
  });

  it('offers only the lifestyle categories, in the form order, and keeps only their known answers', () => {
    expect(expectationCatalogues([gender, substances, sleep]).map((catalogue) => catalogue.key)).toEqual([
      'sleepSchedule',
      'substances',
    ]);
    expect(
      expectationsFrom(
        {
          gender: { accepted: ['Male'], importance: 'very', dealbreaker: true },
          sleepSchedule: { accepted: ['Early Bird', 'Gone'], importance: 'a_little', dealbreaker: false },
        },
        [gender, sleep],
      ),
    ).toEqual({ sleepSchedule: { accepted: ['Early Bird'], importance: 'a_little', dealbreaker: false } });
  });

  it('accepts several answers, starting at "somewhat", and sends only categories with answers', () => {
    let expectations = toggleAccepted({}, 'sleepSchedule', 'Early Bird');
    expectations = toggleAccepted(expectations, 'sleepSchedule', 'Night Owl');
    expect(expectations.sleepSchedule).toEqual({ accepted: ['Early Bird', 'Night Owl'], importance: 'somewhat', dealbreaker: false });
    expectations = updateExpectation(expectations, 'sleepSchedule', { importance: 'very', dealbreaker: true });
    expectations = toggleAccepted(expectations, 'substances', 'No Smoking');
    expectations = toggleAccepted(expectations, 'substances', 'No Smoking');
    expect(expectations.substances?.accepted).toEqual([]);
    expect(countExpectations(expectations)).toBe(1);
    expect(expectationsToSend(expectations)).toEqual({
      sleepSchedule: { accepted: ['Early Bird', 'Night Owl'], importance: 'very', dealbreaker: true },
    });
  });

  it('turns what a scale accepts into its nearest range, a gap filled, in the scale order', () => {
    expect(
      expectationsFrom(
        {
          cleanliness: expecting('Neat', 'Very Neat'),
          guestPreference: expecting('Anytime', 'Occasionally', 'Gone'),
        },
        [cleanliness, guests],
      ),
    ).toEqual({
      cleanliness: expecting('Very Neat', 'Neat'),
      guestPreference: expecting('Occasionally', 'Frequently', 'Anytime'),
    });
    expect(expectationsFrom({ cleanliness: expecting('Gone') }, [cleanliness])).toEqual({ cleanliness: expecting() });
  });

  it('leaves out an expectation that accepts every answer: it means anything', () => {
    expect(
      expectationsFrom(
        {
          cleanliness: expecting('Very Neat', 'Relaxed'),
          guestPreference: expecting('Rarely', 'Occasionally', 'Frequently', 'Anytime'),
          sleepSchedule: expecting('Night Owl', 'Early Bird'),
          substances: expecting('No Smoking'),
        },
        [cleanliness, guests, sleep, substances],
      ),
    ).toEqual({ substances: expecting('No Smoking') });
  });

  it("names a scale's range, whatever the order of its answers", () => {
    expect(rangeOf(cleanliness, ['Neat', 'Very Neat'])?.label).toBe('at least Neat');
    expect(rangeOf(cleanliness, ['Average', 'Relaxed'])?.label).toBe('no neater than Average');
    expect(rangeOf(cleanliness, ['Neat', 'Average'])?.label).toBe('Neat to Average');
    expect(rangeOf(guests, ['Rarely', 'Occasionally'])?.label).toBe('no more than Occasionally');
    expect(rangeOf(cleanliness, ['Very Neat', 'Average'])).toBeUndefined();
    expect(rangeOf(cleanliness, [])).toBeUndefined();
    expect(rangeOf(cleanliness, cleanliness.options)).toBeUndefined();
    expect(rangeOf(sleep, ['Early Bird'])).toBeUndefined();
    expect(rangeLabel({ label: 'at least Frequently', accepted: [] })).toBe('At least Frequently');
    expect(rangeLabel({ label: 'Neat to Average', accepted: [] })).toBe('Neat to Average');
  });

  it('sets a range at once, keeping how much it matters', () => {
    const set = setAccepted({ cleanliness: expecting('Neat') }, 'cleanliness', ['Very Neat', 'Neat']);
    expect(set).toEqual({ cleanliness: expecting('Very Neat', 'Neat') });
    expect(setAccepted(set, 'cleanliness', [])).toEqual({ cleanliness: expecting() });
    expect(setAccepted({}, 'guestPreference', ['Rarely'])).toEqual({
      guestPreference: { accepted: ['Rarely'], importance: 'somewhat', dealbreaker: false },
    });
  });
});

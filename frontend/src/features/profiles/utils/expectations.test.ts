import {
  countExpectations,
  expectationCatalogues,
  expectationsFrom,
  expectationsToSend,
  readExpectations,
  toggleAccepted,
  updateExpectation,
} from './expectations';

const sleep = { key: 'sleepSchedule', label: 'Sleep schedule', multiple: false, options: ['Early Bird', 'Night Owl'] };
const substances = { key: 'substances', label: 'Substances', multiple: true, options: ['No Alcohol', 'No Smoking'] };
const gender = { key: 'gender', label: 'Gender', multiple: false, options: ['Male', 'Female'] };

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
});

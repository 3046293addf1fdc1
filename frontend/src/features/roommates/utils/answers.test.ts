import { answerValues, groupAnswers } from './answers';

describe('groupAnswers', () => {
  it('groups the answered categories, labelled by the catalogues, leaving out empty ones', () => {
    const groups = groupAnswers(
      { lookingForRoommate: true, sleepSchedule: 'Night Owl', housing: '', pastimes: ['Reading'], zodiac: 'Leo', newThing: ['X'] },
      [{ key: 'sleepSchedule', label: 'Sleep Schedule' }],
    );
    expect(groups).toEqual([
      { id: 'lifestyle', title: 'Lifestyle', answers: [{ key: 'sleepSchedule', label: 'Sleep Schedule', values: ['Night Owl'] }] },
      { id: 'interests', title: 'Interests', answers: [{ key: 'pastimes', label: 'Pastimes', values: ['Reading'] }] },
      {
        id: 'more',
        title: 'More about them',
        answers: [
          { key: 'zodiac', label: 'Zodiac', values: ['Leo'] },
          { key: 'newThing', label: 'New thing', values: ['X'] },
        ],
      },
    ]);
  });

  it('reads one option, a list, or nothing', () => {
    expect(answerValues('Dorm')).toEqual(['Dorm']);
    expect(answerValues(['A', '', 'B'])).toEqual(['A', 'B']);
    expect(answerValues(null)).toEqual([]);
  });
});

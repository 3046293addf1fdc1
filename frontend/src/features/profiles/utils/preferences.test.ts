import { clearPreference, countTags, emptyPreferences, preferencesFrom, readPreferences, togglePreference } from './preferences';

const gender = { key: 'gender', label: 'Gender', multiple: false, kind: 'unordered', options: ['Male', 'Female'] };
const pastimes = { key: 'pastimes', label: 'Pastimes', multiple: true, kind: 'several', options: ['Reading', 'Gaming'] };

describe('preferences', () => {
  it('starts empty: single-choice "" and lists []', () => {
    expect(emptyPreferences([gender, pastimes])).toEqual({ lookingForRoommate: true, gender: '', pastimes: [] });
  });

  it('lets go of the options a new choice contradicts, and keeps the rest', () => {
    const substances = {
      key: 'substances',
      multiple: true,
      exclusive: [
        ['No Smoking', 'Smoker'],
        ['Substance Free', 'Smoker'],
      ],
    };
    let chosen = togglePreference({ lookingForRoommate: true, substances: ['No Smoking', 'No Alcohol'] }, substances, 'Smoker');
    expect(chosen.substances).toEqual(['No Alcohol', 'Smoker']);
    chosen = togglePreference(chosen, substances, 'Substance Free');
    expect(chosen.substances).toEqual(['No Alcohol', 'Substance Free']);
  });

  it('toggles a single-choice value and clears it when clicked again', () => {
    const start = emptyPreferences([gender]);
    const male = togglePreference(start, gender, 'Male');
    expect(male.gender).toBe('Male');
    expect(togglePreference(male, gender, 'Female').gender).toBe('Female');
    expect(togglePreference(male, gender, 'Male').gender).toBe('');
  });

  it('adds and removes multi-select values', () => {
    const one = togglePreference(emptyPreferences([pastimes]), pastimes, 'Reading');
    const two = togglePreference(one, pastimes, 'Gaming');
    expect(two.pastimes).toEqual(['Reading', 'Gaming']);
    expect(togglePreference(two, pastimes, 'Reading').pastimes).toEqual(['Gaming']);
  });

  it('clears a category to its empty value', () => {
    const full = { lookingForRoommate: true, gender: 'Male', pastimes: ['Reading'] };
    expect(clearPreference(full, gender).gender).toBe('');
    expect(clearPreference(full, pastimes).pastimes).toEqual([]);
    expect(countTags(full, [gender, pastimes])).toBe(2);
  });

  it('reads stored preferences over the catalogue shape', () => {
    expect(preferencesFrom({ lookingForRoommate: false, gender: ['Female'], pastimes: 'Gaming' }, [gender, pastimes])).toEqual({
      lookingForRoommate: false,
      gender: 'Female',
      pastimes: ['Gaming'],
    });
  });

  it("reads the server's free-form map: texts and lists of texts, lookingForRoommate true unless false", () => {
    expect(readPreferences({ lookingForRoommate: false, gender: 'Male', pastimes: ['Reading', 3], odd: { a: 1 } })).toEqual({
      lookingForRoommate: false,
      gender: 'Male',
      pastimes: ['Reading'],
    });
    expect(readPreferences({})).toEqual({ lookingForRoommate: true });
    expect(readPreferences(null)).toEqual({ lookingForRoommate: true });
  });

  it("follows each catalogue's `multiple` flag, substances included (a list when multiple)", () => {
    const multi = { key: 'substances', label: 'Substances', multiple: true, kind: 'several', options: ['No Alcohol', 'No Smoking'] };
    const single = { ...multi, multiple: false, kind: 'unordered' };
    expect(preferencesFrom({ lookingForRoommate: true, substances: 'No Alcohol' }, [multi]).substances).toEqual(['No Alcohol']);
    expect(preferencesFrom({ lookingForRoommate: true, substances: ['No Smoking'] }, [single]).substances).toBe('No Smoking');
    const two = togglePreference(togglePreference(emptyPreferences([multi]), multi, 'No Alcohol'), multi, 'No Smoking');
    expect(two.substances).toEqual(['No Alcohol', 'No Smoking']);
    expect(togglePreference(togglePreference(emptyPreferences([single]), single, 'No Alcohol'), single, 'No Smoking').substances).toBe('No Smoking');
  });
});

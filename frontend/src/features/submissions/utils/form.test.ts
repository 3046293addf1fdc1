import { buildSubmissionDraft, buildSubmissionPhoto } from '@/testing/mocks/submissions';

import { draftBody, handleCredit, heldDraftBody, movePhoto, nameCredit, startValues } from './form';

const michigan = { id: 'uni-1', name: 'University of Michigan' };
const oxford = { id: 'uni-2', name: 'Oxford' };

describe('credits', () => {
  it('names the student by first name and last initial, as the server does', () => {
    expect(nameCredit(' Ada ', 'lovelace')).toBe('Ada L.');
    expect(nameCredit('Ada', '  ')).toBe('Ada');
    expect(nameCredit('Zoë', 'élan')).toBe('Zoë É.');
  });

  it('writes a handle with one @, and none for a blank one', () => {
    expect(handleCredit('@ada.l')).toBe('@ada.l');
    expect(handleCredit(' ada ')).toBe('@ada');
    expect(handleCredit('  ')).toBeNull();
    expect(handleCredit(null)).toBeNull();
  });
});

describe('startValues', () => {
  it('opens on the draft, the address choosing the university when it is one of the student’s', () => {
    const draft = buildSubmissionDraft({ universityId: 'uni-2', caption: 'Hi', credit: 'instagram', consentInstagram: true });
    const values = startValues({ universities: [michigan, oxford], requested: 'uni-1', draft, hasHandle: true });
    expect(values).toMatchObject({ universityId: 'uni-1', caption: 'Hi', credit: 'instagram', consentInstagram: true });
    expect(values.consentQuad).toBe(false);
    expect(values.consentPeople).toBe(false);
    expect(startValues({ universities: [michigan, oxford], requested: 'elsewhere', draft, hasHandle: true }).universityId).toBe('uni-2');
  });

  it('picks the only university, and credits by name once the handle is gone', () => {
    const draft = buildSubmissionDraft({ universityId: 'gone', credit: 'instagram' });
    expect(startValues({ universities: [michigan], requested: null, draft, hasHandle: false })).toMatchObject({
      universityId: 'uni-1',
      credit: 'name',
    });
    expect(startValues({ universities: [michigan, oxford], requested: null, draft: null, hasHandle: true }).universityId).toBe('');
  });

  it('reads a draft as the form would save it, so opening it saves nothing', () => {
    const draft = buildSubmissionDraft({ universityId: 'uni-1', caption: 'Hi', photos: [buildSubmissionPhoto('a')] });
    const values = startValues({ universities: [michigan], requested: null, draft, hasHandle: false });
    expect(JSON.stringify(draftBody(values))).toBe(JSON.stringify(heldDraftBody(draft)));
  });
});

describe('movePhoto', () => {
  it('moves a photo one place earlier or later, and not past either end', () => {
    expect(movePhoto(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(movePhoto(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(movePhoto(['a', 'b'], 0, -1)).toEqual(['a', 'b']);
    expect(movePhoto(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
  });
});

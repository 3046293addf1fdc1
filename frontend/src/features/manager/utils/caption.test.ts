import { captionError, characterCount, countTags, truncateCaption } from './caption';

describe('captionError', () => {
  it('requires a caption that is not blank', () => {
    expect(captionError('   ')).toBe('Please enter a caption');
    expect(captionError(' Go Blue! ')).toBeNull();
  });

  it('allows 2,200 characters, counting an accented letter or an emoji as one', () => {
    expect(captionError('é'.repeat(2200))).toBeNull();
    expect(captionError('🎓'.repeat(2200))).toBeNull();
    expect(captionError('a'.repeat(2201))).toBe('Captions can be at most 2,200 characters');
  });

  it('allows 30 hashtags and 20 @mentions, counted as the server counts them', () => {
    const thirty = Array.from({ length: 30 }, (_, i) => `#tag${i}`).join(' ');
    expect(captionError(thirty)).toBeNull();
    expect(captionError(`${thirty} #one_more`)).toBe('Instagram allows at most 30 hashtags in a caption');
    const twenty = Array.from({ length: 20 }, (_, i) => `@friend${i}`).join(' ');
    expect(captionError(`${twenty} write to team@umich.edu, # alone, C# rocks`)).toBeNull();
    expect(captionError(`${twenty} (@extra)`)).toBe('Instagram allows at most 20 @mentions in a caption');
  });
});

describe('countTags', () => {
  it('counts a sign at the start of a word followed by a letter, digit or underscore', () => {
    expect(countTags('#GoBlue #1 #_x # #', '#')).toBe(3);
    expect(countTags('C#sharp a#b', '#')).toBe(0);
    expect(countTags('@ana,@bo team@umich.edu', '@')).toBe(2);
    expect(countTags('#école', '#')).toBe(1);
  });
});

describe('truncateCaption', () => {
  it('keeps 30 characters and adds "..." only when longer', () => {
    expect(truncateCaption('a'.repeat(30))).toBe('a'.repeat(30));
    expect(truncateCaption('Welcome back to campus, Wolverines!')).toBe('Welcome back to campus, Wolver...');
    expect(characterCount('🎓🎓')).toBe(2);
    expect(truncateCaption('🎓'.repeat(31))).toBe(`${'🎓'.repeat(30)}...`);
  });
});

import { exportFileName, exportFileText } from './export-file';

describe('export file', () => {
  it('is named quad-data-{username}-{YYYY-MM-DD}.txt', () => {
    expect(exportFileName('sam_r', new Date(2026, 0, 5, 12))).toBe('quad-data-sam_r-2026-01-05.txt');
  });

  it('writes readable sections for everything Quad keeps', () => {
    const text = exportFileText({
      user: {
        username: 'sam_r',
        email: 'sam@umich.edu',
        firstName: 'Sam',
        lastName: 'Rivera',
        createdAt: '2026-01-01T00:00:00Z',
        isEmailVerified: true,
        role: 'user',
        status: 'active',
      },
      profiles: [
        {
          university: { name: 'University of Michigan' },
          bio: 'Early riser.',
          major: 'Economics',
          graduationYear: 2028,
          status: 'approved',
          rejectionReason: null,
          createdAt: '2026-01-03T00:00:00Z',
          socialMedia: { instagram: 'sam' },
          photos: ['http://127.0.0.1:8080/media/profile/a.jpg'],
          lookingForRoommate: true,
          roommatePreferences: { pastimes: ['Reading', 'Hiking'] },
        },
      ],
      posts: [],
      likedPosts: [],
      uploads: [{ kind: 'profile', url: 'http://127.0.0.1:8080/media/profile/a.jpg', createdAt: '2026-01-02T00:00:00Z' }],
      universityRequests: [],
      newsletterSubscribed: true,
      savedProfiles: [],
      savedPosts: [],
      connections: [],
      interests: [],
      connectionRequests: [],
      blocked: [],
      notifications: [],
      messages: [],
      sessions: [{ createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-02T00:00:00Z', endedAt: null }],
    });
    expect(text).toContain('== User ==');
    expect(text).toContain('Email: sam@umich.edu');
    expect(text).toContain('Is Email Verified: true');
    expect(text).toContain('== Profiles (1) ==');
    expect(text).toContain('Major: Economics');
    expect(text).toContain('Pastimes: Reading, Hiking');
    expect(text).toContain('== Profile draft (not submitted) ==\n(none)');
    expect(text).toContain('== University e-mail ==\nAddress: (none)\nVerified At: (none)\nWaiting For Confirmation: (none)');
    expect(text).toContain('== Posts (0) ==');
    expect(text).toContain('== Uploaded images (1) ==');
    expect(text).toContain('Url: http://127.0.0.1:8080/media/profile/a.jpg');
    expect(text).toContain('Subscribed: true');
    expect(text).toContain('== Messages sent (0) ==\n(none)');
    expect(text).toContain('== Sign-in sessions (1) ==');
    expect(text).not.toContain('[object Object]');
  });

  it('lists the profile draft not yet submitted', () => {
    const text = exportFileText({
      user: { username: 'sam_r', email: 'sam@umich.edu', firstName: 'Sam', lastName: 'Rivera', createdAt: '2026-01-01T00:00:00Z', isEmailVerified: true, role: 'user', status: 'active' },
      profiles: [],
      profileDraft: {
        step: 3,
        university: '0190c1a2-0000-7000-b000-000000000001',
        universityName: 'University of Michigan',
        major: null,
        graduationYear: null,
        bio: 'Early riser who',
        socialMedia: {},
        profileImages: ['http://127.0.0.1:8080/media/profile/a.jpg'],
        roommatePreferences: { lookingForRoommate: true },
        roommateExpectations: {},
        updatedAt: '2026-01-04T00:00:00Z',
      },
      posts: [],
      likedPosts: [],
      uploads: [],
      universityRequests: [],
      newsletterSubscribed: false,
      savedProfiles: [],
      savedPosts: [],
      connections: [],
      interests: [],
      connectionRequests: [],
      blocked: [],
      notifications: [],
      messages: [],
      sessions: [],
    });
    expect(text).toContain('== Profile draft (not submitted) ==');
    expect(text).toContain('Bio: Early riser who');
    expect(text).toContain('University Name: University of Michigan');
  });

  it('lists the messages sent, deleted ones and those to a deleted account included', () => {
    const text = exportFileText({
      user: { username: 'sam_r', email: 'sam@umich.edu', firstName: 'Sam', lastName: 'Rivera', createdAt: '2026-01-01T00:00:00Z', isEmailVerified: true, role: 'user', status: 'active' },
      profiles: [],
      posts: [],
      likedPosts: [],
      uploads: [],
      universityRequests: [],
      newsletterSubscribed: false,
      savedProfiles: [],
      savedPosts: [],
      connections: [],
      interests: [],
      connectionRequests: [],
      blocked: [],
      notifications: [],
      messages: [
        {
          conversationId: '0190c1a2-0000-7000-f000-000000000001',
          recipientId: '0190c1a2-0000-7000-d000-000000000002',
          text: 'Is the room still free?',
          sentAt: '2026-01-06T09:30:00Z',
        },
        { conversationId: '0190c1a2-0000-7000-f000-000000000003', recipientId: null, text: null, sentAt: '2026-01-07T10:00:00Z' },
      ],
      sessions: [],
    });
    expect(text).toContain(
      [
        '== Messages sent (2) ==',
        '- Item 1',
        '  Conversation Id: 0190c1a2-0000-7000-f000-000000000001',
        '  Recipient Id: 0190c1a2-0000-7000-d000-000000000002',
        '  Text: Is the room still free?',
        '  Sent At: 2026-01-06T09:30:00Z',
        '- Item 2',
        '  Conversation Id: 0190c1a2-0000-7000-f000-000000000003',
        '  Recipient Id: (deleted account)',
        '  Text: (deleted)',
        '  Sent At: 2026-01-07T10:00:00Z',
      ].join('\n'),
    );
  });

  it('lists the university e-mail, verified and waiting for its link', () => {
    const text = exportFileText({
      user: { username: 'sam_r', email: 'sam@gmail.com', firstName: 'Sam', lastName: 'Rivera', createdAt: '2026-01-01T00:00:00Z', isEmailVerified: true, role: 'user', status: 'active' },
      universityEmail: { email: 'sam@umich.edu', verifiedAt: '2026-01-05T00:00:00Z' },
      pendingUniversityEmail: 'sam@med.umich.edu',
      profiles: [],
      posts: [],
      likedPosts: [],
      uploads: [],
      universityRequests: [],
      newsletterSubscribed: false,
      savedProfiles: [],
      savedPosts: [],
      connections: [],
      interests: [],
      connectionRequests: [],
      blocked: [],
      notifications: [],
      messages: [],
      sessions: [],
    });
    expect(text).toContain(
      '== University e-mail ==\nAddress: sam@umich.edu\nVerified At: 2026-01-05T00:00:00Z\nWaiting For Confirmation: sam@med.umich.edu',
    );
  });
});

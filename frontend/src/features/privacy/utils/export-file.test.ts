import { type ExportData, exportFileJson, exportFileName, exportFileText } from './export-file';

const sam: ExportData['user'] = {
  username: 'sam_r',
  email: 'sam@umich.edu',
  firstName: 'Sam',
  lastName: 'Rivera',
  createdAt: '2026-01-01T00:00:00Z',
  isEmailVerified: true,
  role: 'user',
  status: 'active',
};

/** An export with nothing in it but the account, and what the test gives. */
function exportData(overrides: Partial<ExportData> = {}): ExportData {
  return {
    user: sam,
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
    connectionRequestsReceived: [],
    blocked: [],
    notifications: [],
    notificationPreferences: [],
    messages: [],
    messagesReceived: [],
    reportsFiled: [],
    privateBeforeConnecting: false,
    sessions: [],
    ...overrides,
  };
}

/** An export with something under every key, optional ones included. */
const everything: Required<ExportData> = {
  user: sam,
  universityEmail: { email: 'sam@umich.edu', verifiedAt: '2026-01-05T00:00:00Z' },
  pendingUniversityEmail: 'sam@med.umich.edu',
  privateBeforeConnecting: true,
  researchSharingOptedOutAt: '2026-01-10T08:00:00Z',
  profiles: [
    {
      university: { name: 'University of Michigan' },
      bio: 'Early riser.',
      major: 'Economics',
      graduationYear: 2028,
      status: 'approved',
      rejectionReason: null,
      createdAt: '2026-01-03T00:00:00Z',
      socialMedia: {},
      photos: [],
      lookingForRoommate: true,
      roommatePreferences: { pastimes: ['Reading'] },
      roommateExpectations: { sleepSchedule: { accepted: ['Early Bird'], importance: 'somewhat', dealbreaker: false } },
    },
  ],
  profileDraft: {
    step: 3,
    university: null,
    universityName: null,
    major: null,
    graduationYear: null,
    bio: '',
    socialMedia: {},
    profileImages: [],
    roommatePreferences: {},
    roommateExpectations: {},
    updatedAt: '2026-01-04T00:00:00Z',
  },
  posts: [
    {
      university: { name: 'University of Michigan' },
      content: 'Our dorm at sunset',
      credit: '@sam',
      images: ['http://127.0.0.1:8080/media/submission/b.jpg'],
      status: 'approved',
      likes: 2,
      consent: { quad: true, instagram: false },
      createdAt: '2026-01-04T00:00:00Z',
    },
  ],
  postDraft: { caption: 'Move-in day', consentInstagram: false, credit: 'name', photos: [], updatedAt: '2026-01-05T00:00:00Z' },
  likedPosts: [{ postId: '0190c1a2-0000-7000-e000-000000000001', likedAt: '2026-01-05T00:00:00Z' }],
  savedPosts: [{ postId: '0190c1a2-0000-7000-e000-000000000002', savedAt: '2026-01-05T00:00:00Z' }],
  savedProfiles: [{ studentId: '0190c1a2-0000-7000-d000-000000000001', savedAt: '2026-01-05T00:00:00Z' }],
  uploads: [{ kind: 'submission', url: 'http://127.0.0.1:8080/media/submission/b.jpg', createdAt: '2026-01-04T00:00:00Z' }],
  universityRequests: [{ universityName: 'Oberlin College', location: 'Ohio', createdAt: '2026-01-02T00:00:00Z' }],
  connections: [{ studentId: '0190c1a2-0000-7000-d000-000000000002', connectedAt: '2026-01-06T00:00:00Z', confirmedRoommatesAt: null }],
  interests: [{ studentId: '0190c1a2-0000-7000-d000-000000000003', markedAt: '2026-01-06T00:00:00Z' }],
  connectionRequests: [
    {
      studentId: '0190c1a2-0000-7000-d000-000000000003',
      note: 'Want to room together?',
      status: 'pending',
      sentAt: '2026-01-07T00:00:00Z',
      expiresAt: '2026-01-21T00:00:00Z',
    },
  ],
  connectionRequestsReceived: [
    {
      studentId: '0190c1a2-0000-7000-d000-000000000004',
      note: 'Hi! I saw we both like hiking.',
      sentAt: '2026-01-08T00:00:00Z',
      expiresAt: '2026-01-22T00:00:00Z',
    },
  ],
  blocked: [{ studentId: '0190c1a2-0000-7000-d000-000000000005', blockedAt: '2026-01-08T00:00:00Z' }],
  messages: [
    {
      conversationId: '0190c1a2-0000-7000-f000-000000000001',
      recipientId: '0190c1a2-0000-7000-d000-000000000002',
      text: 'Is the room still free?',
      sentAt: '2026-01-06T09:30:00Z',
    },
  ],
  messagesReceived: [
    {
      conversationId: '0190c1a2-0000-7000-f000-000000000001',
      senderId: '0190c1a2-0000-7000-d000-000000000002',
      text: 'Yes, it is!',
      sentAt: '2026-01-06T09:35:00Z',
    },
  ],
  reportsFiled: [
    {
      kind: 'message',
      targetId: '0190c1a2-0000-7000-f000-000000000005',
      category: 'harassment',
      details: 'Rude messages.',
      status: 'open',
      filedAt: '2026-01-09T00:00:00Z',
      resolvedAt: null,
    },
  ],
  notifications: [
    {
      id: '0190c1a2-0000-7000-c000-000000000001',
      kind: 'connected',
      title: 'You are connected',
      body: 'You and Alex are connected.',
      link: '/connections',
      createdAt: '2026-01-06T00:00:00Z',
      readAt: null,
    },
  ],
  notificationPreferences: [{ kind: 'newMessage', inApp: true, email: false }],
  newsletterSubscribed: true,
  sessions: [{ createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-02T00:00:00Z', endedAt: null }],
};

describe('export file', () => {
  it('is named quad-data-{username}-{YYYY-MM-DD}.txt', () => {
    expect(exportFileName('sam_r', new Date(2026, 0, 5, 12))).toBe('quad-data-sam_r-2026-01-05.txt');
  });

  it('is named quad-data-{username}-{YYYY-MM-DD}.json as JSON', () => {
    expect(exportFileName('sam_r', new Date(2026, 0, 5, 12), 'json')).toBe('quad-data-sam_r-2026-01-05.json');
  });

  it('writes readable sections for everything Quad keeps', () => {
    const text = exportFileText(
      exportData({
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
            roommateExpectations: { cleanliness: { accepted: ['Very Neat', 'Neat'], importance: 'very', dealbreaker: true } },
          },
        ],
        uploads: [{ kind: 'profile', url: 'http://127.0.0.1:8080/media/profile/a.jpg', createdAt: '2026-01-02T00:00:00Z' }],
        newsletterSubscribed: true,
        sessions: [{ createdAt: '2026-01-01T00:00:00Z', expiresAt: '2026-01-02T00:00:00Z', endedAt: null }],
      }),
    );
    expect(text).toContain('== User ==');
    expect(text).toContain('Email: sam@umich.edu');
    expect(text).toContain('Is Email Verified: true');
    expect(text).toContain('== Profiles (1) ==');
    expect(text).toContain('Major: Economics');
    expect(text).toContain('Pastimes: Reading, Hiking');
    expect(text).toContain(
      ['  Roommate Expectations:', '    Cleanliness:', '      Accepted: Very Neat, Neat', '      Importance: very', '      Dealbreaker: true'].join(
        '\n',
      ),
    );
    expect(text).toContain('== Profile draft (not submitted) ==\n(none)');
    expect(text).toContain('== University e-mail ==\nAddress: (none)\nVerified At: (none)\nWaiting For Confirmation: (none)');
    expect(text).toContain('== Posts (0) ==');
    expect(text).toContain('== Uploaded images (1) ==');
    expect(text).toContain('Url: http://127.0.0.1:8080/media/profile/a.jpg');
    expect(text).toContain('Subscribed: true');
    expect(text).toContain('== Messages sent (0) ==\n(none)');
    expect(text).toContain('== Messages received (0) ==\n(none)');
    expect(text).toContain('== Privacy ==\nPrivate Before Connecting: no\nOpted Out Of Research Sharing: no');
    expect(text).toContain('== Sign-in sessions (1) ==');
    expect(text).not.toContain('[object Object]');
  });

  it('has a section for every kind of data in the export', () => {
    // Typed so that a key added to the export fails to compile until the file has a section for it.
    const headings: Record<keyof ExportData, string> = {
      user: '== User ==',
      universityEmail: '== University e-mail ==',
      pendingUniversityEmail: 'Waiting For Confirmation: sam@med.umich.edu',
      privateBeforeConnecting: '== Privacy ==\nPrivate Before Connecting: yes',
      researchSharingOptedOutAt: 'Opted Out Of Research Sharing: 2026-01-10T08:00:00Z',
      profiles: '== Profiles (1) ==',
      profileDraft: '== Profile draft (not submitted) ==\nStep: 3',
      posts: '== Posts (1) ==',
      postDraft: '== Post draft (not submitted) ==\nCaption: Move-in day',
      likedPosts: '== Liked posts (1) ==',
      savedPosts: '== Saved posts (1) ==',
      savedProfiles: '== Saved profiles (1) ==',
      uploads: '== Uploaded images (1) ==',
      universityRequests: '== University requests (1) ==',
      connections: '== Connections (1) ==',
      interests: '== Marked Interested (1) ==',
      connectionRequests: '== Requests to connect sent (1) ==',
      connectionRequestsReceived: '== Requests to connect received (1) ==',
      blocked: '== Blocked (1) ==',
      messages: '== Messages sent (1) ==',
      messagesReceived: '== Messages received (1) ==',
      reportsFiled: '== Reports filed (1) ==',
      notifications: '== Notifications (1) ==',
      notificationPreferences: '== Notification settings ==',
      newsletterSubscribed: '== Newsletter ==\nSubscribed: true',
      sessions: '== Sign-in sessions (1) ==',
    };
    const text = exportFileText(everything);
    expect(Object.keys(everything).sort()).toEqual(Object.keys(headings).sort());
    for (const key of Object.keys(everything) as (keyof ExportData)[]) {
      expect(text, key).toContain(headings[key]);
    }
    expect(text).not.toContain('[object Object]');
  });

  it('writes the JSON file as the export itself, indented', () => {
    const json = exportFileJson(everything);
    expect(JSON.parse(json)).toEqual(everything);
    expect(json).toContain('\n  "user": {\n    "username": "sam_r",');
  });

  it('lists the profile draft not yet submitted', () => {
    const text = exportFileText(
      exportData({
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
      }),
    );
    expect(text).toContain('== Profile draft (not submitted) ==');
    expect(text).toContain('Bio: Early riser who');
    expect(text).toContain('Social Media: (none)');
    expect(text).toContain('Roommate Expectations: (none)');
    expect(text).toContain('University Name: University of Michigan');
  });

  it('lists the messages sent, deleted ones and those to a deleted account included', () => {
    const text = exportFileText(
      exportData({
        messages: [
          {
            conversationId: '0190c1a2-0000-7000-f000-000000000001',
            recipientId: '0190c1a2-0000-7000-d000-000000000002',
            text: 'Is the room still free?',
            sentAt: '2026-01-06T09:30:00Z',
          },
          { conversationId: '0190c1a2-0000-7000-f000-000000000003', recipientId: null, text: null, sentAt: '2026-01-07T10:00:00Z' },
        ],
      }),
    );
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

  it('lists the messages received, those their sender deleted included', () => {
    const text = exportFileText(
      exportData({
        messagesReceived: [
          {
            conversationId: '0190c1a2-0000-7000-f000-000000000001',
            senderId: '0190c1a2-0000-7000-d000-000000000002',
            text: 'Yes, it is!',
            sentAt: '2026-01-06T09:35:00Z',
          },
          {
            conversationId: '0190c1a2-0000-7000-f000-000000000001',
            senderId: '0190c1a2-0000-7000-d000-000000000002',
            text: null,
            sentAt: '2026-01-06T09:40:00Z',
          },
        ],
      }),
    );
    expect(text).toContain(
      [
        '== Messages received (2) ==',
        '- Item 1',
        '  Conversation Id: 0190c1a2-0000-7000-f000-000000000001',
        '  Sender Id: 0190c1a2-0000-7000-d000-000000000002',
        '  Text: Yes, it is!',
        '  Sent At: 2026-01-06T09:35:00Z',
        '- Item 2',
        '  Conversation Id: 0190c1a2-0000-7000-f000-000000000001',
        '  Sender Id: 0190c1a2-0000-7000-d000-000000000002',
        '  Text: (deleted)',
        '  Sent At: 2026-01-06T09:40:00Z',
      ].join('\n'),
    );
  });

  it('lists the requests received, the reports filed and the notification settings', () => {
    const text = exportFileText(everything);
    expect(text).toContain(
      [
        '== Requests to connect received (1) ==',
        '- Item 1',
        '  Student Id: 0190c1a2-0000-7000-d000-000000000004',
        '  Note: Hi! I saw we both like hiking.',
        '  Sent At: 2026-01-08T00:00:00Z',
        '  Expires At: 2026-01-22T00:00:00Z',
      ].join('\n'),
    );
    expect(text).toContain(
      [
        '== Reports filed (1) ==',
        '- Item 1',
        '  Kind: message',
        '  Target Id: 0190c1a2-0000-7000-f000-000000000005',
        '  Category: harassment',
        '  Details: Rude messages.',
        '  Status: open',
        '  Filed At: 2026-01-09T00:00:00Z',
        '  Resolved At: (none)',
      ].join('\n'),
    );
    expect(text).toContain(['== Notification settings ==', '- Item 1', '  Kind: newMessage', '  In App: true', '  Email: false'].join('\n'));
  });

  it('lists the university e-mail, verified and waiting for its link', () => {
    const text = exportFileText(
      exportData({
        user: { ...sam, email: 'sam@gmail.com' },
        universityEmail: { email: 'sam@umich.edu', verifiedAt: '2026-01-05T00:00:00Z' },
        pendingUniversityEmail: 'sam@med.umich.edu',
      }),
    );
    expect(text).toContain(
      '== University e-mail ==\nAddress: sam@umich.edu\nVerified At: 2026-01-05T00:00:00Z\nWaiting For Confirmation: sam@med.umich.edu',
    );
  });
});

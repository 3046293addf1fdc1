/** Hard-coded content of the landing page: the steps of How It Works and the FAQ. */

export const steps = [
  {
    title: 'Create your account',
    body: 'Sign up with any email address or with Google, then show you study at your university with an address at its email domain.',
  },
  {
    title: 'Build your profile',
    body: 'Add photos, your major, graduation year and the lifestyle preferences that matter to you.',
  },
  {
    title: 'Get approved',
    body: 'Our team reviews every profile for safety. Approval usually takes 24 to 48 hours.',
  },
  {
    title: 'Find your match',
    body: 'Browse students at your university, ranked by how well you would share a room, with the reasons why.',
  },
] as const;

export const faqs = [
  {
    question: 'Is Quad free to use?',
    answer:
      'Yes. Creating an account, building a profile and browsing roommates are free for students.',
  },
  {
    question: 'Why do I need a university email address?',
    answer:
      'It shows which university you study at. Roommate suggestions come only from students at your university, and moderators can see whose address was verified.',
  },
  {
    question: 'How long does profile approval take?',
    answer:
      'Every profile is reviewed by our team before it becomes visible to other students. Approval usually takes 24 to 48 hours, and we will tell you if anything needs to change.',
  },
  {
    question: 'How does content get featured?',
    answer:
      "Send your photos from Submit Content. Once a reviewer approves them they are featured on your university's page on Quad and, if you agreed, its managers may post them on the university's Instagram, with your credit.",
  },
  {
    question: 'Can I delete my account and data?',
    answer:
      'Absolutely. From Data Management you can download a copy of your data as a text file, or delete your account permanently.',
  },
] as const;

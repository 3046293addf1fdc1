/**
 * Hard-coded content of the landing page: the illustrative sample people and testimonials (spec
 * section 1), the steps and the FAQ. The figures are real (../api/get-landing-figures.ts); the sample
 * posts are in ./sample-posts.ts, loaded only when nothing is featured yet.
 */

export interface SamplePerson {
  id: string;
  name: string;
  image: string;
  university: string;
  major: string;
  year: string;
  match: number;
  tags: string[];
}

export const samplePeople: SamplePerson[] = [
  {
    id: 'maya',
    name: 'Maya Thompson',
    image: '/images/people/maya.svg',
    university: 'University of Michigan',
    major: 'Biomedical Engineering',
    year: 'Class of 2029',
    match: 94,
    tags: ['Early Bird', 'Very Neat', 'Coffee lover'],
  },
  {
    id: 'jordan',
    name: 'Jordan Lee',
    image: '/images/people/jordan.svg',
    university: 'Michigan State University',
    major: 'Computer Science',
    year: 'Class of 2028',
    match: 89,
    tags: ['Night Owl', 'Gamer', 'Quiet study'],
  },
  {
    id: 'priya',
    name: 'Priya Patel',
    image: '/images/people/priya.svg',
    university: 'Wayne State University',
    major: 'Psychology',
    year: 'Class of 2029',
    match: 86,
    tags: ['Balanced', 'Yoga', 'Plant parent'],
  },
];

export interface Testimonial {
  id: string;
  name: string;
  image: string;
  role: string;
  quote: string;
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    id: 'sofia',
    name: 'Sofia Martinez',
    image: '/images/people/sofia.svg',
    role: 'Sophomore, University of Michigan',
    quote:
      'I was dreading random housing. Quad matched me with someone who keeps the same hours and loves cooking as much as I do. We are rooming together again next year.',
    rating: 5,
  },
  {
    id: 'ethan',
    name: 'Ethan Walker',
    image: '/images/people/ethan.svg',
    role: 'Freshman, Michigan State University',
    quote:
      'The lifestyle filters are the real deal. Sleep schedule, cleanliness, study habits: I knew we would get along before we ever met in person.',
    rating: 5,
  },
  {
    id: 'marcus',
    name: 'Marcus Johnson',
    image: '/images/people/marcus.svg',
    role: 'Junior, Wayne State University',
    quote:
      'My photo of the campus skyline got featured on our university page and hit a thousand likes. Submitting was easy and the review was quick.',
    rating: 4,
  },
];

export const steps = [
  {
    title: 'Create your account',
    body: 'Sign up with any email address, then confirm an address at your university from the link we email you.',
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

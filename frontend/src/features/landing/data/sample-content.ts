/** Hard-coded demo data of the landing page (spec section 1: sample people, posts, testimonials). */

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

export interface SamplePost {
  id: string;
  image: string;
  alt: string;
  username: string;
  caption: string;
  likes: number;
  comments: number;
}

export const samplePosts: SamplePost[] = [
  {
    id: 'post-1',
    image: '/images/posts/campus-sunset.svg',
    alt: 'Illustration of the campus library at sunset',
    username: 'wolverine_views',
    caption: 'Golden hour on the Diag never gets old',
    likes: 1243,
    comments: 87,
  },
  {
    id: 'post-2',
    image: '/images/posts/study-session.svg',
    alt: 'Illustration of a laptop, coffee and books on a desk',
    username: 'studywithsam',
    caption: 'Finals week setup: coffee, notes and a playlist',
    likes: 856,
    comments: 42,
  },
  {
    id: 'post-3',
    image: '/images/posts/game-day.svg',
    alt: 'Illustration of a stadium under the lights on game day',
    username: 'spartan_spirit',
    caption: 'Nothing beats game day with the whole dorm floor',
    likes: 2108,
    comments: 156,
  },
  {
    id: 'post-4',
    image: '/images/posts/move-in-day.svg',
    alt: 'Illustration of moving boxes and a plant in a new dorm room',
    username: 'new_roomie_diaries',
    caption: 'Move-in day done. Met my roommate on Quad!',
    likes: 967,
    comments: 73,
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

export const stats = [
  { value: '597,519', label: 'Students' },
  { value: '320+', label: 'Universities' },
  { value: '45,000+', label: 'Posts shared' },
  { value: '78,000+', label: 'Roommate matches' },
] as const;

export const steps = [
  {
    title: 'Create your account',
    body: 'Sign up with your university email address. Verification keeps Quad a students-only community.',
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
    title: 'Connect and share',
    body: 'Browse compatible roommates, start conversations and submit content to your university page.',
  },
] as const;

export const faqs = [
  {
    question: 'Is Quad free to use?',
    answer:
      'Yes. Creating an account, building a profile, browsing roommates and submitting content are all free for students.',
  },
  {
    question: 'Why do I need a university email address?',
    answer:
      'University email verification is required for safety. It makes sure everyone you meet on Quad is a real student at a real school.',
  },
  {
    question: 'How long does profile approval take?',
    answer:
      'Every profile is reviewed by our team before it becomes visible to other students. Approval usually takes 24 to 48 hours, and we will tell you if anything needs to change.',
  },
  {
    question: 'How does my content get featured?',
    answer:
      "Submit a photo with a caption for your university. Managers review submissions and schedule the best ones on your university's Instagram page.",
  },
  {
    question: 'Can I delete my account and data?',
    answer:
      'Absolutely. From Data Management you can export everything we hold about you as a text file, or delete your account permanently.',
  },
] as const;

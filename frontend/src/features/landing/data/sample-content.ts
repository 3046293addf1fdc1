/**
 * Hard-coded content of the landing page: the illustrative sample people, posts and testimonials
 * (spec section 1), the steps and the FAQ. The figures are real: see ../api/get-landing-figures.ts.
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

export const steps = [
  {
    title: 'Create your account',
    body: 'Sign up with your university email address and confirm it from the link we email you.',
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
      "Your university's managers schedule posts for its Instagram page from Quad. Sending in your own photos is coming soon.",
  },
  {
    question: 'Can I delete my account and data?',
    answer:
      'Absolutely. From Data Management you can download a copy of your data as a text file, or delete your account permanently.',
  },
] as const;

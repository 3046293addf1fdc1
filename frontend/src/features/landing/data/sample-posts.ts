/**
 * Illustrative posts of the landing page's Recently Featured (spec section 1), shown, labelled as
 * samples, only while no university has featured anything yet.
 */

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

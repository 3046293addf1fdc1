import type { FeaturedPost, LikeAccess } from '@/features/featured/types';
import { useSession } from '@/lib/auth';
import { membershipStatus, useMembership, type Membership, type MembershipRule } from '@/lib/membership';

/**
 * The server's rule for liking a featured post (application submissions/featured.rs `like`): anyone
 * whose membership at the post's university is not `none`, i.e. a verified address there, or a
 * university with no e-mail domain that takes students without one. That second case needs the
 * university's rule, which a university's own page has; elsewhere (Saved) only the proven
 * universities count.
 */
export function likeAccessFor(membership: Membership, post: FeaturedPost, university?: MembershipRule): LikeAccess {
  if (membership.universities.some(({ id }) => id === post.university.id)) return 'allowed';
  if (university?.id === post.university.id && membershipStatus(membership, university) !== 'none') return 'allowed';
  return 'not-member';
}

/**
 * Whether the signed-in person may like each featured post, from their membership (GET
 * /auth/university-email, the cached answer Settings and the wizards share): featured does not
 * know memberships, so the app passes this to its cards. `university`: the page's own, when the
 * posts are all of one. Unknown while the membership is read; should it fail, the toggle stays
 * and the server decides, as before.
 */
export function useFeaturedLikeAccess(university?: MembershipRule): (post: FeaturedPost) => LikeAccess {
  const signedIn = useSession((state) => state.isAuthenticated);
  const membership = useMembership();
  return (post) => {
    // A guest is offered a way to sign in instead, whatever this says.
    if (!signedIn || membership.isError) return 'allowed';
    if (!membership.data) return 'unknown';
    return likeAccessFor(membership.data, post, university);
  };
}

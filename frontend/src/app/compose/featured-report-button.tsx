import type { FeaturedPost } from '@/features/featured/types';
import { ReportButton } from '@/features/reports/components/report-button';
import { useSession } from '@/lib/auth';

/**
 * Reports' button on a featured post, for signed-in students (staff have their own tools; a guest
 * signs in first, as for likes and saves). The features do not know each other; they meet here.
 */
export function FeaturedReportButton({ post }: { post: FeaturedPost }) {
  const isStudent = useSession((state) => state.isAuthenticated && state.user?.role === 'user');
  if (!isStudent) return null;
  return <ReportButton kind="post" targetId={post.id} className="ml-auto min-h-11" />;
}

import { PrevNextPager } from '@/components/ui/prev-next-pager';

interface RoommatePagerProps {
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/** The pages of /roommates: Previous and Next around "Page X of Y" (shared with Saved). */
export function RoommatePager(props: RoommatePagerProps) {
  return <PrevNextPager label="Pages of students" {...props} />;
}

import { ListOrdered, SlidersHorizontal, UserCheck, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { buttonClasses } from '@/components/ui/button';
import { paths } from '@/config/paths';

/** How matching works, as the roommate pages do it: no student, name or figure in it. */
const matchingSteps: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: SlidersHorizontal,
    title: 'Say how you live',
    body: 'Your sleep schedule, cleanliness, guests, studying and more; what you look for in a roommate, and how much each thing matters to you.',
  },
  {
    icon: ListOrdered,
    title: 'See who fits, best match first',
    body: 'Students at your university looking for a roommate, with a match percentage once there is enough to compare, and the reasons behind it: what raises it and what lowers it.',
  },
  {
    icon: UserCheck,
    title: 'Connect when you are ready',
    body: 'Mark a student as Interested (they are told only if they are interested in you too) or send them a request.',
  },
];

const TITLE_ID = 'roommates-title';

/** For guests: how matching works, and the way in. */
function HowMatchingWorks({ startPath }: { startPath: string }) {
  return (
    <section aria-labelledby={TITLE_ID} className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto grid max-w-7xl items-center gap-14 px-4 sm:px-6 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">Roommate Finder</p>
          <h2 id={TITLE_ID} className="mt-2 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
            How roommate matching works
          </h2>
          <p className="mt-4 text-lg leading-8 text-slate-600">
            Quad compares what you and other students at your university answered, and what each of you looks for in a
            roommate. Every profile is reviewed before other students see it.
          </p>
          <Link to={startPath} className={buttonClasses('primary', 'lg', 'mt-8')}>
            Create your account
          </Link>
        </div>

        <ol className="space-y-4 lg:col-span-3">
          {matchingSteps.map(({ icon: Icon, title, body }) => (
            <li key={title} className="flex gap-4 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-bold text-slate-900">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-600">{body}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** While a signed-in student's matches are on their way. */
export function MatchesLoading() {
  return (
    <p role="status" className="py-10 text-center text-sm font-medium text-slate-600">
      Loading your matches...
    </p>
  );
}

interface RoommatesSectionProps {
  /** Where the guest's "Create your account" leads. */
  startPath?: string;
  /**
   * A signed-in student's own best matches, or what they must do first (the app composes them from
   * the roommate pages; they bring their own heading). Without them, guests read how matching works.
   */
  matches?: ReactNode;
}

/** The roommate band of the landing page: a student's own matches, or for guests how matching works. */
export function RoommatesSection({ startPath = paths.register, matches }: RoommatesSectionProps) {
  if (matches === undefined) return <HowMatchingWorks startPath={startPath} />;
  return (
    <div className="bg-slate-50 py-20 sm:py-28">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">{matches}</div>
    </div>
  );
}

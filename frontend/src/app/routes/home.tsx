import { ArrowRight, CheckCircle2, Clock, Database, School, Sparkles, UserPlus, XCircle, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

import { ButtonLink } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/list-states';
import { paths, universityPagePath } from '@/config/paths';
import { useMyProfile } from '@/features/profiles/api/get-my-profile';
import type { Profile } from '@/features/profiles/types';
import { TopMatches } from '@/features/roommates/components/top-matches';
import { roommateAccess } from '@/features/roommates/utils/access';
import { useUniversity } from '@/features/universities/api/get-university';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { getErrorMessage } from '@/lib/api/errors';
import { useSession } from '@/lib/auth';

import { RoommateSaveButton } from '../compose/roommate-save-button';

const PROFILE_LOAD_FAILED = 'Failed to load profile information';

const faqLink = (
  <Link to={paths.faq} className="font-semibold text-brand-700 hover:underline">
    Read the FAQ
  </Link>
);

const TONES = {
  amber: { panel: 'bg-amber-50 ring-amber-200 text-amber-900', icon: 'text-amber-600' },
  rose: { panel: 'bg-rose-50 ring-rose-200 text-rose-900', icon: 'text-rose-600' },
  emerald: { panel: 'bg-emerald-50 ring-emerald-200 text-emerald-900', icon: 'text-emerald-600' },
  brand: { panel: 'bg-brand-50 ring-brand-200 text-brand-900', icon: 'text-brand-600' },
} as const;

/** A coloured panel with an icon: the profile's state. */
function StatusPanel({
  icon: Icon,
  tone,
  title,
  children,
}: {
  icon: LucideIcon;
  tone: keyof typeof TONES;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="home-status-title" className={`rounded-2xl p-6 ring-1 ${TONES[tone].panel}`}>
      <Icon aria-hidden="true" className={`size-8 ${TONES[tone].icon}`} />
      <h2 id="home-status-title" className="mt-3 text-xl font-bold">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-sm">{children}</div>
    </section>
  );
}

function RejectionReason({ reason }: { reason?: string | null }) {
  return <p className="rounded-lg bg-white p-3 text-sm text-slate-800 ring-1 ring-rose-200">{reason?.trim() || 'No reason given'}</p>;
}

/** No profile yet: the first step. */
function NoProfile() {
  return (
    <StatusPanel icon={UserPlus} tone="brand" title="Create your profile">
      <p>Tell other students about yourself and what you want in a roommate. Once a moderator approves it (usually 24 to 48 hours), you will see your best matches here.</p>
      <ButtonLink to={paths.profileCreate}>Create your profile</ButtonLink>
    </StatusPanel>
  );
}

/** Spec 2.5: the profile waits for review. */
function Pending() {
  return (
    <StatusPanel icon={Clock} tone="amber" title="Profile Pending Approval">
      <p>Thanks for submitting your profile! Our team reviews every profile; approval usually takes 24 to 48 hours.</p>
      <p>{faqLink}</p>
    </StatusPanel>
  );
}

/** Spec 2.5: the profile was rejected, with the reason and Edit and Resubmit. */
function Rejected({ reason }: { reason?: string | null }) {
  return (
    <StatusPanel icon={XCircle} tone="rose" title="Profile Rejected">
      <p>Your profile was not approved for the following reason:</p>
      <RejectionReason reason={reason} />
      <div className="flex flex-wrap items-center gap-4">
        <ButtonLink to={paths.profileCreate}>Edit and Resubmit</ButtonLink>
        {faqLink}
      </div>
    </StatusPanel>
  );
}

/** The approved student's status: approved, an edit under review or rejected, or hidden while not looking. */
function ApprovedStatus({ profile }: { profile: Profile }) {
  const profileLink = (
    <Link to={paths.profile} className="font-semibold text-emerald-800 hover:underline">
      View your profile
    </Link>
  );
  if (profile.profileStatus === 'pending') {
    return (
      <StatusPanel icon={Clock} tone="amber" title="Your profile is approved">
        <p>Your changes are under review; other students see your approved profile until then.</p>
        <p>{faqLink}</p>
      </StatusPanel>
    );
  }
  if (profile.profileStatus === 'rejected') {
    return (
      <StatusPanel icon={XCircle} tone="rose" title="Your profile is approved">
        <p>Your latest changes were not approved; other students still see your approved profile. The reason:</p>
        <RejectionReason reason={profile.profileRejectionReason} />
        <div className="flex flex-wrap items-center gap-4">
          <ButtonLink to={paths.profileCreate}>Edit and Resubmit</ButtonLink>
          {faqLink}
        </div>
      </StatusPanel>
    );
  }
  return (
    <StatusPanel icon={CheckCircle2} tone="emerald" title="Your profile is approved">
      {profile.visibleToRoommates ? (
        <p>Other students at {profile.universityName} can find you.</p>
      ) : (
        <p>
          While you are not looking for a roommate, only students you are connected with, or have a request with, see your profile.{' '}
          <Link to={paths.profileEdit} className="font-semibold text-emerald-800 hover:underline">
            Edit your profile
          </Link>{' '}
          to start looking.
        </p>
      )}
      <p>{profileLink}</p>
    </StatusPanel>
  );
}

/** The student's university, leading to its own page once its address is known. */
function YourUniversity({ id, name }: { id: string; name: string }) {
  const university = useUniversity(id);
  const slug = university.data?.slug;
  return (
    <section aria-labelledby="your-university-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="your-university-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <School aria-hidden="true" className="size-5 text-brand-600" />
        Your university
      </h2>
      <p className="mt-3 text-base [overflow-wrap:anywhere]">
        {slug ? (
          <Link to={universityPagePath(slug)} className="inline-flex items-center gap-1.5 font-semibold text-brand-700 hover:underline">
            {name}
            <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
          </Link>
        ) : (
          <span className="font-semibold text-slate-900">{name}</span>
        )}
      </p>
      <p className="mt-1 text-sm text-slate-600">Its page shows featured student content and how to get yours featured.</p>
    </section>
  );
}

interface NextStep {
  to: string;
  title: string;
  description: string;
  icon: LucideIcon;
}

function nextSteps(profile: Profile): NextStep[] {
  const steps: NextStep[] = [];
  if (Object.keys(profile.roommateExpectations ?? {}).length === 0) {
    steps.push({
      to: paths.profileEdit,
      title: 'Tell us what you want in a roommate',
      description: 'Your matches get better when we know what matters to you.',
      icon: Sparkles,
    });
  }
  steps.push(
    { to: paths.universities, title: 'Browse universities', description: 'See what students share at other universities.', icon: School },
    { to: paths.dataManagement, title: 'Manage your data', description: 'Download a copy of your data, or delete your account.', icon: Database },
  );
  return steps;
}

function WhatNext({ profile }: { profile: Profile }) {
  return (
    <section aria-labelledby="what-next-title" className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
      <h2 id="what-next-title" className="text-lg font-bold text-slate-900">
        What to do next
      </h2>
      <ul className="mt-4 space-y-3">
        {nextSteps(profile).map(({ to, title, description, icon: Icon }) => (
          <li key={to}>
            <Link to={to} className="group flex items-start gap-3 rounded-xl p-2 -m-2 hover:bg-slate-50">
              <span className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-600">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <span className="min-w-0">
                <span className="block text-sm font-semibold text-slate-900 group-hover:text-brand-700">{title}</span>
                <span className="block text-sm text-slate-600">{description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

function HomeContent() {
  const profile = useMyProfile();
  if (profile.isPending) return <LoadingState label="Loading your profile..." />;
  if (profile.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(profile.error, PROFILE_LOAD_FAILED)}
      </p>
    );
  }
  const data = profile.data;
  if (!data) return <NoProfile />;
  const access = roommateAccess(data);
  if (access.kind === 'pending') return <Pending />;
  if (access.kind === 'rejected') return <Rejected reason={data.profileRejectionReason} />;
  return (
    <div className="space-y-10">
      <ApprovedStatus profile={data} />
      <TopMatches renderCardAction={(roommate) => <RoommateSaveButton roommate={roommate} />} />
      <div className="grid gap-6 md:grid-cols-2">
        <YourUniversity id={data.university} name={data.universityName} />
        <WhatNext profile={data} />
      </div>
    </div>
  );
}

/** /home: the signed-in student's home: their profile's state, their best matches, their university and next steps. */
export default function HomeRoute() {
  useDocumentTitle('Home');
  const firstName = useSession((state) => state.user?.firstName?.trim());
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14 lg:px-8">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
        {firstName ? `Welcome, ${firstName}` : 'Welcome to Quad'}
      </h1>
      <div className="mt-8">
        <HomeContent />
      </div>
    </div>
  );
}

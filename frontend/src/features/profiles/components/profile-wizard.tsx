import { useQueryClient } from '@tanstack/react-query';
import { History, LoaderCircle } from 'lucide-react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { DraftStatus } from '@/components/ui/draft-status';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError, getErrorMessage } from '@/lib/api/errors';
import { displayName, useSession } from '@/lib/auth';
import { type Catalogues, useCatalogues } from '@/lib/catalogues';
import { invalidateMembership, membershipStatus, notAMemberMessage, useMembership, type Membership } from '@/lib/membership';

import { useMyProfile } from '../api/get-my-profile';
import { useProfileDraft } from '../api/get-profile-draft';
import { useUniversityChoice, type UniversityChoice } from '../api/search-universities';
import { useSubmitProfile } from '../api/submit-profile';
import { uploadProfilePhoto } from '../api/upload-profile-photo';
import { useProfileDraftAutosave } from '../hooks/use-profile-draft-autosave';
import { useWizardStep } from '../hooks/use-wizard-step';
import type {
  DraftPhoto,
  Profile,
  ProfileDraft,
  ProfileDraftDto,
  RoommateExpectations,
  RoommatePreferences,
} from '../types';
import { draftBody, draftFromServer, serializeDraft } from '../utils/draft';
import { expectationsFrom } from '../utils/expectations';
import { defaultGraduationYear, type ProfileInfoInput } from '../utils/info-input';
import { PROFILE_MESSAGES } from '../utils/messages';
import { photosFromUrls } from '../utils/photos';
import { emptyPreferences, preferencesFrom } from '../utils/preferences';
import { socialMediaFrom } from '../utils/social-media';

import { InfoStep } from './info-step';
import { PhotosStep } from './photos-step';
import { ProfileCard } from './profile-card';
import { ExpectationsSummary } from './roommate-expectations';
import { StepIndicator, WIZARD_STEPS } from './step-indicator';
import { UniversityStep, type BlockedUniversity } from './university-step';

/** Said above the submit button when an approved profile is edited (the product decision of issue 10). */
export const CHANGES_GO_TO_REVIEW =
  'Your changes go to review. Until they are approved, other students keep seeing your profile as it is now.';
/** The same, when an earlier edit of an approved profile is still waiting for review. */
export const CHANGES_GO_TO_REVIEW_AGAIN =
  'Your changes go to review. Until they are approved, other students keep seeing your last approved profile.';

/** What to say before an edit is submitted: null when nobody sees an approved version of the profile. */
export function reviewNotice(profile: Profile | null): string | null {
  if (!profile) return null;
  if (profile.profileStatus === 'approved') return CHANGES_GO_TO_REVIEW;
  return profile.visibleToRoommates ? CHANGES_GO_TO_REVIEW_AGAIN : null;
}

/** The wizard filled from the student's profile (every field, photos included), or empty without one. */
export function draftFromProfile(catalogues: Catalogues, profile: Profile | null): ProfileDraft {
  const photos = profile ? (profile.profileImages.length > 0 ? profile.profileImages : profile.profileImage ? [profile.profileImage] : []) : [];
  return {
    university: profile?.university ?? '',
    universityName: profile?.universityName ?? '',
    major: profile?.major ?? '',
    graduationYear: profile?.graduationYear ?? defaultGraduationYear(),
    bio: profile?.bio ?? '',
    socialMedia: socialMediaFrom(profile?.socialMedia),
    photos: photosFromUrls(photos),
    roommatePreferences: profile
      ? preferencesFrom(profile.roommatePreferences, catalogues.preferences)
      : emptyPreferences(catalogues.preferences),
    roommateExpectations: profile ? expectationsFrom(profile.roommateExpectations, catalogues.preferences) : {},
  };
}

/** The furthest step the draft can show: each step needs the ones before it done. */
export function reachableStep(draft: ProfileDraft): number {
  if (!draft.university) return 1;
  if (draft.photos.length === 0) return 2;
  if (!draft.major || draft.bio.trim() === '' || draft.graduationYear === '') return 3;
  return 4;
}

/** The server refused to submit university `id` (`message`) while the student's membership was `membership`. */
interface UniversityRefusal {
  id: string;
  message: string;
  membership: Membership;
}

/**
 * Why the student cannot submit the chosen university, or null: the server's answer to a submit for
 * it (until the membership changes), else its rule (which needs the university's details, read by id;
 * while they load: null).
 */
function blockedUniversity(
  id: string,
  membership: Membership,
  university: UniversityChoice | undefined,
  refusal: UniversityRefusal | null,
): BlockedUniversity | null {
  const known = university?.id === id ? university : undefined;
  const canVerify = known ? known.emailDomains.length > 0 : true;
  const notOpen = known && !known.open ? known : undefined;
  if (id !== '' && refusal?.id === id && refusal.membership === membership) return { message: refusal.message, canVerify, notOpen };
  if (!known || membershipStatus(membership, known) !== 'none') return null;
  return { message: notAMemberMessage(known), canVerify, notOpen };
}

function withInfo(draft: ProfileDraft, values: ProfileInfoInput): ProfileDraft {
  return {
    ...draft,
    graduationYear: values.graduationYear === '' ? '' : Number(values.graduationYear),
    major: values.major,
    bio: values.bio,
    socialMedia: socialMediaFrom(values),
  };
}

interface ProfileWizardProps {
  /** Offered when the student's university is not listed (the app passes "Request Your University"). */
  requestUniversity?: ReactNode;
  /**
   * How the student proves they study at a university that asks for an address there (the app
   * passes the form that mails the link and waits for it): shown on the first step.
   */
  proveMembership?: (university: UniversityChoice) => ReactNode;
  /**
   * "Tell me when it opens", for a university nobody can join yet (the app passes the universities'
   * own): offered on the first step beside the reason it cannot be picked.
   */
  openingAlert?: (university: UniversityChoice) => ReactNode;
  /**
   * Opens on the university step whatever step the draft was on: back from proving membership away
   * from the app (at Google), which the student left from that step.
   */
  startOnUniversityStep?: boolean;
}

/**
 * The profile wizard of spec 2.5, on /profile/create, /create and /profile/edit alike: prefilled from
 * GET /profile/me when the student has a profile, or from their draft on the server (which wins).
 * It opens once the student's membership, and the rule of the university the draft or profile holds,
 * are known: a university they cannot join keeps them on the first step.
 */
export function ProfileWizard({ requestUniversity, proveMembership, openingAlert, startOnUniversityStep = false }: ProfileWizardProps) {
  const catalogues = useCatalogues();
  const profile = useMyProfile();
  const savedDraft = useProfileDraft();
  const membership = useMembership();
  const loaded = !profile.isPending && !savedDraft.isPending;
  const heldUniversity = loaded ? (savedDraft.data ? (savedDraft.data.university ?? '') : (profile.data?.university ?? '')) : '';
  // A university gone since (an error) has no rule to check: the server answers the submit.
  const held = useUniversityChoice(heldUniversity);
  const userId = useSession((state) => state.user?.id ?? null);
  if (catalogues.isPending || !loaded || membership.isPending || held.isLoading) return <Spinner label="Loading..." />;
  if (catalogues.isError || profile.isError || savedDraft.isError || membership.isError) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(catalogues.error ?? profile.error ?? savedDraft.error ?? membership.error, PROFILE_MESSAGES.loadFailed)}
      </p>
    );
  }
  return (
    <WizardSteps
      key={userId}
      catalogues={catalogues.data}
      profile={profile.data}
      savedDraft={savedDraft.data}
      membership={membership.data}
      heldUniversity={held.data}
      requestUniversity={requestUniversity}
      proveMembership={proveMembership}
      openingAlert={openingAlert}
      startOnUniversityStep={startOnUniversityStep}
    />
  );
}

interface WizardStepsProps {
  catalogues: Catalogues;
  profile: Profile | null;
  /** The draft kept on the server (GET /profile/draft), or null. */
  savedDraft: ProfileDraftDto | null;
  /** Where the student has shown they study (GET /auth/university-email). */
  membership: Membership;
  /** The university the draft or profile holds as the wizard opens, when known. */
  heldUniversity: UniversityChoice | undefined;
  requestUniversity?: ReactNode;
  proveMembership?: (university: UniversityChoice) => ReactNode;
  openingAlert?: (university: UniversityChoice) => ReactNode;
  startOnUniversityStep: boolean;
}

function WizardSteps({
  catalogues,
  profile,
  savedDraft,
  membership,
  heldUniversity,
  requestUniversity,
  proveMembership,
  openingAlert,
  startOnUniversityStep,
}: WizardStepsProps) {
  const [start] = useState(() => {
    const stored = savedDraft ? draftFromServer(savedDraft, catalogues) : null;
    const fromProfile = draftFromProfile(catalogues, profile);
    const held = stored?.draft ?? fromProfile;
    const joinable = blockedUniversity(held.university, membership, heldUniversity, null) === null;
    return {
      stored,
      // Without a step in the address: the draft's, as far as it reaches as it opens (the first while
      // its university cannot be joined, so choosing another goes on from there, or when asked).
      step: stored && joinable && !startOnUniversityStep ? Math.min(stored.step, reachableStep(stored.draft)) : 1,
      fromProfile,
      // What the server holds, as this wizard would send it.
      held: stored ? draftBody(stored.draft, stored.step, catalogues) : null,
    };
  });
  const [draft, setDraft] = useState<ProfileDraft>(start.stored?.draft ?? start.fromProfile);
  const [restored, setRestored] = useState(start.stored !== null);
  // What the wizard started from: opening the wizard and clicking through it saves nothing.
  const [baseline, setBaseline] = useState(() => serializeDraft(start.stored?.draft ?? start.fromProfile, catalogues));
  // Bumped when the draft is discarded, so the steps start over from the profile.
  const [generation, setGeneration] = useState(0);
  const [upload, setUpload] = useState<{ done: number; total: number } | null>(null);
  // From the click on Submit until it failed (or for good once it succeeded).
  const [sending, setSending] = useState(false);
  const submit = useSubmitProfile();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  // The server's answer to a submit about the university (e.g. it needs a verified address).
  const [universityRefusal, setUniversityRefusal] = useState<UniversityRefusal | null>(null);
  const queryClient = useQueryClient();
  const chosen = useUniversityChoice(draft.university);
  const blocked = blockedUniversity(draft.university, membership, chosen.data, universityRefusal);
  // A university the student cannot join keeps the wizard on the first step, where it says why.
  const { step, goTo, back, restart } = useWizardStep(blocked ? 1 : reachableStep(draft), WIZARD_STEPS.length, start.step);
  const known = chosen.data?.id === draft.university ? chosen.data : undefined;
  // The chosen university asks for an address there, proven on this step.
  const proving = Boolean(blocked?.canVerify && known && proveMembership);
  const joinable = blocked === null;
  // The student waits on the first step for the link of the university they chose: once it is opened
  // (on any device: the live stream reads the membership again), the wizard moves on by itself.
  const waitingFor = useRef<string | null>(null);
  useEffect(() => {
    if (step !== 1) {
      waitingFor.current = null;
    } else if (proving) {
      waitingFor.current = draft.university;
    } else if (joinable && known && waitingFor.current === draft.university) {
      waitingFor.current = null;
      toast.success(`Confirmed: you study at ${known.name}.`);
      goTo(2);
    }
  }, [step, proving, joinable, known, draft.university, goTo]);
  // Only a draft that differs from where the wizard started is saved (with its step); brought back
  // there, the server holds what it held then: the restored draft, or none.
  const changed = serializeDraft(draft, catalogues) !== baseline;
  const autosave = useProfileDraftAutosave(changed ? draftBody(draft, step, catalogues) : restored ? start.held : null, start.held);
  const uploading = draft.photos.some((photo) => photo.uploading);
  const busy = sending || upload !== null || submit.isPending;
  const notice = reviewNotice(profile);
  const labels = Object.fromEntries(catalogues.preferences.map(({ key, label }) => [key, label]));

  const change = useCallback((update: (current: ProfileDraft) => ProfileDraft) => setDraft(update), []);
  const changePhotos = useCallback(
    (update: (photos: DraftPhoto[]) => DraftPhoto[]) => change((current) => ({ ...current, photos: update(current.photos) })),
    [change],
  );
  const changeInfo = useCallback((values: ProfileInfoInput) => change((current) => withInfo(current, values)), [change]);
  const changePreferences = useCallback(
    (roommatePreferences: RoommatePreferences) => change((current) => ({ ...current, roommatePreferences })),
    [change],
  );
  const changeExpectations = useCallback(
    (roommateExpectations: RoommateExpectations) => change((current) => ({ ...current, roommateExpectations })),
    [change],
  );

  // Each new step's heading takes the focus, so keyboard and screen reader users start at its top.
  const stepRef = useRef<HTMLDivElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    const heading = stepRef.current?.querySelector('h2');
    if (heading) {
      heading.tabIndex = -1;
      heading.focus();
    }
  }, [step]);

  // The draft kept on the server goes (DELETE /profile/draft): the wizard keeps nothing any more.
  const discard = () => {
    setDraft(start.fromProfile);
    setBaseline(serializeDraft(start.fromProfile, catalogues));
    setRestored(false);
    setGeneration((value) => value + 1);
    restart();
  };

  const send = async () => {
    if (draft.photos.length === 0) {
      toast.error(PROFILE_MESSAGES.atLeastOnePhoto);
      return;
    }
    setSending(true);
    // No save may land after the submit, which deletes the draft: the one under way ends first.
    const saving = autosave.pause();
    const giveUp = () => {
      setSending(false);
      autosave.resume();
    };
    // Photos whose upload failed on step 2 are tried again here.
    const fresh = draft.photos.filter((photo) => photo.file);
    const urls: string[] = [];
    if (fresh.length > 0) {
      setUpload({ done: 0, total: fresh.length });
      let done = 0;
      try {
        for (const photo of draft.photos) {
          if (photo.file) {
            urls.push(await uploadProfilePhoto(photo.file));
            done += 1;
            setUpload({ done, total: fresh.length });
          } else {
            urls.push(photo.url);
          }
        }
      } catch {
        setUpload(null);
        toast.error(PROFILE_MESSAGES.photosUploadFailed);
        giveUp();
        return;
      }
      setUpload(null);
      toast.success(PROFILE_MESSAGES.photosUploaded);
      // The uploaded photos are kept, so a failed submit does not upload them again.
      change((current) => ({ ...current, photos: photosFromUrls(urls) }));
    } else {
      urls.push(...draft.photos.map((photo) => photo.url));
    }
    await saving;
    submit.mutate(
      {
        university: draft.university,
        major: draft.major,
        graduationYear: Number(draft.graduationYear),
        bio: draft.bio,
        socialMedia: draft.socialMedia,
        profileImages: urls,
        roommatePreferences: draft.roommatePreferences,
        roommateExpectations: draft.roommateExpectations,
      },
      {
        // The server deleted the draft with the submit; the saving stays paused.
        onSuccess: (result) => {
          toast.success(result.message || PROFILE_MESSAGES.created);
          void navigate(paths.profile);
        },
        onError: (error) => {
          giveUp();
          const university = error instanceof ApiError ? error.fields.university : undefined;
          // Said on the university step, which the wizard goes back to (the university cannot be submitted).
          if (university) {
            setUniversityRefusal({ id: draft.university, message: university, membership });
            // The membership may have changed elsewhere (an address removed in another tab).
            void invalidateMembership(queryClient);
          } else {
            toast.error(getErrorMessage(error, PROFILE_MESSAGES.createFailed));
          }
        },
      },
    );
  };

  return (
    <div>
      {restored && (
        <div
          role="status"
          className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-brand-50 p-4 text-sm text-brand-900 ring-1 ring-brand-200"
        >
          <p className="flex items-center gap-2">
            <History aria-hidden="true" className="size-4 shrink-0" />
            We restored the draft you had not submitted yet.
          </p>
          <Button variant="secondary" size="sm" onClick={discard}>
            Discard draft
          </Button>
        </div>
      )}
      <StepIndicator step={step} />
      <DraftStatus status={autosave.status} className="-mt-5 mb-5 text-right" />
      <div key={generation} ref={stepRef}>
        {step === 1 && (
          <UniversityStep
            selectedId={draft.university}
            membership={membership}
            blocked={blocked}
            onSelect={(id, name) => change((current) => ({ ...current, university: id, universityName: name }))}
            onContinue={() => goTo(2)}
            requestAction={requestUniversity}
            proof={proving && known && proveMembership ? proveMembership(known) : null}
            openingAlert={openingAlert}
          />
        )}
        {step === 2 && <PhotosStep photos={draft.photos} onChange={changePhotos} onBack={back} onContinue={() => goTo(3)} />}
        {step === 3 && (
          <InfoStep
            draft={draft}
            catalogues={catalogues}
            onPreferencesChange={changePreferences}
            onExpectationsChange={changeExpectations}
            onValuesChange={changeInfo}
            onBack={(values) => {
              changeInfo(values);
              back();
            }}
            onContinue={(values) => {
              changeInfo(values);
              goTo(4);
            }}
          />
        )}
        {step === 4 && (
          <section aria-labelledby="preview-title">
            <h2 id="preview-title" className="mb-4 text-xl font-bold text-slate-900">
              Your Profile Preview
            </h2>
            <ProfileCard
              labels={labels}
              profile={{ ...draft, name: displayName(user), photos: draft.photos.map((photo) => photo.url).filter(Boolean) }}
            />
            <ExpectationsSummary catalogues={catalogues.preferences} expectations={draft.roommateExpectations} />
            {upload && (
              <div role="status" className="mt-4 text-sm text-slate-700">
                <p>{`Uploading photos... ${upload.done}/${upload.total}`}</p>
                <progress max={upload.total} value={upload.done} aria-label="Photo upload progress" className="mt-1 w-full" />
              </div>
            )}
            {notice && (
              <p
                id="changes-go-to-review"
                className="mt-6 rounded-xl bg-amber-50 p-4 text-sm font-medium text-amber-900 ring-1 ring-amber-200"
              >
                {notice}
              </p>
            )}
            <div className="mt-6 flex justify-between gap-3">
              <Button variant="secondary" onClick={back} disabled={busy}>
                Back
              </Button>
              <Button
                onClick={() => void send()}
                disabled={busy || uploading}
                aria-describedby={notice ? 'changes-go-to-review' : undefined}
              >
                {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
                {busy ? 'Submitting...' : notice ? 'Submit changes for review' : 'Submit Profile'}
              </Button>
            </div>
          </section>
        )}
      </div>
    </div>
  );
}

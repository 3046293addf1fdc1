import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';

import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { getErrorMessage } from '@/lib/api/errors';
import { displayName, useSession } from '@/lib/auth';

import { useCatalogues } from '../api/get-catalogues';
import { useMyProfile } from '../api/get-my-profile';
import { useSubmitProfile } from '../api/submit-profile';
import { uploadProfilePhoto } from '../api/upload-profile-photo';
import type { Catalogues, Profile, ProfileDraft } from '../types';
import { defaultGraduationYear, type ProfileInfoInput } from '../utils/info-input';
import { PROFILE_MESSAGES } from '../utils/messages';
import { photosFromUrls } from '../utils/photos';
import { emptyPreferences, preferencesFrom } from '../utils/preferences';
import { socialMediaFrom } from '../utils/social-media';

import { InfoStep } from './info-step';
import { PhotosStep } from './photos-step';
import { ProfileCard } from './profile-card';
import { StepIndicator } from './step-indicator';
import { UniversityStep } from './university-step';

function initialDraft(catalogues: Catalogues, profile: Profile | null): ProfileDraft {
  return {
    university: profile?.university ?? '',
    universityName: profile?.universityName ?? '',
    major: profile?.major ?? '',
    graduationYear: profile?.graduationYear ?? defaultGraduationYear(),
    bio: profile?.bio ?? '',
    socialMedia: socialMediaFrom(profile?.socialMedia),
    photos: photosFromUrls(profile?.profileImages ?? []),
    roommatePreferences: profile
      ? preferencesFrom(profile.roommatePreferences, catalogues.preferences)
      : emptyPreferences(catalogues.preferences),
  };
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

/** The profile wizard of spec 2.5 (create, or edit when `edit` prefills it from /profile/me). */
export function ProfileWizard({ edit = false }: { edit?: boolean }) {
  const catalogues = useCatalogues();
  const profile = useMyProfile();
  if (catalogues.isPending || (edit && profile.isPending)) return <Spinner label="Loading..." />;
  if (catalogues.isError || (edit && profile.isError)) {
    return (
      <p role="alert" className="rounded-xl bg-rose-50 p-4 text-sm text-rose-800">
        {getErrorMessage(catalogues.error ?? profile.error, PROFILE_MESSAGES.loadFailed)}
      </p>
    );
  }
  return <WizardSteps catalogues={catalogues.data} initial={initialDraft(catalogues.data, edit ? (profile.data ?? null) : null)} />;
}

function WizardSteps({ catalogues, initial }: { catalogues: Catalogues; initial: ProfileDraft }) {
  const [step, setStep] = useState(1);
  const [draft, setDraft] = useState(initial);
  const [upload, setUpload] = useState<{ done: number; total: number } | null>(null);
  const submit = useSubmitProfile();
  const navigate = useNavigate();
  const user = useSession((state) => state.user);
  const busy = upload !== null || submit.isPending;
  const labels = Object.fromEntries(catalogues.preferences.map(({ key, label }) => [key, label]));

  const send = async () => {
    if (draft.photos.length === 0) {
      toast.error(PROFILE_MESSAGES.atLeastOnePhoto);
      return;
    }
    const fresh = draft.photos.filter((photo) => photo.file);
    const urls: string[] = [];
    if (fresh.length > 0) {
      setUpload({ done: 0, total: fresh.length });
      try {
        for (const photo of draft.photos) {
          if (photo.file) {
            urls.push(await uploadProfilePhoto(photo.file));
            setUpload({ done: urls.filter(Boolean).length, total: fresh.length });
          } else {
            urls.push(photo.url);
          }
        }
      } catch {
        setUpload(null);
        toast.error(PROFILE_MESSAGES.photosUploadFailed);
        return;
      }
      setUpload(null);
      toast.success(PROFILE_MESSAGES.photosUploaded);
      // The uploaded photos are kept, so a failed submit does not upload them again.
      setDraft((current) => ({ ...current, photos: photosFromUrls(urls) }));
    } else {
      urls.push(...draft.photos.map((photo) => photo.url));
    }
    submit.mutate(
      {
        university: draft.university,
        major: draft.major,
        graduationYear: Number(draft.graduationYear),
        bio: draft.bio,
        socialMedia: draft.socialMedia,
        profileImages: urls,
        roommatePreferences: draft.roommatePreferences,
      },
      {
        onSuccess: (result) => {
          toast.success(result.message || PROFILE_MESSAGES.created);
          void navigate(paths.profile);
        },
        onError: (error) => toast.error(getErrorMessage(error, PROFILE_MESSAGES.createFailed)),
      },
    );
  };

  return (
    <div>
      <StepIndicator step={step} />
      {step === 1 && (
        <UniversityStep
          selectedId={draft.university}
          onSelect={(id, name) => setDraft({ ...draft, university: id, universityName: name })}
          onContinue={() => setStep(2)}
        />
      )}
      {step === 2 && (
        <PhotosStep
          photos={draft.photos}
          onChange={(photos) => setDraft({ ...draft, photos })}
          onBack={() => setStep(1)}
          onContinue={() => setStep(3)}
        />
      )}
      {step === 3 && (
        <InfoStep
          draft={draft}
          catalogues={catalogues}
          onPreferencesChange={(roommatePreferences) => setDraft({ ...draft, roommatePreferences })}
          onBack={(values) => {
            setDraft(withInfo(draft, values));
            setStep(2);
          }}
          onContinue={(values) => {
            setDraft(withInfo(draft, values));
            setStep(4);
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
          {upload && (
            <div role="status" className="mt-4 text-sm text-slate-700">
              <p>{`Uploading photos... ${upload.done}/${upload.total}`}</p>
              <progress max={upload.total} value={upload.done} aria-label="Photo upload progress" className="mt-1 w-full" />
            </div>
          )}
          <div className="mt-6 flex justify-between">
            <Button variant="secondary" onClick={() => setStep(3)} disabled={busy}>
              Back
            </Button>
            <Button onClick={() => void send()} disabled={busy}>
              {busy && <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />}
              {busy ? 'Submitting...' : 'Submit Profile'}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

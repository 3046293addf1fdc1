import { Camera, LoaderCircle } from 'lucide-react';
import { useId, useState, type ChangeEvent } from 'react';
import { toast } from 'react-toastify';

import { FailureAlert, useAttemptAlert } from '@/components/form/form-alert';
import { buttonClasses } from '@/components/ui/button';
import { SettingsCard } from '@/components/ui/settings-card';
import { MAX_IMAGE_BYTES } from '@/config/constants';
import { getErrorMessage } from '@/lib/api/errors';
import { useSession, type User } from '@/lib/auth';

import { PROFILE_PICTURE_FAILED_MESSAGE, useUpdateProfilePicture } from '../api/update-profile-picture';

export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const IMAGE_TOO_LARGE_MESSAGE = 'Image must be less than 5MB';
export const PICTURE_UPDATED_MESSAGE = 'Profile picture updated';

const ACCEPTED_TYPES = 'image/jpeg,image/png,image/gif,image/webp';

function initialsOf(user: User | null): string {
  if (!user) return '?';
  const letters = `${user.firstName.trim().charAt(0)}${user.lastName.trim().charAt(0)}`;
  return (letters || user.username.charAt(0) || '?').toUpperCase();
}

/** The person's picture, or their initials when there is none (or it does not load). */
function Avatar({ user }: { user: User | null }) {
  const [failed, setFailed] = useState<string | null>(null);
  const src = user?.profileImage;
  if (src && failed !== src) {
    return (
      <img
        src={src}
        alt="Your profile picture"
        onError={() => setFailed(src)}
        className="size-20 shrink-0 rounded-full bg-brand-100 object-cover ring-2 ring-slate-200 sm:size-24"
      />
    );
  }
  return (
    <span
      role="img"
      aria-label="Your initials (no profile picture yet)"
      className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 text-2xl font-bold text-brand-800 ring-2 ring-slate-200 sm:size-24"
    >
      {initialsOf(user)}
    </span>
  );
}

/** Settings: the avatar, replaced by choosing an image (uploaded at once; the header follows). */
export function ProfilePictureCard() {
  const inputId = useId();
  const user = useSession((state) => state.user);
  const upload = useUpdateProfilePicture();
  const { alert: failure, show: showFailure, clear: clearFailure } = useAttemptAlert();

  const fail = (message: string) => showFailure({ message });

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure.
    event.target.value = '';
    if (!file) return;
    if (!file.type.startsWith('image/')) return fail(NOT_AN_IMAGE_MESSAGE);
    if (file.size > MAX_IMAGE_BYTES) return fail(IMAGE_TOO_LARGE_MESSAGE);
    clearFailure();
    upload.mutate(file, {
      onSuccess: () => toast.success(PICTURE_UPDATED_MESSAGE),
      onError: (error) => fail(getErrorMessage(error, PROFILE_PICTURE_FAILED_MESSAGE)),
    });
  };

  return (
    <SettingsCard
      id="picture"
      title="Profile picture"
      icon={Camera}
      description="Shown in the header and next to what you post. JPG, PNG, GIF or WebP, up to 5 MB."
    >
      <div className="flex flex-col gap-5 sm:flex-row sm:items-center">
        <Avatar user={user} />
        <div className="min-w-0 space-y-3">
          <div>
            <input
              id={inputId}
              type="file"
              accept={ACCEPTED_TYPES}
              disabled={upload.isPending}
              onChange={onChoose}
              className="peer sr-only"
            />
            <label
              htmlFor={inputId}
              aria-disabled={upload.isPending || undefined}
              className={buttonClasses(
                'secondary',
                'md',
                'cursor-pointer peer-focus-visible:outline-3 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-500 peer-disabled:cursor-not-allowed peer-disabled:opacity-60',
              )}
            >
              {upload.isPending ? (
                <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              ) : (
                <Camera aria-hidden="true" className="size-4" />
              )}
              {upload.isPending ? 'Uploading...' : 'Choose a new picture'}
            </label>
          </div>
          <FailureAlert failure={failure} />
        </div>
      </div>
    </SettingsCard>
  );
}

import { GraduationCap, School } from 'lucide-react';

import { socialLinks } from '@/lib/social-networks';

import type { RoommatePreferences, SocialMediaDto } from '../types';
import { selectedValues } from '../utils/preferences';

export interface ProfileCardData {
  name: string;
  photos: string[];
  universityName: string;
  major: string;
  graduationYear: number | '';
  bio: string;
  socialMedia: SocialMediaDto;
  roommatePreferences: RoommatePreferences;
}

function labelOf(key: string): string {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

interface ProfileCardProps {
  profile: ProfileCardData;
  /** The preference categories' labels by key (GET /catalogues); a key reads as words without one. */
  labels?: Record<string, string>;
  /**
   * Every photo large and uncropped, one under another (the moderators' full view), instead of the
   * main photo with thumbnails of the others.
   */
  everyPhotoLarge?: boolean;
}

/** Every photo at its full width and shape, named by its place ("Sam Rivera, photo 2 of 3"). */
function LargePhotos({ name, photos }: { name: string; photos: string[] }) {
  return (
    <ul aria-label="Photos" className="space-y-2 bg-slate-100 p-2">
      {photos.map((url, index) => (
        <li key={`${url}-${index}`}>
          <img
            src={url}
            alt={`${name}, photo ${index + 1} of ${photos.length}`}
            className="max-h-[36rem] w-full rounded-lg object-contain"
          />
        </li>
      ))}
    </ul>
  );
}

/** A profile as others see it: photos, name, university, major, year, bio, socials, preferences. */
export function ProfileCard({ profile, labels = {}, everyPhotoLarge = false }: ProfileCardProps) {
  const [main, ...others] = profile.photos;
  const socials = socialLinks(profile.socialMedia);
  const preferences = Object.keys(profile.roommatePreferences)
    .filter((key) => key !== 'lookingForRoommate')
    .map((key) => ({ key, values: selectedValues(profile.roommatePreferences, key) }))
    .filter(({ values }) => values.length > 0);

  return (
    <article aria-label="Profile card" className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {everyPhotoLarge && main ? (
        <LargePhotos name={profile.name} photos={profile.photos} />
      ) : main ? (
        <img src={main} alt={`${profile.name}'s main photo`} className="aspect-[4/3] w-full object-cover" />
      ) : (
        <div className="aspect-[4/3] w-full bg-slate-100" />
      )}
      {!everyPhotoLarge && others.length > 0 && (
        <ul aria-label="More photos" className="grid grid-cols-4 gap-1 p-1">
          {others.map((url, index) => (
            <li key={`${url}-${index}`}>
              <img src={url} alt={`Photo ${index + 2}`} className="aspect-square w-full rounded-md object-cover" />
            </li>
          ))}
        </ul>
      )}
      <div className="space-y-5 p-6">
        <div>
          <h2 className="text-2xl font-bold [overflow-wrap:anywhere] text-slate-900">{profile.name}</h2>
          <p className="mt-2 flex items-center gap-2 text-sm text-slate-700">
            <School aria-hidden="true" className="size-4" />
            {profile.universityName || 'No university selected'}
          </p>
          <p className="mt-1 flex items-center gap-2 text-sm text-slate-700">
            <GraduationCap aria-hidden="true" className="size-4" />
            {[profile.major, profile.graduationYear ? `Class of ${profile.graduationYear}` : ''].filter(Boolean).join(' · ')}
          </p>
          {profile.roommatePreferences.lookingForRoommate && (
            <p className="mt-3 inline-block rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
              Looking for a roommate
            </p>
          )}
        </div>
        {profile.bio && <p className="text-sm leading-6 [overflow-wrap:anywhere] whitespace-pre-line text-slate-800">{profile.bio}</p>}
        {socials.length > 0 && (
          <dl className="grid grid-cols-2 gap-2 text-sm">
            {socials.map(({ key, label, handle }) => (
              <div key={key} className="min-w-0">
                <dt className="font-semibold text-slate-600">{label}</dt>
                <dd className="[overflow-wrap:anywhere] text-slate-900">@{handle}</dd>
              </div>
            ))}
          </dl>
        )}
        {preferences.length > 0 && (
          <dl className="space-y-3">
            {preferences.map(({ key, values }) => (
              <div key={key}>
                <dt className="text-xs font-semibold tracking-wide text-slate-500 uppercase">{labels[key] ?? labelOf(key)}</dt>
                <dd className="mt-1 flex flex-wrap gap-1.5">
                  {values.map((value) => (
                    <span key={value} className="rounded-full bg-brand-50 px-2.5 py-1 text-xs font-semibold text-brand-800">
                      {value}
                    </span>
                  ))}
                </dd>
              </div>
            ))}
          </dl>
        )}
      </div>
    </article>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

import { FieldError, TextAreaField, TextField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';

import { SOCIAL_NETWORKS, type Catalogues, type ProfileDraft, type RoommatePreferences } from '../types';
import {
  BIO_MAX_LENGTH,
  graduationYears,
  profileInfoInputSchema,
  SUGGESTED_TAGS,
  type ProfileInfoInput,
} from '../utils/info-input';
import { countTags } from '../utils/preferences';

import { PreferencePicker } from './preference-picker';

interface InfoStepProps {
  draft: ProfileDraft;
  catalogues: Catalogues;
  onPreferencesChange: (preferences: RoommatePreferences) => void;
  onBack: (values: ProfileInfoInput) => void;
  onContinue: (values: ProfileInfoInput) => void;
}

const selectClasses =
  'mt-1.5 block w-full rounded-xl border-0 bg-white py-3 pr-10 pl-4 text-sm text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none';

/** Step 3, "Express Yourself": year, major, bio, social handles and roommate preferences. */
export function InfoStep({ draft, catalogues, onPreferencesChange, onBack, onContinue }: InfoStepProps) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    formState: { errors },
  } = useForm<ProfileInfoInput>({
    resolver: zodResolver(profileInfoInputSchema),
    defaultValues: {
      graduationYear: draft.graduationYear === '' ? '' : String(draft.graduationYear),
      major: draft.major,
      bio: draft.bio,
      ...draft.socialMedia,
    },
  });
  const bioLength = useWatch({ control, name: 'bio' }).length;
  const tags = countTags(draft.roommatePreferences, catalogues.preferences);
  const onSubmit = handleSubmit(onContinue);

  return (
    <form noValidate aria-labelledby="info-step-title" onSubmit={(event) => void onSubmit(event)} className="space-y-6">
      <h2 id="info-step-title" className="text-xl font-bold text-slate-900">
        Express Yourself
      </h2>
      <div className="grid gap-5 sm:grid-cols-2">
        <div>
          <label htmlFor="graduation-year" className="block text-sm font-semibold text-slate-800">
            Graduation Year
          </label>
          <select
            id="graduation-year"
            aria-invalid={errors.graduationYear ? true : undefined}
            aria-describedby={errors.graduationYear ? 'graduation-year-error' : undefined}
            className={`${selectClasses} ${errors.graduationYear ? 'ring-rose-400' : 'ring-slate-300'}`}
            {...register('graduationYear')}
          >
            <option value="">Select Year</option>
            {graduationYears().map((year) => (
              <option key={year} value={year}>
                {year}
              </option>
            ))}
          </select>
          {errors.graduationYear?.message && <FieldError id="graduation-year-error">{errors.graduationYear.message}</FieldError>}
        </div>
        <div>
          <label htmlFor="major" className="block text-sm font-semibold text-slate-800">
            Major
          </label>
          <select
            id="major"
            aria-invalid={errors.major ? true : undefined}
            aria-describedby={errors.major ? 'major-error' : undefined}
            className={`${selectClasses} ${errors.major ? 'ring-rose-400' : 'ring-slate-300'}`}
            {...register('major')}
          >
            <option value="">Select your major</option>
            {catalogues.majors.map((major) => (
              <option key={major} value={major}>
                {major}
              </option>
            ))}
          </select>
          {errors.major?.message && <FieldError id="major-error">{errors.major.message}</FieldError>}
        </div>
      </div>
      <TextAreaField
        label="Bio"
        rows={5}
        maxLength={BIO_MAX_LENGTH}
        placeholder="Tell future roommates about yourself..."
        error={errors.bio?.message}
        labelAside={<span className="text-xs text-slate-500">{`${bioLength}/${BIO_MAX_LENGTH}`}</span>}
        {...register('bio')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Social Media</legend>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <TextField key={key} label={label} placeholder="@username" error={errors[key]?.message} {...register(key)} />
          ))}
        </div>
      </fieldset>
      <label className="flex items-center gap-3 text-sm font-semibold text-slate-800">
        <input
          type="checkbox"
          role="switch"
          checked={draft.roommatePreferences.lookingForRoommate}
          onChange={(event) =>
            onPreferencesChange({ ...draft.roommatePreferences, lookingForRoommate: event.target.checked })
          }
          className="size-4.5 accent-brand-600"
        />
        Looking for a roommate
      </label>
      <section aria-labelledby="preferences-title" className="space-y-4">
        <div>
          <h3 id="preferences-title" className="text-lg font-bold text-slate-900">
            Roommate Preferences
          </h3>
          <p className="text-sm text-slate-600">
            Add at least {SUGGESTED_TAGS} tags so others get to know you. <span className="font-semibold">{tags} selected</span>
          </p>
        </div>
        {catalogues.preferences.map((catalogue) => (
          <PreferencePicker
            key={catalogue.key}
            catalogue={catalogue}
            preferences={draft.roommatePreferences}
            onChange={onPreferencesChange}
          />
        ))}
      </section>
      <div className="flex justify-between">
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

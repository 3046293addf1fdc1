import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';

import { Combobox } from '@/components/form/combobox';
import { FieldError, TextAreaField, TextField } from '@/components/form/form-field';
import { Button } from '@/components/ui/button';
import { CollapsibleSection } from '@/components/ui/collapsible-section';
import type { Catalogues } from '@/lib/catalogues';
import { SOCIAL_NETWORKS } from '@/lib/social-networks';

import {
  type ProfileDraft,
  type RoommateExpectations,
  type RoommatePreferences,
} from '../types';
import {
  BIO_MAX_LENGTH,
  graduationYears,
  profileInfoInputSchema,
  SUGGESTED_TAGS,
  type ProfileInfoInput,
} from '../utils/info-input';
import { groupCatalogues } from '../utils/preference-sections';
import { countTags } from '../utils/preferences';

import { PreferencePicker } from './preference-picker';
import { RoommateExpectationsSection } from './roommate-expectations';

interface InfoStepProps {
  draft: ProfileDraft;
  catalogues: Catalogues;
  onPreferencesChange: (preferences: RoommatePreferences) => void;
  onExpectationsChange: (expectations: RoommateExpectations) => void;
  /** Every change of the form's fields, so the draft keeps them (a reload or Back loses nothing). */
  onValuesChange: (values: ProfileInfoInput) => void;
  onBack: (values: ProfileInfoInput) => void;
  onContinue: (values: ProfileInfoInput) => void;
}

const selectClasses =
  'mt-1.5 block w-full rounded-xl border-0 bg-white py-3 pr-10 pl-4 text-base text-slate-900 ring-1 ring-inset focus:ring-2 focus:ring-brand-600 focus:outline-none sm:text-sm/6';

/**
 * Step 3, "Express Yourself": year, major, bio and social handles; then "About you" (the student's own
 * answers, grouped in folding sections) and "Your ideal roommate" (what they look for).
 */
export function InfoStep({
  draft,
  catalogues,
  onPreferencesChange,
  onExpectationsChange,
  onValuesChange,
  onBack,
  onContinue,
}: InfoStepProps) {
  const {
    register,
    handleSubmit,
    control,
    getValues,
    subscribe,
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
  // The values last handed on: a form event that changes nothing (a failed submit) changes no draft.
  const handedOn = useRef<string | null>(null);
  const bioLength = useWatch({ control, name: 'bio' }).length;
  const tags = countTags(draft.roommatePreferences, catalogues.preferences);
  const onSubmit = handleSubmit(onContinue);

  useEffect(() => {
    handedOn.current ??= JSON.stringify(getValues());
    return subscribe({
      formState: { values: true },
      callback: ({ values }) => {
        const text = JSON.stringify(values);
        if (text === handedOn.current) return;
        handedOn.current = text;
        onValuesChange({ ...values });
      },
    });
  }, [subscribe, getValues, onValuesChange]);

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
        <Controller
          control={control}
          name="major"
          render={({ field }) => (
            <Combobox
              label="Major"
              options={catalogues.majors}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              name={field.name}
              placeholder="Type to search majors"
              emptyText="No major matches. Try Other or Undecided."
              error={errors.major?.message}
            />
          )}
        />
      </div>
      <TextAreaField
        label="Bio"
        rows={4}
        maxLength={BIO_MAX_LENGTH}
        placeholder="Tell future roommates about yourself..."
        error={errors.bio?.message}
        labelAside={<span className="text-xs text-slate-500">{`${bioLength}/${BIO_MAX_LENGTH}`}</span>}
        {...register('bio')}
      />
      <fieldset>
        <legend className="text-sm font-semibold text-slate-800">Social Media</legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:gap-4">
          {SOCIAL_NETWORKS.map(({ key, label }) => (
            <TextField key={key} label={label} placeholder="@username" error={errors[key]?.message} {...register(key)} />
          ))}
        </div>
      </fieldset>

      <section aria-labelledby="about-you-title" className="space-y-3">
        <div>
          <h3 id="about-you-title" className="text-lg font-bold text-slate-900">
            About you
          </h3>
          <p className="text-sm text-slate-600">
            These answers describe you; other students see them on your profile. Add at least {SUGGESTED_TAGS} tags so
            others get to know you. <span className="font-semibold">{tags} selected</span>
          </p>
        </div>
        <label className="flex items-center gap-3 py-1 text-sm font-semibold text-slate-800">
          <input
            type="checkbox"
            role="switch"
            checked={draft.roommatePreferences.lookingForRoommate}
            onChange={(event) => onPreferencesChange({ ...draft.roommatePreferences, lookingForRoommate: event.target.checked })}
            className="size-4.5 accent-brand-600"
          />
          Looking for a roommate
        </label>
        {groupCatalogues(catalogues.preferences).map(({ section, catalogues: group }) => {
          const chosen = countTags(draft.roommatePreferences, group);
          return (
            <CollapsibleSection
              key={section.id}
              title={section.title}
              description={section.description}
              defaultOpen={section.defaultOpen}
              headingLevel="h4"
              summary={chosen > 0 ? `${chosen} chosen` : undefined}
            >
              <div className="space-y-5">
                {group.map((catalogue) => (
                  <PreferencePicker
                    key={catalogue.key}
                    catalogue={catalogue}
                    preferences={draft.roommatePreferences}
                    onChange={onPreferencesChange}
                  />
                ))}
              </div>
            </CollapsibleSection>
          );
        })}
      </section>

      <RoommateExpectationsSection
        catalogues={catalogues.preferences}
        expectations={draft.roommateExpectations}
        onChange={onExpectationsChange}
      />

      <div className="flex justify-between">
        <Button variant="secondary" onClick={() => onBack(getValues())}>
          Back
        </Button>
        <Button type="submit">Continue</Button>
      </div>
    </form>
  );
}

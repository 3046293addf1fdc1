import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';

import { CharacterCounter } from '@/components/form/character-counter';
import { FormAlert } from '@/components/form/form-alert';
import { CheckboxField, FieldError, TextAreaField } from '@/components/form/form-field';
import { SubmitButton } from '@/components/form/submit-button';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { getErrorMessage, getFieldErrors } from '@/lib/api/errors';

import { reportInputSchema, useCreateReport, type ReportInput } from '../api/create-report';
import { REPORT_CATEGORIES, type AlsoBlock, type ReportKind } from '../types';
import { CATEGORY_LABELS, DETAILS_MAX, KIND_NOUNS, REPORT_MESSAGES } from '../utils/messages';

interface ReportDialogProps {
  kind: ReportKind;
  targetId: string;
  /** Offers to block the person too ("Also block Ada L."); never for a featured post. */
  alsoBlock?: AlsoBlock;
  onClose: () => void;
}

/**
 * "Report this profile/message/post": what is wrong (one category), if they like details, and, when
 * offered, whether to block the person too; then thanks, closed with "Done". The block follows only
 * a filed report; should it fail, the thanks stay and it can be tried again. The server's refusals
 * (reported already, ten today, not found) are shown in the dialog as it words them.
 */
export function ReportDialog({ kind, targetId, alsoBlock, onClose }: ReportDialogProps) {
  const formId = useId();
  const categoryErrorId = useId();
  const report = useCreateReport({ kind, targetId });
  const offer = kind === 'post' ? undefined : alsoBlock;
  const [blockToo, setBlockToo] = useState(offer?.defaultChecked ?? false);
  // Whom the submitted report blocks too: kept, as the offer goes once they are blocked.
  const [blocking, setBlocking] = useState<AlsoBlock | null>(null);
  const block = useMutation({ mutationFn: (target: AlsoBlock) => target.block() });
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ReportInput>({ resolver: zodResolver(reportInputSchema), defaultValues: { details: '' } });
  const details = useWatch({ control, name: 'details' });
  const onSubmit = handleSubmit((input) => {
    const target = offer && blockToo ? offer : null;
    setBlocking(target);
    report.mutate(input, {
      onSuccess: () => {
        if (target) block.mutate(target);
      },
    });
  });
  const title = `Report this ${KIND_NOUNS[kind]}`;

  if (report.isSuccess) {
    return (
      <Dialog
        title={title}
        onClose={onClose}
        dismissDisabled={block.isPending}
        size="sm"
        footer={
          <>
            {blocking && block.isError && (
              <Button variant="secondary" onClick={() => block.mutate(blocking)}>
                Try again
              </Button>
            )}
            <Button onClick={onClose} disabled={block.isPending}>
              Done
            </Button>
          </>
        }
      >
        <div className="space-y-3">
          <FormAlert tone="success">
            {REPORT_MESSAGES.thanks}
            {blocking && block.isSuccess && ` ${REPORT_MESSAGES.blocked(blocking.name)}`}
          </FormAlert>
          {blocking && block.isPending && (
            <p className="flex items-center gap-2 px-1 text-sm text-slate-700">
              <LoaderCircle aria-hidden="true" className="size-4 animate-spin" />
              {REPORT_MESSAGES.blocking(blocking.name)}
            </p>
          )}
          {blocking && block.isError && (
            <FormAlert key={block.submittedAt} tone="error">
              {REPORT_MESSAGES.blockFailed(blocking.name)}
            </FormAlert>
          )}
        </div>
      </Dialog>
    );
  }

  const serverFields = getFieldErrors(report.error);
  const categoryError = errors.category?.message ?? serverFields.category;
  return (
    <Dialog
      title={title}
      description={REPORT_MESSAGES.anonymous}
      onClose={onClose}
      dismissDisabled={report.isPending}
      size="sm"
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={report.isPending}>
            Cancel
          </Button>
          <SubmitButton form={formId} busy={report.isPending} busyLabel="Sending..." size="md" className="">
            Submit
          </SubmitButton>
        </>
      }
    >
      <form id={formId} noValidate aria-label={title} onSubmit={(event) => void onSubmit(event)} className="space-y-5">
        {report.isError && (
          <FormAlert key={report.submittedAt} tone="error">
            {getErrorMessage(report.error, REPORT_MESSAGES.sendFailed)}
          </FormAlert>
        )}
        <fieldset aria-describedby={categoryError ? categoryErrorId : undefined}>
          <legend className="text-sm font-semibold text-slate-800">What&apos;s wrong?</legend>
          <div className="mt-3 space-y-1">
            {REPORT_CATEGORIES.map((category) => (
              <label
                key={category}
                className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 text-sm text-slate-800 hover:bg-slate-50 has-[:checked]:bg-brand-50 has-[:checked]:text-brand-900"
              >
                <input type="radio" value={category} className="size-4 shrink-0 accent-brand-600" {...register('category')} />
                {CATEGORY_LABELS[category]}
              </label>
            ))}
          </div>
          {categoryError && <FieldError id={categoryErrorId}>{categoryError}</FieldError>}
        </fieldset>
        <TextAreaField
          label="Details (optional)"
          labelAside={<CharacterCounter text={details.trim()} max={DETAILS_MAX} />}
          placeholder="What happened? Anything that helps a moderator understand."
          rows={4}
          error={errors.details?.message ?? serverFields.details}
          {...register('details')}
        />
        {offer && (
          <CheckboxField
            label={REPORT_MESSAGES.alsoBlock(offer.name)}
            hint={REPORT_MESSAGES.alsoBlockHint}
            checked={blockToo}
            onChange={(event) => setBlockToo(event.target.checked)}
          />
        )}
      </form>
    </Dialog>
  );
}

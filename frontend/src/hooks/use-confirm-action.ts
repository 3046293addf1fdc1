import type { UseMutationResult } from '@tanstack/react-query';

import { useAttemptAlert } from './use-attempt-alert';

interface ConfirmActionOptions<TData> {
  onSuccess: (data: TData) => void;
  /** Said in the dialog when the action failed. */
  failureMessage: (error: Error) => string;
  /** Anything else a failure does (a toast). */
  onFailure?: (error: Error) => void;
}

/**
 * The action of a confirm dialog (`ConfirmDialog`): `confirm` runs the mutation; a failure is said
 * in the dialog (`failure`), taken down when it is tried again or closed (`clear`).
 */
export function useConfirmAction<TData, TVariables, TOnMutateResult>(
  mutation: Pick<UseMutationResult<TData, Error, TVariables, TOnMutateResult>, 'mutate'>,
  { onSuccess, failureMessage, onFailure }: ConfirmActionOptions<TData>,
) {
  const { alert: failure, show, clear } = useAttemptAlert();
  const confirm = (variables: TVariables) => {
    clear();
    mutation.mutate(variables, {
      onSuccess,
      onError: (error) => {
        onFailure?.(error);
        show({ message: failureMessage(error) });
      },
    });
  };
  return { failure, confirm, clear };
}

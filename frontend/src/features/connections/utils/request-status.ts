import type { ConnectionRequestStatus } from '../types';

const LABELS: Record<ConnectionRequestStatus, string> = {
  pending: 'Waiting for an answer',
  accepted: "Accepted: you're connected",
  // Its sender never reads it (a decline is silent); said plainly should it ever come.
  declined: 'Not accepted',
  withdrawn: 'Withdrawn',
  expired: 'Expired without an answer',
};

/** Where a sent request stands, in words. */
export function requestStatusLabel(status: ConnectionRequestStatus): string {
  return LABELS[status];
}

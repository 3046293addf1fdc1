import { useReceivedRequests } from '../api/get-received-requests';
import { useSentRequests } from '../api/get-sent-requests';
import type { ReceivedRequest, SentRequest } from '../types';

export interface PendingRequests {
  /** Their request waiting for the viewer's answer, if any. */
  received: ReceivedRequest | undefined;
  /** The viewer's request waiting for their answer, if any (or declined: to its sender that reads pending). */
  sent: SentRequest | undefined;
  /** Both lists have answered. */
  known: boolean;
}

/** The requests waiting between the viewer and one student, read from the viewer's received and sent lists. */
export function usePendingRequests(studentId: string): PendingRequests {
  const received = useReceivedRequests();
  const sent = useSentRequests();
  return {
    received: received.data?.find(({ sender, request }) => sender.id === studentId && request.status === 'pending'),
    sent: sent.data?.find(({ request }) => request.recipientId === studentId && request.status === 'pending'),
    known: received.isSuccess && sent.isSuccess,
  };
}

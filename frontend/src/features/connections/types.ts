import type { components } from '@/lib/api/generated/schema';

/** A student as a roommate card shows them (`RoommateCard`): a connection, a request's sender or recipient. */
export type StudentCard = components['schemas']['RoommateCard'];

/** One of the viewer's connections: the student, since when, and who said "We're roommates". */
export type Connection = components['schemas']['Connection'];

/** A request to connect; its sender never reads `declined` (a decline is silent: it stays `pending`). */
export type ConnectionRequest = components['schemas']['ConnectionRequest'];
export type ConnectionRequestStatus = components['schemas']['ConnectionRequestStatus'];

/** A request waiting for the viewer's answer, with its sender's card (the match's reasons seen by the viewer). */
export type ReceivedRequest = components['schemas']['ReceivedConnectionRequest'];

/** A request the viewer sent, with its recipient's card while the viewer may still see them (else null). */
export type SentRequest = components['schemas']['SentConnectionRequest'];

/** Someone the viewer blocked, and when. */
export type BlockedStudent = components['schemas']['BlockedStudent'];

/** Who of a connection said "We're roommates", and when. */
export type RoommatesState = components['schemas']['RoommatesState'];

/** The viewer's interest in a student, and whether the two are connected (a mutual interest connects them). */
export type InterestState = components['schemas']['InterestState'];

/** What a student's page tells the connection controls about the student. */
export interface ConnectableStudent {
  id: string;
  firstName: string;
  lastInitial: string;
  connected: boolean;
  interested: boolean;
}

/** Whom a change is about: the id the call takes (a student's or a request's), and the name the messages use ("Ada L."). */
export interface ActionTarget {
  id: string;
  name: string;
}

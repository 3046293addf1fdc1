import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';

import { openEventStream } from '@/lib/api/event-stream';

import type { LiveEventName, LiveStatus } from './events';
import { createLiveStream, type LiveEventHandler } from './live-stream';

/**
 * The tab's one live stream (GET /events), shared by every feature. Signed-in code only: the app
 * holds it open while a full session lasts (`useLiveConnection`), so it never weighs on a guest's
 * first visit.
 */
export const liveStream = createLiveStream({ open: openEventStream });

/** Holds the tab's stream open while the calling component is mounted (the app's signed-in layer). */
export function useLiveConnection(): void {
  useEffect(() => liveStream.retain(), []);
}

/**
 * Calls `handler` with the data of every `name` event of the tab's stream while the calling component
 * is mounted; the latest `handler` is called, without subscribing again.
 */
export function useLiveEvent<K extends LiveEventName>(name: K, handler: LiveEventHandler<K>): void {
  const onEvent = useEffectEvent(handler);
  useEffect(() => liveStream.subscribe(name, (data) => onEvent(data)), [name]);
}

/** Where the tab's stream stands (`polling` tells features to ask for what they show now and then). */
export function useLiveStatus(): LiveStatus {
  return useSyncExternalStore(liveStream.onStatus, liveStream.status, liveStream.status);
}

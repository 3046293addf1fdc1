/** The first wait before the live stream is opened again after it failed or ended. */
export const RECONNECT_FIRST_MS = 1000;
/** The longest wait between two attempts. */
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before the `failures`-th attempt in a row to open the stream again: 1 s, 2 s,
 * 4 s ... doubling up to 30 s, each shortened at random by up to half (so the tabs a server restart
 * cut off do not all come back at the same moment). `random` answers in [0, 1), as Math.random.
 */
export function reconnectDelay(failures: number, random: () => number = Math.random): number {
  const step = Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, failures - 1));
  return Math.round(step * (1 - random() / 2));
}

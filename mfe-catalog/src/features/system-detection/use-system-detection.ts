import { useSyncExternalStore } from 'react';
import { detectSystem, type DetectedSystem } from './detect-system';

/** Spec 000 section 9: the simulated detection delay. */
export const DETECTION_DELAY_MS = 2000;

export type DetectionState = { status: 'idle' } | { status: 'detecting' } | { status: 'detected'; system: DetectedSystem } | { status: 'failed' };

// One result for the page, so the header's dialog and the Support Center's show the same detection.
let state: DetectionState = { status: 'idle' };
let run = 0;
const listeners = new Set<() => void>();

const currentState = () => state;
const IDLE: DetectionState = { status: 'idle' };
const idleState = () => IDLE;

function setState(next: DetectionState) {
  state = next;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts a detection; a newer one (Re-detect, Retry) makes an older one's answer moot. */
async function detect() {
  const current = ++run;
  setState({ status: 'detecting' });
  let next: DetectionState;
  try {
    await new Promise((resolve) => setTimeout(resolve, DETECTION_DELAY_MS));
    const system = await detectSystem({ navigator, screen, timezone: Intl.DateTimeFormat().resolvedOptions().timeZone });
    next = { status: 'detected', system };
  } catch (error) {
    console.error('System detection failed', error);
    next = { status: 'failed' };
  }
  if (current === run) setState(next);
}

/** Spec 000 section 4: opening the dialog detects only when there is no result (none yet, or the last one failed). */
function detectIfMissing() {
  if (state.status === 'idle' || state.status === 'failed') void detect();
}

const restart = () => void detect();

/** The detection's state (spec 000 section 4) and its two starts: on opening, and Re-detect / Retry. */
export function useSystemDetection() {
  // On the server there is no detection yet: idle, like a first visit.
  return { state: useSyncExternalStore(subscribe, currentState, idleState), detectIfMissing, detect: restart };
}

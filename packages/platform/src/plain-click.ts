import type { MouseEvent } from 'react';

/**
 * A click a script may take over from a link: the main button, no modifier key (those ask for a new tab or window)
 * and not already handled. Any other click follows the link as the browser does, so a control that is a link before
 * the scripts run keeps working as one after.
 */
export const isPlainClick = (event: MouseEvent<HTMLElement>): boolean =>
  !event.defaultPrevented && event.button === 0 && !event.metaKey && !event.altKey && !event.ctrlKey && !event.shiftKey;

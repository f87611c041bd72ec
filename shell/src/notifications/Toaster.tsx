import type { Notification } from '@driveratlas/platform';
import { useCallback, useEffect, useRef, useState, type PointerEvent } from 'react';

/** Spec 000, section 9: at most 1 toast, shown 5 s, dismissed by a swipe right of 50 px; F8 focuses the region. */
export const TOAST_DURATION_MS = 5000;
export const SWIPE_DISMISS_PX = 50;

type Toast = Notification & { id: number };

export interface ToasterState {
  toast: Toast | null;
  notify(notification: Notification): void;
  dismiss(): void;
}

let nextId = 1;

export function useToaster(): ToasterState {
  const [toast, setToast] = useState<Toast | null>(null);
  // A new toast replaces the one shown: never more than one.
  const notify = useCallback((notification: Notification) => setToast({ ...notification, id: nextId++ }), []);
  const dismiss = useCallback(() => setToast(null), []);
  return { toast, notify, dismiss };
}

export function Toaster({ toaster }: { toaster: ToasterState }) {
  const { toast, dismiss } = toaster;
  const region = useRef<HTMLElement>(null);
  // Where the swipe started, while the pointer is down on the toast.
  const swipeStart = useRef<number | null>(null);
  const [offset, setOffset] = useState(0);

  useEffect(() => {
    if (!toast) return;
    setOffset(0);
    const timer = setTimeout(dismiss, TOAST_DURATION_MS);
    return () => clearTimeout(timer);
  }, [toast, dismiss]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'F8') {
        event.preventDefault();
        region.current?.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    swipeStart.current = event.clientX;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance >= SWIPE_DISMISS_PX) dismiss();
    else setOffset(0);
  };

  const destructive = toast?.variant === 'destructive';
  const view = toast && (
    <div
      key={toast.id}
      className={destructive ? 'toast toast--destructive' : 'toast'}
      style={{ transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 150) }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => setOffset(0)}
    >
      <div className="toast__text">
        <p className="toast__title">{toast.title}</p>
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button type="button" className="toast__close" aria-label="Close notification" onClick={dismiss}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
  // Both live regions are in the page from the start: a screen reader announces what is added to a region it
  // already knows, and may miss a region that arrives with its text.
  return (
    <section ref={region} className="toaster" aria-label="Notifications (F8)" tabIndex={-1}>
      <div className="toaster__live" role="status" aria-live="polite" aria-atomic="true">
        {!destructive && view}
      </div>
      <div className="toaster__live" role="alert" aria-live="assertive" aria-atomic="true">
        {destructive && view}
      </div>
    </section>
  );
}

import { act, fireEvent, render, screen } from '@testing-library/react';
import { SWIPE_DISMISS_PX, TOAST_DURATION_MS, Toaster, useToaster } from './Toaster';

function Harness() {
  const toaster = useToaster();
  return (
    <>
      <button onClick={() => toaster.notify({ title: 'Download Started', description: 'NVIDIA driver download initiated' })}>first</button>
      <button
        onClick={() => toaster.notify({ title: 'Failed to send message', description: 'Please try again or contact us directly.', variant: 'destructive' })}
      >
        second
      </button>
      <Toaster toaster={toaster} />
    </>
  );
}

const toasts = () => Array.from(document.querySelectorAll<HTMLElement>('.toast'));

// jsdom has no PointerEvent; the browser tests drive real ones.
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  constructor(type: string, init: MouseEventInit & { pointerId?: number } = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: typeof TestPointerEvent }).PointerEvent = TestPointerEvent;
});

describe('the notification region', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('is a labelled region that can take focus', () => {
    render(<Harness />);
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(region.getAttribute('tabindex')).toBe('-1');
  });

  it('shows at most one toast: a new one replaces the one shown', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByText('second'));
    expect(toasts()).toHaveLength(1);
    expect(toasts()[0].textContent).toContain('Failed to send message');
    expect(toasts()[0].parentElement!.getAttribute('role')).toBe('alert');
  });

  it('has its live regions in the page before any toast, so a screen reader announces what arrives in them', () => {
    render(<Harness />);
    const polite = screen.getByRole('status');
    const assertive = screen.getByRole('alert');
    expect(polite.textContent).toBe('');
    expect(polite.getAttribute('aria-live')).toBe('polite');
    expect(assertive.getAttribute('aria-live')).toBe('assertive');
    fireEvent.click(screen.getByText('first'));
    expect(screen.getByRole('status')).toBe(polite);
    expect(polite.textContent).toContain('Download Started');
    fireEvent.click(screen.getByText('second'));
    expect(polite.textContent).toBe('');
    expect(assertive.textContent).toContain('Failed to send message');
  });

  it('hides a toast after 5 seconds', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('first'));
    act(() => jest.advanceTimersByTime(TOAST_DURATION_MS - 1));
    expect(toasts()).toHaveLength(1);
    act(() => jest.advanceTimersByTime(1));
    expect(toasts()).toHaveLength(0);
  });

  it('dismisses a toast swiped right by 50 px, and keeps one swiped less', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('first'));
    const toast = toasts()[0];
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerMove(toast, { clientX: 100 + SWIPE_DISMISS_PX - 1, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_DISMISS_PX - 1, pointerId: 1 });
    expect(toasts()).toHaveLength(1);
    fireEvent.pointerDown(toast, { clientX: 100, pointerId: 1 });
    fireEvent.pointerUp(toast, { clientX: 100 + SWIPE_DISMISS_PX, pointerId: 1 });
    expect(toasts()).toHaveLength(0);
  });

  it('closes with its close button', () => {
    render(<Harness />);
    fireEvent.click(screen.getByText('first'));
    fireEvent.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(toasts()).toHaveLength(0);
  });

  it('focuses the region on F8', () => {
    render(<Harness />);
    fireEvent.keyDown(window, { key: 'F8' });
    expect(document.activeElement).toBe(screen.getByRole('region', { name: 'Notifications (F8)' }));
  });
});

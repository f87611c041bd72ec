import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// jsdom lacks the encoders React Router and React's server renderer use; Node has them.
if (typeof globalThis.TextEncoder === 'undefined') Object.assign(globalThis, { TextEncoder, TextDecoder });

// jsdom lacks matchMedia, which antd's responsive helpers ask for; nothing matches, as on a narrow test screen.
if (typeof window !== 'undefined' && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// jsdom lacks MessageChannel, with which antd's form runs its watchers in a task of their own, and ResizeObserver,
// which antd's text area (its character count) observes itself with; a task and an observer that never reports stand in.
if (typeof window !== 'undefined' && typeof globalThis.MessageChannel === 'undefined') {
  class TaskChannel {
    port1: { onmessage: ((event: unknown) => void) | null } = { onmessage: null };
    port2 = { postMessage: () => setTimeout(() => this.port1.onmessage?.({})) };
  }
  Object.assign(globalThis, { MessageChannel: TaskChannel });
}
if (typeof window !== 'undefined' && typeof globalThis.ResizeObserver === 'undefined') {
  class SilentResizeObserver {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.assign(globalThis, { ResizeObserver: SilentResizeObserver });
}

// jsdom computes no pseudo-element's style (it warns "Not implemented" and answers nothing), which antd's table asks
// for to measure its scroll bar: the element's own style stands in.
if (typeof window !== 'undefined') {
  const computedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => computedStyle(element);
}

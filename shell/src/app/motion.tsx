import { Provider as MotionProvider } from '@rc-component/motion';
import { startTransition, useEffect, useState, type ReactNode } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * Whether the visitor's system asks for less motion. The server, which cannot know, draws the page as if not; the
 * browser tells once it has taken over the page, in a transition, which waits for the regions whose files are still
 * coming (an urgent change would throw away what the server drew of them).
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const told = () => startTransition(() => setReduced(query.matches));
    told();
    query.addEventListener('change', told);
    return () => query.removeEventListener('change', told);
  }, []);
  return reduced;
}

/**
 * antd's motion (a dialog zooming, a menu sliding, a notice fading) for the whole page, remotes included: none for a
 * visitor whose system asks for less motion, who sees each appear and go at once. Always there, so that turning the
 * motion off changes one value, not the page.
 */
export function SiteMotion({ children }: { children: ReactNode }) {
  return <MotionProvider motion={!useReducedMotion()}>{children}</MotionProvider>;
}

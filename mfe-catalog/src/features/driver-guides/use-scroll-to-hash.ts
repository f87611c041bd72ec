import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Scrolls to the element the URL's #fragment names: the browser cannot, as the page renders after the remote loads. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

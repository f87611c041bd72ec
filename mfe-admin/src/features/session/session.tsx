import { apiRequest, HttpError } from '@driveratlas/platform';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import type { Session } from '../../api/types';
import { apiUpload } from '../../api/upload';

/**
 * checking: asking the service; signed-out: the sign-in form; signed-in: the dashboard; expired: the
 * session ended while the dashboard was open, so it stays (with whatever a dialog holds) under the
 * sign-in dialog.
 */
export type SessionStatus = 'checking' | 'signed-out' | 'signed-in' | 'expired';

interface SessionContextValue {
  status: SessionStatus;
  expiresAt?: string;
  signIn(password: string): Promise<void>;
  signOut(): Promise<void>;
  signOutEverywhere(): Promise<void>;
  /** An admin call (a FormData body is POSTed as multipart): a 401 answer means the session has ended, and the sign-in dialog opens. */
  request<T>(method: string, url: string, body?: unknown): Promise<T>;
}

const SessionContext = createContext<SessionContextValue | null>(null);

/** Files go as multipart/form-data, every other body as JSON. */
const send = <T,>(method: string, url: string, body?: unknown): Promise<T> =>
  body instanceof FormData ? apiUpload<T>(url, body) : apiRequest<T>(method, url, body);

export function useSession(): SessionContextValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() must be used inside <SessionProvider>.');
  return session;
}

/** The operator's session, and SWR asking the admin API with it. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<SessionStatus>('checking');
  const [expiresAt, setExpiresAt] = useState<string>();
  const { mutate } = useSWRConfig();

  useEffect(() => {
    let current = true;
    apiRequest<Session>('GET', '/api/auth/session')
      .then((session) => {
        if (!current) return;
        setStatus(session.authenticated ? 'signed-in' : 'signed-out');
        setExpiresAt(session.expiresAt);
      })
      .catch(() => current && setStatus('signed-out'));
    return () => {
      current = false;
    };
  }, []);

  // Counts the sign-ins: a 401 to a request sent before the latest one speaks of the session that had ended, not of this one.
  const signIns = useRef(0);
  const request = useCallback(async <T,>(method: string, url: string, body?: unknown): Promise<T> => {
    const sentAfter = signIns.current;
    try {
      return await send<T>(method, url, body);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status !== 401) throw error;
      // A read that crossed the new sign-in is asked again with the new session; a write is not sent twice.
      if (sentAfter !== signIns.current) {
        if (method === 'GET') return apiRequest<T>(method, url, body);
        throw error;
      }
      setStatus((now) => (now === 'signed-in' ? 'expired' : now));
      throw error;
    }
  }, []);

  const signIn = useCallback(
    async (password: string) => {
      const session = await apiRequest<Session>('POST', '/api/auth/login', { password });
      signIns.current += 1;
      setExpiresAt(session.expiresAt);
      setStatus('signed-in');
      // What failed while the session was gone is asked again.
      void mutate((key) => typeof key === 'string' && key.startsWith('/api/'));
    },
    [mutate],
  );

  const end = useCallback(
    async (url: string) => {
      await apiRequest('POST', url);
      setStatus('signed-out');
      setExpiresAt(undefined);
      // Nothing the operator read stays in memory for whoever uses the browser next.
      void mutate((key) => typeof key === 'string' && ADMIN_KEYS.some((prefix) => key.startsWith(prefix)), undefined, { revalidate: false });
    },
    [mutate],
  );
  const signOut = useCallback(() => end('/api/auth/logout'), [end]);
  const signOutEverywhere = useCallback(() => end('/api/auth/logout-everywhere'), [end]);

  const value = useMemo(
    () => ({ status, expiresAt, signIn, signOut, signOutEverywhere, request }),
    [status, expiresAt, signIn, signOut, signOutEverywhere, request],
  );
  const fetcher = useCallback((url: string) => request('GET', url), [request]);
  return (
    <SessionContext.Provider value={value}>
      <SWRConfig value={{ fetcher }}>{children}</SWRConfig>
    </SessionContext.Provider>
  );
}

/** The admin API's reads, which only the operator may see. */
const ADMIN_KEYS = ['/api/admin/', '/api/contact-messages', '/api/privacy-requests', '/api/download-stats'];

import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/graphql';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  reload(): Promise<void>;
}

/** How often data that changes without the page's doing (a key's "last used") is read again while the page is in view. */
const REFRESH_MS = 60_000;

/**
 * Loads once on mount; reload() fetches again (after a change the data depends on). With
 * `fresh`, it also reloads when the page comes back into view and every minute while it is in
 * view: what other programs change (a key used by a server) shows without a reload.
 */
export function useLoad<T>(load: () => Promise<T>, options: { fresh?: boolean } = {}): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<string>();
  const reload = useCallback(async () => {
    try {
      setData(await load());
      setError(undefined);
    } catch (e) {
      setError(messageOf(e));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  const fresh = options.fresh === true;
  useEffect(() => {
    if (!fresh) return undefined;
    const whenVisible = () => {
      if (document.visibilityState === 'visible') void reload();
    };
    const timer = setInterval(whenVisible, REFRESH_MS);
    document.addEventListener('visibilitychange', whenVisible);
    window.addEventListener('focus', whenVisible);
    return () => {
      clearInterval(timer);
      document.removeEventListener('visibilitychange', whenVisible);
      window.removeEventListener('focus', whenVisible);
    };
  }, [fresh, reload]);
  return { data, error, reload };
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return `${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

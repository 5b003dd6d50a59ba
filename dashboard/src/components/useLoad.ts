import { useCallback, useEffect, useState } from 'preact/hooks';
import { ApiError } from '../api/graphql';

export interface Loaded<T> {
  data: T | undefined;
  error: string | undefined;
  reload(): Promise<void>;
}

/** Loads once on mount; reload() fetches again (after a change the data depends on). */
export function useLoad<T>(load: () => Promise<T>): Loaded<T> {
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
  return { data, error, reload };
}

export function messageOf(error: unknown): string {
  if (error instanceof ApiError) return `${error.message}${error.requestId ? ` (request ${error.requestId})` : ''}`;
  return error instanceof Error ? error.message : String(error);
}

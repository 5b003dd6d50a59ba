import { AppError } from '../errors.js';
import type { Viewer } from './viewer.js';

/** Decode, batch, image and usage: an API key or a Bearer token. */
export function requireViewer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'send an API key (X-API-Key) or an access token (Authorization: Bearer)');
  return viewer;
}

/** Key management: only a logged-in person, never a key managing keys. */
export function requireBearer(viewer: Viewer | null): Viewer {
  if (!viewer) throw new AppError('UNAUTHENTICATED', 'log in and send the access token (Authorization: Bearer)');
  if (viewer.credential.kind !== 'bearer')
    throw new AppError('FORBIDDEN', 'API keys are managed with a logged-in session (Bearer token), not with an API key');
  return viewer;
}

export function requireAdmin(viewer: Viewer | null): Viewer {
  const v = requireBearer(viewer);
  if (v.role !== 'admin') throw new AppError('FORBIDDEN', 'administrators only');
  return v;
}

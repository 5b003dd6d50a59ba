import { request as httpRequest, type RequestOptions } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import type { WebhookPost, WebhookPostResult } from './webhook-post.js';

/**
 * POSTs one webhook. Redirects are never followed (a 3xx is just a failed attempt), the whole
 * exchange up to the response status is cut at `timeoutMs`, and the response body is discarded
 * unread: receivers' answers are not stored.
 */
export function postWebhook(post: WebhookPost): Promise<WebhookPostResult> {
  const { url, target } = post;
  // Pin the connection to the checked address; TLS still verifies the certificate for the hostname.
  const pinned: LookupFunction = (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      (callback as unknown as (e: null, a: Array<{ address: string; family: number }>) => void)(null, [target]);
    else callback(null, target.address, target.family);
  };
  const options: RequestOptions = {
    method: 'POST',
    lookup: pinned,
    headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
    agent: false,
  };
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: WebhookPostResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      post.signal?.removeEventListener('abort', onAbort);
      req.destroy();
      resolve(result);
    };
    const req = send(url, options, (res) => {
      res.resume();
      finish({ kind: 'response', status: res.statusCode ?? 0 });
    });
    const timer = setTimeout(
      () => finish({ kind: 'error', error: `timed out after ${post.timeoutMs} ms`, aborted: false }),
      post.timeoutMs,
    );
    const onAbort = () => finish({ kind: 'error', error: 'aborted', aborted: true });
    if (post.signal?.aborted) return onAbort();
    post.signal?.addEventListener('abort', onAbort);
    req.on('error', (error: NodeJS.ErrnoException) => finish({ kind: 'error', error: error.code ?? error.message, aborted: false }));
    req.end(post.body);
  });
}

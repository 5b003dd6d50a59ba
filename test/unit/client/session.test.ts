import { describe, expect, it } from 'vitest';
import { createVinGatewayClient } from '@vin-gateway/client';

describe('refreshSession() outside a browser', () => {
  it('says plainly that there is no cookie store and an API key is the way, without calling the API', async () => {
    const client = createVinGatewayClient({ baseUrl: 'http://127.0.0.1:9' });
    await expect(client.refreshSession()).rejects.toThrow(/only a browser keeps.*API key/);
  });

  it('calls the API when given a fetch, which may keep cookies of its own', async () => {
    const requests: string[] = [];
    const fetch = async (request: Request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      const body = { success: true, data: { accessToken: 'token', expiresIn: 900, tokenType: 'Bearer' } };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json', 'x-request-id': 'r1' } });
    };
    const client = createVinGatewayClient({ baseUrl: 'http://gateway.test', fetch });
    expect(await client.refreshSession()).toMatchObject({ accessToken: 'token', requestId: 'r1' });
    expect(requests).toEqual(['POST /api/v1/auth/refresh']);
  });
});

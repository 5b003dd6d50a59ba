import { Writable } from 'node:stream';
import { GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouteSetHandler } from '../../rest-adapter/handler.js';
import { ResponseHeaders, type RequestContext } from '../../src/context.js';
import { BillingTab } from '../../src/domain/quota/billing-tab.js';
import { AppError } from '../../src/domain/errors.js';
import { createGraphQLServer } from '../../src/graphql/yoga.js';
import { requestInfoFrom } from '../../src/http/request-info.js';
import { BodyBudget } from '../../src/http/body-budget.js';
import type { RouteDoc } from '../../rest-adapter/route.types.js';

/** A schema whose resolvers fail on purpose, served through the real REST adapter and yoga. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      boom: {
        type: GraphQLString,
        resolve: () => {
          throw new TypeError('secret database password is hunter2');
        },
      },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new AppError('FORBIDDEN', 'not yours', { details: { why: 'test' } });
        },
      },
    },
  }),
});

/** The operations of the test's routes, typed as operations.generated.ts types the stored ones. */
type FailingOperations = {
  Boom: { variables: Record<string, never>; data: { A: { boom: string | null }; B: { boom: string | null } } };
  Refused: { variables: Record<string, never>; data: { A: { refused: string | null }; B: { refused: string | null } } };
};

const testDoc: RouteDoc = {
  summary: 'a failing route',
  tag: 'Usage',
  access: 'public',
  status: 200,
  data: z.unknown(),
  errors: ['FORBIDDEN'],
};

describe('unexpected errors are masked and logged with the request id', () => {
  const logs: Array<Record<string, any>> = [];
  const logger = pino(
    { level: 'info' },
    new Writable({
      write: (c, _e, done) => {
        logs.push(JSON.parse(String(c)));
        done();
      },
    }),
  );
  let server: Server;
  let url: string;
  const yoga = createGraphQLServer(schema, logger);

  beforeAll(async () => {
    const contextFor = (info: ReturnType<typeof requestInfoFrom>) =>
      ({
        requestId: info.requestId,
        request: info,
        logger: logger.child({ requestId: info.requestId }),
        responseHeaders: new ResponseHeaders(),
        billing: new BillingTab(),
      }) as unknown as RequestContext;
    const options = {
      config: { maxBodyBytes: 1024, responseShape: 'A' as const },
      bodies: new BodyBudget(1024 * 1024),
      logger,
      createContext: contextFor,
    };
    const rest = createRouteSetHandler<FailingOperations>(schema, options, {
      operations: { Boom: '{ boom }', Refused: '{ refused }' },
      routes: [
        {
          method: 'GET',
          path: '/api/v1/boom',
          operation: 'Boom',
          body: 'none',
          variables: () => ({}),
          respond: ({ data }) => ({ data }),
          doc: testDoc,
        },
        {
          method: 'GET',
          path: '/api/v1/refused',
          operation: 'Refused',
          body: 'none',
          variables: () => ({}),
          respond: ({ data }) => ({ data }),
          doc: testDoc,
        },
      ],
    });
    server = createServer((req, res) => {
      const info = requestInfoFrom(req);
      res.setHeader('x-request-id', info.requestId);
      const target = new URL(req.url!, 'http://x');
      if (target.pathname === '/graphql') {
        void Promise.resolve(
          yoga.fetch(
            target,
            { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: '{ boom }' }) },
            { requestContext: contextFor(info) },
          ),
        ).then(async (r) => {
          res.writeHead(r.status, { 'content-type': 'application/json' });
          res.end(await r.text());
        });
        return;
      }
      void rest(req, res, target, info);
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('REST: 500 INTERNAL without the exception text, which goes to the log with the request id', async () => {
    const res = await fetch(`${url}/api/v1/boom`, { headers: { 'x-request-id': 'req-boom-1' } });
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body).toMatchObject({ success: false, error: { code: 'INTERNAL', requestId: 'req-boom-1' } });
    expect(JSON.stringify(body)).not.toContain('hunter2');
    const logged = logs.find((l) => l.requestId === 'req-boom-1' && l.level === 50);
    expect(logged?.err?.message).toContain('hunter2');
  });

  it('REST: an expected failure keeps its code, status and details', async () => {
    const res = await fetch(`${url}/api/v1/refused`);
    expect(res.status).toBe(403);
    expect(await res.json()).toMatchObject({
      success: false,
      error: { code: 'FORBIDDEN', message: 'not yours', details: { why: 'test' } },
    });
  });

  it('GraphQL: INTERNAL in extensions.code, message masked', async () => {
    const res = await fetch(`${url}/graphql`, { method: 'POST' });
    const body = await res.json();
    expect(body.errors[0].extensions.code).toBe('INTERNAL');
    expect(JSON.stringify(body)).not.toContain('hunter2');
    expect(logs.some((l) => l.level === 50 && String(l.err?.message).includes('hunter2') && l.msg.includes('GraphQL'))).toBe(true);
  });
});

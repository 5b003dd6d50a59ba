import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLInt, GraphQLNonNull, GraphQLObjectType, GraphQLSchema, GraphQLString } from 'graphql';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRouteSetHandler } from '../../rest-adapter/handler.js';
import type { RouteDoc } from '../../rest-adapter/route.types.js';
import { ResponseHeaders, type RequestContext } from '../../src/context.js';
import { AppError } from '../../src/domain/errors.js';
import { BillingTab } from '../../src/domain/quota/billing-tab.js';
import { createDirectExecutor } from '../../src/graphql/direct-executor.js';
import { createOperationExecutor } from '../../src/graphql/operation-executor.js';
import { createGraphQLServer } from '../../src/graphql/yoga.js';
import { BodyBudget } from '../../src/http/body-budget.js';
import { requestInfoFrom } from '../../src/http/request-info.js';

/** Decision 0611: yoga, the direct path and the REST routes run their operations through one executor. */
const schema = new GraphQLSchema({
  query: new GraphQLObjectType({
    name: 'Query',
    fields: {
      twice: { type: GraphQLInt, args: { n: { type: new GraphQLNonNull(GraphQLInt) } }, resolve: (_, { n }: { n: number }) => 2 * n },
      refused: {
        type: GraphQLString,
        resolve: () => {
          throw new AppError('FORBIDDEN', 'not yours');
        },
      },
    },
  }),
});

type Operations = { Twice: { variables: { n: number }; data: { A: { twice: number | null }; B: { twice: number | null } } } };

const doc: RouteDoc = { summary: 'twice', tag: 'Usage', access: 'public', status: 200, data: z.unknown(), errors: [] };

const logger = pino({ level: 'silent' });
const contextFor = (info: { requestId: string }) =>
  ({
    requestId: info.requestId,
    request: info,
    logger,
    responseHeaders: new ResponseHeaders(),
    billing: new BillingTab(),
  }) as unknown as RequestContext;

describe('one executor for every path (decision 0611)', () => {
  const executor = createOperationExecutor(schema);
  const yoga = createGraphQLServer(schema, logger, [], undefined, executor);
  const direct = createDirectExecutor(schema, { executor });
  let server: Server;
  let url: string;

  /** A GraphQL POST through yoga, as the full server answers it; the request id dropped (each differs). */
  async function throughYoga(query: string, variables?: Record<string, unknown>) {
    const info = { requestId: randomUUID() };
    const res = await yoga.fetch(
      'http://x/graphql',
      { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query, variables }) },
      { requestContext: contextFor(info) },
    );
    return JSON.parse((await res.text()).replaceAll(info.requestId, '<id>')) as { data?: unknown; errors?: Array<Record<string, unknown>> };
  }

  beforeAll(async () => {
    const rest = createRouteSetHandler<Operations>(
      schema,
      {
        config: { maxBodyBytes: 1024, responseShape: 'A' },
        bodies: new BodyBudget(1024 * 1024),
        logger,
        createContext: contextFor,
        executor,
      },
      {
        operations: { Twice: 'query Twice($n: Int!) { twice(n: $n) }' },
        routes: [
          {
            method: 'GET',
            path: '/api/v1/twice',
            operation: 'Twice',
            body: 'none',
            variables: () => ({ n: 21 }),
            respond: ({ data }) => ({ data }),
            doc,
          },
        ],
      },
    );
    server = createServer((req, res) => void rest(req, res, new URL(req.url!, 'http://x'), requestInfoFrom(req)));
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it("compiles a yoga document once it comes back, and the compiled answer is the interpreted one's, error locations included", async () => {
    const before = executor.stats().compiled;
    const query = '{\n  refused\n}';
    const first = await throughYoga(query);
    expect(executor.stats().compiled).toBe(before);
    const second = await throughYoga(query);
    expect(executor.stats().compiled).toBe(before + 1);
    expect(first.errors?.[0]).toMatchObject({ message: 'not yours', locations: [{ line: 2, column: 3 }], path: ['refused'] });
    expect(second).toEqual(first);
  });

  it('words variables that do not fit a compiled operation as graphql-js does', async () => {
    const query = 'query Q($n: Int!) { twice(n: $n) }';
    const before = executor.stats().compiled;
    expect(await throughYoga(query, { n: 2 })).toEqual({ data: { twice: 4 } });
    // Its second run compiles it; the refusal is still graphql-js's.
    const refused = await throughYoga(query, { n: 'x' });
    expect(executor.stats().compiled).toBe(before + 1);
    expect(refused.errors?.[0]?.message).toMatch(/Variable "\$n" got invalid value "x"/);
    expect(await throughYoga(query, { n: 3 })).toEqual({ data: { twice: 6 } });
    expect(await throughYoga(query, { n: 'x' })).toEqual(refused);
  });

  it('runs the direct path and the REST routes through the same executor', async () => {
    const before = executor.stats().compiled;
    const query = '{ twice(n: 5) }';
    for (let i = 0; i < 2; i++) {
      const answer = await direct({ query }, contextFor({ requestId: randomUUID() }));
      expect(JSON.parse(answer!.body)).toEqual({ data: { twice: 10 } });
    }
    expect(executor.stats().compiled).toBe(before + 1);
    for (let i = 0; i < 2; i++) expect(await (await fetch(`${url}/api/v1/twice`)).json()).toEqual({ success: true, data: { twice: 42 } });
    expect(executor.stats().compiled).toBe(before + 2);
  });
});

import { readFileSync } from 'node:fs';
import type { TypedDocumentNode as CoreTypedDocumentNode } from '@graphql-typed-document-node/core';
import { buildSchema, print, validate, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as documents from '@vin-gateway/client/graphql';
import type { DecodeVinQuery, DecodeVinQueryVariables, UsageHistoryQuery } from '@vin-gateway/client/graphql';
import { SCHEMA_FILE } from '../../../src/bin/schema-print.command.js';

// Checked by `npm run typecheck`: the written-out TypedDocumentNode is the one GraphQL clients
// take (theirs comes from @graphql-typed-document-node/core), both ways.
const asCore: CoreTypedDocumentNode<DecodeVinQuery, DecodeVinQueryVariables> = documents.DecodeVinDocument;
const fromCore: documents.TypedDocumentNode<DecodeVinQuery, DecodeVinQueryVariables> = asCore;
const history: documents.ResultOf<typeof documents.UsageHistoryDocument> = { usageHistory: [] } satisfies UsageHistoryQuery;
// A job's state is the schema's enum, and a submission's variable is the file to upload.
const jobState: documents.ResultOf<typeof documents.BatchJobDocument>['batchJob']['state'] = 'paused_quota';
const upload: documents.VariablesOf<typeof documents.SubmitBatchJobDocument> = { file: new File(['vin\n'], 'vins.csv') };

const operations = Object.entries(documents).filter(([name]) => name.endsWith('Document')) as Array<[string, DocumentNode]>;

describe('@vin-gateway/client/graphql', () => {
  it('exports decode, batch, usage, usage history, API key, webhook and bulk job operations', () => {
    expect(operations.map(([name]) => name).sort()).toEqual(
      [
        'ApiKeys',
        'BatchDecode',
        'BatchJob',
        'BatchJobProgress',
        'BatchJobs',
        'CancelBatchJob',
        'CreateApiKey',
        'DecodeVin',
        'DeleteWebhook',
        'RegisterWebhook',
        'RevokeApiKey',
        'RotateWebhookSecret',
        'SendTestWebhook',
        'SubmitBatchJob',
        'UpdateWebhook',
        'Usage',
        'UsageHistory',
        'Webhook',
        'WebhookDeliveries',
        'Webhooks',
      ]
        .map((name) => `${name}Document`)
        .sort(),
    );
    expect([asCore, fromCore, history, jobState, upload]).toHaveLength(5);
  });

  it('holds parsed documents that schema/schema.graphql validates', () => {
    const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
    for (const [name, document] of operations) {
      expect(document.kind, name).toBe('Document');
      expect(validate(schema, document).map((error) => `${name}: ${error.message}`)).toEqual([]);
    }
    expect(print(documents.UsageHistoryDocument)).toContain('usageHistory(days: $days)');
    expect(print(documents.SubmitBatchJobDocument)).toContain('submitBatchJob(file: $file)');
  });
});

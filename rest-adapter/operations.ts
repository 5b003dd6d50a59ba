import { parse, specifiedRules, validate, type DocumentNode, type GraphQLSchema } from 'graphql';
import { operationCostRule } from '../src/graphql/operation-cost.js';
import type { ResponseShape } from '../src/config.js';
import { WEBHOOK_OPERATIONS } from './webhook-routes.js';
import { OCR_OPERATIONS } from './ocr-routes.js';
import { BATCH_JOB_OPERATIONS } from './batch-job-routes.js';
import { vehicleSelectionFor } from './shapes.js';

/**
 * The stored GraphQL operations behind the REST routes. REST is only a different way to ask the
 * same schema, so auth, validation, quota and errors cannot drift between the two surfaces.
 */
const ACCOUNT = 'id email accountState role overageEnabled createdAt plan { code name dailyQuota batchCap webhooksAllowed overageAllowed }';
const API_KEY = 'id name prefix last4 createdAt lastUsedAt revokedAt revoked';
const TOKENS = 'accessToken expiresIn tokenType';
const ERROR_DETAILS = 'reason wmi manufacturer make modelYear country vehicleType';

/** Decodes select only the vehicle fields the deployment's response shape is built from. */
const decodeOperations = (shape: ResponseShape) => {
  const vehicle = vehicleSelectionFor(shape);
  return {
    DecodeVin: `query DecodeVin($vin: String!) { decodeVin(vin: $vin) { ${vehicle} } }`,
    BatchDecode: `query BatchDecode($vins: [String!]!) { batchDecode(vins: $vins) {
      summary { totalSubmitted successful failed duplicates billableCount }
      results { __typename ... on BatchDecodeSuccess { index vin requestedVin status vehicle { ${vehicle} warnings } } ... on BatchDecodeError { index vin requestedVin status errorCode message details { ${ERROR_DETAILS} } } }
      duplicates { index requestedVin duplicateOf } } }`,
  };
};

const SHAPE_INDEPENDENT_OPERATIONS = {
  Usage: `query Usage { usage { plan dailyQuota usedToday remainingToday overageEnabled overageToday periodEndsAt } }`,
  UsageHistory: `query UsageHistory($days: Int) { usageHistory(days: $days) { day used overage } }`,
  ValidateVin: `query ValidateVin($vin: String!) { validateVin(vin: $vin) { vin isValidFormat checkDigitValid } }`,
  Login: `mutation Login($email: String!, $password: String!) { login(email: $email, password: $password) { ${TOKENS} user { id email accountState } } }`,
  RefreshSession: `mutation RefreshSession { refreshSession { ${TOKENS} } }`,
  Logout: `mutation Logout { logout { loggedOut } }`,
  ApiKeys: `query ApiKeys { apiKeys { ${API_KEY} } }`,
  CreateApiKey: `mutation CreateApiKey($name: String!) { createApiKey(name: $name) { key apiKey { ${API_KEY} } } }`,
  RevokeApiKey: `mutation RevokeApiKey($id: ID!) { revokeApiKey(id: $id) { ${API_KEY} } }`,
  AdminAccounts: `query AdminAccounts($search: String, $limit: Int, $offset: Int) { adminAccounts(search: $search, limit: $limit, offset: $offset) { total items { ${ACCOUNT} } } }`,
  AdminCreateAccount: `mutation AdminCreateAccount($input: NewAccountInput!) { adminCreateAccount(input: $input) { ${ACCOUNT} } }`,
  AdminVerifyAccount: `mutation AdminVerifyAccount($id: ID!) { adminVerifyAccount(id: $id) { ${ACCOUNT} } }`,
  AdminSuspendAccount: `mutation AdminSuspendAccount($id: ID!) { adminSuspendAccount(id: $id) { ${ACCOUNT} } }`,
  AdminActivateAccount: `mutation AdminActivateAccount($id: ID!) { adminActivateAccount(id: $id) { ${ACCOUNT} } }`,
  AdminSetPlan: `mutation AdminSetPlan($id: ID!, $plan: String!) { adminSetPlan(id: $id, plan: $plan) { ${ACCOUNT} } }`,
  AdminSetOverage: `mutation AdminSetOverage($id: ID!, $enabled: Boolean!) { adminSetOverage(id: $id, enabled: $enabled) { ${ACCOUNT} } }`,
  AdminRevokeApiKey: `mutation AdminRevokeApiKey($id: ID!) { adminRevokeApiKey(id: $id) { ${API_KEY} } }`,
  ...WEBHOOK_OPERATIONS,
  ...OCR_OPERATIONS,
  ...BATCH_JOB_OPERATIONS,
} as const;

/** Every stored operation of a deployment answering in `shape`. */
export function operationsFor(shape: ResponseShape): Readonly<Record<OperationName, string>> {
  return { ...decodeOperations(shape), ...SHAPE_INDEPENDENT_OPERATIONS };
}

export type OperationName = keyof ReturnType<typeof decodeOperations> | keyof typeof SHAPE_INDEPENDENT_OPERATIONS;

export type CompiledOperations = ReadonlyMap<string, DocumentNode>;

/** Parses and validates every stored operation once (within the cost budget too); a broken one stops start-up, not a request. */
export function compileOperations(schema: GraphQLSchema, operations: Readonly<Record<string, string>>): CompiledOperations {
  const compiled = new Map<string, DocumentNode>();
  for (const [name, source] of Object.entries(operations)) {
    const document = parse(source);
    const errors = validate(schema, document, [...specifiedRules, operationCostRule()]);
    if (errors.length > 0) throw new Error(`stored operation ${name} is invalid: ${errors.map((e) => e.message).join('; ')}`);
    compiled.set(name, document);
  }
  return compiled;
}

/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
export type AccountRole =
  | 'admin'
  | 'user';

/** queued → running ⇄ paused_quota → succeeded; or failed, or cancelled by its owner. paused_suspended: the account is suspended; the job resumes when it is reactivated. */
export type BatchJobState =
  | 'cancelled'
  | 'failed'
  | 'paused_quota'
  | 'paused_suspended'
  | 'queued'
  | 'running'
  | 'succeeded';

export type WebhookUpdateInput = {
  enabled?: boolean | null | undefined;
  events?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

export type DashboardLoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type DashboardLoginMutation = { login: { accessToken: string, expiresIn: number } };

export type DashboardOverviewQueryVariables = Exact<{
  days: number;
}>;


export type DashboardOverviewQuery = { me: { id: string, email: string, role: AccountRole, overageEnabled: boolean, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } }, usage: { dailyQuota: number, usedToday: number, remainingToday: number, overageEnabled: boolean, overageToday: number, periodEndsAt: string }, usageHistory: Array<{ day: string, used: number, overage: number }> };

export type DashboardApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, last4: string, createdAt: string, lastUsedAt: string | null, revoked: boolean }> };

export type DashboardCreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type DashboardCreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string } } };

export type DashboardRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRevokeApiKeyMutation = { revokeApiKey: { id: string, revoked: boolean } };

export type DashboardWebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type DashboardWebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string }> };

export type DashboardRegisterWebhookMutationVariables = Exact<{
  url: string;
  events: Array<string> | string;
}>;


export type DashboardRegisterWebhookMutation = { registerWebhook: { id: string, secret: string } };

export type DashboardUpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: WebhookUpdateInput;
}>;


export type DashboardUpdateWebhookMutation = { updateWebhook: { id: string, url: string, events: Array<string>, enabled: boolean } };

export type DashboardDeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardDeleteWebhookMutation = { deleteWebhook: { id: string, deleted: boolean } };

export type DashboardRotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardRotateWebhookSecretMutation = { rotateWebhookSecret: { id: string, secret: string } };

export type DashboardSendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DashboardSendTestWebhookMutation = { sendTestWebhook: { id: string, status: string } };

export type DashboardWebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
}>;


export type DashboardWebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, createdAt: string }> };

export type DashboardDecodeVinQueryVariables = Exact<{
  vin: string;
}>;


export type DashboardDecodeVinQuery = { decodeVin: { vin: string, make: string | null, model: string | null, modelYear: number | null, trim: string | null, series: string | null, vehicleType: string | null, bodyClass: string | null, doors: number | null, driveType: string | null, transmission: string | null, fuelTypePrimary: string | null, manufacturer: string | null, plantCity: string | null, plantCountry: string | null, warnings: Array<string>, engine: { cylinders: number | null, displacementL: number | null, horsepower: number | null } } | null };

export type DashboardDecodeVinImageMutationVariables = Exact<{
  image: File;
}>;


export type DashboardDecodeVinImageMutation = { decodeVinImage: { vin: string, confidence: number, verified: boolean, source: string, warnings: Array<string>, box: { left: number, top: number, width: number, height: number } | null, characters: Array<{ position: number, character: string, confidence: number, unsure: boolean }>, vehicle: { vin: string, make: string | null, model: string | null, modelYear: number | null, trim: string | null, series: string | null, vehicleType: string | null, bodyClass: string | null, doors: number | null, driveType: string | null, transmission: string | null, fuelTypePrimary: string | null, manufacturer: string | null, plantCity: string | null, plantCountry: string | null, warnings: Array<string>, engine: { cylinders: number | null, displacementL: number | null, horsepower: number | null } } | null } | null };

export type DashboardSubmitBatchJobMutationVariables = Exact<{
  file: File;
}>;


export type DashboardSubmitBatchJobMutation = { submitBatchJob: { id: string, state: BatchJobState, total: number, processed: number, billed: number } };

export type DashboardBatchJobQueryVariables = Exact<{
  id: string | number;
}>;


export type DashboardBatchJobQuery = { batchJob: { id: string, state: BatchJobState, total: number, processed: number, successful: number, failed: number, duplicates: number, billed: number, progress: number } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const DashboardLoginDocument = new TypedDocumentString(`
    mutation DashboardLogin($email: String!, $password: String!) {
  login(email: $email, password: $password) {
    accessToken
    expiresIn
  }
}
    `) as unknown as TypedDocumentString<DashboardLoginMutation, DashboardLoginMutationVariables>;
export const DashboardOverviewDocument = new TypedDocumentString(`
    query DashboardOverview($days: Int!) {
  me {
    id
    email
    role
    overageEnabled
    plan {
      code
      name
      dailyQuota
      batchCap
      webhooksAllowed
      overageAllowed
    }
  }
  usage {
    dailyQuota
    usedToday
    remainingToday
    overageEnabled
    overageToday
    periodEndsAt
  }
  usageHistory(days: $days) {
    day
    used
    overage
  }
}
    `) as unknown as TypedDocumentString<DashboardOverviewQuery, DashboardOverviewQueryVariables>;
export const DashboardApiKeysDocument = new TypedDocumentString(`
    query DashboardApiKeys {
  apiKeys {
    id
    name
    prefix
    last4
    createdAt
    lastUsedAt
    revoked
  }
}
    `) as unknown as TypedDocumentString<DashboardApiKeysQuery, DashboardApiKeysQueryVariables>;
export const DashboardCreateApiKeyDocument = new TypedDocumentString(`
    mutation DashboardCreateApiKey($name: String!) {
  createApiKey(name: $name) {
    key
    apiKey {
      id
      name
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardCreateApiKeyMutation, DashboardCreateApiKeyMutationVariables>;
export const DashboardRevokeApiKeyDocument = new TypedDocumentString(`
    mutation DashboardRevokeApiKey($id: ID!) {
  revokeApiKey(id: $id) {
    id
    revoked
  }
}
    `) as unknown as TypedDocumentString<DashboardRevokeApiKeyMutation, DashboardRevokeApiKeyMutationVariables>;
export const DashboardWebhooksDocument = new TypedDocumentString(`
    query DashboardWebhooks {
  webhooks {
    id
    url
    events
    enabled
    disabledReason
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DashboardWebhooksQuery, DashboardWebhooksQueryVariables>;
export const DashboardRegisterWebhookDocument = new TypedDocumentString(`
    mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {
  registerWebhook(url: $url, events: $events) {
    id
    secret
  }
}
    `) as unknown as TypedDocumentString<DashboardRegisterWebhookMutation, DashboardRegisterWebhookMutationVariables>;
export const DashboardUpdateWebhookDocument = new TypedDocumentString(`
    mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {
  updateWebhook(id: $id, input: $input) {
    id
    url
    events
    enabled
  }
}
    `) as unknown as TypedDocumentString<DashboardUpdateWebhookMutation, DashboardUpdateWebhookMutationVariables>;
export const DashboardDeleteWebhookDocument = new TypedDocumentString(`
    mutation DashboardDeleteWebhook($id: ID!) {
  deleteWebhook(id: $id) {
    id
    deleted
  }
}
    `) as unknown as TypedDocumentString<DashboardDeleteWebhookMutation, DashboardDeleteWebhookMutationVariables>;
export const DashboardRotateWebhookSecretDocument = new TypedDocumentString(`
    mutation DashboardRotateWebhookSecret($id: ID!) {
  rotateWebhookSecret(id: $id) {
    id
    secret
  }
}
    `) as unknown as TypedDocumentString<DashboardRotateWebhookSecretMutation, DashboardRotateWebhookSecretMutationVariables>;
export const DashboardSendTestWebhookDocument = new TypedDocumentString(`
    mutation DashboardSendTestWebhook($id: ID!) {
  sendTestWebhook(id: $id) {
    id
    status
  }
}
    `) as unknown as TypedDocumentString<DashboardSendTestWebhookMutation, DashboardSendTestWebhookMutationVariables>;
export const DashboardWebhookDeliveriesDocument = new TypedDocumentString(`
    query DashboardWebhookDeliveries($id: ID!, $limit: Int) {
  webhookDeliveries(id: $id, limit: $limit) {
    id
    eventType
    status
    attempts
    lastResponseCode
    lastError
    createdAt
  }
}
    `) as unknown as TypedDocumentString<DashboardWebhookDeliveriesQuery, DashboardWebhookDeliveriesQueryVariables>;
export const DashboardDecodeVinDocument = new TypedDocumentString(`
    query DashboardDecodeVin($vin: String!) {
  decodeVin(vin: $vin) {
    vin
    make
    model
    modelYear
    trim
    series
    vehicleType
    bodyClass
    doors
    driveType
    transmission
    fuelTypePrimary
    engine {
      cylinders
      displacementL
      horsepower
    }
    manufacturer
    plantCity
    plantCountry
    warnings
  }
}
    `) as unknown as TypedDocumentString<DashboardDecodeVinQuery, DashboardDecodeVinQueryVariables>;
export const DashboardDecodeVinImageDocument = new TypedDocumentString(`
    mutation DashboardDecodeVinImage($image: File!) {
  decodeVinImage(image: $image) {
    vin
    confidence
    verified
    source
    box {
      left
      top
      width
      height
    }
    characters {
      position
      character
      confidence
      unsure
    }
    warnings
    vehicle {
      vin
      make
      model
      modelYear
      trim
      series
      vehicleType
      bodyClass
      doors
      driveType
      transmission
      fuelTypePrimary
      engine {
        cylinders
        displacementL
        horsepower
      }
      manufacturer
      plantCity
      plantCountry
      warnings
    }
  }
}
    `) as unknown as TypedDocumentString<DashboardDecodeVinImageMutation, DashboardDecodeVinImageMutationVariables>;
export const DashboardSubmitBatchJobDocument = new TypedDocumentString(`
    mutation DashboardSubmitBatchJob($file: File!) {
  submitBatchJob(file: $file) {
    id
    state
    total
    processed
    billed
  }
}
    `) as unknown as TypedDocumentString<DashboardSubmitBatchJobMutation, DashboardSubmitBatchJobMutationVariables>;
export const DashboardBatchJobDocument = new TypedDocumentString(`
    query DashboardBatchJob($id: ID!) {
  batchJob(id: $id) {
    id
    state
    total
    processed
    successful
    failed
    duplicates
    billed
    progress
  }
}
    `) as unknown as TypedDocumentString<DashboardBatchJobQuery, DashboardBatchJobQueryVariables>;
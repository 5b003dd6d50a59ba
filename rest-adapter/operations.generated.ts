// Generated from schema/schema.graphql and rest-adapter/operations.ts by `npm run rest:types`: do not edit.
/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
export type AccountRole =
  | 'admin'
  | 'user';

export type AccountState =
  | 'active'
  | 'pending_verification'
  | 'suspended';

/** queued → running ⇄ paused_quota → succeeded; or failed, or cancelled by its owner. paused_suspended: the account is suspended; the job resumes when it is reactivated. */
export type BatchJobState =
  | 'cancelled'
  | 'failed'
  | 'paused_quota'
  | 'paused_suspended'
  | 'queued'
  | 'running'
  | 'succeeded';

export type NewAccountInput = {
  accountState?: AccountState | null | undefined;
  email: string;
  password: string;
  plan: string;
  role?: AccountRole | null | undefined;
};

export type WebhookUpdateInput = {
  enabled?: boolean | null | undefined;
  events?: Array<string> | null | undefined;
  url?: string | null | undefined;
};

export type DecodeVinShapeAQueryVariables = Exact<{
  vin: string;
}>;


export type DecodeVinShapeAQuery = { decodeVin: { requestedVin: string, vin: string, modelYear: number | null, make: string | null, model: string | null, trim: string | null, trim2: string | null, vehicleType: string | null, bodyClass: string | null, engineCylinders: number | null, engineDisplacementL: number | null, fuelTypePrimary: string | null, transmissionStyle: string | null, transmissionSpeeds: number | null, driveType: string | null, manufacturer: string | null, manufacturerCountry: string | null, safetyFeatures: Array<{ feature: string, value: string }>, enrichment: { fields: Array<string> } } | null };

export type DecodeVinShapeBQueryVariables = Exact<{
  vin: string;
}>;


export type DecodeVinShapeBQuery = { decodeVin: { requestedVin: string, vin: string, make: string | null, model: string | null, modelYear: number | null, trim: string | null, trim2: string | null, series: string | null, series2: string | null, bodyClass: string | null, doors: number | null, engineCylinders: number | null, engineDisplacementL: number | null, engineHP: number | null, engineModel: string | null, engineConfiguration: string | null, fuelTypePrimary: string | null, driveType: string | null, plantCity: string | null, plantState: string | null, plantCountry: string | null, gvwr: string | null, electrificationLevel: string | null, batteryKWh: number | null, enrichment: { fields: Array<string> } } | null };

export type BatchDecodeShapeAQueryVariables = Exact<{
  vins: Array<string> | string;
}>;


export type BatchDecodeShapeAQuery = { batchDecode: { summary: { totalSubmitted: number, successful: number, failed: number, duplicates: number, billableCount: number }, results: Array<
      | { __typename: 'BatchDecodeError', index: number, vin: string, requestedVin: string, status: string, errorCode: string, message: string, details: { reason: string | null, wmi: string | null, manufacturer: string | null, make: string | null, modelYear: number | null, country: string | null, vehicleType: string | null } | null }
      | { __typename: 'BatchDecodeSuccess', index: number, vin: string, requestedVin: string, status: string, vehicle: { requestedVin: string, vin: string, modelYear: number | null, make: string | null, model: string | null, trim: string | null, trim2: string | null, vehicleType: string | null, bodyClass: string | null, engineCylinders: number | null, engineDisplacementL: number | null, fuelTypePrimary: string | null, transmissionStyle: string | null, transmissionSpeeds: number | null, driveType: string | null, manufacturer: string | null, manufacturerCountry: string | null, warnings: Array<string>, safetyFeatures: Array<{ feature: string, value: string }>, enrichment: { fields: Array<string> } } }
    >, duplicates: Array<{ index: number, requestedVin: string, duplicateOf: number }> } | null };

export type BatchDecodeShapeBQueryVariables = Exact<{
  vins: Array<string> | string;
}>;


export type BatchDecodeShapeBQuery = { batchDecode: { summary: { totalSubmitted: number, successful: number, failed: number, duplicates: number, billableCount: number }, results: Array<
      | { __typename: 'BatchDecodeError', index: number, vin: string, requestedVin: string, status: string, errorCode: string, message: string, details: { reason: string | null, wmi: string | null, manufacturer: string | null, make: string | null, modelYear: number | null, country: string | null, vehicleType: string | null } | null }
      | { __typename: 'BatchDecodeSuccess', index: number, vin: string, requestedVin: string, status: string, vehicle: { requestedVin: string, vin: string, make: string | null, model: string | null, modelYear: number | null, trim: string | null, trim2: string | null, series: string | null, series2: string | null, bodyClass: string | null, doors: number | null, engineCylinders: number | null, engineDisplacementL: number | null, engineHP: number | null, engineModel: string | null, engineConfiguration: string | null, fuelTypePrimary: string | null, driveType: string | null, plantCity: string | null, plantState: string | null, plantCountry: string | null, gvwr: string | null, electrificationLevel: string | null, batteryKWh: number | null, warnings: Array<string>, enrichment: { fields: Array<string> } } }
    >, duplicates: Array<{ index: number, requestedVin: string, duplicateOf: number }> } | null };

export type UsageQueryVariables = Exact<{ [key: string]: never; }>;


export type UsageQuery = { usage: { plan: string, dailyQuota: number, usedToday: number, remainingToday: number, overageEnabled: boolean, overageToday: number, periodEndsAt: string } };

export type UsageHistoryQueryVariables = Exact<{
  days?: number | null | undefined;
}>;


export type UsageHistoryQuery = { usageHistory: Array<{ day: string, used: number, overage: number }> };

export type ValidateVinQueryVariables = Exact<{
  vin: string;
}>;


export type ValidateVinQuery = { validateVin: { vin: string, isValidFormat: boolean, checkDigitValid: boolean } };

export type LoginMutationVariables = Exact<{
  email: string;
  password: string;
}>;


export type LoginMutation = { login: { accessToken: string, expiresIn: number, tokenType: string, user: { id: string, email: string, accountState: string } } };

export type RefreshSessionMutationVariables = Exact<{ [key: string]: never; }>;


export type RefreshSessionMutation = { refreshSession: { accessToken: string, expiresIn: number, tokenType: string } };

export type LogoutMutationVariables = Exact<{ [key: string]: never; }>;


export type LogoutMutation = { logout: { loggedOut: boolean } };

export type ApiKeysQueryVariables = Exact<{ [key: string]: never; }>;


export type ApiKeysQuery = { apiKeys: Array<{ id: string, name: string, prefix: string, last4: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, revoked: boolean }> };

export type CreateApiKeyMutationVariables = Exact<{
  name: string;
}>;


export type CreateApiKeyMutation = { createApiKey: { key: string, apiKey: { id: string, name: string, prefix: string, last4: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, revoked: boolean } } };

export type RevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokeApiKeyMutation = { revokeApiKey: { id: string, name: string, prefix: string, last4: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, revoked: boolean } };

export type AdminAccountsQueryVariables = Exact<{
  search?: string | null | undefined;
  limit?: number | null | undefined;
  offset?: number | null | undefined;
}>;


export type AdminAccountsQuery = { adminAccounts: { total: number, items: Array<{ id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } }> } };

export type AdminCreateAccountMutationVariables = Exact<{
  input: NewAccountInput;
}>;


export type AdminCreateAccountMutation = { adminCreateAccount: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminVerifyAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminVerifyAccountMutation = { adminVerifyAccount: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminSuspendAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminSuspendAccountMutation = { adminSuspendAccount: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminActivateAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminActivateAccountMutation = { adminActivateAccount: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminSetPlanMutationVariables = Exact<{
  id: string | number;
  plan: string;
}>;


export type AdminSetPlanMutation = { adminSetPlan: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminSetOverageMutationVariables = Exact<{
  id: string | number;
  enabled: boolean;
}>;


export type AdminSetOverageMutation = { adminSetOverage: { id: string, email: string, accountState: AccountState, role: AccountRole, overageEnabled: boolean, createdAt: string, plan: { code: string, name: string, dailyQuota: number, batchCap: number, webhooksAllowed: boolean, overageAllowed: boolean } } };

export type AdminRevokeApiKeyMutationVariables = Exact<{
  id: string | number;
}>;


export type AdminRevokeApiKeyMutation = { adminRevokeApiKey: { id: string, name: string, prefix: string, last4: string, createdAt: string, lastUsedAt: string | null, revokedAt: string | null, revoked: boolean } };

export type RegisterWebhookMutationVariables = Exact<{
  url: string;
  events: Array<string> | string;
}>;


export type RegisterWebhookMutation = { registerWebhook: { id: string, url: string, events: Array<string>, secret: string, createdAt: string } };

export type WebhooksQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhooksQuery = { webhooks: Array<{ id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, updatedAt: string }> };

export type WebhookQueryVariables = Exact<{
  id: string | number;
}>;


export type WebhookQuery = { webhook: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, updatedAt: string } };

export type UpdateWebhookMutationVariables = Exact<{
  id: string | number;
  input: WebhookUpdateInput;
}>;


export type UpdateWebhookMutation = { updateWebhook: { id: string, url: string, events: Array<string>, enabled: boolean, disabledReason: string | null, createdAt: string, updatedAt: string } };

export type DeleteWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookMutation = { deleteWebhook: { id: string, deleted: boolean } };

export type RotateWebhookSecretMutationVariables = Exact<{
  id: string | number;
}>;


export type RotateWebhookSecretMutation = { rotateWebhookSecret: { id: string, secret: string } };

export type SendTestWebhookMutationVariables = Exact<{
  id: string | number;
}>;


export type SendTestWebhookMutation = { sendTestWebhook: { id: string, eventId: string, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null, createdAt: string, finishedAt: string | null } };

export type WebhookDeliveriesQueryVariables = Exact<{
  id: string | number;
  limit?: number | null | undefined;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, eventType: string, status: string, attempts: number, lastResponseCode: number | null, lastError: string | null, lastAttemptAt: string | null, nextAttemptAt: string | null, createdAt: string, finishedAt: string | null }> };

export type DecodeVinImageMutationVariables = Exact<{
  image: File;
}>;


export type DecodeVinImageMutation = { decodeVinImage: { vin: string, confidence: number, verified: boolean, warnings: Array<string>, box: { left: number, top: number, width: number, height: number } | null, characters: Array<{ position: number, confidence: number, unsure: boolean }>, vehicle: { requestedVin: string, vin: string, make: string | null, makeId: number | null, model: string | null, modelId: number | null, modelYear: number | null, trim: string | null, trim2: string | null, series: string | null, series2: string | null, vehicleType: string | null, bodyClass: string | null, doors: number | null, engineCylinders: number | null, engineDisplacementL: number | null, engineDisplacementCC: number | null, engineDisplacementCI: number | null, engineHP: number | null, engineHPTo: number | null, engineKW: number | null, engineModel: string | null, engineConfiguration: string | null, engineManufacturer: string | null, fuelTypePrimary: string | null, fuelTypeSecondary: string | null, turbo: string | null, transmissionStyle: string | null, transmissionSpeeds: number | null, driveType: string | null, plantCity: string | null, plantState: string | null, plantCountry: string | null, plantCompanyName: string | null, gvwr: string | null, gvwrTo: string | null, electrificationLevel: string | null, batteryKWh: number | null, batteryKWhTo: number | null, batteryType: string | null, manufacturer: string | null, manufacturerId: number | null, manufacturerCountry: string | null, safetyFeatures: Array<{ feature: string, value: string }>, enrichment: { fields: Array<string> } } | null } | null };

export type SubmitBatchJobMutationVariables = Exact<{
  file: File;
}>;


export type SubmitBatchJobMutation = { submitBatchJob: { id: string, state: BatchJobState, inputFormat: string, total: number, processed: number, successful: number, failed: number, duplicates: number, billed: number, progress: number, error: string | null, createdAt: string, updatedAt: string, finishedAt: string | null, expiresAt: string | null } };

export type BatchJobQueryVariables = Exact<{
  id: string | number;
}>;


export type BatchJobQuery = { batchJob: { id: string, state: BatchJobState, inputFormat: string, total: number, processed: number, successful: number, failed: number, duplicates: number, billed: number, progress: number, error: string | null, createdAt: string, updatedAt: string, finishedAt: string | null, expiresAt: string | null } };

export type BatchJobsQueryVariables = Exact<{
  limit?: number | null | undefined;
}>;


export type BatchJobsQuery = { batchJobs: Array<{ id: string, state: BatchJobState, inputFormat: string, total: number, processed: number, successful: number, failed: number, duplicates: number, billed: number, progress: number, error: string | null, createdAt: string, updatedAt: string, finishedAt: string | null, expiresAt: string | null }> };

export type BatchJobResultsQueryVariables = Exact<{
  id: string | number;
}>;


export type BatchJobResultsQuery = { batchJob: { id: string, state: BatchJobState, processed: number } };

export type CancelBatchJobMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelBatchJobMutation = { cancelBatchJob: { id: string, state: BatchJobState, inputFormat: string, total: number, processed: number, successful: number, failed: number, duplicates: number, billed: number, progress: number, error: string | null, createdAt: string, updatedAt: string, finishedAt: string | null, expiresAt: string | null } };

/** Every stored operation: the variables it takes and the data it answers in each response shape. */
export type StoredOperationTypes = {
  DecodeVin: { variables: DecodeVinShapeAQueryVariables; data: { A: DecodeVinShapeAQuery; B: DecodeVinShapeBQuery } };
  BatchDecode: { variables: BatchDecodeShapeAQueryVariables; data: { A: BatchDecodeShapeAQuery; B: BatchDecodeShapeBQuery } };
  Usage: { variables: UsageQueryVariables; data: { A: UsageQuery; B: UsageQuery } };
  UsageHistory: { variables: UsageHistoryQueryVariables; data: { A: UsageHistoryQuery; B: UsageHistoryQuery } };
  ValidateVin: { variables: ValidateVinQueryVariables; data: { A: ValidateVinQuery; B: ValidateVinQuery } };
  Login: { variables: LoginMutationVariables; data: { A: LoginMutation; B: LoginMutation } };
  RefreshSession: { variables: RefreshSessionMutationVariables; data: { A: RefreshSessionMutation; B: RefreshSessionMutation } };
  Logout: { variables: LogoutMutationVariables; data: { A: LogoutMutation; B: LogoutMutation } };
  ApiKeys: { variables: ApiKeysQueryVariables; data: { A: ApiKeysQuery; B: ApiKeysQuery } };
  CreateApiKey: { variables: CreateApiKeyMutationVariables; data: { A: CreateApiKeyMutation; B: CreateApiKeyMutation } };
  RevokeApiKey: { variables: RevokeApiKeyMutationVariables; data: { A: RevokeApiKeyMutation; B: RevokeApiKeyMutation } };
  AdminAccounts: { variables: AdminAccountsQueryVariables; data: { A: AdminAccountsQuery; B: AdminAccountsQuery } };
  AdminCreateAccount: { variables: AdminCreateAccountMutationVariables; data: { A: AdminCreateAccountMutation; B: AdminCreateAccountMutation } };
  AdminVerifyAccount: { variables: AdminVerifyAccountMutationVariables; data: { A: AdminVerifyAccountMutation; B: AdminVerifyAccountMutation } };
  AdminSuspendAccount: { variables: AdminSuspendAccountMutationVariables; data: { A: AdminSuspendAccountMutation; B: AdminSuspendAccountMutation } };
  AdminActivateAccount: { variables: AdminActivateAccountMutationVariables; data: { A: AdminActivateAccountMutation; B: AdminActivateAccountMutation } };
  AdminSetPlan: { variables: AdminSetPlanMutationVariables; data: { A: AdminSetPlanMutation; B: AdminSetPlanMutation } };
  AdminSetOverage: { variables: AdminSetOverageMutationVariables; data: { A: AdminSetOverageMutation; B: AdminSetOverageMutation } };
  AdminRevokeApiKey: { variables: AdminRevokeApiKeyMutationVariables; data: { A: AdminRevokeApiKeyMutation; B: AdminRevokeApiKeyMutation } };
  RegisterWebhook: { variables: RegisterWebhookMutationVariables; data: { A: RegisterWebhookMutation; B: RegisterWebhookMutation } };
  Webhooks: { variables: WebhooksQueryVariables; data: { A: WebhooksQuery; B: WebhooksQuery } };
  Webhook: { variables: WebhookQueryVariables; data: { A: WebhookQuery; B: WebhookQuery } };
  UpdateWebhook: { variables: UpdateWebhookMutationVariables; data: { A: UpdateWebhookMutation; B: UpdateWebhookMutation } };
  DeleteWebhook: { variables: DeleteWebhookMutationVariables; data: { A: DeleteWebhookMutation; B: DeleteWebhookMutation } };
  RotateWebhookSecret: { variables: RotateWebhookSecretMutationVariables; data: { A: RotateWebhookSecretMutation; B: RotateWebhookSecretMutation } };
  SendTestWebhook: { variables: SendTestWebhookMutationVariables; data: { A: SendTestWebhookMutation; B: SendTestWebhookMutation } };
  WebhookDeliveries: { variables: WebhookDeliveriesQueryVariables; data: { A: WebhookDeliveriesQuery; B: WebhookDeliveriesQuery } };
  DecodeVinImage: { variables: DecodeVinImageMutationVariables; data: { A: DecodeVinImageMutation; B: DecodeVinImageMutation } };
  SubmitBatchJob: { variables: SubmitBatchJobMutationVariables; data: { A: SubmitBatchJobMutation; B: SubmitBatchJobMutation } };
  BatchJob: { variables: BatchJobQueryVariables; data: { A: BatchJobQuery; B: BatchJobQuery } };
  BatchJobs: { variables: BatchJobsQueryVariables; data: { A: BatchJobsQuery; B: BatchJobsQuery } };
  BatchJobResults: { variables: BatchJobResultsQueryVariables; data: { A: BatchJobResultsQuery; B: BatchJobResultsQuery } };
  CancelBatchJob: { variables: CancelBatchJobMutationVariables; data: { A: CancelBatchJobMutation; B: CancelBatchJobMutation } };
};

/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends {
    [key: string]: unknown;
}> = {
    [K in keyof T]: T[K];
};
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | {
    [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never;
};
import type { TypedDocumentNode as DocumentNode } from './typed-document-node.cjs';
/** queued → running ⇄ paused_quota → succeeded; or failed, or cancelled by its owner. paused_suspended: the account is suspended; the job resumes when it is reactivated. */
export type BatchJobState = 'cancelled' | 'failed' | 'paused_quota' | 'paused_suspended' | 'queued' | 'running' | 'succeeded';
export type WebhookUpdateInput = {
    enabled?: boolean | null | undefined;
    events?: Array<string> | null | undefined;
    url?: string | null | undefined;
};
export type ApiKeysQueryVariables = Exact<{
    [key: string]: never;
}>;
export type ApiKeysQuery = {
    apiKeys: Array<{
        id: string;
        name: string;
        prefix: string;
        last4: string;
        createdAt: string;
        lastUsedAt: string | null;
        revokedAt: string | null;
        revoked: boolean;
    }>;
};
export type CreateApiKeyMutationVariables = Exact<{
    name: string;
}>;
export type CreateApiKeyMutation = {
    createApiKey: {
        key: string;
        apiKey: {
            id: string;
            name: string;
            prefix: string;
            last4: string;
            createdAt: string;
        };
    };
};
export type RevokeApiKeyMutationVariables = Exact<{
    id: string | number;
}>;
export type RevokeApiKeyMutation = {
    revokeApiKey: {
        id: string;
        revoked: boolean;
        revokedAt: string | null;
    };
};
export type VehicleFieldsFragment = {
    vin: string;
    requestedVin: string;
    modelYear: number | null;
    make: string | null;
    model: string | null;
    trim: string | null;
    series: string | null;
    vehicleType: string | null;
    bodyClass: string | null;
    doors: number | null;
    driveType: string | null;
    transmission: string | null;
    fuelTypePrimary: string | null;
    manufacturer: string | null;
    manufacturerCountry: string | null;
    plantCity: string | null;
    plantState: string | null;
    plantCountry: string | null;
    gvwr: string | null;
    electrificationLevel: string | null;
    batteryKWh: number | null;
    warnings: Array<string>;
    engine: {
        cylinders: number | null;
        displacementL: number | null;
        horsepower: number | null;
        fuelType: string | null;
        configuration: string | null;
    };
};
export type DecodeVinQueryVariables = Exact<{
    vin: string;
}>;
export type DecodeVinQuery = {
    decodeVin: {
        vin: string;
        requestedVin: string;
        modelYear: number | null;
        make: string | null;
        model: string | null;
        trim: string | null;
        series: string | null;
        vehicleType: string | null;
        bodyClass: string | null;
        doors: number | null;
        driveType: string | null;
        transmission: string | null;
        fuelTypePrimary: string | null;
        manufacturer: string | null;
        manufacturerCountry: string | null;
        plantCity: string | null;
        plantState: string | null;
        plantCountry: string | null;
        gvwr: string | null;
        electrificationLevel: string | null;
        batteryKWh: number | null;
        warnings: Array<string>;
        engine: {
            cylinders: number | null;
            displacementL: number | null;
            horsepower: number | null;
            fuelType: string | null;
            configuration: string | null;
        };
    } | null;
};
export type BatchDecodeQueryVariables = Exact<{
    vins: Array<string> | string;
}>;
export type BatchDecodeQuery = {
    batchDecode: {
        summary: {
            totalSubmitted: number;
            successful: number;
            failed: number;
            duplicates: number;
            billableCount: number;
        };
        results: Array<{
            __typename: 'BatchDecodeError';
            vin: string;
            status: string;
            errorCode: string;
            message: string;
            details: {
                reason: string | null;
                wmi: string | null;
                manufacturer: string | null;
                make: string | null;
                modelYear: number | null;
                country: string | null;
                vehicleType: string | null;
            } | null;
        } | {
            __typename: 'BatchDecodeSuccess';
            vin: string;
            status: string;
            vehicle: {
                vin: string;
                requestedVin: string;
                modelYear: number | null;
                make: string | null;
                model: string | null;
                trim: string | null;
                series: string | null;
                vehicleType: string | null;
                bodyClass: string | null;
                doors: number | null;
                driveType: string | null;
                transmission: string | null;
                fuelTypePrimary: string | null;
                manufacturer: string | null;
                manufacturerCountry: string | null;
                plantCity: string | null;
                plantState: string | null;
                plantCountry: string | null;
                gvwr: string | null;
                electrificationLevel: string | null;
                batteryKWh: number | null;
                warnings: Array<string>;
                engine: {
                    cylinders: number | null;
                    displacementL: number | null;
                    horsepower: number | null;
                    fuelType: string | null;
                    configuration: string | null;
                };
            };
        }>;
    } | null;
};
export type BatchJobFieldsFragment = {
    id: string;
    state: BatchJobState;
    inputFormat: string;
    total: number;
    processed: number;
    successful: number;
    failed: number;
    duplicates: number;
    billed: number;
    progress: number;
    error: string | null;
    createdAt: string;
    updatedAt: string;
    finishedAt: string | null;
    expiresAt: string | null;
};
export type SubmitBatchJobMutationVariables = Exact<{
    file: File;
}>;
export type SubmitBatchJobMutation = {
    submitBatchJob: {
        id: string;
        state: BatchJobState;
        inputFormat: string;
        total: number;
        processed: number;
        successful: number;
        failed: number;
        duplicates: number;
        billed: number;
        progress: number;
        error: string | null;
        createdAt: string;
        updatedAt: string;
        finishedAt: string | null;
        expiresAt: string | null;
    };
};
export type BatchJobQueryVariables = Exact<{
    id: string | number;
}>;
export type BatchJobQuery = {
    batchJob: {
        id: string;
        state: BatchJobState;
        inputFormat: string;
        total: number;
        processed: number;
        successful: number;
        failed: number;
        duplicates: number;
        billed: number;
        progress: number;
        error: string | null;
        createdAt: string;
        updatedAt: string;
        finishedAt: string | null;
        expiresAt: string | null;
    };
};
export type BatchJobsQueryVariables = Exact<{
    limit?: number | null | undefined;
}>;
export type BatchJobsQuery = {
    batchJobs: Array<{
        id: string;
        state: BatchJobState;
        inputFormat: string;
        total: number;
        processed: number;
        successful: number;
        failed: number;
        duplicates: number;
        billed: number;
        progress: number;
        error: string | null;
        createdAt: string;
        updatedAt: string;
        finishedAt: string | null;
        expiresAt: string | null;
    }>;
};
export type CancelBatchJobMutationVariables = Exact<{
    id: string | number;
}>;
export type CancelBatchJobMutation = {
    cancelBatchJob: {
        id: string;
        state: BatchJobState;
        inputFormat: string;
        total: number;
        processed: number;
        successful: number;
        failed: number;
        duplicates: number;
        billed: number;
        progress: number;
        error: string | null;
        createdAt: string;
        updatedAt: string;
        finishedAt: string | null;
        expiresAt: string | null;
    };
};
export type BatchJobProgressSubscriptionVariables = Exact<{
    id: string | number;
}>;
export type BatchJobProgressSubscription = {
    batchJobProgress: {
        id: string;
        state: BatchJobState;
        inputFormat: string;
        total: number;
        processed: number;
        successful: number;
        failed: number;
        duplicates: number;
        billed: number;
        progress: number;
        error: string | null;
        createdAt: string;
        updatedAt: string;
        finishedAt: string | null;
        expiresAt: string | null;
    };
};
export type UsageQueryVariables = Exact<{
    [key: string]: never;
}>;
export type UsageQuery = {
    usage: {
        plan: string;
        dailyQuota: number;
        usedToday: number;
        remainingToday: number;
        overageEnabled: boolean;
        overageToday: number;
        periodEndsAt: string;
    };
};
export type UsageHistoryQueryVariables = Exact<{
    days?: number | null | undefined;
}>;
export type UsageHistoryQuery = {
    usageHistory: Array<{
        day: string;
        used: number;
        overage: number;
    }>;
};
export type WebhookFieldsFragment = {
    id: string;
    url: string;
    events: Array<string>;
    enabled: boolean;
    disabledReason: string | null;
    createdAt: string;
    updatedAt: string;
};
export type WebhooksQueryVariables = Exact<{
    [key: string]: never;
}>;
export type WebhooksQuery = {
    webhooks: Array<{
        id: string;
        url: string;
        events: Array<string>;
        enabled: boolean;
        disabledReason: string | null;
        createdAt: string;
        updatedAt: string;
    }>;
};
export type WebhookQueryVariables = Exact<{
    id: string | number;
}>;
export type WebhookQuery = {
    webhook: {
        id: string;
        url: string;
        events: Array<string>;
        enabled: boolean;
        disabledReason: string | null;
        createdAt: string;
        updatedAt: string;
    };
};
export type RegisterWebhookMutationVariables = Exact<{
    url: string;
    events: Array<string> | string;
}>;
export type RegisterWebhookMutation = {
    registerWebhook: {
        id: string;
        url: string;
        events: Array<string>;
        enabled: boolean;
        secret: string;
        createdAt: string;
    };
};
export type UpdateWebhookMutationVariables = Exact<{
    id: string | number;
    input: WebhookUpdateInput;
}>;
export type UpdateWebhookMutation = {
    updateWebhook: {
        id: string;
        url: string;
        events: Array<string>;
        enabled: boolean;
        disabledReason: string | null;
        createdAt: string;
        updatedAt: string;
    };
};
export type DeleteWebhookMutationVariables = Exact<{
    id: string | number;
}>;
export type DeleteWebhookMutation = {
    deleteWebhook: {
        id: string;
        deleted: boolean;
    };
};
export type RotateWebhookSecretMutationVariables = Exact<{
    id: string | number;
}>;
export type RotateWebhookSecretMutation = {
    rotateWebhookSecret: {
        id: string;
        secret: string;
    };
};
export type SendTestWebhookMutationVariables = Exact<{
    id: string | number;
}>;
export type SendTestWebhookMutation = {
    sendTestWebhook: {
        id: string;
        eventType: string;
        status: string;
    };
};
export type WebhookDeliveriesQueryVariables = Exact<{
    id: string | number;
    limit?: number | null | undefined;
}>;
export type WebhookDeliveriesQuery = {
    webhookDeliveries: Array<{
        id: string;
        eventId: string;
        eventType: string;
        status: string;
        attempts: number;
        lastResponseCode: number | null;
        lastError: string | null;
        createdAt: string;
        finishedAt: string | null;
    }>;
};
export declare const VehicleFieldsFragmentDoc: DocumentNode<VehicleFieldsFragment, unknown>;
export declare const BatchJobFieldsFragmentDoc: DocumentNode<BatchJobFieldsFragment, unknown>;
export declare const WebhookFieldsFragmentDoc: DocumentNode<WebhookFieldsFragment, unknown>;
export declare const ApiKeysDocument: DocumentNode<ApiKeysQuery, ApiKeysQueryVariables>;
export declare const CreateApiKeyDocument: DocumentNode<CreateApiKeyMutation, CreateApiKeyMutationVariables>;
export declare const RevokeApiKeyDocument: DocumentNode<RevokeApiKeyMutation, RevokeApiKeyMutationVariables>;
export declare const DecodeVinDocument: DocumentNode<DecodeVinQuery, DecodeVinQueryVariables>;
export declare const BatchDecodeDocument: DocumentNode<BatchDecodeQuery, BatchDecodeQueryVariables>;
export declare const SubmitBatchJobDocument: DocumentNode<SubmitBatchJobMutation, SubmitBatchJobMutationVariables>;
export declare const BatchJobDocument: DocumentNode<BatchJobQuery, BatchJobQueryVariables>;
export declare const BatchJobsDocument: DocumentNode<BatchJobsQuery, BatchJobsQueryVariables>;
export declare const CancelBatchJobDocument: DocumentNode<CancelBatchJobMutation, CancelBatchJobMutationVariables>;
export declare const BatchJobProgressDocument: DocumentNode<BatchJobProgressSubscription, BatchJobProgressSubscriptionVariables>;
export declare const UsageDocument: DocumentNode<UsageQuery, UsageQueryVariables>;
export declare const UsageHistoryDocument: DocumentNode<UsageHistoryQuery, UsageHistoryQueryVariables>;
export declare const WebhooksDocument: DocumentNode<WebhooksQuery, WebhooksQueryVariables>;
export declare const WebhookDocument: DocumentNode<WebhookQuery, WebhookQueryVariables>;
export declare const RegisterWebhookDocument: DocumentNode<RegisterWebhookMutation, RegisterWebhookMutationVariables>;
export declare const UpdateWebhookDocument: DocumentNode<UpdateWebhookMutation, UpdateWebhookMutationVariables>;
export declare const DeleteWebhookDocument: DocumentNode<DeleteWebhookMutation, DeleteWebhookMutationVariables>;
export declare const RotateWebhookSecretDocument: DocumentNode<RotateWebhookSecretMutation, RotateWebhookSecretMutationVariables>;
export declare const SendTestWebhookDocument: DocumentNode<SendTestWebhookMutation, SendTestWebhookMutationVariables>;
export declare const WebhookDeliveriesDocument: DocumentNode<WebhookDeliveriesQuery, WebhookDeliveriesQueryVariables>;
export {};

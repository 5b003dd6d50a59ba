/**
 * The typed TypeScript client of vin-gateway's REST API (`@vin-gateway/client`). Types come from
 * the OpenAPI document; decode, batch, image, usage and bulk job results are the same whichever response
 * shape (A or B) the deployment answers in.
 */
export { createVinGatewayClient, VinGatewayClient, type BillableCallOptions, type ClientOptions, type ImageDecode, type Result, } from './client.cjs';
export { isBatchJobFinished, type BatchJob, type BatchJobInputFormat, type BatchJobLine, type BatchJobResultsFormat, type BatchJobState, type WaitOptions, } from './batch-jobs.cjs';
export { UnexpectedResponseError, VinGatewayError, type ErrorCode } from './errors.cjs';
export type { BatchItem, BatchResult, Usage, Vehicle } from './normalize.cjs';
export type { Quota, RateLimit, ResponseInfo } from './response-info.cjs';
export type { RetryOptions } from './retry.cjs';
export type { components, operations, paths } from './openapi.cjs';

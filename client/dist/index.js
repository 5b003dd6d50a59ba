/**
 * The typed TypeScript client of vin-gateway's REST API (`@vin-gateway/client`). Types come from
 * the OpenAPI document; decode, batch, image and usage results are the same whichever response
 * shape (A or B) the deployment answers in.
 */
export { createVinGatewayClient, VinGatewayClient } from './client.js';
export { UnexpectedResponseError, VinGatewayError } from './errors.js';

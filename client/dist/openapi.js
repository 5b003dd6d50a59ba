// Generated from the OpenAPI document by `npm run client:build`: do not edit.
export {};

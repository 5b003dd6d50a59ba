/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "\n  mutation DashboardLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n    }\n  }\n": typeof types.DashboardLoginDocument,
    "\n  query DashboardOverview($days: Int!) {\n    me {\n      id\n      email\n      role\n      overageEnabled\n      plan {\n        code\n        name\n        dailyQuota\n        batchCap\n        webhooksAllowed\n        overageAllowed\n      }\n    }\n    usage {\n      dailyQuota\n      usedToday\n      remainingToday\n      overageEnabled\n      overageToday\n      periodEndsAt\n    }\n    usageHistory(days: $days) {\n      day\n      used\n      overage\n    }\n  }\n": typeof types.DashboardOverviewDocument,
    "\n  query DashboardApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      last4\n      createdAt\n      lastUsedAt\n      revoked\n    }\n  }\n": typeof types.DashboardApiKeysDocument,
    "\n  mutation DashboardCreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": typeof types.DashboardCreateApiKeyDocument,
    "\n  mutation DashboardRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revoked\n    }\n  }\n": typeof types.DashboardRevokeApiKeyDocument,
    "\n  query DashboardWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": typeof types.DashboardWebhooksDocument,
    "\n  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {\n    registerWebhook(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n": typeof types.DashboardRegisterWebhookDocument,
    "\n  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      events\n      enabled\n    }\n  }\n": typeof types.DashboardUpdateWebhookDocument,
    "\n  mutation DashboardDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      deleted\n    }\n  }\n": typeof types.DashboardDeleteWebhookDocument,
    "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n    }\n  }\n": typeof types.DashboardRotateWebhookSecretDocument,
    "\n  mutation DashboardSendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": typeof types.DashboardSendTestWebhookDocument,
    "\n  query DashboardWebhookDeliveries($id: ID!, $limit: Int) {\n    webhookDeliveries(id: $id, limit: $limit) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      createdAt\n    }\n  }\n": typeof types.DashboardWebhookDeliveriesDocument,
    "\n  query DashboardDecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      make\n      model\n      modelYear\n      trim\n      series\n      vehicleType\n      bodyClass\n      doors\n      driveType\n      transmission\n      fuelTypePrimary\n      engine {\n        cylinders\n        displacementL\n        horsepower\n      }\n      manufacturer\n      plantCity\n      plantCountry\n      warnings\n    }\n  }\n": typeof types.DashboardDecodeVinDocument,
    "\n  mutation DashboardDecodeVinImage($image: File!) {\n    decodeVinImage(image: $image) {\n      vin\n      confidence\n      verified\n      source\n      box {\n        left\n        top\n        width\n        height\n      }\n      characters {\n        position\n        character\n        confidence\n        unsure\n      }\n      warnings\n      vehicle {\n        vin\n        make\n        model\n        modelYear\n        trim\n        series\n        vehicleType\n        bodyClass\n        doors\n        driveType\n        transmission\n        fuelTypePrimary\n        engine {\n          cylinders\n          displacementL\n          horsepower\n        }\n        manufacturer\n        plantCity\n        plantCountry\n        warnings\n      }\n    }\n  }\n": typeof types.DashboardDecodeVinImageDocument,
    "\n  mutation DashboardSubmitBatchJob($file: File!) {\n    submitBatchJob(file: $file) {\n      id\n      state\n      total\n      processed\n      billed\n    }\n  }\n": typeof types.DashboardSubmitBatchJobDocument,
    "\n  query DashboardBatchJob($id: ID!) {\n    batchJob(id: $id) {\n      id\n      state\n      total\n      processed\n      successful\n      failed\n      duplicates\n      billed\n      progress\n    }\n  }\n": typeof types.DashboardBatchJobDocument,
};
const documents: Documents = {
    "\n  mutation DashboardLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n    }\n  }\n": types.DashboardLoginDocument,
    "\n  query DashboardOverview($days: Int!) {\n    me {\n      id\n      email\n      role\n      overageEnabled\n      plan {\n        code\n        name\n        dailyQuota\n        batchCap\n        webhooksAllowed\n        overageAllowed\n      }\n    }\n    usage {\n      dailyQuota\n      usedToday\n      remainingToday\n      overageEnabled\n      overageToday\n      periodEndsAt\n    }\n    usageHistory(days: $days) {\n      day\n      used\n      overage\n    }\n  }\n": types.DashboardOverviewDocument,
    "\n  query DashboardApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      last4\n      createdAt\n      lastUsedAt\n      revoked\n    }\n  }\n": types.DashboardApiKeysDocument,
    "\n  mutation DashboardCreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n": types.DashboardCreateApiKeyDocument,
    "\n  mutation DashboardRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revoked\n    }\n  }\n": types.DashboardRevokeApiKeyDocument,
    "\n  query DashboardWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n": types.DashboardWebhooksDocument,
    "\n  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {\n    registerWebhook(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n": types.DashboardRegisterWebhookDocument,
    "\n  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      events\n      enabled\n    }\n  }\n": types.DashboardUpdateWebhookDocument,
    "\n  mutation DashboardDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      deleted\n    }\n  }\n": types.DashboardDeleteWebhookDocument,
    "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n    }\n  }\n": types.DashboardRotateWebhookSecretDocument,
    "\n  mutation DashboardSendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n    }\n  }\n": types.DashboardSendTestWebhookDocument,
    "\n  query DashboardWebhookDeliveries($id: ID!, $limit: Int) {\n    webhookDeliveries(id: $id, limit: $limit) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      createdAt\n    }\n  }\n": types.DashboardWebhookDeliveriesDocument,
    "\n  query DashboardDecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      make\n      model\n      modelYear\n      trim\n      series\n      vehicleType\n      bodyClass\n      doors\n      driveType\n      transmission\n      fuelTypePrimary\n      engine {\n        cylinders\n        displacementL\n        horsepower\n      }\n      manufacturer\n      plantCity\n      plantCountry\n      warnings\n    }\n  }\n": types.DashboardDecodeVinDocument,
    "\n  mutation DashboardDecodeVinImage($image: File!) {\n    decodeVinImage(image: $image) {\n      vin\n      confidence\n      verified\n      source\n      box {\n        left\n        top\n        width\n        height\n      }\n      characters {\n        position\n        character\n        confidence\n        unsure\n      }\n      warnings\n      vehicle {\n        vin\n        make\n        model\n        modelYear\n        trim\n        series\n        vehicleType\n        bodyClass\n        doors\n        driveType\n        transmission\n        fuelTypePrimary\n        engine {\n          cylinders\n          displacementL\n          horsepower\n        }\n        manufacturer\n        plantCity\n        plantCountry\n        warnings\n      }\n    }\n  }\n": types.DashboardDecodeVinImageDocument,
    "\n  mutation DashboardSubmitBatchJob($file: File!) {\n    submitBatchJob(file: $file) {\n      id\n      state\n      total\n      processed\n      billed\n    }\n  }\n": types.DashboardSubmitBatchJobDocument,
    "\n  query DashboardBatchJob($id: ID!) {\n    batchJob(id: $id) {\n      id\n      state\n      total\n      processed\n      successful\n      failed\n      duplicates\n      billed\n      progress\n    }\n  }\n": types.DashboardBatchJobDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardLogin($email: String!, $password: String!) {\n    login(email: $email, password: $password) {\n      accessToken\n      expiresIn\n    }\n  }\n"): typeof import('./graphql').DashboardLoginDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardOverview($days: Int!) {\n    me {\n      id\n      email\n      role\n      overageEnabled\n      plan {\n        code\n        name\n        dailyQuota\n        batchCap\n        webhooksAllowed\n        overageAllowed\n      }\n    }\n    usage {\n      dailyQuota\n      usedToday\n      remainingToday\n      overageEnabled\n      overageToday\n      periodEndsAt\n    }\n    usageHistory(days: $days) {\n      day\n      used\n      overage\n    }\n  }\n"): typeof import('./graphql').DashboardOverviewDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardApiKeys {\n    apiKeys {\n      id\n      name\n      prefix\n      last4\n      createdAt\n      lastUsedAt\n      revoked\n    }\n  }\n"): typeof import('./graphql').DashboardApiKeysDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardCreateApiKey($name: String!) {\n    createApiKey(name: $name) {\n      key\n      apiKey {\n        id\n        name\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardCreateApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRevokeApiKey($id: ID!) {\n    revokeApiKey(id: $id) {\n      id\n      revoked\n    }\n  }\n"): typeof import('./graphql').DashboardRevokeApiKeyDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhooks {\n    webhooks {\n      id\n      url\n      events\n      enabled\n      disabledReason\n      createdAt\n    }\n  }\n"): typeof import('./graphql').DashboardWebhooksDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {\n    registerWebhook(url: $url, events: $events) {\n      id\n      secret\n    }\n  }\n"): typeof import('./graphql').DashboardRegisterWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {\n    updateWebhook(id: $id, input: $input) {\n      id\n      url\n      events\n      enabled\n    }\n  }\n"): typeof import('./graphql').DashboardUpdateWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDeleteWebhook($id: ID!) {\n    deleteWebhook(id: $id) {\n      id\n      deleted\n    }\n  }\n"): typeof import('./graphql').DashboardDeleteWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardRotateWebhookSecret($id: ID!) {\n    rotateWebhookSecret(id: $id) {\n      id\n      secret\n    }\n  }\n"): typeof import('./graphql').DashboardRotateWebhookSecretDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSendTestWebhook($id: ID!) {\n    sendTestWebhook(id: $id) {\n      id\n      status\n    }\n  }\n"): typeof import('./graphql').DashboardSendTestWebhookDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardWebhookDeliveries($id: ID!, $limit: Int) {\n    webhookDeliveries(id: $id, limit: $limit) {\n      id\n      eventType\n      status\n      attempts\n      lastResponseCode\n      lastError\n      createdAt\n    }\n  }\n"): typeof import('./graphql').DashboardWebhookDeliveriesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardDecodeVin($vin: String!) {\n    decodeVin(vin: $vin) {\n      vin\n      make\n      model\n      modelYear\n      trim\n      series\n      vehicleType\n      bodyClass\n      doors\n      driveType\n      transmission\n      fuelTypePrimary\n      engine {\n        cylinders\n        displacementL\n        horsepower\n      }\n      manufacturer\n      plantCity\n      plantCountry\n      warnings\n    }\n  }\n"): typeof import('./graphql').DashboardDecodeVinDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardDecodeVinImage($image: File!) {\n    decodeVinImage(image: $image) {\n      vin\n      confidence\n      verified\n      source\n      box {\n        left\n        top\n        width\n        height\n      }\n      characters {\n        position\n        character\n        confidence\n        unsure\n      }\n      warnings\n      vehicle {\n        vin\n        make\n        model\n        modelYear\n        trim\n        series\n        vehicleType\n        bodyClass\n        doors\n        driveType\n        transmission\n        fuelTypePrimary\n        engine {\n          cylinders\n          displacementL\n          horsepower\n        }\n        manufacturer\n        plantCity\n        plantCountry\n        warnings\n      }\n    }\n  }\n"): typeof import('./graphql').DashboardDecodeVinImageDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  mutation DashboardSubmitBatchJob($file: File!) {\n    submitBatchJob(file: $file) {\n      id\n      state\n      total\n      processed\n      billed\n    }\n  }\n"): typeof import('./graphql').DashboardSubmitBatchJobDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "\n  query DashboardBatchJob($id: ID!) {\n    batchJob(id: $id) {\n      id\n      state\n      total\n      processed\n      successful\n      failed\n      duplicates\n      billed\n      progress\n    }\n  }\n"): typeof import('./graphql').DashboardBatchJobDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

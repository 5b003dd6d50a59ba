import { graphql } from '../gql';

/** Every GraphQL operation the dashboard sends, typed by codegen from schema/schema.graphql. */

export const LoginMutation = graphql(`
  mutation DashboardLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      accessToken
      expiresIn
    }
  }
`);

export const OverviewQuery = graphql(`
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
`);

export const ApiKeysQuery = graphql(`
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
`);

export const CreateApiKeyMutation = graphql(`
  mutation DashboardCreateApiKey($name: String!) {
    createApiKey(name: $name) {
      key
      apiKey {
        id
        name
      }
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation DashboardRevokeApiKey($id: ID!) {
    revokeApiKey(id: $id) {
      id
      revoked
    }
  }
`);

export const WebhooksQuery = graphql(`
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
`);

export const RegisterWebhookMutation = graphql(`
  mutation DashboardRegisterWebhook($url: String!, $events: [String!]!) {
    registerWebhook(url: $url, events: $events) {
      id
      secret
    }
  }
`);

export const UpdateWebhookMutation = graphql(`
  mutation DashboardUpdateWebhook($id: ID!, $input: WebhookUpdateInput!) {
    updateWebhook(id: $id, input: $input) {
      id
      url
      events
      enabled
    }
  }
`);

export const DeleteWebhookMutation = graphql(`
  mutation DashboardDeleteWebhook($id: ID!) {
    deleteWebhook(id: $id) {
      id
      deleted
    }
  }
`);

export const RotateWebhookSecretMutation = graphql(`
  mutation DashboardRotateWebhookSecret($id: ID!) {
    rotateWebhookSecret(id: $id) {
      id
      secret
    }
  }
`);

export const SendTestWebhookMutation = graphql(`
  mutation DashboardSendTestWebhook($id: ID!) {
    sendTestWebhook(id: $id) {
      id
      status
    }
  }
`);

export const WebhookDeliveriesQuery = graphql(`
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
`);

export const DecodeVinQuery = graphql(`
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
`);

export const DecodeVinImageMutation = graphql(`
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
`);

export const SubmitBatchJobMutation = graphql(`
  mutation DashboardSubmitBatchJob($file: File!) {
    submitBatchJob(file: $file) {
      id
      state
      total
      processed
      billed
    }
  }
`);

export const BatchJobQuery = graphql(`
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
`);

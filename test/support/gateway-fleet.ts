import { startGatewayProcess, type GatewayProcess } from './gateway-process.js';

/** Several `vin-gateway serve` processes on the same PostgreSQL (and Redis), as replicas behind a load balancer. */
export interface GatewayFleet {
  replicas: GatewayProcess[];
  /** Stops every replica still running. */
  stop(): Promise<void>;
}

/**
 * Starts `size` replicas with the same settings (DATABASE_URL, REDIS_URL, JWT_SECRET shared, as in
 * production), each on its own free port. A replica that fails to start stops the others.
 */
export async function startGatewayFleet(size: number, env: Record<string, string>): Promise<GatewayFleet> {
  const started = await Promise.allSettled(Array.from({ length: size }, () => startGatewayProcess(env)));
  const replicas = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(replicas.map((r) => r.stop()));
  };
  const failed = started.find((s): s is PromiseRejectedResult => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { replicas, stop };
}

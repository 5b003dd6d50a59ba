import { main } from './cli.js';

// The CLI's process entry: bin/vin-gateway.js runs its bundle (dist/vin-gateway.js), `npm run dev` this file.
process.exitCode = await main(process.argv.slice(2));

import { main } from './cli.js';

// The CLI's process entry: bin/vin-gateway.js runs the compiled copy, `npm run dev` this file.
process.exitCode = await main(process.argv.slice(2));

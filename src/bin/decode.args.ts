/** Options of `vin-gateway decode`. */
export interface DecodeArgs {
  vins: string[];
  /** Path of a file with one VIN per line; '-' reads standard input. */
  file: string | undefined;
  shape: 'A' | 'B';
  raw: boolean;
  help: boolean;
}

export const DECODE_USAGE = `Usage: vin-gateway decode [--shape A|B] [--raw] <VIN…>
       vin-gateway decode [--shape A|B] [--raw] --file vins.txt   (one VIN per line, '-' = stdin)

Prints one JSON object per line, in input order: the vehicle in shape A (default) or B,
or with --raw { "vin", "variables": { <NHTSA variable>: value }, "warnings" }.
A VIN that fails prints { "vin", "error": { "code", "message" } } and the rest go on.
Exit code: 0 all decoded, 1 some failed, 2 usage error.
`;

export class UsageError extends Error {}

export function parseDecodeArgs(argv: readonly string[]): DecodeArgs {
  const args: DecodeArgs = { vins: [], file: undefined, shape: 'A', raw: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined];
    const value = (): string => {
      const v = inline ?? argv[++i];
      if (v === undefined) throw new UsageError(`${flag} needs a value`);
      return v;
    };
    if (flag === '--help' || flag === '-h') args.help = true;
    else if (flag === '--raw') args.raw = true;
    else if (flag === '--file' || flag === '-f') args.file = value();
    else if (flag === '--shape') {
      const shape = value().toUpperCase();
      if (shape !== 'A' && shape !== 'B') throw new UsageError(`--shape must be A or B, not '${shape}'`);
      args.shape = shape;
    } else if (arg === '-') args.file = '-';
    else if (arg.startsWith('-')) throw new UsageError(`unknown option '${arg}'`);
    else args.vins.push(arg);
  }
  if (!args.help && args.vins.length === 0 && args.file === undefined) throw new UsageError('give VINs or --file');
  return args;
}

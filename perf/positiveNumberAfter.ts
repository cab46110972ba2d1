/**
 * The number after a command-line flag (`--duration 10`), which must be positive (and whole when
 * `integer`); otherwise an error that names the flag and shows the command's usage.
 * Shared by `npm run bench` and `npm run soak`.
 */
export function positiveNumberAfter(
  args: readonly string[],
  i: number,
  flag: string,
  integer: boolean,
  usage: string,
): number {
  const value = Number(args[i + 1]);
  const ok = Number.isFinite(value) && value > 0 && (!integer || Number.isInteger(value));
  if (!ok) throw new Error(`${flag} needs a positive ${integer ? 'whole ' : ''}number.\nUsage: ${usage}`);
  return value;
}

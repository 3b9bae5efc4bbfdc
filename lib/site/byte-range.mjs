// JavaScript rather than TypeScript so that `npm start` (plain Node, scripts/serve.mjs) runs it.

/**
 * Whether a Range header is to be ignored, the whole file answered with 200 (RFC 9110 §14.2): a
 * range of another unit, or a range-set that is not valid, such as `bytes=5-1`, whose last byte
 * comes before its first (§14.1.1). A valid range that the file is too short for stays 416.
 * @param {string} header the Range header as the request sent it
 * @returns {boolean}
 */
export function ignoredRange(header) {
  const set = /^bytes=(.*)$/i.exec(header.trim())?.[1];
  if (set === undefined) return true;
  const specs = set
    .split(',')
    .map((spec) => spec.trim())
    .filter(Boolean);
  return (
    specs.length === 0 ||
    !specs.every((spec) => {
      if (/^-\d+$/.test(spec)) return true;
      const [, first, last] = /^(\d+)-(\d*)$/.exec(spec) ?? [];
      if (first === undefined) return false;
      return last === '' || last === undefined || BigInt(last) >= BigInt(first);
    })
  );
}

// The integrity check of a stored interpreter snapshot (static/boot/pyodide.mjs), shared by the page and
// ./snapshot-read.mjs, the worker that reads a stored snapshot off the page's main thread.
// Integrity check of a stored snapshot: 64 bits from two multiply-xorshift lanes over 32-bit words (every
// step is a bijection of the lane state, so any single changed word changes the sum).  About 15 ms for
// 30 MB, where SHA-256 cost 140 ms of the main thread; it guards against corruption, not an attacker
// (who could rewrite the header as well).
export function checksum(bytes) {
  if (bytes.byteOffset % 4) bytes = bytes.slice();
  const n = bytes.length >>> 2, w = new Uint32Array(bytes.buffer, bytes.byteOffset, n);
  let a = 0x811c9dc5 ^ bytes.length, b = 0x01000193 ^ n, i = 0;
  for (; i + 1 < n; i += 2) {
    a = Math.imul(a ^ w[i], 0x01000193); a ^= a >>> 13;
    b = Math.imul(b ^ w[i + 1], 0x5bd1e995); b ^= b >>> 15;
  }
  if (i < n) a = Math.imul(a ^ w[i], 0x01000193);
  for (let j = n << 2; j < bytes.length; j++) b = Math.imul(b ^ bytes[j], 0x5bd1e995);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}

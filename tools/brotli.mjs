// Brotli-compress files for tools/setup.py with Node's own zlib (no other dependency).
// usage: node tools/brotli.mjs JOBS.json   where JOBS.json = [[src, dst, quality], ...]
import { readFileSync, writeFileSync, renameSync } from "node:fs";
import { brotliCompressSync, constants } from "node:zlib";

for (const [src, dst, quality] of JSON.parse(readFileSync(process.argv[2], "utf8"))) {
  const data = readFileSync(src);
  const out = brotliCompressSync(data, { params: {
    [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_LGWIN]: 24,
    [constants.BROTLI_PARAM_SIZE_HINT]: data.length } });
  writeFileSync(dst + ".tmp", out);
  renameSync(dst + ".tmp", dst);
}

/**
 * Runs the Quick Add extractor on a saved page and prints the result as JSON (only JSON goes
 * to stdout):  npx tsx scripts/extract-cli.ts <file.html> <original-url>
 */
import { readFileSync } from 'node:fs';
import { detectBotWall, extractProduct } from '../apps/server/src/modules/scrape/extract/index.js';
import { decodeHtml } from '../apps/server/src/modules/scrape/fetch/decode.js';

const [file, url] = process.argv.slice(2);
if (!file || !url) {
  process.stderr.write('usage: extract-cli <file.html> <original-url>\n');
  process.exit(2);
}
// Decoded as the fetcher would: the charset the page declares, else UTF-8.
const html = decodeHtml(readFileSync(file));
const botWall = detectBotWall(html);
if (botWall) process.stderr.write(`warning: ${botWall}\n`);
process.stdout.write(`${JSON.stringify(extractProduct(html, url), null, 2)}\n`);

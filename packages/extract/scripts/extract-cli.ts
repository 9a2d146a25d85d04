/**
 * Runs the Quick Add extractor on a saved page and prints the result as JSON (only JSON goes
 * to stdout), even for a page Quick Add would refuse, which it names on stderr:
 *   npm run extract -- <file.html> <original-url>
 */
import { readFileSync } from 'node:fs';
import { detectBotWall } from '../src/bot-wall.js';
import { decodeHtml } from '../src/decode.js';
import { extractProduct } from '../src/product.js';

const [file, url] = process.argv.slice(2);
if (!file || !url) {
  process.stderr.write('usage: extract-cli <file.html> <original-url>\n');
  process.exit(2);
}
// Decoded as the fetcher would: the charset the page declares, else UTF-8.
const html = decodeHtml(readFileSync(file));
const botWall = detectBotWall(html);
if (botWall) process.stderr.write(`warning: Quick Add would refuse this page (${botWall})\n`);
process.stdout.write(`${JSON.stringify(extractProduct(html, url), null, 2)}\n`);

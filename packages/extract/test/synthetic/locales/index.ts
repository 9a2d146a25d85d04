/**
 * The shops' locales: language, script, how prices print there, and what the amounts look like.
 * The money styles follow what shops of each country print, not what a library would.
 */
import type { Locale } from '../model.js';
import { AMERICAS } from './americas.js';
import { ASIA } from './asia.js';
import { EN_GB, EN_IN, EN_US } from './english.js';
import { EUROPE } from './europe.js';
import { RIGHT_TO_LEFT } from './rtl.js';

export const LOCALES: readonly Locale[] = [
  EN_US,
  EN_GB,
  EN_IN,
  ...EUROPE,
  ...AMERICAS,
  ...ASIA,
  ...RIGHT_TO_LEFT,
];

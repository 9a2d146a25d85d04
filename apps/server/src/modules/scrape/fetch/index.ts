export { type AddressPolicy, isBlockedAddress, publicAddressesOnly } from './address-policy.js';
export { type ScrapeRefusedCode, ScrapeRefusedError } from './errors.js';
export {
  DEFAULT_MAX_BYTES,
  DEFAULT_MAX_REDIRECTS,
  DEFAULT_TIMEOUT_MS,
  type FetchedBytes,
  type FetchedPage,
  type FetchPageOptions,
  fetchPage,
  fetchPageBytes,
} from './fetch-page.js';

/** True for amazon.co.uk and any of its subdomains. */
export function isAmazonUkHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  return host === 'amazon.co.uk' || host.endsWith('.amazon.co.uk');
}

/**
 * Buy links to Amazon UK carry the product's own affiliate tag: any existing `tag` is removed
 * and `tag=<tag>` set. Every other link (and anything unparsable) comes back unchanged.
 */
export function withAffiliateTag(link: string, tag: string): string {
  let url: URL;
  try {
    url = new URL(link);
  } catch {
    return link;
  }
  if (!isAmazonUkHost(url.hostname)) return link;
  url.searchParams.delete('tag');
  url.searchParams.set('tag', tag);
  return url.toString();
}

/**
 * A `mailto:` URL that opens a mail draft to `address` with the given subject
 * (career buttons open drafts to the careers mailbox: docs/product.md section 3.8).
 * The subject is percent-encoded (RFC 6068: spaces as %20, never "+").
 */
export function mailtoUrl(address: string, subject?: string): string {
  const to = address.trim();
  if (!/^[^\s@?&#]+@[^\s@?&#]+$/.test(to)) throw new Error(`Not an e-mail address: ${address}`);
  const query = subject ? `?subject=${encodeURIComponent(subject)}` : "";
  return `mailto:${to}${query}`;
}

export function NewsletterBlock() {
  return null;
}

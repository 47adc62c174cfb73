export function ContactWidget() {
  return null;
}

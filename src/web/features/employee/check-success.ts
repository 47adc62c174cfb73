import { checkSuccessMessages, type LocationInput } from "@/shared/contract/employee-portal";
import type { CheckKind } from "./employee-api";

/**
 * The success toast of a check-in or check-out (docs/product.md section 8.2): it mentions the location only
 * when the browser gave one (coordinates sent), never after a refused or unavailable position.
 */
export function checkSuccess(kind: CheckKind, input: Pick<LocationInput, "latitude">): [title: string, description: string] {
  const messages = checkSuccessMessages[kind];
  return [messages.title, input.latitude === null || input.latitude === undefined ? messages.unlocated : messages.located];
}

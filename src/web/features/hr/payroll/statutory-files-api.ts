import { useQuery } from "@tanstack/react-query";
import { statutoryPath, type StatutorySummary } from "@/shared/contract/statutory-returns";

/** What a finalised month's statutory files hold and who they leave out (asked only once the month is finalised). */
export const useStatutorySummary = (month: string, finalised: boolean) =>
  useQuery<StatutorySummary>({ queryKey: [statutoryPath(month)], enabled: finalised });

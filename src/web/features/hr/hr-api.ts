import { useQuery } from "@tanstack/react-query";
import { HR_STATS_PATH, type HrStats } from "@/shared/contract/hr";

/** The five cards' figures (one call, counted on the server). */
export const useHrStats = () => useQuery<HrStats>({ queryKey: [HR_STATS_PATH] });

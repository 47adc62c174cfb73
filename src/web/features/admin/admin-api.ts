import { useQuery } from "@tanstack/react-query";
import { ADMIN_STATS_PATH, type AdminStats } from "@/shared/contract/admin";

/** Every counter of the dashboard (one call, computed on the server). */
export const useAdminStats = () => useQuery<AdminStats>({ queryKey: [ADMIN_STATS_PATH] });

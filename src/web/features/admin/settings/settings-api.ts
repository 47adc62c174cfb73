import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ADMIN_SETTINGS_PATH, type Settings } from "@/shared/contract/settings";
import { refreshPayroll } from "@/web/features/people/payroll-refresh";
import { apiRequest } from "@/web/lib/api";

/** The working time and office geofence (loaded when the Settings dialog opens). */
export const useSettings = (enabled = true) =>
  useQuery({ queryKey: [ADMIN_SETTINGS_PATH], queryFn: () => apiRequest<Settings>("GET", ADMIN_SETTINGS_PATH), enabled });

export function useSaveSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (settings: Settings) => apiRequest<Settings>("PUT", ADMIN_SETTINGS_PATH, settings),
    onSuccess: (saved) => {
      client.setQueryData([ADMIN_SETTINGS_PATH], saved);
      // The pay-day basis and the working week move a month's figures (and the bank file's layout its summary).
      return Promise.all([client.invalidateQueries({ queryKey: [ADMIN_SETTINGS_PATH] }), refreshPayroll(client)]);
    },
  });
}

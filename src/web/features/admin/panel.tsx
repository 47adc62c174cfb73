// The panel frame is shared with the HR dashboard, so it lives in components/portal.
export { Panel } from "@/web/components/portal/panel";

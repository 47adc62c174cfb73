import { Bell } from "lucide-react";
import { useEffect, useId, useRef, useState, type CSSProperties } from "react";
import type { Portal } from "@/shared/contract/auth";
import type { Notification } from "@/shared/contract/notifications";
import { ListStateText } from "@/web/components/portal/list-state";
import { Button } from "@/web/components/ui/button";
import { cn } from "@/web/lib/cn";
import { formatDateTime } from "@/web/lib/format";
import { useMarkRead, useNotifications } from "./notification-api";

/**
 * The bell in each dashboard's header (docs/product.md section 11.4): the unread count on the button, and a list of
 * the person's newest notifications below it. A notification opens the panel it links to and counts as read. A
 * disclosure: Escape closes it and gives focus back to the bell; a click elsewhere closes it.
 */
export function NotificationBell(props: { portal: Portal }) {
  const [open, setOpen] = useState(false);
  const [place, setPlace] = useState<CSSProperties>({});
  const listId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const notifications = useNotifications(props.portal);
  const markRead = useMarkRead(props.portal);
  const unread = notifications.data?.unread ?? 0;

  useEffect(() => {
    if (!open) return;
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    // On the document: focus may have left the list (its 'Mark all read' button goes once all is read).
    const escape = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || document.querySelector('[role="dialog"]')) return;
      event.preventDefault();
      setOpen(false);
      button.current?.focus();
    };
    document.addEventListener("pointerdown", away);
    document.addEventListener("keydown", escape);
    return () => {
      document.removeEventListener("pointerdown", away);
      document.removeEventListener("keydown", escape);
    };
  }, [open]);

  // Under the bell, right-aligned; on a narrow screen where that would run off the left edge, 16 px from it.
  const toggle = () => {
    if (!open && button.current) {
      const rect = button.current.getBoundingClientRect();
      const width = Math.min(352, window.innerWidth - 32);
      setPlace(rect.right - width < 16 ? { left: 16 - rect.left, width } : { right: 0, width });
    }
    setOpen((value) => !value);
  };
  const markAllRead = () => {
    markRead.mutate({});
    // The button disappears once nothing is unread: focus stays in the list, on its heading.
    heading.current?.focus();
  };
  const follow = (item: Notification) => {
    if (!item.read) markRead.mutate({ ids: [item.id] });
    setOpen(false);
  };

  return (
    <div ref={root} className="relative">
      <Button
        ref={button}
        variant="outline"
        size="sm"
        className="relative mt-1 min-h-11 md:min-h-9"
        aria-expanded={open}
        aria-controls={listId}
        aria-label={unread > 0 ? `Notifications, ${unread} unread` : "Notifications"}
        onClick={toggle}
      >
        <Bell aria-hidden="true" />
        {unread > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-2 -right-2 min-w-5 rounded-full bg-red-600 px-1.5 text-center text-xs leading-5 font-bold text-white"
          >
            {unread > 99 ? "99+" : unread}
          </span>
        ) : null}
      </Button>
      <div id={listId} hidden={!open} style={place} className="absolute z-30 mt-2 rounded-xl border border-slate-200 bg-white shadow-xl">
        <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-4 py-3">
          <h2 ref={heading} tabIndex={-1} className="text-sm font-semibold text-slate-900 focus:outline-none">
            Notifications
          </h2>
          {unread > 0 ? (
            <Button variant="ghost" size="sm" onClick={markAllRead} disabled={markRead.isPending}>
              Mark all read
            </Button>
          ) : null}
        </div>
        {notifications.isPending || notifications.isError || notifications.data.items.length === 0 ? (
          <p className="px-4 py-6 text-center text-sm text-slate-600">
            <ListStateText
              state={notifications.isPending ? "loading" : notifications.isError ? "error" : "empty"}
              error="Notifications could not be loaded."
              empty="No notifications yet"
            />
          </p>
        ) : (
          <ul className="max-h-96 divide-y divide-slate-100 overflow-y-auto">
            {notifications.data.items.map((item) => (
              <li key={item.id}>
                <NotificationItem item={item} onFollow={() => follow(item)} onRead={() => markRead.mutate({ ids: [item.id] })} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function NotificationItem(props: { item: Notification; onFollow: () => void; onRead: () => void }) {
  const { item } = props;
  const body = (
    <>
      <span className="flex items-start gap-2">
        <span aria-hidden="true" className={cn("mt-1.5 size-2 shrink-0 rounded-full", item.read ? "bg-transparent" : "bg-brand-600")} />
        <span className="min-w-0">
          <span className={cn("block text-sm [overflow-wrap:anywhere]", item.read ? "text-slate-700" : "font-semibold text-slate-900")}>
            {item.title}
            {item.read ? null : <span className="sr-only"> (unread)</span>}
          </span>
          {item.body ? <span className="block text-xs text-slate-600 [overflow-wrap:anywhere]">{item.body}</span> : null}
          <time dateTime={item.createdAt} className="block text-xs text-slate-500">
            {formatDateTime(item.createdAt)}
          </time>
        </span>
      </span>
    </>
  );
  const itemClass = "block w-full px-4 py-3 text-left hover:bg-slate-50 focus-visible:bg-slate-50 focus-visible:outline-none";
  return item.link ? (
    <a href={item.link} className={itemClass} onClick={props.onFollow}>
      {body}
    </a>
  ) : (
    <button type="button" className={itemClass} onClick={props.onRead}>
      {body}
    </button>
  );
}

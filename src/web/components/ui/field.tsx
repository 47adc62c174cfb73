import type { ComponentProps, ReactNode } from "react";
import { cn } from "@/web/lib/cn";

const control =
  "w-full rounded-md border border-slate-300 bg-white px-3 py-2.5 text-slate-900 placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200 aria-[invalid=true]:border-red-500";

/** `large`: 3rem high with base-size text (a form on its own, like the newsletter's); the size is chosen here, as cn only joins on the public site. */
export function Input({ className, large = false, ...props }: ComponentProps<"input"> & { large?: boolean }) {
  return <input className={cn(control, large ? "h-12 text-base" : "text-sm", className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  return <textarea className={cn(control, "min-h-32 text-sm", className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<"select">) {
  return <select className={cn(control, "text-sm", className)} {...props} />;
}

/**
 * A field's error message, `${id}-error` for the control's aria-describedby; read out as it appears.
 * Form fields get it through FormField; a group of boxes in a fieldset uses it directly.
 */
export function FieldErrorMessage(props: { id: string; message: string | undefined; className?: string }) {
  return props.message ? (
    <p id={`${props.id}-error`} role="alert" className={cn("text-sm text-red-600", props.className)}>
      {props.message}
    </p>
  ) : null;
}

/** Label, control and the error message under it (FormField fills it; use that). `hideLabel` leaves the naming to the control. */
export function Field(props: {
  id: string;
  label: ReactNode;
  hideLabel?: boolean;
  error?: string;
  errorClassName?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <div className={cn("space-y-1.5", props.className)}>
      {props.hideLabel ? null : (
        <label htmlFor={props.id} className="block text-sm font-medium text-slate-800">
          {props.label}
        </label>
      )}
      {props.children}
      <FieldErrorMessage id={props.id} message={props.error} className={props.errorClassName} />
    </div>
  );
}

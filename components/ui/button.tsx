import type { ComponentProps } from "react";

// The one button of the forms and dialogs. While its action runs it is disabled and busy (a small
// spinner; the label stays, so a screen reader hears the same name when it is enabled again).
const variants = {
  primary: "bg-brand-700 text-white hover:bg-brand-800 dark:bg-brand-300 dark:text-slate-950 dark:hover:bg-brand-100",
  danger: "bg-red-700 text-white hover:bg-red-800",
  warning: "bg-amber-700 text-white hover:bg-amber-800",
  secondary: "border border-slate-300 hover:bg-slate-100 dark:border-slate-600 dark:hover:bg-slate-800",
} as const;

type Props = ComponentProps<"button"> & { pending?: boolean; variant?: keyof typeof variants; small?: boolean };

export function Button(props: Props) {
  const { pending, variant = "primary", small, type = "submit", className = "", disabled, children, ...rest } = props;
  return (
    <button
      {...rest}
      type={type}
      disabled={pending || disabled}
      aria-busy={pending || undefined}
      className={`inline-flex items-center justify-center gap-2 rounded-md font-semibold disabled:opacity-60 ${small ? "px-3 py-1.5 text-sm" : "px-4 py-2"} ${variants[variant]} ${className}`}
    >
      {pending && (
        <span
          aria-hidden="true"
          className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
        />
      )}
      {children}
    </button>
  );
}

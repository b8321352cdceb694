import type { ReactNode } from "react";

/** A disclosure menu that works without JavaScript; menus sharing a `name` close each other. */
export function NavMenu({
  label,
  children,
  align = "left",
}: {
  label: string;
  children: ReactNode;
  align?: "left" | "right";
}) {
  return (
    <details name="header-menu" className="group relative">
      <summary className="flex items-center gap-1 rounded-md px-3 py-2 text-sm font-medium hover:bg-slate-100 dark:hover:bg-slate-800">
        {label}
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="size-4 transition-transform group-open:rotate-180"
          fill="currentColor"
        >
          <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
        </svg>
      </summary>
      <ul
        className={`z-20 mt-1 min-w-56 rounded-md border border-slate-200 bg-white p-1 shadow-lg md:absolute dark:border-slate-700 dark:bg-slate-900 ${align === "right" ? "right-0" : "left-0"}`}
      >
        {children}
      </ul>
    </details>
  );
}

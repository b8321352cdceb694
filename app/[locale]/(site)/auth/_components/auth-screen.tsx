import type { ReactNode } from "react";
import { ClientMessages, formNamespaces } from "@/components/i18n/client-messages";

/** The frame of every auth screen: a heading, an introduction, the form and the links under it. */
export function AuthScreen({
  title,
  intro,
  children,
  footer,
}: {
  title: string;
  intro?: string;
  children?: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-xl">
      <h1 className="text-3xl font-bold">{title}</h1>
      {intro && <p className="mt-3 text-slate-700 dark:text-slate-300">{intro}</p>}
      <ClientMessages namespaces={["AuthForm", ...formNamespaces]}>{children}</ClientMessages>
      {footer && (
        <div className="mt-8 space-y-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">{footer}</div>
      )}
    </div>
  );
}

"use client";

import { useRouter } from "next/navigation";
import { useEffect, useRef, useTransition, type ChangeEvent, type FormEvent, type ReactNode } from "react";

type Props = {
  action: string;
  label: string;
  // The filters the page was rendered with, by field name.
  values: Record<string, string | undefined>;
  className?: string;
  children: ReactNode;
};

/**
 * A GET form that works without JavaScript and, with it, applies a filter as soon as it changes,
 * with a clean URL (empty fields left out). Changing the country clears the city, whose options
 * depend on it.
 */
export function AutoSubmitForm({ action, label, values, className, children }: Props) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const ref = useRef<HTMLFormElement>(null);
  const valuesKey = JSON.stringify(values);

  // Selects are uncontrolled (so the form works before hydration); after a client-side navigation
  // (a category link, reset, back) they are brought in line with the URL without losing focus.
  useEffect(() => {
    const current: Record<string, string | undefined> = JSON.parse(valuesKey);
    for (const element of Array.from(ref.current?.elements ?? [])) {
      if (!(element instanceof HTMLSelectElement)) continue;
      const value = current[element.name] ?? "";
      element.value = Array.from(element.options).some((option) => option.value === value) ? value : "";
    }
  }, [valuesKey]);

  function go(form: HTMLFormElement) {
    const query = new URLSearchParams();
    for (const [key, value] of new FormData(form)) if (typeof value === "string" && value) query.set(key, value);
    const qs = query.toString();
    startTransition(() => router.push(qs ? `${action}?${qs}` : action, { scroll: false }));
  }

  function onChange(event: ChangeEvent<HTMLFormElement>) {
    const form = event.currentTarget;
    if ((event.target as HTMLElement).getAttribute("name") === "country") {
      const city = form.elements.namedItem("city");
      if (city instanceof HTMLSelectElement) city.value = "";
    }
    go(form);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    go(event.currentTarget);
  }

  return (
    <form
      ref={ref}
      action={action}
      method="get"
      role="search"
      aria-label={label}
      aria-busy={pending}
      onChange={onChange}
      onSubmit={onSubmit}
      className={className}
    >
      {children}
    </form>
  );
}

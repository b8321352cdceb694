"use client";

/** A message about the whole form (rate limit, fields to correct), read out when it appears. */
export function FormNotice({ text }: { text: string | null }) {
  return (
    <p role="alert" className="text-sm font-medium text-red-700 empty:hidden dark:text-red-400">
      {text}
    </p>
  );
}

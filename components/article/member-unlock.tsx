"use client";

import { useEffect, useState, type ReactNode } from "react";
import { useUser } from "@/lib/client/user-store";

/**
 * Around a locked article's teaser and needs-login card: for a signed-in member, fetches the
 * whole text (from a route that checks the session) and shows it instead. Visitors keep the
 * server-rendered card; the locked text never reached their browser. `loadingLabel` comes from the server.
 */
export function MemberUnlock({
  articleId,
  locale,
  loadingLabel,
  children,
}: {
  articleId: string;
  locale: string;
  loadingLabel: string;
  children: ReactNode;
}) {
  const { status } = useUser();
  const [html, setHtml] = useState<string | null>(null);

  useEffect(() => {
    if (status !== "signedIn") return;
    let live = true;
    fetch(`/api/articles/${encodeURIComponent(articleId)}/body?locale=${locale}`, { cache: "no-store" })
      .then((r) => (r.ok ? (r.json() as Promise<{ html: string }>) : null))
      .then((answer) => live && answer && setHtml(answer.html))
      .catch(() => undefined);
    return () => void (live = false);
  }, [status, articleId, locale]);

  if (html !== null) {
    // Rendered on the server from Markdown with raw HTML off (lib/markdown.ts), like every body.
    return (
      <div
        className="prose-article space-y-4 leading-relaxed"
        data-member-body
        dangerouslySetInnerHTML={{ __html: html }}
      />
    );
  }
  return (
    <div aria-busy={status === "signedIn"}>
      {status === "signedIn" && (
        <p className="sr-only" role="status">
          {loadingLabel}
        </p>
      )}
      {children}
    </div>
  );
}

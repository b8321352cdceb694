import { Fragment } from "react";
import type { Snippet } from "@/lib/search/highlight";

/** Text with the words that matched the search in <mark> elements (built as React nodes, never as HTML). */
export function Highlighted({ snippet }: { snippet: Snippet }) {
  return snippet.map((fragment, i) => (
    <Fragment key={i}>
      {i > 0 && " … "}
      {fragment.map((segment, j) =>
        segment.mark ? (
          <mark key={j} className="rounded-sm bg-amber-100 px-0.5 text-inherit dark:bg-amber-300/25">
            {segment.text}
          </mark>
        ) : (
          <Fragment key={j}>{segment.text}</Fragment>
        ),
      )}
    </Fragment>
  ));
}

"use client";

import { lazy, Suspense, type ComponentType } from "react";

/**
 * A client component in a chunk of its own that is still rendered on the server, for a large part that
 * only some pages of a route show: the product reviews (next-intl's provider and message formatting,
 * about 12 kB gzip) on the item page, which is one route for every type of item and whose client
 * components share one chunk. next/dynamic does the same, but its loader (about 1.4 kB gzip) would come
 * with every article (docs/decisions.md, "Client JavaScript budget").
 *
 * - `server` is the component itself, required synchronously on the server so that its HTML is part of
 *   the page rather than streamed after it. In the browser it is undefined.
 * - In the browser, `load` fetches the chunk when the part first renders, during hydration. Until it
 *   arrives the server's HTML stays in place: hydration waits for it inside this Suspense boundary, and
 *   the rest of the page does not. A click on the part in that moment is lost, as on any part of a page
 *   not yet hydrated, so a small part that is clicked at once (the video's play button) is better left
 *   in the route's chunk.
 * - On a navigation inside the site, the part appears once its chunk has come (the first time only;
 *   the rest of the page does not wait for it).
 */
export function island<P extends object>(
  server: ComponentType<P> | undefined,
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Part = (server ?? lazy(() => load().then((component) => ({ default: component })))) as ComponentType<P>;
  return function Island(props: P) {
    return (
      <Suspense>
        <Part {...props} />
      </Suspense>
    );
  };
}

"use client";

import dynamic from "next/dynamic";
import type { ComponentProps } from "react";
import type { ReviewsClient } from "./reviews-client";

// The item page is one route for every type of item, and its client components share one chunk: the
// reviews' part (next-intl's provider and message formatting, about 12 kB gzip) would load on every
// article. Loaded as a chunk of its own, it comes only with a product's page. Still rendered on the
// server, so the reviews are in the first HTML (issue 18).
const Reviews = dynamic(() => import("./reviews-client").then((m) => m.ReviewsClient));

export function ReviewsIsland(props: ComponentProps<typeof ReviewsClient>) {
  return <Reviews {...props} />;
}

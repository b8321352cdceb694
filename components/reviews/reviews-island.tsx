"use client";

import type { ComponentProps } from "react";
import { island } from "@/components/layout/island";
import type { ReviewsClient } from "./reviews-client";

// The reviews' part as a chunk of its own, so that it comes only with a product's page; still rendered
// on the server, so the reviews are in the first HTML (components/layout/island.tsx).
export const ReviewsIsland = island<ComponentProps<typeof ReviewsClient>>(
  typeof window === "undefined"
    ? // eslint-disable-next-line @typescript-eslint/no-require-imports -- the server's synchronous copy; the browser's build drops this branch
      (require("./reviews-client") as typeof import("./reviews-client")).ReviewsClient
    : undefined,
  () => import("./reviews-client").then((m) => m.ReviewsClient),
);

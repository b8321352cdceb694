import type { Ref } from "react";

// The height of the review form (measured: 364 px while its five ratings wrap onto two lines,
// below 480 px wide; 340 px above). MyReviewSlot keeps this room from the moment it knows a
// member is signed in, so nothing below moves when the form's code and the member's review arrive.
export const reviewFormRoom = "min-h-[22.75rem] min-[480px]:min-h-[21.25rem]";

/** Stands in for the form (same border and room) while its code or the member's review loads. */
export function ReviewFormPlaceholder({ ref }: { ref?: Ref<HTMLDivElement> }) {
  return (
    <div
      ref={ref}
      aria-busy="true"
      className={`${reviewFormRoom} rounded-lg border border-slate-200 dark:border-slate-800`}
    />
  );
}

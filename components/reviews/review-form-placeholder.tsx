import type { Ref } from "react";

// The height of the review form (measured: 364 px while its five ratings wrap onto two lines,
// below 480 px wide; 340 px above). MyReviewSlot keeps this room from the moment it knows a
// member is signed in, so nothing below moves when the form's code and the member's review arrive.
export const reviewFormRoom = "min-h-[22.75rem] min-[480px]:min-h-[21.25rem]";

/**
 * Stands in for the form (same border, padding and room) while its code loads, under the form's
 * own title ("add" or "edit", known on the server), so the member sees which from the first paint.
 */
export function ReviewFormPlaceholder({ ref, title }: { ref?: Ref<HTMLDivElement>; title: string }) {
  return (
    <div ref={ref} aria-busy="true" className={`${reviewFormRoom} panel`}>
      <h3 className="text-lg font-semibold">{title}</h3>
    </div>
  );
}

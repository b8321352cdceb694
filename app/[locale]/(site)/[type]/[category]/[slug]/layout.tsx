import type { ReactNode } from "react";
import { TakenDownNote } from "@/components/article/taken-down";

// An item's address: the page, or (through ./not-found.tsx, which renders inside this layout) its
// 404, above which an item removed at its publisher's request says so.
export default async function ItemLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ type: string; category: string; slug: string }>;
}) {
  return (
    <>
      <TakenDownNote {...await params} />
      {children}
    </>
  );
}

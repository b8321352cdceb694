import { notFound } from "next/navigation";

// Any path no other route claims: the localized 404 (./not-found.tsx one level up).
export default function CatchAll() {
  notFound();
}

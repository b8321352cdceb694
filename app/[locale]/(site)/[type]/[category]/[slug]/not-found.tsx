// Here rather than inherited, so that the 404 renders inside ./layout.tsx (which adds the takedown note).
export { default } from "@/components/layout/not-found-page";

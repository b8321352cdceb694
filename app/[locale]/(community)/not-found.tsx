export { default } from "@/components/layout/not-found-page";

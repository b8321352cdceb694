// The member variant's address gets the same takedown note above its 404.
export { default } from "../../../../[type]/[category]/[slug]/layout";

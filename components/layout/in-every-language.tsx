import { Fragment } from "react";
import { lastResort } from "@/lib/i18n/last-resort";

/** One of the last-resort pages' words in all four languages, each marked with its own language. */
export function InEveryLanguage({ words }: { words: "title" | "notFound" }) {
  return Object.entries(lastResort).map(([language, all], i) => (
    <Fragment key={language}>
      {i > 0 && " · "}
      <span lang={language}>{all[words]}</span>
    </Fragment>
  ));
}

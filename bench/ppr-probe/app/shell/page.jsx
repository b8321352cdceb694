import { Suspense } from "react";
import { Content } from "../content";
import { Member } from "../member";

/** Partial prerendering: the static shell from the build, the member's name streamed into the same response. */
export default function Page() {
  return (
    <>
      <header>
        <Suspense fallback={<p>…</p>}>
          <Member />
        </Suspense>
      </header>
      <Content />
    </>
  );
}

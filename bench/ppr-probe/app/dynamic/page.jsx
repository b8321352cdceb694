import { Suspense } from "react";
import { connection } from "next/server";
import { Content } from "../content";
import { Member } from "../member";

async function Whole() {
  await connection();
  return (
    <>
      <header>
        <Member />
      </header>
      <Content />
    </>
  );
}

/** Rendered whole per request, as the site's member variants are today. */
export default function Page() {
  return (
    <Suspense>
      <Whole />
    </Suspense>
  );
}

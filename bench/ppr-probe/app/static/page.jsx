import { Content } from "../content";

/** A visitor's page: no hole, prerendered whole. */
export default function Page() {
  return <Content />;
}

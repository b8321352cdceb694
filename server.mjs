// The production server's entry, kept at the root because `npm start` (scripts/with-db.ts), the
// deploy units, the benchmarks and the e2e harness run `node server.mjs`; the server is server/.
import "./server/index.mjs";

-- Per-host politeness across fetching processes (lib/aggregation/host-gate.ts).
CREATE TABLE "FeedHost" (
    "host" TEXT NOT NULL,
    "busyUntil" TIMESTAMPTZ(3) NOT NULL,
    "token" TEXT NOT NULL,

    CONSTRAINT "FeedHost_pkey" PRIMARY KEY ("host")
);

-- The title index without its pending list: grouping looks every new title up in this index at
-- once, and a search reads the whole pending list, which a bulk import keeps long. Inserts write
-- the index directly instead (docs/adr/0081-ingest-throughput.md).
ALTER INDEX "FeedEntry_title_idx" SET (fastupdate = off);

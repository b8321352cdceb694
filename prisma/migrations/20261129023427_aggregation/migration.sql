-- Aggregation: public feeds credited to a Source, and their entries (docs/aggregation.md).
-- CreateEnum
CREATE TYPE "FeedKind" AS ENUM ('HEALTH_AGENCY', 'JOURNAL', 'NEWS', 'BLOG', 'VIDEO_CHANNEL');

-- CreateEnum
CREATE TYPE "FeedOutcome" AS ENUM ('OK', 'NOT_MODIFIED', 'HTTP_ERROR', 'RATE_LIMITED', 'GONE', 'TIMEOUT', 'TOO_LARGE', 'TOO_MANY_REDIRECTS', 'REFUSED_ADDRESS', 'NETWORK_ERROR', 'MALFORMED');

-- CreateEnum
CREATE TYPE "FeedEntryState" AS ENUM ('NEW', 'ACCEPTED', 'REJECTED', 'DUPLICATE', 'FILTERED');

-- CreateTable
CREATE TABLE "Feed" (
    "id" TEXT NOT NULL,
    "sourceId" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "kind" "FeedKind" NOT NULL,
    "language" "Locale",
    "contentType" "ContentType" NOT NULL DEFAULT 'NEWS',
    "categoryId" TEXT,
    "pollMinutes" INTEGER NOT NULL DEFAULT 30,
    "trusted" BOOLEAN NOT NULL DEFAULT false,
    "paused" BOOLEAN NOT NULL DEFAULT true,
    "alertRules" JSONB NOT NULL DEFAULT '[]',
    "alertsPerDay" INTEGER NOT NULL DEFAULT 3,
    "alertsOff" BOOLEAN NOT NULL DEFAULT false,
    "channelId" TEXT,
    "etag" TEXT,
    "lastModified" TEXT,
    "lastFetchedAt" TIMESTAMP(3),
    "lastStatus" INTEGER,
    "lastOutcome" "FeedOutcome",
    "lastDetail" TEXT,
    "lastNewCount" INTEGER NOT NULL DEFAULT 0,
    "lastSkippedCount" INTEGER NOT NULL DEFAULT 0,
    "consecutiveErrors" INTEGER NOT NULL DEFAULT 0,
    "nextFetchAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "retryAfter" TIMESTAMP(3),
    "disabledReason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Feed_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "FeedTag" (
    "feedId" TEXT NOT NULL,
    "tagId" TEXT NOT NULL,

    CONSTRAINT "FeedTag_pkey" PRIMARY KEY ("feedId","tagId")
);

-- CreateTable
CREATE TABLE "FeedEntry" (
    "id" TEXT NOT NULL,
    "feedId" TEXT NOT NULL,
    "guid" TEXT NOT NULL,
    "canonicalUrl" TEXT NOT NULL,
    "link" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "summary" TEXT NOT NULL DEFAULT '',
    "author" TEXT,
    "publishedAt" TIMESTAMP(3),
    "entryUpdatedAt" TIMESTAMP(3),
    "youtubeVideoId" TEXT,
    "language" "Locale",
    "state" "FeedEntryState" NOT NULL DEFAULT 'NEW',
    "topics" TEXT[] DEFAULT ARRAY[]::TEXT[],
    "relevance" DOUBLE PRECISION NOT NULL DEFAULT 0,
    "groupId" TEXT,
    "alertLevel" "AlertLevel",
    "articleId" TEXT,
    "firstSeenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedAt" TIMESTAMP(3),

    CONSTRAINT "FeedEntry_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Feed_url_key" ON "Feed"("url");

-- CreateIndex
CREATE UNIQUE INDEX "Feed_channelId_key" ON "Feed"("channelId");

-- CreateIndex
CREATE INDEX "Feed_sourceId_idx" ON "Feed"("sourceId");

-- CreateIndex
CREATE INDEX "Feed_nextFetchAt_idx" ON "Feed"("nextFetchAt");

-- CreateIndex
CREATE INDEX "FeedTag_tagId_idx" ON "FeedTag"("tagId");

-- CreateIndex
CREATE INDEX "FeedEntry_state_firstSeenAt_idx" ON "FeedEntry"("state", "firstSeenAt" DESC);

-- CreateIndex
CREATE INDEX "FeedEntry_groupId_idx" ON "FeedEntry"("groupId");

-- CreateIndex
CREATE INDEX "FeedEntry_articleId_idx" ON "FeedEntry"("articleId");

-- CreateIndex
CREATE INDEX "FeedEntry_language_firstSeenAt_idx" ON "FeedEntry"("language", "firstSeenAt" DESC);

-- CreateIndex
CREATE INDEX "FeedEntry_title_idx" ON "FeedEntry" USING GIN ("title" gin_trgm_ops);

-- CreateIndex
CREATE UNIQUE INDEX "FeedEntry_feedId_guid_key" ON "FeedEntry"("feedId", "guid");

-- CreateIndex
CREATE UNIQUE INDEX "FeedEntry_feedId_canonicalUrl_key" ON "FeedEntry"("feedId", "canonicalUrl");

-- AddForeignKey
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_sourceId_fkey" FOREIGN KEY ("sourceId") REFERENCES "Source"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_categoryId_fkey" FOREIGN KEY ("categoryId") REFERENCES "Category"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_channelId_fkey" FOREIGN KEY ("channelId") REFERENCES "Channel"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedTag" ADD CONSTRAINT "FeedTag_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedTag" ADD CONSTRAINT "FeedTag_tagId_fkey" FOREIGN KEY ("tagId") REFERENCES "Tag"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedEntry" ADD CONSTRAINT "FeedEntry_feedId_fkey" FOREIGN KEY ("feedId") REFERENCES "Feed"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "FeedEntry" ADD CONSTRAINT "FeedEntry_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Rules the library also keeps, held by the database too.
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_pollMinutes_check" CHECK ("pollMinutes" BETWEEN 5 AND 10080);
ALTER TABLE "Feed" ADD CONSTRAINT "Feed_alertsPerDay_check" CHECK ("alertsPerDay" BETWEEN 0 AND 100);
ALTER TABLE "FeedEntry" ADD CONSTRAINT "FeedEntry_summary_check" CHECK (char_length("summary") <= 1000);
ALTER TABLE "FeedEntry" ADD CONSTRAINT "FeedEntry_title_check" CHECK (char_length("title") BETWEEN 1 AND 500);

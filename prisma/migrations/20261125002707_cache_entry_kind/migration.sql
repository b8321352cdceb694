-- AlterTable
ALTER TABLE "NextCacheEntry" ADD COLUMN     "kind" TEXT NOT NULL DEFAULT '';

-- CreateIndex
CREATE INDEX "NextCacheEntry_buildId_kind_updatedAt_idx" ON "NextCacheEntry"("buildId", "kind", "updatedAt");

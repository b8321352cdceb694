-- CreateTable
CREATE TABLE "NextCacheEntry" (
    "buildId" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "lastModified" BIGINT NOT NULL,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NextCacheEntry_pkey" PRIMARY KEY ("buildId","key")
);

-- CreateTable
CREATE TABLE "NextCacheTag" (
    "tag" TEXT NOT NULL,
    "stale" BIGINT,
    "expired" BIGINT,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "NextCacheTag_pkey" PRIMARY KEY ("tag")
);

-- CreateIndex
CREATE INDEX "NextCacheEntry_updatedAt_idx" ON "NextCacheEntry"("updatedAt");

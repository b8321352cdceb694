-- CreateTable
CREATE TABLE "BlockedLink" (
    "id" TEXT NOT NULL,
    "canonicalUrl" TEXT NOT NULL,
    "title" TEXT NOT NULL DEFAULT '',
    "reason" TEXT NOT NULL,
    "requester" TEXT,
    "itemType" "ContentType",
    "itemCategory" TEXT,
    "itemSlug" TEXT,
    "blockedById" TEXT,
    "blockedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "liftedById" TEXT,
    "liftedAt" TIMESTAMP(3),

    CONSTRAINT "BlockedLink_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "BlockedLink_canonicalUrl_key" ON "BlockedLink"("canonicalUrl");

-- CreateIndex
CREATE INDEX "BlockedLink_itemType_itemCategory_itemSlug_idx" ON "BlockedLink"("itemType", "itemCategory", "itemSlug");

-- CreateIndex
CREATE INDEX "BlockedLink_blockedAt_idx" ON "BlockedLink"("blockedAt" DESC);

-- AddForeignKey
ALTER TABLE "BlockedLink" ADD CONSTRAINT "BlockedLink_blockedById_fkey" FOREIGN KEY ("blockedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "BlockedLink" ADD CONSTRAINT "BlockedLink_liftedById_fkey" FOREIGN KEY ("liftedById") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;

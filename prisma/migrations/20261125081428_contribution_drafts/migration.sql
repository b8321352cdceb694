-- AlterTable
ALTER TABLE "Contribution" ADD COLUMN     "articleId" TEXT,
ADD COLUMN     "notifiedAt" TIMESTAMP(3),
ADD COLUMN     "notifyOnPublish" BOOLEAN NOT NULL DEFAULT false;

-- CreateIndex
CREATE INDEX "Contribution_articleId_idx" ON "Contribution"("articleId");

-- AddForeignKey
ALTER TABLE "Contribution" ADD CONSTRAINT "Contribution_articleId_fkey" FOREIGN KEY ("articleId") REFERENCES "Article"("id") ON DELETE SET NULL ON UPDATE CASCADE;

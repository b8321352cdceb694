-- CreateEnum
CREATE TYPE "SubscriptionTopic" AS ENUM ('TYPE', 'TAG', 'REPLIES', 'NEWSLETTER');

-- CreateEnum
CREATE TYPE "SubscriptionRhythm" AS ENUM ('AT_ONCE', 'DAILY', 'WEEKLY');

-- AlterTable
ALTER TABLE "OutgoingMail" ADD COLUMN     "dedupeKey" TEXT,
ADD COLUMN     "headers" JSONB,
ADD COLUMN     "messageId" TEXT;

-- CreateTable
CREATE TABLE "Subscription" (
    "id" TEXT NOT NULL,
    "email" TEXT NOT NULL,
    "userId" TEXT,
    "topic" "SubscriptionTopic" NOT NULL,
    "topicKey" TEXT NOT NULL DEFAULT '',
    "locale" "Locale" NOT NULL,
    "rhythm" "SubscriptionRhythm" NOT NULL,
    "confirmedAt" TIMESTAMP(3),
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "Subscription_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "SubscriberAddress" (
    "email" TEXT NOT NULL,
    "confirmationSentAt" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "SubscriberAddress_pkey" PRIMARY KEY ("email")
);

-- CreateIndex
CREATE INDEX "Subscription_topic_topicKey_rhythm_idx" ON "Subscription"("topic", "topicKey", "rhythm");

-- CreateIndex
CREATE INDEX "Subscription_userId_idx" ON "Subscription"("userId");

-- CreateIndex
CREATE UNIQUE INDEX "Subscription_email_topic_topicKey_key" ON "Subscription"("email", "topic", "topicKey");

-- CreateIndex
CREATE UNIQUE INDEX "OutgoingMail_dedupeKey_key" ON "OutgoingMail"("dedupeKey");

-- AddForeignKey
ALTER TABLE "Subscription" ADD CONSTRAINT "Subscription_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Subscriber addresses in the one form the forms now accept and compare (lib/validation/fields.ts):
-- one plain address, trimmed and lower-cased; and a member's subscriptions on their account's
-- current address (they follow the account when it changes, lib/subscriptions/follow.ts).
-- Written to be run again safely (tests/integration/subscriber-addresses.test.ts does).

-- The pattern of email() in lib/validation/fields.ts: a dot-atom local part of at most 64
-- characters, dotted host labels, ASCII, at most 254 characters in all.
CREATE FUNCTION pg_temp.plain_address(e text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT length(e) <= 254 AND position('@' IN e) BETWEEN 2 AND 65
     AND e ~ '^[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&''*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$'
$$;

-- Where each subscription belongs: its member's address if it has a member, else its own,
-- normalised; and the member who owns that address, if one does.
CREATE TEMPORARY TABLE subscription_target AS
SELECT s.id, s.topic, s."topicKey", s."confirmedAt", s."createdAt", s."userId" AS member,
       lower(btrim(COALESCE(u.email, s.email))) AS target
FROM "Subscription" s
LEFT JOIN "User" u ON u.id = s."userId";

UPDATE subscription_target t
SET member = (SELECT u.id FROM "User" u WHERE lower(btrim(u.email)) = t.target ORDER BY u."createdAt", u.id LIMIT 1)
WHERE t.member IS NULL;

-- An address list or a display name ("q1,someone@example.com") cannot be mailed as it is, and
-- which address was meant is not ours to guess: such subscriptions end.
DELETE FROM "Subscription" s
USING subscription_target t
WHERE s.id = t.id AND NOT pg_temp.plain_address(t.target);

-- Rows that are the same subscription once normalised: one stays, a confirmed one over a pending
-- one, then a member's, then the oldest.
DELETE FROM "Subscription" s
USING (
  SELECT id, row_number() OVER (
    PARTITION BY target, topic, "topicKey"
    ORDER BY ("confirmedAt" IS NULL), (member IS NULL), "createdAt", id
  ) AS n
  FROM subscription_target
  WHERE pg_temp.plain_address(target)
) ranked
WHERE s.id = ranked.id AND ranked.n > 1;

-- Moved in two steps, so that no row passes through another's address on the way.
UPDATE "Subscription" s
SET email = s.id || '@moving.invalid'
FROM subscription_target t
WHERE s.id = t.id AND s.email <> t.target;

UPDATE "Subscription" s
SET email = t.target, "userId" = t.member
FROM subscription_target t
WHERE s.id = t.id AND (s.email <> t.target OR s."userId" IS DISTINCT FROM t.member);

DROP TABLE subscription_target;

-- The hourly confirmation throttle, per normalised address: the latest sending counts.
DELETE FROM "SubscriberAddress" a WHERE NOT pg_temp.plain_address(lower(btrim(a.email)));

DELETE FROM "SubscriberAddress" a
USING "SubscriberAddress" b
WHERE lower(btrim(a.email)) = lower(btrim(b.email)) AND a.email <> b.email
  AND (a."confirmationSentAt", a.email) < (b."confirmationSentAt", b.email);

UPDATE "SubscriberAddress" SET email = lower(btrim(email)) WHERE email <> lower(btrim(email));

DROP FUNCTION pg_temp.plain_address(text);

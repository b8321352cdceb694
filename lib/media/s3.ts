import "server-only";
import { GetObjectCommand, PutObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { serverEnv } from "@/lib/env";

// S3-compatible storage for image bytes, used when every S3_ variable is set (lib/env.ts).

type Bucket = { client: S3Client; bucket: string };
let configured: Bucket | null | undefined;

/** The configured bucket, or null when images stay in PostgreSQL. */
export function s3Bucket(): Bucket | null {
  if (configured !== undefined) return configured;
  const env = serverEnv();
  if (!env.S3_ENDPOINT || !env.S3_BUCKET || !env.S3_ACCESS_KEY_ID || !env.S3_SECRET_ACCESS_KEY)
    return (configured = null);
  const client = new S3Client({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    // Checksums only where S3 requires them: several S3-compatible servers refuse the SDK's
    // default CRC32 headers and trailers.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  return (configured = { client, bucket: env.S3_BUCKET });
}

export async function putObject({ client, bucket }: Bucket, key: string, bytes: Uint8Array, mime: string) {
  await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: mime }));
}

export async function getObject({ client, bucket }: Bucket, key: string): Promise<Uint8Array> {
  const answer = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  if (!answer.Body) throw new Error(`S3 object ${key} has no body`);
  return answer.Body.transformToByteArray();
}

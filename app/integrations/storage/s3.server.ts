import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { assertSafeKey, type Storage } from "./types";

export type S3StorageOptions = {
  /** e.g. https://s3.eu-central-1.example.com; unset = AWS for the region. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Path-style (endpoint/bucket/key) works with every S3-compatible server and needs no DNS per bucket. */
  forcePathStyle?: boolean;
};

/** Keys are unique per upload (timestamp + random tag), so an object never changes once written. */
const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Uploads in an S3-compatible bucket (AWS, MinIO, Garage, Hetzner, Scaleway, s3rver in tests). The
 * object's Content-Type is the stored content type; every instance sees the same files, which local
 * disk cannot offer once there are several app servers.
 */
export function s3Storage(options: S3StorageOptions): Storage {
  const client = new S3Client({
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    region: options.region,
    forcePathStyle: options.forcePathStyle ?? true,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    // A hanging object store must not hold a page request for minutes; the SDK retries (3 attempts).
    requestHandler: { connectionTimeout: 3000, requestTimeout: 15_000 },
  });
  const Bucket = options.bucket;
  return {
    async put(key, body, contentType) {
      assertSafeKey(key);
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: key,
          Body: body,
          ContentType: contentType,
          ContentLength: body.length,
          CacheControl: IMMUTABLE,
        }),
      );
    },
    async get(key) {
      assertSafeKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        if (!object.Body) return null;
        return {
          body: Buffer.from(await object.Body.transformToByteArray()),
          contentType: object.ContentType ?? "application/octet-stream",
        };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      assertSafeKey(key);
      // S3 answers 204 for a missing key too: deleting twice is not an error.
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}

function isMissing(error: unknown): boolean {
  if (error instanceof NoSuchKey) return true;
  return (
    error instanceof S3ServiceException &&
    (error.name === "NoSuchKey" || error.name === "NotFound" || error.$metadata.httpStatusCode === 404)
  );
}

/**
 * How many images this process decodes and encodes at once (F11). Decoding a 50 Mpx photo takes
 * ~200 MB and a core for a second or more; forty anonymous quote requests with five photos each
 * used to run all at once (67 s of CPU, 893 MB RSS). Further work waits its turn here.
 */
export const IMAGE_WORK_CONCURRENCY = 2;

let active = 0;
const waiting: Array<() => void> = [];

/** Runs `work` once one of the IMAGE_WORK_CONCURRENCY slots is free (first come, first served). */
export async function withImageSlot<T>(work: () => Promise<T>): Promise<T> {
  if (active >= IMAGE_WORK_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
  else active++;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next in line (active stays counted), or is freed.
    const next = waiting.shift();
    if (next) next();
    else active--;
  }
}

import type { Database } from '../../db/client';
import { type ClickIdCodec, createClickIdCodec } from '../ids/click-id';
import { loadTrackingSecret } from '../ids/tracking-secret';

/**
 * The click-id codec, made on first use from the installation's tracking secret and kept. A
 * failed read (the database down) is not kept, so the next call tries again.
 */
export function clickIdSource(db: Database, configured: string | undefined): () => Promise<ClickIdCodec> {
  let codec: Promise<ClickIdCodec> | null = null;
  return () => {
    codec ??= loadTrackingSecret(db, configured).then(createClickIdCodec, (error: unknown) => {
      codec = null;
      throw error;
    });
    return codec;
  };
}

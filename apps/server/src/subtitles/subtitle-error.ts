/**
 * A subtitle request that cannot be answered, with the status and error code the client gets
 * (`{ error, message }`): 404 for an unknown id, 413 for a file past the size bound, 422 for a
 * file no reader understands, 429/502/504 for what OpenSubtitles did.
 */
export class SubtitleError extends Error {
  override readonly name = "SubtitleError";
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Headers of the answer (Retry-After). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }
}

/** The bytes of a body, refusing one over `maxBytes` with a 413 before reading it all. */
export async function readLimited(
  response: Response,
  maxBytes: number,
  what: string,
): Promise<Uint8Array> {
  const tooLarge = () =>
    new SubtitleError(
      413,
      "subtitle_too_large",
      `${what} is larger than this server's limit of ${maxBytes} bytes`,
    );
  const declared = Number(response.headers.get("content-length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    throw tooLarge();
  }
  if (!response.body) return new Uint8Array();
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

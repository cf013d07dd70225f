/**
 * A kept answer's first read asked compressed goes out as it is while a worker compresses it
 * (src/http/compression.ts): reads again until the answer comes encoded, for at most 5 s.
 */
export async function compressedRead(read: () => Promise<Response>): Promise<Response> {
  let response = await read()
  for (let waited = 0; !response.headers.get('content-encoding') && waited < 5000; waited += 20) {
    await Bun.sleep(20)
    response = await read()
  }
  return response
}

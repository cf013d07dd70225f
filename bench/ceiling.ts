/**
 * The ceiling: a bare `Bun.serve` answering every request with one fixed JSON body (the service's
 * own list page, captured by bench/run.ts), so each figure can be read as a fraction of what the
 * runtime and the loopback allow on this machine. Usage: bun bench/ceiling.ts PORT BODY_FILE
 */
export {}

const [port, bodyFile] = process.argv.slice(2)
const body = await Bun.file(bodyFile!).text()
const server = Bun.serve({
  port: Number(port),
  fetch: () => new Response(body, { headers: { 'content-type': 'application/json' } }),
})
console.log(`ceiling listening on ${server.port} with ${Buffer.byteLength(body)} bytes`)

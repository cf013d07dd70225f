/**
 * Who is calling, for the per-address limits (registrations). The server records each request's
 * socket address here before the app sees it, because a request the server had to rebuild (see
 * src/server.ts) is no longer one Bun's `server.requestIP` knows.
 */
const socketAddresses = new WeakMap<Request, string>()

export const rememberSocketAddress = (request: Request, address: string | undefined) => {
  if (address) socketAddresses.set(request, address)
}

type AddressSource = { requestIP(request: Request): { address: string } | null } | null

/**
 * The caller's limit bucket: the socket's address, or with TRUST_PROXY the first X-Forwarded-For
 * hop. One bucket per IPv4 address, and per IPv6 /64: a single host or home line usually holds a
 * whole /64, so counting its addresses one by one would let it register without end.
 */
export function clientAddress(request: Request, server: AddressSource, trustProxy: boolean): string {
  const forwarded = trustProxy ? request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() : undefined
  const address = forwarded || socketAddresses.get(request) || server?.requestIP(request)?.address
  return address ? addressBucket(address) : 'unknown'
}

export function addressBucket(address: string): string {
  const plain = address.replace(/%.*$/, '').toLowerCase()
  // An IPv4 client on a dual-stack socket arrives as ::ffff:a.b.c.d: the same caller as a.b.c.d.
  const mapped = plain.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)
  if (mapped) return mapped[1]!
  if (!plain.includes(':')) return plain
  const [head = '', tail] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups =
    tail === undefined
      ? left
      : [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}

import { lookup } from 'node:dns/promises'
import { isIP } from 'node:net'
import ipaddr from 'ipaddr.js'

/**
 * Where a completion callback may go. The service POSTs from inside the operator's network, so a
 * callback URL is a way to make it send requests: to its own loopback, the cloud's metadata
 * endpoint (169.254.169.254), a database on a private subnet. Unless the operator allows private
 * addresses (CALLBACKS_ALLOW_PRIVATE=on), only public unicast addresses are called: named at
 * creation by their literal or their host name, and again at delivery after DNS, where the address
 * that was checked is the one connected to (a second lookup could answer otherwise: DNS rebinding).
 */

/** What a callback URL may be, at most (the contract's 2000 characters). */
export const CALLBACK_URL_MAX_LENGTH = 2000

/** A URL that breaks the field's rules: malformed, not http(s), or with a user name or password. */
export class MalformedCallbackUrl extends Error {}
/** A URL or address that is not public. */
export class AddressNotAllowed extends Error {}

/**
 * Names that lead inward whatever DNS says: loopback names, the cloud metadata hosts, and the
 * suffixes kept for local networks (RFC 6761, RFC 6762, RFC 8375 and the `.internal` TLD).
 */
const INWARD_NAMES = new Set([
  'localhost',
  'metadata',
  'metadata.google.internal',
  'instance-data',
  'instance-data.ec2.internal',
])
const INWARD_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.localdomain',
  '.home.arpa',
  '.lan',
  '.intranet',
  '.corp',
]

/** The IPv6 global unicast block: outside it an IPv6 address is not on the public internet (or embeds one that may not be). */
const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3')

/** The URL of a callback, parsed and checked for shape; throws MalformedCallbackUrl. */
export function parseCallbackUrl(raw: string): URL {
  if (raw.length > CALLBACK_URL_MAX_LENGTH)
    throw new MalformedCallbackUrl(`must be at most ${CALLBACK_URL_MAX_LENGTH} characters`)
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new MalformedCallbackUrl('must be an absolute URL, such as https://agent.example/hooks/recipes')
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new MalformedCallbackUrl('must start with https:// or http://')
  if (url.username || url.password) throw new MalformedCallbackUrl('must not carry a user name or password')
  if (!url.hostname) throw new MalformedCallbackUrl('must name a host')
  return url
}

/** The host of a URL as an address or name: brackets of an IPv6 literal and a final dot removed, lower case. */
export const hostOf = (url: URL) =>
  url.hostname
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/\.$/, '')
    .toLowerCase()

/**
 * Whether an address is public: an IPv4 unicast address outside every special range (loopback,
 * private, link-local, carrier-grade NAT, unspecified, broadcast, multicast, reserved), or an IPv6
 * global unicast one outside its special ranges. An IPv4-mapped IPv6 address is judged as the IPv4
 * address it maps; NAT64, 6to4 and Teredo addresses, which embed an IPv4 address, are refused.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false
  const parsed = ipaddr.process(address)
  if (parsed.kind() === 'ipv4') return parsed.range() === 'unicast'
  return parsed.range() === 'unicast' && (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST)
}

/** Why a host name leads inward by its name alone, if it does. */
function inwardName(host: string): boolean {
  // A single label ("metadata", "intranet") is completed by the resolver's search domains: a local name.
  return INWARD_NAMES.has(host) || INWARD_SUFFIXES.some((suffix) => host.endsWith(suffix)) || !host.includes('.')
}

/**
 * The check at creation, without DNS (it would hold the request, and an answer now says nothing of
 * the answer at delivery): an address literal must be public, a name must not be a local one.
 * Throws AddressNotAllowed.
 */
export function checkCallbackHost(url: URL): void {
  const host = hostOf(url)
  if (isIP(host)) {
    if (!isPublicAddress(host)) throw new AddressNotAllowed(`${host} is not a public address`)
  } else if (inwardName(host)) throw new AddressNotAllowed(`${host} names a local or internal host`)
}

export type ResolvedAddress = { address: string; family: 4 | 6 }
/** Every address a host name resolves to (tests inject their own; the default asks the system resolver). */
export type Resolver = (host: string) => Promise<ResolvedAddress[]>

export const systemResolver: Resolver = async (host) =>
  (await lookup(host, { all: true, verbatim: true })).map(({ address, family }) => ({
    address,
    family: family === 6 ? 6 : 4,
  }))

/**
 * The address to connect to for a callback URL, checked: the literal itself, or the first address
 * the name resolves to once every one of them is public (one private answer refuses the lot, since
 * a client would be free to pick it). With `allowPrivate`, any address. Throws AddressNotAllowed.
 */
export async function resolveCallbackHost(
  url: URL,
  resolve: Resolver,
  allowPrivate: boolean,
): Promise<ResolvedAddress> {
  const host = hostOf(url)
  if (!allowPrivate) checkCallbackHost(url)
  const family = isIP(host)
  if (family) return { address: host, family: family === 6 ? 6 : 4 }
  const addresses = await resolve(host)
  if (addresses.length === 0) throw new Error(`${host} resolved to no address`)
  if (!allowPrivate) {
    const inward = addresses.find(({ address }) => !isPublicAddress(address))
    if (inward) throw new AddressNotAllowed(`${host} resolved to ${inward.address}, which is not a public address`)
  }
  return addresses[0]!
}

import { describe, expect, test } from 'bun:test'
import { addressBucket, clientAddress } from '../../src/http/client-address'

describe('the address a registration counts against', () => {
  test('an IPv4 client is one bucket whether it arrives as IPv4 or IPv4-mapped IPv6', () => {
    expect(addressBucket('::ffff:127.0.0.2')).toBe('127.0.0.2')
    expect(addressBucket('127.0.0.2')).toBe('127.0.0.2')
    expect(addressBucket('::ffff:127.0.0.1')).not.toBe(addressBucket('::ffff:127.0.0.2'))
  })

  test('IPv6 addresses share a bucket per /64, however they are written', () => {
    expect(addressBucket('2001:db8:0:1:aaaa::1')).toBe('2001:db8:0:1::/64')
    expect(addressBucket('2001:0db8:0000:0001:ffff:ffff:ffff:ffff')).toBe('2001:db8:0:1::/64')
    expect(addressBucket('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressBucket('2001:DB8:0:2::1')).not.toBe(addressBucket('2001:db8:0:1::1'))
    expect(addressBucket('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressBucket('::1')).toBe('0:0:0:0::/64')
  })

  test('the socket address comes from the server; X-Forwarded-For only behind a trusted proxy', () => {
    const request = new Request('http://localhost/api/agents/register', {
      headers: { 'x-forwarded-for': '203.0.113.7, 10.0.0.1' },
    })
    const server = { requestIP: () => ({ address: '::ffff:192.0.2.1' }) }
    expect(clientAddress(request, server, false)).toBe('192.0.2.1')
    expect(clientAddress(request, server, true)).toBe('203.0.113.7')
    expect(clientAddress(request, null, false)).toBe('unknown')
  })
})

/**
 * Which `X-Forwarded-For` entries name the client (rate limits count per client address).
 * `TRUST_PROXY` is a hop count: with 1 (the gateway) the client is the last entry, the one nginx
 * appended from its socket; everything before it was written by the client and is ignored, so a
 * made-up `X-Forwarded-For: 1.2.3.4, ...` changes nothing.
 *
 * fastify 5.12 ignores a numeric `trustProxy` (it trusts nothing: a bare hop count would also
 * believe a client that reaches the API directly), so this is its trust function: the nearest
 * hop is believed only from a loopback or private address, where the gateway is (compose's
 * network, or the same host); then `hops` hops in all.
 */
import { BlockList, isIPv4 } from 'node:net';

const PROXY_NETWORKS = new BlockList();
for (const [network, prefix] of [
  ['127.0.0.0', 8], // loopback
  ['10.0.0.0', 8], // private
  ['172.16.0.0', 12], // private (Docker's default networks)
  ['192.168.0.0', 16], // private
  ['169.254.0.0', 16], // link-local
] as const) {
  PROXY_NETWORKS.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::1', 128], // loopback
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
] as const) {
  PROXY_NETWORKS.addSubnet(network, prefix, 'ipv6');
}

/** Whether `address` can be the gateway in front of the API. */
export function isProxyAddress(address: string): boolean {
  // BlockList matches IPv4-mapped IPv6 (`::ffff:127.0.0.1`) against the IPv4 subnets.
  return PROXY_NETWORKS.check(address, isIPv4(address) ? 'ipv4' : 'ipv6');
}

/** fastify's `trustProxy` for `TRUST_PROXY` hops (0: no proxy, the socket address). */
export function trustProxyHops(hops: number): false | ((address: string, hop: number) => boolean) {
  if (hops === 0) return false;
  return (address, hop) => hop < hops && (hop > 0 || isProxyAddress(address));
}

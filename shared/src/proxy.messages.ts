/**
 * What is wrong with a proxy URL as typed (proxy.ts): the API answers with these when a game account's
 * proxy is refused, in the asker's language.
 */
import { defineMessages, params, plural } from './i18n/messages';

export const proxyErrors = defineMessages('errors/proxy', {
  tooLong: plural({
    one: 'The proxy URL is too long (at most {count} character).',
    other: 'The proxy URL is too long (at most {count} characters).',
  }),
  noScheme: params('Write the proxy as a URL with its scheme, for example {example}.'),
  wrongScheme: params('The proxy must start with {schemes} or {last} ("{scheme}://" is not supported).'),
  endsAtPort: params('A proxy URL ends at the port: remove "{tail}".'),
  brokenEscape: 'The proxy\'s user name or password has a broken %-escape: write "%" as %25 (and "@" as %40).',
  noUserName: 'The proxy URL has a login without a user name: write user:password@ before the host, or no login at all.',
  socks5LoginTooLong: plural({
    one: "A SOCKS5 proxy's user name and password are at most {count} byte each.",
    other: "A SOCKS5 proxy's user name and password are at most {count} bytes each.",
  }),
  ipv6Unclosed: 'The proxy\'s IPv6 address lacks its closing "]".',
  notHostAndPort: params('"{text}" is not a host and port.'),
  notIpv6: params('"{host}" is not an IPv6 address.'),
  noHost: params('The proxy URL names no host: write it as {example}.'),
  notHost: params('"{host}" is not a host name or IP address.'),
  noPort: params("Add the proxy's port after the host, for example {example}."),
  portRange: "The proxy's port must be a number from 1 to 65535.",
});

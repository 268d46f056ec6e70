/*
 * The library's struct in6_addr has the reference's layout, so a program
 * can build an address byte by byte for inet_ntop(AF_INET6, ...) and
 * inet_ntoa6(); AF_INET and AF_INET6 are the host's families.
 */

#pragma D option quiet

struct in6_addr *a6;
ipaddr_t *a4;

BEGIN
{
	a6 = (struct in6_addr *)alloca(sizeof (struct in6_addr));
	a4 = (ipaddr_t *)alloca(sizeof (ipaddr_t));
	a6->_S6_un._S6_u8[0] = 0x20;
	a6->_S6_un._S6_u8[1] = 0x01;
	a6->_S6_un._S6_u8[2] = 0x0d;
	a6->_S6_un._S6_u8[3] = 0xb8;
	a6->_S6_un._S6_u8[15] = 0x42;
	*a4 = htonl(0x0a000105);
	printf("%d\n", sizeof (struct in6_addr));
	printf("%s\n", inet_ntop(AF_INET6, a6));
	printf("%s\n", inet_ntoa6(a6));
	printf("%s\n", inet_ntop(AF_INET, a4));
	exit(0);
}

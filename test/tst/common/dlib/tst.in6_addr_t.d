/* in6_addr_t, the reference's typedef of struct in6_addr (16 bytes). */
#pragma D option quiet

BEGIN
{
	this->a = (in6_addr_t *)alloca(sizeof (in6_addr_t));
	this->a->_S6_un._S6_u32[0] = 0;
	this->a->_S6_un._S6_u32[1] = 0;
	this->a->_S6_un._S6_u32[2] = 0;
	this->a->_S6_un._S6_u32[3] = 0;
	this->a->_S6_un._S6_u8[15] = 1;
	printf("%d %d %s\n", sizeof (in6_addr_t), this->a->_S6_un._S6_u8[15],
	    inet_ntop(AF_INET6, this->a));
	exit(0);
}

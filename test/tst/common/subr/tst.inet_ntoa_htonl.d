/* inet_ntoa() of htonl(0x7f000001) */

#pragma D option quiet

BEGIN
{
	this->p = (ipaddr_t *)alloca(4);
	*this->p = htonl(0x7f000001);
	printf("%s\n", inet_ntoa(this->p));
	exit(0);
}

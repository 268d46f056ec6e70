/* inet_ntoa() prints a dotted quad in network order */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(4);
	this->a[0] = 192;
	this->a[1] = 168;
	this->a[2] = 1;
	this->a[3] = 10;
	printf("%s\n", inet_ntoa((ipaddr_t *)this->a));
	exit(0);
}

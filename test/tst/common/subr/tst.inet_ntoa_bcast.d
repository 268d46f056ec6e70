/* inet_ntoa() of 255.255.255.255 */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(4);
	this->a[0] = 255;
	this->a[1] = 255;
	this->a[2] = 255;
	this->a[3] = 255;
	printf("%s\n", inet_ntoa((ipaddr_t *)this->a));
	exit(0);
}

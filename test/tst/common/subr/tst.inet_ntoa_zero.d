/* inet_ntoa() of 0.0.0.0 */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(4);
	this->a[0] = 0;
	this->a[1] = 0;
	this->a[2] = 0;
	this->a[3] = 0;
	printf("%s\n", inet_ntoa((ipaddr_t *)this->a));
	exit(0);
}

/* inet_ntoa6() with no zero group */

#pragma D option quiet

BEGIN
{
	this->a = (uint8_t *)alloca(16);
	this->a[0] = 0;
	this->a[1] = 1;
	this->a[2] = 0;
	this->a[3] = 2;
	this->a[4] = 0;
	this->a[5] = 3;
	this->a[6] = 0;
	this->a[7] = 4;
	this->a[8] = 0;
	this->a[9] = 5;
	this->a[10] = 0;
	this->a[11] = 6;
	this->a[12] = 0;
	this->a[13] = 7;
	this->a[14] = 0;
	this->a[15] = 8;
	printf("%s\n", inet_ntoa6((struct in6_addr *)this->a));
	exit(0);
}
